// Bubble fractions (cost-model.md §6, §8.6) and in-flight micro-batches (§4.3).
#include <QtTest>

#include "cost/pipeline.h"
#include "cost/schedule_timeline.h"

using namespace psa;

class TestPipeline : public QObject {
    Q_OBJECT
private slots:
    void bubbles_data()
    {
        QTest::addColumn<int>("schedule");
        QTest::addColumn<int>("p");
        QTest::addColumn<int>("m");
        QTest::addColumn<int>("v");
        QTest::addColumn<double>("expected");
        QTest::newRow("1F1B p8 m32") << int(Schedule::OneFOneB) << 8 << 32 << 1 << 0.21875;
        QTest::newRow("GPipe p8 m32") << int(Schedule::GPipe) << 8 << 32 << 1 << 0.21875;
        QTest::newRow("interleaved v2") << int(Schedule::Interleaved) << 8 << 32 << 2 << 0.109375;
        QTest::newRow("interleaved v4") << int(Schedule::Interleaved) << 8 << 32 << 4 << 0.0546875;
        QTest::newRow("ZB-H1") << int(Schedule::ZBH1) << 8 << 32 << 1 << 7.0 / 96.0;
        QTest::newRow("ZB-V") << int(Schedule::ZBV) << 8 << 32 << 1 << 0.0;
        QTest::newRow("DualPipe equal phases") << int(Schedule::DualPipe) << 8 << 32 << 1 << 0.0;
        QTest::newRow("p16 m64") << int(Schedule::OneFOneB) << 16 << 64 << 1 << 15.0 / 64.0;
        QTest::newRow("no pipeline") << int(Schedule::OneFOneB) << 1 << 32 << 1 << 0.0;
    }
    void bubbles()
    {
        QFETCH(int, schedule);
        QFETCH(int, p);
        QFETCH(int, m);
        QFETCH(int, v);
        QFETCH(double, expected);
        QCOMPARE(closedFormBubbleRatio(Schedule(schedule), p, m, v), expected);
        if (schedule != int(Schedule::ZBV) && schedule != int(Schedule::DualPipe) && schedule != int(Schedule::ZBH1))
            QCOMPARE(bubbleRatio(Schedule(schedule), p, m, v), expected);
    }
    // Issue 11 item 3: the zero-bubble schedules' bubble is the list-scheduled timeline's, not the closed form's
    // (ZB-V and DualPipe keep a warm-up bubble); past m = 4p the 4p timeline's idle time is reused.
    void zeroBubbleFromTimeline()
    {
        for (Schedule s : {Schedule::ZBH1, Schedule::ZBV, Schedule::DualPipe}) {
            for (int m : {16, 32}) {
                const double t = buildScheduleTimeline(s, 8, m, 1).bubbleRatio();
                QCOMPARE(bubbleRatio(s, 8, m, 1), t);
            }
            QVERIFY2(bubbleRatio(s, 8, 32, 1) > 0, toString(s));
            const double exact = buildScheduleTimeline(s, 8, 128, 1).bubbleRatio();
            QVERIFY2(std::abs(bubbleRatio(s, 8, 128, 1) - exact) <= 0.05 * exact + 1e-12,
                     qPrintable(QString("%1: %2 vs %3").arg(toString(s)).arg(bubbleRatio(s, 8, 128, 1)).arg(exact)));
        }
        // ZB-H1 reaches the formula's (p−1)/(3m) at m ≥ 2p − 1.
        QVERIFY(std::abs(bubbleRatio(Schedule::ZBH1, 8, 32, 1) - 7.0 / 96.0) < 1e-9);
        // Full recompute stretches B: the zero-bubble warm-up grows in absolute terms, the ratio stays small.
        QVERIFY(bubbleRatio(Schedule::ZBV, 8, 32, 1, 2.0) > 0);
    }
    void zbh1Is73Percent() { QVERIFY(std::abs(bubbleRatio(Schedule::ZBH1, 8, 32, 1) - 0.073) < 0.0005); }  // §8.6
    void inFlight_data()
    {
        QTest::addColumn<int>("schedule");
        QTest::addColumn<int>("p");
        QTest::addColumn<int>("m");
        QTest::addColumn<int>("v");
        QTest::addColumn<int>("stage");
        QTest::addColumn<double>("expected");
        QTest::newRow("1F1B stage0") << int(Schedule::OneFOneB) << 8 << 32 << 1 << 0 << 8.0;
        QTest::newRow("1F1B last stage") << int(Schedule::OneFOneB) << 8 << 32 << 1 << 7 << 1.0;
        QTest::newRow("1F1B m<p") << int(Schedule::OneFOneB) << 8 << 4 << 1 << 0 << 4.0;
        QTest::newRow("GPipe") << int(Schedule::GPipe) << 8 << 32 << 1 << 0 << 32.0;
        QTest::newRow("interleaved p+(p-1)/v") << int(Schedule::Interleaved) << 8 << 32 << 2 << 0 << 8.0 + 7.0 / 2.0;
        QTest::newRow("DualPipe p+1") << int(Schedule::DualPipe) << 8 << 32 << 1 << 0 << 9.0;
    }
    void inFlight()
    {
        QFETCH(int, schedule);
        QFETCH(int, p);
        QFETCH(int, m);
        QFETCH(int, v);
        QFETCH(int, stage);
        QFETCH(double, expected);
        QCOMPARE(inFlightMicroBatches(Schedule(schedule), p, m, v, stage), expected);
    }
    // Megatron-Core's combined 1F1B pairs a forward with a backward only in the steady phase.
    void epOverlapUnpairedChunks()
    {
        QCOMPARE(
            epOverlapUnpairedShare(Schedule::OneFOneB, 1, 64, 1), 1.0 / 64); // the first forward, the last backward
        // The first rank's warm-up with the overlap on: 2(p − 1) + (v − 1)·p + 1 of m·v chunk-micro-batches.
        QCOMPARE(epOverlapUnpairedShare(Schedule::Interleaved, 8, 128, 4), 39.0 / 512);
        QCOMPARE(epOverlapUnpairedShare(Schedule::Interleaved, 4, 32, 2), 11.0 / 64);
        QCOMPARE(epOverlapUnpairedShare(Schedule::Interleaved, 8, 4, 2), 1.0); // all warm-up: nothing pairs
        // More micro-batches amortise the warm-up; more stages lengthen it.
        QVERIFY(epOverlapUnpairedShare(Schedule::Interleaved, 8, 256, 4)
            < epOverlapUnpairedShare(Schedule::Interleaved, 8, 128, 4));
        QVERIFY(epOverlapUnpairedShare(Schedule::Interleaved, 16, 128, 4)
            > epOverlapUnpairedShare(Schedule::Interleaved, 8, 128, 4));
    }
    void dualPipeHoldsTwoCopies()
    {
        QCOMPARE(parameterCopies(Schedule::DualPipe), 2.0);
        QCOMPARE(parameterCopies(Schedule::OneFOneB), 1.0);
    }
};

QTEST_APPLESS_MAIN(TestPipeline)
#include "tst_pipeline.moc"
