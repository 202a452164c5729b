#include "views/metric_info.h"

#include <QCoreApplication>
#include <QStringList>

#include "calibration/profile.h"

namespace psa::ui {

namespace {
QString constants(std::initializer_list<const char*> keys)
{
    static const Profile p = defaultProfile();
    QStringList lines;
    for (const auto& c : profileConstants())
        for (const char* k : keys)
            if (std::string_view(c.key) == k)
                lines << QStringLiteral("%1 = %2 %3 (%4)").arg(QLatin1String(c.key)).arg(p.*(c.member)).arg(
                             QString::fromUtf8(c.unit), QString::fromUtf8(c.source));
    return lines.isEmpty() ? QString() : QStringLiteral("\n") + QCoreApplication::translate("psa", "Constants:") +
                                              QStringLiteral("\n  ") + lines.join(QStringLiteral("\n  "));
}
}  // namespace

QString metricTooltip(Metric m)
{
    switch (m) {
    case Metric::Strategy:
        return QCoreApplication::translate("psa", "The best-scoring strategy that fits in device memory minus the headroom (search, seed phase 7).");
    case Metric::Memory:
        return QCoreApplication::translate("psa", "Peak memory per device on the worst pipeline stage: parameters, gradients and optimizer states "
                  "(cost model §4.1), activations of the in-flight micro-batches (§4.2, §4.3) and overheads "
                  "(logits, communication buffers, framework, §4.4).") +
               constants({"param_bytes", "grad_bytes", "optimizer_bytes", "allocator_fragmentation"});
    case Metric::Bubble:
        return QCoreApplication::translate("psa", "Pipeline bubble ÷ ideal compute time for the schedule, stage count and micro-batch count "
                  "(cost model §6).");
    case Metric::Comm:
        return QCoreApplication::translate("psa", "Communication time left exposed after overlap with compute, summed over TP, CP, EP, DP and PP "
                  "(collectives §5.1, overlap §5.2).") +
               constants({"tp_overlap_sp", "dp_overlap", "ep_overlap", "ep_dispatch_sms"});
    case Metric::MFU:
        return QCoreApplication::translate("psa", "Model FLOPs utilisation: model FLOPs per step ÷ (step time × devices × dense BF16 peak) "
                  "(cost model §3, §5.2).") +
               constants({"gemm_efficiency_max", "attention_efficiency", "attention_legacy_kernel_ratio"});
    case Metric::TokensPerS:
        return QCoreApplication::translate("psa", "Training throughput of the whole cluster: global batch × sequence length ÷ step time (§5.2).");
    case Metric::StepTime:
        return QCoreApplication::translate("psa", "Time of one optimizer step: compute + bubble + exposed communication + optimizer step (§5.2, §6).");
    case Metric::Score:
        return QCoreApplication::translate("psa", "Weighted score in [0, 1]: throughput, free memory, exposed communication and bubble "
                  "(weights under Constraints).");
    case Metric::Pareto:
        return QCoreApplication::translate("psa", "On the Pareto front of throughput against memory per device.");
    case Metric::Baseline:
        return QCoreApplication::translate("psa", "Single-device figures without any parallelism: parameters, FLOPs per token and memory "
                  "(cost model §2–§4).");
    case Metric::Bottleneck:
        return QCoreApplication::translate("psa", "Whether model states (parameters, gradients, optimizer) or activations dominate the "
                  "single-device memory (§4).");
    }
    return {};
}

}  // namespace psa::ui
