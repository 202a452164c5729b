#include "report/strategy_plan.h"

#include "cost/evaluate.h"
#include "search/memory_class.h"

namespace psa {

namespace {
// The alternatives are the first fitting layouts of the search; more than these are never shown.
constexpr size_t kContextCandidates = 64;
} // namespace

PlanReport buildPlanReportFor(const Scenario& sc, const Strategy& strategy, Precision precision,
    const SearchResult& context, const SearchConstraints& c, const Profile& p, std::optional<Framework> emitter)
{
    Scenario own = sc;
    own.training.precision = precision;
    const Estimate e = evaluate(own, strategy, p);
    // The layout as the search's first candidate: buildPlanReport then plans for it. Only the candidates
    // the report reads are copied (the first fitting ones and the Pareto front), not the whole search.
    SearchResult r;
    r.stats = context.stats;
    r.stats.tied = 0; // the layout was chosen, not ranked: no tie note
    Candidate first;
    first.strategy = e.strategy;
    first.precision = precision;
    first.memory_bytes = e.memory.total();
    first.capacity_bytes = e.capacity_bytes;
    first.step_time_s = e.step_time_s;
    first.tokens_per_s = e.tokens_per_s;
    first.mfu = e.mfu;
    first.bubble_ratio = e.bubble_ratio;
    first.bubble_time_s = e.bubble_time_s;
    first.comm_exposed_s = e.comm_exposed_s;
    const MemoryClass mc = memoryClass(e, c.memory_headroom, p);
    first.fits = e.valid; // a plan is written for it even when it does not fit; its memory verdict says so
    first.risky = mc == MemoryClass::Risky;
    r.candidates.push_back(first);
    for (size_t i = 0; i < context.candidates.size(); ++i) {
        const Candidate& cand = context.candidates[i];
        if (i < kContextCandidates || cand.pareto)
            if (!(cand.strategy == e.strategy && cand.precision == precision))
                r.candidates.push_back(cand);
    }
    return buildPlanReport(sc, r, c, p, emitter);
}

} // namespace psa
