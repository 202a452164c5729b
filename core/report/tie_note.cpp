#include "report/tie_note.h"

#include "calibration/validation.h"
#include "i18n/i18n.h"
#include "search/ranking.h"
#include "util/units.h"

#include <algorithm>
#include <fmt/format.h>

namespace psa {

namespace {
using i18n::translate;
using i18n::trf;

// The score term that puts the pick ahead of the fastest (ranking.h scoreParts), in words: the one whose lead
// over the fastest is largest.
std::string scoreReason(
    const Candidate& pick, const Candidate& fastest, const SearchStats& st, const std::string& fastestText)
{
    const ScoreParts a = scoreParts(pick, st.weights, st.memory_headroom, st.best_tokens_per_s);
    const ScoreParts b = scoreParts(fastest, st.weights, st.memory_headroom, st.best_tokens_per_s);
    const double memoryLead = a.memory - b.memory, commLead = a.comm - b.comm, bubbleLead = a.bubble - b.bubble;
    const double lead = std::max({ memoryLead, commLead, bubbleLead });
    auto share = [](double part, double whole) { return whole > 0 ? 100.0 * part / whole : 0.0; };
    const double fasterBy = share(fastest.tokens_per_s - pick.tokens_per_s, pick.tokens_per_s);
    if (lead <= 0)
        return trf("psa::Report", "it has the higher score (the fastest is {})")(fastestText);
    if (lead == memoryLead)
        return trf("psa::Report",
            "its score is higher for the memory it leaves free: it uses {:.1f} GiB per device against {:.1f} GiB "
            "for the fastest ({}), which is {:.1f} % faster")(
            gib(pick.memory_bytes), gib(fastest.memory_bytes), fastestText, fasterBy);
    if (lead == commLead)
        return trf("psa::Report",
            "its score is higher for less exposed communication: {:.1f} % of the step against {:.1f} % for the "
            "fastest ({}), which is {:.1f} % faster")(share(pick.comm_exposed_s, pick.step_time_s),
            share(fastest.comm_exposed_s, fastest.step_time_s), fastestText, fasterBy);
    return trf("psa::Report",
        "its score is higher for a smaller pipeline bubble: {:.1f} % of the step against {:.1f} % for the "
        "fastest ({}), which is {:.1f} % faster")(share(pick.bubble_time_s, pick.step_time_s),
        share(fastest.bubble_time_s, fastest.step_time_s), fastestText, fasterBy);
}
}  // namespace

std::optional<TieNote> tieNoteFor(const SearchResult& r, const Scenario& sc, const Profile& p, const LayoutText& layoutText)
{
    const Candidate* best = r.best();
    if (!best || !best->tied || r.stats.tied <= 1)
        return std::nullopt;
    const Candidate* fastest = best;
    for (const Candidate& cand : r.candidates)
        if (cand.tied && cand.tokens_per_s > fastest->tokens_per_s)
            fastest = &cand;
    TieNote t;
    t.band = r.stats.tie_band;
    t.band_family = t.band == p.throughput_error_p50 ? errorBarFamily(p, sc) : nullptr;
    t.tied = r.stats.tied;
    t.pick_is_fastest = fastest == best;
    t.fastest_tokens_per_s = fastest->tokens_per_s;
    t.fastest_layout = layoutText ? layoutText(fastest->strategy, fastest->precision)
                                  : describeStrategy(fastest->strategy) + " " + toString(fastest->precision);
    if (t.pick_is_fastest)
        t.reason = translate("psa::Report", "it is also the fastest, and none of the tied candidates is preferred over it "
                                            "(memory margin, framework defaults, fewer dimensions, scale-out traffic)");
    else if (best->risky != fastest->risky)
        t.reason = trf("psa::Report", "it keeps more free memory than the memory model's 90th-percentile error ({:.0f} %); the fastest "
                                      "({}) keeps less and is flagged risky")(100 * p.memory_error_p90, t.fastest_layout);
    else if (best->departures != fastest->departures)
        t.reason = trf("psa::Report", "it keeps to the framework's established defaults (1F1B/interleaved, its usual ZeRO level and none "
                                      "above it with PP, no CP below 16K tokens, no full recompute, no offload, TP inside the scale-up domain): {} departure(s) "
                                      "against {} for the fastest ({})")(
            best->departures, fastest->departures, t.fastest_layout);
    else if (best->parallel_dims != fastest->parallel_dims)
        t.reason = trf("psa::Report", "it uses fewer parallel dimensions ({} against {} for the fastest, {})")(best->parallel_dims,
                                                                                                           fastest->parallel_dims,
                                                                                                           t.fastest_layout);
    else if (best->scale_out_bytes < fastest->scale_out_bytes)
        t.reason = trf("psa::Report", "it sends less over scale-out links ({:.1f} GiB against {:.1f} GiB per step for the fastest, {})")(
            gib(best->scale_out_bytes), gib(fastest->scale_out_bytes), t.fastest_layout);
    else
        t.reason = scoreReason(*best, *fastest, r.stats, t.fastest_layout);
    return t;
}

}  // namespace psa
