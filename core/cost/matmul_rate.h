// How much of its datasheet peak a device's matrix units reach (issue 12, device efficiency). The fitted GEMM
// efficiency (Profile::gemm_efficiency_max, fp8_gemm_factor) is the share reached by training GEMMs on the
// reference device, H100 SXM; other devices reach a different share of their own peak even on an ideal GEMM —
// AMD's CDNA 3 about 60 %, Blackwell 73–78 %, A100 87 % — so their tensor-core time scales by the ratio of the
// two measured shares. The measured shares are Maximum Achievable Matmul FLOPS (MAMF, the best mean rate over a
// brute-force sweep of GEMM shapes) from stas00/ml-engineering, compute/accelerator/README.md, cataloged per
// device (DeviceSpec::mamf_bf16_tflops, mamf_fp8_tflops). A device without a measurement is assumed to reach the
// reference's share.
#pragma once

namespace psa {

struct DeviceSpec;
struct Profile;
struct Scenario;

// The reference device's measured shares, H100 SXM (ml-engineering MAMF table: BF16 794.5 of 989 TFLOP/s,
// torch 2.7.0+cu126; FP8 e4m3 1,402.6 of 1,979, same torch).
inline constexpr double kReferenceMamfShareBf16 = 794.5 / 989.0;
inline constexpr double kReferenceMamfShareFp8 = 1402.6 / 1979.0;
// The reference device's dense 16-bit peak, H100 SXM (NVIDIA datasheet: 989 TFLOP/s BF16 without sparsity).
inline constexpr double kReferencePeak16Tflops = 989.0;

// The device's measured 16-bit matmul rate as a share of its dense 16-bit peak (BF16, else FP16); 0 when not
// measured. What the hardware form shows.
double measuredMatmulShare16(const DeviceSpec& device);

// The device's measured share of its 16-bit (fp8 = false) or FP8 dense peak divided by the reference's; 1 when
// the device has no 16-bit measurement. An unmeasured FP8 rate takes the 16-bit ratio (the same matrix units
// and software stack): MI300X's FP8 row of the MAMF table is empty.
double matmulRateScale(const DeviceSpec& device, bool fp8);

// The reference device's measured FlashAttention-2 rate, forward + backward (pytorch/pytorch#142132: PyTorch's
// SDPA default on H100 SXM, 329 TFLOP/s, where cuDNN's kernel reaches 631 — the ratio
// Profile::attention_legacy_kernel_ratio is calibrated on).
inline constexpr double kReferenceFa2Tflops = 329.0;

// The attention core's achieved fraction of the 16-bit peak (before matmulRateScale): the native fused kernel's
// Profile::attention_efficiency, times Profile::attention_legacy_kernel_ratio where the framework's attention is an
// Ampere-generation kernel (FrameworkFeatures::ampere_class_attention) on a device whose peak needs asynchronous
// MMA (DeviceSpec::async_mma: Hopper, Blackwell). On Ampere that kernel is the native one.
// Where the device's FlashAttention-2 rate is measured (DeviceSpec::fa2_bf16_tflops) that kernel's absolute
// rate is the reference's scaled by the two measurements, whatever the device's peak: FlashAttention-2 on
// B200 runs at about its H100 rate (synchronous MMA does not use Blackwell's tcgen05 tensor cores), and on
// MI300X below it.
double attentionRate(const Scenario& scenario, const Profile& profile);

} // namespace psa
