#!/bin/sh
# Screenshots of every view of the real application (default scenario, two strategies pinned) and of
# the calibration dialog, written to docs/screenshots/NN-view.png. Runs offscreen; no display needed.
#   tools/screenshots.sh [BUILD_DIR] [OUT_DIR]
set -eu
root=$(cd "$(dirname "$0")/.." && pwd)
build=${1:-"$root/build"}
out=${2:-"$root/docs/screenshots"}
app="$build/app/parallel-strategy-analyzer"
if [ ! -x "$app" ]; then
    cmake -S "$root" -B "$build" -G Ninja >/dev/null
    cmake --build "$build" --target parallel-strategy-analyzer
fi
mkdir -p "$out"
# A fixed, neutral style and size so that the images are reproducible.
XDG_CONFIG_HOME=$(mktemp -d) QT_QPA_PLATFORM=offscreen QT_STYLE_OVERRIDE=Fusion \
    "$app" --fresh --screenshot-dir "$out"
# The Chinese interface: the default scenario's Overview.
zh=$(mktemp -d)
XDG_CONFIG_HOME=$(mktemp -d) QT_QPA_PLATFORM=offscreen QT_STYLE_OVERRIDE=Fusion \
    "$app" --fresh --lang zh_CN --screenshot-dir "$zh" >/dev/null
cp "$zh/01-overview.png" "$out/zh_CN-overview.png"
rm -rf "$zh"
echo "$out/zh_CN-overview.png"
# The seed's diagnose usage: the Compare tab with its Diagnosis beside the overlays.
diag=$(mktemp -d)
XDG_CONFIG_HOME=$(mktemp -d) QT_QPA_PLATFORM=offscreen QT_STYLE_OVERRIDE=Fusion \
    "$app" --fresh --screenshot-dir "$diag" \
    --query "Currently using DP=8 for 7B model on 16 GPUs, OOM at seq_len=32768" >/dev/null
cp "$diag/08-compare.png" "$out/12-diagnosis.png"
rm -rf "$diag"
echo "$out/12-diagnosis.png"
# Issue 14's planning case: Llama-3.1 405B on 16,384 H100 with 15T tokens at 2.50 USD per device-hour;
# its Overview (time, cost and energy to train) and its Scaling tab (a five-point device sweep).
psa="$build/app/psa"
plan=$(mktemp -d)
"$psa" analyze --model llama3.1-405b --device h100 --devices 16384 --seq-len 8192 --global-batch 2048 \
    --train-tokens 15T --device-hour-price 2.5 --save-scenario "$plan/plan.psa.json" >/dev/null
XDG_CONFIG_HOME=$(mktemp -d) QT_QPA_PLATFORM=offscreen QT_STYLE_OVERRIDE=Fusion \
    "$app" --fresh --screenshot-dir "$plan" "$plan/plan.psa.json" >/dev/null
cp "$plan/14-time-to-train.png" "$out/14-time-to-train.png"
cp "$plan/13-scaling.png" "$out/13-scaling.png"
rm -rf "$plan"
echo "$out/13-scaling.png"
echo "$out/14-time-to-train.png"
# The calibration dialog with a profile fitted by `psa calibrate` to the published runs: its offscreen
# test draws it (built with the test suite).
dialog_test="$build/tests/tst_calibration_dialog"
if [ ! -x "$dialog_test" ]; then
    cmake --build "$build" --target tst_calibration_dialog
fi
PSA_SCREENSHOT_DIR="$out" XDG_CONFIG_HOME=$(mktemp -d) QT_QPA_PLATFORM=offscreen QT_STYLE_OVERRIDE=Fusion \
    "$dialog_test" cliProfileLoads >/dev/null
echo "$out/09-calibration.png"
# Issue 15 item 3: a search in flight (held by the test's hook), the views dimmed with the best so far.
live_test="$build/tests/tst_live_views"
if [ ! -x "$live_test" ]; then
    cmake --build "$build" --target tst_live_views
fi
rm -f "$out/15-updating.png" "$out/16-updating-memory.png"
PSA_SCREENSHOT_DIR="$out" XDG_CONFIG_HOME=$(mktemp -d) QT_QPA_PLATFORM=offscreen QT_STYLE_OVERRIDE=Fusion \
    "$live_test" searchInFlightShowsBestSoFar >/dev/null
echo "$out/15-updating.png"
echo "$out/16-updating-memory.png"
