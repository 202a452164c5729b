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
    const DeviceSpec& d = scenario.cluster.device;
    if (!frameworkFeatures(frameworkOf(scenario)).ampere_class_attention)
        return profile.attention_efficiency;
    const double peak16 = d.bf16_tflops > 0 ? d.bf16_tflops : d.fp16_tflops;
    if (d.fa2_bf16_tflops > 0 && peak16 > 0) {
        // The reference's legacy-kernel rate in TFLOP/s (its peak at its own measured share, matmulRateScale 1),
        // scaled by the measured FlashAttention-2 rates, as a fraction of this device's peak before its own
        // matmulRateScale (which the caller applies).
        const double referenceRate = profile.attention_efficiency * profile.attention_legacy_kernel_ratio * kReferencePeak16Tflops;
        const double rate = referenceRate * d.fa2_bf16_tflops / kReferenceFa2Tflops;
        return rate / (peak16 * matmulRateScale(d, false));
    }
    return profile.attention_efficiency * (d.async_mma ? profile.attention_legacy_kernel_ratio : 1.0);
}

} // namespace psa
