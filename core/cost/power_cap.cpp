#include "cost/power_cap.h"

#include <algorithm>
#include <cmath>

#include "calibration/profile.h"
#include "spec/cluster_spec.h"

namespace psa {

bool powerCapBinds(const ClusterSpec& cluster)
{
    const double tdp = cluster.device.tdp_w;
    return cluster.power_cap_w > 0 && (tdp <= 0 || cluster.power_cap_w < tdp);
}

double powerClockExponent(const DeviceSpec& device, const Profile& p)
{
    return device.power_clock_exponent > 0 ? device.power_clock_exponent : p.power_cap_clock_exponent;
}

double sustainedClock(const ClusterSpec& cluster, const Profile& p)
{
    const double tdp = cluster.device.tdp_w;
    if (!powerCapBinds(cluster) || tdp <= 0)  // no TDP: nothing to scale the clock against
        return 1.0;
    return std::min(1.0, std::pow(cluster.power_cap_w / tdp, powerClockExponent(cluster.device, p)));
}

}  // namespace psa
