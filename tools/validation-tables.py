#!/usr/bin/env python3
"""Regenerates the three validation tables of docs/cost-model.md from psa's own output.

Usage: tools/validation-tables.py [BUILD_DIR]   (prints Markdown; paste over the tables in docs/cost-model.md)

Runs `psa validate --cross-validate --format json` with the shipped profile and `psa validate --builtin-profile
--format json` (the compiled-in constants), so the tables never drift from what the program computes.
"""
import json
import os
import subprocess
import sys

LABELS = {"mindspeed": "mindspeed (Ascend 910B)", "nemo": "nemo (long sequence, FP8)"}
FAMILY_LABELS = {"coarse MoE": "coarse MoE (Mixtral on Ascend)", "FP8": "FP8 recipes"}


def run(psa, *args):
    out = subprocess.run([psa, "validate", "--format", "json", *args], check=True, capture_output=True, text=True)
    return json.loads(out.stdout)


def cell(s, bold=False):
    if not s or s["count"] == 0:
        return "–"
    text = f"{s['count']}, {100 * s['median_abs']:.1f} %, {100 * s['p90_abs']:.1f} %"
    return f"**{text}**" if bold else text


def short(s):
    return f"{100 * s['median_abs']:.1f} % / {100 * s['p90_abs']:.1f} %"


def main():
    root = os.path.dirname(os.path.dirname(os.path.abspath(__file__)))
    build = sys.argv[1] if len(sys.argv) > 1 else os.path.join(root, "build")
    psa = os.path.join(build, "app", "psa")
    fitted = run(psa, "--cross-validate")
    builtin = run(psa, "--builtin-profile")
    cv = fitted["cross_validation"]

    print("| source | tokens/s/device, compiled-in defaults | tokens/s/device, fitted | TFLOP/s/device, fitted | memory |")
    print("|---|---|---|---|---|")
    for src, s in fitted["summary"].items():
        b = builtin["summary"].get(src, {})
        all_ = src == "all"
        name = "**all**" if all_ else LABELS.get(src, src)
        print(f"| {name} | {cell(b.get('tokens_per_s_per_device'))} | {cell(s['tokens_per_s_per_device'], all_)} | "
              f"{cell(s['tflops_per_device'])} | {cell(s['memory'])} |")
    print()
    print("| source | tokens/s/device in-sample | tokens/s/device cross-validated | TFLOP/s/device in-sample | "
          "TFLOP/s/device cross-validated |")
    print("|---|---|---|---|---|")
    for src, s in fitted["summary"].items():
        h = cv["summary"][src]
        all_ = src == "all"
        name = "**all**" if all_ else LABELS.get(src, src)
        print(f"| {name} | {cell(s['tokens_per_s_per_device'])} | {cell(h['tokens_per_s_per_device'], all_)} | "
              f"{cell(s['tflops_per_device'])} | {cell(h['tflops_per_device'], all_)} |")
    print()
    print("| family | throughput in-sample (n, median, p90) | throughput cross-validated | memory |")
    print("|---|---|---|---|")
    for fam, s in fitted["by_family"].items():
        h = cv["by_family"][fam]
        parts, held = [], []
        for key, label in (("tokens_per_s_per_device", "tokens"), ("tflops_per_device", "TFLOP/s")):
            if s[key]["count"]:
                parts.append(f"{label} {cell(s[key])}")
                held.append(f"{label} {short(h[key])}")
        all_ = fam == "all"
        name = "**all**" if all_ else FAMILY_LABELS.get(fam, fam)
        cross = f"**{short(h['throughput'])}**" if all_ else short(h["throughput"])
        print(f"| {name} | {cell(s['throughput'])} ({'; '.join(parts)}) | {cross} ({'; '.join(held)}) | "
              f"{cell(s['memory'])} |")


if __name__ == "__main__":
    main()
