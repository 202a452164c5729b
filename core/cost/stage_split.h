// How a pipeline distributes the model's layers over its stages, and which stages can be the worst.
#pragma once

#include "spec/model_spec.h"

#include <algorithm>
#include <array>

namespace psa {

struct StageLayers {
    int dense = 0;
    int moe = 0;
    int linear = 0;  // of these dense + moe layers, those with linear attention (hybrid models)
};

// Even split; a remainder goes to the middle stages first, so the first stage (embedding) and the
// last stage (loss) hold fewer layers, as Megatron's account-for-embedding/loss split does [§6 notes].
class StageSplit {
public:
    StageSplit(const ModelSpec& m, int pp)
        : m_(m)
        , pp_(std::max(1, pp))
        , base_(m.layers / pp_)
        , rem_(m.layers % pp_)
    {
    }
    [[nodiscard]] int stages() const { return pp_; }
    [[nodiscard]] int count(int j) const
    {
        const int middle = std::max(0, pp_ - 2);
        const int toMiddle = std::min(rem_, middle);
        int c = base_;
        if (j > 0 && j < pp_ - 1 && j <= toMiddle)
            ++c;
        const int left = rem_ - toMiddle; // at most 2: last stage first, then the first
        if (left >= 1 && j == pp_ - 1)
            ++c;
        if (left >= 2 && j == 0)
            ++c;
        return c;
    }
    [[nodiscard]] int start(int j) const
    {
        int s = 0;
        for (int k = 0; k < j && k < 3; ++k)
            s += count(k);
        if (j >= 3) // stages 1..j-1 beyond the first three are all base or base+1
            s = count(0) + (j - 1) * base_ + std::min(j - 1, std::min(rem_, std::max(0, pp_ - 2)));
        return s;
    }
    [[nodiscard]] StageLayers layers(int j) const
    {
        const int a = start(j), n = count(j);
        const int moe = m_.moeLayersBefore(a + n) - m_.moeLayersBefore(a);
        const int linear = m_.linearAttentionLayersBefore(a + n) - m_.linearAttentionLayersBefore(a);
        return { n - moe, moe, linear };
    }
    // The most layers any stage holds: the fullest stage sets the pace of per-layer collectives.
    [[nodiscard]] int maxLayers() const { return base_ + (rem_ > 0 ? 1 : 0); }
    // The stages that can be worst: first (embedding, most in flight), second (first full one), last (loss).
    [[nodiscard]] std::array<int, 3> candidates() const { return { 0, std::min(1, pp_ - 1), pp_ - 1 }; }

private:
    const ModelSpec& m_;
    int pp_, base_, rem_;
};

} // namespace psa
