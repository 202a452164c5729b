#!/bin/sh
# Regenerates docs/pdf/: the meeting PDF of the origin document's compare usage (with time and cost to train)
# and a PNG of each of its pages, to look at after any report change (issue 15).
# Usage: tools/pdf-pages.sh [BUILD_DIR]
set -eu
here=$(cd "$(dirname "$0")/.." && pwd)
build=${1:-"$here/build"}
out="$here/docs/pdf"
mkdir -p "$out"
rm -f "$out"/page-*.png
"$build/app/psa" analyze "Compare DP=4,TP=8,PP=2 vs DP=8,TP=8,PP=1 for LLaMA-70B on 64 A100s" \
    --train-tokens 2T --device-hour-price 2 --format pdf -o "${TMPDIR:-/tmp}/psa-meeting.pdf" 2>/dev/null
pdftoppm -png -r 50 "${TMPDIR:-/tmp}/psa-meeting.pdf" "$out/page"
ls "$out"
