// Leave-one-source-out cross-validation of the calibration fit: the errors a user should be told.
// For each source group, the fitted constants are refitted on the runs of every other source and
// that group's runs are predicted with the result, so no run is predicted by a fit that saw it.
// The error bars every estimate carries (Profile::throughput_error_*, memory_error_*) come from
// these held-out errors, never from the in-sample residuals of the same fit.
#pragma once

#include <string>
#include <vector>

#include "calibration/fit.h"
#include "calibration/profile.h"
#include "calibration/runs.h"

namespace psa {

struct HeldOutFold {
    std::string group;    // the source left out
    Profile profile;      // fitted on the other sources
    int runs_fitted = 0;  // usable runs the fold's fit used
};

struct CrossValidation {
    std::vector<HeldOutFold> folds;          // one per source group, in the order groups first appear
    std::vector<RunPrediction> predictions;  // each run predicted by the fold that left its source out
    std::vector<ValidationRow> rows;         // summarize(predictions): per source + "all" (last)
};

// The runs must outlive the result (predictions point into them). `params` as for fitProfile().
CrossValidation crossValidate(const std::vector<PublishedRun>& runs, const Profile& start, const std::vector<FitParameter>& params);

}  // namespace psa
