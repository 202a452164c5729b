// Issue 11, item 1 and 5: the framework feature matrix (spec/framework.h), the search proposing only what
// the framework runs, evaluate() naming the missing feature, the report saying what it planned for, the
// launch code running exactly the evaluated layout, FP8 only when asked for and MFU against the peak in use.
#include "calibration/profile.h"
#include "codegen/codegen.h"
#include "cost/activations.h"
#include "cost/collectives.h"
#include "cost/evaluate.h"
#include "cost/flops.h"
#include "cost/matmul_rate.h"
#include "cost/params.h"
#include "cost/power_cap.h"
#include "cost/time_to_train.h"
#include "io/scenario_file.h"
#include "model_fixtures.h"
#include "report/evaluation_report.h"
#include "report/plan_report.h"
#include "search/search.h"
#include "spec/device_override.h"
#include "spec/fp8_recipe.h"
#include "spec/framework.h"

#include <QtTest>
#include <nlohmann/json.hpp>

using namespace psa;

namespace {

// LLaMA-2-70B on 64 H100 (catalog-like figures, NVIDIA: the default framework is Megatron-LM).
Scenario h100x64(std::optional<TrainingFramework> fw = std::nullopt)
{
    Scenario sc;
    sc.model = test::llama2_70b();
    sc.cluster.device.id = "h100";
    sc.cluster.device.name = "H100";
    sc.cluster.device.vendor = "NVIDIA";
    sc.cluster.device.bf16_tflops = 989;
    sc.cluster.device.fp16_tflops = 989;
    sc.cluster.device.fp8_tflops = 1979;
    sc.cluster.device.memory_gib = 80;
    sc.cluster.device.hbm_tbps = 3.35;
    sc.cluster.device.scale_up_gbps = 450;
    sc.cluster.device.scale_out_gbps = 50;
    sc.cluster.num_devices = 64;
    sc.training.seq_len = 4096;
    sc.training.global_batch = 1024;
    sc.training.framework = fw;
    return sc;
}

Strategy strategy(const char* text)
{
    auto s = parseStrategy(text);
    if (!s)
        qFatal("bad strategy %s", text);
    return *s;
}

QStringList fields(const Estimate& e)
{
    QStringList out;
    for (const auto& r : e.reasons)
        out << QString::fromStdString(r.field);
    return out;
}

// A search bounded enough to run in a test (one mbs, selective recompute, no offload).
SearchConstraints quick()
{
    SearchConstraints c;
    c.mbs_candidates = {1};
    c.recomputes = {Recompute::Selective};
    c.allow_offload = false;
    return c;
}

}  // namespace

class TestFramework : public QObject {
    Q_OBJECT
private slots:
    void matrixReflectsTheDocumentedSets()
    {
        const FrameworkFeatures& mg = frameworkFeatures(TrainingFramework::Megatron);
        QVERIFY(mg.runs(Schedule::OneFOneB) && mg.runs(Schedule::Interleaved));
        for (Schedule s : {Schedule::GPipe, Schedule::ZBH1, Schedule::ZBV, Schedule::DualPipe})
            QVERIFY2(!mg.runs(s), toString(s));  // not in upstream Megatron-LM
        QCOMPARE(mg.max_zero_with_pp, 1);        // ZeRO-2/3 are Megatron-FSDP, which is not combined with PP
        const FrameworkFeatures& tt = frameworkFeatures(TrainingFramework::TorchTitan);
        for (Schedule s : {Schedule::GPipe, Schedule::OneFOneB, Schedule::Interleaved, Schedule::ZBH1, Schedule::ZBV})
            QVERIFY2(tt.runs(s), toString(s));
        QVERIFY(!tt.offersZero(1));  // FSDP2 has no optimizer-only sharding
        QCOMPARE(tt.max_zero_with_pp, 3);
        const FrameworkFeatures& ds = frameworkFeatures(TrainingFramework::DeepSpeed);
        QCOMPARE(ds.schedules, 1U << unsigned(Schedule::OneFOneB));
        QCOMPARE(ds.max_zero_with_pp, 1);  // ZeRO-2/3 are incompatible with DeepSpeed's pipeline engine
        QVERIFY(!ds.ring_cp && !ds.sequence_parallel);
        for (TrainingFramework f : kTrainingFrameworks) {
            QVERIFY(*frameworkFeatures(f).version != '\0');
            QCOMPARE(frameworkFeatures(f).framework, f);
            QVERIFY(frameworkFeatures(f).runs(Schedule::OneFOneB));
        }
        QCOMPARE(QString::fromStdString(frameworkTitle(TrainingFramework::Megatron)), QString("Megatron-LM (core_v0.19)"));
    }

    void parsingAndDefaults()
    {
        QCOMPARE(*parseTrainingFramework("pytorch"), TrainingFramework::TorchTitan);  // alias
        QCOMPARE(*parseTrainingFramework("Megatron-LM"), TrainingFramework::Megatron);
        QCOMPARE(*parseTrainingFramework("deepspeed"), TrainingFramework::DeepSpeed);
        QCOMPARE(*parseTrainingFramework("mindspeed"), TrainingFramework::MindSpeed);
        QCOMPARE(*parseTrainingFramework("MindSpore"), TrainingFramework::MindSpore);
        QVERIFY(!parseTrainingFramework("jax"));
        QCOMPARE(QString::fromStdString(parseTrainingFramework("jax").error().field), QString("framework"));
        DeviceSpec d;
        d.vendor = "NVIDIA";
        QCOMPARE(defaultFrameworkFor(d), TrainingFramework::Megatron);
        d.vendor = "AMD";
        QCOMPARE(defaultFrameworkFor(d), TrainingFramework::Megatron);
        d.vendor = "Huawei";
        QCOMPARE(defaultFrameworkFor(d), TrainingFramework::MindSpeed);
        d.vendor = "HiSilicon ASCEND";  // matched anywhere in the name, in any case
        QCOMPARE(defaultFrameworkFor(d), TrainingFramework::MindSpeed);
        d.vendor = "Huaw";
        QCOMPARE(defaultFrameworkFor(d), TrainingFramework::Megatron);
        QCOMPARE(frameworkOf(h100x64()), TrainingFramework::Megatron);
        QCOMPARE(frameworkOf(h100x64(TrainingFramework::DeepSpeed)), TrainingFramework::DeepSpeed);
        // The emitter runs what was planned, and --emit names a planning framework.
        for (TrainingFramework f : kTrainingFrameworks)
            QCOMPARE(plannedFrameworkOf(emitterFor(f)), f);
        QCOMPARE(plannedFrameworkOf(Framework::PyTorch), TrainingFramework::TorchTitan);
    }

    void evaluateNamesTheMissingFeature_data()
    {
        QTest::addColumn<int>("framework");
        QTest::addColumn<QString>("strategy");
        QTest::addColumn<QString>("field");  // empty = valid
        const int mg = int(TrainingFramework::Megatron), tt = int(TrainingFramework::TorchTitan), ds = int(TrainingFramework::DeepSpeed),
                  ms = int(TrainingFramework::MindSpeed);
        QTest::newRow("megatron zb-v") << mg << "tp=2,pp=8,schedule=zb-v,zero=1" << "framework.schedule";
        QTest::newRow("megatron zb-h1") << mg << "tp=8,pp=2,schedule=zb-h1" << "framework.schedule";
        QTest::newRow("megatron dualpipe") << mg << "tp=8,pp=2,schedule=dualpipe" << "framework.schedule";
        QTest::newRow("megatron gpipe") << mg << "tp=8,pp=2,schedule=gpipe" << "framework.schedule";
        QTest::newRow("megatron 1f1b") << mg << "tp=8,pp=2,schedule=1f1b" << "";
        QTest::newRow("megatron interleaved") << mg << "tp=8,pp=2,vpp=4" << "";
        QTest::newRow("megatron zero-3 + pp") << mg << "tp=8,pp=2,zero=3" << "framework.zero";
        QTest::newRow("megatron zero-3, no pp") << mg << "tp=8,zero=3" << "";
        QTest::newRow("megatron zero-2 + pp") << mg << "tp=8,pp=2,zero=2" << "framework.zero";
        QTest::newRow("mindspeed zero-2") << ms << "tp=8,zero=2" << "framework.zero";
        QTest::newRow("torchtitan zb-v") << tt << "tp=2,pp=8,schedule=zb-v,zero=2" << "";
        QTest::newRow("torchtitan zero-1") << tt << "tp=8,pp=2,zero=1" << "framework.zero";
        QTest::newRow("torchtitan zero-3 + pp") << tt << "tp=8,pp=2,zero=3" << "";
        QTest::newRow("torchtitan dualpipe") << tt << "tp=8,pp=2,zero=2,schedule=dualpipe" << "framework.schedule";
        QTest::newRow("deepspeed sp") << ds << "tp=8,pp=2" << "framework.sp";
        QTest::newRow("deepspeed tp no sp") << ds << "tp=8,pp=2,sp=off" << "";
        QTest::newRow("deepspeed zero-2 + pp") << ds << "tp=8,pp=2,sp=off,zero=2" << "framework.zero";
        QTest::newRow("deepspeed cp") << ds << "tp=8,cp=2,sp=off" << "framework.cp";
        QTest::newRow("deepspeed interleaved") << ds << "tp=8,pp=2,sp=off,vpp=2" << "framework.schedule";
        QTest::newRow("mindspeed offload") << ms << "tp=8,pp=2,offload=on" << "framework.offload";
    }
    void evaluateNamesTheMissingFeature()
    {
        QFETCH(int, framework);
        QFETCH(QString, strategy);
        QFETCH(QString, field);
        const Estimate e = evaluate(h100x64(TrainingFramework(framework)), ::strategy(qPrintable(strategy)), defaultProfile());
        if (field.isEmpty()) {
            QVERIFY2(e.valid, qPrintable(fields(e).join(", ")));
            return;
        }
        QVERIFY(!e.valid);
        QVERIFY2(fields(e).contains(field), qPrintable(fields(e).join(", ")));
        for (const auto& r : e.reasons)
            if (QString::fromStdString(r.field) == field) {
                QCOMPARE(QString::fromStdString(r.code), QString("unsupported_by_framework"));
                QVERIFY2(QString::fromStdString(r.detail).contains(frameworkFeatures(TrainingFramework(framework)).name), r.detail.c_str());
            }
    }

    void megatronScheduleMessage()
    {
        const Estimate e = evaluate(h100x64(), strategy("tp=2,pp=8,schedule=zb-v"), defaultProfile());
        QVERIFY(!e.valid);
        QCOMPARE(QString::fromStdString(e.reasons.front().detail),
                 QString("Megatron-LM (core_v0.19) has no zb-v pipeline schedule (it runs: 1f1b, interleaved)"));
    }

    // The search never proposes what the framework cannot run, and (item 5) no FP8 unless asked.
    void searchProposesOnlyWhatTheFrameworkRuns_data()
    {
        QTest::addColumn<int>("framework");
        for (TrainingFramework f : kTrainingFrameworks)
            QTest::newRow(toString(f)) << int(f);
    }
    void searchProposesOnlyWhatTheFrameworkRuns()
    {
        QFETCH(int, framework);
        const TrainingFramework f = TrainingFramework(framework);
        const Scenario sc = h100x64(f);
        const SearchResult r = search(sc, quick(), ScoreWeights{}, defaultProfile(), {}, {}, 2);
        QVERIFY(!r.candidates.empty());
        const FrameworkFeatures& fw = frameworkFeatures(f);
        for (const Candidate& c : r.candidates) {
            QCOMPARE(c.precision, Precision::BF16);
            QCOMPARE(frameworkGaps(fw, sc, c.strategy), 0U);
            if (c.strategy.pp > 1)
                QVERIFY(fw.runs(c.strategy.schedule));
        }
    }

    void fp8IsSearchedOnlyWhenAsked()
    {
        Scenario sc = h100x64();
        SearchConstraints c = quick();
        c.pp = {1, 2, {}};
        bool anyFp8 = false;
        for (const Candidate& x : search(sc, c, ScoreWeights{}, defaultProfile(), {}, {}, 2).candidates)
            anyFp8 = anyFp8 || x.precision == Precision::FP8;
        QVERIFY(!anyFp8);
        c.allow_fp8 = true;  // the GUI's opt-in
        for (const Candidate& x : search(sc, c, ScoreWeights{}, defaultProfile(), {}, {}, 2).candidates)
            anyFp8 = anyFp8 || x.precision == Precision::FP8;
        QVERIFY(anyFp8);
        // The user's precision: every candidate in FP8.
        sc.training.precision = Precision::FP8;
        c.allow_fp8 = false;
        c.precision_fixed = true;
        for (const Candidate& x : search(sc, c, ScoreWeights{}, defaultProfile(), {}, {}, 2).candidates)
            QCOMPARE(x.precision, Precision::FP8);
        // DeepSpeed has no FP8 recipe: FP8 is refused by name.
        sc.training.framework = TrainingFramework::DeepSpeed;
        const Estimate e = evaluate(sc, strategy("tp=8,sp=off"), defaultProfile());
        QVERIFY(fields(e).contains("framework.fp8"));
    }

    // MFU against the peak of the precision in use; the BF16-peak figure stays in `mfu`.
    void mfuAgainstThePrecisionPeak()
    {
        Scenario sc = h100x64();
        const Estimate bf = evaluate(sc, strategy("tp=8,pp=2"), defaultProfile());
        QVERIFY(bf.valid);
        QCOMPARE(bf.mfu_precision_peak, bf.mfu);
        sc.training.precision = Precision::FP8;
        const Estimate f8 = evaluate(sc, strategy("tp=8,pp=2"), defaultProfile());
        QVERIFY(f8.valid);
        QVERIFY(std::abs(f8.mfu_precision_peak / f8.mfu - 989.0 / 1979.0) < 1e-9);
        const std::string text = evaluationText({sc, computeBaseline(sc, defaultProfile()), f8, defaultProfile()}, false);
        QVERIFY2(text.find("of the FP8 peak") != std::string::npos, text.c_str());
        QVERIFY(text.find("of the BF16 peak") != std::string::npos);
    }

    // The plan says what it planned for, offers FP8 as an option (not the pick), and its launch code runs
    // the evaluated layout (no "this runs 1F1B instead" note).
    void planReport()
    {
        const Scenario sc = h100x64();
        const SearchConstraints c = quick();
        const SearchResult r = search(sc, c, ScoreWeights{}, defaultProfile(), {}, {}, 2);
        QVERIFY(r.best());
        const PlanReport rep = buildPlanReport(sc, r, c, defaultProfile());
        QCOMPARE(rep.planned_for, TrainingFramework::Megatron);
        QCOMPARE(rep.framework, Framework::Megatron);
        QCOMPARE(rep.recommended->scenario.training.precision, Precision::BF16);
        const Strategy& st = rep.recommended->estimate.strategy;
        QVERIFY(st.pp == 1 || st.schedule == Schedule::OneFOneB || st.schedule == Schedule::Interleaved);
        QVERIFY(!(st.pp > 1 && st.zero == 3));
        QVERIFY(rep.launch_code.find("not in upstream") == std::string::npos);
        QVERIFY(rep.launch_code.find("Planned for: Megatron-LM (core_v0.19)") != std::string::npos);
        for (const auto& o : rep.schedules)
            QVERIFY2(o.schedule == Schedule::OneFOneB || o.schedule == Schedule::Interleaved, toString(o.schedule));
        QVERIFY(rep.fp8_option);
        QVERIFY(rep.fp8_option->throughput_change > 0);
        const std::string text = renderPlanText(rep, false);
        QVERIFY(text.find("Planned for") != std::string::npos);
        QVERIFY(text.find("Megatron-LM (core_v0.19)") != std::string::npos);
        QVERIFY(text.find("Option: with FP8") != std::string::npos);
        QVERIFY(renderPlanMarkdown(rep).find("Megatron-LM (core_v0.19)") != std::string::npos);
        const auto j = nlohmann::json::parse(renderPlanJson(rep));
        QCOMPARE(QString::fromStdString(j["planned_for"]["framework"].get<std::string>()), QString("megatron"));
        QCOMPARE(QString::fromStdString(j["planned_for"]["version"].get<std::string>()), QString("core_v0.19"));
        QVERIFY(j["planned_for"]["default"].get<bool>());
        QCOMPARE(QString::fromStdString(j["launch_code"]["framework"].get<std::string>()), QString("megatron"));
        QCOMPARE(QString::fromStdString(j["recommended"]["precision"].get<std::string>()), QString("bf16"));
        QVERIFY(j["fp8_option"]["tokens_per_s"].get<double>() > j["recommended"]["tokens_per_s"].get<double>());
    }

    // Section 6 never contradicts the pick: a faster schedule within the model's error is called a tie (with the
    // memory that decided it), one beyond it "worth trying", the pick's own schedule "the fastest that fits".
    void scheduleAdviceAgreesWithThePick()
    {
        const Scenario sc = h100x64();
        PlanReport rep;
        rep.throughput_error = 0.08;
        rep.recommended = PlanEntry{sc, evaluate(sc, strategy("tp=4,pp=8,schedule=1f1b,recompute=selective"), defaultProfile())};
        QVERIFY(rep.recommended->estimate.valid);
        const double step = rep.recommended->estimate.step_time_s;
        const double memory = rep.recommended->estimate.memory.total();
        QVERIFY(scheduleAdviceText(rep).empty());  // no schedule fits: nothing to say
        rep.schedule_advice = ScheduleOption{Schedule::Interleaved, 2, 0.01, step / 1.01, memory * 1.2, true};
        const std::string tie = scheduleAdviceText(rep);
        QVERIFY2(tie.find("interleaved (vpp 2) would be 1.0 % faster") != std::string::npos && tie.find("a tie") != std::string::npos
                     && tie.find("keeps 1f1b") != std::string::npos,
            tie.c_str());
        rep.schedule_advice->step_time_s = step / 1.25;
        const std::string beyond = scheduleAdviceText(rep);
        QVERIFY2(beyond.find("25.0 % faster") != std::string::npos && beyond.find("worth trying") != std::string::npos, beyond.c_str());
        rep.schedule_advice = ScheduleOption{Schedule::Interleaved, 2, 0.01, step / 1.01, memory * 1.2, true};
        // In a comparison the layout is the user's: no pick, no Ranking line.
        const std::string given = scheduleAdviceText(rep, true);
        QVERIFY2(given.find("a tie with the 1f1b given") != std::string::npos && given.find("Ranking") == std::string::npos,
            given.c_str());
        rep.schedule_advice = ScheduleOption{Schedule::OneFOneB, 1, 0.02, step, memory, true};
        QCOMPARE(scheduleAdviceText(rep), std::string("The recommended schedule, 1f1b, is the fastest that fits."));
        QCOMPARE(scheduleAdviceText(rep, true), std::string("The schedule given, 1f1b, is the fastest that fits."));
    }

    // Item 6: candidates within the profile's throughput error of the fastest are tied; a memory-safe one wins
    // over a risky one, and the plan says why.
    void tiesPreferTheMemorySafeOption()
    {
        const Scenario sc = h100x64();
        const SearchConstraints c = quick();
        const Profile p = defaultProfile();
        const SearchResult r = search(sc, c, ScoreWeights{}, p, {}, {}, 2);
        QVERIFY(r.best());
        QCOMPARE(r.stats.tie_band, p.throughput_error_p50);
        QVERIFY(r.stats.tied > 1);
        double fastest = 0;
        bool anySafeTied = false;
        for (const Candidate& x : r.candidates)
            if (x.fits) {
                fastest = std::max(fastest, x.tokens_per_s);
                anySafeTied = anySafeTied || (x.tied && x.safe());
            }
        QVERIFY(r.best()->tied);
        QVERIFY(r.best()->tokens_per_s >= fastest * (1 - p.throughput_error_p50));
        if (anySafeTied)
            QVERIFY(r.best()->safe());
        const PlanReport rep = buildPlanReport(sc, r, c, p);
        QVERIFY(rep.tie);
        QCOMPARE(rep.tie->tied, r.stats.tied);
        QVERIFY(!rep.tie->reason.empty());
        QVERIFY(renderPlanText(rep, false).find("tied within") != std::string::npos);
        // tie_band = 0: rank by score alone, nothing tied.
        SearchConstraints off = c;
        off.tie_band = 0;
        const SearchResult r0 = search(sc, off, ScoreWeights{}, p, {}, {}, 2);
        QCOMPARE(r0.stats.tied, 0LL);
        QVERIFY(!buildPlanReport(sc, r0, off, p).tie);
    }

    // Issue 11 item 2: ZeRO-2 reduce-scatters gradients after every micro-batch's backward (Megatron-FSDP
    // optim_grads, DeepSpeed partition_gradients, FSDP2); ZeRO-1 once per step. torchtitan's ZeRO-2 (FSDP2
    // without reshard-after-forward) also gathers each block every micro-batch, except with PP, where a stage
    // stays unsharded across its micro-batches (one gather and one reduce-scatter per step, full gradients).
    // Pipeline stages sit stride = tp·cp·dp ranks apart: with two stages per 8-device node every other boundary
    // crosses the scale-out link, and the step pays for it (the first pair sharing a node is not the whole pipeline).
    void pipelineBoundariesAcrossNodes()
    {
        const Profile p = defaultProfile();
        Scenario sc = h100x64();
        sc.cluster.device.devices_per_node = sc.cluster.device.scale_up_domain = 8;
        const auto pp = [&](const Scenario& x, const char* spec) {
            const Estimate e = evaluate(x, strategy(spec), p);
            if (!e.valid)
                qFatal("invalid %s", spec);
            return e.comm[size_t(CommDim::PP)];
        };
        QVERIFY(pp(sc, "tp=4,pp=16,mbs=1,zero=0,schedule=1f1b").crosses_scale_out);   // stages 1→2, 3→4, … cross
        QVERIFY(pp(sc, "tp=8,pp=8,mbs=1,zero=0,schedule=1f1b").crosses_scale_out);    // one stage per node
        Scenario node = sc;
        node.cluster.num_devices = 8;
        QVERIFY(!pp(node, "tp=2,pp=4,mbs=1,zero=0,schedule=1f1b").crosses_scale_out);  // the whole pipeline in one node
        // Exposed warm-up/cool-down: 7 of the 15 boundaries cross; all 15 crossing would cost more, none less.
        const CommCost half = pp(sc, "tp=4,pp=16,mbs=1,zero=0,schedule=1f1b");
        Scenario fat = sc;
        fat.cluster.device.devices_per_node = fat.cluster.device.scale_up_domain = 64;  // one NVLink domain
        const CommCost none = pp(fat, "tp=4,pp=16,mbs=1,zero=0,schedule=1f1b");
        QVERIFY(!none.crosses_scale_out);
        QVERIFY2(half.exposed_s > none.exposed_s, qPrintable(QString("%1 vs %2").arg(half.exposed_s).arg(none.exposed_s)));
    }
    void zeroTwoReducesGradientsEveryMicroBatch()
    {
        const Profile p = defaultProfile();
        const Scenario mg = h100x64();
        const CommCost one = evaluate(mg, strategy("tp=8,pp=1,mbs=1,zero=1"), p).comm[size_t(CommDim::DP)];
        const Estimate twoE = evaluate(mg, strategy("tp=8,pp=1,mbs=1,zero=2"), p);
        QVERIFY2(twoE.valid, twoE.reasons.empty() ? "" : twoE.reasons.front().message().c_str());
        const CommCost two = twoE.comm[size_t(CommDim::DP)];
        const int micro = twoE.micro_batches;
        QCOMPARE(micro, 1024 / 8);
        const int layers = mg.model.layers;
        // fp32 gradients (4 B) reduce-scattered, bf16 parameters (2 B) gathered: ZeRO-1's volume is 2/3 + 1/3.
        const double rsBytes = one.volume_bytes * 2.0 / 3.0;
        const double agBytes = one.volume_bytes / 3.0;
        QCOMPARE(one.calls, 2LL);
        QCOMPARE(two.calls, (long long)micro * layers + 1);
        QVERIFY(std::abs(two.volume_bytes - (micro * rsBytes + agBytes)) < 1e-6 * two.volume_bytes);
        QVERIFY(two.exposed_s > one.exposed_s);

        const Scenario tt = h100x64(TrainingFramework::TorchTitan);
        const Estimate ttTwo = evaluate(tt, strategy("tp=8,pp=1,mbs=1,zero=2"), p);
        QCOMPARE(ttTwo.comm[size_t(CommDim::DP)].calls, 2LL * micro * layers);
        QVERIFY(std::abs(ttTwo.comm[size_t(CommDim::DP)].volume_bytes - micro * one.volume_bytes) < 1e-6 * ttTwo.comm[size_t(CommDim::DP)].volume_bytes);

        // With PP: once per step, and the stage's gradients stay whole.
        const Estimate ppTwo = evaluate(tt, strategy("tp=8,pp=2,mbs=1,zero=2"), p);
        const Estimate ppZero = evaluate(tt, strategy("tp=8,pp=2,mbs=1,zero=0"), p);
        QVERIFY(ppTwo.valid && ppZero.valid);
        QCOMPARE(ppTwo.comm[size_t(CommDim::DP)].calls, 2LL * (layers / 2));
        QCOMPARE(ppTwo.memory.grads, ppZero.memory.grads);
        const Estimate noPpZero = evaluate(tt, strategy("tp=8,pp=1,mbs=1,zero=0"), p);
        QVERIFY(std::abs(ttTwo.memory.grads - noPpZero.memory.grads / 8) < 1e-6 * noPpZero.memory.grads);
    }

    // MindSpeed pads MLA's value head (128) to the query/key head (192) before its fused attention: the softmax core
    // runs 2·192/(192+128) = 1.2 times the model's work there, against MindSpore on the same device and layout (both
    // price the native fused kernel at attention_efficiency; the difference between two attention rates isolates
    // the core's time). A GQA model is not padded, and the model's FLOPs do not change.
    void mindSpeedPadsTheMlaValueHead()
    {
        auto coreTimeAtHalfRate = [](const ModelSpec& model, TrainingFramework fw) {
            Scenario sc = h100x64(fw);
            sc.model = model;
            sc.training.global_batch = 64;
            Profile fast = defaultProfile();
            Profile slow = fast;
            slow.attention_efficiency = fast.attention_efficiency / 2;
            const Strategy s = strategy("dp=8,tp=8,pp=1,zero=1,recompute=none");
            const Estimate a = evaluate(sc, s, fast), b = evaluate(sc, s, slow);
            if (!a.valid || !b.valid)
                return std::pair { -1.0, 0.0 };
            return std::pair { b.compute_time_s - a.compute_time_s, a.model_flops_per_step };
        };
        const ModelSpec mla = test::deepseek_v3();
        QVERIFY(
            mla.mla.enabled && mla.mla.v_head_dim == 128 && mla.mla.qk_nope_head_dim + mla.mla.qk_rope_head_dim == 192);
        QVERIFY(frameworkFeatures(TrainingFramework::MindSpeed).mla_pads_value_head);
        QVERIFY(!frameworkFeatures(TrainingFramework::MindSpore).mla_pads_value_head);
        QVERIFY(!frameworkFeatures(TrainingFramework::Megatron).mla_pads_value_head);
        QVERIFY(std::abs(mlaPaddedCoreScale(mla) - 1.2) < 1e-12);
        QCOMPARE(mlaPaddedCoreScale(test::llama2_70b()), 1.0);
        const auto [padded, flopsPadded] = coreTimeAtHalfRate(mla, TrainingFramework::MindSpeed);
        const auto [plain, flopsPlain] = coreTimeAtHalfRate(mla, TrainingFramework::MindSpore);
        QVERIFY(padded > 0 && plain > 0);
        QVERIFY2(std::abs(padded / plain - 1.2) < 1e-9, qPrintable(QString::number(padded / plain, 'g', 12)));
        QCOMPARE(flopsPadded, flopsPlain);
        const auto [gqaSpeed, f1] = coreTimeAtHalfRate(test::llama2_70b(), TrainingFramework::MindSpeed);
        const auto [gqaSpore, f2] = coreTimeAtHalfRate(test::llama2_70b(), TrainingFramework::MindSpore);
        QVERIFY(gqaSpeed > 0);
        QVERIFY(std::abs(gqaSpeed / gqaSpore - 1.0) < 1e-9);
        // Memory: the padded value and the fused attention's padded output are stored, 64 + 192 more bytes-per-element
        // per head and token than the unpadded layer (activation_bytes each).
        ActivationInputs in;
        in.seq_local = in.seq_full = 4096;
        const Profile p = defaultProfile();
        const double plainBytes = denseLayerActivationBytes(mla, in, p);
        in.mla_value_padded = true;
        const double paddedBytes = denseLayerActivationBytes(mla, in, p);
        QCOMPARE(paddedBytes - plainBytes, 4096.0 * mla.heads * (64 + 192) * p.activation_bytes);
    }

    // Megatron-Core's 1F1B A2A overlap and DeepEP dispatch: priced where Megatron runs them, in its launch code,
    // refused where the framework or the layout can't.
    void moeAllToAllOverlapAndPerNodeDispatch()
    {
        const Profile p = defaultProfile();
        Scenario sc = h100x64();
        sc.model = test::deepseek_v3();
        sc.cluster.num_devices = 256;
        sc.cluster.device.sm_count = 132;
        sc.training.global_batch = 2048;
        auto ep = [&](const Scenario& s, const char* text) {
            const Estimate e = evaluate(s, strategy(text), p);
            return std::pair {e, e.comm[size_t(CommDim::EP)]};
        };
        // pp 1, ep 32 over 4 nodes: overlap on by default, one copy per remote node.
        const auto [on, onEp] = ep(sc, "dp=256,tp=1,pp=1,ep=32,zero=3,recompute=selective,mbs=1");
        QVERIFY2(on.valid, on.reasons.empty() ? "" : on.reasons.front().message().c_str());
        QVERIFY(epOverlapInEffect(sc, on.strategy));
        const auto [off, offEp] = ep(sc, "dp=256,tp=1,pp=1,ep=32,zero=3,recompute=selective,mbs=1,ep_overlap=off");
        QVERIFY(off.valid);
        QCOMPARE(offEp.exposed_s, offEp.time_s);  // Megatron's dispatcher runs on the compute stream
        QCOMPARE(onEp.time_s, offEp.time_s);
        // The dispatch kernels hold 20 of the H100's 132 SMs while they run beside the compute: that share of the
        // all-to-all stays on the step even when the compute is long enough to hide all of it. The first forward
        // and the last backward have no partner: one micro-batch's all-to-all runs alone.
        QCOMPARE(sc.cluster.device.sm_count, 132);
        const double share = p.ep_dispatch_sms / 132.0;
        const double unpaired = 1.0 / on.micro_batches;
        QVERIFY(onEp.time_s < on.compute_time_s * (1.0 - unpaired));
        QVERIFY(std::abs(onEp.exposed_s - (unpaired + share * (1.0 - unpaired)) * onEp.time_s) < 1e-12 * onEp.time_s);
        QCOMPARE(on.micro_batches, 8); // 1/8 + 20/132 · 7/8 = 25.8 %
        QVERIFY(onEp.exposed_s > 0.25 * onEp.time_s && onEp.exposed_s < 0.26 * onEp.time_s);
        Scenario unknownSms = sc;
        unknownSms.cluster.device.sm_count = 0; // not published: no slowdown priced, only the unpaired one exposed
        QVERIFY(std::abs(ep(unknownSms, "dp=256,tp=1,pp=1,ep=32,zero=3,recompute=selective,mbs=1").second.exposed_s
                    - unpaired * onEp.time_s)
            < 1e-12 * onEp.time_s);
        // With the interleaved schedule the first rank's warm-up forwards and cool-down backwards run alone:
        // 2(p − 1) + (v − 1)·p + 1 of its m·v chunk-micro-batches.
        const auto [vpp, vppEp]
            = ep(sc, "tp=1,pp=4,vpp=2,ep=32,zero=1,recompute=selective,mbs=1,schedule=interleaved,uneven=on");
        QVERIFY2(vpp.valid, vpp.reasons.empty() ? "" : vpp.reasons.front().message().c_str());
        QVERIFY(epOverlapInEffect(sc, vpp.strategy));
        const double warmup = (2.0 * 3 + 1.0 * 4 + 1.0) / (2.0 * vpp.micro_batches);
        QVERIFY(vppEp.time_s < vpp.compute_time_s * (1.0 - warmup));
        QVERIFY(std::abs(vppEp.exposed_s - (warmup + share * (1.0 - warmup)) * vppEp.time_s) < 1e-12 * vppEp.time_s);
        QVERIFY(on.step_time_s < off.step_time_s);
        QCOMPARE(std::string(onEp.collective), std::string("AlltoAll, one copy per node (DeepEP)"));

        // Full recompute runs each MoE layer's forward again: its dispatch and combine too, 6 all-to-alls per layer
        // and micro-batch instead of 4 (BF16 dispatch: all of one size).
        const auto [full, fullEp] = ep(sc, "dp=256,tp=1,pp=1,ep=32,zero=3,recompute=full,mbs=1,ep_overlap=off");
        QVERIFY(full.valid);
        QVERIFY(std::abs(fullEp.volume_bytes / offEp.volume_bytes - 1.5) < 1e-12);
        QVERIFY(std::abs(fullEp.time_s / offEp.time_s - 1.5) < 1e-12);
        QCOMPARE(fullEp.calls * 2, offEp.calls * 3);
        // FP8 training sends the same 16-bit tokens: Megatron-Core quantises after the dispatch (DeepEP gets the bf16
        // hidden states, HybridEP's fp8_dispatch is asserted off), so FP8 moves no fewer all-to-all bytes.
        Scenario fp8 = sc;
        fp8.training.precision = Precision::FP8;
        const auto [fp8Off, fp8Ep] = ep(fp8, "dp=256,tp=1,pp=1,ep=32,zero=3,recompute=selective,mbs=1,ep_overlap=off");
        QVERIFY(fp8Off.valid);
        QCOMPARE(fp8Ep.volume_bytes, offEp.volume_bytes);
        QCOMPARE(fp8Ep.time_s, offEp.time_s);

        // torchtitan: no per-node dispatch here and no A2A overlap: more bytes over the NIC, all exposed.
        Scenario tt = sc;
        tt.training.framework = TrainingFramework::TorchTitan;
        const auto [ttE, ttEp] = ep(tt, "dp=256,tp=1,pp=1,ep=32,zero=3,recompute=selective,mbs=1");
        QVERIFY(ttE.valid);
        QVERIFY(ttEp.time_s > 1.5 * onEp.time_s);
        QCOMPARE(ttEp.exposed_s, ttEp.time_s);
        const Estimate ttOn = evaluate(tt, strategy("dp=256,tp=1,pp=1,ep=32,zero=3,recompute=selective,ep_overlap=on"), p);
        QVERIFY(!ttOn.valid);
        QCOMPARE(std::string(ttOn.reasons.front().field), std::string("framework.ep_overlap"));

        // Megatron's conditions: vpp with pp > 1, no full recompute.
        QVERIFY(!epOverlapInEffect(sc, strategy("dp=32,tp=1,pp=8,ep=32,zero=1,recompute=selective,uneven=on")));
        QVERIFY(epOverlapInEffect(sc, strategy("dp=32,tp=1,pp=8,vpp=2,ep=32,zero=1,recompute=selective,uneven=on")));
        QVERIFY(!epOverlapInEffect(sc, strategy("dp=256,tp=1,pp=1,ep=32,zero=3,recompute=full")));
        const Estimate bad = evaluate(sc, strategy("dp=32,tp=1,pp=8,ep=32,zero=1,recompute=selective,uneven=on,ep_overlap=on"), p);
        QVERIFY(!bad.valid);
        QCOMPARE(std::string(bad.reasons.front().field), std::string("framework.ep_overlap"));

        // The launch code runs what was priced.
        const std::string code = emitLaunchCode(emitterFor(TrainingFramework::Megatron), sc, on.strategy);
        QVERIFY(code.find("--overlap-moe-expert-parallel-comm") != std::string::npos);
        QVERIFY(code.find("--moe-token-dispatcher-type flex") != std::string::npos);
        QVERIFY(code.find("--moe-flex-dispatcher-backend deepep") != std::string::npos);
        const std::string offCode = emitLaunchCode(emitterFor(TrainingFramework::Megatron), sc, off.strategy);
        QVERIFY(offCode.find("--overlap-moe-expert-parallel-comm") == std::string::npos);
        const Estimate inNode = evaluate(sc, strategy("dp=256,tp=1,pp=1,ep=8,zero=3,recompute=selective"), p);
        QVERIFY(inNode.valid);
        const std::string inNodeCode = emitLaunchCode(emitterFor(TrainingFramework::Megatron), sc, inNode.strategy);
        // Inside one NVLink domain DeepEP still sends one copy per destination device, not one per expert.
        QVERIFY(inNodeCode.find("--moe-token-dispatcher-type flex") != std::string::npos);
        const CommCost& inNodeEp = inNode.comm[size_t(CommDim::EP)];
        QCOMPARE(std::string(inNodeEp.collective), std::string("AlltoAll, one copy per device (DeepEP)"));
        // DeepEP is NVIDIA-only: on another vendor the plain all-to-all is priced and launched.
        Scenario amd = sc;
        amd.cluster.device.vendor = "AMD";
        const Estimate amdEst = evaluate(amd, strategy("dp=256,tp=1,pp=1,ep=8,zero=3,recompute=selective"), p);
        QVERIFY(amdEst.valid);
        QVERIFY(amdEst.comm[size_t(CommDim::EP)].time_s > 1.3 * inNodeEp.time_s);  // 8 copies against 5.3
        const std::string amdCode = emitLaunchCode(emitterFor(TrainingFramework::Megatron), amd, amdEst.strategy);
        QVERIFY(amdCode.find("--moe-token-dispatcher-type alltoall") != std::string::npos);
        // DeepEP needs NVLink between every pair of GPUs: not the PCIe H100 cards (pairwise NVLink bridges), which
        // the built-in catalog marks; there too the plain all-to-all is priced and launched.
        const auto builtin = Catalog::loadBuiltin();
        QVERIFY(builtin);
        for (const char* id : { "h100-pcie", "h100-nvl" })
            QVERIFY2(!builtin->device(id)->scale_up_full_peer, id);
        QVERIFY(builtin->device("h100-sxm")->scale_up_full_peer && builtin->device("gb200")->scale_up_full_peer);
        Scenario pcie = sc;
        pcie.cluster.device.scale_up_full_peer = false;
        const Estimate pcieEst = evaluate(pcie, strategy("dp=256,tp=1,pp=1,ep=8,zero=3,recompute=selective"), p);
        QVERIFY(pcieEst.valid);
        QCOMPARE(std::string(pcieEst.comm[size_t(CommDim::EP)].collective), std::string("AlltoAll (dispatch/combine)"));
        QCOMPARE(pcieEst.comm[size_t(CommDim::EP)].time_s, amdEst.comm[size_t(CommDim::EP)].time_s);
        const std::string pcieCode = emitLaunchCode(emitterFor(TrainingFramework::Megatron), pcie, pcieEst.strategy);
        QVERIFY(pcieCode.find("--moe-token-dispatcher-type alltoall") != std::string::npos);
        QVERIFY(pcieCode.find("deepep") == std::string::npos);
        // Nor does Transformer Engine's userbuffers TP overlap run there: no credit, no flag, and asking for it is
        // refused naming the field.
        const Estimate tpPcie = evaluate(pcie, strategy("dp=64,tp=4,pp=1,ep=8,sp=on,zero=1,recompute=selective"), p);
        const Estimate tpSxm = evaluate(sc, strategy("dp=64,tp=4,pp=1,ep=8,sp=on,zero=1,recompute=selective"), p);
        QVERIFY2(tpPcie.valid && tpSxm.valid, tpPcie.reasons.empty() ? "" : tpPcie.reasons.front().message().c_str());
        const CommCost& tpOff = tpPcie.comm[size_t(CommDim::TP)];
        QCOMPARE(tpOff.exposed_s, tpOff.time_s);
        QVERIFY(tpSxm.comm[size_t(CommDim::TP)].exposed_s < 0.5 * tpSxm.comm[size_t(CommDim::TP)].time_s);
        QVERIFY(emitLaunchCode(emitterFor(TrainingFramework::Megatron), pcie, tpPcie.strategy).find("--tp-comm-overlap")
            == std::string::npos);
        QVERIFY(emitLaunchCode(emitterFor(TrainingFramework::Megatron), sc, tpSxm.strategy).find("--tp-comm-overlap")
            != std::string::npos);
        const auto refused = frameworkViolations(pcie, strategy("dp=64,tp=4,pp=1,ep=8,sp=on,tp_overlap=on"));
        QCOMPARE(refused.size(), size_t(1));
        QCOMPARE(refused[0].field, std::string("framework.tp_overlap"));
        QVERIFY2(refused[0].detail.find("NVLink") != std::string::npos, refused[0].detail.c_str());
        QVERIFY(strategy("dp=2,ep_overlap=off").ep_overlap == std::optional<bool>(false));
        QVERIFY(formatStrategy(strategy("dp=2,ep_overlap=on")).find(",ep_overlap=on") != std::string::npos);
    }

    // On a multi-node NVLink domain (GB200 NVL72: trays of 4 GPUs, a rack of 72) the dispatch is HybridEP's: one copy
    // per destination device across the whole rack, its kernels holding the SMs the script sets. Elsewhere DeepEP's.
    void hybridEpOnMultiNodeNvlinkDomains()
    {
        const Profile p = defaultProfile();
        QCOMPARE(Profile {}.ep_dispatch_sms_hybridep, double(kHybridEpDispatchSms));
        QCOMPARE(p.ep_dispatch_sms_hybridep, double(kHybridEpDispatchSms)); // the shipped profile prices what runs
        Scenario h100 = h100x64();
        h100.model = test::deepseek_v3();
        h100.cluster.num_devices = 256;
        h100.cluster.device.sm_count = 132;
        h100.training.global_batch = 2048;
        Scenario gb = h100;
        gb.cluster.device.sm_count = 148;
        gb.cluster.device.devices_per_node = 4;
        gb.cluster.devices_per_node = 4;
        gb.cluster.device.scale_up_domain = 72;
        QVERIFY(epDomainDedupDispatch(h100) && !epHybridEpDispatch(h100, 64));
        QVERIFY(epDomainDedupDispatch(gb) && epHybridEpDispatch(gb, 64) && epHybridEpDispatch(gb, 72));
        QVERIFY(!epHybridEpDispatch(gb, 128)); // wider than the rack: NVIDIA's launcher refuses HybridEP

        const Strategy s = strategy("dp=256,tp=1,pp=1,ep=64,zero=1,recompute=selective,mbs=1");
        const Estimate e = evaluate(gb, s, p);
        QVERIFY2(e.valid, e.reasons.empty() ? "" : e.reasons.front().message().c_str());
        QVERIFY(epOverlapInEffect(gb, e.strategy));
        const CommCost& ep = e.comm[size_t(CommDim::EP)];
        QCOMPARE(std::string(ep.collective), std::string("AlltoAll, one copy per device (HybridEP)"));
        QVERIFY(!ep.crosses_scale_out); // 64 GPUs on 16 trays, one NVLink domain
        // 32 of the 148 SMs while the all-to-all overlaps the compute; the unpaired micro-batch's runs alone.
        QCOMPARE(e.micro_batches, 8);
        const double unpaired = 1.0 / e.micro_batches;
        QVERIFY(ep.time_s < e.compute_time_s * (1.0 - unpaired));
        const double share = 32.0 / 148.0;
        QVERIFY(std::abs(ep.exposed_s - (unpaired + share * (1.0 - unpaired)) * ep.time_s) < 1e-12 * ep.time_s);
        // A recipe that sets its own count (a run's training.moe_dispatcher_sms) is priced at it.
        Scenario stated = gb;
        stated.training.moe_dispatcher_sms = 24;
        const Estimate e24 = evaluate(stated, s, p);
        const CommCost& ep24 = e24.comm[size_t(CommDim::EP)];
        QCOMPARE(ep24.time_s, ep.time_s);
        QVERIFY(
            std::abs(ep24.exposed_s - (unpaired + 24.0 / 148.0 * (1.0 - unpaired)) * ep.time_s) < 1e-12 * ep.time_s);
        QVERIFY(e24.step_time_s < e.step_time_s);

        // The launch code runs the dispatch and the SM count that were priced.
        const std::string code = emitLaunchCode(emitterFor(TrainingFramework::Megatron), gb, e.strategy);
        QVERIFY(code.find("--moe-flex-dispatcher-backend hybridep") != std::string::npos);
        QVERIFY(code.find("--moe-flex-dispatcher-num-sms 32") != std::string::npos);
        QVERIFY(code.find("deepep") == std::string::npos);
        QVERIFY(code.find("flex dispatcher (HybridEP)") != std::string::npos); // CUDA_DEVICE_MAX_CONNECTIONS's reason
        // HybridEP's topology, as NVIDIA's launcher sets it on GB200/GB300.
        QVERIFY(code.find("export NVLINK_DOMAIN_SIZE=72") != std::string::npos);
        QVERIFY(code.find("export USE_MNNVL=1") != std::string::npos);
        QVERIFY(code.find("export NUM_OF_HYBRID_EP_RANKS_PER_NVLINK_DOMAIN=64") != std::string::npos);

        // Wider than the rack: DeepEP, whose NVLink groups hold 8 ranks; between groups over the NIC.
        const Estimate racks = evaluate(gb, strategy("dp=256,tp=1,pp=1,ep=128,zero=1,recompute=selective,mbs=1"), p);
        QVERIFY(racks.valid);
        const CommCost& racksEp = racks.comm[size_t(CommDim::EP)];
        QCOMPARE(std::string(racksEp.collective), std::string("AlltoAll, one copy per node (DeepEP)"));
        QVERIFY(racksEp.crosses_scale_out);
        const std::string racksCode = emitLaunchCode(emitterFor(TrainingFramework::Megatron), gb, racks.strategy);
        QVERIFY(racksCode.find("--moe-flex-dispatcher-backend deepep") != std::string::npos);
        QVERIFY(racksCode.find("NVLINK_DOMAIN_SIZE") == std::string::npos);
        // DeepEP's 16 groups of 8 send more over the NIC than one 72-wide domain would: the same EP 128 priced as
        // HybridEP's one copy per rack (a custom device whose domain is wider) moves less across domains.
        Scenario wide = gb;
        wide.cluster.device.scale_up_domain = 128;
        const Estimate wideE = evaluate(wide, racks.strategy, p);
        const CommCost& wideEp = wideE.comm[size_t(CommDim::EP)];
        QCOMPARE(std::string(wideEp.collective), std::string("AlltoAll, one copy per device (HybridEP)"));
        QVERIFY(wideEp.time_s < racksEp.time_s);

        // H100 nodes of 8: DeepEP at its default, no SM flag.
        const Estimate he = evaluate(h100, s, p);
        QVERIFY(he.valid);
        const std::string hCode = emitLaunchCode(emitterFor(TrainingFramework::Megatron), h100, he.strategy);
        QVERIFY(hCode.find("--moe-flex-dispatcher-backend deepep") != std::string::npos);
        QVERIFY(hCode.find("--moe-flex-dispatcher-num-sms") == std::string::npos);
    }

    void deepSpeedLaunchCode()
    {
        Scenario sc = h100x64(TrainingFramework::DeepSpeed);
        const Estimate e = evaluate(sc, strategy("tp=8,pp=2,sp=off,zero=1,mbs=2"), defaultProfile());
        QVERIFY(e.valid);
        const std::string code = emitLaunchCode(emitterFor(TrainingFramework::DeepSpeed), sc, e.strategy);
        QVERIFY(code.find("\"stage\": 1") != std::string::npos);
        QVERIFY(code.find("\"train_micro_batch_size_per_gpu\": 2") != std::string::npos);
        QVERIFY(code.find("\"gradient_accumulation_steps\": 128") != std::string::npos);  // 1024 / (dp 4 · mbs 2)
        QVERIFY(code.find("num_stages=2") != std::string::npos);
        QVERIFY(code.find("\"autotp_size\": 8") != std::string::npos);
    }

    void scenarioFileKeepsTheFramework()
    {
        const Catalog catalog;
        ScenarioFile in;
        in.scenario = h100x64(TrainingFramework::TorchTitan);
        in.scenario.cluster.devices_per_node = 8;
        auto back = parseScenarioFile(scenarioFileToJson(in), catalog);
        QVERIFY2(back, back ? "" : back.error().message().c_str());
        QVERIFY(back->scenario.training.framework == TrainingFramework::TorchTitan);
        QVERIFY(!back->search_fp8);
        // Missing field: the device's default (not stored).
        in.scenario.training.framework.reset();
        const std::string text = scenarioFileToJson(in);
        QVERIFY(text.find("\"framework\"") == std::string::npos);
        back = parseScenarioFile(text, catalog);
        QVERIFY(back && !back->scenario.training.framework);
        // An old file's constraints.framework "mindspore" plans for MindSpore; "pytorch" (the old default) for the device default.
        auto doc = nlohmann::json::parse(text);
        doc["constraints"]["framework"] = "mindspore";
        back = parseScenarioFile(doc.dump(), catalog);
        QVERIFY(back && back->scenario.training.framework == TrainingFramework::MindSpore);
        doc["constraints"]["framework"] = "pytorch";
        back = parseScenarioFile(doc.dump(), catalog);
        QVERIFY(back && !back->scenario.training.framework);
        doc["training"]["framework"] = "jax";
        back = parseScenarioFile(doc.dump(), catalog);
        QVERIFY(!back);
        QCOMPARE(QString::fromStdString(back.error().field), QString("training.framework"));
    }

    // Issue 12 item 2: FP8 recipes — defaults by framework and device, validity, their cost ordering, the launch
    // code and the scenario file.
    void fp8RecipeDefaultsAndValidity()
    {
        Scenario sc = h100x64();
        sc.training.precision = Precision::FP8;
        QVERIFY(fp8RecipeOf(sc) == Fp8Recipe::Delayed);  // Megatron-LM's --fp8-recipe default
        sc.training.framework = TrainingFramework::TorchTitan;
        QVERIFY(fp8RecipeOf(sc) == Fp8Recipe::Rowwise);  // Float8LinearConverter's recipe_name default
        sc.training.framework = TrainingFramework::DeepSpeed;
        QVERIFY(!fp8RecipeOf(sc));
        Scenario b200 = h100x64();
        b200.cluster.device.id = "b200";
        b200.cluster.device.mx_tensor_cores = true;
        QVERIFY(fp8RecipeOf(b200) == Fp8Recipe::Mxfp8);
        // The catalog flag decides, not the id: a custom Blackwell entry gets MXFP8, an entry called "b200"
        // without the flag does not.
        Scenario custom = h100x64();
        custom.cluster.device.id = "lab-blackwell";
        custom.cluster.device.mx_tensor_cores = true;
        QVERIFY(fp8RecipeOf(custom) == Fp8Recipe::Mxfp8);
        custom.cluster.device.id = "b200";
        custom.cluster.device.mx_tensor_cores = false;
        QVERIFY(fp8RecipeOf(custom) == Fp8Recipe::Delayed);

        auto recipe = parseFp8Recipe("MX");
        QVERIFY(recipe && *recipe == Fp8Recipe::Mxfp8);
        QVERIFY(!parseFp8Recipe("int4"));
        QCOMPARE(QString::fromStdString(parseFp8Recipe("int4").error().field), QString("fp8_recipe"));

        Scenario h100 = h100x64();
        h100.training.precision = Precision::FP8;
        h100.training.fp8_recipe = Fp8Recipe::Mxfp8;
        Estimate e = evaluate(h100, strategy("tp=8,pp=2"), defaultProfile());
        QVERIFY(!e.valid);
        QVERIFY(fields(e).contains("training.fp8_recipe"));
        h100.training.framework = TrainingFramework::TorchTitan;
        h100.training.fp8_recipe = Fp8Recipe::Blockwise;  // not a torchtitan recipe
        e = evaluate(h100, strategy("tp=8,pp=2,zero=2"), defaultProfile());
        QVERIFY(!e.valid);
        QVERIFY(e.reasons.front().detail.find("blockwise") != std::string::npos);
    }

    // Under FP8 the GEMM efficiency curve's half-points scale by the FP8 rate over the 16-bit one: its losses are
    // a fixed time per shape that FP8 does not speed up (docs/cost-model.md, "FP8 GEMMs keep their fixed costs").
    // Exactly that curve, and so narrow GEMMs keep less of FP8's speed-up than wide ones.
    void fp8KeepsTheGemmsFixedCosts()
    {
        const Profile p = defaultProfile();
        const Scenario bf = h100x64();
        Scenario f8 = h100x64();
        f8.training.precision = Precision::FP8;
        f8.training.fp8_recipe = Fp8Recipe::Tensorwise;  // GEMM speed × fp8_gemm_factor alone
        const DeviceSpec& d = bf.cluster.device;
        const double s = d.fp8_tflops * p.fp8_gemm_factor * matmulRateScale(d, true) / (d.bf16_tflops * matmulRateScale(d, false));
        QVERIFY2(s > 1.5 && s < 2.5, qPrintable(QString::number(s)));
        auto curve = [&](double w, double r, double scale) {
            return p.gemm_efficiency_max * w / (w + scale * p.gemm_width_half) * r / (r + scale * p.gemm_tokens_half);
        };
        double keptNarrow = 0, keptWide = 0;
        for (int tp : {8, 2}) {
            const Strategy st = strategy(tp == 8 ? "tp=8,pp=2,mbs=1" : "tp=2,pp=8,mbs=1");
            const Estimate a = evaluate(bf, st, p), b = evaluate(f8, st, p);
            QVERIFY(a.valid && b.valid);
            const double w = double(bf.model.hidden) / tp, r = double(bf.training.seq_len);
            QVERIFY(qFuzzyCompare(a.gemm_efficiency, curve(w, r, 1.0)));
            QVERIFY(qFuzzyCompare(b.gemm_efficiency, curve(w, r, s)));
            (tp == 8 ? keptNarrow : keptWide) = b.gemm_efficiency / a.gemm_efficiency;
        }
        QVERIFY2(keptNarrow < keptWide && keptWide < 1.0, qPrintable(QStringLiteral("%1 %2").arg(keptNarrow).arg(keptWide)));
    }

    void fp8RecipesOrderAsTheirKernelsAndCasts()
    {
        const Profile p = defaultProfile();
        auto tokens = [&](std::optional<TrainingFramework> fw, Fp8Recipe r, const char* layout) {
            Scenario sc = h100x64(fw);
            sc.training.precision = Precision::FP8;
            sc.training.fp8_recipe = r;
            const Estimate e = evaluate(sc, strategy(layout), p);
            if (!e.valid)
                qFatal("%s", e.reasons.front().message().c_str());
            return e.tokens_per_s;
        };
        Scenario bf = h100x64();
        const double bf16 = evaluate(bf, strategy("tp=8,pp=2,mbs=1"), p).tokens_per_s;
        const double delayed = tokens(std::nullopt, Fp8Recipe::Delayed, "tp=8,pp=2,mbs=1");
        const double tensorwise = tokens(std::nullopt, Fp8Recipe::Tensorwise, "tp=8,pp=2,mbs=1");
        const double blockwise = tokens(std::nullopt, Fp8Recipe::Blockwise, "tp=8,pp=2,mbs=1");
        QVERIFY(delayed > tensorwise);   // no amax pass before the cast
        QVERIFY(tensorwise > blockwise);  // slower kernel, weights gathered in bf16
        QVERIFY(blockwise > bf16);
        // torchtitan: rowwise below tensorwise (torchtitan 7a04053: 6,424 vs 7,186 tokens/s on Llama 3 8B).
        const double rowwise = tokens(TrainingFramework::TorchTitan, Fp8Recipe::Rowwise, "tp=1,pp=1,zero=3,mbs=1");
        const double titanTensorwise = tokens(TrainingFramework::TorchTitan, Fp8Recipe::Tensorwise, "tp=1,pp=1,zero=3,mbs=1");
        QVERIFY(titanTensorwise > rowwise);
        // MXFP8 keeps row- and column-wise weight copies: more memory than tensorwise on the same layout.
        Scenario b200 = h100x64();
        b200.cluster.device.id = "b200";
        b200.cluster.device.mx_tensor_cores = true;
        b200.training.precision = Precision::FP8;
        b200.training.fp8_recipe = Fp8Recipe::Mxfp8;
        const Estimate mx = evaluate(b200, strategy("tp=8,pp=2,mbs=1"), p);
        b200.training.fp8_recipe = Fp8Recipe::Tensorwise;
        const Estimate tw = evaluate(b200, strategy("tp=8,pp=2,mbs=1"), p);
        QVERIFY(mx.valid && tw.valid);
        QCOMPARE(mx.memory.params - tw.memory.params, tw.memory.params / (p.param_bytes + p.fp8_weight_copy_bytes) * p.fp8_weight_copy_bytes);
    }

    // An overlapped data-parallel collective holds dp_collective_sms of the device's SMs: hidden behind the compute, it
    // still costs that share of its own length; on a device whose SM count is unknown it costs nothing.
    void dataParallelCollectivesHoldSms()
    {
        const Profile p = defaultProfile();
        QVERIFY(p.dp_collective_sms > 0);
        Scenario sc = h100x64();
        sc.cluster.device.sm_count = 132;
        const Estimate e = evaluate(sc, strategy("tp=8,pp=2,mbs=8,zero=1"), p);
        const CommCost& dp = e.comm[size_t(CommDim::DP)];
        QVERIFY(e.valid && dp.time_s > 0);
        QVERIFY(dp.time_s < p.dp_overlap * e.compute_time_s / e.micro_batches);  // the last backward hides it all
        QVERIFY(qAbs(dp.exposed_s - p.dp_collective_sms / 132 * dp.time_s) < 1e-12);
        Scenario unknown = sc;
        unknown.cluster.device.sm_count = 0;
        QCOMPARE(evaluate(unknown, strategy("tp=8,pp=2,mbs=8,zero=1"), p).comm[size_t(CommDim::DP)].exposed_s, 0.0);
        // Longer than the window: what outlasts it, when that is more than the share.
        const Estimate small = evaluate(sc, strategy("tp=8,pp=2,mbs=1,zero=1"), p);
        const CommCost& dpSmall = small.comm[size_t(CommDim::DP)];
        const double window = p.dp_overlap * small.compute_time_s / small.micro_batches;
        QVERIFY(dpSmall.time_s > window);
        QVERIFY(qAbs(dpSmall.exposed_s - std::max(p.dp_collective_sms / 132 * dpSmall.time_s, dpSmall.time_s - window)) < 1e-12);
        // ZeRO-3: every unit's gathers and reduce-scatter pay the share too.
        const double fsdp = evaluate(sc, strategy("tp=8,pp=1,mbs=8,zero=3"), p).comm[size_t(CommDim::DP)].exposed_s;
        const double fsdpUnknown = evaluate(unknown, strategy("tp=8,pp=1,mbs=8,zero=3"), p).comm[size_t(CommDim::DP)].exposed_s;
        QVERIFY(fsdp > fsdpUnknown);
    }

    // FP8 weight casts (cost-model.md "FP8 weight casts"): Megatron-LM (Transformer Engine's weight cache) casts each
    // FP8 linear's weight once per step, torchtitan (torchao) in every micro-batch, and where FSDP gathers FP8 it casts
    // the local shard and copies the gathered weight to column-major for the backward. Each byte per element the
    // profile names costs exactly that many bytes of HBM traffic per weight element, that many times.
    void fp8WeightCastsFollowTheFramework()
    {
        const Profile p = defaultProfile();
        auto compute = [](std::optional<TrainingFramework> fw, const char* layout, const Profile& prof) {
            Scenario sc = h100x64(fw);
            sc.training.precision = Precision::FP8;
            sc.training.fp8_recipe = Fp8Recipe::Tensorwise;
            const Estimate e = evaluate(sc, strategy(layout), prof);
            if (!e.valid)
                qFatal("%s", e.reasons.front().message().c_str());
            return e.compute_time_s;
        };
        Scenario sc = h100x64();
        const LayerParams lp = modelInvariants(sc).params.layer;
        const double hbm = sc.cluster.device.hbm_tbps * 1e12 * p.hbm_efficiency;
        const double weightPass = sc.model.layers * (lp.attention + lp.dense_mlp) / hbm;  // 1 B per FP8 weight, tp 1
        const int micro = 1024 / 64;
        Profile more = p;
        more.fp8_cast_bytes_tensorwise += 1;
        const char* ddp = "tp=1,pp=1,zero=0,mbs=1";
        const double megatron = compute(TrainingFramework::Megatron, ddp, more) - compute(TrainingFramework::Megatron, ddp, p);
        const double titan = compute(TrainingFramework::TorchTitan, ddp, more) - compute(TrainingFramework::TorchTitan, ddp, p);
        QVERIFY(megatron > 0);
        QVERIFY(qAbs((titan - megatron) - (micro - 1) * weightPass) < 1e-6 * titan);
        // torchtitan FSDP with the FP8 all-gather: the shard (1/64 of the weights) cast before each gather — two per
        // micro-batch, as FSDP2 reshards after forward and gathers again for the backward — and the transposed copy of
        // the whole weight every micro-batch; the per-recipe cast no longer touches the weights.
        const char* fsdp = "tp=1,pp=1,zero=3,mbs=1";
        Profile shard = p;
        shard.fp8_shard_cast_bytes += 1;
        Profile transpose = p;
        transpose.fp8_transpose_copy_bytes += 1;
        const double base = compute(TrainingFramework::TorchTitan, fsdp, p);
        QVERIFY(qAbs((compute(TrainingFramework::TorchTitan, fsdp, shard) - base) - 2 * micro * weightPass / 64) < 1e-6 * base);
        QVERIFY(qAbs((compute(TrainingFramework::TorchTitan, fsdp, transpose) - base) - micro * weightPass) < 1e-6 * base);
        const double activationsOnly = compute(TrainingFramework::TorchTitan, fsdp, more) - base;
        QVERIFY(qAbs(activationsOnly - megatron + weightPass) < 1e-6 * base);
        // MXFP8: Transformer Engine quantizes both orientations in one pass, torchao one kernel per orientation.
        auto mx = [](TrainingFramework fw, const Profile& prof) {
            Scenario b200 = h100x64(fw);
            b200.cluster.device.id = "b200";
            b200.cluster.device.mx_tensor_cores = true;
            b200.training.precision = Precision::FP8;
            b200.training.fp8_recipe = Fp8Recipe::Mxfp8;
            return evaluate(b200, strategy("tp=1,pp=1,zero=0,mbs=1"), prof).compute_time_s;
        };
        Profile fused = p;
        fused.fp8_cast_bytes_mxfp8 += 1;
        Profile perOrientation = p;
        perOrientation.fp8_cast_bytes_mxfp8_per_orientation += 1;
        QVERIFY(mx(TrainingFramework::Megatron, fused) > mx(TrainingFramework::Megatron, p));
        QCOMPARE(mx(TrainingFramework::Megatron, perOrientation), mx(TrainingFramework::Megatron, p));
        QCOMPARE(mx(TrainingFramework::TorchTitan, fused), mx(TrainingFramework::TorchTitan, p));
        QVERIFY(mx(TrainingFramework::TorchTitan, perOrientation) > mx(TrainingFramework::TorchTitan, p));
    }

    // Issue 12 item 3: a board power cap slows compute by the clock it sustains, (cap/TDP)^e (here the profile's
    // 1/3: the device has no power curve of its own); HBM-bound work and communication keep their speed; energy
    // uses the cap; the scenario file keeps it.
    void powerCapSlowsComputeByTheSustainedClock()
    {
        const Profile p = defaultProfile();
        Scenario sc = h100x64();
        sc.cluster.device.tdp_w = 700;
        const Strategy s = strategy("tp=8,pp=2,mbs=1");
        const Estimate full = evaluate(sc, s, p);
        sc.cluster.power_cap_w = 500;
        const Estimate capped = evaluate(sc, s, p);
        QVERIFY(full.valid && capped.valid);
        QCOMPARE(full.sustained_clock, 1.0);
        QCOMPARE(sc.cluster.device.power_clock_exponent, 0.0);  // a hand-made device: the profile's f³ law
        QVERIFY(std::abs(capped.sustained_clock - std::cbrt(500.0 / 700.0)) < 1e-12);
        QVERIFY(capped.tokens_per_s < full.tokens_per_s);
        // Not all of the step is compute: the slow-down is at most the clock's.
        QVERIFY(capped.tokens_per_s >= full.tokens_per_s * capped.sustained_clock);
        QCOMPARE(capped.memory.total(), full.memory.total());
        sc.cluster.power_cap_w = 900;  // above the TDP: no effect
        QCOMPARE(evaluate(sc, s, p).tokens_per_s, full.tokens_per_s);

        sc.cluster.power_cap_w = 500;
        sc.training.budget.train_tokens = 1e12;
        const auto t = timeToTrain(capped, sc, p);
        QVERIFY(t);
        QCOMPARE(t->power_w, 500.0);

        const Catalog catalog;
        ScenarioFile in;
        in.scenario = sc;
        in.scenario.cluster.devices_per_node = 8;
        auto back = parseScenarioFile(scenarioFileToJson(in), catalog);
        QVERIFY2(back, back ? "" : back.error().message().c_str());
        QCOMPARE(back->scenario.cluster.power_cap_w, 500.0);
        auto doc = nlohmann::json::parse(scenarioFileToJson(in));
        doc["cluster"]["power_cap_w"] = -5;
        back = parseScenarioFile(doc.dump(), catalog);
        QVERIFY(!back);
        QCOMPARE(QString::fromStdString(back.error().field), QString("cluster.power_cap_w"));
    }

    // The clock a cap sustains follows the die's own power curve, read off the vendor's lower-power SKUs: B200
    // capped at B100's 700 W sustains B100's datasheet peak (1,750 of 2,250 TFLOP/s) within 1 %, at 750 W (the
    // torchao runs) 0.75^0.70 of its clock where the textbook f³ law gave 0.75^(1/3); a device without a known
    // curve keeps the profile's exponent.
    void powerCapFollowsTheDiesPowerCurve()
    {
        const auto loaded = Catalog::loadBuiltin();
        QVERIFY(loaded);
        const Catalog& catalog = loaded.value();
        const Profile p = defaultProfile();
        ClusterSpec b200;
        b200.device = *catalog.device("b200");
        b200.num_devices = 8;
        b200.power_cap_w = 700;
        QVERIFY(std::abs(b200.device.bf16_tflops * sustainedClock(b200, p) / 1750.0 - 1.0) < 0.01);
        b200.power_cap_w = 750;
        QVERIFY(std::abs(sustainedClock(b200, p) - std::pow(0.75, 0.70)) < 1e-12);
        QVERIFY(sustainedClock(b200, p) < std::cbrt(0.75) - 0.05);
        ClusterSpec nvl;  // H100 SXM capped at the NVL's 400 W sustains the NVL's peak
        nvl.device = *catalog.device("h100-sxm");
        nvl.num_devices = 8;
        nvl.power_cap_w = 400;
        QVERIFY(std::abs(nvl.device.bf16_tflops * sustainedClock(nvl, p) / catalog.device("h100-nvl")->bf16_tflops - 1.0) < 0.01);
        ClusterSpec mi300x;
        mi300x.device = *catalog.device("mi300x");
        mi300x.num_devices = 8;
        mi300x.power_cap_w = 500;
        QCOMPARE(mi300x.device.power_clock_exponent, 0.0);
        QVERIFY(std::abs(sustainedClock(mi300x, p) - std::pow(500.0 / 750.0, p.power_cap_clock_exponent)) < 1e-12);
    }

    // A device reaches its measured share of its peak on tensor-core work (cost/matmul_rate.h): the fitted GEMM
    // efficiency is the reference H100's, so a device at half the reference's share runs its GEMMs at half the
    // speed; HBM-bound work and communication keep theirs; an unmeasured device is treated as the reference.
    void measuredMatmulShareScalesTensorCoreWork()
    {
        const Profile p = defaultProfile();
        const Strategy s = strategy("tp=8,pp=2,mbs=1");
        Scenario sc = h100x64();
        sc.cluster.device.mamf_bf16_tflops = 0;
        sc.cluster.device.mamf_fp8_tflops = 0;
        const Estimate unmeasured = evaluate(sc, s, p);
        sc.cluster.device.mamf_bf16_tflops = sc.cluster.device.bf16_tflops * kReferenceMamfShareBf16;
        const Estimate reference = evaluate(sc, s, p);
        QVERIFY(unmeasured.valid && reference.valid);
        QVERIFY(std::abs(reference.tokens_per_s / unmeasured.tokens_per_s - 1) < 1e-12);
        sc.cluster.device.mamf_bf16_tflops /= 2;
        const Estimate half = evaluate(sc, s, p);
        QVERIFY(std::abs(matmulRateScale(sc.cluster.device, false) - 0.5) < 1e-12);
        QVERIFY(half.tokens_per_s < 0.75 * reference.tokens_per_s);  // most of the step is tensor-core work
        QVERIFY(half.tokens_per_s > 0.5 * reference.tokens_per_s);   // not all of it
        QCOMPARE(half.memory.total(), reference.memory.total());
        // The FP8 rate only moves FP8 runs.
        sc.cluster.device.mamf_fp8_tflops = sc.cluster.device.fp8_tflops * kReferenceMamfShareFp8 / 2;
        QCOMPARE(evaluate(sc, s, p).tokens_per_s, half.tokens_per_s);
        sc.training.precision = Precision::FP8;
        const double fp8Half = evaluate(sc, s, p).tokens_per_s;
        sc.cluster.device.mamf_fp8_tflops *= 2;
        QVERIFY(evaluate(sc, s, p).tokens_per_s > fp8Half);
        // The catalog's MI300X: 781.9 of 1,307.4 TFLOP/s against the H100's 794.5 of 989.
        const auto loaded = Catalog::loadBuiltin();
        QVERIFY(loaded.ok());
        const Catalog& catalog = loaded.value();
        QVERIFY(std::abs(matmulRateScale(*catalog.device("mi300x"), false) - (781.9 / 1307.4) / (794.5 / 989.0)) < 1e-12);
        QCOMPARE(matmulRateScale(*catalog.device("ascend-910b2"), false), 1.0);
    }

    // A peak override keeps the device's measured shares: every peak and measured rate scales by the same factor.
    void peakOverrideScalesTheMeasuredRates()
    {
        const auto loaded = Catalog::loadBuiltin();
        QVERIFY(loaded.ok());
        DeviceSpec d = *loaded.value().device("b200");
        const DeviceSpec base = d;
        overridePeak16(d, 2 * base.bf16_tflops);
        QCOMPARE(d.bf16_tflops, 2 * base.bf16_tflops);
        QCOMPARE(d.fp16_tflops, 2 * base.fp16_tflops);
        QCOMPARE(d.fp8_tflops, 2 * base.fp8_tflops);
        QCOMPARE(d.mamf_bf16_tflops, 2 * base.mamf_bf16_tflops);
        QCOMPARE(d.mamf_fp8_tflops, 2 * base.mamf_fp8_tflops);
        QCOMPARE(d.fa2_bf16_tflops, 2 * base.fa2_bf16_tflops);
        QCOMPARE(matmulRateScale(d, false), matmulRateScale(base, false));
        QCOMPARE(d.memory_gib, base.memory_gib);
        QCOMPARE(d.hbm_tbps, base.hbm_tbps);
        overridePeak16(d, 0);  // refused: unchanged
        QCOMPARE(d.bf16_tflops, 2 * base.bf16_tflops);
    }

    // torchtitan's attention is PyTorch SDPA, whose first backend is FlashAttention-2: on a device whose peak needs
    // asynchronous MMA (Hopper, Blackwell) it runs at attention_legacy_kernel_ratio of the native fused kernel that
    // Megatron-LM's Transformer Engine uses; on Ampere it is the native kernel. Only the attention core moves.
    void ampereClassAttentionOnlySlowsHopperAndNewer()
    {
        const Profile p = defaultProfile();
        QVERIFY(p.attention_legacy_kernel_ratio > 0.4 && p.attention_legacy_kernel_ratio < 0.6);  // 329 / 631 TFLOP/s
        Scenario titan = h100x64(TrainingFramework::TorchTitan);
        Scenario megatron = h100x64(TrainingFramework::Megatron);
        titan.cluster.device.async_mma = megatron.cluster.device.async_mma = true;
        QCOMPARE(attentionRate(megatron, p), p.attention_efficiency);
        QCOMPARE(attentionRate(titan, p), p.attention_efficiency * p.attention_legacy_kernel_ratio);
        QCOMPARE(attentionRate(h100x64(TrainingFramework::DeepSpeed), p), p.attention_efficiency);  // fixture: no async MMA
        titan.cluster.device.async_mma = false;  // an Ampere part: FlashAttention-2 is its native kernel
        QCOMPARE(attentionRate(titan, p), p.attention_efficiency);

        // In the estimate: the attention core (a growing share at long sequences) is what slows, memory does not move.
        titan.cluster.device.async_mma = true;
        titan.training.seq_len = 32768;
        const Strategy s = strategy("tp=8,pp=2,mbs=1,zero=3");
        Profile nativeKernel = p;
        nativeKernel.attention_legacy_kernel_ratio = 1.0;
        const Estimate legacy = evaluate(titan, s, p);
        const Estimate native = evaluate(titan, s, nativeKernel);
        QVERIFY(legacy.valid && native.valid);
        QVERIFY(legacy.tokens_per_s < 0.9 * native.tokens_per_s);
        QCOMPARE(legacy.memory.total(), native.memory.total());
        titan.cluster.device.async_mma = false;
        QCOMPARE(evaluate(titan, s, p).tokens_per_s, evaluate(titan, s, nativeKernel).tokens_per_s);

        // The catalog marks Hopper and Blackwell, not Ampere, AMD or Ascend.
        const auto loaded = Catalog::loadBuiltin();
        QVERIFY(loaded.ok());
        const Catalog& catalog = loaded.value();
        for (const char* id : {"h100-sxm", "h200", "h800", "b200", "gb200"})
            QVERIFY2(catalog.device(id)->async_mma, id);
        for (const char* id : {"a100-80gb", "mi300x", "ascend-910b2"})
            QVERIFY2(!catalog.device(id)->async_mma, id);
    }

    // Where a device's FlashAttention-2 rate is measured, that kernel runs at the reference's legacy-kernel rate
    // scaled by the two measurements, in TFLOP/s, whatever the device's peak: on B200 it stays near its H100 rate
    // (synchronous MMA, not tcgen05), so SDPA's share of the B200 peak is far below Transformer Engine's.
    void measuredFlashAttention2RateDoesNotFollowThePeak()
    {
        const Profile p = defaultProfile();
        const auto loaded = Catalog::loadBuiltin();
        QVERIFY(loaded.ok());
        const Catalog& catalog = loaded.value();
        auto absoluteRate = [&](const char* device, TrainingFramework fw) {
            Scenario sc = h100x64(fw);
            sc.cluster.device = *catalog.device(device);
            const DeviceSpec& d = sc.cluster.device;
            return attentionRate(sc, p) * d.bf16_tflops * matmulRateScale(d, false);
        };
        // The reference keeps the ratio rule exactly (329 TFLOP/s measured there).
        QCOMPARE(catalog.device("h100-sxm")->fa2_bf16_tflops, kReferenceFa2Tflops);
        const double h100 = absoluteRate("h100-sxm", TrainingFramework::TorchTitan);
        QVERIFY(std::abs(h100 / (p.attention_efficiency * p.attention_legacy_kernel_ratio * kReferencePeak16Tflops) - 1) < 1e-12);
        // B200: 339 against 329 TFLOP/s measured, so 3 % above the H100's rate, not 2.2x.
        const double b200 = absoluteRate("b200", TrainingFramework::TorchTitan);
        QVERIFY(std::abs(b200 / h100 - 339.0 / 329.0) < 1e-12);
        QVERIFY(b200 < 0.5 * absoluteRate("b200", TrainingFramework::Megatron));
        // MI300X: below the H100 (227 TFLOP/s); Megatron-LM's fused attention there is unaffected.
        QVERIFY(std::abs(absoluteRate("mi300x", TrainingFramework::TorchTitan) / h100 - 227.0 / 329.0) < 1e-12);
        Scenario rocm = h100x64(TrainingFramework::Megatron);
        rocm.cluster.device = *catalog.device("mi300x");
        QCOMPARE(attentionRate(rocm, p), p.attention_efficiency);
        // A device without the measurement keeps the ratio rule (an H200 is an H100 for this kernel).
        Scenario h200 = h100x64(TrainingFramework::TorchTitan);
        h200.cluster.device = *catalog.device("h200");
        QCOMPARE(h200.cluster.device.fa2_bf16_tflops, 0.0);
        QCOMPARE(attentionRate(h200, p), p.attention_efficiency * p.attention_legacy_kernel_ratio);
        // In the estimate the B200's torchtitan step slows by the attention core only.
        Scenario titan = h100x64(TrainingFramework::TorchTitan);
        titan.cluster.device = *catalog.device("b200");
        const Strategy s = strategy("tp=8,pp=2,mbs=1,zero=3");
        const Estimate measured = evaluate(titan, s, p);
        titan.cluster.device.fa2_bf16_tflops = 0;
        const Estimate ratioRule = evaluate(titan, s, p);
        QVERIFY(measured.valid && ratioRule.valid);
        QVERIFY(measured.tokens_per_s < 0.95 * ratioRule.tokens_per_s);
        QCOMPARE(measured.memory.total(), ratioRule.memory.total());
    }

    // An MoE layer's routed experts exchange their tokens in the EP dispatch and combine (expert TP's all-gather /
    // reduce-scatter priced with them): the TP bucket counts its attention half only, plus the shared experts' MLP.
    void moeLayerTensorParallelTrafficIsItsAttentionHalf()
    {
        const Profile p = defaultProfile();
        const Strategy s = strategy("tp=8,pp=1,ep=8,etp=8,mbs=1,zero=1,recompute=selective,sp=on");
        Scenario dense = h100x64();
        Scenario moe = dense;
        moe.model = test::mixtral_8x7b();
        dense.model = moe.model;
        dense.model.moe = {};  // the same layers with a dense MLP
        const Estimate d = evaluate(dense, strategy("tp=8,pp=1,mbs=1,zero=1,recompute=selective,sp=on"), p);
        const Estimate m = evaluate(moe, s, p);
        QVERIFY2(d.valid, fields(d).join(", ").toUtf8());
        QVERIFY2(m.valid, fields(m).join(", ").toUtf8());
        QCOMPARE(m.micro_batches, d.micro_batches);
        const CommCost& tpDense = d.comm[size_t(CommDim::TP)];
        const CommCost& tpMoe = m.comm[size_t(CommDim::TP)];
        QVERIFY(std::abs(tpMoe.volume_bytes / tpDense.volume_bytes - 0.5) < 1e-12);
        QVERIFY(m.comm[size_t(CommDim::EP)].volume_bytes > 0);  // the expert half, expert TP included
        Scenario shared = moe;
        shared.model.moe.num_shared_experts = 1;
        shared.model.moe.shared_expert_ffn = shared.model.moe.expert_ffn;
        const Estimate sh = evaluate(shared, s, p);
        QVERIFY(sh.valid);
        QVERIFY(std::abs(sh.comm[size_t(CommDim::TP)].volume_bytes / tpDense.volume_bytes - 1.0) < 1e-12);
    }

    // torchtitan's sequence parallelism shards dimension 1 of (batch, seq, hidden) activations: every SP all-gather
    // and reduce-scatter copies the whole activation (a read and a write each) after the collective. The TP cost
    // grows by exactly that HBM time; async TP (tp_overlap=on) and Megatron-LM's sequence-first layout copy nothing.
    void batchFirstSequenceParallelCopiesActivations()
    {
        const Profile p = defaultProfile();
        const Strategy s = strategy("tp=8,pp=1,mbs=2,zero=3,recompute=full,sp=on");
        Scenario titan = h100x64(TrainingFramework::TorchTitan);
        const Estimate e = evaluate(titan, s, p);
        QVERIFY2(e.valid, fields(e).join(", ").toUtf8());
        const CommCost& tp = e.comm[size_t(CommDim::TP)];
        // The copies' HBM time, counted from the collectives: every all-reduce equivalent is an all-gather and a
        // reduce-scatter, each copying the full (micro-batch × sequence × hidden) activation once.
        const double actMsg = p.activation_bytes * 2 * titan.training.seq_len * titan.model.hidden;
        const int micro = e.micro_batches;
        QCOMPARE(micro, 1024 / (8 * 2));  // dp 8, mbs 2
        const double arEquivalents = (4.0 + 2.0) * titan.model.layers * micro;  // 2+2 per layer, +2 recomputed
        const double copy = arEquivalents * 4 * actMsg / (titan.cluster.device.hbm_tbps * 1e12 * p.hbm_efficiency);
        Strategy asyncTp = s;
        asyncTp.tp_overlap = true;
        const Estimate overlapped = evaluate(titan, asyncTp, p);
        QVERIFY(overlapped.valid);
        const CommCost& tpo = overlapped.comm[size_t(CommDim::TP)];
        QVERIFY(std::abs((tp.time_s - tpo.time_s) / copy - 1) < 1e-9);  // the copies, and nothing else
        QCOMPARE(tp.exposed_s, tp.time_s);                                 // no overlap: all of it exposed
        QVERIFY(tpo.exposed_s < 0.2 * tpo.time_s);                        // async TP hides most of the rest
        // No SP, no copies: an all-reduce has no gather dimension.
        Strategy noSp = s;
        noSp.sp = false;
        const Estimate ar = evaluate(titan, noSp, p);
        QVERIFY(ar.valid);
        QVERIFY(ar.comm[size_t(CommDim::TP)].time_s < tp.time_s);
        // Megatron-LM with its overlap off: the collectives' own time only.
        Scenario megatron = h100x64(TrainingFramework::Megatron);
        Strategy off = s;
        off.tp_overlap = false;
        off.zero = 1;
        const Estimate mg = evaluate(megatron, off, p);
        QVERIFY2(mg.valid, fields(mg).join(", ").toUtf8());
        QVERIFY(std::abs(mg.comm[size_t(CommDim::TP)].time_s - tpo.time_s) < 1e-9 * tpo.time_s);
    }

    void eagerModelCodeMovesElementwiseTraffic()
    {
        const Profile p = defaultProfile();
        const Strategy s = strategy("tp=8,pp=1,mbs=1,zero=3,recompute=full,sp=on");
        Scenario compiled = h100x64(TrainingFramework::TorchTitan);
        compiled.training.torch_compile = true;
        Scenario eager = compiled;
        eager.training.torch_compile = false;
        const Estimate ec = evaluate(compiled, s, p);
        const Estimate ee = evaluate(eager, s, p);
        QVERIFY2(ec.valid && ee.valid, fields(ee).join(", ").toUtf8());
        // Counted by hand for Llama-2 70B (h 8192, f 28672, 64 + 8 heads of 128): two RMSNorms, SwiGLU and RoPE on
        // q and k per layer; full recompute runs each forward twice.
        const auto& m = eager.model;
        const double norm = 2.0 * m.hidden * (2 * p.eager_norm_forward_bytes + p.eager_norm_backward_bytes);
        const double act = double(m.ffn) * (2 * p.eager_activation_forward_bytes + p.eager_activation_backward_bytes);
        const double rope = (64.0 + 8.0) * 128 * (2 * p.eager_rope_forward_bytes + p.eager_rope_backward_bytes);
        const double tokensPerRank = 1.0 * eager.training.seq_len / 8;  // mbs 1, SP over tp 8
        const double perMicro = tokensPerRank * m.layers * (norm + act + rope) / (3.35e12 * p.hbm_efficiency);
        QCOMPARE(ee.micro_batches, 1024 / 8);
        QVERIFY(std::abs((ee.compute_time_s - ec.compute_time_s) / (ee.micro_batches * perMicro) - 1) < 1e-9);
        // A fused norm kernel takes the norms' share away; Megatron-LM's kernels are fused whatever the setting.
        Scenario fusedNorm = eager;
        fusedNorm.training.fused_norm = true;
        const Estimate ef = evaluate(fusedNorm, s, p);
        const double normShare = tokensPerRank * m.layers * norm / (3.35e12 * p.hbm_efficiency) * ee.micro_batches;
        QVERIFY(std::abs((ee.compute_time_s - ef.compute_time_s) / normShare - 1) < 1e-9);
        Scenario megatron = h100x64(TrainingFramework::Megatron);
        Strategy ms = s;
        ms.zero = 1;
        megatron.training.torch_compile = false;
        const Estimate m0 = evaluate(megatron, ms, p);
        megatron.training.torch_compile = true;
        const Estimate m1 = evaluate(megatron, ms, p);
        QVERIFY(m0.valid && m1.valid);
        QCOMPARE(m0.compute_time_s, m1.compute_time_s);
        // torchtitan runs async TP only under compile: asking for both off-compile and tp_overlap is refused.
        Strategy asyncTp = s;
        asyncTp.tp_overlap = true;
        const Estimate refused = evaluate(eager, asyncTp, p);
        QVERIFY(!refused.valid);
        QVERIFY2(fields(refused).contains("framework.tp_overlap"), fields(refused).join(", ").toUtf8());
        QVERIFY(evaluate(compiled, asyncTp, p).valid);
    }

    void attentionRateFollowsTheSequenceChunk()
    {
        // FlashAttention-2's causal rate at s tokens is s / (s + half) of its long-sequence rate: the core's time over
        // the no-length-penalty profile's grows by half / s_local, with s_local = s / cp.
        Profile p = defaultProfile();
        Profile flat = p;
        flat.attention_seq_half = 0;
        Scenario sc = h100x64(TrainingFramework::Megatron);
        const auto flops = flopsPerToken(sc.model, double(sc.training.seq_len));
        for (const char* text : {"tp=8,pp=1,cp=1,mbs=1,zero=1,recompute=none", "tp=8,pp=1,cp=2,mbs=1,zero=1,recompute=none"}) {
            const Strategy s = strategy(text);
            const Estimate a = evaluate(sc, s, p);
            const Estimate b = evaluate(sc, s, flat);
            QVERIFY2(a.valid && b.valid, fields(a).join(", ").toUtf8());
            const double sLocal = double(sc.training.seq_len) / s.cp;
            const double core = a.micro_batches * sLocal * sc.model.layers * flops.softmax_attention_core * 3 / 8
                / (989e12 * p.attention_efficiency);
            QVERIFY(std::abs((a.compute_time_s - b.compute_time_s) / (core * p.attention_seq_half / sLocal) - 1) < 1e-9);
        }
    }

    // Megatron's --no-gradient-accumulation-fusion (MindSpeed's launch code passes it): the weight-gradient GEMMs
    // write 16-bit gradients that a separate add folds into the main gradient, a read of the 16-bit gradient and a
    // read and write of the main one per local parameter, every micro-batch.
    void unfusedGradAccumulationAddsAPassOverTheParameters()
    {
        QVERIFY(!unfusedGradAccumulation(h100x64(TrainingFramework::Megatron)));
        QVERIFY(unfusedGradAccumulation(h100x64(TrainingFramework::MindSpeed)));
        QVERIFY(!unfusedGradAccumulation(h100x64(TrainingFramework::TorchTitan))); // no such switch: not priced
        Scenario fusedMs = h100x64(TrainingFramework::MindSpeed);
        fusedMs.training.grad_accumulation_fusion = true;
        QVERIFY(!unfusedGradAccumulation(fusedMs));
        Scenario unfusedMg = h100x64(TrainingFramework::Megatron);
        unfusedMg.training.grad_accumulation_fusion = false;
        QVERIFY(unfusedGradAccumulation(unfusedMg));
        Scenario titan = h100x64(TrainingFramework::TorchTitan);
        titan.training.grad_accumulation_fusion = false;
        QVERIFY(!unfusedGradAccumulation(titan));

        const Profile p = defaultProfile();
        const Strategy s = strategy("dp=8,tp=8,pp=1,zero=1,recompute=none,mbs=1");
        const Scenario unfused = h100x64(TrainingFramework::MindSpeed);
        const Estimate off = evaluate(unfused, s, p), on = evaluate(fusedMs, s, p);
        QVERIFY(off.valid && on.valid);
        // pp 1: the rank holds 1/tp of every parameter (norms included, a rounding error of the estimate).
        const double params = countParams(unfused.model).total / 8;
        const double hbm = unfused.cluster.device.hbm_tbps * 1e12 * p.hbm_efficiency;
        const double perMicro = params * (p.param_bytes + 2 * p.grad_bytes) / hbm; // 2 + 2·4 = 10 B (fp32 grads)
        QCOMPARE(p.param_bytes + 2 * p.grad_bytes, 10.0);
        const double extra = off.compute_time_s - on.compute_time_s;
        QVERIFY2(std::abs(extra / (off.micro_batches * perMicro) - 1) < 1e-9, qPrintable(QString::number(extra)));
        QVERIFY(off.step_time_s > on.step_time_s);
        // bf16 main gradients: 2 + 2·2 = 6 B per parameter.
        Scenario bf16 = unfused, bf16Fused = fusedMs;
        bf16.training.fp32_grad_reduce = bf16Fused.training.fp32_grad_reduce = false;
        const double extraBf16 = evaluate(bf16, s, p).compute_time_s - evaluate(bf16Fused, s, p).compute_time_s;
        QVERIFY(std::abs(extraBf16 / extra - 0.6) < 1e-9);

        // Every stage's own parameters: with tied embeddings and pp 2 the last stage adds its copy of the embedding
        // (what the memory phase holds there), so the extra time is that of the fuller stage.
        Scenario tied = unfused, tiedFused = fusedMs;
        tied.model.tied_embeddings = tiedFused.model.tied_embeddings = true;
        const Strategy pp2 = strategy("dp=4,tp=8,pp=2,zero=1,recompute=none,mbs=1");
        const Estimate tOff = evaluate(tied, pp2, p), tOn = evaluate(tiedFused, pp2, p);
        QVERIFY(tOff.valid && tOn.valid);
        const ParamCounts pcTied = countParams(tied.model);
        const double lastStage
            = (pcTied.dense_layer * tied.model.layers / 2 + pcTied.embedding + pcTied.final_norm) / 8;
        const double perMicroTied = lastStage * (p.param_bytes + 2 * p.grad_bytes) / hbm;
        const double extraTied = tOff.compute_time_s - tOn.compute_time_s;
        QVERIFY2(std::abs(extraTied / (tOff.micro_batches * perMicroTied) - 1) < 1e-9,
            qPrintable(QString::number(extraTied)));

        // The launch code runs what was priced; a MindSpeed script keeps the flag unless the fusion is asked for.
        QVERIFY(emitLaunchCode(Framework::MindSpeed, h100x64(TrainingFramework::Megatron), off.strategy)
                    .find("--no-gradient-accumulation-fusion")
            != std::string::npos);
        const auto flag = [&](Framework target, const Scenario& sc) {
            return emitLaunchCode(target, sc, off.strategy).find("--no-gradient-accumulation-fusion")
                != std::string::npos;
        };
        QVERIFY(flag(Framework::MindSpeed, unfused));
        QVERIFY(!flag(Framework::MindSpeed, fusedMs));
        QVERIFY(!flag(Framework::Megatron, h100x64(TrainingFramework::Megatron)));
        QVERIFY(flag(Framework::Megatron, unfusedMg));

        // Scenario files keep the choice; absent means the framework's default.
        const Catalog catalog;
        ScenarioFile in;
        in.scenario = fusedMs;
        in.scenario.cluster.devices_per_node = 8;
        auto back = parseScenarioFile(scenarioFileToJson(in), catalog);
        QVERIFY2(back, back ? "" : back.error().message().c_str());
        QCOMPARE(back->scenario.training.grad_accumulation_fusion, std::optional<bool>(true));
        auto doc = nlohmann::json::parse(scenarioFileToJson(in));
        doc["training"].erase("grad_accumulation_fusion");
        back = parseScenarioFile(doc.dump(), catalog);
        QVERIFY(back && !back->scenario.training.grad_accumulation_fusion);
        doc["training"]["grad_accumulation_fusion"] = "sometimes";
        back = parseScenarioFile(doc.dump(), catalog);
        QVERIFY(!back);
        QCOMPARE(QString::fromStdString(back.error().field), QString("training.grad_accumulation_fusion"));
    }

    // Gradients reduced in bf16 (--grad-reduce bf16): priced, and run, only where the framework can: Megatron-LM and
    // MindSpeed pass --grad-reduce-in-bf16; DeepSpeed does it by default for a bf16 model; torchtitan's
    // mixed_precision_reduce takes float32 only and psa's MindSpore launch code keeps fp32 gradients: the scenario
    // is refused naming training.grad_reduce.
    void bf16GradientReductionWhereTheFrameworkHasIt()
    {
        const Strategy s = strategy("dp=8,tp=8,pp=1,zero=1,recompute=none,mbs=1");
        for (TrainingFramework fw : { TrainingFramework::Megatron, TrainingFramework::MindSpeed }) {
            const Framework target = fw == TrainingFramework::Megatron ? Framework::Megatron : Framework::MindSpeed;
            Scenario sc = h100x64(fw);
            QVERIFY(validateScenario(sc).empty());
            QVERIFY(emitLaunchCode(target, sc, s).find("--grad-reduce-in-bf16") == std::string::npos);
            sc.training.fp32_grad_reduce = false;
            QVERIFY(validateScenario(sc).empty());
            QVERIFY(emitLaunchCode(target, sc, s).find("--grad-reduce-in-bf16") != std::string::npos);
            // FP16: Megatron reduces in fp16 unless told to use fp32, which the plan prices by default.
            sc.training.precision = Precision::FP16;
            QVERIFY(emitLaunchCode(target, sc, s).find("--accumulate-allreduce-grads-in-fp32") == std::string::npos);
            sc.training.fp32_grad_reduce.reset();
            const std::string fp16 = emitLaunchCode(target, sc, s);
            QVERIFY(fp16.find("--accumulate-allreduce-grads-in-fp32") != std::string::npos);
            QVERIFY(fp16.find("--grad-reduce-in-bf16") == std::string::npos);
        }
        // DeepSpeed keeps a bf16 model's gradients in bf16 (runtime/engine.py: grad_accum_dtype and
        // communication_data_type follow the model dtype): its default plan prices bf16 gradients, half the fp32
        // ones in memory and on the wire, and its config sets nothing. fp32 on request is its data_types and
        // communication_data_type, and needs ZeRO.
        {
            const Profile p = defaultProfile();
            Scenario ds = h100x64(TrainingFramework::DeepSpeed);
            QVERIFY(validateScenario(ds).empty());
            const Strategy z1 = strategy("dp=64,tp=1,pp=1,zero=1,recompute=full,mbs=1");
            const Estimate bf16 = evaluate(ds, z1, p);
            Scenario dsFp32 = ds;
            dsFp32.training.fp32_grad_reduce = true;
            const Estimate fp32 = evaluate(dsFp32, z1, p);
            QVERIFY(bf16.valid && fp32.valid);
            QCOMPARE(bf16.memory.grads / fp32.memory.grads, 0.5);
            // ZeRO-1: the gradients' reduce-scatter (2 B instead of 4 per parameter) and the bf16 parameters' gather.
            const double dpRatio
                = bf16.comm[size_t(CommDim::DP)].volume_bytes / fp32.comm[size_t(CommDim::DP)].volume_bytes;
            QVERIFY2(std::abs(dpRatio - 4.0 / 6.0) < 1e-9, qPrintable(QString::number(dpRatio)));
            const std::string plain = emitLaunchCode(Framework::DeepSpeed, ds, bf16.strategy);
            QVERIFY(plain.find("grad_accum_dtype") == std::string::npos
                && plain.find("communication_data_type") == std::string::npos);
            const std::string asked = emitLaunchCode(Framework::DeepSpeed, dsFp32, fp32.strategy);
            QVERIFY(asked.find("\"data_types\": {\"grad_accum_dtype\": \"fp32\"}") != std::string::npos
                && asked.find("\"communication_data_type\": \"fp32\"") != std::string::npos);
            const Estimate noZero = evaluate(dsFp32, strategy("dp=64,tp=1,pp=1,zero=0,recompute=full,mbs=1"), p);
            QVERIFY(!noZero.valid);
            QVERIFY(std::any_of(noZero.reasons.begin(), noZero.reasons.end(),
                [](const Error& e) { return e.field == "framework.zero"; }));
            QVERIFY(
                evaluate(ds, strategy("dp=64,tp=1,pp=1,zero=0,recompute=full,mbs=1"), p).valid); // bf16: DDP_BFLOAT16
        }
        for (TrainingFramework fw : { TrainingFramework::TorchTitan, TrainingFramework::MindSpore }) {
            Scenario sc = h100x64(fw);
            sc.training.fp32_grad_reduce = false;
            const auto errors = validateScenario(sc);
            QVERIFY2(!errors.empty() && errors.front().field == "training.grad_reduce", frameworkTitle(fw).c_str());
            sc.training.fp32_grad_reduce = true;
            QVERIFY(validateScenario(sc).empty());
        }
    }

    // A recipe run on Megatron-Core before MoE parallel folding (the MindSpeed-LLM rows, core_r0.6.0) could only carve
    // EP out of the data-parallel ranks, split experts over the TP group and not combine EP with CP: layouts outside
    // that are not what its stack could run, and the search proposes none of them.
    void expertGridBeforeFolding()
    {
        Scenario sc = h100x64(TrainingFramework::MindSpeed);
        sc.model = test::mixtral_8x7b();
        sc.training.seq_len = 32768;
        sc.training.global_batch = 128;
        const Profile p = defaultProfile();
        const char* folded = "tp=1,pp=8,cp=8,ep=8,zero=1,recompute=full,mbs=1"; // dp 1: EP spans the CP ranks
        QVERIFY(evaluate(sc, strategy(folded), p).valid);
        Scenario old = sc;
        old.training.expert_grid_before_folding = true;
        const Estimate refused = evaluate(old, strategy(folded), p);
        QVERIFY(!refused.valid);
        QVERIFY(fields(refused).contains("framework.ep"));
        for (const char* ok : { "tp=8,pp=4,cp=2,ep=1,etp=8,zero=1,recompute=full,mbs=1",
                 "tp=1,pp=4,ep=8,zero=1,recompute=full,mbs=1", "tp=2,pp=4,ep=4,etp=2,zero=1,recompute=full,mbs=1" }) {
            const Estimate e = evaluate(old, strategy(ok), p);
            QVERIFY2(!fields(e).contains("framework.ep"), ok);
        }
        QVERIFY(fields(evaluate(old, strategy("tp=1,pp=4,cp=2,ep=8,zero=1,recompute=full,mbs=1"), p))
                    .contains("framework.ep"));
        // Experts not split over the TP group: the field is the expert TP degree.
        for (const char* bad : { "tp=2,pp=4,ep=8,etp=1,zero=1,recompute=full,mbs=1",
                 "tp=8,pp=4,cp=2,ep=1,etp=1,zero=1,recompute=full,mbs=1" })
            QVERIFY2(fields(evaluate(old, strategy(bad), p)).contains("framework.etp"), bad);
        SearchConstraints c = quick();
        c.recomputes = { Recompute::Full };
        const SearchResult r = search(old, c, ScoreWeights {}, p, {}, {}, 2);
        QVERIFY(!r.candidates.empty());
        for (const Candidate& cand : r.candidates) {
            const Strategy& st = cand.strategy;
            QVERIFY(st.etp == st.tp && st.dp % st.ep == 0 && (st.ep == 1 || st.cp == 1));
        }
    }

    // Megatron-Core's allgather dispatcher (the default before core_r0.10, which some calibration runs used): every
    // rank of the TP×EP group gathers the group's hidden states once per token and reduce-scatters the outputs, in
    // each forward and (transposed) in the backward, instead of all-to-all of top-k copies.
    void allGatherDispatcherGathersEachTokenOnce()
    {
        const Profile p = defaultProfile();
        Scenario sc = h100x64(TrainingFramework::MindSpeed);
        sc.model = test::mixtral_8x7b();
        sc.training.global_batch = 256;
        sc.training.moe_allgather_dispatcher = true;
        const Estimate e = evaluate(sc, strategy("tp=1,pp=1,ep=8,zero=1,recompute=selective,mbs=1"), p);
        QVERIFY2(e.valid, e.reasons.empty() ? "" : e.reasons.front().message().c_str());
        const CommCost& ep = e.comm[size_t(CommDim::EP)];
        const LinkModel link = linkModel(sc.cluster, p);
        const Placement g = placeGroup(8, 1, link.domain);
        const double gathered = 4096.0 * sc.model.hidden * p.activation_bytes * 8;
        const double perLayer
            = 2 * (allGather(gathered, g, link).bytes_sent + reduceScatter(gathered, g, link).bytes_sent);
        const double layers = double(sc.model.layers) * e.micro_batches;
        QVERIFY(std::abs(ep.volume_bytes / (layers * perLayer) - 1) < 1e-12);
        QCOMPARE(ep.calls, (long long)(layers * 4));
        QCOMPARE(std::string(ep.collective), std::string("AllGather/ReduceScatter (allgather dispatcher)"));
        // Expert TP without EP (Mixtral 8x7B on MindSpeed: tp 8, ep 1, etp 8): the gather spans the 8 TP ranks, each
        // holding 1/8 of the sequence (SP), in place of expert TP's gathers of the routed copies.
        const Estimate etp = evaluate(sc, strategy("tp=8,pp=1,ep=1,etp=8,sp=on,zero=1,recompute=selective,mbs=1"), p);
        QVERIFY2(etp.valid, etp.reasons.empty() ? "" : etp.reasons.front().message().c_str());
        const CommCost& etpEp = etp.comm[size_t(CommDim::EP)];
        const double gatheredTp = 4096.0 / 8 * sc.model.hidden * p.activation_bytes * 8;
        const double perLayerTp
            = 2 * (allGather(gatheredTp, g, link).bytes_sent + reduceScatter(gatheredTp, g, link).bytes_sent);
        QVERIFY(etpEp.volume_bytes > 0);
        QVERIFY(std::abs(etpEp.volume_bytes / (double(sc.model.layers) * etp.micro_batches * perLayerTp) - 1) < 1e-12);
        // Top-2 routing over 8 ranks: the all-to-all sends 2 · 7/8 of a rank's tokens each way, the gather 7 of them.
        sc.training.moe_allgather_dispatcher = false;
        const Estimate a2a = evaluate(sc, e.strategy, p);
        QVERIFY(ep.volume_bytes > 2 * a2a.comm[size_t(CommDim::EP)].volume_bytes);
        // Its group-sized buffer (zero-filled, then scatter_add reads and writes it) in the forward and the backward
        // of every MoE layer: 3 passes of the 8 ranks' 4096 tokens each, twice per micro-batch (selective recompute
        // does not run the MoE layer again).
        const double hbm = sc.cluster.device.hbm_tbps * 1e12 * p.hbm_efficiency;
        const double buffers = 2 * 3 * 4096.0 * 8 * sc.model.hidden * p.activation_bytes / hbm;
        QVERIFY(std::abs((e.compute_time_s - a2a.compute_time_s) / (layers * buffers) - 1) < 1e-9);
    }

    // MindSpeed-LLM's --shape-order BNSD (the DeepSeek-V2 calibration script): q, k, v and the attention output are
    // copied into and out of [batch, heads, seq, head] around the fused kernel, and their gradients in the backward.
    void bnsdAttentionLayoutCopiesQkvAndOutput()
    {
        // Elements the kernel reads and writes per token: Llama 2 70B (GQA 64/8, head 128): q and output 64·128,
        // k and v 8·128 each; DeepSeek's MLA (128 heads, q/k 192, v 128): k at every head, v padded to 192 or not.
        QCOMPARE(attentionKernelIoElements(test::llama2_70b(), false), (2.0 * 64 + 2.0 * 8) * 128);
        QCOMPARE(attentionKernelIoElements(test::deepseek_v3(), true), 128.0 * (2 * 192 + 2 * 192));
        QCOMPARE(attentionKernelIoElements(test::deepseek_v3(), false), 128.0 * (2 * 192 + 2 * 128));

        const Profile p = defaultProfile();
        Scenario sc = h100x64(TrainingFramework::MindSpeed); // MindSpeed pads MLA's value head (mla_pads_value_head)
        sc.model = test::deepseek_v3();
        sc.model.layers = 8;
        sc.model.moe.first_dense_layers = 1;
        sc.model.mtp_layers = 0;
        Scenario bnsd = sc;
        bnsd.training.attention_bnsd_layout = true;
        const double hbm = sc.cluster.device.hbm_tbps * 1e12 * p.hbm_efficiency;
        const double perPass = 4096.0 * 128 * (2 * 192 + 2 * 192) * p.activation_bytes * 2 / hbm; // read + write
        // Forward and backward; full recompute copies again in the recomputed forward (3 passes), and so does the
        // selective recompute of the core attention.
        for (const auto& [text, passes] : { std::pair { "tp=1,pp=1,ep=8,zero=1,recompute=none,mbs=1", 2.0 },
                 std::pair { "tp=1,pp=1,ep=8,zero=1,recompute=full,mbs=1", 3.0 },
                 std::pair { "tp=1,pp=1,ep=8,zero=1,recompute=selective,mbs=1", 3.0 } }) {
            const Estimate base = evaluate(sc, strategy(text), p), with = evaluate(bnsd, strategy(text), p);
            QVERIFY2(base.valid && with.valid, text);
            const double extra = with.compute_time_s - base.compute_time_s;
            QVERIFY2(std::abs(extra / (base.micro_batches * 8 * passes * perPass) - 1) < 1e-9,
                qPrintable(QStringLiteral("%1: %2 s").arg(text).arg(extra)));
        }
        // TP splits the heads, and so the copies.
        const char* tp2 = "tp=2,pp=1,ep=8,sp=on,zero=1,recompute=full,mbs=1";
        const Estimate base2 = evaluate(sc, strategy(tp2), p), with2 = evaluate(bnsd, strategy(tp2), p);
        QVERIFY(base2.valid && with2.valid);
        QVERIFY(
            std::abs((with2.compute_time_s - base2.compute_time_s) / (base2.micro_batches * 8 * 3 * perPass / 2) - 1)
            < 1e-9);
    }

    void fp8RecipeInLaunchCodeAndScenarioFile()
    {
        Scenario sc = h100x64();
        sc.training.precision = Precision::FP8;
        sc.training.fp8_recipe = Fp8Recipe::Tensorwise;
        const Estimate e = evaluate(sc, strategy("tp=8,pp=2,mbs=1"), defaultProfile());
        QVERIFY(e.valid);
        const std::string mg = emitLaunchCode(Framework::Megatron, sc, e.strategy);
        QVERIFY(mg.find("--fp8-recipe tensorwise") != std::string::npos);
        QVERIFY(mg.find("--fp8-amax-history-len") == std::string::npos);  // delayed scaling only
        sc.training.fp8_recipe.reset();
        QVERIFY(emitLaunchCode(Framework::Megatron, sc, e.strategy).find("--fp8-recipe delayed") != std::string::npos);

        Scenario b200 = h100x64(TrainingFramework::TorchTitan);
        b200.cluster.device.id = "b200";
        b200.cluster.device.mx_tensor_cores = true;
        b200.training.precision = Precision::FP8;
        const Estimate t = evaluate(b200, strategy("tp=8,pp=2,zero=2,mbs=1"), defaultProfile());
        QVERIFY(t.valid);
        const std::string titan = emitLaunchCode(Framework::TorchTitan, b200, t.strategy);
        QVERIFY(titan.find("MXFP8LinearConverter.Config(") != std::string::npos);
        QVERIFY(titan.find("Float8LinearConverter.Config(") == std::string::npos);

        const Catalog catalog;
        ScenarioFile in;
        in.scenario = h100x64();
        in.scenario.cluster.devices_per_node = 8;
        in.scenario.training.precision = Precision::FP8;
        in.scenario.training.fp8_recipe = Fp8Recipe::Blockwise;
        auto back = parseScenarioFile(scenarioFileToJson(in), catalog);
        QVERIFY2(back, back ? "" : back.error().message().c_str());
        QVERIFY(back->scenario.training.fp8_recipe == Fp8Recipe::Blockwise);
        auto doc = nlohmann::json::parse(scenarioFileToJson(in));
        doc["training"]["fp8_recipe"] = "fp4";
        back = parseScenarioFile(doc.dump(), catalog);
        QVERIFY(!back);
        QCOMPARE(QString::fromStdString(back.error().field), QString("training.fp8_recipe"));
    }
};

QTEST_APPLESS_MAIN(TestFramework)
#include "tst_framework.moc"
