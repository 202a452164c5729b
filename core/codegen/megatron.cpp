// Megatron-LM and MindSpeed-LLM (its Ascend port): torchrun + pretrain_gpt.py with bash argument arrays.
#include "codegen/codegen_internal.h"
#include "cost/collectives.h"
#include "spec/fp8_recipe.h"
#include "spec/framework.h"

#include <algorithm>
#include <string>
#include <vector>

namespace psa::codegen {

namespace {

using Args = std::vector<std::string>; // one argument (flag and value) per line; "# ..." lines become comments

// Whether the plan's MoE dispatch runs HybridEP (the EP group, ep × etp ranks, inside a rack-scale NVLink domain).
bool runsHybridEp(const Scenario& sc, const Strategy& s)
{
    return sc.model.isMoe() && s.ep > 1 && epHybridEpDispatch(sc, s.ep * std::max(1, s.etp));
}

void array(Text& t, const char* name, const Args& args)
{
    t.line("{}=(", name);
    for (const auto& a : args)
        t.line("    {}", a);
    t.line(")");
}

std::string layerFreq(const ModelSpec& m)
{
    std::string expr;
    for (const auto& [isMoe, n] : moeLayerRuns(m))
        expr += (expr.empty() ? "" : "+") + std::string(isMoe ? "[1]" : "[0]") + "*" + std::to_string(n);
    return "\"(" + expr + ")\"";
}

Args modelArgs(const Scenario& sc, bool mindspeed)
{
    const ModelSpec& m = sc.model;
    const Facts f = facts(sc, Strategy {});
    Args a;
    if (mindspeed)
        a.push_back("--use-mcore-models");
    a.push_back(fmt::format("--num-layers {}", m.layers));
    a.push_back(fmt::format("--hidden-size {}", m.hidden));
    a.push_back(fmt::format("--num-attention-heads {}", m.heads));
    if (m.headDim() > 0 && m.heads > 0 && m.headDim() * m.heads != m.hidden && !m.mla.enabled)
        a.push_back(fmt::format("--kv-channels {}", m.headDim()));
    if (!m.mla.enabled && m.kv_heads > 0 && m.kv_heads < m.heads) {
        a.push_back("--group-query-attention");
        a.push_back(fmt::format("--num-query-groups {}", m.kv_heads));
    }
    a.push_back(fmt::format("--ffn-hidden-size {}", m.ffn));
    a.push_back(fmt::format("--seq-length {}", f.seq));
    a.push_back(fmt::format("--max-position-embeddings {}", std::max<long long>(f.seq, m.max_position_embeddings)));
    if (m.learned_positions) {
        a.push_back("--position-embedding-type learned_absolute");
    } else {
        a.push_back("--position-embedding-type rope");
        if (mindspeed)
            a.push_back("--use-rotary-position-embeddings");
    }
    a.push_back(std::string("--normalization ") + (m.norm == NormKind::RMSNorm ? "RMSNorm" : "LayerNorm"));
    if (m.activation == Activation::SwiGLU)
        a.push_back("--swiglu");
    else if (m.activation == Activation::GeGLU)
        a.push_back("# activation geglu: no stock flag (gelu is used); a custom activation_func is needed");
    else if (m.activation == Activation::ReLU)
        a.push_back("# activation relu: no stock flag (gelu is used); a custom activation_func is needed");
    if (!m.attention_bias && !m.mlp_bias)
        a.push_back("--disable-bias-linear");
    else if (m.attention_bias && !m.mlp_bias) {
        a.push_back("--disable-bias-linear");
        a.push_back("--add-qkv-bias");
    }
    if (!m.tied_embeddings)
        a.push_back("--untie-embeddings-and-output-weights");
    a.push_back(fmt::format("# vocabulary: {} tokens (taken from the tokenizer)", m.vocab));
    if (m.mla.enabled) {
        // MindSpeed-LLM's own spellings (--multi-head-latent-attention, --qk-rope-head-dim, --qk-nope-head-dim) are
        // deprecated aliases there; Megatron's names work in both.
        a.push_back("--multi-latent-attention");
        a.push_back(fmt::format("--qk-head-dim {}", m.mla.qk_nope_head_dim));
        a.push_back(fmt::format("--qk-pos-emb-head-dim {}", m.mla.qk_rope_head_dim));
        if (m.mla.q_lora_rank > 0)
            a.push_back(fmt::format("--q-lora-rank {}", m.mla.q_lora_rank));
        a.push_back(fmt::format("--kv-lora-rank {}", m.mla.kv_lora_rank));
        a.push_back(fmt::format("--v-head-dim {}", m.mla.v_head_dim));
    }
    if (m.attention_output_gate)
        a.push_back(mindspeed ? "# gated attention output: no flag in MindSpeed's Megatron core_v0.12 base"
                              : "--attention-output-gate");
    if (m.hasLinearAttention()) {
        const LinearAttentionSpec& la = m.linear_attention;
        if (la.kind != LinearAttentionKind::GatedDeltaNet || mindspeed) {
            a.push_back(fmt::format("# {} of {} layers are {}: no implementation in {} (the layers above build softmax "
                                    "attention)",
                m.linearAttentionLayers(), m.layers, displayName(la.kind),
                mindspeed ? "MindSpeed's Megatron core_v0.12 base" : "Megatron-LM"));
        } else {
            // Megatron-LM core_v0.16+ (megatron/core/ssm/gated_delta_net): --linear-attention-freq N makes layer i
            // softmax attention iff (i + 1) % N == 0, as ModelSpec; a list spells "every layer linear".
            a.push_back("--experimental-attention-variant gated_delta_net");
            a.push_back(la.full_attention_interval > 0
                    ? fmt::format("--linear-attention-freq {}", la.full_attention_interval)
                    : fmt::format("--linear-attention-freq \"([1]*{})\"", m.layers));
            a.push_back(fmt::format("--linear-num-key-heads {}", la.num_key_heads));
            a.push_back(fmt::format("--linear-num-value-heads {}", la.num_value_heads));
            a.push_back(fmt::format("--linear-key-head-dim {}", la.key_head_dim));
            a.push_back(fmt::format("--linear-value-head-dim {}", la.value_head_dim));
            a.push_back(fmt::format("--linear-conv-kernel-dim {}", la.conv_kernel));
        }
    }
    if (m.isMoe()) {
        a.push_back(fmt::format("--num-experts {}", m.moe.num_experts));
        a.push_back(fmt::format("--moe-router-topk {}", m.moe.top_k));
        a.push_back(fmt::format("--moe-ffn-hidden-size {}", m.moe.expert_ffn));
        if (m.moe.num_shared_experts > 0)
            a.push_back(fmt::format(
                "--moe-shared-expert-intermediate-size {}", m.moe.num_shared_experts * m.moe.shared_expert_ffn));
        if (!allLayersMoe(m))
            a.push_back("--moe-layer-freq " + layerFreq(m));
        a.push_back("--moe-grouped-gemm");
        if (m.moe.router_bias) {
            a.push_back("--moe-router-score-function sigmoid");
            a.push_back("--moe-router-enable-expert-bias");
        } else {
            a.push_back("--moe-router-load-balancing-type aux_loss");
        }
        if (mindspeed)
            a.push_back("--moe-permutation-async-comm");
    }
    if (m.mtp_layers > 0)
        a.push_back(fmt::format("--mtp-num-layers {}", m.mtp_layers));
    return a;
}

// MindSpeed's --schedules-method dualpipev and the conditions its validate_args enforces.
bool mindspeedDualPipeV(const Scenario& sc, const Strategy& s, bool mindspeed)
{
    if (!mindspeed || s.schedule != Schedule::DualPipe)
        return false;
    const Facts f = facts(sc, s);
    return s.pp > 1 && s.cp == 1 && !f.interleaved && !sc.model.tied_embeddings
        && sc.model.layers >= 2 * s.pp && f.micro_batches >= 2LL * s.pp - 1;
}

Args parallelArgs(const Scenario& sc, const Strategy& s, bool mindspeed)
{
    const ModelSpec& m = sc.model;
    const Facts f = facts(sc, s);
    Args a;
    a.push_back(fmt::format("--tensor-model-parallel-size {}", s.tp));
    a.push_back(fmt::format("--pipeline-model-parallel-size {}", s.pp));
    a.push_back(fmt::format("--context-parallel-size {}", s.cp));
    if (mindspeed && s.cp > 1) {
        a.push_back("--context-parallel-algo megatron_cp_algo");
        a.push_back("--attention-mask-type causal");
    }
    if (m.isMoe()) {
        const int etp = s.etp > 0 ? s.etp : 1;
        a.push_back(fmt::format("--expert-model-parallel-size {}", s.ep));
        a.push_back(fmt::format("--expert-tensor-parallel-size {}", etp));
        // The dispatch the cost model priced: one copy per destination device and per remote domain, by DeepEP, or
        // by HybridEP with the SMs priced where the NVLink domain spans nodes (epHybridEpDispatch).
        if (!mindspeed && epDomainDedupDispatch(sc) && s.ep > 1) {
            a.push_back("--moe-token-dispatcher-type flex");
            if (runsHybridEp(sc, s)) {
                a.push_back("--moe-flex-dispatcher-backend hybridep");
                a.push_back(fmt::format("--moe-flex-dispatcher-num-sms {}", kHybridEpDispatchSms));
            } else {
                a.push_back("--moe-flex-dispatcher-backend deepep");
            }
        } else {
            a.push_back("--moe-token-dispatcher-type alltoall");
        }
        if (!mindspeed && epOverlapInEffect(sc, s))
            a.push_back("--overlap-moe-expert-parallel-comm");
    }
    if (f.interleaved) {
        const int vpp = s.vpp > 1 ? s.vpp : 2;
        const long long per = 1LL * s.pp * vpp;
        if (per > 0 && m.layers % per == 0)
            a.push_back(fmt::format("--num-layers-per-virtual-pipeline-stage {}", m.layers / per));
        else
            a.push_back(fmt::format(
                "# vpp={}: {} layers are not divisible by pp x vpp = {}; use --num-virtual-stages-per-pipeline-rank {}",
                vpp, m.layers, per, vpp));
    }
    const bool dualpipev = mindspeedDualPipeV(sc, s, mindspeed);
    switch (s.schedule) {
    case Schedule::GPipe:
        a.push_back(std::string("# schedule=gpipe: ") + (mindspeed ? "MindSpeed" : "Megatron")
            + " has no GPipe schedule; it runs 1F1B (same bubble, less activation memory)");
        break;
    case Schedule::ZBH1:
    case Schedule::ZBV:
        if (mindspeed)
            a.push_back(std::string("# schedule=") + toString(s.schedule)
                + ": MindSpeed has no zero-bubble (ZB-H1/ZB-V) schedule; this runs "
                + (f.interleaved ? "interleaved 1F1B" : "1F1B")
                + ". Its V-shaped schedule is --schedules-method dualpipev (schedule=dualpipe).");
        else
            a.push_back(std::string("# schedule=") + toString(s.schedule)
                + ": zero-bubble schedules are not in upstream Megatron-LM; this runs "
                + (f.interleaved ? "interleaved 1F1B" : "1F1B"));
        break;
    case Schedule::DualPipe:
        if (dualpipev) {
            a.push_back("# schedule=dualpipe: MindSpeed's DualPipeV (V-shaped DualPipe, cut-in-half pipeline)");
            a.push_back("--schedules-method dualpipev");
        } else if (mindspeed) {
            a.push_back("# schedule=dualpipe: MindSpeed's --schedules-method dualpipev needs pp > 1, cp = 1, no vpp, "
                        "untied embeddings and >= 2 x pp - 1 micro-batches; this plan breaks one of them, so 1F1B runs");
        } else {
            a.push_back("# schedule=dualpipe: DualPipe is not in upstream Megatron-LM (see deepseek-ai/DualPipe); this "
                        "runs 1F1B");
        }
        break;
    default:
        break;
    }
    if (s.uneven_pp && s.pp > 1)
        a.push_back("# uneven=on: set --decoder-first-pipeline-num-layers / --decoder-last-pipeline-num-layers for "
                    "lighter edge stages");
    if (s.sp && s.tp > 1)
        a.push_back("--sequence-parallel");
    if (s.zero >= 1)
        a.push_back("--use-distributed-optimizer");
    if (s.zero >= 2) {
        if (mindspeed)
            a.push_back("# zero=3: MindSpeed shards parameters with --layerzero (it needs a --layerzero-config YAML); "
                        "not enabled here: distributed optimizer (ZeRO-1/2) only");
        else {
            a.push_back(std::string("# zero=") + std::to_string(s.zero)
                        + ": Megatron-FSDP (not combined with pipeline parallelism; releases before core 0.14: --use-custom-fsdp)");
            a.push_back("--use-megatron-fsdp");
            a.push_back(s.zero == 2 ? "--data-parallel-sharding-strategy optim_grads" : "--data-parallel-sharding-strategy optim_grads_params");
        }
    }
    if (dualpipev)
        a.push_back("# --overlap-grad-reduce is incompatible with --schedules-method dualpipev");
    else
        a.push_back("--overlap-grad-reduce");
    if (s.zero >= 1)
        a.push_back("--overlap-param-gather");
    if (s.sp && s.tp > 1 && !mindspeed && tpOverlapInEffect(sc, s))
        a.push_back("--tp-comm-overlap");
    if (s.optimizer_offload) {
        if (mindspeed && s.zero >= 1) {
            a.push_back("# offload=on: MindSpeed swaps the distributed optimizer's fp32 state to host memory");
            a.push_back("--swap-optimizer");
        } else if (mindspeed) {
            a.push_back("# offload=on: MindSpeed's --swap-optimizer needs the distributed optimizer (zero >= 1); "
                        "not enabled");
        } else {
            a.push_back("--optimizer-cpu-offload");
            a.push_back("--optimizer-offload-fraction 1.0");
            a.push_back("--overlap-cpu-optimizer-d2h-h2d");
        }
    }
    switch (s.recompute) {
    case Recompute::Full:
        a.push_back("--recompute-granularity full");
        a.push_back("--recompute-method uniform");
        a.push_back("--recompute-num-layers 1");
        break;
    case Recompute::Selective:
        a.push_back("--recompute-granularity selective");
        break;
    case Recompute::None:
        break;
    }
    return a;
}

Args trainingArgs(const Scenario& sc, const Strategy& s, bool mindspeed)
{
    const Facts f = facts(sc, s);
    Args a;
    a.push_back(fmt::format("--micro-batch-size {}", s.mbs));
    a.push_back(fmt::format("--global-batch-size {}", f.global_batch));
    a.push_back("--train-iters 10000");
    a.push_back("--lr 3.0e-4");
    a.push_back("--min-lr 3.0e-5");
    a.push_back("--lr-decay-style cosine");
    a.push_back("--lr-warmup-iters 100");
    a.push_back("--weight-decay 0.1");
    a.push_back("--adam-beta1 0.9");
    a.push_back("--adam-beta2 0.95");
    a.push_back("--clip-grad 1.0");
    a.push_back("--init-method-std 0.02");
    switch (sc.training.precision) {
    case Precision::BF16:
        a.push_back("--bf16");
        break;
    case Precision::FP16:
        a.push_back("--fp16");
        break;
    case Precision::FP8:
        if (mindspeed) {
            a.push_back("# precision=fp8: FP8 training is not offered by MindSpeed-LLM on this path; running bf16");
            a.push_back("--bf16");
        } else {
            // The evaluated recipe (spec/fp8_recipe.h); MX and blockwise scale e4m3 throughout.
            const Fp8Recipe recipe = fp8RecipeOf(sc).value_or(Fp8Recipe::Delayed);
            a.push_back("--bf16");
            a.push_back(fmt::format("--fp8-format {}", recipe == Fp8Recipe::Mxfp8 || recipe == Fp8Recipe::Blockwise ? "e4m3" : "hybrid"));
            a.push_back(fmt::format("--fp8-recipe {}", toString(recipe)));
            if (recipe == Fp8Recipe::Delayed) {
                a.push_back("--fp8-amax-history-len 1024");
                a.push_back("--fp8-amax-compute-algo max");
            }
        }
        break;
    }
    if (mindspeed) {
        a.push_back("--use-flash-attn");
        if (sc.model.norm == NormKind::RMSNorm)
            a.push_back("--use-fused-rmsnorm");
        if (sc.model.activation == Activation::SwiGLU)
            a.push_back("--use-fused-swiglu");
        if (!sc.model.learned_positions)
            a.push_back("--use-fused-rotary-pos-emb");
        a.push_back("--no-masked-softmax-fusion");
    } else {
        a.push_back("--transformer-impl transformer_engine");
    }
    // The cost model prices the separate gradient add where the fusion is off (unfusedGradAccumulation()). MindSpeed's
    // fused Matmul_Add (the flag left out) needs Ascend Transformer Boost installed: a MindSpeed script keeps the flag
    // unless the scenario asks for the fusion, whatever framework the plan was made for.
    if (mindspeed ? !sc.training.grad_accumulation_fusion.value_or(false) : unfusedGradAccumulation(sc))
        a.push_back("--no-gradient-accumulation-fusion");
    // Gradients accumulated and reduced in the precision the plan priced (fp32GradReduce()). Megatron's default is
    // fp32 under --bf16 (--grad-reduce-in-bf16 turns it off) and the 16-bit dtype under --fp16
    // (--accumulate-allreduce-grads-in-fp32 turns fp32 on).
    if (sc.training.precision != Precision::FP16 && !fp32GradReduce(sc))
        a.push_back("--grad-reduce-in-bf16");
    if (sc.training.precision == Precision::FP16 && fp32GradReduce(sc))
        a.push_back("--accumulate-allreduce-grads-in-fp32");
    return a;
}

void distributedPreamble(Text& t, const Facts& f, bool mindspeed)
{
    const char* dev = mindspeed ? "NPUS_PER_NODE" : "GPUS_PER_NODE";
    t.line("{}={}", dev, f.per_node);
    t.line("NNODES=${{NNODES:-{}}}", f.nodes);
    t.line("NODE_RANK=${{NODE_RANK:-0}}");
    t.line("MASTER_ADDR=${{MASTER_ADDR:-localhost}}");
    t.line("MASTER_PORT=${{MASTER_PORT:-6000}}");
    t.line("WORLD_SIZE=$(( {} * NNODES ))  # expected: {}", dev, f.devices);
    t.blank();
    t.line("DISTRIBUTED_ARGS=(");
    t.line("    --nproc_per_node \"${}\"", dev);
    t.line("    --nnodes \"$NNODES\"");
    t.line("    --node_rank \"$NODE_RANK\"");
    t.line("    --master_addr \"$MASTER_ADDR\"");
    t.line("    --master_port \"$MASTER_PORT\"");
    t.line(")");
    t.blank();
}

} // namespace

// NVIDIA's performance environment for Megatron (Megatron-Bridge's PerfEnvPlugin) sets CUDA's hardware queues per
// layout: on Blackwell 32 wherever TP or CP streams run beside DP or PP ones (one queue would serialise them); on
// Hopper and older (and other vendors) 1 wherever TP or CP run without the MoE all-to-all overlap, so a
// communication kernel is queued before the GEMM it overlaps; else 32 for the flex dispatcher (DeepEP / HybridEP)
// and CUDA's default 8. The all-to-all overlap keeps it above 1: with one queue its communication and compute
// streams run in launch order and hide little (Megatron-LM PR #2719). Megatron-FSDP refuses to start with 1
// (arguments.py: "FSDP requires CUDA_DEVICE_MAX_CONNECTIONS > 1 or unset").
DeviceConnections megatronDeviceConnections(const Scenario& sc, const Strategy& s)
{
    const DeviceSpec& d = sc.cluster.device;
    const bool nvidia = d.vendor == "NVIDIA";
    const bool tpOrCp = s.tp > 1 || s.cp > 1;
    const bool a2aOverlap = epOverlapInEffect(sc, s);
    const bool flexDispatcher = nvidia && sc.model.isMoe() && s.ep > 1 && epDomainDedupDispatch(sc);
    const bool blackwell = nvidia && hasMxHardware(d); // B200, GB200, B300, GB300: NVIDIA's parts with MX tensor cores
    const bool megatronFsdp = s.zero >= 2; // --use-megatron-fsdp: Megatron refuses to start with 1
    if (blackwell && tpOrCp && (facts(sc, s).dp > 1 || s.pp > 1))
        return { 32, "TP/CP streams beside DP/PP streams (Blackwell): one queue would serialise them" };
    if (!blackwell && tpOrCp && !a2aOverlap && !megatronFsdp)
        return { 1, "TP/CP communication overlap needs kernels to run in launch order" };
    if (flexDispatcher)
        return { 32,
            runsHybridEp(sc, s)
                ? (a2aOverlap ? "the MoE all-to-all overlap and the flex dispatcher (HybridEP) need concurrent streams"
                              : "the flex dispatcher (HybridEP) needs concurrent streams")
                : (a2aOverlap ? "the MoE all-to-all overlap and the flex dispatcher (DeepEP) need concurrent streams"
                              : "the flex dispatcher (DeepEP) needs concurrent streams") };
    if (megatronFsdp)
        return { 8, "Megatron-FSDP refuses 1: its gathers run beside the compute (TP/CP overlap may suffer a little)" };
    if (a2aOverlap)
        return { 8, "the MoE all-to-all overlap needs concurrent streams" };
    return { 8, "CUDA's default: concurrent streams" };
}

std::string emitMegatron(const Scenario& sc, const Strategy& s)
{
    const Facts f = facts(sc, s);
    Text t;
    t.line("#!/bin/bash");
    t.raw(headerComment(Framework::Megatron, sc, s, "# "));
    t.line("# Run this script on every node (NODE_RANK=0..{}).", f.nodes - 1);
    t.line("set -euo pipefail");
    t.blank();
    t.line("MEGATRON_PATH=${{MEGATRON_PATH:-/workspace/Megatron-LM}}");
    t.line("DATA_PATH=${{DATA_PATH:-/data/my-corpus_text_document}}");
    t.line("TOKENIZER_MODEL=${{TOKENIZER_MODEL:-/models/tokenizer}}");
    t.line("CHECKPOINT_PATH=${{CHECKPOINT_PATH:-./checkpoints}}");
    t.blank();
    const DeviceConnections queues = megatronDeviceConnections(sc, s);
    t.line("export CUDA_DEVICE_MAX_CONNECTIONS={}  # {}", queues.value, queues.why);
    // HybridEP reads the NVLink topology from the environment; NVIDIA's launcher sets it so on GB200/GB300 racks
    // (Megatron-Bridge scripts/performance/utils/utils.py): the rack's domain, multi-node NVLink, the EP group in it.
    if (runsHybridEp(sc, s)) {
        t.line(
            "export NVLINK_DOMAIN_SIZE={}  # HybridEP: the NVLink domain spans the rack", sc.cluster.scaleUpDomain());
        t.line("export USE_MNNVL=1  # multi-node NVLink between the trays");
        t.line("export NUM_OF_HYBRID_EP_RANKS_PER_NVLINK_DOMAIN={}  # the EP group, all inside one NVLink domain",
            s.ep * std::max(1, s.etp));
    }
    t.blank();
    distributedPreamble(t, f, false);
    array(t, "MODEL_ARGS", modelArgs(sc, false));
    t.blank();
    array(t, "PARALLEL_ARGS", parallelArgs(sc, s, false));
    t.blank();
    array(t, "TRAINING_ARGS", trainingArgs(sc, s, false));
    t.blank();
    array(t, "DATA_ARGS",
        { "--data-path \"$DATA_PATH\"", "--tokenizer-type HuggingFaceTokenizer",
            "--tokenizer-model \"$TOKENIZER_MODEL\"", "--split 949,50,1" });
    t.blank();
    array(t, "OUTPUT_ARGS",
        { "--log-interval 1", "--save-interval 1000", "--eval-interval 1000", "--eval-iters 10",
            "--save \"$CHECKPOINT_PATH\"", "--load \"$CHECKPOINT_PATH\"",
            // Megatron-FSDP saves and loads only its own format.
            s.zero >= 2 ? "--ckpt-format fsdp_dtensor" : "--ckpt-format torch_dist" });
    t.blank();
    t.line("torchrun \"${{DISTRIBUTED_ARGS[@]}}\" \"$MEGATRON_PATH/pretrain_gpt.py\" \\");
    t.line("    \"${{MODEL_ARGS[@]}}\" \"${{PARALLEL_ARGS[@]}}\" \"${{TRAINING_ARGS[@]}}\" \"${{DATA_ARGS[@]}}\" "
           "\"${{OUTPUT_ARGS[@]}}\" \\");
    t.line("    --distributed-backend nccl");
    return t.str();
}

std::string emitMindSpeed(const Scenario& sc, const Strategy& s)
{
    const Facts f = facts(sc, s);
    Text t;
    t.line("#!/bin/bash");
    t.raw(headerComment(Framework::MindSpeed, sc, s, "# "));
    t.line("# Run from the MindSpeed-LLM checkout (with MindSpeed core installed and Megatron-LM core_v0.12.1's megatron/");
    t.line("# copied in, as its install guide says) on every node (NODE_RANK=0..{}).", f.nodes - 1);
    t.line("# Alternative on Ascend: psa ... --emit mindspore (MindSpore semi-auto parallel skeleton).");
    t.line("set -euo pipefail");
    t.blank();
    t.line("if [ -f /usr/local/Ascend/ascend-toolkit/set_env.sh ]; then");
    t.line("    source /usr/local/Ascend/ascend-toolkit/set_env.sh");
    t.line("fi");
    std::string devs;
    for (int i = 0; i < f.per_node; ++i)
        devs += (i ? "," : "") + std::to_string(i);
    t.line("export ASCEND_RT_VISIBLE_DEVICES={}", devs);
    t.line("export HCCL_CONNECT_TIMEOUT=1200");
    t.line("export CUDA_DEVICE_MAX_CONNECTIONS=1");
    t.line("export PYTORCH_NPU_ALLOC_CONF=expandable_segments:True");
    t.blank();
    t.line("MINDSPEED_LLM_PATH=${{MINDSPEED_LLM_PATH:-.}}");
    t.line("DATA_PATH=${{DATA_PATH:-./dataset/my-corpus_text_document}}");
    t.line("TOKENIZER_PATH=${{TOKENIZER_PATH:-./model_from_hf/tokenizer}}");
    t.line("CKPT_SAVE_DIR=${{CKPT_SAVE_DIR:-./ckpt}}");
    t.blank();
    distributedPreamble(t, f, true);
    array(t, "MODEL_ARGS", modelArgs(sc, true));
    t.blank();
    array(t, "PARALLEL_ARGS", parallelArgs(sc, s, true));
    t.blank();
    array(t, "TRAINING_ARGS", trainingArgs(sc, s, true));
    t.blank();
    array(t, "DATA_ARGS",
        { "--data-path \"$DATA_PATH\"", "--tokenizer-type PretrainedFromHF",
            "--tokenizer-name-or-path \"$TOKENIZER_PATH\"", "--split 100,0,0" });
    t.blank();
    array(t, "OUTPUT_ARGS",
        { "--log-interval 1", "--save-interval 1000", "--eval-interval 1000", "--eval-iters 0",
            "--save \"$CKPT_SAVE_DIR\"" });
    t.blank();
    t.line("mkdir -p logs");
    t.line("torchrun \"${{DISTRIBUTED_ARGS[@]}}\" \"$MINDSPEED_LLM_PATH/pretrain_gpt.py\" \\");
    t.line("    \"${{MODEL_ARGS[@]}}\" \"${{PARALLEL_ARGS[@]}}\" \"${{TRAINING_ARGS[@]}}\" \"${{DATA_ARGS[@]}}\" "
           "\"${{OUTPUT_ARGS[@]}}\" \\");
    t.line("    --distributed-backend nccl | tee \"logs/pretrain_rank${{NODE_RANK}}.log\"");
    return t.str();
}

} // namespace psa::codegen
