#include "cost/matmul_rate.h"

#include "calibration/profile.h"
#include "spec/cluster_spec.h"
#include "spec/framework.h"
#include "spec/scenario.h"

namespace psa {

double measuredMatmulShare16(const DeviceSpec& device)
{
    const double peak16 = device.bf16_tflops > 0 ? device.bf16_tflops : device.fp16_tflops;
    return peak16 > 0 && device.mamf_bf16_tflops > 0 ? device.mamf_bf16_tflops / peak16 : 0.0;
}

double matmulRateScale(const DeviceSpec& device, bool fp8)
{
    const double share16 = measuredMatmulShare16(device);
    const double scale16 = share16 > 0 ? share16 / kReferenceMamfShareBf16 : 1.0;
    if (!fp8)
        return scale16;
    if (device.fp8_tflops > 0 && device.mamf_fp8_tflops > 0)
        return (device.mamf_fp8_tflops / device.fp8_tflops) / kReferenceMamfShareFp8;
    return scale16; // FP8 not measured: the same standing against the reference as its 16-bit rate
}

double attentionRate(const Scenario& scenario, const Profile& profile)
{
    const bool legacyKernel
        = frameworkFeatures(frameworkOf(scenario)).ampere_class_attention && scenario.cluster.device.async_mma;
    return profile.attention_efficiency * (legacyKernel ? profile.attention_legacy_kernel_ratio : 1.0);
}

} // namespace psa
