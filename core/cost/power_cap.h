// Throughput under a board power limit (issue 12 item 3: `--power-cap-w`). A capped device lowers its clock
// until its power fits: the tensor cores' throughput follows the clock, HBM and the links do not.
#pragma once

namespace psa {

struct ClusterSpec;
struct DeviceSpec;
struct Profile;

// The exponent of the device's clock-power curve: its own (DeviceSpec::power_clock_exponent) where the catalog
// has one, else Profile::power_cap_clock_exponent.
double powerClockExponent(const DeviceSpec& device, const Profile& p);

// Fraction of the full clock sustained under the cluster's power cap: min(1, (cap / TDP)^exponent), 1 when no
// cap is set, the cap is at or above the TDP, or the device has no published TDP. The exponent is the device's
// (DeviceSpec::power_clock_exponent: Hopper 0.30, Blackwell 0.70, from the vendor's lower-power SKUs of the same
// die), else Profile::power_cap_clock_exponent (1/3, the textbook f³ law).
double sustainedClock(const ClusterSpec& cluster, const Profile& p);
// Whether the cap limits the device: set, and below its TDP (or the TDP is not published).
bool powerCapBinds(const ClusterSpec& cluster);

}  // namespace psa
