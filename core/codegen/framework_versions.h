// The framework sources the emitters were checked against. Each commit has a vocabulary file written by
// tools/extract_framework_vocab.py: tests/data/frameworks/<name>-<first 12 hex digits>.txt, which
// tests/core/tst_codegen_vocabulary.cpp checks every emitted flag and field against. When moving to a newer
// framework commit: regenerate the vocabulary, update the commit here, fix what the test reports.
#pragma once

namespace psa::codegen::versions {

// NVIDIA/Megatron-LM core_v0.19.0, 2026-08-19 (a release, so users can pin it).
inline constexpr const char* kMegatronCommit = "5be9626709af2722333bf54797c954c09edeada3";
// MindSpeed-LLM v26.1.0 (2026-08-04) runs on Megatron-LM core_v0.12.1 and MindSpeed core's 26.1.0_core_r0.12.1
// branch (its docs/zh/pytorch/training/install_guide.md checks out the three).
inline constexpr const char* kMegatronForMindSpeedCommit = "a845aa7e12b3a117e24c2352b9e3e60bad2e3a17"; // core_v0.12.1
inline constexpr const char* kMindSpeedLlmCommit = "2b7130ca7bea7083a91ed66812eec95067d057a2"; // v26.1.0
inline constexpr const char* kMindSpeedCoreCommit = "57a33053c4eccd5b14aa58e3ca595ab414e65b94"; // 26.1.0_core_r0.12.1, 2026-07-20
// pytorch/torchtitan main, 2026-08-21 (after v0.2.2; Python recipes returning Trainer.Config).
inline constexpr const char* kTorchTitanCommit = "b5bcd76c66d0acb1a08b176d9639425bc55e0b2a";
// torchtitan v0.2.2, the last release that reads TOML job files (removed by 9810191bb, 2026-02-23).
inline constexpr const char* kTorchTitanTomlCommit = "73a0e6979dd10b6b1904098eb3c8f62c18ab87ce";

// MindSpore v2.6.0, 2025-05-16 (the release the framework matrix reflects), read from its GitHub mirror
// mindspore-ai/mindspore_test (the mindspore-ai/mindspore GitHub mirror stops before the AutoParallel API).
inline constexpr const char* kMindSporeCommit = "6cd05491403ab99fe9f19d450268f3171d635d92";
// deepspeedai/DeepSpeed v0.19.5, 2026-08-09.
inline constexpr const char* kDeepSpeedCommit = "cf44300453eb0af79ed84ed8f1cb49d57478bd76";

} // namespace psa::codegen::versions
