// The one definition of a layout's memory class (issue 11 item 6, issue 15 item 4), used by the
// search's ranking, the reports and every view:
//   does not fit — more than the usable memory (capacity minus the constraints' headroom);
//   risky        — within the usable memory, but the free memory is below the memory model's
//                  90th-percentile error (Profile::memory_error_p90) of the capacity;
//   fits         — otherwise.
#pragma once

#include "calibration/profile.h"
#include "cost/estimate.h"

#include <string>

namespace psa {

enum class MemoryClass { Fits, Risky, DoesNotFit };

// Memory kept free unless the user says otherwise (--headroom, the Constraints form): allocator caches and
// transient buffers the estimate does not itemise. The search, `psa evaluate` and every view use it.
inline constexpr double kDefaultMemoryHeadroom = 0.10;

// `headroom`: SearchConstraints::memory_headroom; `riskyHeadroom`: Profile::memory_error_p90 (fractions of capacity).
MemoryClass memoryClass(double memoryBytes, double capacityBytes, double headroom, double riskyHeadroom);
// An invalid estimate does not fit.
MemoryClass memoryClass(const Estimate& e, double headroom, const Profile& p);
struct Candidate;
// A search candidate's class, as the search computed it (Candidate::fits, Candidate::risky).
MemoryClass memoryClassOf(const Candidate& c);

// "fits", "risky", "does_not_fit": JSON values (never translated).
const char* memoryClassKey(MemoryClass c);
// "fits", "risky", "does not fit" in the installed language.
std::string memoryClassName(MemoryClass c);

} // namespace psa
