// One parallel strategy: the degrees of every dimension and the per-run options.
#pragma once

#include <optional>
#include <string>

#include "util/result.h"

namespace psa {

enum class Recompute { None, Selective, Full };
enum class Schedule { GPipe, OneFOneB, Interleaved, ZBH1, ZBV, DualPipe };

struct Strategy {
    int dp = 0;    // 0 = derive from the device count
    int tp = 1;
    int pp = 1;
    int cp = 1;
    int ep = 1;
    int etp = 0;   // 0 = same as tp for MoE models (Megatron default), 1 for dense
    int vpp = 1;   // virtual stages per pipeline rank
    int mbs = 1;   // micro-batch size (sequences)
    int zero = 1;  // 0 = DDP, 1 = distributed optimizer / ZeRO-1, 2 = ZeRO-2, 3 = ZeRO-3 / FSDP full shard
    Recompute recompute = Recompute::Selective;
    Schedule schedule = Schedule::OneFOneB;
    bool sp = true;              // sequence parallelism (only meaningful with tp > 1)
    bool optimizer_offload = false;
    bool uneven_pp = false;      // first/last stages may hold fewer layers (Megatron --decoder-first/last-pipeline-num-layers)
    // TP communication overlapped with the GEMMs (Megatron --tp-comm-overlap, torchtitan async TP); empty = the
    // framework's default (FrameworkFeatures::tp_comm_overlap_default). Written as "tp_overlap=on|off" only when set.
    std::optional<bool> tp_overlap;
    // MoE all-to-all of one micro-batch overlapped with another micro-batch's compute (Megatron
    // --overlap-moe-expert-parallel-comm); empty = the framework's default. Written as "ep_overlap=on|off" when set.
    std::optional<bool> ep_overlap;

    bool operator==(const Strategy&) const = default;
};

const char* toString(Recompute r);
const char* toString(Schedule s);
Result<Recompute> parseRecompute(const std::string& text);
Result<Schedule> parseSchedule(const std::string& text);

// Parses "dp=8,tp=8,pp=2,cp=1,ep=1,etp=1,vpp=1,mbs=1,zero=1,recompute=selective,schedule=1f1b,sp=on".
// Keys may be omitted (defaults above); dp=0 means "derive from the device count".
Result<Strategy> parseStrategy(const std::string& text);
std::string formatStrategy(const Strategy& s);

// "DP=8 … on 16 GPUs": a strategy whose explicit degrees cover a proper divisor of the cluster runs
// on the devices it covers. Returns that device count; nullopt when dp is derived (0) or the
// strategy covers the cluster or does not divide it (then the validity rules speak).
std::optional<int> devicesCoveredBy(const Strategy& s, int num_devices);
// Compact, human form: "DP=4 TP=8 PP=2 VPP=2 ZeRO-1 mbs=1 recompute=selective 1f1b" (EP/ETP/CP only when > 1).
std::string describeStrategy(const Strategy& s);

}  // namespace psa
