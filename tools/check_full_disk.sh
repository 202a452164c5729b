#!/bin/bash
# By-hand check of issue 17 ("writes that never corrupt"): every psa writer on a small tmpfs with
# 0 KB, 8 KB and 400 KB free must either succeed or exit 4 and leave the previous file
# byte-identical, with no temporary file left. Needs root (mount). The test suite covers the same
# with RLIMIT_FSIZE (tst_cli_hardening fullDiskKeepsThePreviousFile) and needs no mount.
#   sudo tools/check_full_disk.sh [build/app/psa]
set -u
P=$(readlink -f "${1:-build/app/psa}")
SRC=$(cd "$(dirname "$0")/.." && pwd)
D=$(mktemp -d)
mount -t tmpfs -o size=2m tmpfs "$D" || exit 1
trap 'umount "$D"; rmdir "$D"' EXIT
RUNS=$SRC/tests/fuzz/corpus/calibration/runs3.json
M="--model llama2-70b --device h100 --devices 64"
files="report.txt report.json report.md plan.pdf scen.psa.json prof.json"
for free_kb in 0 8 400; do
  rm -rf "${D:?}"/* "$D"/.[!.]* 2>/dev/null
  for f in $files; do printf 'previous good content of %s\n' $f > "$D/$f"; done
  avail=$(df -k --output=avail "$D" | tail -1)
  [ $((avail - free_kb)) -gt 0 ] && dd if=/dev/zero of="$D/filler" bs=1k count=$((avail - free_kb)) status=none 2>/dev/null
  echo "== $(df -k --output=avail "$D" | tail -1) KB free"
  run() {  # name file args…
    local name=$1 file=$2; shift 2
    local before; before=$(sha256sum < "$D/$file")
    QT_QPA_PLATFORM=offscreen "$P" "$@" > /dev/null 2> "$D.err"
    local rc=$? after; after=$(sha256sum < "$D/$file")
    local verdict=ok
    if [ $rc -ne 0 ] && [ "$before" != "$after" ]; then verdict="FAILED: previous file changed"; fi
    if [ $rc -ne 0 ] && [ $rc -ne 4 ]; then verdict="FAILED: exit $rc"; fi
    echo "$name: exit $rc, previous file $([ "$before" == "$after" ] && echo unchanged || echo replaced) — $verdict"
  }
  run "text -o" report.txt analyze $M -o "$D/report.txt"
  run "json -o" report.json analyze $M --format json -o "$D/report.json"
  run "markdown -o" report.md analyze $M --format markdown -o "$D/report.md"
  run "pdf -o" plan.pdf analyze $M --format pdf -o "$D/plan.pdf"
  run "--save-scenario" scen.psa.json analyze $M --format json --save-scenario "$D/scen.psa.json"
  run "calibrate -o" prof.json calibrate --runs "$RUNS" -o "$D/prof.json"
  echo "left in the folder: $(ls -A "$D" | tr '\n' ' ')"
done
rm -f "$D.err"
