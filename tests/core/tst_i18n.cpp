// The core's translation hook (core/i18n): identity without a translator, translated patterns, and
// the English fallback when a translation's placeholders do not format (a bad .ts must never crash).
#include <QtTest>

#include <atomic>
#include <stdexcept>
#include <map>
#include <thread>
#include <vector>

#include "calibration/profile.h"
#include "cost/evaluate.h"
#include "cost/validity.h"
#include "i18n/i18n.h"
#include "model_fixtures.h"
#include "report/evaluation_report.h"

using namespace psa;

namespace {

// A translator from a fixed table; lookups of anything else return "" (no translation).
i18n::Translator table(std::map<std::string, std::string> t)
{
    return [t = std::move(t)](const char* context, const char* source) -> std::string {
        const auto it = t.find(std::string(context) + "|" + source);
        return it == t.end() ? std::string() : it->second;
    };
}

// Removes the translator when a test ends, also when it fails.
struct Reset {
    ~Reset() { i18n::setTranslator({}); }
};

}  // namespace

class TestI18n : public QObject {
    Q_OBJECT
private slots:
    void identityWithoutTranslator()
    {
        i18n::setTranslator({});
        QVERIFY(!i18n::hasTranslator());
        QCOMPARE(i18n::translate("ctx", "Strategy summary"), std::string("Strategy summary"));
        QCOMPARE(i18n::trf("ctx", "Memory {:.1f} GiB of {}")(12.345, 80), std::string("Memory 12.3 GiB of 80"));
    }

    void translates()
    {
        Reset reset;
        i18n::setTranslator(table({{"ctx|Strategy summary", "策略摘要"}, {"ctx|Memory {:.1f} GiB of {}", "显存 {:.1f} GiB / {}"},
                                   {"ctx|{} on {}", "{1} 上的 {0}"}}));
        QVERIFY(i18n::hasTranslator());
        QCOMPARE(i18n::translate("ctx", "Strategy summary"), std::string("策略摘要"));
        QCOMPARE(i18n::translate("other", "Strategy summary"), std::string("Strategy summary"));  // context matters
        QCOMPARE(i18n::translate("ctx", "untranslated"), std::string("untranslated"));
        QCOMPARE(i18n::trf("ctx", "Memory {:.1f} GiB of {}")(12.345, 80), std::string("显存 12.3 GiB / 80"));
        QCOMPARE(i18n::trf("ctx", "{} on {}")("A", "B"), std::string("B 上的 A"));  // positional arguments reorder
    }

    // Each malformed translation falls back to the English pattern with the same arguments.
    void malformedTranslationFallsBack_data()
    {
        QTest::addColumn<QString>("translation");
        QTest::newRow("unclosed brace") << QStringLiteral("显存 {:.1f GiB");
        QTest::newRow("stray closing brace") << QStringLiteral("显存 } {:.1f} GiB {}");
        QTest::newRow("too many placeholders") << QStringLiteral("显存 {:.1f} GiB {} {}");
        QTest::newRow("index out of range") << QStringLiteral("显存 {2} GiB");
        QTest::newRow("integer spec for a double") << QStringLiteral("显存 {:d} GiB {}");
        QTest::newRow("unknown spec") << QStringLiteral("显存 {:.1q} GiB {}");
        QTest::newRow("mixed manual and automatic") << QStringLiteral("显存 {0:.1f} GiB {}");
    }
    void malformedTranslationFallsBack()
    {
        QFETCH(QString, translation);
        Reset reset;
        i18n::setTranslator(table({{"ctx|Memory {:.1f} GiB of {}", translation.toStdString()}}));
        QCOMPARE(i18n::trf("ctx", "Memory {:.1f} GiB of {}")(12.345, 80), std::string("Memory 12.3 GiB of 80"));
    }

    // Fewer placeholders than arguments is a legal pattern: fmt ignores the extra arguments.
    void translationMayDropArguments()
    {
        Reset reset;
        i18n::setTranslator(table({{"ctx|Memory {:.1f} GiB of {}", "显存 {:.1f} GiB"}}));
        QCOMPARE(i18n::trf("ctx", "Memory {:.1f} GiB of {}")(12.345, 80), std::string("显存 12.3 GiB"));
    }

    void failingTranslatorLeavesEnglish()
    {
        Reset reset;
        i18n::setTranslator([](const char*, const char*) -> std::string { throw std::runtime_error("broken"); });
        QCOMPARE(i18n::translate("ctx", "Strategy summary"), std::string("Strategy summary"));
        QCOMPARE(i18n::trf("ctx", "{} GiB")(3), std::string("3 GiB"));
    }

    // Rule reasons carry the translated detail; field and code stay machine-readable.
    void ruleReasonsAreTranslated()
    {
        Reset reset;
        i18n::setTranslator(table({{"psa::Validity|{} attention heads are not divisible by tp = {} [§7.3]", "{} 个注意力头不能被 tp = {} 整除 [§7.3]"}}));
        Scenario sc;
        sc.model = test::llama2_70b();
        sc.cluster.device.id = "gpu";
        sc.cluster.device.bf16_tflops = 989;
        sc.cluster.device.memory_gib = 80;
        sc.cluster.num_devices = 48;
        Strategy s;
        s.tp = 3;
        const auto reasons = hardRuleViolations(sc, resolveStrategy(sc, s));
        bool found = false;
        for (const Error& e : reasons)
            if (e.code == "not_divisible" && e.field == "strategy.tp" && e.detail == "64 个注意力头不能被 tp = 3 整除 [§7.3]")
                found = true;
        QVERIFY2(found, reasons.empty() ? "no reasons" : reasons.front().message().c_str());
    }

    // Readers on other threads while the translator is swapped: no crash, always one of the two texts.
    void swapWhileTranslating()
    {
        Reset reset;
        std::atomic<bool> stop{false};
        std::atomic<long> bad{0};
        std::vector<std::thread> readers;
        for (int t = 0; t < 4; ++t)
            readers.emplace_back([&] {
                while (!stop.load()) {
                    const std::string s = i18n::trf("ctx", "{} GiB")(1);
                    if (s != "1 GiB" && s != "1 吉字节")
                        bad.fetch_add(1);
                }
            });
        for (int i = 0; i < 2000; ++i)
            i18n::setTranslator(i % 2 ? i18n::Translator{} : table({{"ctx|{} GiB", "{} 吉字节"}}));
        stop = true;
        for (auto& t : readers)
            t.join();
        QCOMPARE(bad.load(), 0L);
    }
};

QTEST_APPLESS_MAIN(TestI18n)
#include "tst_i18n.moc"
