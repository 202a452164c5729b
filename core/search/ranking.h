// Scoring and ranking of the search's candidates (seed phase 7; statistical ties, issue 11): the order and
// the flags every view shows. Split from the search because it is its sequential part, tuned for speed
// (issue 14 item 3) without changing a result: the order is that of one comparison sort of the candidates
// in enumeration order, whatever the thread count.
#pragma once

#include <vector>

#include "search/search.h"

namespace psa {

// The score's weighted terms for one candidate (Σ = Candidate::score): throughput relative to `bestTokens` (the
// fastest fitting candidate's tokens/s), free memory after the headroom (credit up to a fifth of the usable
// capacity), and the shares of the step not spent in exposed communication or the bubble.
struct ScoreParts {
    double throughput = 0, memory = 0, comm = 0, bubble = 0;
    [[nodiscard]] double sum() const { return throughput + memory + comm + bubble; }
};
ScoreParts scoreParts(const Candidate& c, const ScoreWeights& w, double headroom, double bestTokens);

// Scores every candidate, marks the tied ones (fitting, within tieBand of the fastest fitting) and the Pareto
// front of tokens/s against memory, and orders them best first: the tied by the tie-break then the score, then
// the other fitting ones, then those that do not fit, each by score, tokens/s and layout. `threads` may share
// the work; the result does not depend on it.
// Returns the tokens/s the throughput term is relative to (the fastest fitting candidate's, else the fastest's).
double scoreAndRank(std::vector<Candidate>& cands, const ScoreWeights& w, double headroom, double tieBand, int threads);

}  // namespace psa
