// The one input type every front end builds: model + cluster + training settings.
#pragma once

#include "spec/cluster_spec.h"
#include "spec/model_spec.h"
#include "spec/training_spec.h"

namespace psa {

struct Scenario {
    ModelSpec model;
    ClusterSpec cluster;
    TrainingSpec training;
};

}  // namespace psa
