// Memory formulas against cost-model.md §4 and §8 worked examples.
#include <QtTest>

#include "calibration/profile.h"
#include "calibration/runs.h"
#include "cost/activations.h"
#include "cost/evaluate.h"
#include "cost/evaluate_phases.h"
#include "cost/pipeline.h"
#include "cost/schedule_timeline.h"
#include "cost/params.h"
#include "model_fixtures.h"

using namespace psa;

namespace {
constexpr double kGiB = 1024.0 * 1024.0 * 1024.0;

Scenario scenarioFor(const ModelSpec& m, int devices, double memGib = 80)
{
    Scenario sc;
    sc.model = m;
    sc.cluster.device.id = "test-gpu";
    sc.cluster.device.bf16_tflops = 989;
    sc.cluster.device.fp8_tflops = 1979;
    sc.cluster.device.memory_gib = memGib;
    sc.cluster.device.hbm_tbps = 3.35;
    sc.cluster.device.scale_up_gbps = 450;
    sc.cluster.device.scale_out_gbps = 50;
    sc.cluster.device.devices_per_node = 8;
    sc.cluster.device.scale_up_domain = 8;
    sc.cluster.num_devices = devices;
    sc.training.seq_len = 2048;
    sc.training.global_batch = 1024;
    return sc;
}
}  // namespace

class TestMemory : public QObject {
    Q_OBJECT
private slots:
    // §8.1 Korthikanti activations, GPT-3 175B, s 2048, b 1, t 8: GiB per layer.
    void korthikantiTable_data()
    {
        QTest::addColumn<double>("t");
        QTest::addColumn<bool>("sp");
        QTest::addColumn<int>("recompute");
        QTest::addColumn<double>("gibPerLayer");
        QTest::addColumn<double>("gibTimes96");
        QTest::newRow("no parallelism") << 1.0 << false << int(Recompute::None) << 2.672 << 256.5;
        QTest::newRow("TP8") << 8.0 << false << int(Recompute::None) << 0.539 << 51.75;
        QTest::newRow("TP8+SP") << 8.0 << true << int(Recompute::None) << 0.334 << 32.06;
        QTest::newRow("TP8+selective") << 8.0 << false << int(Recompute::Selective) << 0.305 << 29.25;
        QTest::newRow("TP8+SP+selective") << 8.0 << true << int(Recompute::Selective) << 0.100 << 9.56;
        QTest::newRow("full recompute") << 8.0 << false << int(Recompute::Full) << 0.047 << 4.50;
    }
    void korthikantiTable()
    {
        QFETCH(double, t);
        QFETCH(bool, sp);
        QFETCH(int, recompute);
        QFETCH(double, gibPerLayer);
        QFETCH(double, gibTimes96);
        const double bytes = korthikantiLayerBytes(2048, 1, 12288, 96, t, sp, Recompute(recompute));
        QVERIFY2(std::abs(bytes / kGiB - gibPerLayer) < 0.0006, qPrintable(QString::number(bytes / kGiB, 'f', 4)));
        QVERIFY(std::abs(bytes * 96 / kGiB - gibTimes96) < 0.006);
    }
    void evaluateUsesKorthikantiWithoutFlash()
    {
        // With flash attention off, a GPT block goes through Table 2 (the s² scores included).
        Profile p;
        p.flash_attention = 0;
        ActivationInputs in;
        in.seq_local = in.seq_full = 2048;
        in.tp = 8;
        in.sp = true;
        in.recompute = Recompute::None;
        QCOMPARE(denseLayerActivationBytes(test::gpt3_175b(), in, p), korthikantiLayerBytes(2048, 1, 12288, 96, 8, true, Recompute::None));
    }
    void modernBlockMatchesReference()
    {
        // §4.2 modern block: LLaMA-3-8B (r = 1/4, f/h = 3.5) → (12 + 4r + 6f/h) = 34 s·b·h/t bytes + LSE.
        Profile p;
        ActivationInputs in;
        in.seq_local = in.seq_full = 8192;
        in.tp = 1;
        const ModelSpec m = test::llama3_8b();
        const double expected = 34.0 * 8192 * 4096 + 4.0 * 32 * 8192;
        QCOMPARE(denseLayerActivationBytes(m, in, p), expected);
    }
    // §8.2: GPT-3 175B at tp 8, pp 8, dp 16: ≈ 2.80 B params on the most-loaded shard;
    // 17.6 GiB with the distributed optimizer (6 + 12/16 B/param), 46.9 GiB without (18 B/param).
    void gpt3WeightAndOptimizer_data()
    {
        QTest::addColumn<int>("zero");
        QTest::addColumn<double>("gib");
        QTest::newRow("distributed optimizer") << 1 << 17.6;
        QTest::newRow("DDP") << 0 << 46.9;
    }
    void gpt3WeightAndOptimizer()
    {
        QFETCH(int, zero);
        QFETCH(double, gib);
        Profile p;
        Scenario sc = scenarioFor(test::gpt3_175b(), 1024);
        Strategy s;
        s.tp = 8;
        s.pp = 8;
        s.zero = zero;
        const Estimate e = evaluate(sc, s, p);
        QVERIFY(e.valid);
        QCOMPARE(e.worst_stage, 0);
        const double states = (e.memory.params + e.memory.grads + e.memory.optimizer) / kGiB;
        QVERIFY2(std::abs(states - gib) / gib < 0.01, qPrintable(QString::number(states, 'f', 2)));
    }
    // §4.1 ZeRO example: Ψ = 7.5 B, N_d = 64: bytes per param 16 / 4+12/64 / 2+14/64 / 16/64 (bf16 grads).
    void zeroLevels_data()
    {
        QTest::addColumn<int>("zero");
        QTest::addColumn<double>("gb");
        QTest::newRow("ZeRO-0") << 0 << 120.0;
        QTest::newRow("ZeRO-1") << 1 << 31.4;
        QTest::newRow("ZeRO-2") << 2 << 16.6;
        QTest::newRow("ZeRO-3") << 3 << 1.875;
    }
    void zeroLevels()
    {
        QFETCH(int, zero);
        QFETCH(double, gb);
        Profile p;
        p.grad_bytes = 2;  // the ZeRO paper's fp16 gradients
        // A dense model whose per-rank parameters are exactly Ψ: tp = pp = 1, so Ψ_rank = total params.
        ModelSpec m = test::llama(30, 4096, 32, 32, 11008, 32000);
        Scenario sc = scenarioFor(m, 64, 1000);
        Strategy s;
        s.zero = zero;
        const Estimate e = evaluate(sc, s, p);
        QVERIFY(e.valid);
        const double psi = countParams(m).total;
        const double perParam = (e.memory.params + e.memory.grads + e.memory.optimizer) / psi;
        QVERIFY2(std::abs(perParam * 7.5e9 / 1e9 - gb) / gb < 0.01, qPrintable(QString::number(perParam, 'f', 4)));
    }
    void componentsSumToTotal()
    {
        Profile p;
        Scenario sc = scenarioFor(test::mixtral_8x7b(), 32);
        Strategy s;
        s.tp = 2;
        s.ep = 8;
        s.pp = 2;
        const Estimate e = evaluate(sc, s, p);
        QVERIFY(e.valid);
        const MemoryBreakdown& m = e.memory;
        QCOMPARE(m.total(), m.params + m.grads + m.optimizer + m.activations + m.logits + m.comm_buffers + m.framework);
        QVERIFY(m.params > 0 && m.activations > 0 && m.framework > 0);
    }
    void doesNotFitIsStillEvaluated()
    {
        Profile p;
        Scenario sc = scenarioFor(test::llama2_70b(), 8);
        Strategy s;
        s.tp = 8;
        s.zero = 0;
        const Estimate e = evaluate(sc, s, p);
        QVERIFY(e.valid);
        QVERIFY(!e.fits);
        QVERIFY(e.memory.total() > e.capacity_bytes);
        QVERIFY(e.step_time_s > 0);
    }
    void offloadRemovesOptimizerStates()
    {
        Profile p;
        Scenario sc = scenarioFor(test::llama3_8b(), 8);
        Strategy s;
        s.optimizer_offload = true;
        const Estimate e = evaluate(sc, s, p);
        QVERIFY(e.valid);
        QCOMPARE(e.memory.optimizer, 0.0);
        QVERIFY(e.offload_time_s > 0);
    }
    // --- Memory by framework (issue 12 item 4) ---
    // torchtitan's loss is F.cross_entropy on an fp32 copy of the logits: 12 B per logit at the backward peak
    // against Megatron's vocab-parallel CE 6 B. Llama 3 8B, s 8192, mbs 2, tp 1: 16,384 tokens × (4,096 × 2 + 128,256 × B).
    void logitsByCrossEntropyImplementation()
    {
        Profile p;
        ActivationInputs in;
        in.seq_local = in.seq_full = 8192;
        in.micro_batch = 2;
        QCOMPARE(logitsBytes(test::llama3_8b(), in, p), 16384.0 * (8192.0 + 128256.0 * 6.0));  // 12,742,295,552
        in.fp32_copy_ce = true;
        QCOMPARE(logitsBytes(test::llama3_8b(), in, p), 16384.0 * (8192.0 + 128256.0 * 12.0));  // 25,350,373,376
        // evaluate() takes the implementation from the framework.
        Scenario sc = scenarioFor(test::llama3_8b(), 8, 96);
        sc.training.seq_len = 8192;
        sc.training.global_batch = 16;
        Strategy s;
        s.mbs = 2;
        s.zero = 3;
        s.recompute = Recompute::Selective;
        sc.training.framework = TrainingFramework::TorchTitan;
        const Estimate titan = evaluate(sc, s, p);
        sc.training.framework = TrainingFramework::Megatron;
        const Estimate megatron = evaluate(sc, s, p);
        QVERIFY(titan.valid && megatron.valid);
        QCOMPARE(titan.memory.logits, 16384.0 * (8192.0 + 128256.0 * 12.0));
        QCOMPARE(megatron.memory.logits, 16384.0 * (8192.0 + 128256.0 * 6.0));
    }
    // torchtitan compiles the loss with the model (components/loss.py since #1033): a compiled plan keeps the bf16
    // logits and their bf16 gradient, 4 B per logit instead of 12; the run's compiled_loss=false (earlier torchtitan)
    // and plans without torch.compile keep the fp32 copy.
    void compiledLossFusesTheFp32Copy()
    {
        Profile p;
        ActivationInputs in;
        in.seq_local = in.seq_full = 8192;
        in.fp32_copy_ce = in.compiled_ce = true;
        QCOMPARE(logitsBytes(test::llama3_8b(), in, p), 8192.0 * (8192.0 + 128256.0 * 4.0));
        in.fp32_copy_ce = false;  // Megatron's vocab-parallel CE is not the PyTorch loss: compiling changes nothing
        QCOMPARE(logitsBytes(test::llama3_8b(), in, p), 8192.0 * (8192.0 + 128256.0 * 6.0));
        Scenario sc = scenarioFor(test::llama3_8b(), 8, 96);
        sc.training.seq_len = 8192;
        sc.training.global_batch = 8;
        sc.training.framework = TrainingFramework::TorchTitan;
        Strategy s;
        s.zero = 3;
        s.recompute = Recompute::Selective;
        const Estimate eager = evaluate(sc, s, p);
        sc.training.torch_compile = true;
        const Estimate compiled = evaluate(sc, s, p);
        sc.training.compiled_loss = false;
        const Estimate modelOnly = evaluate(sc, s, p);
        QVERIFY(eager.valid && compiled.valid && modelOnly.valid);
        QCOMPARE(eager.memory.logits, 8192.0 * (8192.0 + 128256.0 * 12.0));
        QCOMPARE(compiled.memory.logits, 8192.0 * (8192.0 + 128256.0 * 4.0));
        QCOMPARE(modelOnly.memory.logits, eager.memory.logits);
    }
    // torchtitan with TP runs its uncompiled fp32 loss under DTensor's loss_parallel: the vocab-sharded logits' fused
    // backward holds 16 B per logit (saved log-softmax, zeros_like, exp and their sum) instead of F.cross_entropy's
    // 12. Without TP, compiled, or in a framework without the trait, nothing changes.
    void lossParallelBackwardHoldsMoreFp32Copies()
    {
        Profile p;
        QCOMPARE(p.logits_bytes_loss_parallel, 16.0);
        ActivationInputs in;
        in.seq_local = in.seq_full = 4096;
        in.micro_batch = 4;
        in.tp = 8;
        in.sp = true;
        in.fp32_copy_ce = in.loss_parallel = true;
        const double tokens = 4.0 * 4096;
        const double vocab = 128256.0;
        const double hiddenShard = tokens * 4096 * 2 / 8;  // the gathered-for-the-head input, sequence-sharded
        QCOMPARE(logitsBytes(test::llama3_8b(), in, p), hiddenShard + tokens * vocab / 8 * 16.0);
        in.compiled_ce = true;  // compiled with the model: fused, as without loss_parallel
        QCOMPARE(logitsBytes(test::llama3_8b(), in, p), hiddenShard + tokens * vocab / 8 * 4.0);
        in.compiled_ce = false;
        in.loss_parallel = false;
        QCOMPARE(logitsBytes(test::llama3_8b(), in, p), hiddenShard + tokens * vocab / 8 * 12.0);

        // In the estimate: torchtitan TP 8 carries the 4 extra bytes per vocab-sharded logit; TP 1 does not.
        Scenario sc = scenarioFor(test::llama3_8b(), 16, 96);
        sc.training.seq_len = 4096;
        sc.training.global_batch = 16;
        sc.training.framework = TrainingFramework::TorchTitan;
        Strategy tp8;
        tp8.tp = 8;
        tp8.zero = 3;
        tp8.mbs = 4;
        tp8.recompute = Recompute::Full;
        const Estimate e = evaluate(sc, tp8, p);
        QVERIFY(e.valid);
        QCOMPARE(e.memory.logits, hiddenShard + tokens * vocab / 8 * 16.0);
        Strategy fsdp;
        fsdp.zero = 3;
        fsdp.mbs = 1;
        fsdp.recompute = Recompute::Full;
        const Estimate f = evaluate(sc, fsdp, p);
        QVERIFY(f.valid);
        QCOMPARE(f.memory.logits, 4096.0 * (4096.0 * 2 + vocab * 12.0));
    }
    // FSDP2's sharded parameter is the fp32 master: torchtitan's ZeRO-3 holds 4 (fp32 parameter) + 4 (fp32 gradient)
    // + 8 (m, v) = 16 B per parameter ÷ dp; DeepSpeed keeps a bf16 shard beside its fp32 master and, for a bf16 model,
    // bf16 gradient partitions (stage3.py gradient_accumulation_dtype = the model's): 2 + 2 + 12 = 16; with
    // --grad-reduce fp32, 2 + 4 + 12 = 18.
    void fsdp2ShardsAreFp32Masters()
    {
        Profile p;
        Scenario sc = scenarioFor(test::llama3_8b(), 8, 96);
        Strategy s;
        s.zero = 3;
        sc.training.framework = TrainingFramework::TorchTitan;
        const Estimate titan = evaluate(sc, s, p);
        sc.training.framework = TrainingFramework::DeepSpeed;
        const Estimate ds = evaluate(sc, s, p);
        QVERIFY(titan.valid && ds.valid);
        const double psi = countParams(test::llama3_8b()).total / 8.0;
        QCOMPARE(titan.memory.params, psi * 4.0);
        QCOMPARE(titan.memory.optimizer, psi * 8.0);
        QCOMPARE(ds.memory.params, psi * 2.0);
        QCOMPARE(ds.memory.optimizer, psi * 12.0);
        QCOMPARE(titan.memory.grads, psi * 4.0);
        QCOMPARE(ds.memory.grads, psi * 2.0);
        sc.training.fp32_grad_reduce = true;
        QCOMPARE(evaluate(sc, s, p).memory.grads, titan.memory.grads);
        sc.training.fp32_grad_reduce.reset();
        // With PP, torchtitan keeps the stage unsharded across micro-batches: bf16 parameters again, masters in the optimizer.
        sc.training.framework = TrainingFramework::TorchTitan;
        s.pp = 2;
        sc.cluster.num_devices = 16;
        const Estimate staged = evaluate(sc, s, p);
        QVERIFY(staged.valid);
        QCOMPARE(staged.memory.optimizer / staged.memory.params, 12.0 / 8.0 / 2.0);  // full bf16 stage, 12 B ÷ dp 8
    }
    // "selective" per framework: torchtitan's op-level SAC keeps the block input and the outputs of wq, wv, w1, w2 and
    // SDPA (+ fp32 LSE); Megatron's module list keeps the whole block but the activation output.
    // Llama 3 8B, s 8192, mbs 1, tp 1, bytes per token: op SAC 2·(4096+4096+1024+14336+4096+4096) + 4·32 = 63,616;
    // modules: attention 36,992 + MLP input 16,384 + MLP inner 14,336·4 = 110,720.
    void selectiveRecomputeByFramework()
    {
        Profile p;
        ActivationInputs in;
        in.seq_local = in.seq_full = 8192;
        in.recompute = Recompute::Selective;
        QCOMPARE(denseLayerActivationBytes(test::llama3_8b(), in, p), 8192.0 * 110720.0);
        in.op_level_sac = true;
        QCOMPARE(denseLayerActivationBytes(test::llama3_8b(), in, p), 8192.0 * 63616.0);
        in.recompute = Recompute::None;  // the flag changes only what "selective" means
        QCOMPARE(denseLayerActivationBytes(test::llama3_8b(), in, p), denseLayerActivationBytes(test::llama3_8b(), [&] {
                     ActivationInputs x = in;
                     x.op_level_sac = false;
                     return x;
                 }(), p));
    }
    // FSDP2 unsharded buffers: the current and the prefetched unit in bf16 (2 × 2 B) + the unit's unsharded gradient
    // in bf16 (2 B) + its fp32 copy for the reduce-scatter (4 B) = 10 B per parameter of the unit; with no prefetch and
    // bf16 reduction it is exactly one unit's parameters.
    void fsdpUnshardedBuffers()
    {
        Profile p;
        const double unit = countParams(test::llama3_8b()).dense_layer;
        QCOMPARE(cost_phases::fsdpUnshardedBytes(unit, p, 4.0), unit * 10.0);
        p.fsdp_unsharded_units = 0;
        QCOMPARE(cost_phases::fsdpUnshardedBytes(unit, p, p.param_bytes), unit * p.param_bytes);
        // In evaluate(): what ZeRO-3 adds to the communication buffers, at dp 8 and dp 64 alike.
        Profile q;
        for (int devices : {8, 64}) {
            Scenario sc = scenarioFor(test::llama3_8b(), devices, 96);
            sc.training.framework = TrainingFramework::TorchTitan;
            Strategy s;
            s.zero = 3;
            const Estimate e = evaluate(sc, s, q);
            QVERIFY(e.valid);
            const double nccl = e.memory.outside_allocator - q.cuda_context_gib * kGiB;
            QCOMPARE(e.memory.comm_buffers - nccl, unit * 10.0);
        }
    }
    // Communication buffers do not grow with the data-parallel size: NCCL buffers per communicator, DeepSpeed's
    // ZeRO-1/2 gradient bucket of reduce_bucket_size (5e8) elements in bf16 = 1e9 B.
    void commBuffersIndependentOfDp_data()
    {
        QTest::addColumn<int>("framework");
        QTest::addColumn<double>("bucket");
        QTest::newRow("DeepSpeed ZeRO-1") << int(TrainingFramework::DeepSpeed) << 1e9;
        QTest::newRow("Megatron ZeRO-1") << int(TrainingFramework::Megatron) << 0.0;
    }
    void commBuffersIndependentOfDp()
    {
        QFETCH(int, framework);
        QFETCH(double, bucket);
        Profile p;
        double first = -1;
        for (int devices : {8, 512}) {
            Scenario sc = scenarioFor(test::llama3_8b(), devices, 1000);
            sc.training.framework = TrainingFramework(framework);
            sc.training.global_batch = 4096;
            Strategy s;
            s.zero = 1;
            const Estimate e = evaluate(sc, s, p);
            QVERIFY(e.valid);
            const double nccl = e.memory.outside_allocator - p.cuda_context_gib * kGiB;
            QVERIFY(nccl > 0);
            QCOMPARE(e.memory.comm_buffers, nccl + bucket);
            if (first < 0)
                first = e.memory.comm_buffers;
            QCOMPARE(e.memory.comm_buffers, first);  // dp 8 and dp 512
        }
    }
    // Reserved vs allocated: fragmentation is a share of the transient allocations only; a reserved peak leaves out the
    // CUDA context and the NCCL buffers, an allocated peak also the fragmentation.
    void reservedVersusAllocated()
    {
        Profile p;
        Scenario sc = scenarioFor(test::llama3_8b(), 8, 96);
        sc.training.framework = TrainingFramework::TorchTitan;
        Strategy s;
        s.zero = 3;
        const Estimate e = evaluate(sc, s, p);
        QVERIFY(e.valid);
        const MemoryBreakdown& m = e.memory;
        const double transient = m.activations + m.logits + (m.comm_buffers - (m.outside_allocator - p.cuda_context_gib * kGiB));
        QCOMPARE(m.fragmentation, p.allocator_fragmentation * transient);
        QCOMPARE(m.framework, (p.cuda_context_gib + p.workspace_gib) * kGiB + m.fragmentation);
        QCOMPARE(predictedAsMeasured(m, MemoryMeasure::Device), m.total());
        QCOMPARE(predictedAsMeasured(m, MemoryMeasure::Unknown), m.total());
        QCOMPARE(predictedAsMeasured(m, MemoryMeasure::Reserved), m.total() - m.outside_allocator);
        QCOMPARE(predictedAsMeasured(m, MemoryMeasure::Allocated), m.total() - m.outside_allocator - m.fragmentation);
        QVERIFY(m.fragmentation > 0 && m.outside_allocator > p.cuda_context_gib * kGiB);
    }
    // PP in-flight activations of the zero-bubble schedules come from the list-scheduled timeline: the peak count of
    // forwards whose backward has not run, per rank, in full-stage units (ZB-V chunks are half a stage).
    void zeroBubbleInFlightFromTimeline_data()
    {
        QTest::addColumn<int>("schedule");
        QTest::newRow("ZB-H1: p − rank") << int(Schedule::ZBH1);
        QTest::newRow("ZB-V: p on every rank") << int(Schedule::ZBV);
    }
    void zeroBubbleInFlightFromTimeline()
    {
        QFETCH(int, schedule);
        const int p = 4, m = 16;
        const ScheduleTimeline t = buildScheduleTimeline(Schedule(schedule), p, m, 1);
        QVERIFY(t.complete);
        for (int rank = 0; rank < p; ++rank) {
            std::vector<TimelineBlock> mine;
            for (const TimelineBlock& b : t.blocks)
                if (b.stage == rank && b.kind != PassKind::WeightGrad)
                    mine.push_back(b);
            std::sort(mine.begin(), mine.end(), [](const TimelineBlock& a, const TimelineBlock& b) { return a.start < b.start; });
            int live = 0, peak = 0;
            for (const TimelineBlock& b : mine) {
                live += b.kind == PassKind::Forward ? 1 : -1;
                peak = std::max(peak, live);
            }
            const double stages = double(peak) / t.chunks;
            QCOMPARE(inFlightMicroBatches(Schedule(schedule), p, m, 1, rank), stages);
        }
        QCOMPARE(inFlightMicroBatches(Schedule::ZBV, p, m, 1, p - 1), double(p));  // the last rank holds p too
    }
    // apex DistributedFusedAdam with store_param_remainders (NeMo): 10 B of optimizer state per parameter instead of 12.
    void masterParamRemainders()
    {
        Profile p;
        Scenario sc = scenarioFor(test::llama3_8b(), 8);
        Strategy s;
        s.zero = 1;
        const Estimate full = evaluate(sc, s, p);
        sc.training.master_param_remainders = true;
        const Estimate rem = evaluate(sc, s, p);
        QVERIFY(full.valid && rem.valid);
        QCOMPARE(rem.memory.optimizer / full.memory.optimizer, 10.0 / 12.0);
    }

    // Gated DeltaNet layers (docs/cost-model.md "Hybrid linear-attention layers") keep what Megatron-LM's
    // GatedDeltaNet and fla's chunk_gated_delta_rule save for backward: per token on one rank, for Qwen3-Next (h 2048,
    // q/k 16 × 128, v 32 × 128, C 64) the norm and in_proj inputs (2 · 2 · 2048), the conv input (2 · 8192), the
    // L2-normalised q and k (2 · 4096), q and k repeated to the 32 value heads (2 · 8192), v (2 · 4096), A (2 · 32 · 64),
    // the gated norm's input and gate (2 · 8192), g and β (32 · 6) and the out_proj input (2 · 4096): 86,208 bytes.
    void gatedDeltaNetActivations()
    {
        Profile p;
        ActivationInputs in;
        in.seq_local = in.seq_full = 4096;
        const ModelSpec m = test::qwen3_next_80b();
        QCOMPARE(linearAttentionBytes(m, in, p), 86208.0 * 4096);
        QCOMPARE(linearAttentionBytes(test::allSoftmax(m), in, p), 8192.0 * 4096);  // only the layer input
        // No s_c × s scores and no softmax statistics: linear in s, flash attention or not.
        p.flash_attention = 0;
        ActivationInputs in32 = in;
        in32.seq_local = in32.seq_full = 32768;
        QCOMPARE(linearAttentionBytes(m, in32, p), 8.0 * linearAttentionBytes(m, in, p));
        // TP 4 with SP splits everything: a quarter per rank.
        ActivationInputs tp4 = in;
        tp4.tp = 4;
        tp4.sp = true;
        QCOMPARE(linearAttentionBytes(m, tp4, p), linearAttentionBytes(m, in, p) / 4.0);
    }
    // A layer's share is the mix's mean (36 Gated DeltaNet : 12 softmax); the transient peak of a fully recomputed
    // layer takes the larger mixer. Without flash attention the softmax layers' s² scores dominate at 32K, which the
    // hybrid keeps for a quarter of its layers only.
    void hybridLayerBytesMeanAndPeak()
    {
        Profile p;
        ActivationInputs in;
        in.seq_local = in.seq_full = 4096;
        const ModelSpec hybrid = test::qwen3_next_80b();
        const ModelSpec full = test::allSoftmax(hybrid);
        const double mean = moeLayerActivationBytes(hybrid, in, p);
        const double softmaxLayer = moeLayerActivationBytes(full, in, p);
        const double peak = layerTransientBytes(hybrid, in, p, true);
        QVERIFY(peak > softmaxLayer);  // at 4K a Gated DeltaNet layer keeps more than a flash-attention layer
        QCOMPARE(mean, 0.75 * peak + 0.25 * softmaxLayer);
        p.flash_attention = 0;
        in.seq_local = in.seq_full = 32768;
        const double ratio = moeLayerActivationBytes(hybrid, in, p) / moeLayerActivationBytes(full, in, p);
        QVERIFY2(ratio < 0.33, qPrintable(QString::number(ratio))); // 0.31: a quarter of the scores + the rest
    }
};

QTEST_APPLESS_MAIN(TestMemory)
#include "tst_memory.moc"
