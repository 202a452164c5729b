// The optimizer step: an HBM-bound sweep over the parameters this rank owns, or the host's CPU Adam
// and the PCIe transfers when the states are offloaded (ZeRO-Offload).
#include "cost/evaluate_phases.h"

namespace psa::cost_phases {

void estimateOptimizerStep(const EvalContext& c, const MemoryPhase& mem, Estimate& e)
{
    const Profile& p = c.p;
    const double denseShard = double(c.dp) * c.cp;
    const double owned = c.st.zero >= 1 ? mem.worst_dense_params / denseShard + mem.worst_expert_params / c.edp
                                        : mem.worst_dense_params + mem.worst_expert_params;
    if (c.st.optimizer_offload) {
        const double transfer = owned * (p.grad_bytes + p.param_bytes) / (p.pcie_gbps * 1e9);
        e.offload_time_s = owned / p.cpu_adam_params_per_s + (1.0 - p.offload_overlap) * transfer;
    } else {
        e.optimizer_time_s = owned * p.optimizer_step_bytes / c.hbm;
    }
}

} // namespace psa::cost_phases
