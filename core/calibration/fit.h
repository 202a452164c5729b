// Fits calibration constants to measured runs (coordinate descent with golden-section line searches).
// Objective: mean squared log-ratio of predicted to measured throughput (tokens/s, else TFLOP/s),
// each run's term capped so that one outlier cannot dominate.
#pragma once

#include <string>
#include <vector>

#include "calibration/profile.h"
#include "calibration/runs.h"

namespace psa {

struct FitParameter {
    std::string key;  // a Profile constant
    double lo = 0;
    double hi = 0;
};

// The constants marked "fitted" in profile.h, with their search ranges.
std::vector<FitParameter> defaultFitParameters();

struct FitResult {
    Profile profile;
    double objective_before = 0;
    double objective_after = 0;
    int runs_used = 0;
    std::vector<std::string> fitted;
    std::vector<std::string> held_fixed;  // "name: reason"
};

// Minimum usable runs per free parameter; parameters whose feature no run exercises stay fixed.
constexpr int kRunsPerFreeParameter = 5;

FitResult fitProfile(const std::vector<PublishedRun>& runs, const Profile& start, const std::vector<FitParameter>& params);
double fitObjective(const std::vector<PublishedRun>& runs, const Profile& p);

}  // namespace psa
