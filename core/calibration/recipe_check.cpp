#include "calibration/recipe_check.h"

#include <algorithm>
#include <optional>
#include <utility>

#include <fmt/format.h>
#include <fmt/ranges.h>

#include "cost/evaluate.h"

namespace psa {

namespace {

// Per-device throughput as the source measured it, in the unit both runs share (tokens/s, else TFLOP/s).
std::optional<std::pair<double, double>> comparableThroughput(const MeasuredRun& a, const MeasuredRun& b)
{
    if (a.tokens_per_s_per_device && b.tokens_per_s_per_device)
        return std::pair{*a.tokens_per_s_per_device, *b.tokens_per_s_per_device};
    if (a.tflops_per_device && b.tflops_per_device)
        return std::pair{*a.tflops_per_device, *b.tflops_per_device};
    return std::nullopt;
}

bool sameWorkload(const PublishedRun& a, const PublishedRun& b)
{
    const Scenario& x = a.scenario;
    const Scenario& y = b.scenario;
    return a.group == b.group && x.model.name == y.model.name && x.cluster.device.id == y.cluster.device.id
        && x.cluster.power_cap_w == y.cluster.power_cap_w && x.training.seq_len == y.training.seq_len
        && x.training.precision == y.training.precision && x.training.fp8_recipe == y.training.fp8_recipe
        && x.training.framework == y.training.framework && x.training.torch_compile == y.training.torch_compile;
}

bool assumed(const PublishedRun& run, std::string_view what)
{
    return std::find(run.assumptions.begin(), run.assumptions.end(), what) != run.assumptions.end();
}

// The published layout with the settings its source left out (micro-batch, recompute, virtual stages) filled with
// the fastest choice that evaluates, fits and divides the batch: the claim is then over what was published, not
// over psa's guess of the rest (the loader's defaults: micro-batch 1, no recompute, no interleaving).
Estimate completeRecipe(const PublishedRun& run, const Estimate& asLoaded, const Profile& p, const EvaluateOptions& o,
                        std::string& completed)
{
    const bool mbsOpen = assumed(run, kAssumedMicroBatch);
    const bool recomputeOpen = assumed(run, kAssumedRecompute);
    const bool vppOpen = assumed(run, kAssumedVirtualStages);
    if (!mbsOpen && !recomputeOpen && !vppOpen)
        return asLoaded;
    const Strategy& s0 = run.strategy;
    const std::vector<int> mbsValues = mbsOpen ? std::vector<int>{1, 2, 4, 8, 16} : std::vector<int>{s0.mbs};
    const std::vector<Recompute> recomputes = recomputeOpen ? std::vector<Recompute>{Recompute::None, Recompute::Selective, Recompute::Full}
                                                            : std::vector<Recompute>{s0.recompute};
    std::vector<int> vpps{s0.vpp};
    if (vppOpen)
        for (int v = 2; v <= 16; ++v)
            vpps.push_back(v);
    Estimate best = asLoaded;
    bool found = false;
    for (int mbs : mbsValues)
        for (Recompute rc : recomputes)
            for (int vpp : vpps) {
                Strategy s = s0;
                s.mbs = mbs;
                s.recompute = rc;
                s.vpp = vpp;
                if (vpp > 1)
                    s.schedule = Schedule::Interleaved;
                const Estimate e = evaluate(run.scenario, s, p, o);
                if (!e.valid || uncertaintyFor(e, p).verdict == MemoryVerdict::DoesNotFit)
                    continue;
                if (!found || e.tokens_per_s > best.tokens_per_s) {
                    best = e;
                    found = true;
                }
            }
    if (!found)
        return asLoaded;
    std::vector<std::string> parts;
    if (mbsOpen)
        parts.push_back(fmt::format("mbs {}", best.strategy.mbs));
    if (recomputeOpen)
        parts.push_back(fmt::format("recompute {}", toString(best.strategy.recompute)));
    if (vppOpen)
        parts.push_back(fmt::format("vpp {}", best.strategy.vpp));
    completed = fmt::format("{}", fmt::join(parts, ", "));
    return best;
}

}  // namespace

const PublishedRun* dominatedBy(const PublishedRun& run, const std::vector<PublishedRun>& runs, double* margin)
{
    const PublishedRun* best = nullptr;
    double bestMargin = 0;
    for (const PublishedRun& other : runs) {
        if (&other == &run || !other.usable || !sameWorkload(run, other)
            || other.scenario.cluster.num_devices > run.scenario.cluster.num_devices)
            continue;
        const auto t = comparableThroughput(run.measured, other.measured);
        if (!t || t->first <= 0)
            continue;
        const double m = t->second / t->first - 1.0;
        if (m >= kSiblingMargin && m > bestMargin) {
            best = &other;
            bestMargin = m;
        }
    }
    if (margin)
        *margin = bestMargin;
    return best;
}

std::vector<RecipeCheck> checkRecipes(const std::vector<PublishedRun>& runs, const Profile& profile, int threads)
{
    std::vector<RecipeCheck> out;
    for (const PublishedRun& run : runs) {
        if (!run.usable)
            continue;
        RecipeCheck c;
        c.run = &run;
        const Profile p = withFamilyErrorBars(profile, run.scenario);  // as psa analyze plans it
        EvaluateOptions o;
        o.warnings = false;
        c.recipe = evaluate(run.scenario, run.strategy, p, o);
        if (!c.recipe.valid)
            continue;
        c.recipe = completeRecipe(run, c.recipe, p, o, c.completed);
        c.recipe_verdict = uncertaintyFor(c.recipe, p).verdict;
        c.batch_published = !assumed(run, kDerivedGlobalBatch) && !assumed(run, kAssumedGlobalBatch);
        if (const PublishedRun* faster = dominatedBy(run, runs, &c.sibling_margin))
            c.faster_sibling = faster->id;
        SearchConstraints sc;
        sc.precision_fixed = true;
        const SearchResult r = search(run.scenario, sc, ScoreWeights{}, p, {}, {}, threads);
        if (const Candidate* best = r.best()) {
            c.pick = *best;
            c.claimed_gain = best->tokens_per_s / c.recipe.tokens_per_s - 1.0;
            c.pick_tied = c.recipe.tokens_per_s >= best->tokens_per_s * (1.0 - r.stats.tie_band);
        }
        out.push_back(std::move(c));
    }
    return out;
}

}  // namespace psa
