// Free-text queries: the five "How to Use" lines of the origin document and variants, field by field.
#include "catalog/catalog.h"
#include "query/query.h"
#include "spec/strategy.h"

#include <QtTest>
#include <algorithm>
#include <optional>
#include <string>
#include <vector>

using psa::QueryIntent;
using psa::QueryResult;

namespace {

constexpr int kAnalyze = static_cast<int>(QueryIntent::Analyze);
constexpr int kCompare = static_cast<int>(QueryIntent::Compare);
constexpr int kDiagnose = static_cast<int>(QueryIntent::Diagnose);

// "-" stands for "unset" in the data table.
QString str(const std::optional<std::string>& v) { return v ? QString::fromStdString(*v) : QStringLiteral("-"); }
template <typename T>
qlonglong num(const std::optional<T>& v)
{
    return v ? static_cast<qlonglong>(*v) : -1;
}

QString joined(const std::vector<std::string>& v)
{
    QStringList out;
    for (const auto& s : v)
        out << QString::fromStdString(s);
    return out.join(QLatin1Char('|'));
}

QString strategies(const std::vector<psa::Strategy>& v)
{
    QStringList out;
    for (const auto& s : v)
        out << QString::fromStdString(psa::formatStrategy(s));
    return out.join(QLatin1Char('|'));
}

// The expected strategies written as "dp=4,tp=8,pp=2|dp=8,tp=8,pp=1", normalised through parseStrategy.
QString expectedStrategies(const QString& spec)
{
    if (spec.isEmpty())
        return {};
    QStringList out;
    for (const QString& one : spec.split(QLatin1Char('|'))) {
        auto s = psa::parseStrategy(one.toStdString());
        if (!s.ok())
            return QStringLiteral("bad expected strategy: ") + one;
        out << QString::fromStdString(psa::formatStrategy(*s));
    }
    return out.join(QLatin1Char('|'));
}

bool has(const std::vector<std::string>& v, const std::string& s) { return std::find(v.begin(), v.end(), s) != v.end(); }

}  // namespace

class TestQuery : public QObject {
    Q_OBJECT

private:
    std::optional<psa::Catalog> catalog_;

    QueryResult parse(const QString& text) const { return psa::parseQuery(text.toStdString(), *catalog_); }

private slots:
    void initTestCase()
    {
        auto c = psa::Catalog::loadBuiltin();
        QVERIFY2(c.ok(), c.ok() ? "" : c.error().message().c_str());
        catalog_ = std::move(c).value();
    }

    void fields_data()
    {
        QTest::addColumn<QString>("query");
        QTest::addColumn<int>("intent");
        QTest::addColumn<QString>("modelId");
        QTest::addColumn<double>("paramsB");  // -1 = unset
        QTest::addColumn<QString>("family");
        QTest::addColumn<QString>("deviceId");
        QTest::addColumn<int>("devices");  // -1 = unset
        QTest::addColumn<qlonglong>("seq");
        QTest::addColumn<qlonglong>("batch");
        QTest::addColumn<QString>("precision");
        QTest::addColumn<QString>("framework");
        QTest::addColumn<QString>("strategies");
        QTest::addColumn<QString>("symptom");
        QTest::addColumn<QString>("unused");

        const QString u = QStringLiteral("-");
        // The five "How to Use" lines of the origin document.
        QTest::newRow("seed1 basic") << "Analyze strategy for a 70B LLaMA model on 64 Ascend A2 NPUs" << kAnalyze
                                     << "llama2-70b" << 70.0 << "llama" << "ascend-910b2" << 64 << -1LL << -1LL << u
                                     << u << "" << u << "";
        QTest::newRow("seed2 constraints") << QString::fromUtf8("13B model, 8× A100 80GB, sequence length 8192, batch size 512")
                                           << kAnalyze << "llama2-13b" << 13.0 << u << "a100-80gb" << 8 << 8192LL
                                           << 512LL << u << u << "" << u << "";
        QTest::newRow("seed3 moe") << "Mixtral 8x7B on 32 H100, seq_len 4096" << kAnalyze << "mixtral-8x7b" << -1.0 << u
                                   << "h100-sxm" << 32 << 4096LL << -1LL << u << u << "" << u << "";
        QTest::newRow("seed4 diagnose") << "Currently using DP=8 for 7B model on 16 GPUs, OOM at seq_len=32768"
                                        << kDiagnose << "llama2-7b" << 7.0 << u << u << 16 << 32768LL << -1LL << u << u
                                        << "dp=8" << "oom" << "";
        QTest::newRow("seed5 compare") << "Compare DP=4,TP=8,PP=2 vs DP=8,TP=8,PP=1 for LLaMA-70B on 64 A100s"
                                       << kCompare << "llama2-70b" << 70.0 << "llama" << "a100-80gb" << 64 << -1LL
                                       << -1LL << u << u << "dp=4,tp=8,pp=2|dp=8,tp=8,pp=1" << u << "";

        // Variants.
        QTest::newRow("llama-3 by name") << "LLaMA-3 70B on 128 H100" << kAnalyze << "llama3-70b" << -1.0 << u
                                         << "h100-sxm" << 128 << -1LL << -1LL << u << u << "" << u << "";
        QTest::newRow("8x A100 40GB, 32k context") << "8x A100 40GB, 32k context" << kAnalyze << u << -1.0 << u
                                                   << "a100-40gb" << 8 << 32768LL << -1LL << u << u << "" << u << "";
        QTest::newRow("8 x A100 40GB, 128K") << "8 x A100 40GB with 128K" << kAnalyze << u << -1.0 << u << "a100-40gb"
                                             << 8 << 131072LL << -1LL << u << u << "" << u << "";
        QTest::newRow("deepseek h800 1M tokens") << "DeepSeek-V3 on 2048 H800, 1M tokens" << kAnalyze << "deepseek-v3"
                                                 << -1.0 << u << "h800" << 2048 << 1048576LL << -1LL << u << u << ""
                                                 << u << "";
        QTest::newRow("qwen moe fp8") << "Qwen3-30B-A3B on 16 H20 fp8" << kAnalyze << "qwen3-30b-a3b" << -1.0 << u
                                      << "h20" << 16 << -1LL << -1LL << "fp8" << u << "" << u << "";
        QTest::newRow("llama 3.1 405b mindspore") << "Llama 3.1 405B on 1024 GB200 with MindSpore" << kAnalyze
                                                  << "llama3.1-405b" << -1.0 << u << "gb200" << 1024 << -1LL << -1LL
                                                  << u << "mindspore" << "" << u << "";
        QTest::newRow("count after device") << "70B model on H100 x 32, seq 32768, global batch 1024, using PyTorch, bf16"
                                            << kAnalyze << "llama2-70b" << 70.0 << u << "h100-sxm" << 32 << 32768LL
                                            << 1024LL << "bf16" << "torchtitan" << "" << u << "";
        QTest::newRow("32xH100 glued") << QString::fromUtf8("32×H100 Mixtral 8x22B") << kAnalyze << "mixtral-8x22b"
                                       << -1.0 << u << "h100-sxm" << 32 << -1LL << -1LL << u << u << "" << u << "";
        QTest::newRow("size then llama-3") << "70B LLaMA-3 on 256 ascend 910B" << kAnalyze << "llama3-70b" << 70.0
                                           << "llama3" << "ascend-910b2" << 256 << -1LL << -1LL << u << u << "" << u
                                           << "";
        QTest::newRow("gpt family + size, ascend a3") << "GPT 175B on 1024 Ascend A3" << kAnalyze << "gpt3-175b"
                                                      << 175.0 << "gpt" << "ascend-a3" << 1024 << -1LL << -1LL << u
                                                      << u << "" << u << "";
        QTest::newRow("950DT and a nonsense word") << "13B model on 64 950DT blorf" << kAnalyze << "llama2-13b" << 13.0
                                                   << u << "ascend-950dt" << 64 << -1LL << -1LL << u << u << "" << u
                                                   << "blorf";
        QTest::newRow("compare, space-separated strategy")
            << "Compare DP=8,TP=8 and DP=4 TP=8 PP=2 for Qwen2.5-72B on 64 MI300X" << kCompare << "qwen2.5-72b"
            << -1.0 << u << "mi300x" << 64 << -1LL << -1LL << u << u << "dp=8,tp=8|dp=4,tp=8,pp=2" << u << "";
        QTest::newRow("size without catalog model") << "34B model on 16 H200" << kAnalyze << u << 34.0 << u << "h200"
                                                    << 16 << -1LL << -1LL << u << u << "" << u << "";
        QTest::newRow("family without size") << "LLaMA on 8 GPUs" << kAnalyze << u << -1.0 << "llama" << u << 8
                                             << -1LL << -1LL << u << u << "" << u << "";
        QTest::newRow("diagnose, out of memory")
            << "Currently using TP=8, PP=4 for LLaMA-2-70B on 32 A100s; out of memory" << kDiagnose << "llama2-70b"
            << -1.0 << u << "a100-80gb" << 32 << -1LL << -1LL << u << u << "tp=8,pp=4" << "oom" << "";
        QTest::newRow("bad strategy value stays unused") << "Mixtral 8x7B on 32 H100 blorf DP=abc" << kAnalyze
                                                         << "mixtral-8x7b" << -1.0 << u << "h100-sxm" << 32 << -1LL
                                                         << -1LL << u << u << "" << u << "blorf|DP=abc";
        QTest::newRow("digit grouping, plural lower case") << "7B model seq_len=4,096 on 8 h100s zorp" << kAnalyze
                                                           << "llama2-7b" << 7.0 << u << "h100-sxm" << 8 << 4096LL
                                                           << -1LL << u << u << "" << u << "zorp";
        QTest::newRow("fsdp level, batch key")
            << "Llama 2 7B, 16 NPUs, ascend a3, batch_size=2048, FSDP=level3" << kAnalyze << "llama2-7b" << -1.0 << u
            << "ascend-a3" << 16 << -1LL << 2048LL << u << u << "zero=3" << u << "";
        QTest::newRow("device without count") << "LLaMA-70B on H100" << kAnalyze << "llama2-70b" << 70.0 << "llama"
                                              << "h100-sxm" << -1 << -1LL << -1LL << u << u << "" << u << "";
        QTest::newRow("number before seq keyword") << "Mixtral 8x22B on 64 MI300X, 16k seq" << kAnalyze << "mixtral-8x22b"
                                                   << -1.0 << u << "mi300x" << 64 << 16384LL << -1LL << u << u << ""
                                                   << u << "";
        // The catalog's alias "LLaMA 7B" names LLaMA-1; its reading wins over the Llama-2 preference.
        QTest::newRow("catalog alias wins") << "LLaMA 7B on 8 A100" << kAnalyze << "llama1-7b" << -1.0 << u
                                            << "a100-80gb" << 8 << -1LL << -1LL << u << u << "" << u << "";
        QTest::newRow("empty") << "" << kAnalyze << u << -1.0 << u << u << -1 << -1LL << -1LL << u << u << "" << u
                               << "";
        QTest::newRow("only nonsense") << "blorf" << kAnalyze << u << -1.0 << u << u << -1 << -1LL << -1LL << u << u
                                       << "" << u << "blorf";
        QTest::newRow("unknown key=value, architecture details") << "h=8192 on 8 B200" << kAnalyze << u << -1.0 << u
                                                                 << "b200" << 8 << -1LL << -1LL << u << u << "" << u
                                                                 << "h=8192";
    }

    void fields()
    {
        QFETCH(QString, query);
        QFETCH(int, intent);
        QFETCH(QString, modelId);
        QFETCH(double, paramsB);
        QFETCH(QString, family);
        QFETCH(QString, deviceId);
        QFETCH(int, devices);
        QFETCH(qlonglong, seq);
        QFETCH(qlonglong, batch);
        QFETCH(QString, precision);
        QFETCH(QString, framework);
        QFETCH(QString, strategies);
        QFETCH(QString, symptom);
        QFETCH(QString, unused);

        const QueryResult r = parse(query);
        QCOMPARE(static_cast<int>(r.intent), intent);
        QCOMPARE(str(r.model_id), modelId);
        QCOMPARE(r.model_params_b ? *r.model_params_b : -1.0, paramsB);
        QCOMPARE(str(r.model_family), family);
        QCOMPARE(str(r.device_id), deviceId);
        QCOMPARE(num(r.devices), static_cast<qlonglong>(devices));
        QCOMPARE(num(r.seq_len), seq);
        QCOMPARE(num(r.global_batch), batch);
        QCOMPARE(str(r.precision), precision);
        QCOMPARE(str(r.framework), framework);
        QCOMPARE(::strategies(r.strategies), expectedStrategies(strategies));
        QCOMPARE(str(r.symptom), symptom);
        QCOMPARE(joined(r.unused), unused);
    }

    // The strategies' fields themselves (independent of formatStrategy/parseStrategy round trips).
    void strategyFields()
    {
        const QueryResult r = parse(QStringLiteral("Compare DP=4,TP=8,PP=2 vs DP=8,TP=8,PP=1 for LLaMA-70B on 64 A100s"));
        QCOMPARE(r.strategies.size(), size_t{2});
        QCOMPARE(r.strategies[0].dp, 4);
        QCOMPARE(r.strategies[0].tp, 8);
        QCOMPARE(r.strategies[0].pp, 2);
        QCOMPARE(r.strategies[1].dp, 8);
        QCOMPARE(r.strategies[1].tp, 8);
        QCOMPARE(r.strategies[1].pp, 1);

        const QueryResult d = parse(QStringLiteral("Currently using DP=8 for 7B model on 16 GPUs, OOM at seq_len=32768"));
        QCOMPARE(d.strategies.size(), size_t{1});
        QCOMPARE(d.strategies[0].dp, 8);
        QCOMPARE(d.strategies[0].tp, 1);
        QCOMPARE(d.strategies[0].pp, 1);

        // A repeated key starts a new strategy even without a separator word.
        const QueryResult two = parse(QStringLiteral("DP=4,TP=2 DP=2,TP=4 on 8 H100"));
        QCOMPARE(two.strategies.size(), size_t{2});
        QCOMPARE(two.strategies[1].tp, 4);
        QCOMPARE(static_cast<int>(two.intent), kCompare);
    }

    void understoodEcho()
    {
        const QueryResult r = parse(QString::fromUtf8("13B model, 8× A100 80GB, sequence length 8192, batch size 512"));
        QVERIFY2(has(r.understood, "model: 13B → llama2-13b (assumed Llama-2 architecture)"),
                 qPrintable(joined(r.understood)));
        QVERIFY(has(r.understood, "devices: 8"));
        QVERIFY(has(r.understood, "device: a100-80gb"));
        QVERIFY(has(r.understood, "seq_len: 8192"));
        QVERIFY(has(r.understood, "global_batch: 512"));
        QVERIFY(has(r.understood, "intent: analyze"));

        const QueryResult a = parse(QStringLiteral("Analyze strategy for a 70B LLaMA model on 64 Ascend A2 NPUs"));
        QVERIFY2(has(a.understood, "model: 70B llama → llama2-70b (assumed Llama-2)"), qPrintable(joined(a.understood)));
        QVERIFY(has(a.understood, "devices: 64"));
        QVERIFY(has(a.understood, "device: ascend-910b2"));

        const QueryResult d = parse(QStringLiteral("Currently using DP=8 for 7B model on 16 GPUs, OOM at seq_len=32768"));
        QVERIFY2(has(d.understood, "symptom: oom"), qPrintable(joined(d.understood)));
        QVERIFY(has(d.understood, "intent: diagnose"));
        QVERIFY(has(d.understood, "strategy: " + psa::formatStrategy(d.strategies.at(0))));
        QVERIFY(!has(d.understood, "device: h100-sxm"));
    }

    void intentNames()
    {
        QCOMPARE(std::string(psa::toString(QueryIntent::Analyze)), std::string("analyze"));
        QCOMPARE(std::string(psa::toString(QueryIntent::Compare)), std::string("compare"));
        QCOMPARE(std::string(psa::toString(QueryIntent::Diagnose)), std::string("diagnose"));
    }

    // Malformed input never throws and never disappears: the offending words come back in `unused`.
    void malformed_data()
    {
        QTest::addColumn<QString>("query");
        QTest::addColumn<QString>("unused");
        QTest::newRow("absurd degree") << "DP=99999999999999999" << "DP=99999999999999999";
        QTest::newRow("empty value") << "dp=" << "dp=";
        QTest::newRow("empty key") << "=8" << "=8";
        QTest::newRow("zero devices") << "0 GPUs" << "0";
        QTest::newRow("huge count") << "99999999999999999999999 GPUs" << "99999999999999999999999";
        QTest::newRow("bad size") << "1.5.6b model" << "1.5.6b";
        QTest::newRow("double suffix") << "128KK" << "128KK";
        QTest::newRow("lone multiplication sign") << QString::fromUtf8("× × x") << "";
        QTest::newRow("unknown device") << "64 Z9000 NPUs" << "64|Z9000";
        QTest::newRow("punctuation only") << ". - // ,, ;" << "";
    }

    void malformed()
    {
        QFETCH(QString, query);
        QFETCH(QString, unused);
        const QueryResult r = parse(query);
        QCOMPARE(joined(r.unused), unused);
        QVERIFY(r.strategies.empty());
        QVERIFY(!r.devices.has_value());
        QVERIFY(!r.model_id.has_value());
        QVERIFY(!r.seq_len.has_value());
    }

    void invalidUtf8DoesNotCrash()
    {
        const std::string bytes = std::string("70B \xC3 on \xFF\xFE 8 H100 ") + std::string(1, '\0') + "x";
        const QueryResult r = psa::parseQuery(bytes, *catalog_);
        QCOMPARE(str(r.device_id), QStringLiteral("h100-sxm"));
        QCOMPARE(num(r.devices), 8LL);
        QVERIFY2(r.unused.size() >= 2, qPrintable(joined(r.unused)));  // the stray bytes are reported
    }
};

QTEST_GUILESS_MAIN(TestQuery)
#include "tst_query.moc"
