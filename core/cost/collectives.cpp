#include "cost/collectives.h"

#include <algorithm>
#include <cmath>

namespace psa {

namespace {
constexpr double kBytesPerGB = 1e9;
// Ring AllReduce moves 2(n−1)/n of the buffer per rank; RS/AG (n−1)/n [NCCL-T ✔].
constexpr double kAllReduceSteps = 2.0;

// Latency term: α is the per-collective launch latency (§5.1 ○ values); NCCL's tree / low-latency
// protocols grow it as O(log n) rather than the ring's 2(n − 1) [§5.1, THAKUR ○].
double latencySteps(double n) { return n > 1 ? std::ceil(std::log2(n)) : 0.0; }
}  // namespace

LinkModel linkModel(const ClusterSpec& c, const Profile& p)
{
    LinkModel l;
    l.up_bytes_per_s = c.device.scale_up_gbps * kBytesPerGB * p.scale_up_bus_efficiency;
    l.out_bytes_per_s = c.device.scale_out_gbps * kBytesPerGB * p.scale_out_bus_efficiency;
    // A device without a scale-out figure (single-node parts) falls back to its scale-up link.
    if (l.out_bytes_per_s <= 0)
        l.out_bytes_per_s = l.up_bytes_per_s;
    if (l.up_bytes_per_s <= 0)
        l.up_bytes_per_s = l.out_bytes_per_s;
    l.dispatch_out_bytes_per_s = c.device.scale_out_gbps > 0
        ? c.device.scale_out_gbps * kBytesPerGB * p.ep_dispatch_nic_efficiency
        : l.out_bytes_per_s;
    l.alpha_up_s = p.alpha_scale_up_s;
    l.alpha_out_s = p.alpha_scale_out_s;
    l.ring_hop_up_s = p.ring_hop_latency_up_s;
    l.ring_hop_out_s = p.ring_hop_latency_out_s;
    l.domain = std::max(1, c.scaleUpDomain());
    return l;
}

Placement placeGroup(int size, int stride, int domain)
{
    Placement g;
    g.size = std::max(1, size);
    stride = std::max(1, stride);
    g.per_domain = stride >= domain ? 1 : std::clamp(domain / stride, 1, g.size);
    g.domains = (g.size + g.per_domain - 1) / g.per_domain;
    return g;
}

namespace {

// Two-level reduce: RS+AG (or one of them) inside the domain on S, then across domains on S/a (§5.1 D).
// Latency of one level: the tree-like O(log n) growth NCCL's all-reduce gets, or the ring's n − 1 steps
// (all-gather and reduce-scatter run as rings in NCCL): a per-collective launch latency plus one hop per step.
enum class Algorithm { Tree, Ring };
double levelLatency(Algorithm algo, double steps, double members, double alpha, double hop)
{
    if (members <= 1)
        return 0.0;
    return algo == Algorithm::Ring ? alpha + (members - 1) * hop : steps * latencySteps(members) * alpha;
}

CollectiveCost hierarchical(double S, const Placement& g, const LinkModel& l, double steps, Algorithm algo)
{
    CollectiveCost c;
    if (g.size <= 1 || S <= 0)
        return c;
    const double a = g.per_domain;
    const double n = g.domains;
    if (a > 1) {
        const double frac = steps * (a - 1) / a;
        c.time_s += frac * S / l.up_bytes_per_s + levelLatency(algo, steps, a, l.alpha_up_s, l.ring_hop_up_s);
        c.bytes_sent += frac * S;
    }
    if (n > 1) {
        const double frac = steps * (n - 1) / n;
        c.time_s += frac * (S / a) / l.out_bytes_per_s + levelLatency(algo, steps, n, l.alpha_out_s, l.ring_hop_out_s);
        c.bytes_sent += frac * S / a;
    }
    return c;
}

}  // namespace

CollectiveCost allReduce(double S, const Placement& g, const LinkModel& l)
{
    return hierarchical(S, g, l, kAllReduceSteps, Algorithm::Tree);
}
CollectiveCost reduceScatter(double S, const Placement& g, const LinkModel& l) { return hierarchical(S, g, l, 1.0, Algorithm::Ring); }
CollectiveCost allGather(double S, const Placement& g, const LinkModel& l) { return hierarchical(S, g, l, 1.0, Algorithm::Ring); }

CollectiveCost allToAll(double S, const Placement& g, const LinkModel& l)
{
    CollectiveCost c;
    if (g.size <= 1 || S <= 0)
        return c;
    const double n = g.size;
    const double inside = (g.per_domain - 1) / n;   // share of destinations inside the domain
    const double outside = (n - g.per_domain) / n;  // share that crosses the NIC (§5.2 EP: (ep − g)/ep)
    // The two links work concurrently; the slower share sets the time.
    c.time_s = std::max(S * inside / l.up_bytes_per_s, S * outside / l.out_bytes_per_s)
        + (g.per_domain > 1 ? l.alpha_up_s : 0.0) + (g.domains > 1 ? l.alpha_out_s : 0.0);
    c.bytes_sent = S * (inside + outside);
    return c;
}

CollectiveCost domainDedupAllToAll(double S, double rankShare, double crossShare, const Placement& g, const LinkModel& l)
{
    CollectiveCost c;
    if (g.size <= 1 || S <= 0)
        return c;
    // Forwarded over the scale-up link to each destination device inside a domain, once per device.
    const double inside = std::clamp(rankShare, 0.0, 1.0) * (g.per_domain - 1) / double(g.per_domain);
    const double outside = std::clamp(crossShare, 0.0, 1.0);
    // The NIC part runs at what DeepEP's RDMA kernels reach (LinkModel::dispatch_out_bytes_per_s), not NCCL's busbw.
    const double nic = l.dispatch_out_bytes_per_s > 0 ? l.dispatch_out_bytes_per_s : l.out_bytes_per_s;
    c.time_s = std::max(S * inside / l.up_bytes_per_s, S * outside / nic) + (g.per_domain > 1 ? l.alpha_up_s : 0.0)
        + (g.domains > 1 ? l.alpha_out_s : 0.0);
    c.bytes_sent = S * (inside + outside);
    return c;
}

namespace {
// P(a given one of `groups` equal groups of the E experts holds none of a token's k distinct experts)
// = C(E − E/groups, k) / C(E, k).
double shareOfGroupsMissed(int experts, int topK, int groups)
{
    const double perGroup = double(experts) / groups;
    double none = 1.0;
    for (int i = 0; i < topK && none > 0; ++i)
        none *= std::max(0.0, (experts - perGroup - i) / double(experts - i));
    return none;
}
}  // namespace

double expectedRemoteDomains(int experts, int topK, int domains)
{
    if (domains <= 1 || experts <= 0 || topK <= 0)
        return 0.0;
    return (domains - 1) * (1.0 - shareOfGroupsMissed(experts, topK, domains));
}

double expectedDestinationDevices(int experts, int topK, int devices)
{
    if (experts <= 0 || topK <= 0)
        return 0.0;
    if (devices <= 1)
        return 1.0;
    return devices * (1.0 - shareOfGroupsMissed(experts, topK, devices));
}

CollectiveCost sendRecv(double S, bool crossesScaleOut, const LinkModel& l)
{
    CollectiveCost c;
    if (S <= 0)
        return c;
    c.time_s = crossesScaleOut ? l.alpha_out_s + S / l.out_bytes_per_s : l.alpha_up_s + S / l.up_bytes_per_s;
    c.bytes_sent = S;
    return c;
}

}  // namespace psa
