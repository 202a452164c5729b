// Unit constants shared by the cost model and the reports.
#pragma once

namespace psa {

inline constexpr double kGiB = 1024.0 * 1024.0 * 1024.0;  // bytes per GiB (memory is reported in binary units)

}  // namespace psa
