// nccl-tests output (all_reduce_perf, all_gather_perf, alltoall_perf, …) → per-link bus bandwidth and
// latency for the calibration profile (issue 6, cost-model.md §5.1).
//
// The parser reads the standard stdout of NVIDIA's nccl-tests: '#' header lines (version, "Collective
// test starting", nThread/nGpus, one "Rank N Group G Pid … on HOST device D [bus] NAME" line per rank,
// the two column-header lines), the data rows and the '#' footer (out-of-bounds, average bus bandwidth).
// Lines that are neither '#' lines nor start with an integer (MPI warnings, "NCCL version …",
// NCCL INFO lines) are ignored; a line that starts with an integer is a data row and must parse.
// Only the first test of a file is read (a second "Collective test starting" ends it).
#pragma once

#include <string>
#include <string_view>
#include <vector>

#include "calibration/profile.h"
#include "spec/cluster_spec.h"
#include "util/result.h"

namespace psa {

struct NcclRow {
    double size_bytes = 0;  // nccl-tests "size": AllReduce buffer, AllGather output, alltoall send buffer
    double count = 0;       // elements, as printed (per-rank count for all_gather/alltoall)
    std::string type;       // "float", "half", "bfloat16", …
    double time_us = 0;
    double algbw_gbps = 0;  // size / time
    double busbw_gbps = 0;  // algbw × the collective's bus factor (2(n−1)/n, (n−1)/n, 1)
};

struct NcclTable {
    std::string collective;  // "all_reduce" | "all_gather" | "reduce_scatter" | "alltoall" | "sendrecv" |
                             // "broadcast" | "reduce" | "gather" | "scatter" | "hypercube"
    int ranks = 0;           // distinct "Rank N" lines, else nThread × nGpus from the header
    std::vector<NcclRow> out_of_place, in_place;  // in_place is empty when the rows carry only one half
    double avg_busbw_gbps = 0;                    // footer "Avg bus bandwidth", 0 when absent
};

// Never throws. Errors: field = "ORIGIN" or "ORIGIN:LINE", codes "empty", "no_rows", "bad_row",
// "bad_number", "unknown_collective", "unknown_ranks".
Result<NcclTable> parseNcclTests(std::string_view text, const std::string& origin);

// The collective's canonical name from a string containing it ("all_reduce_perf", "alltoall_perf_16xH100.txt",
// "/x/reduce_scatter.log"); the longest known name wins (reduce_scatter over reduce). Empty when none.
std::string ncclCollectiveName(std::string_view text);

struct LinkFit {
    double busbw_gbps = 0;   // median out-of-place busbw of the large messages
    double alpha_s = 0;      // small-message time ÷ the model's latency steps for this collective and size
    int ranks = 0;
    std::string collective;
    double small_time_s = 0;  // the median small-message time itself (before dividing by the steps)
    int large_rows = 0;       // rows the busbw median was taken over
    int small_rows = 0;       // rows the latency median was taken over
};

// busbw: median of the out-of-place busbw over the rows with size ≥ 64 MiB, or over the top quarter of
// the (non-zero) sizes when none is that large. alpha: median out-of-place time of the rows with
// 0 < size ≤ 64 KiB (else the smallest non-zero row), divided by the latency steps collectives.cpp
// charges a group of `ranks` inside one domain: AllReduce 2·⌈log₂ n⌉, ReduceScatter/AllGather and the
// tree-like broadcast/reduce/gather/scatter ⌈log₂ n⌉, all-to-all and send/recv 1 (collectives.cpp
// charges α once per level for allToAll and sendRecv). Rows of size 0 (nccl-tests prints them when the
// size is below ranks × element size) are skipped. A table without rows gives zeros.
LinkFit fitLink(const NcclTable& table);

// Writes the fit into the profile. scaleOut = false: scale_up_bus_efficiency and alpha_scale_up_s;
// true: scale_out_bus_efficiency and alpha_scale_out_s.
//
// The efficiency is the one with which the cost model (collectives.cpp, the group placed on contiguous
// ranks as Megatron does) reproduces the benchmark's large-message time. For a group inside one
// scale-up domain, and for scaleOut with ranks ≤ the domain (taken as one rank per node), the model's
// bus factors equal nccl-tests', so it is exactly busbw / device.scale_{up,out}_gbps. For scaleOut with
// a group spanning domains (e.g. 16 ranks on 2 nodes of 8) the model's two-level cost is inverted
// with the profile's current scale-up efficiency held: the intra-node share of the traffic is not
// charged to the NIC. The same holds for α: inside one domain α = fit.alpha_s; across domains α_out is
// the value that makes the model's small-message latency equal the measured one (α_up held), falling
// back to fit.alpha_s when that is not positive.
// The efficiency is clamped to (0, 1.5]; Errors: the device lacks the bandwidth ("device.scale_up_gbps"
// / "device.scale_out_gbps", "missing_bandwidth"), the fit has no bandwidth ("no_bandwidth"), a scale-up
// fit from a group spanning domains ("spans_scale_out"), or a measurement the model cannot reproduce
// with any efficiency ("inconsistent"). α is left unchanged when the fit has none (alpha_s ≤ 0).
Result<bool> applyLinkFit(Profile& p, const LinkFit& fit, const DeviceSpec& device, bool scaleOut);

}  // namespace psa
