#include "report/strategy_plan.h"

#include "cost/evaluate.h"

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
    Candidate first = candidateOf(e, precision, own, c.memory_headroom, p);
    first.fits = e.valid; // a plan is written for it even when it does not fit; its memory verdict says so
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
