#include "spec/strategy.h"

#include <algorithm>
#include <optional>
#include <set>
#include <utility>
#include <cctype>
#include <charconv>
#include <fmt/format.h>
#include <vector>

#include "spec/training_spec.h"
#include "util/text.h"

namespace psa {

const char* toString(Precision p)
{
    switch (p) {
    case Precision::BF16: return "bf16";
    case Precision::FP16: return "fp16";
    case Precision::FP8: return "fp8";
    }
    return "?";
}

const char* toString(Recompute r)
{
    switch (r) {
    case Recompute::None: return "none";
    case Recompute::Selective: return "selective";
    case Recompute::Full: return "full";
    }
    return "?";
}

const char* toString(Schedule s)
{
    switch (s) {
    case Schedule::GPipe: return "gpipe";
    case Schedule::OneFOneB: return "1f1b";
    case Schedule::Interleaved: return "interleaved";
    case Schedule::ZBH1: return "zb-h1";
    case Schedule::ZBV: return "zb-v";
    case Schedule::DualPipe: return "dualpipe";
    }
    return "?";
}

Result<Recompute> parseRecompute(const std::string& text)
{
    const std::string t = toLower(trim(text));
    if (t == "none" || t == "off" || t == "no")
        return Recompute::None;
    if (t == "selective" || t == "sel")
        return Recompute::Selective;
    if (t == "full" || t == "on")
        return Recompute::Full;
    return Error{"recompute", "bad_value", fmt::format("'{}' is not one of none, selective, full", text)};
}

Result<Schedule> parseSchedule(const std::string& text)
{
    const std::string t = toLower(trim(text));
    if (t == "gpipe")
        return Schedule::GPipe;
    if (t == "1f1b" || t == "pipedream-flush")
        return Schedule::OneFOneB;
    if (t == "interleaved" || t == "interleaved-1f1b" || t == "vpp")
        return Schedule::Interleaved;
    if (t == "zb-h1" || t == "zbh1" || t == "zb1p" || t == "zero-bubble")
        return Schedule::ZBH1;
    if (t == "zb-v" || t == "zbv")
        return Schedule::ZBV;
    if (t == "dualpipe")
        return Schedule::DualPipe;
    return Error{"schedule", "bad_value",
                 fmt::format("'{}' is not one of gpipe, 1f1b, interleaved, zb-h1, zb-v, dualpipe", text)};
}

namespace {

Result<int> parseDegree(const std::string& key, const std::string& value, int minValue)
{
    int out = 0;
    const std::string v = trim(value);
    const auto* end = v.data() + v.size();
    const auto [ptr, ec] = std::from_chars(v.data(), end, out);
    if (ec == std::errc::result_out_of_range && ptr == end)
        return Error{"strategy." + key, "out_of_range", fmt::format("{} is absurdly large (limit 1000000)", v.substr(0, 40))};
    if (ec != std::errc() || ptr != end)
        return Error{"strategy." + key, "not_a_number", fmt::format("'{}' is not a whole number", value.substr(0, 40))};
    if (out < minValue)
        return Error{"strategy." + key, "out_of_range", fmt::format("must be at least {}, got {}", minValue, out)};
    if (out > 1'000'000)
        return Error{"strategy." + key, "out_of_range", fmt::format("{} is absurdly large (limit 1000000)", out)};
    return out;
}

Result<bool> parseSwitch(const std::string& key, const std::string& value)
{
    const std::string t = toLower(trim(value));
    if (t == "on" || t == "true" || t == "1" || t == "yes")
        return true;
    if (t == "off" || t == "false" || t == "0" || t == "no")
        return false;
    return Error{"strategy." + key, "bad_value", fmt::format("'{}' is not on/off", value)};
}

}  // namespace

Result<Strategy> parseStrategy(const std::string& text)
{
    Strategy s;
    bool etpGiven = false;
    std::set<std::string> seen;
    for (const std::string& rawItem : split(text, ',')) {
        const std::string item = trim(rawItem);
        if (item.empty())
            continue;
        const auto eq = item.find('=');
        if (eq == std::string::npos)
            return Error{"strategy", "bad_syntax", fmt::format("'{}' is not of the form key=value", item)};
        const std::string key = toLower(trim(item.substr(0, eq)));
        const std::string value = item.substr(eq + 1);
        // One value per key: "tp=2,tp=8" (or an alias twice, "mbs=1,b=2") is refused, not last-wins.
        static const std::pair<const char*, const char*> kAliases[] = {{"v", "vpp"}, {"micro_batch", "mbs"}, {"b", "mbs"}, {"fsdp", "zero"}};
        std::string canonical = key;
        for (const auto& [alias, name] : kAliases)
            if (key == alias)
                canonical = name;
        if (!seen.insert(canonical).second)
            return Error{"strategy." + canonical, "repeated", fmt::format("'{}' is given more than once", canonical)};
        auto setDegree = [&](int& field, int minValue) -> std::optional<Error> {
            auto r = parseDegree(key, value, minValue);
            if (!r)
                return r.error();
            field = *r;
            return std::nullopt;
        };
        std::optional<Error> err;
        if (key == "dp")
            err = setDegree(s.dp, 0);
        else if (key == "tp")
            err = setDegree(s.tp, 1);
        else if (key == "pp")
            err = setDegree(s.pp, 1);
        else if (key == "cp")
            err = setDegree(s.cp, 1);
        else if (key == "ep")
            err = setDegree(s.ep, 1);
        else if (key == "etp") {
            err = setDegree(s.etp, 0);  // 0 = default (1 for MoE)
            etpGiven = true;
        } else if (key == "vpp" || key == "v")
            err = setDegree(s.vpp, 1);
        else if (key == "mbs" || key == "micro_batch" || key == "b")
            err = setDegree(s.mbs, 1);
        else if (key == "zero" || key == "fsdp") {
            err = setDegree(s.zero, 0);
            if (!err && s.zero > 3)
                err = Error{"strategy.zero", "out_of_range", fmt::format("ZeRO level must be 0..3, got {}", s.zero)};
        } else if (key == "recompute") {
            auto r = parseRecompute(value);
            if (!r)
                err = Error{"strategy.recompute", r.error().code, r.error().detail};
            else
                s.recompute = *r;
        } else if (key == "schedule") {
            auto r = parseSchedule(value);
            if (!r)
                err = Error{"strategy.schedule", r.error().code, r.error().detail};
            else
                s.schedule = *r;
        } else if (key == "sp") {
            auto r = parseSwitch(key, value);
            if (!r)
                err = r.error();
            else
                s.sp = *r;
        } else if (key == "uneven") {
            auto r = parseSwitch(key, value);
            if (!r)
                err = r.error();
            else
                s.uneven_pp = *r;
        } else if (key == "tp_overlap") {
            auto r = parseSwitch(key, value);
            if (!r)
                err = r.error();
            else
                s.tp_overlap = *r;
        } else if (key == "ep_overlap") {
            auto r = parseSwitch(key, value);
            if (!r)
                err = r.error();
            else
                s.ep_overlap = *r;
        } else if (key == "offload") {
            auto r = parseSwitch(key, value);
            if (!r)
                err = r.error();
            else
                s.optimizer_offload = *r;
        } else {
            err = Error{"strategy", "unknown_key",
                        fmt::format("unknown key '{}' (expected dp, tp, pp, cp, ep, etp, vpp, mbs, zero, "
                                    "recompute, schedule, sp, offload, uneven, tp_overlap, ep_overlap)",
                                    key)};
        }
        if (err)
            return *err;
    }
    if (!etpGiven)
        s.etp = 0;
    // vpp > 1 implies the interleaved schedule unless one was named explicitly.
    if (s.vpp > 1 && text.find("schedule") == std::string::npos)
        s.schedule = Schedule::Interleaved;
    return s;
}

std::string formatStrategy(const Strategy& s)
{
    return fmt::format("dp={},tp={},pp={},cp={},ep={},etp={},vpp={},mbs={},zero={},recompute={},schedule={},sp={}{}",
                       s.dp, s.tp, s.pp, s.cp, s.ep, s.etp, s.vpp, s.mbs, s.zero, toString(s.recompute),
                       toString(s.schedule), s.sp ? "on" : "off", s.optimizer_offload ? ",offload=on" : "")
        + (s.uneven_pp ? ",uneven=on" : "") + (s.tp_overlap ? (*s.tp_overlap ? ",tp_overlap=on" : ",tp_overlap=off") : "")
        + (s.ep_overlap ? (*s.ep_overlap ? ",ep_overlap=on" : ",ep_overlap=off") : "");
}

}  // namespace psa

namespace psa {

std::string describeStrategy(const Strategy& s)
{
    std::string t = fmt::format("DP={} TP={} PP={}", s.dp, s.tp, s.pp);
    if (s.cp > 1)
        t += fmt::format(" CP={}", s.cp);
    if (s.ep > 1)
        t += fmt::format(" EP={}", s.ep);
    if (s.ep > 1 && s.etp > 1)
        t += fmt::format(" ETP={}", s.etp);
    if (s.vpp > 1)
        t += fmt::format(" VPP={}", s.vpp);
    t += s.zero == 3 ? " FSDP" : s.zero == 0 ? " DDP" : fmt::format(" ZeRO-{}", s.zero);
    t += fmt::format(" mbs={} rc={}", s.mbs, toString(s.recompute));
    if (s.pp > 1)
        t += std::string(" ") + toString(s.schedule);
    if (s.optimizer_offload)
        t += " offload";
    return t;
}

std::optional<int> devicesCoveredBy(const Strategy& s, int num_devices)
{
    if (s.dp <= 0 || s.tp <= 0 || s.pp <= 0 || s.cp <= 0 || num_devices <= 0)
        return std::nullopt;
    const long long covered = 1LL * s.dp * s.tp * s.pp * s.cp;
    if (covered >= num_devices || num_devices % covered != 0)
        return std::nullopt;
    return static_cast<int>(covered);
}

}  // namespace psa
