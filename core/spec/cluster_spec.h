// Accelerator and cluster topology. Bandwidths are GB/s (1e9 B/s) per device, one direction.
#pragma once

#include <string>
#include <vector>

namespace psa {

struct DeviceSpec {
    std::string id;                    // stable catalog id, e.g. "h100-sxm"
    std::string name;                  // display name
    std::string vendor;
    std::vector<std::string> aliases;  // matched case-insensitively
    double bf16_tflops = 0;            // dense peak (never the sparsity figure)
    double fp16_tflops = 0;
    double fp8_tflops = 0;             // 0 = no FP8 support
    double memory_gib = 0;             // usable device memory
    double hbm_tbps = 0;               // HBM bandwidth, TB/s
    int scale_up_domain = 8;           // devices sharing the scale-up fabric (NVLink/HCCS/UB domain)
    int devices_per_node = 8;          // default node size
    double scale_up_gbps = 0;          // per device, one direction
    double scale_out_gbps = 0;         // per device NIC, one direction
    double tdp_w = 0;                  // board power (TDP), W; 0 = not published (energy not estimated)
    // Maximum Achievable Matmul FLOPS, measured (cost/matmul_rate.h): 0 = not measured, the reference's share of
    // the peak is assumed.
    double mamf_bf16_tflops = 0;
    double mamf_fp8_tflops = 0;
    // The tensor-core peak needs the asynchronous MMA instructions (Hopper wgmma, Blackwell tcgen05): kernels
    // written for Ampere's synchronous mma (FlashAttention-2) reach only part of it (Profile::
    // attention_legacy_kernel_ratio).
    bool async_mma = false;
    // Measured forward + backward rate of a FlashAttention-2-class fused attention kernel (the one PyTorch's SDPA
    // dispatches to), TFLOP/s; 0 = not measured (cost/matmul_rate.h). It does not follow the tensor-core peak:
    // on Blackwell that kernel runs Ampere's synchronous MMA at about Hopper's rate.
    double fa2_bf16_tflops = 0;
    // How the sustained clock follows the board power on this silicon: clock ∝ power^exponent, read off the
    // vendor's own SKUs of the same die at two board powers (cost/power_cap.h); 0 = not known,
    // Profile::power_cap_clock_exponent applies.
    double power_clock_exponent = 0;
    // Whether the scale-up link joins every pair of devices in the domain (NVSwitch, a full mesh). False for the
    // PCIe cards whose NVLink bridge joins pairs only: libraries that need peer access over the fast link between
    // all of them (DeepEP / HybridEP, Megatron's flex dispatcher) do not run there.
    bool scale_up_full_peer = true;
    // Tensor cores that take the OCP Microscaling formats (MXFP8 …) with hardware block scales: NVIDIA Blackwell,
    // AMD CDNA 4. Where set, MXFP8 is the default FP8 recipe (spec/fp8_recipe.h) and Megatron's launch code takes
    // NVIDIA's Blackwell rule for CUDA_DEVICE_MAX_CONNECTIONS (codegen/megatron.cpp). A catalog flag, so that a
    // custom Blackwell entry is treated as one.
    bool mx_tensor_cores = false;
    // Streaming multiprocessors (NVIDIA). Communication kernels that run beside the compute (DeepEP's dispatch
    // and combine) hold some of them, and the compute runs on the rest meanwhile (cost/comm_phase.cpp); 0 = not
    // published here, no such slowdown is priced.
    int sm_count = 0;
    std::vector<std::string> flags;    // uncertainty flags shown to users ("roadmap figure", "estimated", ...)
    std::string notes;
    std::string source;
};

struct ClusterSpec {
    DeviceSpec device;
    int num_devices = 0;
    int devices_per_node = 0;  // 0 = the device's default
    double power_cap_w = 0;    // board power limit per device, W (nvidia-smi -pl); 0 = none, the device runs at its TDP

    [[nodiscard]] int nodeSize() const { return devices_per_node > 0 ? devices_per_node : device.devices_per_node; }
    // Size of the scale-up (fast-link) domain: never smaller than a node.
    [[nodiscard]] int scaleUpDomain() const
    {
        const int node = nodeSize();
        return device.scale_up_domain > node ? device.scale_up_domain : node;
    }
};

}  // namespace psa
