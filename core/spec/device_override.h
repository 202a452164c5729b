// What-if edits of a catalog device that must keep its measured figures consistent (the hardware form and the
// CLI's --device-tflops both use them, so the two never disagree on what an override means).
#pragma once

namespace psa {

struct DeviceSpec;

// Sets the dense 16-bit peak (BF16, else FP16 on a device without a BF16 figure) to `tflops` and scales every
// other rate of the device alike: the other precisions' peaks and the measured rates (MAMF BF16/FP8,
// FlashAttention-2), so the device keeps its measured shares of the peak and a faster "what if" part is
// faster everywhere. A non-positive value leaves the device unchanged.
void overridePeak16(DeviceSpec& device, double tflops);

} // namespace psa
