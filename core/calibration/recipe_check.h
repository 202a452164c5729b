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
    Estimate recipe;                 // psa's estimate of the published layout (completed: see below)
    // The settings the source did not publish (micro-batch, recompute, virtual stages), completed with the fastest
    // choice that fits, e.g. "mbs 4, recompute none"; empty when the source published them all.
    std::string completed;
    MemoryVerdict recipe_verdict = MemoryVerdict::NotEvaluated;
    std::optional<Candidate> pick;   // the search's recommendation (none: nothing fits)
    double claimed_gain = 0;         // pick tokens/s ÷ recipe tokens/s − 1 (both psa's predictions)
    bool pick_tied = false;          // the recipe's predicted speed is inside the pick's tie band
    bool batch_published = true;     // false: the source did not publish the batch (the pick is for a guess)
    // A sweep point, not a tuned recipe: the same source measured this workload faster on no more devices with
    // another layout (dominatedBy). Its id and the measured margin; empty when the run is the fastest of its kind.
    std::string faster_sibling;
    double sibling_margin = 0;
    [[nodiscard]] bool tunedRecipe() const { return batch_published && faster_sibling.empty(); }
};

// Measured throughput of two runs differs by at least this before one is called faster (run-to-run noise of
// published benchmark tables: a few per cent).
constexpr double kSiblingMargin = 0.03;

// The run of the same source, model, device, sequence length, precision (and FP8 recipe), framework and
// torch.compile setting that was measured at least kSiblingMargin faster per device on the same or fewer devices:
// evidence that `run` is a point of a sweep (a TP degree, a recompute setting) rather than the source's tuned
// layout. nullptr when none is.
const PublishedRun* dominatedBy(const PublishedRun& run, const std::vector<PublishedRun>& runs, double* margin = nullptr);

// The claim psa may make over a tuned recipe before the check calls it implausible: the issue's
// acceptance bound (15 %), about the cross-validated median throughput error.
constexpr double kMaxClaimOverRecipe = 0.15;

// One check per usable run whose layout evaluates as valid. Searches with the run's framework and
// precision fixed and the default constraints; `threads` as search().
std::vector<RecipeCheck> checkRecipes(const std::vector<PublishedRun>& runs, const Profile& p, int threads = 0);

}  // namespace psa
