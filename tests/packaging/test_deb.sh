#!/bin/sh
# Builds the DEB with CPack, unpacks it into a temporary root (dpkg -x) and runs the installed psa
# from there; validates the desktop file and AppStream metainfo where the validators are installed.
# Usage: test_deb.sh BUILD_DIR SOURCE_DIR
set -eu
build=$1
src=$2
work=$(mktemp -d)
trap 'rm -rf "$work"' EXIT
(cd "$build" && cpack -G DEB -B "$work/pkg" >"$work/cpack.log" 2>&1) || { cat "$work/cpack.log"; exit 1; }
deb=$(ls "$work"/pkg/*.deb | head -n 1)
echo "built $(basename "$deb")"
dpkg-deb --info "$deb" | grep -E "Package|Version|Depends"
dpkg -x "$deb" "$work/root"
psa="$work/root/usr/bin/psa"
test -x "$psa"
"$psa" --version
"$psa" analyze --model llama2-7b --device h100 --devices 8 --format json >"$work/plan.json"
grep -q '"recommended"' "$work/plan.json"
test -f "$work/root/usr/share/parallel-strategy-analyzer/catalog/devices.json"
# The published runs ship with the package: validate needs no --runs (and no source tree).
test -f "$work/root/usr/share/parallel-strategy-analyzer/calibration/published-runs.json"
(cd "$work" && PSA_RESOURCES_DIR= "$psa" validate >"$work/validate.txt")
grep -q "^all " "$work/validate.txt"
test -f "$work/root/usr/share/man/man1/psa.1"
test -f "$work/root/usr/share/icons/hicolor/scalable/apps/parallel-strategy-analyzer.svg"
test -f "$work/root/usr/share/icons/hicolor/48x48/apps/parallel-strategy-analyzer.png"
desktop="$work/root/usr/share/applications/io.github.psa.ParallelStrategyAnalyzer.desktop"
meta="$work/root/usr/share/metainfo/io.github.psa.ParallelStrategyAnalyzer.metainfo.xml"
test -f "$desktop" && test -f "$meta"
if command -v desktop-file-validate >/dev/null; then desktop-file-validate "$desktop"; fi
if command -v appstreamcli >/dev/null; then appstreamcli validate --no-net "$meta" >/dev/null; fi
echo "DEB OK"
