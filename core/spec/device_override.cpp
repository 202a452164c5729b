#include "spec/device_override.h"

#include "spec/cluster_spec.h"

namespace psa {

void overridePeak16(DeviceSpec& d, double tflops)
{
    const double base = d.bf16_tflops > 0 ? d.bf16_tflops : d.fp16_tflops;
    if (tflops <= 0 || base <= 0)
        return;
    const double r = tflops / base;
    d.bf16_tflops *= r;
    d.fp16_tflops *= r;
    d.fp8_tflops *= r;
    d.mamf_bf16_tflops *= r;
    d.mamf_fp8_tflops *= r;
    d.fa2_bf16_tflops *= r;
}

} // namespace psa
