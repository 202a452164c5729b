// Scoring and ranking of the search's candidates (seed phase 7; statistical ties, issue 11): the order and
// the flags every view shows. Split from the search because it is its sequential part, tuned for speed
// (issue 14 item 3) without changing a result: the order is that of one comparison sort of the candidates
// in enumeration order, whatever the thread count.
#pragma once

#include <vector>

#include "search/search.h"

namespace psa {

// Scores every candidate, marks the tied ones (fitting, within tieBand of the fastest fitting) and the Pareto
// front of tokens/s against memory, and orders them best first: the tied by the tie-break then the score, then
// the other fitting ones, then those that do not fit, each by score, tokens/s and layout. `threads` may share
// the work; the result does not depend on it.
void scoreAndRank(std::vector<Candidate>& cands, const ScoreWeights& w, double headroom, double tieBand, int threads);

}  // namespace psa
