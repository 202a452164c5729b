// What the cost model says about one scenario (Baseline) and one strategy (Estimate).
// Units are in the names; views and reports only format these numbers.
#pragma once

#include <array>
#include <string>
#include <vector>

#include "spec/strategy.h"
#include "util/result.h"

namespace psa {

struct Baseline {
    double params_total = 0;
    double params_active = 0;
    double params_mtp = 0;
    double flops_per_token = 0;        // model FLOPs (training, causal ½, no recompute)
    double flops_per_step = 0;         // × global batch × sequence length
    double model_states_bytes = 0;     // params + grads + optimizer on one device, no sharding (DDP bytes)
    double activation_bytes = 0;       // one sequence through every layer, no recompute, + logits
    double memory_bytes = 0;           // model states + activations
    bool bottleneck_is_activations = false;
};

struct MemoryBreakdown {
    double params = 0;
    double grads = 0;
    double optimizer = 0;
    double activations = 0;       // in-flight micro-batches of the stage's layers (+ transient layer, token ids)
    double logits = 0;            // output head at the last stage
    double comm_buffers = 0;      // NCCL, p2p, FSDP unsharded units
    double framework = 0;         // CUDA context, workspaces, allocator fragmentation
    // Parts of the total above (not added again), for comparing with what a run measured (cost-model.md
    // "What the memory estimate is"): the total is the device's use as nvidia-smi shows it; the PyTorch
    // caching allocator's peak reserved (torch.cuda.max_memory_reserved) leaves out `outside_allocator`,
    // its peak allocated also leaves out `fragmentation`.
    double outside_allocator = 0; // CUDA context + NCCL communicator buffers (not allocated through the allocator)
    double fragmentation = 0;     // reserved − allocated: cached blocks the transient allocations leave
    [[nodiscard]] double other() const { return logits + comm_buffers + framework; }
    [[nodiscard]] double total() const { return params + grads + optimizer + activations + other(); }
};

enum class CommDim { TP, CP, EP, DP, PP };
constexpr std::array<CommDim, 5> kCommDims = {CommDim::TP, CommDim::CP, CommDim::EP, CommDim::DP, CommDim::PP};
const char* toString(CommDim d);

struct CommCost {
    const char* collective = "";  // e.g. "AllGather+ReduceScatter (SP)" (static text: evaluate() must not allocate)
    double volume_bytes = 0;  // sent per device per step
    double time_s = 0;        // serial time per step
    double exposed_s = 0;     // after overlap
    int group_size = 1;
    long long calls = 0;      // per step
    bool crosses_scale_out = false;
    [[nodiscard]] bool active() const { return group_size > 1 && time_s > 0; }
};

struct Estimate {
    Strategy strategy;                  // as evaluated (dp and etp resolved)
    bool valid = false;
    std::vector<Error> reasons;         // why invalid (§7 hard rules)
    std::vector<std::string> warnings;  // soft rules (§7) and approximations

    double sustained_clock = 1; // fraction of the full clock the power cap sustains (cost/power_cap.h)
    int micro_batches = 0;     // m = B / (mbs · dp)
    int edp = 0;               // expert data-parallel size
    int worst_stage = 0;       // pipeline rank with the largest memory
    MemoryBreakdown memory;    // on the worst stage
    double capacity_bytes = 0;
    bool fits = false;

    std::array<CommCost, 5> comm{};  // indexed by CommDim
    [[nodiscard]] const CommCost& commFor(CommDim d) const { return comm[static_cast<size_t>(d)]; }

    double compute_time_s = 0;   // m · (t_f + t_b) on the slowest stage
    double bubble_ratio = 0;     // bubble ÷ ideal compute [§6]
    double bubble_time_s = 0;
    double comm_exposed_s = 0;   // Σ exposed
    double optimizer_time_s = 0;
    double offload_time_s = 0;
    double step_time_s = 0;
    double model_flops_per_step = 0;
    double hardware_flops_per_step = 0;  // + recompute
    double mfu = 0;   // vs dense BF16 peak (convention for FP8 too, §3.2): label it "of the BF16 peak" when the precision is FP8
    double mfu_precision_peak = 0;  // vs the dense peak of the precision in use (FP8 peak for FP8; = mfu for BF16)
    double hfu = 0;
    double tflops_per_device = 0;        // model TFLOP/s per device
    double tokens_per_s = 0;
    double tokens_per_s_per_device = 0;
    double gemm_efficiency = 0;          // efficiency used for dense GEMMs
};

}  // namespace psa
