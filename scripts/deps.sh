#!/bin/sh
# Installs the Debian 12 packages the build and tests need, only those that are missing.
# Run by scripts/run and scripts/test; safe to run repeatedly. `deps.sh --list` prints the list.
set -eu
PSA_PACKAGES="cmake ninja-build g++ pkg-config libfmt-dev nlohmann-json3-dev \
qt6-base-dev qt6-charts-dev qt6-tools-dev qt6-tools-dev-tools qt6-l10n-tools qt6-svg-dev libqt6opengl6-dev libgl-dev \
python3 xvfb xauth poppler-utils dpkg-dev desktop-file-utils appstream fonts-noto-cjk \
${PSA_EXTRA_PACKAGES:-}"  # e.g. CI adds clang for the fuzzers

# --list: print the packages (scripts/check-cmake-packages.py compares the build against them).
if [ "${1:-}" = "--list" ]; then
    echo $PSA_PACKAGES
    exit 0
fi

missing=""
for p in $PSA_PACKAGES; do
    if ! dpkg-query -W -f='${Status}' "$p" 2>/dev/null | grep -q "install ok installed"; then
        missing="$missing $p"
    fi
done
if [ -n "$missing" ]; then
    echo "Installing missing packages:$missing"
    SUDO=""
    if [ "$(id -u)" -ne 0 ]; then SUDO="sudo"; fi
    $SUDO apt-get update -qq
    DEBIAN_FRONTEND=noninteractive $SUDO apt-get install -y -qq --no-install-recommends $missing
fi
