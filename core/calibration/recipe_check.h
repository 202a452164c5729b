// How the search's pick compares with a published, expert-tuned recipe on the same workload (issue 11):
// psa's prediction of the recipe's own layout, the layout the search recommends for the same model,
// cluster, batch, precision and framework, the speed-up it claims over the recipe, and the memory
// class it gives the recipe (a recipe that ran must not be called "does not fit").
#pragma once

#include <optional>
#include <string>
#include <vector>

#include "calibration/profile.h"
#include "calibration/runs.h"
#include "calibration/validation.h"
#include "cost/estimate.h"
#include "search/search.h"

namespace psa {

struct RecipeCheck {
    const PublishedRun* run = nullptr;
    Estimate recipe;                 // psa's estimate of the published layout
    MemoryVerdict recipe_verdict = MemoryVerdict::NotEvaluated;
    std::optional<Candidate> pick;   // the search's recommendation (none: nothing fits)
    double claimed_gain = 0;         // pick tokens/s ÷ recipe tokens/s − 1 (both psa's predictions)
    bool pick_tied = false;          // the recipe's predicted speed is inside the pick's tie band
};

// The claim psa may make over a tuned recipe before the check calls it implausible: the issue's
// acceptance bound (15 %), about the cross-validated median throughput error.
constexpr double kMaxClaimOverRecipe = 0.15;

// One check per usable run whose layout evaluates as valid. Searches with the run's framework and
// precision fixed and the default constraints; `threads` as search().
std::vector<RecipeCheck> checkRecipes(const std::vector<PublishedRun>& runs, const Profile& p, int threads = 0);

}  // namespace psa
