// Unit constants shared by the cost model and the reports.
#pragma once

#include <cmath>

namespace psa {

inline constexpr double kGiB = 1024.0 * 1024.0 * 1024.0;  // bytes per GiB (memory is reported in binary units)

// Bytes as GiB for the reports; a non-finite figure (an invalid estimate) reads 0.
inline double gib(double bytes) { return std::isfinite(bytes) ? bytes / kGiB : 0.0; }

}  // namespace psa
