// Collective cost model (cost-model.md §5.1): nccl-tests bus-bandwidth factors, α-β latency,
// and a two-level (scale-up domain, then scale-out) hierarchy for groups that span domains.
#pragma once

#include "calibration/profile.h"
#include "spec/cluster_spec.h"

namespace psa {

struct LinkModel {
    double up_bytes_per_s = 0;   // achieved busbw inside the scale-up domain
    double out_bytes_per_s = 0;  // achieved busbw per device across domains
    double dispatch_out_bytes_per_s = 0; // what DeepEP / HybridEP's dispatch and combine get out of the NIC
    double alpha_up_s = 0;
    double alpha_out_s = 0;
    double ring_hop_up_s = 0;   // per ring step inside the domain (all-gather, reduce-scatter)
    double ring_hop_out_s = 0;  // per ring step across domains
    int domain = 8;              // devices per scale-up domain
};

LinkModel linkModel(const ClusterSpec& c, const Profile& p);

// Where a process group sits, given its size and the rank stride between members (Megatron order).
struct Placement {
    int size = 1;
    int per_domain = 1;  // members inside one scale-up domain
    int domains = 1;     // scale-up domains spanned
    [[nodiscard]] bool crossesScaleOut() const { return domains > 1; }
};

Placement placeGroup(int size, int stride, int domain);

struct CollectiveCost {
    double time_s = 0;
    double bytes_sent = 0;  // per device
};

// S = full buffer (AllReduce input, AllGather output, ReduceScatter input), in bytes.
CollectiveCost allReduce(double S, const Placement& g, const LinkModel& l);
CollectiveCost reduceScatter(double S, const Placement& g, const LinkModel& l);
CollectiveCost allGather(double S, const Placement& g, const LinkModel& l);
// S = bytes each rank sends in total (split evenly over the group, its own share stays local).
CollectiveCost allToAll(double S, const Placement& g, const LinkModel& l);
// The same dispatch as DeepEP / HybridEP run it (Megatron's flex dispatcher), of the bytes S (all routed copies):
// only `crossShare` crosses the NIC — one copy per remote domain a token reaches — and `rankShare` travels over
// the scale-up link — one copy per destination device, not per expert — forwarded to the experts inside each
// domain. Without crossing domains (crossShare 0) it is the per-device dispatch inside one domain.
CollectiveCost domainDedupAllToAll(double S, double rankShare, double crossShare, const Placement& g, const LinkModel& l);
// Expected number of remote scale-up domains one token's top-k experts fall in, when E experts are spread
// evenly over `domains` domains and routing is uniform (k distinct experts drawn without replacement).
double expectedRemoteDomains(int experts, int topK, int domains);
// Expected number of devices (own included) holding one of a token's top-k experts, E experts spread evenly over
// `devices` devices, uniform routing: devices·(1 − C(E − E/devices, k)/C(E, k)); at most k.
double expectedDestinationDevices(int experts, int topK, int devices);
CollectiveCost sendRecv(double S, bool crossesScaleOut, const LinkModel& l);

}  // namespace psa
