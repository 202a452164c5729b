#include "calibration/recipe_check.h"

#include "cost/evaluate.h"

namespace psa {

std::vector<RecipeCheck> checkRecipes(const std::vector<PublishedRun>& runs, const Profile& p, int threads)
{
    std::vector<RecipeCheck> out;
    for (const PublishedRun& run : runs) {
        if (!run.usable)
            continue;
        RecipeCheck c;
        c.run = &run;
        EvaluateOptions o;
        o.warnings = false;
        c.recipe = evaluate(run.scenario, run.strategy, p, o);
        if (!c.recipe.valid)
            continue;
        c.recipe_verdict = uncertaintyFor(c.recipe, p).verdict;
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
