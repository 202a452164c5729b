// Helpers shared by the per-framework emitters (not part of the public API).
#pragma once

#include "codegen/codegen.h"

#include <fmt/format.h>
#include <string>
#include <utility>
#include <vector>

namespace psa::codegen {

// Appends formatted lines to a string.
class Text {
public:
    template <typename... Args> void line(fmt::format_string<Args...> f, Args&&... args)
    {
        out_ += fmt::format(f, std::forward<Args>(args)...);
        out_ += '\n';
    }
    void raw(const std::string& s) { out_ += s; }
    void blank() { out_ += '\n'; }
    [[nodiscard]] const std::string& str() const { return out_; }

private:
    std::string out_;
};

// Values every emitter uses, read from the scenario and the resolved strategy.
struct Facts {
    int devices = 0;
    int per_node = 0; // processes per node (min(node size, devices))
    int nodes = 0;
    int dp = 1;
    long long seq = 0;
    long long global_batch = 0;
    long long micro_batches = 0; // per data-parallel replica per step: B / (dp · mbs)
    bool interleaved = false; // Interleaved schedule or vpp > 1
    std::string model_name; // single line
};

Facts facts(const Scenario& sc, const Strategy& s);

// CUDA_DEVICE_MAX_CONNECTIONS for a Megatron-LM launch of this layout, and why (megatron.cpp).
struct DeviceConnections {
    int value = 1;
    const char* why = "";
};
DeviceConnections megatronDeviceConnections(const Scenario& sc, const Strategy& s);

// How PyTorch addresses the device: torch device type ("cuda", "npu", ...), the import that registers it (empty
// when built in; may be a comment line) and the collective backend.
struct TorchDevice {
    std::string type;
    std::string import_line;
    std::string backend;
};
TorchDevice torchDevice(const DeviceSpec& d);

// The scenario header (model, cluster, training, strategy) as comment lines with the given prefix.
std::string headerComment(Framework f, const Scenario& sc, const Strategy& s, const std::string& prefix);

// Newlines and control characters replaced, so the text fits in a one-line comment.
std::string oneLine(const std::string& s);
// A double-quoted string literal valid in Python, TOML and bash (no $, `, \ or " left unescaped).
std::string quoted(const std::string& s);

// Run-length encoding of the MoE layer pattern: {{false,3},{true,58}}. Empty for dense models.
std::vector<std::pair<bool, int>> moeLayerRuns(const ModelSpec& m);
// True when every layer is an MoE layer.
bool allLayersMoe(const ModelSpec& m);

std::string emitPyTorch(const Scenario& sc, const Strategy& s);
std::string emitMegatron(const Scenario& sc, const Strategy& s);
std::string emitMindSpeed(const Scenario& sc, const Strategy& s);
std::string emitMindSpore(const Scenario& sc, const Strategy& s);
std::string emitTorchTitan(const Scenario& sc, const Strategy& s);
std::string emitTorchTitanToml(const Scenario& sc, const Strategy& s);
std::string emitDeepSpeed(const Scenario& sc, const Strategy& s);

} // namespace psa::codegen
