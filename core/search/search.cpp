#include "search/search.h"
#include "search/memory_class.h"
#include "search/ranking.h"

#include <algorithm>
#include <atomic>
#include <condition_variable>
#include <mutex>
#include <chrono>
#include <cmath>
#include <fmt/format.h>
#include <thread>
#include <tuple>

#include "cost/evaluate.h"
#include "cost/validity.h"
#include "spec/framework.h"
#include "util/text.h"

namespace psa {

namespace {

constexpr auto kProgressInterval = std::chrono::milliseconds(20);
constexpr int kCpChunksPerRank = 2;  // §7.4
constexpr int kStop = 0, kNoFit = 1, kFits = 2;  // visitor results

std::vector<int> divisors(long long n)
{
    std::vector<int> d;
    for (long long i = 1; i * i <= n; ++i)
        if (n % i == 0) {
            d.push_back(int(i));
            if (i * i != n)
                d.push_back(int(n / i));
        }
    std::sort(d.begin(), d.end());
    return d;
}

struct Outer {
    int tp, pp, cp, dp, ep, etp;
};

struct Enumeration {
    std::vector<Outer> outers;
    std::map<std::string, long long> pruned;
    long long considered = 0;
};

bool pipelineSplitOk(int L, int pp) { return L >= pp && (L % pp == 0 || (pp > 1 && ((L + 1) % pp == 0 || (L + 2) % pp == 0))); }

Enumeration enumerateLayouts(const Scenario& sc, const SearchConstraints& c)
{
    Enumeration en;
    const FrameworkFeatures& fw = frameworkFeatures(frameworkOf(sc));
    const ModelSpec& m = sc.model;
    const long long N = sc.cluster.num_devices;
    auto prune = [&](const char* rule) {
        ++en.pruned[rule];
        ++en.considered;
    };
    for (int tp : divisors(N)) {
        if (!c.tp.allows(tp)) {
            prune("constraint: tp");
            continue;
        }
        if (m.heads % tp != 0 || (!m.mla.enabled && m.kv_heads % tp != 0 && tp % m.kv_heads != 0) || (m.ffn > 0 && m.ffn % tp != 0)) {
            prune("§7.3 heads / query groups / FFN not divisible by tp");
            continue;
        }
        for (int pp : divisors(N / tp)) {
            if (!c.pp.allows(pp)) {
                prune("constraint: pp");
                continue;
            }
            if (!pipelineSplitOk(m.layers, pp)) {
                prune("§7.5 layers not divisible by pp");
                continue;
            }
            if (m.layers % pp != 0 && !fw.uneven_stages) {
                prune("framework: no uneven pipeline stages");
                continue;
            }
            for (int cp : divisors(N / tp / pp)) {
                if (!c.cp.allows(cp) || (cp > 1 && !c.allow_cp)) {
                    prune("constraint: cp");
                    continue;
                }
                if (cp > 1 && !fw.ring_cp) {
                    prune("framework: no ring context parallelism");
                    continue;
                }
                if (cp > 1 && sc.training.seq_len % (kCpChunksPerRank * cp) != 0) {
                    prune("§7.4 sequence not divisible by 2·cp");
                    continue;
                }
                const int dp = int(N / tp / pp / cp);
                if (!c.dp.allows(dp)) {
                    prune("constraint: dp");
                    continue;
                }
                if (sc.training.global_batch % dp != 0) {
                    prune("§7.6 global batch not divisible by dp");
                    continue;
                }
                if (!m.isMoe()) {
                    en.outers.push_back({tp, pp, cp, dp, 1, tp});
                    ++en.considered;
                    continue;
                }
                for (int ep : divisors(N / pp)) {
                    if (!c.ep.allows(ep)) {
                        prune("constraint: ep");
                        continue;
                    }
                    if (m.moe.num_experts % ep != 0) {
                        prune("§7.2 experts not divisible by ep");
                        continue;
                    }
                    if (ep > 1 && !fw.expert_parallel) {
                        prune("framework: no expert parallelism");
                        continue;
                    }
                    std::vector<int> etps = {1};
                    if (tp > 1)
                        etps.push_back(tp);
                    for (int etp : etps) {
                        if (!c.etp.allows(etp)) {
                            prune("constraint: etp");
                            continue;
                        }
                        if (etp > 1 && !fw.expert_tp) {
                            prune("framework: no expert tensor parallelism");
                            continue;
                        }
                        if ((N / pp) % (1LL * etp * ep) != 0 || m.moe.expert_ffn % etp != 0) {
                            prune("§7.1 expert grid etp·ep·pp does not divide the devices");
                            continue;
                        }
                        en.outers.push_back({tp, pp, cp, dp, ep, etp});
                        ++en.considered;
                    }
                }
            }
        }
    }
    return en;
}

std::vector<Schedule> schedulesFor(const SearchConstraints& c, const FrameworkFeatures& fw)
{
    const std::vector<Schedule> all = {Schedule::OneFOneB, Schedule::Interleaved, Schedule::ZBH1, Schedule::ZBV, Schedule::DualPipe, Schedule::GPipe};
    std::vector<Schedule> out;
    for (Schedule s : all) {
        // pp = 1 runs as 1F1B everywhere (no pipeline schedule involved).
        if (!fw.runs(s) && s != Schedule::OneFOneB)
            continue;
        // GPipe has 1F1B's bubble with more activations in flight: searched only when asked for.
        const bool requested = std::find(c.schedules.begin(), c.schedules.end(), s) != c.schedules.end();
        if (requested || (c.schedules.empty() && s != Schedule::GPipe))
            out.push_back(s);
    }
    return out;
}

int parallelDims(const Strategy& s) { return (s.tp > 1) + (s.pp > 1) + (s.cp > 1) + (s.ep > 1); }

Candidate summarize(const Estimate& e, Precision precision, double headroom, double riskyHeadroom, const Scenario& sc,
                    const FrameworkFeatures& fw)
{
    Candidate c;
    c.strategy = e.strategy;
    c.precision = precision;
    c.memory_bytes = e.memory.total();
    c.memory_parts = {e.memory.params, e.memory.grads, e.memory.optimizer, e.memory.activations};
    c.capacity_bytes = e.capacity_bytes;
    c.step_time_s = e.step_time_s;
    c.tokens_per_s = e.tokens_per_s;
    c.mfu = e.mfu;
    c.bubble_ratio = e.bubble_ratio;
    c.bubble_time_s = e.bubble_time_s;
    c.comm_exposed_s = e.comm_exposed_s;
    for (size_t i = 0; i < e.comm.size(); ++i) {
        c.comm_exposed[i] = e.comm[i].exposed_s;
        if (e.comm[i].crosses_scale_out)
            c.scale_out_bytes += e.comm[i].volume_bytes;
    }
    const MemoryClass mc = memoryClass(c.memory_bytes, e.capacity_bytes, headroom, riskyHeadroom);
    c.fits = mc != MemoryClass::DoesNotFit;
    c.risky = mc == MemoryClass::Risky;
    c.departures = departuresFromDefaults(fw, sc, e.strategy);
    c.parallel_dims = parallelDims(e.strategy);
    return c;
}

}  // namespace

Candidate candidateOf(const Estimate& e, Precision precision, const Scenario& sc, double headroom, const Profile& p)
{
    return summarize(e, precision, headroom, p.memory_error_p90, sc, frameworkFeatures(frameworkOf(sc)));
}

bool DimRange::allows(int v) const
{
    if (v < min || v > max)
        return false;
    return values.empty() || std::find(values.begin(), values.end(), v) != values.end();
}

Result<ScoreWeights> parseWeights(const std::string& text)
{
    ScoreWeights w{0, 0, 0, 0};
    ScoreWeights defaults;
    bool any = false;
    for (const std::string& item : split(text, ',')) {
        const std::string t = trim(item);
        if (t.empty())
            continue;
        const auto eq = t.find('=');
        if (eq == std::string::npos)
            return Error{"weights", "bad_syntax", fmt::format("'{}' is not name=value", t)};
        const std::string key = toLower(trim(t.substr(0, eq)));
        double v = 0;
        try {
            size_t used = 0;
            const std::string num = trim(t.substr(eq + 1));
            v = std::stod(num, &used);
            if (used != num.size() || !std::isfinite(v) || v < 0)
                throw std::invalid_argument("bad");
        } catch (const std::exception&) {
            return Error{"weights." + key, "bad_value", "must be a non-negative number"};
        }
        if (key == "mfu" || key == "throughput")
            w.throughput = v;
        else if (key == "memory")
            w.memory = v;
        else if (key == "comm")
            w.comm = v;
        else if (key == "bubble")
            w.bubble = v;
        else
            return Error{"weights." + key, "unknown_key", "expected mfu, memory, comm, bubble"};
        any = true;
    }
    if (!any)
        return defaults;
    if (w.throughput + w.memory + w.comm + w.bubble <= 0)
        return Error{"weights", "out_of_range", "at least one weight must be positive"};
    return w;
}

Scenario scenarioFor(const Scenario& sc, const Candidate& c)
{
    Scenario out = sc;
    out.training.precision = c.precision;
    return out;
}

SearchResult search(const Scenario& sc, const SearchConstraints& c, const ScoreWeights& w, const Profile& p, std::stop_token stop,
                    const ProgressFn& progress, int threads, const PartialFn& partial)
{
    const auto t0 = std::chrono::steady_clock::now();
    SearchResult result;
    if (!validateScenario(sc).empty())
        return result;
    Enumeration en = enumerateLayouts(sc, c);
    result.stats.pruned_by_rule = en.pruned;

    const FrameworkFeatures& fw = frameworkFeatures(frameworkOf(sc));
    const double tieBand = c.tie_band < 0 ? std::max(0.0, p.throughput_error_p50) : c.tie_band;
    std::vector<Precision> precisions = {sc.training.precision};
    if (!c.precision_fixed && c.allow_fp8 && sc.cluster.device.fp8_tflops > 0 && *fw.fp8_recipes != '\0'
        && sc.training.precision != Precision::FP8)
        precisions.push_back(Precision::FP8);
    const std::vector<Schedule> schedules = schedulesFor(c, fw);
    const int maxVpp = std::min(c.max_vpp, fw.max_vpp);
    std::vector<Recompute> recomputes = c.recomputes;
    if (recomputes.empty())
        recomputes = {Recompute::None, Recompute::Selective, Recompute::Full};
    const ModelSpec& m = sc.model;
    const long long B = sc.training.global_batch;

    const int hw = int(std::max(1u, std::thread::hardware_concurrency()));
    const int nThreads = std::max(1, std::min(threads > 0 ? threads : hw, int(std::max<size_t>(1, en.outers.size()))));
    result.stats.threads = nThreads;
    std::vector<std::vector<Candidate>> perOuter(en.outers.size());
    std::vector<long long> considered(en.outers.size(), 0);
    std::atomic<size_t> next{0};
    std::atomic<size_t> done{0};
    std::atomic<long long> seen{0};
    const ModelInvariants invariants = modelInvariants(sc);  // precision does not change counts
    const EvaluateOptions fast{false, false, &invariants};
    std::mutex doneMutex;
    // Fastest fitting candidate so far, for `partial`: workers read the atomic first and lock only to
    // improve on it (rare), so the search pays nothing measurable for it.
    const bool wantPartial = static_cast<bool>(partial);
    std::atomic<double> fastestTokens{0};
    std::mutex fastestMutex;
    std::optional<Candidate> fastest;  // guarded by fastestMutex
    bool fastestChanged = false;       // guarded by fastestMutex
    std::condition_variable doneCv;

    // The candidates of one layout, visited in a fixed order. `visit` returns kStop, kNoFit or kFits; a fitting
    // candidate makes its offload variant pointless (offload only pays when the states do not fit).
    auto forEachCandidate = [&](const Outer& o, auto&& visit) {
        for (size_t pi = 0; pi < precisions.size(); ++pi) {
            for (int mbs : c.mbs_candidates) {
                if (!c.mbs.allows(mbs) || B % (1LL * mbs * o.dp) != 0)
                    continue;
                const long long micro = B / (1LL * mbs * o.dp);
                for (Schedule sch : schedules) {
                    if (o.pp == 1 && sch != Schedule::OneFOneB)
                        continue;
                    if (o.pp > 1 && !fw.runs(sch))
                        continue;
                    if (sch == Schedule::DualPipe && (o.pp % 2 != 0 || micro % 2 != 0 || micro < 2LL * o.pp))
                        continue;
                    const bool even = m.layers % o.pp == 0;
                    if (sch == Schedule::ZBV && (!even || (m.layers / o.pp) % 2 != 0))
                        continue;
                    for (int v = (sch == Schedule::Interleaved ? 2 : 1); v <= (sch == Schedule::Interleaved ? maxVpp : 1); ++v) {
                        // Interleaving needs whole layers per virtual chunk: L divisible by pp·v, or, with uneven
                        // first/last stages (Megatron's account-for-embedding/loss split), L + 2 (126 layers on
                        // pp 16 × vpp 8 as 128 slots).
                        const bool chunksWhole = m.layers % (o.pp * v) == 0 || (fw.uneven_stages && (m.layers + 2) % (o.pp * v) == 0);
                        if (sch == Schedule::Interleaved && !(chunksWhole && c.vpp.allows(v)))
                            continue;
                        for (int zero = 0; zero <= 3; ++zero) {
                            if (!c.zero.allows(zero) || !fw.offersZero(zero) || (o.pp > 1 && zero > fw.max_zero_with_pp))
                                continue;
                            for (Recompute rc : recomputes) {
                                bool siblingFits = false;
                                for (int off = 0; off <= (c.allow_offload && fw.optimizer_offload && zero <= 2 ? 1 : 0); ++off) {
                                    if (off == 1 && siblingFits)
                                        break;
                                    Strategy s;
                                    s.dp = o.dp;
                                    s.tp = o.tp;
                                    s.pp = o.pp;
                                    s.cp = o.cp;
                                    s.ep = o.ep;
                                    s.etp = o.etp;
                                    s.vpp = v;
                                    s.mbs = mbs;
                                    s.zero = zero;
                                    s.recompute = rc;
                                    s.schedule = sch;
                                    s.sp = o.tp > 1 && fw.sequence_parallel;
                                    s.optimizer_offload = off == 1;
                                    s.uneven_pp = !even;
                                    const int r = visit(s, pi);
                                    if (r == kStop)
                                        return;
                                    siblingFits = r == kFits;
                                }
                            }
                        }
                    }
                }
            }
        }
    };

    // Bound on time and memory: count the candidates first (cheap, no evaluation) and keep the
    // longest prefix of layouts that stays within c.max_candidates. Deterministic for any thread count.
    // The counts also size each layout's output once (no reallocation while evaluating).
    size_t layoutsKept = en.outers.size();
    std::vector<size_t> plannedPerOuter(en.outers.size(), 0);
    {
        long long planned = 0;
        for (size_t i = 0; i < en.outers.size(); ++i) {
            long long n = 0;
            forEachCandidate(en.outers[i], [&n](const Strategy&, size_t) {
                ++n;
                return kNoFit;  // upper bound: offload variants counted too
            });
            if (planned + n > std::min(c.max_candidates, limits::kMaxCandidates)) {
                layoutsKept = i;
                result.stats.truncated = true;
                break;
            }
            planned += n;
            plannedPerOuter[i] = size_t(n);
        }
    }

    auto worker = [&] {
        std::vector<Scenario> scenarios;
        for (Precision pr : precisions) {
            scenarios.push_back(sc);
            scenarios.back().training.precision = pr;
            // Resolved once: evaluate() asks frameworkOf() several times, and the device default is found by name.
            scenarios.back().training.framework = frameworkOf(sc);
        }
        for (size_t i; (i = next.fetch_add(1)) < layoutsKept;) {
            if (stop.stop_requested())
                break;
            std::vector<Candidate>& out = perOuter[i];
            out.reserve(plannedPerOuter[i]);
            long long count = 0;
            forEachCandidate(en.outers[i], [&](const Strategy& s, size_t pi) {
                if (stop.stop_requested())
                    return kStop;
                ++count;
                const Estimate e = evaluate(scenarios[pi], s, p, fast);
                if (!e.valid)
                    return kNoFit;
                out.push_back(summarize(e, precisions[pi], c.memory_headroom, p.memory_error_p90, scenarios[pi], fw));
                const Candidate& cand = out.back();
                if (wantPartial && cand.fits && cand.tokens_per_s > fastestTokens.load(std::memory_order_relaxed)) {
                    std::lock_guard lock(fastestMutex);
                    if (cand.tokens_per_s > fastestTokens.load(std::memory_order_relaxed)) {
                        fastestTokens.store(cand.tokens_per_s, std::memory_order_relaxed);
                        fastest = cand;
                        fastestChanged = true;
                    }
                }
                return cand.fits ? kFits : kNoFit;
            });
            considered[i] = count;
            seen.fetch_add(count, std::memory_order_relaxed);
            if (done.fetch_add(1) + 1 == layoutsKept) {
                std::lock_guard lock(doneMutex);
                doneCv.notify_all();
            }
        }
    };

    {
        std::vector<std::jthread> pool;
        for (int t = 0; t < nThreads; ++t)
            pool.emplace_back(worker);
        std::unique_lock lock(doneMutex);
        while (done.load() < layoutsKept && !stop.stop_requested()) {
            const double fraction = layoutsKept == 0 ? 1.0 : double(done.load()) / layoutsKept;
            if (progress)
                progress(fraction, seen.load());
            if (wantPartial) {
                std::optional<Candidate> report;
                {
                    std::lock_guard fl(fastestMutex);
                    if (fastestChanged)
                        report = fastest;
                    fastestChanged = false;
                }
                if (report)
                    partial(*report, fraction);
            }
            doneCv.wait_for(lock, kProgressInterval, [&] { return done.load() >= layoutsKept || stop.stop_requested(); });
        }
    }  // joins
    if (wantPartial && fastestChanged && !stop.stop_requested())  // the last improvement, after the final wait
        partial(*fastest, 1.0);

    result.stats.cancelled = stop.stop_requested();
    if (result.stats.cancelled) {  // a cancelled run is discarded by its caller: return at once
        result.stats.elapsed_ms = std::chrono::duration<double, std::milli>(std::chrono::steady_clock::now() - t0).count();
        return result;
    }
    result.stats.enumerated = en.considered - long(en.outers.size());
    size_t total = 0;
    for (const auto& v : perOuter)
        total += v.size();
    result.candidates.reserve(total);
    for (size_t i = 0; i < perOuter.size(); ++i) {
        result.stats.enumerated += considered[i];
        result.stats.valid += long(perOuter[i].size());
        result.candidates.insert(result.candidates.end(), perOuter[i].begin(), perOuter[i].end());
        std::vector<Candidate>().swap(perOuter[i]);  // release as we go: peak memory stays near one copy
    }
    result.stats.best_tokens_per_s = scoreAndRank(result.candidates, w, c.memory_headroom, tieBand, nThreads);
    result.stats.tie_band = tieBand;
    result.stats.weights = w;
    result.stats.memory_headroom = c.memory_headroom;
    for (const auto& cand : result.candidates) {
        result.stats.fitting += cand.fits ? 1 : 0;
        result.stats.tied += cand.tied ? 1 : 0;
    }
    result.stats.elapsed_ms = std::chrono::duration<double, std::milli>(std::chrono::steady_clock::now() - t0).count();
    if (progress)
        progress(1.0, seen.load());
    return result;
}

bool hasValidLayout(const Scenario& sc, const SearchConstraints& c) { return !enumerateLayouts(sc, c).outers.empty(); }

std::vector<int> nearbyValidDeviceCounts(const Scenario& sc, const SearchConstraints& c, int maxSuggestions)
{
    std::vector<int> found;
    const int N = sc.cluster.num_devices;
    const int node = std::max(1, sc.cluster.nodeSize());
    for (int delta = 1; delta <= 4 * N + 64 && int(found.size()) < maxSuggestions; ++delta) {
        for (int cand : {N - delta, N + delta}) {
            if (cand < 1 || (cand > node && cand % node != 0))
                continue;
            Scenario s = sc;
            s.cluster.num_devices = cand;
            if (!enumerateLayouts(s, c).outers.empty() && int(found.size()) < maxSuggestions
                && std::find(found.begin(), found.end(), cand) == found.end())
                found.push_back(cand);
        }
    }
    std::sort(found.begin(), found.end());
    return found;
}

std::optional<int> minimumDevicesToFit(const Scenario& sc, const SearchConstraints& c, const Profile& p, int limit)
{
    // The most memory-frugal settings: ZeRO-3, full recompute, micro-batch 1; the layout still varies.
    SearchConstraints frugal = c;
    // ZeRO-3 where the framework offers it; with PP, the highest level it combines with PP (Megatron, DeepSpeed).
    const FrameworkFeatures& fw = frameworkFeatures(frameworkOf(sc));
    frugal.zero = {std::min(fw.max_zero_with_pp, 3), 3, {}};
    frugal.recomputes = {Recompute::Full};
    frugal.mbs_candidates = {1};
    frugal.schedules = {Schedule::OneFOneB};
    frugal.allow_fp8 = false;
    const int node = std::max(1, sc.cluster.nodeSize());
    for (int n = 1; n <= limit; n = n < node ? n * 2 : n + (n < 16 * node ? node : n / 4 / node * node)) {
        Scenario s = sc;
        s.cluster.num_devices = n;
        s.training.global_batch = std::max<long long>(sc.training.global_batch, n);
        const SearchResult r = search(s, frugal, ScoreWeights{}, p, {}, {}, 0);
        if (r.best())
            return n;
    }
    return std::nullopt;
}

}  // namespace psa
