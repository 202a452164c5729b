#!/usr/bin/env python3
"""Generate resources/catalog/{devices,models}.json from the reference tables.

Usage: tools/gen_catalogs.py [REFERENCE_DIR] [--out OUT_DIR]
  REFERENCE_DIR defaults to tests/data/reference (hardware.json and models.json, copied
  with their sources from the project's reference material; docs/reference/specs.md cites
  them), OUT_DIR to resources/catalog. The generated files are committed: the product reads
  them at run time.

The hand-curated tables below supply ids, aliases and every derivation the reference
leaves open. Any number that is derived or guessed gets a flag string (devices: "flags",
models: "uncertain"), so the UI can show it.

Field conventions (shared with core/catalog/catalog.cpp):
  * Bandwidths are GB/s (1e9 B/s) per device, ONE direction. NIC Gb/s are divided by 8.
  * memory_gib: the vendor's "80 GB" HBM figure is taken as-is; HBM stacks are binary-sized,
    so "80 GB" is 80 GiB physical (usable capacity is a little lower).
  * attention_bias: for llama-style models (Qwen2/2.5, gpt-oss, GLM) it means QKV biases;
    for GPT-style models (gpt2/gpt3/gpt_neox) it also covers the output projection.
"""

import argparse
import json
import os
import re
import sys

SCHEMA_DEVICES = "psa-devices/1"
SCHEMA_MODELS = "psa-models/1"
DEFAULT_NIC_FLAG = "estimated: scale-out NIC assumed 400 Gb/s"

# ---------------------------------------------------------------------------------------------
# Devices: reference name prefix -> our entry. Keys not given come from hardware.json.
#   scale_out_gbit: NIC per device in Gb/s (None = unknown -> 400 Gb/s default, flagged)
#   scale_up: per-device one-direction GB/s override (with a flag explaining it)
# ---------------------------------------------------------------------------------------------
DEVICES = [
    dict(match="NVIDIA A100 40GB", id="a100-40gb", aliases=["A100 40GB", "A100-SXM4-40GB", "a100-sxm-40gb"],
         scale_out_gbit=200),
    dict(match="NVIDIA A100 80GB", id="a100-80gb", aliases=["a100", "A100 80GB", "A100-SXM4-80GB", "a100-sxm"],
         scale_out_gbit=200),
    dict(match="NVIDIA A800", id="a800", aliases=["A800", "A800 SXM", "A800 80GB", "A800-SXM4-80GB", "a800-sxm"],
         scale_out_gbit=200),
    dict(match="NVIDIA H100 SXM5", id="h100-sxm", aliases=["h100", "H100 SXM", "H100 80GB", "H100 SXM5",
                                                           "H100-SXM5-80GB"],
         scale_out_gbit=400),
    dict(match="NVIDIA H800", id="h800", aliases=["H800 SXM", "H800 80GB", "h800-sxm"], scale_out_gbit=400),
    # PCIe cards: no NVSwitch. The NVLink bridge joins pairs only, which a single scale-up domain cannot express,
    # so every peer in the 8-card server gets the PCIe Gen5 x16 figure (the reference flags it).
    dict(match="NVIDIA H100 PCIe", id="h100-pcie", aliases=["H100 PCIe", "H100 PCIe 80GB", "H100-PCIE-80GB",
                                                            "h100-pcie-80gb"],
         scale_out_gbit=None),
    dict(match="NVIDIA H100 NVL", id="h100-nvl", aliases=["H100 NVL", "H100 NVL 94GB", "H100-NVL-94GB",
                                                          "h100-nvl-94gb"],
         scale_out_gbit=None),
    dict(match="NVIDIA H20", id="h20", aliases=["H20 96GB", "h20-96gb"], scale_out_gbit=None),
    dict(match="NVIDIA H200", id="h200", aliases=["H200 SXM", "H200 141GB", "h200-sxm"], scale_out_gbit=400),
    dict(match="NVIDIA B200", id="b200", aliases=["B200 SXM", "HGX B200", "DGX B200"], scale_out_gbit=400),
    dict(match="NVIDIA GB200", id="gb200", aliases=["GB200 NVL72", "gb200-nvl72"], scale_out_gbit=400,
         devices_per_node=4, scale_up_domain=72,
         extra_flags=["devices_per_node 4 = one compute tray; the NVLink domain is the 72-GPU rack"]),
    dict(match="NVIDIA B300", id="b300", aliases=["B300 SXM", "HGX B300", "Blackwell Ultra"], scale_out_gbit=800),
    dict(match="NVIDIA GB300", id="gb300", aliases=["GB300 NVL72", "gb300-nvl72"], scale_out_gbit=800,
         devices_per_node=4, scale_up_domain=72,
         extra_flags=["devices_per_node 4 = one compute tray; the NVLink domain is the 72-GPU rack"]),
    # MI250X: each GCD is its own device, so the per-package figures are halved.
    dict(match="AMD Instinct MI250X", id="mi250x-gcd", aliases=["mi250x", "MI250X GCD", "mi250"],
         name="AMD Instinct MI250X (one GCD)", per_gcd=True, devices_per_node=8, scale_up_domain=8,
         scale_up=50, scale_up_flag="estimated: scale-up = one 50 GB/s Infinity Fabric link per GCD peer",
         scale_out=12.5, scale_out_flag="estimated: Frontier-style 200 Gb/s Slingshot NIC per package, "
                                        "shared by its 2 GCDs (12.5 GB/s each)"),
    dict(match="AMD Instinct MI300X", id="mi300x", aliases=["MI300X OAM", "MI300"], scale_out_gbit=400,
         scale_up_flag="scale_up_gbps = 896 GB/s bidirectional aggregate over 7 Infinity Fabric links / 2; "
                       "a single peer pair gets 1/7 of it (64 GB/s)"),
    dict(match="AMD Instinct MI325X", id="mi325x", aliases=["MI325X OAM", "MI325"], scale_out_gbit=400,
         scale_up_flag="scale_up_gbps = 896 GB/s bidirectional aggregate over 7 Infinity Fabric links / 2; "
                       "a single peer pair gets 1/7 of it (64 GB/s)"),
    dict(match="AMD Instinct MI355X", id="mi355x", aliases=["MI355X OAM", "MI355", "mi350x"], scale_out_gbit=400,
         scale_up=7 * 153.6 / 2,
         scale_up_flag="estimated: scale_up_gbps = 7 links x 153.6 GB/s bidirectional / 2 (aggregate not verified)"),
    dict(match="Huawei Ascend 910 (910A)", id="ascend-910", aliases=["ascend-910a", "910a", "Ascend 910A",
                                                                     "atlas-800-9000"],
         scale_out_gbit=200, devices_per_node=8, scale_up_domain=8,
         extra_flags=["HCCS is full-mesh only within groups of 4; the 8-NPU server is taken as the scale-up domain"]),
    dict(match="Huawei Ascend 910B1", id="ascend-910b1", aliases=["910b1", "Ascend 910B1"], scale_out_gbit=200,
         tflops_from="Huawei Ascend 910B2", tflops_flag="estimated: peak not published, 910B2 value used",
         hbm_from="Huawei Ascend 910B2", hbm_flag="estimated: HBM bandwidth not published, 910B2 value used"),
    dict(match="Huawei Ascend 910B2", id="ascend-910b2", aliases=["ascend-a2", "Ascend A2", "910b", "910b2",
                                                                  "atlas-a2", "Ascend 910B", "Ascend 910B2"],
         scale_out_gbit=200),
    dict(match="Huawei Ascend 910B3", id="ascend-910b3", aliases=["910b3", "Ascend 910B3"], scale_out_gbit=200),
    dict(match="Huawei Ascend 910B4", id="ascend-910b4", aliases=["910b4", "Ascend 910B4"], scale_out_gbit=200,
         scale_out_flag="estimated: 200GE RoCE per NPU assumed like the other 910B SKUs (simulator: 32 GB/s)"),
    dict(match="Huawei Ascend 910C", id="ascend-a3", aliases=["910c", "Ascend A3", "atlas-a3", "Ascend 910C",
                                                              "ascend-910c", "CloudMatrix384"],
         name="Huawei Ascend 910C die (Atlas 800T A3 / CloudMatrix384)", scale_out_gbit=200,
         devices_per_node=16, scale_up_domain=768,
         extra_flags=["per die: a 910C package is 2 devices",
                      "scale_up_domain 768 = CloudMatrix384 super-node (384 packages x 2 dies)"]),
    dict(match="Huawei Ascend 950PR", id="ascend-950pr", aliases=["950pr", "Ascend 950PR"], roadmap=True,
         scale_out_gbit=None, devices_per_node=8, scale_up_domain=8,
         extra_flags=["estimated: scale-up domain not disclosed for 950PR; 8 assumed"]),
    dict(match="Huawei Ascend 950DT", id="ascend-950dt", aliases=["950dt", "Ascend 950DT"], roadmap=True,
         scale_out_gbit=None, devices_per_node=8, scale_up_domain=8192,
         extra_flags=["estimated: devices_per_node not disclosed; 8 assumed",
                      "scale_up_domain 8192 = Atlas 950 SuperPoD"]),
    dict(match="Google TPU v4", id="tpu-v4", aliases=["tpuv4", "TPU v4"], devices_per_node=4, scale_up_domain=4096,
         memory=32, memory_flag="34.4 GB (decimal) = 32 GiB",
         scale_up=150, scale_up_flag="estimated: ICI 2400 Gb/s per chip (Cloud TPU docs, not in the reference) "
                                     "read as bidirectional like v5p, so 150 GB/s per direction",
         scale_out_gbit=None, no_fp16=True),
    dict(match="Google TPU v5p", id="tpu-v5p", aliases=["tpuv5p", "TPU v5p"], devices_per_node=4,
         scale_up_domain=8960, scale_out_gbit=None, no_fp16=True),
    dict(match="Google TPU v6e", id="tpu-v6e", aliases=["tpuv6e", "TPU v6e", "trillium"], devices_per_node=8,
         scale_up_domain=256, scale_out_gbit=None, no_fp16=True),
    dict(match="Intel Gaudi 3", id="gaudi3", aliases=["Gaudi 3", "HL-325L", "gaudi-3"], devices_per_node=8,
         scale_up_domain=8, scale_up=21 * 200 / 8,
         scale_up_flag="estimated: 21 of 24 200GbE ports for scale-up (3 per peer), 3 for scale-out",
         scale_out=3 * 200 / 8, scale_out_flag="estimated: scale-out = 3 x 200GbE ports per card"),
    dict(match="Intel Gaudi 2", id="gaudi2", aliases=["Gaudi 2", "HL-225", "gaudi-2"], devices_per_node=8,
         scale_up_domain=8, scale_up=21 * 100 / 8,
         scale_up_flag="estimated: 21 of 24 100GbE ports for scale-up (3 per peer), 3 for scale-out",
         scale_out=3 * 100 / 8, scale_out_flag="estimated: scale-out = 3 x 100GbE ports per card"),
]

# ---------------------------------------------------------------------------------------------
# Models: reference name -> id, aliases and mapping overrides.
# ---------------------------------------------------------------------------------------------
GPT3_SPARSE = "alternating dense / locally-banded sparse attention layers modelled as dense attention"
QK_NORM = "QK-norm weights (2*d_h per layer) not counted"
LLAMA4_CHUNKED = "chunked local attention (3 of 4 layers, chunk 8192) modelled as full attention"

MODELS = [
    ("GPT-3 Small", "gpt3-small", ["GPT-3 125M", "gpt3-125m"], {}),
    ("GPT-3 Medium", "gpt3-medium", ["GPT-3 350M", "gpt3-350m"], {}),
    ("GPT-3 Large", "gpt3-large", ["GPT-3 760M", "gpt3-760m"], {}),
    ("GPT-3 XL", "gpt3-xl", ["GPT-3 XL"], {}),  # "1.3B" would normalize like "13B"
    ("GPT-3 2.7B", "gpt3-2.7b", ["GPT-3 2.7B"], {}),
    ("GPT-3 6.7B", "gpt3-6.7b", ["GPT-3 6.7B"], {}),
    ("GPT-3 13B", "gpt3-13b", ["GPT-3 13B"],
     {"uncertain+": ["d_model 5140 as printed in the paper (Megatron reproductions use 5120)"]}),
    ("GPT-3 175B", "gpt3-175b", ["GPT-3", "gpt3", "GPT-3 175B", "davinci"], {}),
    ("LLaMA-1 7B", "llama1-7b", ["llama-7b", "LLaMA 7B"], {}),
    ("LLaMA-1 13B", "llama1-13b", ["llama-13b", "LLaMA 13B"], {}),
    ("LLaMA-1 33B", "llama1-33b", ["llama-33b", "llama-30b", "LLaMA 33B"], {}),
    ("LLaMA-1 65B", "llama1-65b", ["llama-65b", "LLaMA 65B"], {}),
    ("Llama-2 7B", "llama2-7b", ["LLaMA-2-7B", "Llama 2 7B", "llama-2-7b", "meta-llama/Llama-2-7b-hf"], {}),
    ("Llama-2 13B", "llama2-13b", ["LLaMA-2-13B", "Llama 2 13B", "llama-2-13b", "meta-llama/Llama-2-13b-hf"], {}),
    ("Llama-2 70B", "llama2-70b", ["LLaMA-2-70B", "Llama 2 70B", "llama-2-70b", "meta-llama/Llama-2-70b-hf"], {}),
    ("Llama-3 8B", "llama3-8b", ["LLaMA-3-8B", "Llama 3 8B", "llama-3-8b", "Meta-Llama-3-8B"], {}),
    ("Llama-3 70B", "llama3-70b", ["LLaMA-3-70B", "Llama 3 70B", "llama-3-70b", "Meta-Llama-3-70B"], {}),
    ("Llama-3.1 8B", "llama3.1-8b", ["Llama 3.1 8B", "llama-3.1-8b", "Meta-Llama-3.1-8B"], {}),
    ("Llama-3.1 70B", "llama3.1-70b", ["Llama 3.1 70B", "llama-3.1-70b", "Meta-Llama-3.1-70B"], {}),
    ("Llama-3.1 405B", "llama3.1-405b", ["Llama 3.1 405B", "llama-3.1-405b", "llama3-405b", "Meta-Llama-3.1-405B"],
     {}),
    ("Llama-4 Scout (17B-16E)", "llama4-scout", ["Llama 4 Scout", "Llama-4-Scout-17B-16E", "llama-4-scout"],
     {"approx+": [LLAMA4_CHUNKED]}),
    ("Llama-4 Maverick (17B-128E)", "llama4-maverick",
     ["Llama 4 Maverick", "Llama-4-Maverick-17B-128E", "llama-4-maverick"],
     {"ffn_key": "intermediate_size_mlp", "moe_interval": 2, "approx+": [LLAMA4_CHUNKED]}),
    ("Mixtral 8x7B", "mixtral-8x7b", ["Mixtral-8x7B", "mixtral", "Mixtral-8x7B-v0.1"], {}),
    ("Mixtral 8x22B", "mixtral-8x22b", ["Mixtral-8x22B", "Mixtral-8x22B-v0.1"], {}),
    ("DeepSeek-V2 (236B)", "deepseek-v2", ["DeepSeek-V2", "deepseek-v2-236b"], {}),
    ("DeepSeek-V2-Lite (16B)", "deepseek-v2-lite", ["DeepSeek-V2-Lite", "deepseek-v2-lite-16b"], {}),
    ("DeepSeek-V3 / R1 (671B)", "deepseek-v3", ["deepseek-r1", "DeepSeek-V3", "DeepSeek-R1", "deepseek-v3-671b"],
     {"router_bias": True}),
    ("Qwen2.5-7B", "qwen2.5-7b", ["Qwen2.5 7B", "Qwen/Qwen2.5-7B"], {"attention_bias": True}),
    ("Qwen2.5-14B", "qwen2.5-14b", ["Qwen2.5 14B", "Qwen/Qwen2.5-14B"], {"attention_bias": True}),
    ("Qwen2.5-32B", "qwen2.5-32b", ["Qwen2.5 32B", "Qwen/Qwen2.5-32B"], {"attention_bias": True}),
    ("Qwen2.5-72B", "qwen2.5-72b", ["Qwen2.5 72B", "Qwen/Qwen2.5-72B"], {"attention_bias": True}),
    ("Qwen3-0.6B", "qwen3-0.6b", ["Qwen3 0.6B", "Qwen/Qwen3-0.6B"], {"approx+": [QK_NORM]}),
    ("Qwen3-1.7B", "qwen3-1.7b", ["Qwen3 1.7B", "Qwen/Qwen3-1.7B"], {"approx+": [QK_NORM]}),
    ("Qwen3-4B", "qwen3-4b", ["Qwen3 4B", "Qwen/Qwen3-4B"], {"approx+": [QK_NORM]}),
    ("Qwen3-8B", "qwen3-8b", ["Qwen3 8B", "Qwen/Qwen3-8B"], {"approx+": [QK_NORM]}),
    ("Qwen3-14B", "qwen3-14b", ["Qwen3 14B", "Qwen/Qwen3-14B"], {"approx+": [QK_NORM]}),
    ("Qwen3-32B", "qwen3-32b", ["Qwen3 32B", "Qwen/Qwen3-32B"], {"approx+": [QK_NORM]}),
    ("Qwen3-30B-A3B", "qwen3-30b-a3b", ["Qwen3 30B A3B", "Qwen/Qwen3-30B-A3B"], {"approx+": [QK_NORM]}),
    ("Qwen3-235B-A22B", "qwen3-235b-a22b", ["Qwen3 235B A22B", "Qwen/Qwen3-235B-A22B"], {"approx+": [QK_NORM]}),
    ("Qwen3-Next-80B-A3B", "qwen3-next-80b-a3b", ["Qwen3-Next", "Qwen3 Next 80B", "Qwen/Qwen3-Next-80B-A3B"],
     {"output_gate": True, "approx+": [QK_NORM]}),
    ("Qwen3.5-397B-A17B", "qwen3.5-397b-a17b", ["Qwen3.5", "Qwen3.5 397B", "Qwen/Qwen3.5-397B-A17B"],
     {"mtp": 1, "output_gate": True,
      "uncertain+": ["mtp_layers 1 taken from the model description (no config field in the reference)"],
      "approx+": [QK_NORM, "vision encoder (ViT 27 x 1152) not modelled"]}),
    ("Qwen3.5-35B-A3B", "qwen3.5-35b-a3b", ["Qwen3.5 35B", "Qwen/Qwen3.5-35B-A3B"],
     {"mtp": 1, "output_gate": True, "uncertain+": ["mtp_layers 1 assumed as for Qwen3.5-397B"],
      "approx+": [QK_NORM, "vision encoder not modelled"]}),
    ("GLM-4.5 (355B-A32B)", "glm-4.5", ["GLM-4.5", "glm4.5", "zai-org/GLM-4.5"],
     {"attention_bias": True, "approx+": [QK_NORM]}),
    ("Kimi-K2 (1T-A32B)", "kimi-k2", ["Kimi K2", "Kimi-K2-Instruct", "moonshotai/Kimi-K2-Instruct"],
     {"router_bias": True}),
    ("Gemma-2 27B", "gemma2-27b", ["Gemma 2 27B", "gemma-2-27b", "google/gemma-2-27b"],
     {"norm": "rmsnorm", "approx+": ["alternating local sliding-window (4096) / global layers 1:1; "
                                     "sliding-window layers modelled as full attention",
                                     "4 RMSNorms per layer (pre/post) counted as 2",
                                     "attention logit soft-capping ignored"]}),
    ("Gemma-3 27B", "gemma3-27b", ["Gemma 3 27B", "gemma-3-27b", "google/gemma-3-27b-it"],
     {"norm": "rmsnorm", "approx+": ["5 of 6 layers use sliding-window attention (1024); modelled as full attention",
                                     "4 RMSNorms per layer (pre/post) counted as 2", QK_NORM,
                                     "vision encoder (SigLIP) not modelled"]}),
    ("Mistral 7B (v0.1)", "mistral-7b", ["Mistral 7B", "Mistral-7B-v0.1", "mistral-7b-v0.1", "mistral"],
     {"approx+": ["sliding-window attention (4096) modelled as full attention"]}),
    ("Falcon-180B", "falcon-180b", ["Falcon 180B", "tiiuae/falcon-180B"],
     {"norm": "layernorm", "tied": True,
      "uncertain+": ["tie_word_embeddings not in source; true assumed (HF FalconConfig default)"],
      "approx+": ["parallel attention + MLP block modelled as sequential (same parameters and FLOPs)"]}),
    ("gpt-oss-120b", "gpt-oss-120b", ["gpt-oss 120b", "openai/gpt-oss-120b", "gptoss-120b"],
     {"attention_bias": True, "mlp_bias": True,
      "uncertain+": ["mlp_bias from the HF GptOss implementation (expert biases), not in the reference table"],
      "approx+": ["sliding-window attention layers modelled as full attention",
                  "attention sinks (one logit per head) not counted"]}),
    ("gpt-oss-20b", "gpt-oss-20b", ["gpt-oss 20b", "openai/gpt-oss-20b", "gptoss-20b"],
     {"attention_bias": True, "mlp_bias": True,
      "uncertain+": ["mlp_bias from the HF GptOss implementation (expert biases), not in the reference table"],
      "approx+": ["sliding-window attention layers modelled as full attention",
                  "attention sinks (one logit per head) not counted"]}),
]


def norm_key(s):
    return re.sub(r"[^0-9a-z]", "", s.lower())


def gbit_to_gbyte(gbit):
    return gbit / 8.0


def num(x):
    """Integral floats become ints so the JSON reads cleanly."""
    if isinstance(x, float) and x.is_integer():
        return int(x)
    return round(x, 4) if isinstance(x, float) else x


def find_ref(table, prefix):
    hits = [d for d in table if d["name"] == prefix] or [d for d in table if d["name"].startswith(prefix)]
    if len(hits) != 1:
        sys.exit(f"gen_catalogs: reference entry '{prefix}' matched {len(hits)} rows")
    return hits[0]


def build_device(ref_table, cur):
    ref = find_ref(ref_table, cur["match"])
    flags = []
    bf16 = ref.get("bf16_dense_tflops")
    fp16 = ref.get("fp16_dense_tflops")
    fp8 = ref.get("fp8_dense_tflops")
    if "tflops_from" in cur:
        src = find_ref(ref_table, cur["tflops_from"])
        bf16, fp16 = src["bf16_dense_tflops"], src["fp16_dense_tflops"]
        flags.append(cur["tflops_flag"])
    if bf16 is None and fp16 is not None:
        bf16 = fp16
        flags.append("bf16 taken from fp16")
    if cur.get("roadmap"):
        bf16 = fp8 / 2
        fp16 = bf16
        flags += ["estimated: BF16 = FP8/2", "estimated: FP16 = BF16", "roadmap figure"]
    if fp16 is None:
        if cur.get("no_fp16"):
            fp16 = 0  # TPUs: no FP16 matrix path, BF16 only
        else:
            fp16 = bf16
            flags.append("fp16 taken from bf16")
    fp8 = fp8 or 0
    memory = ref["hbm_gb"]
    hbm = ref.get("hbm_bw_tbps")
    if "hbm_from" in cur:
        hbm = find_ref(ref_table, cur["hbm_from"])["hbm_bw_tbps"]
        flags.append(cur["hbm_flag"])
    if cur.get("per_gcd"):
        bf16, fp16, memory, hbm = bf16 / 2, fp16 / 2, memory / 2, hbm / 2
        flags.append("per GCD: package figures halved")
    if "memory" in cur:
        memory = cur["memory"]
        flags.append(cur["memory_flag"])

    intra = ref.get("intra_node") or {}
    if "scale_up" in cur:
        scale_up = cur["scale_up"]
    elif intra.get("uni_GBps") is not None:
        scale_up = intra["uni_GBps"]
    elif intra.get("bi_GBps") is not None:
        scale_up = intra["bi_GBps"] / 2
        if "scale_up_flag" not in cur:
            flags.append("scale_up_gbps = bidirectional figure / 2")
    else:
        sys.exit(f"gen_catalogs: no scale-up bandwidth for {cur['id']}")
    if "scale_up_flag" in cur:
        flags.append(cur["scale_up_flag"])

    if "scale_out" in cur:
        scale_out = cur["scale_out"]
        flags.append(cur["scale_out_flag"])
    elif cur.get("scale_out_gbit") is None:
        scale_out = gbit_to_gbyte(400)
        flags.append(DEFAULT_NIC_FLAG)
    else:
        scale_out = gbit_to_gbyte(cur["scale_out_gbit"])
        if "scale_out_flag" in cur:
            flags.append(cur["scale_out_flag"])

    dom = intra.get("devices_per_domain")
    scale_up_domain = cur.get("scale_up_domain", dom if isinstance(dom, int) else None)
    devices_per_node = cur.get("devices_per_node", 8)
    if scale_up_domain is None:
        sys.exit(f"gen_catalogs: no scale-up domain for {cur['id']}")

    flags += cur.get("extra_flags", [])
    uncertain = list(ref.get("uncertain") or [])
    if uncertain == ["same as 950PR"]:  # expand the back-reference so the flags stand alone
        uncertain = list(find_ref(ref_table, "Huawei Ascend 950PR")["uncertain"])
    flags += uncertain
    notes = ref.get("notes", "")
    notes = (notes + " " if notes else "") + f"Unit: {ref.get('unit', '')}. Memory: vendor '{ref.get('hbm', '')}' " \
        "figure taken as GiB (HBM is binary-sized). Interconnect: " + intra.get("tech", "") + \
        f"; scale-out: {ref.get('inter_node', '')}."
    return {
        "id": cur["id"],
        "name": cur.get("name", ref["name"]),
        "vendor": ref["vendor"],
        "aliases": cur["aliases"],
        "bf16_tflops": num(bf16),
        "fp16_tflops": num(fp16),
        "fp8_tflops": num(fp8),
        "memory_gib": num(memory),
        "hbm_tbps": num(hbm),
        "scale_up_domain": scale_up_domain,
        "devices_per_node": devices_per_node,
        "scale_up_gbps": num(scale_up),
        "scale_out_gbps": num(scale_out),
        "tdp_w": num(ref.get("tdp_w") or 0),
        "flags": flags,
        "notes": notes,
        "source": ref.get("source", ""),
    }


def parse_activation(s):
    s = (s or "").lower()
    if s.startswith("swiglu"):
        return "swiglu"
    if s.startswith("geglu"):
        return "geglu"
    if s.startswith("gelu"):
        return "gelu"
    if s.startswith("relu"):
        return "relu"
    sys.exit(f"gen_catalogs: unknown activation '{s}'")


LINEAR_KINDS = {"Gated DeltaNet": "gated_delta_net", "Lightning": "lightning"}


def linear_attention(ref):
    """The hybrid's linear-attention layers as the cost model takes them (ModelSpec::linear_attention)."""
    hy = ref.get("hybrid_attention")
    if not hy:
        return None
    kind = LINEAR_KINDS.get(hy["linear_type"])
    if kind is None:
        sys.exit(f"gen_catalogs: {ref['name']}: unknown linear_type '{hy['linear_type']}'")
    n = hy["full_attention_interval"]
    layers = ref["num_layers"]
    if layers - layers // n != hy["linear_attention_layers"]:
        sys.exit(f"gen_catalogs: {ref['name']}: full_attention_interval {n} does not give "
                 f"{hy['linear_attention_layers']} linear layers of {layers}")
    return {
        "kind": kind,
        "full_attention_interval": n,
        "num_key_heads": hy["linear_num_key_heads"],
        "num_value_heads": hy["linear_num_value_heads"],
        "key_head_dim": hy["linear_key_head_dim"],
        "value_head_dim": hy["linear_value_head_dim"],
        "conv_kernel": hy.get("linear_conv_kernel_dim", 0),
    }


def build_model(ref, mid, aliases, over):
    family = ref["family"]
    gpt3 = family == "GPT-3"
    approx, uncertain = [], list(ref.get("uncertain") or [])
    if gpt3:
        approx.append(GPT3_SPARSE)
    approx += over.get("approx+", [])
    uncertain += over.get("uncertain+", [])

    ffn = ref.get(over.get("ffn_key", "intermediate_size"))
    if ffn is None:
        ffn = 0
        uncertain.append("no dense FFN (intermediate_size null); every layer is MoE")
    tied = ref.get("tie_word_embeddings")
    if tied is None:
        tied = over["tied"]
    norm = over.get("norm", "layernorm" if gpt3 else "rmsnorm")
    out = {
        "id": mid,
        "name": ref["name"],
        "family": family,
        "aliases": aliases,
        "layers": ref["num_layers"],
        "hidden": ref["hidden_size"],
        "heads": ref["num_attention_heads"],
        "kv_heads": ref["num_key_value_heads"],
        "head_dim": ref.get("head_dim") or 0,
        "ffn": ffn,
        "vocab": ref["vocab_size"],
        "tied_embeddings": bool(tied),
        "activation": parse_activation(ref["activation"]),
        "norm": norm,
        "attention_bias": gpt3 or over.get("attention_bias", False),
        "mlp_bias": gpt3 or over.get("mlp_bias", False),
        "learned_positions": gpt3,
        "max_position_embeddings": ref.get("max_position_embeddings") or 0,
        "mtp_layers": ref.get("num_nextn_predict_layers") or over.get("mtp", 0),
    }
    if ref.get("num_experts"):
        shared = ref.get("num_shared_experts") or 0
        expert_ffn = ref["moe_intermediate_size"]
        out["moe"] = {
            "num_experts": ref["num_experts"],
            "top_k": ref["top_k"],
            "num_shared_experts": shared,
            "expert_ffn": expert_ffn,
            "shared_expert_ffn": (ref.get("shared_expert_intermediate_size") or expert_ffn) if shared else 0,
            "first_dense_layers": ref.get("first_k_dense_replace") or 0,
            "moe_layer_interval": over.get("moe_interval", 1),
            "router_bias": over.get("router_bias", False),
        }
        moe_layers = str(ref.get("moe_layers", "all"))
        if "every 2nd" in moe_layers and out["moe"]["moe_layer_interval"] != 2:
            sys.exit(f"gen_catalogs: {mid}: moe_layers '{moe_layers}' needs interval 2")
    if over.get("output_gate"):
        out["attention_output_gate"] = True
    la = linear_attention(ref)
    if la:
        out["linear_attention"] = la
    if ref.get("mla"):
        m = ref["mla"]
        out["mla"] = {
            "q_lora_rank": m.get("q_lora_rank") or 0,
            "kv_lora_rank": m["kv_lora_rank"],
            "qk_nope_head_dim": m["qk_nope_head_dim"],
            "qk_rope_head_dim": m["qk_rope_head_dim"],
            "v_head_dim": m["v_head_dim"],
        }
    out["approximations"] = approx
    out["uncertain"] = uncertain
    out["source"] = ref.get("source", "")
    return out


def dense_params(m):
    """Cost-model parameter count for dense gated RMSNorm models (self-check only)."""
    h, dh = m["hidden"], m["head_dim"] or m["hidden"] // m["heads"]
    layer = 2 * h * dh * (m["heads"] + m["kv_heads"]) + 3 * h * m["ffn"] + 2 * h
    emb = m["vocab"] * h * (1 if m["tied_embeddings"] else 2)
    return m["layers"] * layer + h + emb


def check_unique_keys(entries, what):
    seen = {}
    for e in entries:
        for k in [e["id"], *e["aliases"], e["name"]]:
            nk = norm_key(k)
            if nk in seen and seen[nk] != e["id"]:
                sys.exit(f"gen_catalogs: {what} key '{k}' used by both {seen[nk]} and {e['id']}")
            seen[nk] = e["id"]


# Measured figures that no datasheet gives, kept here so that regenerating the catalog keeps them: the Maximum
# Achievable Matmul FLOPS (stas00/ml-engineering compute/accelerator/README.md; cost/matmul_rate.h) and whether the
# tensor-core peak needs asynchronous MMA (Hopper wgmma, Blackwell tcgen05). "source_note" is appended to the source.
MEASURED = {'a100-40gb': {'mamf_bf16_tflops': 271.2,
               'source_note': "; MAMF: stas00/ml-engineering compute/accelerator/README.md, 'Maximum Achievable "
                              "Matmul FLOPS comparison table' (mean of 100 iterations after 50 warm-up, best shape "
                              'of a brute-force sweep): A100 SXM 271.2 (torch 2.6.0+cu126; measured on an 80 GB A100 '
                              'SXM, same silicon and clock)'},
 'a100-80gb': {'mamf_bf16_tflops': 271.2,
               'source_note': "; MAMF: stas00/ml-engineering compute/accelerator/README.md, 'Maximum Achievable "
                              "Matmul FLOPS comparison table' (mean of 100 iterations after 50 warm-up, best shape "
                              'of a brute-force sweep): A100 SXM 271.2 (torch 2.6.0+cu126)'},
 'a800': {'mamf_bf16_tflops': 271.2,
          'source_note': "; MAMF: stas00/ml-engineering compute/accelerator/README.md, 'Maximum Achievable Matmul "
                         "FLOPS comparison table' (mean of 100 iterations after 50 warm-up, best shape of a "
                         'brute-force sweep): A100 SXM 271.2 (torch 2.6.0+cu126; A800 is the A100 die with a slower '
                         'NVLink, assumed the same)'},
 'h100-sxm': {'mamf_bf16_tflops': 794.5,
              'mamf_fp8_tflops': 1402.6,
              'async_mma': True,
              'source_note': "; MAMF: stas00/ml-engineering compute/accelerator/README.md, 'Maximum Achievable "
                             "Matmul FLOPS comparison table' (mean of 100 iterations after 50 warm-up, best shape of "
                             'a brute-force sweep): H100 SXM BF16 794.5, FP8 1402.6 (torch 2.7.0+cu126) — the '
                             'reference device of the fitted GEMM efficiency async_mma: Hopper (sm_90) and Blackwell '
                             '(sm_100) reach their tensor-core peak only with asynchronous MMA (wgmma / tcgen05; '
                             'NVIDIA Hopper and Blackwell tuning guides, FlashAttention-3 paper §1).'},
 'h800': {'mamf_bf16_tflops': 794.5,
          'mamf_fp8_tflops': 1402.6,
          'async_mma': True,
          'source_note': "; MAMF: stas00/ml-engineering compute/accelerator/README.md, 'Maximum Achievable Matmul "
                         "FLOPS comparison table' (mean of 100 iterations after 50 warm-up, best shape of a "
                         'brute-force sweep): H100 SXM BF16 794.5, FP8 1402.6 (torch 2.7.0+cu126; H800 is the H100 '
                         'die with a slower NVLink, assumed the same) async_mma: Hopper (sm_90) and Blackwell '
                         '(sm_100) reach their tensor-core peak only with asynchronous MMA (wgmma / tcgen05; NVIDIA '
                         'Hopper and Blackwell tuning guides, FlashAttention-3 paper §1).'},
 'h100-pcie': {'async_mma': True,
               'source_note': 'async_mma: Hopper (sm_90) and Blackwell (sm_100) reach their tensor-core peak only '
                              'with asynchronous MMA (wgmma / tcgen05; NVIDIA Hopper and Blackwell tuning guides, '
                              'FlashAttention-3 paper §1).'},
 'h100-nvl': {'async_mma': True,
              'source_note': 'async_mma: Hopper (sm_90) and Blackwell (sm_100) reach their tensor-core peak only '
                             'with asynchronous MMA (wgmma / tcgen05; NVIDIA Hopper and Blackwell tuning guides, '
                             'FlashAttention-3 paper §1).'},
 'h20': {'async_mma': True,
         'source_note': 'async_mma: Hopper (sm_90) and Blackwell (sm_100) reach their tensor-core peak only with '
                        'asynchronous MMA (wgmma / tcgen05; NVIDIA Hopper and Blackwell tuning guides, '
                        'FlashAttention-3 paper §1).'},
 'h200': {'mamf_bf16_tflops': 794.5,
          'mamf_fp8_tflops': 1453.4,
          'async_mma': True,
          'source_note': "; MAMF: stas00/ml-engineering compute/accelerator/README.md, 'Maximum Achievable Matmul "
                         "FLOPS comparison table' (mean of 100 iterations after 50 warm-up, best shape of a "
                         'brute-force sweep): BF16: the table says H200 is the same as H100 SXM (794.5); FP8 1453.4 '
                         '(H200 SXM, torch 2.7.1+cu128) async_mma: Hopper (sm_90) and Blackwell (sm_100) reach their '
                         'tensor-core peak only with asynchronous MMA (wgmma / tcgen05; NVIDIA Hopper and Blackwell '
                         'tuning guides, FlashAttention-3 paper §1).'},
 'b200': {'mamf_bf16_tflops': 1745.0,
          'mamf_fp8_tflops': 3432.5,
          'async_mma': True,
          'source_note': "; MAMF: stas00/ml-engineering compute/accelerator/README.md, 'Maximum Achievable Matmul "
                         "FLOPS comparison table' (mean of 100 iterations after 50 warm-up, best shape of a "
                         'brute-force sweep): B200 SXM BF16 1745.0, FP8 3432.5 (torch 2.7.1+cu128) async_mma: Hopper '
                         '(sm_90) and Blackwell (sm_100) reach their tensor-core peak only with asynchronous MMA '
                         '(wgmma / tcgen05; NVIDIA Hopper and Blackwell tuning guides, FlashAttention-3 paper §1).'},
 'gb200': {'mamf_bf16_tflops': 1822.0,
           'mamf_fp8_tflops': 3615.6,
           'async_mma': True,
           'source_note': "; MAMF: stas00/ml-engineering compute/accelerator/README.md, 'Maximum Achievable Matmul "
                          "FLOPS comparison table' (mean of 100 iterations after 50 warm-up, best shape of a "
                          'brute-force sweep): GB200 BF16 1822.0, FP8 3615.6 (torch 2.10.0.dev20250916+cu130) '
                          'async_mma: Hopper (sm_90) and Blackwell (sm_100) reach their tensor-core peak only with '
                          'asynchronous MMA (wgmma / tcgen05; NVIDIA Hopper and Blackwell tuning guides, '
                          'FlashAttention-3 paper §1).'},
 'b300': {'mamf_bf16_tflops': 1769.0,
          'mamf_fp8_tflops': 3353.3,
          'async_mma': True,
          'source_note': "; MAMF: stas00/ml-engineering compute/accelerator/README.md, 'Maximum Achievable Matmul "
                         "FLOPS comparison table' (mean of 100 iterations after 50 warm-up, best shape of a "
                         'brute-force sweep): B300 SXM BF16 1769.0, FP8 3353.3 (torch 2.9.1+cu130) async_mma: Hopper '
                         '(sm_90) and Blackwell (sm_100) reach their tensor-core peak only with asynchronous MMA '
                         '(wgmma / tcgen05; NVIDIA Hopper and Blackwell tuning guides, FlashAttention-3 paper §1).'},
 'gb300': {'async_mma': True,
           'source_note': 'async_mma: Hopper (sm_90) and Blackwell (sm_100) reach their tensor-core peak only with '
                          'asynchronous MMA (wgmma / tcgen05; NVIDIA Hopper and Blackwell tuning guides, '
                          'FlashAttention-3 paper §1).'},
 'mi300x': {'mamf_bf16_tflops': 781.9,
            'source_note': "; MAMF: stas00/ml-engineering compute/accelerator/README.md, 'Maximum Achievable Matmul "
                           "FLOPS comparison table' (mean of 100 iterations after 50 warm-up, best shape of a "
                           "brute-force sweep): MI300X 781.9 (ROCm 6.2; the table's later row, 668.4 with ROCm 6.3 + "
                           'TunableOp on a different shape sweep, is lower — the maximum measured is kept)'},
 'mi325x': {'mamf_bf16_tflops': 784.9,
            'source_note': "; MAMF: stas00/ml-engineering compute/accelerator/README.md, 'Maximum Achievable Matmul "
                           "FLOPS comparison table' (mean of 100 iterations after 50 warm-up, best shape of a "
                           'brute-force sweep): MI325X 784.9 (torch 2.6.0+rocm6.2.4, TunableOp, 1000 W)'},
 'mi355x': {'mamf_bf16_tflops': 1565.0,
            'source_note': "; MAMF: stas00/ml-engineering compute/accelerator/README.md, 'Maximum Achievable Matmul "
                           "FLOPS comparison table' (mean of 100 iterations after 50 warm-up, best shape of a "
                           'brute-force sweep): MI355X 1565.0 (torch 2.8.0+rocm7.0.2, TunableOp off)'},
 'gaudi3': {'mamf_bf16_tflops': 1243.0,
            'mamf_fp8_tflops': 1289.5,
            'source_note': "; MAMF: stas00/ml-engineering compute/accelerator/README.md, 'Maximum Achievable Matmul "
                           "FLOPS comparison table' (mean of 100 iterations after 50 warm-up, best shape of a "
                           'brute-force sweep): Gaudi 3 BF16 1243.0, FP8 1289.5 (PT_HPU_LAZY_MODE=1)'},
 'gaudi2': {'mamf_bf16_tflops': 418.7,
            'source_note': "; MAMF: stas00/ml-engineering compute/accelerator/README.md, 'Maximum Achievable Matmul "
                           "FLOPS comparison table' (mean of 100 iterations after 50 warm-up, best shape of a "
                           'brute-force sweep): Gaudi 2 BF16 418.7 (PT_HPU_LAZY_MODE=1)'}}


# Measured FlashAttention-2 rates, forward + backward, TFLOP/s (DeviceSpec::fa2_bf16_tflops, cost/matmul_rate.h):
# the kernel PyTorch's SDPA runs by default, whose rate does not follow a newer tensor-core peak. "flag" is added
# to the device's uncertainty flags.
_FA2_B200 = ("FlashAttention-2 on B200: Dao-AILab/flash-attention#1589 (flash_attn 2.7.4.post1, torch "
             "2.8.0.dev20250408+cu128), benchmark_flash_attention.py fwd + bwd 333.0 TFLOP/s (head dim 64, "
             "batch 2 x 8K) to 345.8 (1 x 16K), non-causal; the H100 rate of the same kernel is 329 "
             "(pytorch/pytorch#142132)")
FA2_MEASURED = {
    'h100-sxm': {'fa2_bf16_tflops': 329.0,
                 'source_note': '; FlashAttention-2 (PyTorch SDPA default) fwd + bwd 329 TFLOP/s against cuDNN 631 '
                                '(pytorch/pytorch#142132) — the reference of fa2_bf16_tflops'},
    'b200': {'fa2_bf16_tflops': 339.0,
             'source_note': '; ' + _FA2_B200 + '; 339 = the mean of the two long-sequence rows',
             'flag': 'FlashAttention-2 rate (fa2_bf16_tflops) measured at head dim 64, not 128'},
    'gb200': {'fa2_bf16_tflops': 339.0,
              'source_note': '; fa2_bf16_tflops: B200\'s measurement (same sm_100 SM; ' + _FA2_B200 + ')',
              'flag': "FlashAttention-2 rate (fa2_bf16_tflops) taken from B200 (same SM), not measured on GB200"},
    'mi300x': {'fa2_bf16_tflops': 227.0,
               'source_note': '; FlashAttention-2 (CK) on MI300X: ROCm/flash-attention#142 (ROCm 6.3.2), '
                              'benchmark_flash_attention.py fwd + bwd 223.1-231.6 TFLOP/s (head dim 128, 1-8 x 16K, '
                              'non-causal); 227 = their mean',
               'flag': "FlashAttention-2 rate (fa2_bf16_tflops) is CK's kernel; PyTorch SDPA's default on ROCm "
                       "(AOTriton) is not measured"},
}


# How the sustained clock follows board power on each die (DeviceSpec::power_clock_exponent, cost/power_cap.h):
# clock ∝ power^e, read off the vendor's own SKUs of one die at two board powers and the same SM count, by their
# dense BF16 peaks (the peak is SMs × tensor clock × ops per clock):
#   Hopper: H100 NVL 835.5 TFLOP/s at 400 W against H100 SXM 989 at 700 W (132 SMs each; this catalog's entries,
#     NVIDIA's H100 datasheet): e = ln(835.5/989) / ln(400/700) = 0.30.
#   Blackwell: HGX B100 1,750 TFLOP/s at 700 W against HGX B200 2,250 at 1000 W (148 SMs each; NVIDIA's HGX
#     Blackwell datasheets, as tabulated by hmc-tech.com/gpus/nvidia-b200-vs-nvidia-b100 and
#     glennklockwood.com/garden/processors/B200): e = ln(1750/2250) / ln(700/1000) = 0.70. Blackwell Ultra
#     (B300, GB300) takes the Blackwell value (same SM, no lower-power SKU published).
_POWER_EXP_HOPPER = ("; power_clock_exponent 0.30: H100 NVL 835.5 TFLOP/s at 400 W vs H100 SXM 989 at 700 W "
                     "(same 132-SM die, NVIDIA datasheet), ln(835.5/989)/ln(400/700)")
_POWER_EXP_BLACKWELL = ("; power_clock_exponent 0.70: HGX B100 1,750 TFLOP/s dense BF16 at 700 W vs HGX B200 2,250 at "
                        "1000 W (same 148-SM die; NVIDIA HGX datasheets via hmc-tech.com and glennklockwood.com), "
                        "ln(1750/2250)/ln(700/1000)")
POWER_CLOCK_EXPONENT = {
    'h100-sxm': (0.30, _POWER_EXP_HOPPER), 'h800': (0.30, _POWER_EXP_HOPPER), 'h100-pcie': (0.30, _POWER_EXP_HOPPER),
    'h100-nvl': (0.30, _POWER_EXP_HOPPER), 'h20': (0.30, _POWER_EXP_HOPPER), 'h200': (0.30, _POWER_EXP_HOPPER),
    'b200': (0.70, _POWER_EXP_BLACKWELL), 'gb200': (0.70, _POWER_EXP_BLACKWELL),
    'b300': (0.70, _POWER_EXP_BLACKWELL + "; Blackwell Ultra assumed like Blackwell"),
    'gb300': (0.70, _POWER_EXP_BLACKWELL + "; Blackwell Ultra assumed like Blackwell"),
}


# Devices whose scale-up link does not join every pair of devices in the domain (DeviceSpec::scale_up_full_peer):
# the PCIe H100 cards, where an optional NVLink bridge joins pairs of cards and the other peers talk over PCIe.
# DeepEP / HybridEP (Megatron's flex dispatcher) need NVLink between every pair of GPUs in the node (DeepEP
# README, requirements: "NVLink with full directed CUDA peer access between every pair of participating
# intranode GPUs"), so psa prices the plain all-to-all there and the launch code does not select it.
_PARTIAL_PEER_NOTE = ("; scale_up_full_peer false: the NVLink bridge joins pairs of cards only, other peers use PCIe "
                      "(NVIDIA H100 PCIe / H100 NVL product briefs)")
PARTIAL_PEER_SCALE_UP = {'h100-pcie': _PARTIAL_PEER_NOTE, 'h100-nvl': _PARTIAL_PEER_NOTE}


# Streaming multiprocessors per GPU (DeviceSpec::sm_count): communication kernels that run beside the compute
# (DeepEP / HybridEP under Megatron's A2A overlap) hold some of them meanwhile (cost/comm_phase.cpp). Counts from
# NVIDIA's architecture whitepapers (A100: 108 SMs; H100 SXM5: 132, H100 PCIe: 114), the SKUs built on those dies
# as configured (H800 SXM5, H200 and H100 NVL: the H100 SXM5 configuration; A800: A100's), Blackwell's 148 SMs
# (HGX B100/B200 datasheets, as above) and Blackwell Ultra's 160 (NVIDIA technical blog "Inside NVIDIA Blackwell
# Ultra", 2025). H20's 78 is the figure commonly reported, not an NVIDIA publication.
_SM_AMPERE = "A100 whitepaper: 108 SMs"
_SM_HOPPER = "H100 whitepaper: 132 SMs (SXM5 configuration)"
_SM_BLACKWELL = "Blackwell: 148 SMs (HGX B200 datasheet)"
_SM_ULTRA = "Blackwell Ultra: 160 SMs (NVIDIA technical blog 'Inside NVIDIA Blackwell Ultra')"
SM_COUNT = {
    'a100-40gb': (108, _SM_AMPERE), 'a100-80gb': (108, _SM_AMPERE), 'a800': (108, _SM_AMPERE),
    'h100-sxm': (132, _SM_HOPPER), 'h800': (132, _SM_HOPPER), 'h200': (132, _SM_HOPPER), 'h100-nvl': (132, _SM_HOPPER),
    'h100-pcie': (114, "H100 whitepaper: 114 SMs (PCIe configuration)"),
    'h20': (78, "78 SMs as commonly reported (not an NVIDIA publication)"),
    'b200': (148, _SM_BLACKWELL), 'gb200': (148, _SM_BLACKWELL),
    'b300': (160, _SM_ULTRA), 'gb300': (160, _SM_ULTRA),
}


# Tensor cores that take the OCP Microscaling (MX) formats natively, block scales in hardware
# (DeviceSpec::mx_tensor_cores): NVIDIA Blackwell and Blackwell Ultra (NVIDIA Blackwell architecture technical
# brief: fifth-generation tensor cores with MXFP8, MXFP6 and MXFP4) and AMD CDNA 4 (AMD CDNA 4 architecture
# whitepaper: MXFP8/MXFP6/MXFP4 matrix cores). The MXFP8 recipe is the default FP8 recipe there where the framework
# has it (core/spec/fp8_recipe.cpp), and Megatron's launch code takes NVIDIA's Blackwell rule for
# CUDA_DEVICE_MAX_CONNECTIONS (core/codegen/megatron.cpp).
_MX_NVIDIA = ("; mx_tensor_cores: Blackwell fifth-generation tensor cores run MXFP8/MXFP6/MXFP4 with hardware block "
              "scales (NVIDIA Blackwell architecture technical brief)")
MX_TENSOR_CORES = {
    'b200': _MX_NVIDIA, 'gb200': _MX_NVIDIA, 'b300': _MX_NVIDIA, 'gb300': _MX_NVIDIA,
    'mi355x': "; mx_tensor_cores: CDNA 4 matrix cores run MXFP8/MXFP6/MXFP4 (AMD CDNA 4 architecture whitepaper)",
}

def with_measurements(device):
    extra = dict(MEASURED.get(device["id"], {}))
    fa2 = FA2_MEASURED.get(device["id"], {})
    out = {}
    for key, value in device.items():
        out[key] = value
        if key == "tdp_w":
            for k in ("mamf_bf16_tflops", "mamf_fp8_tflops", "async_mma"):
                if k in extra:
                    out[k] = extra[k]
            if "fa2_bf16_tflops" in fa2:
                out["fa2_bf16_tflops"] = fa2["fa2_bf16_tflops"]
            if device["id"] in POWER_CLOCK_EXPONENT:
                out["power_clock_exponent"] = POWER_CLOCK_EXPONENT[device["id"]][0]
            if device["id"] in PARTIAL_PEER_SCALE_UP:
                out["scale_up_full_peer"] = False
            if device["id"] in SM_COUNT:
                out["sm_count"] = SM_COUNT[device["id"]][0]
            if device["id"] in MX_TENSOR_CORES:
                out["mx_tensor_cores"] = True
    power_note = POWER_CLOCK_EXPONENT.get(device["id"], (0, None))[1]
    sm_note = "; sm_count " + SM_COUNT[device["id"]][1] if device["id"] in SM_COUNT else None
    for note in (extra.get("source_note"), fa2.get("source_note"), power_note, PARTIAL_PEER_SCALE_UP.get(device["id"]),
                 sm_note, MX_TENSOR_CORES.get(device["id"])):
        if note:
            out["source"] += note if note.startswith(";") or not out["source"] else " " + note
    if "flag" in fa2:
        out["flags"] = list(out.get("flags", [])) + [fa2["flag"]]
    return out


def main():
    root = os.path.dirname(os.path.dirname(os.path.abspath(__file__)))
    ap = argparse.ArgumentParser(description=__doc__.splitlines()[0])
    ap.add_argument("reference", nargs="?", default=os.path.join(root, "tests", "data", "reference"))
    ap.add_argument("--out", default=os.path.join(root, "resources", "catalog"))
    args = ap.parse_args()

    with open(os.path.join(args.reference, "hardware.json"), encoding="utf-8") as f:
        hw = json.load(f)
    with open(os.path.join(args.reference, "models.json"), encoding="utf-8") as f:
        models_ref = json.load(f)

    devices = [with_measurements(build_device(hw, cur)) for cur in DEVICES]
    used = {find_ref(hw, cur["match"])["name"] for cur in DEVICES}
    missing = [d["name"] for d in hw if d["name"] not in used]
    if missing:
        sys.exit(f"gen_catalogs: hardware.json rows without a curated entry: {missing}")

    by_name = {m["name"]: m for m in models_ref}
    missing = [n for n in by_name if n not in {row[0] for row in MODELS}]
    if missing:
        sys.exit(f"gen_catalogs: models.json rows without a curated entry: {missing}")
    models = [build_model(by_name[name], mid, aliases, over) for name, mid, aliases, over in MODELS]

    check_unique_keys(devices, "device")
    check_unique_keys(models, "model")
    # Oracle values from docs/reference/cost-model.md §2 (HF counts).
    by_id = {m["id"]: m for m in models}
    for mid, want in (("llama2-70b", 68976648192), ("llama3-8b", 8030261248), ("llama2-7b", 6738415616)):
        got = dense_params(by_id[mid])
        if got != want:
            sys.exit(f"gen_catalogs: {mid} parameter self-check failed: {got} != {want}")

    os.makedirs(args.out, exist_ok=True)
    for fname, doc in (("devices.json", {"schema": SCHEMA_DEVICES, "devices": devices}),
                       ("models.json", {"schema": SCHEMA_MODELS, "models": models})):
        with open(os.path.join(args.out, fname), "w", encoding="utf-8") as f:
            json.dump(doc, f, indent=1, ensure_ascii=False)
            f.write("\n")
    print(f"gen_catalogs: wrote {len(devices)} devices and {len(models)} models to {args.out}")


if __name__ == "__main__":
    main()
