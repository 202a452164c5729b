#include "cost/evaluate.h"
#include "cost/matmul_rate.h"
#include "cost/power_cap.h"

#include "cost/evaluation_probe.h"
#include "cost/evaluate_phases.h"
#include "cost/validity.h"
#include "i18n/i18n.h"
#include "util/units.h"

#include <algorithm>
#include <array>
#include <cmath>
#include <string>
#include <string_view>
#include <utility>

namespace psa {

namespace {
double peakBf16(const DeviceSpec& d)
{
    return (d.bf16_tflops > 0 ? d.bf16_tflops : d.fp16_tflops) * cost_phases::kTera;
}
} // namespace

const char* toString(CommDim d)
{
    switch (d) {
    case CommDim::TP:
        return "tp";
    case CommDim::CP:
        return "cp";
    case CommDim::EP:
        return "ep";
    case CommDim::DP:
        return "dp";
    case CommDim::PP:
        return "pp";
    }
    return "?";
}

ModelInvariants modelInvariants(const Scenario& sc)
{
    return { countParams(sc.model), flopsPerToken(sc.model, double(sc.training.seq_len)), sc.model.moeLayers(),
             eagerElements(sc.model) };
}

Baseline computeBaseline(const Scenario& sc, const Profile& p)
{
    Baseline b;
    const ModelSpec& m = sc.model;
    const ParamCounts pc = countParams(m);
    const double s = double(sc.training.seq_len);
    const FlopsPerToken f = flopsPerToken(m, s);
    b.params_total = pc.total;
    b.params_active = pc.active;
    b.params_mtp = pc.mtp;
    b.flops_per_token = f.model_training;
    b.flops_per_step = f.model_training * s * double(sc.training.global_batch);
    // Unsharded DDP bytes per parameter (§4.1 first row).
    b.model_states_bytes = (pc.total + pc.mtp) * (p.param_bytes + p.grad_bytes + p.optimizer_bytes);
    ActivationInputs ai;
    ai.seq_local = s;
    ai.seq_full = s;
    ai.precision = sc.training.precision;
    const int moe = m.moeLayers();
    b.activation_bytes = (m.layers - moe) * denseLayerActivationBytes(m, ai, p)
        + moe * moeLayerActivationBytes(m, ai, p) + logitsBytes(m, ai, p);
    b.memory_bytes = b.model_states_bytes + b.activation_bytes;
    b.bottleneck_is_activations = b.activation_bytes > b.model_states_bytes;
    return b;
}

namespace cost_phases {

EvalContext::EvalContext(
    const Scenario& scenario, const Strategy& strategy, const Profile& profile, const ModelInvariants& invariants)
    : sc(scenario)
    , st(strategy)
    , p(profile)
    , m(scenario.model)
    , dev(scenario.cluster.device)
    , inv(invariants)
    , tp(strategy.tp)
    , pp(strategy.pp)
    , cp(strategy.cp)
    , dp(strategy.dp)
    , ep(strategy.ep)
    , etp(strategy.etp)
    , v(strategy.vpp)
    , micro(int(scenario.training.global_batch / (1LL * strategy.mbs * strategy.dp)))
    , edp(int(scenario.cluster.num_devices / (1LL * strategy.etp * strategy.ep * strategy.pp)))
    , s(double(scenario.training.seq_len))
    , s_local(s / strategy.cp)
    , mbs(strategy.mbs)
    , sp(strategy.sp && strategy.tp > 1)
    , sp_shard(sp ? strategy.tp : 1.0)
    , fp8(scenario.training.precision == Precision::FP8)
    , split(scenario.model, strategy.pp)
    , peak(peakBf16(scenario.cluster.device))
    , clock(sustainedClock(scenario.cluster, profile))
    , matmul_scale(matmulRateScale(scenario.cluster.device, false))
    , matmul_scale_fp8(matmulRateScale(scenario.cluster.device, true))
    , attention_rate(attentionRate(scenario, profile))
    , attention_length_factor(s_local / (s_local + profile.attention_seq_half))
    , hbm(scenario.cluster.device.hbm_tbps * kTera * profile.hbm_efficiency)
    , grad_bytes(fp32GradReduce(scenario) ? profile.grad_bytes : profile.param_bytes)
{
    ai.seq_local = s_local;
    ai.seq_full = s;
    ai.micro_batch = mbs;
    ai.tp = tp;
    ai.etp = etp;
    ai.sp = sp;
    ai.recompute = st.recompute;
    ai.precision = sc.training.precision;
    const FrameworkFeatures& fw = frameworkFeatures(frameworkOf(scenario));
    ai.op_level_sac = fw.op_level_selective_ac;  // what "selective" keeps in this framework
    if (fw.mla_pads_value_head) {
        attention_pad_scale = mlaPaddedCoreScale(m);
        ai.mla_value_padded = attention_pad_scale > 1.0;
    }
    ai.fp32_copy_ce = fw.fp32_copy_cross_entropy;
    ai.compiled_ce = compiledLossInPlan(scenario, st);
    ai.loss_parallel = fw.dtensor_loss_parallel;
    eager = eagerElementwiseInPlan(scenario, st);
    unfused_grad_accumulation = unfusedGradAccumulation(fw, sc.training);
    fused_norm = sc.training.fused_norm.value_or(false);
    if (fp8) {
        // Recipes the framework lacks are refused by validity; unknown here means "the framework's default".
        switch (fp8RecipeOf(sc).value_or(Fp8Recipe::Tensorwise)) {
        case Fp8Recipe::Tensorwise:
            setFp8(p.fp8_gemm_factor, p.fp8_cast_bytes_tensorwise, true, 1.0);
            break;
        case Fp8Recipe::Delayed:
            setFp8(p.fp8_gemm_factor, p.fp8_cast_bytes_delayed, true, 1.0);
            break;
        case Fp8Recipe::Rowwise:  // torchao: no FP8 all-gather for rowwise
            setFp8(p.fp8_gemm_factor * p.fp8_rowwise_gemm_factor, p.fp8_cast_bytes_rowwise, false, 1.0);
            break;
        case Fp8Recipe::Blockwise:
            setFp8(p.fp8_gemm_factor * p.fp8_blockwise_gemm_factor, p.fp8_cast_bytes_blockwise, false, 1.0);
            break;
        case Fp8Recipe::Mxfp8:  // row- and column-wise copies: MX blocks scale along one direction
            setFp8(p.fp8_gemm_factor * p.fp8_mxfp8_gemm_factor,
                   fw.mx_cast_per_orientation ? p.fp8_cast_bytes_mxfp8_per_orientation : p.fp8_cast_bytes_mxfp8, false, 2.0);
            break;
        }
        if (!fw.fp8_weight_cast_every_micro_batch)
            fp8_weight_cast_bytes = fp8_cast_bytes / std::max(1, micro);
        else if (const ShardedRounds sr = shardedRounds(sc, st, micro); fp8_param_gather && sr.gathers_per_round > 0)
            // FSDP gathers FP8: the shard is cast before each of the step's gathers
            fp8_weight_cast_bytes = p.fp8_shard_cast_bytes / (double(dp) * cp) * sr.rounds * sr.gathers_per_round / std::max(1, micro)
                + p.fp8_transpose_copy_bytes;
        else
            fp8_weight_cast_bytes = fp8_cast_bytes;
    }
    dense_act = denseLayerActivationBytes(m, ai, p);
    moe_act = m.isMoe() ? moeLayerActivationBytes(m, ai, p) : 0.0;
}

} // namespace cost_phases

Estimate evaluate(const Scenario& sc, const Strategy& requested, const Profile& p, const EvaluateOptions& options)
{
    notifyEvaluation();
    Estimate e;
    e.strategy = resolveStrategy(sc, requested);
    const Strategy& st = e.strategy;
    if (options.check_scenario)
        e.reasons = validateScenario(sc);
    if (e.reasons.empty())
        e.reasons = hardRuleViolations(sc, st);
    if (!e.reasons.empty())
        return e;
    e.valid = true;
    if (options.warnings) {
        e.warnings = softRuleWarnings(sc, st);
        for (const auto& a : sc.model.approximations)
            e.warnings.push_back(i18n::trf("psa::Report", "approximation: {}")(a));
    }

    const ModelInvariants computed = options.invariants ? ModelInvariants {} : modelInvariants(sc);
    const cost_phases::EvalContext c(sc, st, p, options.invariants ? *options.invariants : computed);
    e.micro_batches = c.micro;
    e.sustained_clock = c.clock;
    e.edp = c.edp;

    cost_phases::MemoryPhase mem;
    cost_phases::ComputePhase comp;
    cost_phases::estimateMemory(c, e, mem);
    cost_phases::estimateCompute(c, e, comp);
    cost_phases::estimateCommunication(c, mem, comp, e);
    cost_phases::estimateOptimizerStep(c, mem, e);

    // Step time and throughput (§5.2 step-time composition).
    const DeviceSpec& dev = sc.cluster.device;
    const double N = sc.cluster.num_devices;
    const double B = double(sc.training.global_batch);
    const double s = c.s;
    e.step_time_s = e.compute_time_s + e.bubble_time_s + e.comm_exposed_s + e.optimizer_time_s + e.offload_time_s
        + p.step_overhead_s;
    e.model_flops_per_step = c.inv.flops.model_training * B * s;
    e.hardware_flops_per_step = e.model_flops_per_step + comp.hardware_extra_per_token * B * s;
    const double denom = e.step_time_s * N * c.peak;
    e.mfu = e.model_flops_per_step / denom;
    const double precisionPeak = c.fp8 && dev.fp8_tflops > 0              ? dev.fp8_tflops * cost_phases::kTera
        : sc.training.precision == Precision::FP16 && dev.fp16_tflops > 0 ? dev.fp16_tflops * cost_phases::kTera
                                                                          : c.peak;
    e.mfu_precision_peak = e.model_flops_per_step / (e.step_time_s * N * precisionPeak);
    e.hfu = e.hardware_flops_per_step / denom;
    e.tflops_per_device = e.model_flops_per_step / e.step_time_s / N / cost_phases::kTera;
    e.tokens_per_s = B * s / e.step_time_s;
    e.tokens_per_s_per_device = e.tokens_per_s / N;

    // Backstop: every reported number finite and physical, or the strategy is refused with the reason
    // (profile constants are range-checked on input, so this only trips on extreme combinations).
    const std::pair<const char*, double> reported[] = {
        { "step_time_s", e.step_time_s },
        { "mfu", e.mfu },
        { "hfu", e.hfu },
        { "tokens_per_s", e.tokens_per_s },
        { "tflops_per_device", e.tflops_per_device },
        { "memory", e.memory.total() },
        { "comm_exposed_s", e.comm_exposed_s },
        { "bubble_time_s", e.bubble_time_s },
        { "compute_time_s", e.compute_time_s },
    };
    for (const auto& [name, v] : reported) {
        if (!std::isfinite(v) || v < 0 || (std::string_view(name) == "step_time_s" && !(v > 0))) {
            e.valid = false;
            e.reasons.push_back(Error { std::string("estimate.") + name, "not_finite",
                i18n::trf("psa::Validity", "the model gives an impossible {} ({}) with these calibration constants")(
                    name, v) });
            break;
        }
    }
    return e;
}

} // namespace psa
