// psa models / psa devices / psa profile: list what the tool knows.
#include <fmt/format.h>
#include <nlohmann/json.hpp>

#include "calibration/profile.h"
#include "commands.h"
#include "util/text.h"
#include "cost/params.h"
#include "report/evaluation_report.h"
#include "scenario_options.h"

namespace psa::cli {

std::vector<OptionSpec> listOptions()
{
    auto o = profileOptions();
    o.push_back({"format", true, false, "text | json (default text)", "FMT"});
    o.push_back({"help", false, false, "show this help"});
    return o;
}

namespace {

std::string joinFlags(const std::vector<std::string>& v)
{
    std::string s;
    for (const auto& x : v)
        s += (s.empty() ? "" : "; ") + x;
    return s;
}
}  // namespace

int runModels(const std::vector<std::string>& argv)
{
    const auto specs = listOptions();
    auto args = Args::parse(argv, specs);
    if (!args)
        return usageError(args.error().message());
    if (args->has("help")) {
        fmt::print("Usage: psa models [--format text|json] [--catalog FILE]\n\n{}", formatOptionHelp(specs));
        return kOk;
    }
    auto catalog = catalogFromArgs(*args);
    if (!catalog)
        return usageError(catalog.error().message());
    const std::string format = args->get("format").value_or("text");
    if (format == "json") {
        nlohmann::ordered_json j = nlohmann::ordered_json::array();
        for (const ModelSpec& m : catalog->models()) {
            const ParamCounts pc = countParams(m);
            j.push_back({{"id", m.id}, {"name", m.name}, {"aliases", catalog->modelAliases(m.id)}, {"layers", m.layers},
                         {"hidden", m.hidden}, {"heads", m.heads}, {"kv_heads", m.kv_heads}, {"experts", m.moe.num_experts},
                         {"top_k", m.moe.top_k}, {"mla", m.mla.enabled},
                         {"linear_attention_layers", m.linearAttentionLayers()}, {"params_total", pc.total}, {"params_active", pc.active},
                         {"approximations", m.approximations}, {"uncertain", m.uncertain}});
        }
        fmt::print("{}\n", j.dump(2));
        return kOk;
    }
    if (format != "text")
        return usageError(fmt::format("--format: '{}' is not one of text, json", format));
    fmt::print("{:<22} {:<34} {:>5} {:>6} {:>5} {:>4} {:>8} {:>10} {:>10}\n", "id", "name", "L", "h", "heads", "kv", "experts",
               "total", "active");
    for (const ModelSpec& m : catalog->models()) {
        const ParamCounts pc = countParams(m);
        fmt::print("{:<22} {:<34} {:>5} {:>6} {:>5} {:>4} {:>8} {:>10} {:>10}{}\n", safeName(m.id), safeName(m.name).substr(0, 34), m.layers, m.hidden,
                   m.heads, m.kv_heads, m.isMoe() ? fmt::format("{}/{}", m.moe.top_k, m.moe.num_experts) : "-",
                   formatCount(pc.total), formatCount(pc.active), m.approximations.empty() ? "" : "  *approx.");
    }
    return kOk;
}

int runDevices(const std::vector<std::string>& argv)
{
    const auto specs = listOptions();
    auto args = Args::parse(argv, specs);
    if (!args)
        return usageError(args.error().message());
    if (args->has("help")) {
        fmt::print("Usage: psa devices [--format text|json] [--catalog FILE]\n\n{}", formatOptionHelp(specs));
        return kOk;
    }
    auto catalog = catalogFromArgs(*args);
    if (!catalog)
        return usageError(catalog.error().message());
    const std::string format = args->get("format").value_or("text");
    if (format == "json") {
        nlohmann::ordered_json j = nlohmann::ordered_json::array();
        for (const DeviceSpec& d : catalog->devices())
            j.push_back({{"id", d.id}, {"name", d.name}, {"vendor", d.vendor}, {"aliases", d.aliases}, {"bf16_tflops", d.bf16_tflops},
                         {"fp16_tflops", d.fp16_tflops}, {"fp8_tflops", d.fp8_tflops}, {"memory_gib", d.memory_gib},
                         {"hbm_tbps", d.hbm_tbps}, {"scale_up_domain", d.scale_up_domain}, {"devices_per_node", d.devices_per_node},
                         {"scale_up_gbps", d.scale_up_gbps}, {"scale_out_gbps", d.scale_out_gbps}, {"flags", d.flags}});
        fmt::print("{}\n", j.dump(2));
        return kOk;
    }
    if (format != "text")
        return usageError(fmt::format("--format: '{}' is not one of text, json", format));
    fmt::print("{:<16} {:<40} {:>7} {:>7} {:>7} {:>6} {:>6} {:>8} {:>8}  {}\n", "id", "name", "bf16TF", "fp8TF", "memGiB", "node",
               "domain", "upGB/s", "outGB/s", "flags");
    for (const DeviceSpec& d : catalog->devices())
        fmt::print("{:<16} {:<40} {:>7.0f} {:>7.0f} {:>7.0f} {:>6} {:>6} {:>8.0f} {:>8.1f}  {}\n", safeName(d.id), safeName(d.name).substr(0, 40),
                   d.bf16_tflops, d.fp8_tflops, d.memory_gib, d.devices_per_node, d.scale_up_domain, d.scale_up_gbps,
                   d.scale_out_gbps, safeName(joinFlags(d.flags)).substr(0, 80));
    return kOk;
}

int runProfile(const std::vector<std::string>& argv)
{
    const auto specs = listOptions();
    auto args = Args::parse(argv, specs);
    if (!args)
        return usageError(args.error().message());
    if (args->has("help")) {
        fmt::print("Usage: psa profile [--profile FILE] [--set K=V] [--format text|json]\n\n{}", formatOptionHelp(specs));
        return kOk;
    }
    auto profile = profileFromArgs(*args);
    if (!profile)
        return usageError(profile.error().message());
    if (args->get("format").value_or("text") == "json") {
        fmt::print("{}", profileToJson(*profile));
        return kOk;
    }
    fmt::print("Calibration profile: {}\n{}\n\n", safeName(profile->name), safeName(profile->description));
    fmt::print("{:<38} {:>12} {:<10} {:<34} {}\n", "constant", "value", "unit", "source", "meaning");
    for (const auto& c : profileConstants())
        fmt::print("{:<38} {:>12.6g} {:<10} {:<34} {}\n", c.key, (*profile).*(c.member), c.unit, c.source, c.description);
    return kOk;
}

}  // namespace psa::cli
