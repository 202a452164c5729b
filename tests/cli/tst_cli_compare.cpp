// The seed's compare and diagnose usages as complete answers (issue 16): every section in text,
// Markdown and JSON, the values equal to `psa evaluate` of the same strategies, the verdict's tie and
// memory rules, the diagnosis on all the user's devices with its assumptions first, and the pins a
// compare query saves in a scenario file.
#include "cli_runner.h"
#include "test_paths.h"

#include <QJsonArray>
#include <QJsonDocument>
#include <QJsonObject>
#include <QTemporaryDir>
#include <QtTest>

namespace {

using psa::test::Run;
using psa::test::runPsa;

const QString kCompare = QStringLiteral("Compare DP=4,TP=8,PP=2 vs DP=8,TP=8,PP=1 for LLaMA-70B on 64 A100s");
const QString kDiagnose = QStringLiteral("Currently using DP=8 for 7B model on 16 GPUs, OOM at seq_len=32768");

QJsonObject json(const Run& r)
{
    return QJsonDocument::fromJson(r.out.toUtf8()).object();
}

// `psa evaluate` of one strategy on the scenario the compare query names (the query's defaults: seq 4096, batch 1024).
QJsonObject evaluated(const QStringList& scenario, const QString& strategy)
{
    const Run r
        = runPsa(QStringList { "evaluate" } + scenario + QStringList { "--strategy", strategy, "--format", "json" });
    return json(r)["evaluated"].toObject();
}

bool near(double a, double b, double rel = 1e-9)
{
    return std::abs(a - b) <= rel * std::max(1.0, std::max(std::abs(a), std::abs(b)));
}

} // namespace

class TestCliCompare : public QObject {
    Q_OBJECT
private slots:
    void compareTextHasEverySection_data()
    {
        QTest::addColumn<QString>("format");
        QTest::newRow("text") << "text";
        QTest::newRow("markdown") << "markdown";
    }
    void compareTextHasEverySection()
    {
        QFETCH(QString, format);
        const Run r = runPsa({ "analyze", kCompare, "--format", format });
        QVERIFY2(r.code == 0, qPrintable(r.err));
        for (const char* section : { "1. Global baseline", "2. Strategies side by side", "3. Launch code for",
                 "4. Memory per device by component", "5. Communication per dimension",
                 "6. Pipeline bubble and schedule", "7. Memory optimisations for",
                 "8. Against the best layout the search finds" })
            QVERIFY2(r.out.contains(section), section);
        // Every memory component, the memory class and the per-dimension communication of both strategies.
        for (const char* row : { "parameters", "gradients", "optimizer states", "activations", "logits / loss",
                 "communication buffers", "framework (context", "memory class", "MFU (of the bf16 peak)",
                 "tokens/s per device", "vs the search's best" })
            QVERIFY2(r.out.contains(row), row);
        QVERIFY(r.out.contains("A: DP=4, TP=8, PP=2"));
        QVERIFY(r.out.contains("B: DP=8, TP=8, PP=1"));
        QVERIFY(r.out.contains("Verdict: "));
        if (format == "markdown")
            QVERIFY(r.out.startsWith("# Comparison: ") && r.out.contains("|---"));
    }

    // The JSON carries what the text shows, and each strategy's figures are psa evaluate's.
    void compareJsonMatchesEvaluate()
    {
        const Run r = runPsa({ "analyze", kCompare, "--format", "json" });
        QVERIFY2(r.code == 0, qPrintable(r.err));
        const QJsonObject j = json(r);
        QCOMPARE(j["kind"].toString(), QStringLiteral("comparison"));
        const QJsonArray ss = j["strategies"].toArray();
        QCOMPARE(ss.size(), 2);
        const QStringList scenario { "--model", "llama2-70b", "--device", "a100-80gb", "--devices", "64" };
        const QString asked[] = { "dp=4,tp=8,pp=2", "dp=8,tp=8,pp=1" };
        for (int i = 0; i < 2; ++i) {
            const QJsonObject s = ss[i].toObject();
            const QJsonObject e = evaluated(scenario, asked[i]);
            QVERIFY(e["valid"].toBool());
            QCOMPARE(s["key"].toString(), QString(QChar('A' + i)));
            for (const char* part :
                { "params", "grads", "optimizer", "activations", "logits", "comm_buffers", "framework", "total" })
                QVERIFY2(near(s["memory_gib"].toObject()[part].toDouble(), e["memory_gib"].toObject()[part].toDouble()),
                    part);
            for (const char* dim : { "TP", "DP", "PP" })
                for (const char* k : { "volume_gib", "time_s", "exposed_s" })
                    QVERIFY2(near(s["comm"].toObject()[dim].toObject()[k].toDouble(),
                                 e["comm"].toObject()[dim].toObject()[k].toDouble()),
                        qPrintable(QString("%1 %2").arg(dim, k)));
            for (const char* k :
                { "bubble_ratio", "step_time_s", "mfu_precision_peak", "tokens_per_s", "tokens_per_s_per_device" })
                QVERIFY2(near(s[k].toDouble(), e[k].toDouble()), k);
            // The memory class is the search's: does not fit above the usable memory (capacity less the 10 % headroom).
            const double total = e["memory_gib"].toObject()["total"].toDouble(),
                         cap = e["memory_capacity_gib"].toDouble();
            const QString cls = s["memory_class"].toString();
            QVERIFY2(total > 0.9 * cap ? cls == "does_not_fit" : cls != "does_not_fit", qPrintable(cls));
            QCOMPARE(e["memory_class"].toString(), cls);  // psa evaluate gives the same class (issue 15 item 4)
            QVERIFY(near(s["free_gib"].toDouble(), cap - total));
            QVERIFY(s.contains("search_rank") && s.contains("vs_search_best"));
        }
        // Verdict: a winner that is usable, its launch code, the schedules and memory levers, the search's best.
        const QJsonObject v = j["verdict"].toObject();
        QVERIFY(v["winner"].isDouble());
        const QJsonObject w = ss[v["winner"].toInt()].toObject();
        QVERIFY(w["memory_class"].toString() != "does_not_fit");
        QVERIFY(v["text"].toString().startsWith("Verdict: " + w["key"].toString()));
        QCOMPARE(j["launch_code"].toObject()["key"].toString(), w["key"].toString());
        QVERIFY(j["launch_code"].toObject()["code"].toString().contains("--tensor-model-parallel-size 8"));
        QVERIFY(!j["memory_optimizations"].toArray().isEmpty());
        const QJsonObject best = j["search_best"].toObject();
        QVERIFY(best["tokens_per_s"].toDouble() > 0);
        // The search's best is the tie-aware pick: no compared strategy that fits beats it by more than the tie band
        // (a faster one within the band may lose on memory margin or the framework's defaults).
        const double band = j["tie_band"].toDouble();
        QVERIFY(band > 0.05 && band < 0.5);
        for (const auto& x : ss)
            if (x.toObject()["memory_class"].toString() != "does_not_fit")
                QVERIFY(x.toObject()["vs_search_best"].toDouble() <= band);
        QCOMPARE(v["tied"].toBool(), v["tied_with"].toArray().size() > 1);
    }

    // --train-tokens: time, device-hours and cost per strategy, from each one's own tokens/s.
    void compareTimeToTrain()
    {
        const QStringList args { "analyze", kCompare, "--train-tokens", "2T", "--device-hour-price", "2" };
        const QJsonObject j = json(runPsa(args + QStringList { "--format", "json" }));
        for (const auto& x : j["strategies"].toArray()) {
            const QJsonObject s = x.toObject();
            const QJsonObject t = s["time_to_train"].toObject();
            QVERIFY(near(t["days"].toDouble(), 2e12 / s["tokens_per_s"].toDouble() / 86400, 1e-9));
            QVERIFY(near(t["device_hours"].toDouble(), t["days"].toDouble() * 24 * 64, 1e-9));
            QVERIFY(near(t["cost"].toDouble(), 2 * t["device_hours"].toDouble(), 1e-9));
        }
        const Run text = runPsa(args);
        for (const char* row : { "days to train 2T tokens (range)", "device-hours", "cost (USD)" })
            QVERIFY2(text.out.contains(row), row);
        QVERIFY(!runPsa({ "analyze", kCompare }).out.contains("days to train"));
    }

    // The tie band: two strategies within the model's error are tied, and the one keeping more memory free wins
    // even when it is slower; outside the band the faster wins.
    void verdictWeighsErrorAndMemory()
    {
        const QStringList base { "compare", "--model", "llama2-70b", "--device", "h100", "--devices", "64",
            "--strategy", "tp=8,pp=2", "--strategy", "tp=8,pp=2,recompute=full", "--format", "json" };
        const QJsonObject wide = json(runPsa(base + QStringList { "--set", "throughput_error_p50=0.5" }));
        const QJsonArray ss = wide["strategies"].toArray();
        QCOMPARE(ss.size(), 2);
        const QJsonObject v = wide["verdict"].toObject();
        QVERIFY(v["tied"].toBool());
        const double freeA = ss[0].toObject()["free_gib"].toDouble(), freeB = ss[1].toObject()["free_gib"].toDouble();
        QVERIFY(freeA != freeB);
        QCOMPARE(v["key"].toString(), freeA > freeB ? QStringLiteral("A") : QStringLiteral("B"));
        QVERIFY2(
            v["text"].toString().contains("tied within the model's error (±50 %)"), qPrintable(v["text"].toString()));
        const QJsonObject narrow = json(runPsa(base + QStringList { "--set", "throughput_error_p50=0" }));
        const QJsonObject nv = narrow["verdict"].toObject();
        QVERIFY(!nv["tied"].toBool());
        QCOMPARE(nv["key"].toString(), nv["fastest"].toString());
    }

    // The band and the ± follow the workload family's held-out error (the shipped profile's per-family figures):
    // the same comparison on Ascend is judged with Ascend's error, on H100 with the overall one; psa evaluate shows
    // the same ±.
    void errorBandFollowsTheWorkloadFamily()
    {
        const QJsonObject profile = json(runPsa({ "profile", "--format", "json" }));
        const auto constant = [&](const char* key) { return profile["constants"].toObject()[key].toObject()["value"].toDouble(); };
        const double overall = constant("throughput_error_p50"), ascend = constant("throughput_error_p50_ascend");
        QVERIFY2(ascend > overall, qPrintable(QStringLiteral("%1 vs %2").arg(ascend).arg(overall)));
        struct Case { const char* device; double band; const char* family; };
        for (const Case& c : { Case { "h100", overall, "" }, Case { "ascend-a2", ascend, "ascend" } }) {
            const QStringList compare { "compare", "--model", "llama2-70b", "--device", c.device, "--devices", "64",
                "--strategy", "tp=8,pp=2", "--strategy", "tp=4,pp=4", "--format", "json" };
            const QJsonObject j = json(runPsa(compare));
            QVERIFY2(near(j["tie_band"].toDouble(), c.band, 1e-9), c.device);
            QCOMPARE(j["throughput_error_family"].toString(), QString::fromLatin1(c.family));
            const QJsonObject e = json(runPsa({ "evaluate", "--model", "llama2-70b", "--device", c.device, "--devices", "64",
                "--strategy", "tp=8,pp=2", "--format", "json" }));
            QVERIFY2(near(e["evaluated"].toObject()["uncertainty"].toObject()["throughput_rel_p50"].toDouble(), c.band, 1e-9), c.device);
            QCOMPARE(e["throughput_error_family"].toString(), QString::fromLatin1(c.family));
            // The text names where the ± comes from.
            const Run text = runPsa({ "evaluate", "--model", "llama2-70b", "--device", c.device, "--devices", "64", "--strategy", "tp=8,pp=2" });
            QCOMPARE(text.out.contains("on its Ascend runs"), *c.family != 0);
            // An overall error set by hand is the one used, family or not.
            const QJsonObject byHand = json(runPsa(compare + QStringList { "--set", "throughput_error_p50=0.02" }));
            QVERIFY2(near(byHand["tie_band"].toDouble(), 0.02, 1e-9), c.device);
            QCOMPARE(byHand["throughput_error_family"].toString(), QString());
        }
    }

    void diagnoseTextAssumptionsFirstAndAllSections()
    {
        const Run r = runPsa({ "analyze", kDiagnose });
        QVERIFY2(r.code == 0, qPrintable(r.err));
        const QStringList lines = r.out.split('\n');
        // Title, underline, blank, "Assumptions", underline, then the assumptions.
        QVERIFY2(lines.size() > 10 && lines[3] == "Assumptions", qPrintable(r.out.left(400)));
        const QString head = lines.mid(5, 9).join('\n');
        for (const char* a : { "device: NVIDIA H100", "devices: 16 given", "ZeRO stage: ZeRO-1", "micro-batch: 1",
                 "precision: bf16; framework: Megatron-LM" })
            QVERIFY2(head.contains(a), a);
        for (const char* s :
            { "Why it runs out of memory", "Fixes ranked by throughput", "The best fix: what changes from your setup",
                "1. Global baseline", "2. Strategy summary", "3. DeviceMesh", "4. Post-sharding memory",
                "5. Communication", "6. Pipeline bubble", "7. Memory optimisations", "8. Top alternatives" })
            QVERIFY2(r.out.contains(s), s);
        QVERIFY(r.out.contains("devices 8 → 16"));
        QVERIFY(r.out.contains("re-layout"));
        QVERIFY(r.out.contains("single change"));
    }

    void diagnoseJsonUsesAllDevices()
    {
        const Run r = runPsa({ "analyze", kDiagnose, "--format", "json" });
        QVERIFY2(r.code == 0, qPrintable(r.err));
        const QJsonObject j = json(r);
        QCOMPARE(j["kind"].toString(), QStringLiteral("diagnosis"));
        QCOMPARE(j["devices"].toInt(), 16);
        QCOMPARE(j["current_devices"].toInt(), 8);
        QVERIFY(j["assumptions"].toArray().size() >= 6);
        const QJsonObject over = j["overflow"].toObject();
        QVERIFY(over["over_usable_gib"].toDouble() > 0);
        QCOMPARE(over["largest_component"].toString(), QStringLiteral("activations"));
        const QJsonArray fixes = j["fixes"].toArray();
        QVERIFY(!fixes.isEmpty());
        bool relayout = false;
        double previous = 1e300;
        for (const auto& f : fixes) {
            const QJsonObject o = f.toObject();
            QCOMPARE(o["devices"].toInt(), 16);
            QVERIFY(o["memory_class"].toString() != "does_not_fit");
            relayout = relayout || o["kind"].toString() == "relayout";
            if (o["memory_class"].toString() == "fits") { // fits first, fastest first
                QVERIFY(o["tokens_per_s"].toDouble() <= previous * (1 + 1e-12));
                previous = o["tokens_per_s"].toDouble();
            }
        }
        QVERIFY(relayout);
        // The best fix's plan is psa evaluate of that layout on the 16 devices.
        const QJsonObject best = fixes[0].toObject();
        const QJsonObject plan = j["best_fix"].toObject()["plan"].toObject();
        QCOMPARE(plan["scenario"].toObject()["devices"].toInt(), 16);
        const QJsonObject e
            = evaluated({ "--model", "llama2-7b", "--device", "h100", "--devices", "16", "--seq-len", "32768" },
                best["strategy"].toString());
        QVERIFY(e["valid"].toBool());
        QVERIFY(near(plan["recommended"].toObject()["tokens_per_s"].toDouble(), e["tokens_per_s"].toDouble()));
        QVERIFY(near(plan["recommended"].toObject()["memory_gib"].toObject()["total"].toDouble(),
            e["memory_gib"].toObject()["total"].toDouble()));
        QVERIFY(near(best["tokens_per_s"].toDouble(), e["tokens_per_s"].toDouble()));
        QVERIFY(plan["launch_code"].toObject()["code"].toString().contains("--nproc_per_node")
            || plan["launch_code"].toObject()["code"].toString().contains("torchrun"));
        QVERIFY(!j["best_fix"].toObject()["changes"].toArray().isEmpty());
    }

    // psa analyze "Compare …" --save-scenario FILE keeps both strategies as pins; psa compare --scenario FILE reads
    // them back.
    void compareSavesPins()
    {
        QTemporaryDir dir;
        const QString file = dir.filePath("c.psa.json");
        const Run r = runPsa({ "analyze", kCompare, "--save-scenario", file, "--format", "json" });
        QVERIFY2(r.code == 0, qPrintable(r.err));
        QFile f(file);
        QVERIFY(f.open(QIODevice::ReadOnly));
        const QJsonObject saved = QJsonDocument::fromJson(f.readAll()).object();
        const QJsonArray pins = saved["pinned"].toArray();
        QCOMPARE(pins.size(), 2);
        QVERIFY2(pins[0].toString().startsWith("dp=4,tp=8,pp=2,"), qPrintable(pins[0].toString()));
        QVERIFY2(pins[1].toString().startsWith("dp=8,tp=8,pp=1,"), qPrintable(pins[1].toString()));
        QCOMPARE(saved["cluster"].toObject()["devices"].toInt(), 64);
    }

    void comparePdf()
    {
#ifdef PSA_TEST_WITH_PDF
        QTemporaryDir dir;
        const QString pdf = dir.filePath("c.pdf");
        const Run r = runPsa({ "analyze", kCompare, "--format", "pdf", "-o", pdf });
        QVERIFY2(r.code == 0, qPrintable(r.err));
        QVERIFY(QFileInfo(pdf).size() > 10000);
        const QString diag = dir.filePath("d.pdf");
        const Run d = runPsa({ "analyze", kDiagnose, "--format", "pdf", "-o", diag });
        QVERIFY2(d.code == 0, qPrintable(d.err));
        QVERIFY(QFileInfo(diag).size() > 10000);
#else
        QSKIP("built without the PDF writer");
#endif
    }
};

QTEST_GUILESS_MAIN(TestCliCompare)
#include "tst_cli_compare.moc"
