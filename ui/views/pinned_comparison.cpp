#include "views/pinned_comparison.h"

#include "cost/evaluate.h"
#include "search/memory_class.h"
#include "views/format.h"

#include <fmt/format.h>

namespace psa::ui {

ComparisonReport comparePinned(
    const AnalysisOutput& out, const std::vector<Pin>& pins, const Profile& profile, Framework emitter)
{
    std::vector<Strategy> strategies;
    std::vector<Precision> precisions;
    for (const auto& [s, p] : pins) {
        strategies.push_back(s);
        precisions.push_back(p);
    }
    return buildComparison(
        out.request.scenario, strategies, out.request.constraints, profile, &out.result, emitter, precisions);
}

std::string pinOrigin(const Scenario& sc)
{
    const ModelSpec& m = sc.model;
    const DeviceSpec& d = sc.cluster.device;
    return fmt::format("{}|{}|{}|{}|{}|{}|{}|{}|{}", m.id, m.name, m.layers, m.hidden, m.moe.num_experts, d.id,
        d.memory_gib, sc.cluster.num_devices, sc.cluster.nodeSize());
}

QStringList dropInvalidPins(std::vector<Pin>& pins, const Scenario& sc, const SearchConstraints& c, const Profile& p)
{
    QStringList dropped;
    std::vector<Pin> kept;
    for (const auto& pin : pins) {
        Scenario own = sc;
        own.training.precision = pin.second;
        const Estimate e = evaluate(own, pin.first, p);
        if (memoryClass(e, c.memory_headroom, p) == MemoryClass::DoesNotFit)
            dropped << shortStrategy(pin.first);
        else
            kept.push_back(pin);
    }
    pins = std::move(kept);
    return dropped;
}

std::vector<PinnedStrategy> toPinnedStrategies(const std::vector<Pin>& pins)
{
    std::vector<PinnedStrategy> out;
    for (const auto& [s, p] : pins)
        out.push_back({ s, p });
    return out;
}

std::vector<Pin> fromPinnedStrategies(const std::vector<PinnedStrategy>& pins)
{
    std::vector<Pin> out;
    for (const auto& p : pins)
        out.emplace_back(p.strategy, p.precision);
    return out;
}

} // namespace psa::ui
