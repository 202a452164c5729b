#include "calibration/nccl_tests.h"

#include <algorithm>
#include <charconv>
#include <cmath>
#include <fmt/format.h>
#include <optional>
#include <set>

#include "cost/collectives.h"
#include "spec/input_limits.h"
#include "util/text.h"

namespace psa {

namespace {

constexpr double kMiB = 1024.0 * 1024.0;
constexpr double kKiB = 1024.0;
constexpr double kLargeBytes = 64 * kMiB;  // busbw plateau: NVLink/IB rings saturate well below this
constexpr double kSmallBytes = 64 * kKiB;  // latency-bound: the bandwidth term is < 1 µs on any modern link

std::vector<std::string_view> tokens(std::string_view s)
{
    std::vector<std::string_view> out;
    size_t i = 0;
    while (i < s.size()) {
        while (i < s.size() && (s[i] == ' ' || s[i] == '\t' || s[i] == '\r'))
            ++i;
        const size_t b = i;
        while (i < s.size() && s[i] != ' ' && s[i] != '\t' && s[i] != '\r')
            ++i;
        if (i > b)
            out.push_back(s.substr(b, i - b));
    }
    return out;
}

bool isUnsigned(std::string_view t)
{
    return !t.empty() && std::all_of(t.begin(), t.end(), [](char c) { return c >= '0' && c <= '9'; });
}

// Whole token as a finite number (no NaN/inf, no trailing garbage).
std::optional<double> number(std::string_view t)
{
    if (!t.empty() && t.front() == '+')
        t.remove_prefix(1);
    double v = 0;
    const auto [ptr, ec] = std::from_chars(t.data(), t.data() + t.size(), v);
    if (ec != std::errc() || ptr != t.data() + t.size() || !std::isfinite(v))
        return std::nullopt;
    return v;
}

double median(std::vector<double> v)
{
    if (v.empty())
        return 0;
    std::sort(v.begin(), v.end());
    const size_t m = v.size() / 2;
    return v.size() % 2 ? v[m] : 0.5 * (v[m - 1] + v[m]);
}

std::string baseName(const std::string& path)
{
    const auto slash = path.find_last_of("/\\");
    return slash == std::string::npos ? path : path.substr(slash + 1);
}

double log2Steps(double n) { return n > 1 ? std::ceil(std::log2(n)) : 0.0; }

// Latency steps collectives.cpp charges a group of n ranks inside one domain.
double latencyStepsFor(const std::string& collective, int n)
{
    if (n <= 1)
        return 0;
    if (collective == "all_reduce")
        return 2 * log2Steps(n);
    if (collective == "alltoall" || collective == "sendrecv")
        return 1;
    return log2Steps(n);
}

// nccl-tests' bus factor (doc/PERFORMANCE.md): busbw = algbw × factor.
double busFactor(const std::string& collective, int n)
{
    const double r = n > 0 ? static_cast<double>(n - 1) / n : 0.0;
    if (collective == "all_reduce")
        return 2 * r;
    if (collective == "all_gather" || collective == "reduce_scatter" || collective == "alltoall")
        return r;
    return 1;
}

}  // namespace

std::string ncclCollectiveName(std::string_view text)
{
    // Canonical name and its letters-only key ("all_reduce" ↔ "allreduce", matches "all-reduce" too).
    static const std::vector<std::pair<std::string, std::string>> known = {
        {"reduce_scatter", "reducescatter"}, {"all_reduce", "allreduce"}, {"all_gather", "allgather"},
        {"alltoall", "alltoall"},           {"sendrecv", "sendrecv"},   {"broadcast", "broadcast"},
        {"hypercube", "hypercube"},         {"scatter", "scatter"},     {"gather", "gather"},
        {"reduce", "reduce"},
    };
    const std::string key = normalizeKey(text);
    std::string best;
    size_t bestLen = 0;
    for (const auto& [name, k] : known) {
        if (k.size() > bestLen && key.find(k) != std::string::npos) {
            best = name;
            bestLen = k.size();
        }
    }
    return best;
}

Result<NcclTable> parseNcclTests(std::string_view text, const std::string& origin)
{
    NcclTable t;
    std::set<long> rankIds;
    long nThread = 0;
    long nGpus = 0;
    std::string startingName;
    bool anyText = false;
    bool stop = false;

    size_t pos = 0;
    int lineNo = 0;
    while (pos <= text.size() && !stop) {
        const size_t nl = text.find('\n', pos);
        const std::string_view line = text.substr(pos, nl == std::string_view::npos ? std::string_view::npos : nl - pos);
        pos = nl == std::string_view::npos ? text.size() + 1 : nl + 1;
        ++lineNo;
        const auto where = [&] { return fmt::format("{}:{}", origin, lineNo); };
        // A rank / thread / GPU count: digits within 0..kMaxDevices, else a bad-input error at
        // file:line:column (never a wrap, never std::stol's out_of_range).
        const auto count = [&](std::string_view tokText, const char* what, long& out) -> std::optional<Error> {
            long long v = 0;
            const auto [ptr, ec] = std::from_chars(tokText.data(), tokText.data() + tokText.size(), v);
            if (ec != std::errc() || ptr != tokText.data() + tokText.size() || v < 0 || v > limits::kMaxDevices)
                return Error{fmt::format("{}:{}", where(), static_cast<size_t>(tokText.data() - line.data()) + 1), "out_of_range",
                             fmt::format("{} '{}' is out of range (0 to {})", what, tokText.substr(0, 40), limits::kMaxDevices)};
            out = static_cast<long>(v);
            return std::nullopt;
        };

        std::string_view body = line;
        while (!body.empty() && (body.front() == ' ' || body.front() == '\t'))
            body.remove_prefix(1);
        if (!trim(body).empty())
            anyText = true;
        const bool comment = !body.empty() && body.front() == '#';
        if (comment)
            body.remove_prefix(1);
        const auto tok = tokens(body);
        if (tok.empty())
            continue;

        if (comment || !isUnsigned(tok[0])) {
            // Header / footer (also accepted without the '#', as very old nccl-tests printed them).
            const std::string_view b = std::string_view(body).substr(body.find_first_not_of(" \t"));
            constexpr std::string_view kStarting = "Collective test starting:";
            constexpr std::string_view kAvg = "Avg bus bandwidth";
            if (b.substr(0, kStarting.size()) == kStarting) {
                if (!t.out_of_place.empty()) {
                    stop = true;  // a second test in the same file: only the first is read
                    continue;
                }
                startingName = ncclCollectiveName(b.substr(kStarting.size()));
            } else if (tok[0] == "Rank" && tok.size() >= 2 && isUnsigned(tok[1])) {
                long v = 0;
                if (auto e = count(tok[1], "Rank", v))
                    return *e;
                rankIds.insert(v);
                if (rankIds.size() > static_cast<size_t>(limits::kMaxDevices))
                    return Error{where(), "out_of_range", fmt::format("more than {} ranks", limits::kMaxDevices)};
            } else if (tok[0] == "nThread") {
                for (size_t i = 0; i + 1 < tok.size(); ++i) {
                    if (tok[i] == "nThread" && isUnsigned(tok[i + 1]))
                        if (auto e = count(tok[i + 1], "nThread", nThread))
                            return *e;
                    if (tok[i] == "nGpus" && isUnsigned(tok[i + 1]))
                        if (auto e = count(tok[i + 1], "nGpus", nGpus))
                            return *e;
                }
            } else if (b.substr(0, kAvg.size()) == kAvg) {
                const auto colon = b.find(':');
                if (colon != std::string_view::npos) {
                    if (auto v = number(trim(b.substr(colon + 1))))
                        t.avg_busbw_gbps = *v;
                }
            }
            continue;
        }

        // A data row: size count type [redop] [root] then time algbw busbw #wrong, twice (out-of-place,
        // in-place) or once. The optional columns are recognised by shape: a non-numeric token after the
        // type is the redop ("sum", "none"); one column more than the halves need is the root ("-1").
        const size_t n = tok.size();
        size_t prefix = 3;
        if (n > 3 && !number(tok[3]))
            prefix = 4;
        size_t rest = n > prefix ? n - prefix : 0;
        if (rest == 9 || rest == 5) {
            ++prefix;
            --rest;
        }
        const size_t halves = rest == 8 ? 2 : rest == 4 ? 1 : 0;
        if (halves == 0)
            return Error{where(), "bad_row",
                         fmt::format("expected 'size count type [redop root] time algbw busbw #wrong' (×2), got {} "
                                     "column(s): '{}'",
                                     n, trim(line))};
        NcclRow rows[2];
        const auto num = [&](size_t i, const char* column, double& out) -> std::optional<Error> {
            const auto v = number(tok[i]);
            if (!v || *v < 0)
                return Error{where(), "bad_number", fmt::format("column '{}' is '{}', not a non-negative number", column, tok[i])};
            out = *v;
            return std::nullopt;
        };
        for (size_t h = 0; h < halves; ++h) {
            NcclRow& r = rows[h];
            if (auto e = num(0, "size", r.size_bytes))
                return *e;
            if (auto e = num(1, "count", r.count))
                return *e;
            r.type = std::string(tok[2]);
            const size_t base = n - 4 * (halves - h);
            if (auto e = num(base, "time", r.time_us))
                return *e;
            if (auto e = num(base + 1, "algbw", r.algbw_gbps))
                return *e;
            if (auto e = num(base + 2, "busbw", r.busbw_gbps))
                return *e;
            const std::string_view wrong = tok[base + 3];
            if (wrong != "N/A" && !isUnsigned(wrong))
                return Error{where(), "bad_number", fmt::format("column '#wrong' is '{}', not a count or N/A", wrong)};
        }
        t.out_of_place.push_back(rows[0]);
        if (halves == 2)
            t.in_place.push_back(rows[1]);
    }

    if (!anyText)
        return Error{origin, "empty", "the file is empty"};
    if (t.out_of_place.empty())
        return Error{origin, "no_rows", "no nccl-tests data rows (size count type … time algbw busbw #wrong) found"};

    t.collective = startingName.empty() ? ncclCollectiveName(baseName(origin)) : startingName;
    if (t.collective.empty())
        return Error{origin, "unknown_collective",
                     "cannot tell which collective was measured: no '# Collective test starting: NAME_perf' line and "
                     "the file name does not contain one (all_reduce, all_gather, reduce_scatter, alltoall, sendrecv, …)"};

    if (!rankIds.empty())
        t.ranks = static_cast<int>(rankIds.size());
    else if (nGpus > 0) {
        const long long ranks = static_cast<long long>(std::max(1L, nThread)) * nGpus;
        if (ranks > limits::kMaxDevices)
            return Error{origin, "out_of_range", fmt::format("nThread × nGpus = {} ranks is above {}", ranks, limits::kMaxDevices)};
        t.ranks = static_cast<int>(ranks);
    }
    if (t.ranks <= 0)
        return Error{origin, "unknown_ranks", "no '#  Rank N …' lines and no 'nGpus' in the header: the rank count is unknown"};
    return t;
}

LinkFit fitLink(const NcclTable& table)
{
    LinkFit f;
    f.ranks = table.ranks;
    f.collective = table.collective;
    std::vector<NcclRow> rows;
    for (const NcclRow& r : table.out_of_place.empty() ? table.in_place : table.out_of_place)
        if (r.size_bytes > 0)
            rows.push_back(r);
    if (rows.empty())
        return f;
    std::sort(rows.begin(), rows.end(), [](const NcclRow& a, const NcclRow& b) { return a.size_bytes < b.size_bytes; });

    std::vector<double> bw;
    for (const NcclRow& r : rows)
        if (r.size_bytes >= kLargeBytes)
            bw.push_back(r.busbw_gbps);
    if (bw.empty()) {
        const size_t quarter = std::max<size_t>(1, (rows.size() + 3) / 4);
        for (size_t i = rows.size() - quarter; i < rows.size(); ++i)
            bw.push_back(rows[i].busbw_gbps);
    }
    f.busbw_gbps = median(bw);
    f.large_rows = static_cast<int>(bw.size());

    std::vector<double> small;
    for (const NcclRow& r : rows)
        if (r.size_bytes <= kSmallBytes)
            small.push_back(r.time_us);
    if (small.empty())
        small.push_back(rows.front().time_us);
    f.small_time_s = median(small) * 1e-6;
    f.small_rows = static_cast<int>(small.size());
    const double steps = latencyStepsFor(table.collective, table.ranks);
    f.alpha_s = steps > 0 ? f.small_time_s / steps : 0.0;
    return f;
}

Result<bool> applyLinkFit(Profile& p, const LinkFit& fit, const DeviceSpec& device, bool scaleOut)
{
    const double gbps = scaleOut ? device.scale_out_gbps : device.scale_up_gbps;
    const char* bwField = scaleOut ? "device.scale_out_gbps" : "device.scale_up_gbps";
    if (!(gbps > 0))
        return Error{bwField, "missing_bandwidth",
                     fmt::format("device '{}' has no {} link bandwidth to relate the measured bus bandwidth to",
                                 device.id, scaleOut ? "scale-out" : "scale-up")};
    if (!(fit.busbw_gbps > 0) || !std::isfinite(fit.busbw_gbps))
        return Error{"nccl.busbw", "no_bandwidth", "the benchmark gave no positive bus bandwidth for large messages"};

    ClusterSpec cluster;
    cluster.device = device;
    const int n = std::max(1, fit.ranks);
    cluster.num_devices = n;
    const int domain = std::max(1, cluster.scaleUpDomain());
    const bool spans = n > domain;
    if (!scaleOut && spans)
        return Error{"nccl.ranks", "spans_scale_out",
                     fmt::format("{} ranks span more than one scale-up domain of {}: fit it as scale-out", n, domain)};

    double eff = fit.busbw_gbps / gbps;
    double alpha = fit.alpha_s;
    const std::string& c = fit.collective;
    const bool modelled = c == "all_reduce" || c == "all_gather" || c == "reduce_scatter" || c == "alltoall";
    if (scaleOut && spans && modelled) {
        const Placement g = placeGroup(n, 1, domain);
        const auto modelTime = [&](double S, double effOut, double alphaOut) {
            Profile q = p;
            q.scale_out_bus_efficiency = effOut;
            q.alpha_scale_out_s = alphaOut;
            const LinkModel l = linkModel(cluster, q);
            if (c == "all_reduce")
                return allReduce(S, g, l).time_s;
            if (c == "all_gather")
                return allGather(S, g, l).time_s;
            if (c == "reduce_scatter")
                return reduceScatter(S, g, l).time_s;
            return allToAll(S, g, l).time_s;
        };
        // Bandwidth: with α = 0 (α_up too), the model time of S bytes must equal the measured pure-bandwidth
        // time busFactor·S/busbw. The model time falls monotonically with the efficiency: bisect on its log.
        const double S = 1024 * kMiB;
        const double target = busFactor(c, n) * S / (fit.busbw_gbps * 1e9);
        Profile saved = p;
        p.alpha_scale_up_s = 0;
        double lo = std::log(1e-6);
        double hi = std::log(1e3);
        const bool reachable = modelTime(S, std::exp(hi), 0) <= target * (1 + 1e-9);
        if (reachable) {
            for (int i = 0; i < 200; ++i) {
                const double mid = 0.5 * (lo + hi);
                (modelTime(S, std::exp(mid), 0) > target ? lo : hi) = mid;
            }
        }
        p = saved;
        if (!reachable)
            return Error{"nccl.busbw", "inconsistent",
                         fmt::format("{} GB/s bus bandwidth over {} ranks is faster than the model allows for the "
                                     "intra-domain part alone at scale_up_bus_efficiency {}",
                                     fit.busbw_gbps, n, p.scale_up_bus_efficiency)};
        eff = std::exp(0.5 * (lo + hi));
        // Latency: linear in α_out; solve model(tiny, α_out) = measured small-message time, α_up held.
        const double tiny = 1;
        const double l0 = modelTime(tiny, eff, 0);
        const double k = (modelTime(tiny, eff, 1e-6) - l0) / 1e-6;
        if (k > 0 && fit.small_time_s > 0) {
            const double a = (fit.small_time_s - l0) / k;
            if (a > 0)
                alpha = a;
        }
    }
    if (!(eff > 0) || !std::isfinite(eff))
        return Error{"nccl.busbw", "no_bandwidth", "the fitted bus efficiency is not positive"};
    eff = std::min(eff, 1.5);  // the top of the constant's range (profile.cpp)
    (scaleOut ? p.scale_out_bus_efficiency : p.scale_up_bus_efficiency) = eff;
    if (alpha > 0 && std::isfinite(alpha) && alpha <= 1.0)  // within the constant's range (seconds)
        (scaleOut ? p.alpha_scale_out_s : p.alpha_scale_up_s) = alpha;
    return true;
}

}  // namespace psa
