#!/bin/sh
# Builds the libFuzzer targets with clang (ASan + UBSan) and runs each for SECONDS (default 10).
# Crashing inputs are copied to tests/fuzz/crashes/<target>/ so tst_fuzz_replay keeps them fixed.
# Usage: tools/fuzz.sh [SECONDS] [TARGET…]     (targets: hf_import catalog query strategy calibration scenario)
set -eu
root=$(cd "$(dirname "$0")/.." && pwd)
seconds=${1:-10}
[ $# -gt 0 ] && shift
targets=${*:-"hf_import catalog query strategy calibration scenario"}
build="$root/build-fuzz"
CXX=clang++ cmake -S "$root" -B "$build" -G Ninja -DCMAKE_BUILD_TYPE=RelWithDebInfo -DPSA_FUZZ=ON -DPSA_BUILD_GUI=OFF \
    -DPSA_BUILD_BENCH=OFF >/dev/null
for t in $targets; do cmake --build "$build" --target "fuzz_$t" >/dev/null; done
status=0
for t in $targets; do
    work=$(mktemp -d)
    cp "$root/tests/fuzz/corpus/$t/"* "$work/" 2>/dev/null || true
    log="$build/fuzz_$t.log"
    echo "== fuzz_$t for ${seconds}s"
    if ! (cd "$build" && PSA_RESOURCES_DIR="$root/resources" "./tests/fuzz/fuzz_$t" "$work" -max_total_time="$seconds" \
            -timeout=10 -rss_limit_mb=4096 -print_final_stats=1 >"$log" 2>&1); then
        status=1
        mkdir -p "$root/tests/fuzz/crashes/$t"
        for f in "$build"/crash-* "$build"/timeout-* "$build"/oom-*; do
            [ -f "$f" ] && mv "$f" "$root/tests/fuzz/crashes/$t/" && echo "   kept $(basename "$f")"
        done
        tail -n 30 "$log"
    fi
    grep -E "stat::number_of_executed_units|stat::peak_rss_mb" "$log" | sed 's/^/   /'
    rm -rf "$work"
done
exit $status
