#!/bin/sh
# Regenerates resources/calibration/default-profile.json: fits the constants marked "fitted" in
# core/calibration/profile.h to the published runs, starting from the compiled-in defaults.
# Usage: tools/refit-default-profile.sh [BUILD_DIR] [RUNS_JSON]
set -eu
here=$(cd "$(dirname "$0")/.." && pwd)
build=${1:-"$here/build"}
runs=${2:-"$here/resources/calibration/published-runs.json"}
"$build/app/psa" calibrate --builtin-profile --runs "$runs" -o "$here/resources/calibration/default-profile.json"
