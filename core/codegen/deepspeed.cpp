// DeepSpeed (checked against v0.19.5, codegen/framework_versions.h): a ds_config.json and the
// deepspeed launcher line. Only what the feature matrix
// (spec/framework.cpp) lets DeepSpeed run reaches here from a plan: 1F1B pipelines (PipelineModule),
// ZeRO 0–3 (at most 1 with pp > 1), AutoTP without sequence parallelism, DeepSpeed-MoE, ZeRO-Offload.
#include "codegen/codegen_internal.h"

#include <string>

namespace psa::codegen {

std::string emitDeepSpeed(const Scenario& sc, const Strategy& s)
{
    const Facts f = facts(sc, s);
    const ModelSpec& m = sc.model;
    Text t;
    t.raw(headerComment(Framework::DeepSpeed, sc, s, "# "));
    t.line("# Launch on each of the {} node(s) (hostfile with {} slots per node):", f.nodes, f.per_node);
    t.line("#   deepspeed --num_nodes {} --num_gpus {} train.py --deepspeed --deepspeed_config ds_config.json", f.nodes, f.per_node);
    if (s.pp > 1)
        t.line("# train.py: wrap the model in deepspeed.pipe.PipelineModule(layers=..., num_stages={}, partition_method=\"{}\")"
               " — DeepSpeed runs its 1F1B TrainSchedule; call engine.train_batch() once per step.",
               s.pp, s.uneven_pp && m.layers % s.pp != 0 ? "parameters" : "uniform");
    if (s.tp > 1)
        t.line("# tp={}: AutoTP training (\"tensor_parallel\": {{\"autotp_size\": {}}} below); no sequence parallelism.", s.tp, s.tp);
    if (m.isMoe())
        t.line("# MoE: deepspeed.moe.layer.MoE(num_experts={}, ep_size={}, k={}) for each expert layer.", m.moe.num_experts, s.ep,
               m.moe.top_k);
    if (s.recompute != Recompute::None)
        t.line("# recompute={}: deepspeed.checkpointing.checkpoint around each transformer block{}.", toString(s.recompute),
               s.recompute == Recompute::Selective ? " (core attention and activation only)" : "");
    if (torchCompileInPlan(sc, s))
        t.line("# torch.compile: call engine.compile() after deepspeed.initialize (the plan priced fused element-wise kernels).");
    else
        t.line("# Eager model code (no engine.compile()): the plan priced one kernel per norm, activation and RoPE op.");
    const bool fp32Grads = fp32GradReduce(sc);
    if (fp32Grads)
        t.line("# Gradients accumulate and are reduced in fp32, as planned (data_types.grad_accum_dtype, "
               "communication_data_type).");
    else
        t.line("# Gradients accumulate and are reduced in the model's 16-bit dtype, DeepSpeed's default and what the "
               "plan priced.");
    t.line("# ds_config.json:");
    t.line("{{");
    t.line("  \"train_batch_size\": {},", f.global_batch);
    t.line("  \"train_micro_batch_size_per_gpu\": {},", s.mbs);
    t.line("  \"gradient_accumulation_steps\": {},", f.micro_batches);
    t.line("  \"{}\": {{\"enabled\": true}},", sc.training.precision == Precision::FP16 ? "fp16" : "bf16");
    // Gradients: DeepSpeed accumulates and reduces them in the model's dtype unless told otherwise; the plan's
    // fp32 gradients (--grad-reduce fp32) are its data_types.grad_accum_dtype and communication_data_type.
    if (fp32Grads) {
        t.line("  \"data_types\": {{\"grad_accum_dtype\": \"fp32\"}},");
        t.line("  \"communication_data_type\": \"fp32\",");
    }
    if (s.tp > 1)
        t.line("  \"tensor_parallel\": {{\"autotp_size\": {}}},", s.tp);
    t.line("  \"zero_optimization\": {{");
    t.line("    \"stage\": {},", s.zero);
    if (s.zero >= 1) {
        t.line("    \"overlap_comm\": true,");
        t.line("    \"reduce_scatter\": true,");
    }
    if (s.zero == 3) {
        t.line("    \"stage3_prefetch_bucket_size\": 50000000,");
        t.line("    \"stage3_param_persistence_threshold\": 100000,");
    }
    if (s.optimizer_offload)
        t.line("    \"offload_optimizer\": {{\"device\": \"cpu\", \"pin_memory\": true}},");
    t.line("    \"contiguous_gradients\": true");
    t.line("  }},");
    t.line("  \"gradient_clipping\": 1.0,");
    t.line("  \"steps_per_print\": 10");
    t.line("}}");
    return t.str();
}

}  // namespace psa::codegen
