// torchtitan recipe: a Python function returning Trainer.Config, selected with --module/--config (torchtitan after
// 0.2.2; TOML job files are gone, see torchtitan_toml.cpp for the legacy form). Every import, config-class keyword
// and model flavor written here is checked against the torchtitan vocabulary in tests/data/frameworks/.
#include "codegen/codegen_internal.h"
#include "util/text.h"

#include <algorithm>
#include <cmath>
#include <cstdlib>
#include <string>
#include <vector>

namespace psa::codegen {

namespace {

struct Flavor {
    const char* module; // torchtitan.models.<module>
    const char* flavor;
    int hidden; // for the nearest-flavor fallback
};

// Catalog models with a registered torchtitan flavor of the same architecture.
struct Known {
    const char* id;
    Flavor f;
};
const Known kKnown[] = {
    { "llama3-8b", { "llama3", "8B", 4096 } },
    { "llama3.1-8b", { "llama3", "8B", 4096 } },
    { "llama3-70b", { "llama3", "70B", 8192 } },
    { "llama3.1-70b", { "llama3", "70B", 8192 } },
    { "llama3.1-405b", { "llama3", "405B", 16384 } },
    { "deepseek-v3", { "deepseek_v3", "671B", 7168 } },
    { "deepseek-v2", { "deepseek_v3", "236B", 5120 } },
    { "deepseek-v2-lite", { "deepseek_v3", "16B", 2048 } },
    { "qwen3-0.6b", { "qwen3", "0.6B", 1024 } },
    { "qwen3-1.7b", { "qwen3", "1.7B", 2048 } },
    { "qwen3-4b", { "qwen3", "4B", 2560 } },
    { "qwen3-8b", { "qwen3", "8B", 4096 } },
    { "qwen3-14b", { "qwen3", "14B", 5120 } },
    { "qwen3-32b", { "qwen3", "32B", 5120 } },
    { "qwen3-30b-a3b", { "qwen3", "30B-A3B", 2048 } },
    { "qwen3-235b-a22b", { "qwen3", "235B-A22B", 4096 } },
    { "qwen3.5-35b-a3b", { "qwen3_5", "35B-A3B", 2048 } },
    { "qwen3.5-397b-a17b", { "qwen3_5", "397B-A17B", 4096 } },
    { "gpt-oss-20b", { "gpt_oss", "20b", 2880 } },
    { "gpt-oss-120b", { "gpt_oss", "120b", 2880 } },
};

// Nearest-architecture placeholders when the model has no flavor of its own.
const Flavor kDense[] = { { "llama3", "1B", 2048 }, { "llama3", "3B", 3072 }, { "llama3", "8B", 4096 },
    { "llama3", "70B", 8192 }, { "llama3", "405B", 16384 } };
const Flavor kMoe[] = { { "qwen3", "30B-A3B", 2048 }, { "qwen3", "235B-A22B", 4096 } };
const Flavor kMla[] = { { "deepseek_v3", "16B", 2048 }, { "deepseek_v3", "236B", 5120 },
    { "deepseek_v3", "671B", 7168 } };

template <size_t N> Flavor nearest(const Flavor (&table)[N], int hidden)
{
    const Flavor* best = &table[0];
    for (const Flavor& f : table)
        if (std::abs(f.hidden - hidden) < std::abs(best->hidden - hidden))
            best = &f;
    return *best;
}

// The flavor to build and whether it is this model's own architecture.
std::pair<Flavor, bool> pickFlavor(const ModelSpec& m)
{
    const std::string id = toLower(m.id);
    for (const Known& k : kKnown)
        if (id == k.id)
            return { k.f, true };
    if (m.mla.enabled)
        return { nearest(kMla, m.hidden), false };
    if (m.isMoe())
        return { nearest(kMoe, m.hidden), false };
    return { nearest(kDense, m.hidden), false };
}

std::string recipeName(const ModelSpec& m, int devices)
{
    std::string out = "psa_";
    for (char c : toLower(m.id.empty() ? "custom" : m.id))
        out += std::isalnum(static_cast<unsigned char>(c)) ? c : '_';
    return out + "_" + std::to_string(devices) + "dev";
}

} // namespace

std::string emitTorchTitan(const Scenario& sc, const Strategy& s)
{
    const Facts f = facts(sc, s);
    const ModelSpec& m = sc.model;
    const bool moe = m.isMoe();
    const bool fp8 = sc.training.precision == Precision::FP8;
    // Current torchtitan's Float8LinearConverter scales rowwise only; MXFP8 has its own converters. Tensorwise
    // is the legacy TOML path's: a tensorwise plan says so below instead of silently running rowwise.
    const bool mx = fp8 && fp8RecipeOf(sc) == Fp8Recipe::Mxfp8;
    const bool asyncTp = asyncTpInPlan(sc, s);
    const bool compile = torchtitanCompiles(sc, s);
    const auto [flavor, exact] = pickFlavor(m);
    const std::string fn = recipeName(m, f.devices);

    // FSDP / DDP degrees. torchtitan's expert parallelism borrows ranks from dp_shard x cp x tp, so with zero=0
    // part of dp may have to be sharded (HSDP) for ep to divide that region.
    int replicate = s.zero == 0 ? f.dp : 1;
    int shard = s.zero == 0 ? 1 : f.dp;
    std::string epNote;
    if (moe && s.ep > 1 && s.zero == 0 && (1LL * s.cp * s.tp) % s.ep != 0) {
        for (int k = 1; k <= f.dp; ++k) {
            if (f.dp % k == 0 && (1LL * k * s.cp * s.tp) % s.ep == 0) {
                shard = k;
                replicate = f.dp / k;
                break;
            }
        }
        epNote = fmt::format("zero=0 with ep={}: torchtitan's experts borrow ranks from dp_shard x cp x tp, so dp is "
                             "split as {} replicas x {} shards (HSDP, parameters kept gathered)",
            s.ep, replicate, shard);
    }

    Text t;
    t.raw(headerComment(Framework::TorchTitan, sc, s, "# "));
    t.line("#");
    t.line("# Run: save as psa_recipe.py in the torchtitan checkout (or anywhere on PYTHONPATH), then on each node:");
    if (f.nodes == 1)
        t.line("#   NGPU={} MODULE=psa_recipe CONFIG={} ./run_train.sh", f.per_node, fn);
    else
        t.line("#   NGPU={} MODULE=psa_recipe CONFIG={} ./run_train.sh   # single node only; across {} nodes:",
            f.per_node, fn, f.nodes);
    t.line("#   torchrun --nnodes {} --nproc-per-node {} --node-rank $NODE_RANK --rdzv-backend c10d \\", f.nodes,
        f.per_node);
    t.line("#       --rdzv-endpoint $MASTER_ADDR:29500 -m torchtitan.train --module psa_recipe --config {}", fn);
    t.line("# Check the config without GPUs: NGPU={} COMM_MODE=fake_backend MODULE=psa_recipe CONFIG={} ./run_train.sh",
        f.devices, fn);
    t.line("# --section.option command-line flags are deprecated in torchtitan: change this function instead.");
    if (fp8 && fp8RecipeOf(sc) == Fp8Recipe::Tensorwise)
        t.line("# The plan uses tensorwise FP8, which current torchtitan no longer offers (Float8LinearConverter: rowwise "
               "only): this file runs rowwise; for tensorwise use --emit torchtitan-toml (torchtitan <= 0.2.2), or plan "
               "with --fp8-recipe rowwise.");
    if (!exact)
        t.line("# No torchtitan flavor matches {}: torchtitan.models.{} \"{}\" is the nearest architecture. Register a "
               "flavor with layers={}, dim={}, n_heads={}, n_kv_heads={}, ffn={}, vocab={} in that module for this "
               "model.",
            f.model_name, flavor.module, flavor.flavor, m.layers, m.hidden, m.heads, m.kv_heads, m.ffn, m.vocab);
    t.line("from torchtitan.components.checkpointer import CheckpointManager");
    t.line("from torchtitan.components.data import ConcatThenSplitPackingConfig, GrainDataLoader");
    t.line("from torchtitan.components.loss import ChunkedLossWrapper, CrossEntropyLoss");
    t.line("from torchtitan.components.metrics import MetricsProcessor");
    t.line("from torchtitan.components.optimizer import LRSchedulersContainer, default_adamw");
    if (fp8 && mx)
        t.line("from torchtitan.components.quantization import {}MXFP8LinearConverter",
            moe ? "MXFP8GroupedExpertsConverter, " : "");
    else if (fp8)
        t.line("from torchtitan.components.quantization import {}Float8LinearConverter",
            moe ? "Float8GroupedExpertsConverter, " : "");
    t.line("from torchtitan.config import CompileConfig, ParallelismConfig, TrainingConfig");
    if (s.recompute == Recompute::Selective)
        t.line("from torchtitan.distributed.activation_checkpoint import SelectiveAC");
    else if (s.recompute == Recompute::Full)
        t.line("from torchtitan.distributed.activation_checkpoint import FullAC");
    t.line("from torchtitan.hf_datasets.text_datasets import DATASETS");
    t.line("from torchtitan.models.common.config_utils import decoder_vocab_size");
    t.line("from torchtitan.models.{} import model_registry", flavor.module);
    t.line("from torchtitan.trainer import Trainer");
    t.blank();
    t.line("SEQ_LEN = {}", f.seq);
    t.line("GLOBAL_BATCH = {}  # sequences per optimizer step", f.global_batch);
    t.line("MICRO_BATCH = {}  # sequences per micro-batch per data-parallel rank", s.mbs);
    t.line("DP = {}  # data-parallel degree (replicate x shard)", f.dp);
    t.blank();
    t.blank();
    t.line("def {}() -> Trainer.Config:", fn);
    if (fp8) {
        t.line("    # precision=fp8: torchao float8 training ({} scaling){}; torch.compile fuses the casts.",
            mx ? "MXFP8" : "rowwise", moe ? ", experts' grouped GEMMs included" : "");
        t.line("    model_spec = model_registry(");
        t.line("        \"{}\",", flavor.flavor);
        t.line("        converters=[");
        if (mx) {
            // MX linears by FQN: every transformer block's projections; the output layer stays bf16.
            t.line("            MXFP8LinearConverter.Config(fqns=[\"layers\"], model_compile_enabled=True),");
            if (moe)
                t.line("            MXFP8GroupedExpertsConverter.Config(model_compile_enabled=True),");
        } else {
            t.line("            Float8LinearConverter.Config(");
            t.line("                recipe_name=\"rowwise\", filter_fqns=[\"output\"], model_compile_enabled=True");
            t.line("            ),");
            if (moe)
                t.line("            Float8GroupedExpertsConverter.Config(model_compile_enabled=True),");
        }
        t.line("        ],");
        t.line("    )");
    } else {
        t.line("    model_spec = model_registry(\"{}\")", flavor.flavor);
    }
    t.line("    return Trainer.Config(");
    t.line("        # Tokenizer (and, to start from them, weights) downloaded from Hugging Face.");
    t.line("        hf_assets_path={},", quoted("./assets/hf/" + (m.id.empty() ? std::string("model") : m.id)));
    t.line("        model_spec=model_spec,");
    t.line("        loss=ChunkedLossWrapper.Config(");
    t.line("            loss_fn=CrossEntropyLoss.Config(global_vocab_size=decoder_vocab_size(model_spec)),");
    t.line("        ),");
    t.line("        optimizer=default_adamw(lr=3e-4),");
    t.line("        lr_scheduler=LRSchedulersContainer.Config(");
    t.line("            warmup_steps=100, decay_type=\"cosine\", min_lr_factor=0.1");
    t.line("        ),");
    t.line("        training=TrainingConfig(");
    if (s.pp > 1)
        t.line("            # pp > 1: one step runs num_pp_microbatches micro-batches through the pipeline per dp rank.");
    else
        t.line("            # Gradient accumulation: {} micro-batches per dp rank per step (GLOBAL_BATCH / (DP x "
               "MICRO_BATCH)).",
            f.micro_batches);
    t.line("            num_tokens_per_microbatch_per_dp_rank=MICRO_BATCH * SEQ_LEN,");
    t.line("            num_tokens_per_train_step=GLOBAL_BATCH * SEQ_LEN,");
    t.line("            max_context_length=SEQ_LEN,");
    t.line("            steps=10000,");
    t.line("            max_norm=1.0,");
    if (sc.training.precision == Precision::FP16)
        t.line("            # precision=fp16: torchtitan's mixed precision is bfloat16 or float32 only; bfloat16 "
               "used.");
    t.line("            mixed_precision_param=\"bfloat16\",");
    t.line("            mixed_precision_reduce=\"float32\",");
    if (s.optimizer_offload)
        t.line("            enable_cpu_offload=True,  # offload=on: FSDP2 CPU offload (parameters, gradients, "
               "optimizer step)");
    if (s.pp > 1 || (moe && s.ep > 1))
        t.line("            disable_cuda_graphs=True,  # CUDA graphs support neither pipelining nor the default EP "
               "dispatcher");
    t.line("        ),");
    t.line("        # Replace with your corpus (see torchtitan/hf_datasets).");
    t.line("        dataloader=GrainDataLoader.Config(");
    t.line("            dataset=ConcatThenSplitPackingConfig(dataset=DATASETS[\"c4\"]),");
    t.line("        ),");
    t.line("        parallelism=ParallelismConfig(");
    if (!epNote.empty())
        t.line("            # {}", epNote);
    else if (s.zero == 0)
        t.line("            # zero=0: plain data parallelism (DDP)");
    else
        t.line("            # zero={}: FSDP2 over dp{}", s.zero,
            s.zero == 3 ? " (full shard)" : ", parameters kept gathered after forward (ZeRO-1/2-like)");
    t.line("            data_parallel_replicate_degree={},", replicate);
    t.line("            data_parallel_shard_degree={},", shard);
    if (shard > 1)
        t.line("            fsdp_reshard_after_forward=\"{}\",", s.zero == 3 ? "always" : "never");
    t.line("            tensor_parallel_degree={},", s.tp);
    if (s.tp > 1)
        t.line("            enable_sequence_parallel={},", s.sp ? "True" : "False");
    t.line("            pipeline_parallel_degree={},", s.pp);
    if (s.pp > 1) {
        std::string sched;
        std::string note;
        int stages = f.interleaved ? std::max(2, s.vpp) : 1;
        switch (s.schedule) {
        case Schedule::GPipe:
            sched = f.interleaved ? "Interleaved1F1B" : "GPipe";
            if (f.interleaved)
                note = "schedule=gpipe with vpp > 1: no interleaved GPipe in torch.distributed.pipelining; "
                       "Interleaved1F1B";
            break;
        case Schedule::OneFOneB:
        case Schedule::Interleaved:
            sched = f.interleaved ? "Interleaved1F1B" : "1F1B";
            break;
        case Schedule::ZBH1:
            sched = "InterleavedZeroBubble";
            stages = std::max(2, stages);
            note = "schedule=zbh1: InterleavedZeroBubble (zero-bubble with split backward; needs >= 2 stages per rank)";
            break;
        case Schedule::ZBV:
            sched = "ZBVZeroBubble";
            stages = 2;
            break;
        case Schedule::DualPipe:
            sched = "DualPipeV";
            stages = 2;
            note = "schedule=dualpipe: DualPipeV, the V-shaped DualPipe of torch.distributed.pipelining";
            break;
        }
        if (!note.empty())
            t.line("            # {}", note);
        t.line("            pipeline_parallel_schedule=\"{}\",", sched);
        t.line("            num_pp_microbatches={},  # GLOBAL_BATCH / (DP x MICRO_BATCH)", f.micro_batches);
        const long long per = 1LL * s.pp * stages;
        const bool divisible = m.layers % per == 0;
        // torchtitan counts stages as ceil((layers + first_less + last_less) / layers_per_stage): with a fixed
        // per-stage count the edge weights must be 0 for pp x stages-per-rank stages to come out.
        if (stages > 1 && divisible && (!s.uneven_pp || stages > 2)) {
            t.line("            pipeline_parallel_layers_per_stage={},  # {} stages per rank", m.layers / per, stages);
            if (s.uneven_pp)
                t.line("            # uneven=on: not combinable with a fixed per-stage layer count; stages are even");
            t.line("            pipeline_parallel_first_stage_less_layers=0,");
            t.line("            pipeline_parallel_last_stage_less_layers=0,");
        } else {
            if (stages > 2)
                t.line("            # {} layers are not divisible by pp x stages per rank = {}: torchtitan builds 2 "
                       "stages per rank",
                    m.layers, per);
            if (s.uneven_pp) {
                t.line("            # uneven=on: first and last stages carry one layer fewer (embedding / output "
                       "head)");
                t.line("            pipeline_parallel_first_stage_less_layers=1,");
                t.line("            pipeline_parallel_last_stage_less_layers=1,");
            } else {
                t.line("            # uneven=off: even stages (torchtitan's default is one layer fewer at the "
                       "edges)");
                t.line("            pipeline_parallel_first_stage_less_layers=0,");
                t.line("            pipeline_parallel_last_stage_less_layers=0,");
            }
        }
    }
    t.line("            context_parallel_degree={},", s.cp);
    if (moe) {
        t.line("            expert_parallel_degree={},", s.ep);
        if (s.etp > 1)
            t.line("            # etp={}: torchtitan has no expert-tensor-parallel degree any more; experts shard "
                   "over efsdp x ep = dp_shard x cp x tp",
                s.etp);
    }
    t.line("        ),");
    switch (s.recompute) {
    case Recompute::None:
        t.line("        activation_checkpoint=None,  # recompute=none");
        break;
    case Recompute::Selective:
        t.line("        activation_checkpoint=SelectiveAC.Config(),  # recompute=selective (per-op)");
        break;
    case Recompute::Full:
        t.line("        activation_checkpoint=FullAC.Config(),  # recompute=full");
        break;
    }
    if (compile) {
        t.line("        compile=CompileConfig(");
        t.line("            enable=True,");
        t.line("            components=[\"model\", \"loss\"],");
        if (asyncTp)
            t.line("            enable_async_tensor_parallel=True,  # TP collectives overlapped with the GEMMs");
        t.line("        ),");
    } else {
        t.line("        compile=CompileConfig(enable=False),");
    }
    t.line("        checkpoint=CheckpointManager.Config(interval=500),");
    t.line("        metrics=MetricsProcessor.Config(log_freq=10),");
    t.line("    )");
    return t.str();
}

} // namespace psa::codegen
