// Replays every seed-corpus file and every input that once crashed a fuzzer (tests/fuzz/crashes/)
// through the fuzz entry points: past crashes stay fixed.
#include <QDirIterator>
#include <QtTest>

#include "fuzz_targets.h"
#include "test_paths.h"

class TestFuzzReplay : public QObject {
    Q_OBJECT
private slots:
    void replay_data()
    {
        QTest::addColumn<QString>("target");
        QTest::addColumn<QString>("file");
        int rows = 0;
        for (const auto& t : psa::fuzz::kTargets) {
            const QString name = QString::fromLatin1(t.name.data(), int(t.name.size()));
            for (const char* kind : {"corpus", "crashes"}) {
                QDirIterator it(psa::test::sourceDir() + "/tests/fuzz/" + kind + "/" + name, QDir::Files);
                while (it.hasNext()) {
                    const QString f = it.next();
                    QTest::newRow(qPrintable(name + "/" + QFileInfo(f).fileName())) << name << f;
                    ++rows;
                }
            }
        }
        QVERIFY2(rows >= 15, "every target needs a seed corpus");
    }
    void replay()
    {
        QFETCH(QString, target);
        QFETCH(QString, file);
        QFile f(file);
        QVERIFY(f.open(QIODevice::ReadOnly));
        const QByteArray bytes = f.readAll();
        for (const auto& t : psa::fuzz::kTargets)
            if (QString::fromLatin1(t.name.data(), int(t.name.size())) == target)
                QCOMPARE(t.run(reinterpret_cast<const uint8_t*>(bytes.constData()), size_t(bytes.size())), 0);
    }
};

QTEST_APPLESS_MAIN(TestFuzzReplay)
#include "tst_fuzz_replay.moc"
