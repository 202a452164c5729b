#!/usr/bin/env python3
"""Generate the synthetic calibration fixtures under tests/data (issue 13).

Every file this script writes is a SYNTHETIC TEST FIXTURE, not a measurement. It starts with '#' comment
lines (which both parsers skip) saying so and giving the exact command that reproduces it byte for byte.
The tests that fit these files and recover the parameters below are round trips of the parsers and
fits, not validations against hardware.

Usage (from anywhere; paths are relative to the repository root):
  python3 tools/gen_test_fixtures.py gemm [--e-max …] [-o PATH]   GEMM timing table (core/calibration/gemm_table.*)
  python3 tools/gen_test_fixtures.py nccl --collective NAME … [-o PATH]   nccl-tests stdout (core/calibration/nccl_tests.*)
  python3 tools/gen_test_fixtures.py all       rewrite every checked-in fixture listed in FIXTURES below
  python3 tools/gen_test_fixtures.py --check   regenerate them in memory; exit 1 unless each file is identical
                                               (run by CTest as fixtures_reproducible)

Models
  gemm: efficiency e = e_max · w/(w + w_half) · [m/(m + tokens_half) when tokens_half > 0], w = min(n, k)
        (the curve of core/cost/evaluate.cpp that fitGemm fits); time_us = 2·m·n·k / (e · peak_tflops·10¹²)
        · 10⁶ · (1 + jitter·u), printed with one decimal.
  nccl: time_us = steps·alpha_us + S·F / (busbw_gbps·10³ · eff(S)), then · (1 + jitter·u); S the printed size
        in bytes, F the nccl-tests bus factor (all_reduce 2(n−1)/n, all_gather and alltoall (n−1)/n), steps
        the latency steps PSA's cost model charges n ranks (all_reduce 2⌈log₂ n⌉, all_gather ⌈log₂ n⌉,
        alltoall 1: fitLink divides the small-message time by the same count), and the size-dependent
        efficiency eff(S) = (1 − ramp_depth·exp(−S/ramp_bytes)) · (1 − droop·max(0, log₂(S/droop_from)))
        (mid-size protocol ramp; slight loss per doubling past droop_from). Size-0 rows take empty_us.
        algbw = S/time, busbw = algbw·F (from the unrounded time); "Avg bus bandwidth" is the mean busbw
        of both halves of every row, printed with %g.
  u ∈ [−1, 1) is deterministic: the first 8 bytes of SHA-256("seed|kind|row|half") — no PRNG state.

nccl-tests formatting kept (the parser paths the tests exercise): sizes double from min to max bytes;
all_gather/alltoall print the per-rank element count and a size of count·4·ranks, so sizes below
ranks × 4 B print size 0 / count 0; times print "%7.2f" below 10⁴ µs, "%7.1f" below 10⁵ µs and "%7.0f"
above; algbw/busbw "%6.2f"; '#' header with nThread/nGpus, one "Rank" line per rank, the column headers
and the footer; --old-format drops the "nccl-tests version" and "Collective test starting/concluded"
lines (older nccl-tests); --nccl-banner adds the non-'#' "NCCL version …" line NCCL prints at init.
Host names are synthetic-node-N and PIDs are rank // gpus_per_process: nothing here came from a machine.
"""

import argparse
import hashlib
import math
import os
import shlex
import sys

ROOT = os.path.dirname(os.path.dirname(os.path.abspath(__file__)))
SCRIPT = "tools/gen_test_fixtures.py"
MARK = "# SYNTHETIC TEST FIXTURE \u2014 not a measurement."

# Every checked-in fixture this script owns: path (relative to the repository root) → arguments.
# `all` writes them, `--check` compares them byte for byte. The header of each file repeats its command.
GEMM_SHAPES = ("8192x8192x8192,8192x4096x4096,8192x2048x8192,8192x1024x8192,8192x512x8192,8192x8192x256,"
               "8192x128x8192,16384x28672x8192,16384x8192x28672,4096x3584x8192,8192x768x4096,8192x6144x1536")
NCCL_COMMON = ["--min-bytes", "8", "--max-bytes", "8589934592", "--ranks-per-node", "8", "--ramp-bytes", "4194304",
               "--droop-from", "1073741824", "--empty-us", "0.2", "--jitter", "0.01", "--seed", "13"]
FIXTURES = [
    ("tests/data/gemm/h100_bf16.csv",
     ["gemm", "--e-max", "0.78", "--w-half", "180", "--tokens-half", "0", "--peak-tflops", "989", "--dtype", "bf16",
      "--jitter", "0.012", "--seed", "13", "--shapes", GEMM_SHAPES]),
    ("tests/data/nccl/all_reduce_perf_8xH100.txt",
     ["nccl", "--collective", "all_reduce", "--ranks", "8", "--gpus-per-process", "8", "--alpha-us", "2.9",
      "--busbw-gbps", "480", "--ramp-depth", "0.3", "--droop", "0.005"] + NCCL_COMMON),
    ("tests/data/nccl/all_gather_perf_8xH100.txt",
     ["nccl", "--collective", "all_gather", "--ranks", "8", "--gpus-per-process", "8", "--alpha-us", "3.7",
      "--busbw-gbps", "375", "--ramp-depth", "0.3", "--droop", "0.005", "--old-format"] + NCCL_COMMON),
    ("tests/data/nccl/alltoall_perf_16xH100.txt",
     ["nccl", "--collective", "alltoall", "--ranks", "16", "--gpus-per-process", "1", "--alpha-us", "38",
      "--busbw-gbps", "44.5", "--ramp-depth", "0.2", "--droop", "0.004", "--nccl-banner", "2.21.5+cuda12.4"]
     + NCCL_COMMON),
]


def num(v):
    """Shortest text that reads back as the same float; integers without '.0'."""
    if float(v).is_integer() and abs(v) < 1e15:
        return str(int(v))
    return repr(float(v))


def unit(seed, *key):
    """Deterministic u ∈ [−1, 1) from SHA-256 of the seed and the key."""
    h = hashlib.sha256("|".join(str(x) for x in (seed,) + key).encode()).digest()
    return int.from_bytes(h[:8], "big") / 2.0**63 - 1.0


def command(args, out):
    """The canonical command line: every parameter, in a fixed order, defaults filled in."""
    parts = ["python3", SCRIPT, args.kind]
    for dest, flag in PARAMS[args.kind]:
        v = getattr(args, dest)
        if isinstance(v, bool):
            if v:
                parts.append(flag)
        elif v is None:
            continue
        else:
            parts += [flag, num(v) if isinstance(v, (int, float)) else str(v)]
    if out:
        parts += ["-o", out]
    return " ".join(shlex.quote(p) for p in parts)


# ------------------------------------------------------------------------------------------------ GEMM
def parse_shapes(text):
    shapes = []
    for s in text.split(","):
        dims = s.strip().lower().split("x")
        if len(dims) != 3 or not all(d.isdigit() and int(d) > 0 for d in dims):
            raise SystemExit(f"gen_test_fixtures: bad shape '{s}' (want MxNxK, positive integers)")
        shapes.append(tuple(int(d) for d in dims))
    return shapes


def gen_gemm(args, out):
    lines = [
        MARK,
        "# generated by: " + command(args, out),
        "# model: e = e_max * w/(w + w_half) [* m/(m + tokens_half) when tokens_half > 0], w = min(n, k);",
        "#        time_us = 2*m*n*k / (e * peak_tflops * 1e12) * 1e6 * (1 + jitter*u), u in [-1, 1) from SHA-256(seed|gemm|row)",
        "# m = tokens (rows), n x k = weight",
        "m,n,k,dtype,time_us",
    ]
    for i, (m, n, k) in enumerate(parse_shapes(args.shapes)):
        w = min(n, k)
        e = args.e_max * w / (w + args.w_half)
        if args.tokens_half > 0:
            e *= m / (m + args.tokens_half)
        t = 2.0 * m * n * k / (e * args.peak_tflops * 1e12) * 1e6 * (1 + args.jitter * unit(args.seed, "gemm", i))
        lines.append(f"{m},{n},{k},{args.dtype},{t:.1f}")
    return "\n".join(lines) + "\n"


# ------------------------------------------------------------------------------------------------ nccl-tests
def bus_factor(collective, n):
    r = (n - 1) / n
    return 2 * r if collective == "all_reduce" else r


def latency_steps(collective, n):
    log2 = math.ceil(math.log2(n)) if n > 1 else 0
    return {"all_reduce": 2 * log2, "all_gather": log2, "alltoall": 1}[collective]


def time_str(t):
    if t >= 1e5:
        return f"{t:7.0f}"
    if t >= 1e4:
        return f"{t:7.1f}"
    return f"{t:7.2f}"


def gen_nccl(args, out):
    c, n = args.collective, args.ranks
    if n < 2 or args.gpus_per_process < 1 or n % args.gpus_per_process:
        raise SystemExit("gen_test_fixtures: --ranks must be ≥ 2 and a multiple of --gpus-per-process")
    F = bus_factor(c, n)
    steps = latency_steps(c, n)
    perf = c + "_perf"
    lines = [
        MARK,
        "# generated by: " + command(args, out),
        f"# model: time_us = ({steps}*alpha_us + S*F/(busbw_gbps*1e3*eff(S))) * (1 + jitter*u), F = {num(F)} (bus factor),",
        "#        eff(S) = (1 - ramp_depth*exp(-S/ramp_bytes)) * (1 - droop*max(0, log2(S/droop_from))); u from SHA-256(seed|nccl|row|half)",
    ]
    if not args.old_format:
        lines += ["# nccl-tests version 2.17.6 nccl-headers=22105 nccl-library=22105", f"# Collective test starting: {perf}"]
    lines += [
        f"# nThread 1 nGpus {args.gpus_per_process} minBytes {args.min_bytes} maxBytes {args.max_bytes} step: 2(factor) "
        "warmup iters: 5 iters: 20 agg iters: 1 validation: 1 graph: 0",
        "#",
        "# Using devices",
    ]
    for r in range(n):
        node, dev = divmod(r, args.ranks_per_node)
        lines.append(f"#  Rank {r:2d} Group  0 Pid {r // args.gpus_per_process:6d} on {'synthetic-node-' + str(node):>10s} "
                     f"device {dev:2d} [0000:{dev:02x}:00] synthetic H100-class GPU")
    if args.nccl_banner:
        lines.append(f"NCCL version {args.nccl_banner}")
    lines += [
        "#",
        "#                                                              out-of-place                       in-place          ",
        "#       size         count      type   redop    root     time   algbw   busbw  #wrong     time   algbw   busbw  #wrong ",
        "#        (B)    (elements)                               (us)  (GB/s)  (GB/s)             (us)  (GB/s)  (GB/s)         ",
    ]
    redop = "sum" if c == "all_reduce" else "none"
    busbw_sum, busbw_count = 0.0, 0
    size, row = args.min_bytes, 0
    while size <= args.max_bytes:
        count = size // 4 if c == "all_reduce" else size // (4 * n)
        S = count * 4 if c == "all_reduce" else count * 4 * n
        text = f"{S:12d}  {count:12d}  {'float':>8s}  {redop:>6s}  {-1:6d}"
        for half in (0, 1):
            j = 1 + args.jitter * unit(args.seed, "nccl", row, half)
            if S == 0:
                t = args.empty_us * j
            else:
                eff = (1 - args.ramp_depth * math.exp(-S / args.ramp_bytes)) * \
                      (1 - args.droop * max(0.0, math.log2(S / args.droop_from)))
                t = (steps * args.alpha_us + S * F / (args.busbw_gbps * 1e3 * eff)) * j
            algbw = S / (t * 1e3)
            busbw = algbw * F
            busbw_sum += busbw
            busbw_count += 1
            text += f"  {time_str(t)}  {algbw:6.2f}  {busbw:6.2f}  {0:6d}"
        lines.append(text)
        size *= 2
        row += 1
    lines += ["# Out of bounds values : 0 OK", f"# Avg bus bandwidth    : {busbw_sum / busbw_count:g} ", "#"]
    if not args.old_format:
        lines += [f"# Collective test concluded: {perf}", "#"]
    return "\n".join(lines) + "\n"


# ------------------------------------------------------------------------------------------------ CLI
PARAMS = {
    "gemm": [("e_max", "--e-max"), ("w_half", "--w-half"), ("tokens_half", "--tokens-half"),
             ("peak_tflops", "--peak-tflops"), ("dtype", "--dtype"), ("jitter", "--jitter"), ("seed", "--seed"),
             ("shapes", "--shapes")],
    "nccl": [("collective", "--collective"), ("ranks", "--ranks"), ("gpus_per_process", "--gpus-per-process"),
             ("alpha_us", "--alpha-us"), ("busbw_gbps", "--busbw-gbps"), ("ramp_depth", "--ramp-depth"),
             ("droop", "--droop"), ("old_format", "--old-format"), ("nccl_banner", "--nccl-banner"),
             ("min_bytes", "--min-bytes"), ("max_bytes", "--max-bytes"), ("ranks_per_node", "--ranks-per-node"),
             ("ramp_bytes", "--ramp-bytes"), ("droop_from", "--droop-from"), ("empty_us", "--empty-us"),
             ("jitter", "--jitter"), ("seed", "--seed")],
}


def parser():
    p = argparse.ArgumentParser(prog=SCRIPT, description="Generate the synthetic calibration test fixtures.")
    p.add_argument("--check", action="store_true",
                   help="regenerate every fixture in FIXTURES and compare byte for byte (exit 1 on a difference)")
    sub = p.add_subparsers(dest="kind")
    g = sub.add_parser("gemm", help="GEMM timing table (m,n,k,dtype,time_us)")
    g.add_argument("--e-max", type=float, default=0.78)
    g.add_argument("--w-half", type=float, default=180)
    g.add_argument("--tokens-half", type=float, default=0, help="0: no row factor")
    g.add_argument("--peak-tflops", type=float, default=989)
    g.add_argument("--dtype", choices=["bf16", "fp16", "fp8"], default="bf16")
    g.add_argument("--jitter", type=float, default=0.012, help="relative amplitude of the deterministic jitter")
    g.add_argument("--seed", type=int, default=13)
    g.add_argument("--shapes", default=GEMM_SHAPES, help="comma-separated MxNxK")
    g.add_argument("-o", "--output", help="file to write (default: stdout)")
    c = sub.add_parser("nccl", help="nccl-tests stdout")
    c.add_argument("--collective", choices=["all_reduce", "all_gather", "alltoall"], required=True)
    c.add_argument("--ranks", type=int, default=8)
    c.add_argument("--gpus-per-process", type=int, default=8, help="nGpus in the header; PIDs are rank // this")
    c.add_argument("--alpha-us", type=float, required=True, help="latency per step charged by PSA's cost model")
    c.add_argument("--busbw-gbps", type=float, required=True, help="plateau bus bandwidth")
    c.add_argument("--ramp-depth", type=float, default=0.3)
    c.add_argument("--droop", type=float, default=0.005)
    c.add_argument("--old-format", action="store_true")
    c.add_argument("--nccl-banner", default=None, help="add a 'NCCL version VALUE' line after the rank lines")
    c.add_argument("--min-bytes", type=int, default=8)
    c.add_argument("--max-bytes", type=int, default=8589934592)
    c.add_argument("--ranks-per-node", type=int, default=8)
    c.add_argument("--ramp-bytes", type=float, default=4194304)
    c.add_argument("--droop-from", type=float, default=1073741824)
    c.add_argument("--empty-us", type=float, default=0.2)
    c.add_argument("--jitter", type=float, default=0.01)
    c.add_argument("--seed", type=int, default=13)
    c.add_argument("-o", "--output", help="file to write (default: stdout)")
    sub.add_parser("all", help="rewrite every fixture in FIXTURES")
    return p


def generate(args):
    return (gen_gemm if args.kind == "gemm" else gen_nccl)(args, args.output)


def fixture_text(path, argv):
    return generate(parser().parse_args(argv + ["-o", path]))


def write(path, text):
    full = os.path.join(ROOT, path)
    os.makedirs(os.path.dirname(full), exist_ok=True)
    with open(full, "w", encoding="utf-8", newline="\n") as f:
        f.write(text)


def check():
    bad = 0
    owned = {path for path, _ in FIXTURES}
    for path, argv in FIXTURES:
        want = fixture_text(path, argv).encode("utf-8")
        try:
            with open(os.path.join(ROOT, path), "rb") as f:
                have = f.read()
        except OSError as e:
            print(f"FAIL {path}: {e}")
            bad += 1
            continue
        if have != want:
            hl, wl = have.decode("utf-8", "replace").split("\n"), want.decode("utf-8").split("\n")
            line = next((i + 1 for i, (a, b) in enumerate(zip(hl, wl)) if a != b), min(len(hl), len(wl)))
            print(f"FAIL {path}: differs from its generator output at line {line}; "
                  f"run: python3 {SCRIPT} all (and review the tests that assert its values)")
            bad += 1
        else:
            print(f"ok   {path}")
    # A file that claims to come from this script but is not in FIXTURES would go unchecked.
    for d, _, files in os.walk(os.path.join(ROOT, "tests", "data")):
        for name in files:
            full = os.path.join(d, name)
            rel = os.path.relpath(full, ROOT).replace(os.sep, "/")
            with open(full, "rb") as f:
                head = f.read(4096)
            claims = head.startswith(MARK.encode()) or ("\n# generated by: python3 " + SCRIPT).encode() in head
            if claims and rel not in owned:
                print(f"FAIL {rel}: its header says {SCRIPT} generated it, but it is not in the FIXTURES table")
                bad += 1
    return 1 if bad else 0


def main(argv=None):
    args = parser().parse_args(argv)
    if args.check:
        return check()
    if args.kind == "all":
        for path, a in FIXTURES:
            write(path, fixture_text(path, a))
            print(f"wrote {path}")
        return 0
    if args.kind is None:
        parser().print_help()
        return 2
    text = generate(args)
    if args.output:  # relative to the current directory, like any command; the header repeats it as given
        with open(args.output, "w", encoding="utf-8", newline="\n") as f:
            f.write(text)
    else:
        sys.stdout.write(text)
    return 0


if __name__ == "__main__":
    sys.exit(main())
