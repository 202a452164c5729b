#include "calibration/cross_validation.h"

#include <algorithm>

namespace psa {

CrossValidation crossValidate(const std::vector<PublishedRun>& runs, const Profile& start, const std::vector<FitParameter>& params)
{
    CrossValidation cv;
    std::vector<std::string> groups;
    for (const auto& r : runs)
        if (std::find(groups.begin(), groups.end(), r.group) == groups.end())
            groups.push_back(r.group);

    std::vector<RunPrediction> byRun(runs.size());
    for (const auto& group : groups) {
        std::vector<PublishedRun> training;
        for (const auto& r : runs)
            if (r.group != group)
                training.push_back(r);
        const FitResult fit = fitProfile(training, start, params);
        cv.folds.push_back({group, fit.profile, fit.runs_used});
        // Predict the left-out source with the fold's profile; keep the runs' own order.
        for (std::size_t i = 0; i < runs.size(); ++i) {
            if (runs[i].group != group)
                continue;
            const std::vector<RunPrediction> one = predictRuns({runs[i]}, fit.profile);
            if (one.empty())
                continue;  // not usable: predictRuns() skips it in every fold alike
            byRun[i] = one.front();
            byRun[i].run = &runs[i];
        }
    }
    for (auto& p : byRun)
        if (p.run)
            cv.predictions.push_back(std::move(p));
    cv.rows = summarize(cv.predictions);
    return cv;
}

}  // namespace psa
