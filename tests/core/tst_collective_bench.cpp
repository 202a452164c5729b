// nccl-tests output and GEMM timing tables → calibration profile (issue 6).
// Fixtures: tests/data/nccl/*.txt (nccl-tests stdout format), tests/data/gemm/h100_bf16.csv.
#include <QtTest>

#include <cmath>

#include "calibration/gemm_table.h"
#include "calibration/nccl_tests.h"
#include "cost/collectives.h"
#include "test_paths.h"

using namespace psa;

namespace {

std::string readData(const QString& rel)
{
    QFile f(psa::test::dataDir() + QLatin1Char('/') + rel);
    if (!f.open(QIODevice::ReadOnly))
        return {};
    return f.readAll().toStdString();
}

DeviceSpec h100()
{
    DeviceSpec d;
    d.id = "h100-test";
    d.bf16_tflops = 989;
    d.fp16_tflops = 989;
    d.fp8_tflops = 1979;
    d.scale_up_gbps = 450;
    d.scale_out_gbps = 50;
    d.scale_up_domain = 8;
    d.devices_per_node = 8;
    return d;
}

// 1-based line number of the first line containing `needle`.
int lineOf(const std::string& text, const std::string& needle)
{
    const auto at = text.find(needle);
    if (at == std::string::npos)
        return -1;
    return 1 + static_cast<int>(std::count(text.begin(), text.begin() + static_cast<std::ptrdiff_t>(at), '\n'));
}

std::string replaced(std::string text, const std::string& from, const std::string& to)
{
    const auto at = text.find(from);
    if (at != std::string::npos)
        text.replace(at, from.size(), to);
    return text;
}

bool near(double a, double b, double rel) { return std::abs(a - b) <= rel * std::abs(b); }

QString str(const std::string& s) { return QString::fromStdString(s); }

}  // namespace

class TestCollectiveBench : public QObject {
    Q_OBJECT
private slots:
    // ---------------------------------------------------------------- nccl-tests parsing
    void parseAllReduce()
    {
        const std::string text = readData("nccl/all_reduce_perf_8xH100.txt");
        QVERIFY(!text.empty());
        const auto r = parseNcclTests(text, "all_reduce_perf_8xH100.txt");
        QVERIFY2(r.ok(), r.ok() ? "" : r.error().message().c_str());
        const NcclTable& t = r.value();
        QCOMPARE(str(t.collective), QStringLiteral("all_reduce"));
        QCOMPARE(t.ranks, 8);
        QCOMPARE(int(t.out_of_place.size()), 31);  // 8 B … 8 GiB, doubling
        QCOMPARE(int(t.in_place.size()), 31);
        QCOMPARE(t.out_of_place.front().size_bytes, 8.0);
        QCOMPARE(t.out_of_place.back().size_bytes, 8589934592.0);
        const NcclRow& row = t.out_of_place[24];  // 128 MiB
        QCOMPARE(row.size_bytes, 134217728.0);
        QCOMPARE(row.count, 33554432.0);
        QCOMPARE(str(row.type), QStringLiteral("float"));
        QCOMPARE(row.time_us, 506.82);
        QCOMPARE(row.algbw_gbps, 264.82);
        QCOMPARE(row.busbw_gbps, 463.44);
        QCOMPARE(t.in_place[24].busbw_gbps, 455.91);
        QCOMPARE(t.out_of_place.back().time_us, 31729.3);  // ≥ 10⁴ µs printed with one decimal
        QCOMPARE(t.avg_busbw_gbps, 173.518);
    }
    void parseAllGatherNamesCollectiveFromFile()
    {
        // This fixture has no "# Collective test starting" line (older nccl-tests): the name comes from the file.
        const std::string text = readData("nccl/all_gather_perf_8xH100.txt");
        QVERIFY(!text.empty());
        QVERIFY(text.find("Collective test starting") == std::string::npos);
        const auto r = parseNcclTests(text, "/some/dir/all_gather_perf_8xH100.txt");
        QVERIFY2(r.ok(), r.ok() ? "" : r.error().message().c_str());
        QCOMPARE(str(r->collective), QStringLiteral("all_gather"));
        QCOMPARE(r->ranks, 8);
        QCOMPARE(int(r->out_of_place.size()), 31);
        QCOMPARE(r->out_of_place[0].size_bytes, 0.0);  // 8 B < 8 ranks × 4 B: nccl-tests prints size 0
        QCOMPARE(r->out_of_place[2].size_bytes, 32.0);
        QCOMPARE(r->out_of_place[2].count, 1.0);       // per-rank element count
        QCOMPARE(r->out_of_place[27].size_bytes, 1073741824.0);
        QCOMPARE(r->out_of_place[27].busbw_gbps, 373.48);
        // Without a name in the file either, the collective is unknown.
        const auto anon = parseNcclTests(text, "/some/dir/bench.txt");
        QVERIFY(!anon.ok());
        QCOMPARE(str(anon.error().code), QStringLiteral("unknown_collective"));
        QCOMPARE(str(anon.error().field), QStringLiteral("/some/dir/bench.txt"));
    }
    void parseAlltoallAcrossNodes()
    {
        const std::string text = readData("nccl/alltoall_perf_16xH100.txt");
        QVERIFY(!text.empty());
        QVERIFY(text.find("\nNCCL version") != std::string::npos);  // non-'#' noise line in the header
        const auto r = parseNcclTests(text, "alltoall_perf_16xH100.txt");
        QVERIFY2(r.ok(), r.ok() ? "" : r.error().message().c_str());
        QCOMPARE(str(r->collective), QStringLiteral("alltoall"));
        QCOMPARE(r->ranks, 16);  // 16 "Rank" lines; the header says nGpus 1 (one process per GPU)
        QCOMPARE(int(r->out_of_place.size()), 31);
        QCOMPARE(r->out_of_place.back().busbw_gbps, 43.90);
        QCOMPARE(r->out_of_place.back().time_us, 183436.0);  // ≥ 10⁵ µs printed without decimals
        QCOMPARE(r->in_place.back().busbw_gbps, 43.88);
    }
    void collectiveNames()
    {
        QCOMPARE(str(ncclCollectiveName("reduce_scatter_perf")), QStringLiteral("reduce_scatter"));
        QCOMPARE(str(ncclCollectiveName("all_reduce_perf")), QStringLiteral("all_reduce"));
        QCOMPARE(str(ncclCollectiveName("reduce_perf.log")), QStringLiteral("reduce"));
        QCOMPARE(str(ncclCollectiveName("node3-AllGather.txt")), QStringLiteral("all_gather"));
        QCOMPARE(str(ncclCollectiveName("sendrecv_perf")), QStringLiteral("sendrecv"));
        QCOMPARE(str(ncclCollectiveName("bench.txt")), QString());
    }
    void tolerantRowShapes()
    {
        // No redop/root columns, only the out-of-place half, "N/A" in #wrong (validation off), nGpus only.
        const std::string text =
            "# nThread 1 nGpus 4 minBytes 1048576 maxBytes 4194304 step: 2(factor) warmup iters: 5 iters: 20 agg iters: 1 validation: 0 graph: 0\n"
            "     1048576        262144     float    40.00   26.21   39.32    N/A\n"
            "     2097152        524288     float    60.00   34.95   52.43    N/A\n"
            "     4194304       1048576     float   100.00   41.94   62.91    N/A\n";
        const auto r = parseNcclTests(text, "reduce_scatter_perf.txt");
        QVERIFY2(r.ok(), r.ok() ? "" : r.error().message().c_str());
        QCOMPARE(str(r->collective), QStringLiteral("reduce_scatter"));
        QCOMPARE(r->ranks, 4);
        QCOMPARE(int(r->out_of_place.size()), 3);
        QCOMPARE(int(r->in_place.size()), 0);
        QCOMPARE(r->out_of_place[2].busbw_gbps, 62.91);
        QCOMPARE(r->out_of_place[2].time_us, 100.0);
        // fitLink: nothing ≥ 64 MiB → top quarter (1 row of 3); nothing ≤ 64 KiB → the smallest row.
        const LinkFit f = fitLink(r.value());
        QCOMPARE(f.large_rows, 1);
        QCOMPARE(f.busbw_gbps, 62.91);
        QCOMPARE(f.small_rows, 1);
        QVERIFY(near(f.alpha_s, 40e-6 / 2, 1e-12));  // RS over 4 ranks: ⌈log₂ 4⌉ = 2 steps
    }
    void onlyFirstTestOfFileIsRead()
    {
        const std::string one = readData("nccl/all_reduce_perf_8xH100.txt");
        QVERIFY(!one.empty());
        const auto r = parseNcclTests(one + one, "x.txt");
        QVERIFY2(r.ok(), r.ok() ? "" : r.error().message().c_str());
        QCOMPARE(int(r->out_of_place.size()), 31);
    }

    // ---------------------------------------------------------------- malformed input
    void malformedInputs()
    {
        const std::string good = readData("nccl/all_reduce_perf_8xH100.txt");
        QVERIFY(!good.empty());
        const std::string origin = "all_reduce_perf_8xH100.txt";
        const int rowLine = lineOf(good, "   506.82");
        QVERIFY(rowLine > 20);
        const QString at = QStringLiteral("%1:%2").arg(str(origin)).arg(rowLine);

        auto r = parseNcclTests("", origin);
        QVERIFY(!r.ok());
        QCOMPARE(str(r.error().code), QStringLiteral("empty"));
        QCOMPARE(str(r.error().field), str(origin));

        r = parseNcclTests("hello\nthis is not nccl-tests output\n\n", origin);
        QVERIFY(!r.ok());
        QCOMPARE(str(r.error().code), QStringLiteral("no_rows"));
        QCOMPARE(str(r.error().field), str(origin));

        r = parseNcclTests("# nThread 1 nGpus 8\n#  Rank  0 Group  0 Pid 1 on h device 0 [0x18] H100\n", origin);
        QVERIFY(!r.ok());
        QCOMPARE(str(r.error().code), QStringLiteral("no_rows"));

        r = parseNcclTests(replaced(good, "   506.82", "      abc"), origin);
        QVERIFY(!r.ok());
        QCOMPARE(str(r.error().code), QStringLiteral("bad_number"));
        QCOMPARE(str(r.error().field), at);
        QVERIFY(r.error().detail.find("abc") != std::string::npos);
        QVERIFY(r.error().detail.find("time") != std::string::npos);

        r = parseNcclTests(replaced(good, "   506.82", "      nan"), origin);
        QVERIFY(!r.ok());
        QCOMPARE(str(r.error().code), QStringLiteral("bad_number"));
        QCOMPARE(str(r.error().field), at);

        r = parseNcclTests(replaced(good, "  264.82  463.44", "  264.82    -inf"), origin);
        QVERIFY(!r.ok());
        QCOMPARE(str(r.error().code), QStringLiteral("bad_number"));
        QCOMPARE(str(r.error().field), at);

        // Truncated row: the line ends after the type column.
        const std::string fullRow =
            "   134217728      33554432     float     sum      -1   506.82  264.82  463.44       0   515.19  260.52  455.91       0";
        QVERIFY(good.find(fullRow) != std::string::npos);
        r = parseNcclTests(replaced(good, fullRow, "   134217728      33554432     float"), origin);
        QVERIFY(!r.ok());
        QCOMPARE(str(r.error().code), QStringLiteral("bad_row"));
        QCOMPARE(str(r.error().field), at);
        // Truncated in the middle of the in-place half.
        r = parseNcclTests(replaced(good, fullRow, fullRow.substr(0, fullRow.size() - 20)), origin);
        QVERIFY(!r.ok());
        QCOMPARE(str(r.error().code), QStringLiteral("bad_row"));
        QCOMPARE(str(r.error().field), at);

        // #wrong must be a count or N/A.
        r = parseNcclTests(replaced(good, "463.44       0", "463.44     ???"), origin);
        QVERIFY(!r.ok());
        QCOMPARE(str(r.error().field), at);

        // Missing collective: no "Collective test starting" line and an anonymous file name.
        const std::string noName = replaced(good, "# Collective test starting: all_reduce_perf\n", "");
        QVERIFY(noName.size() < good.size());
        r = parseNcclTests(noName, "results/run1.log");
        QVERIFY(!r.ok());
        QCOMPARE(str(r.error().code), QStringLiteral("unknown_collective"));
        QCOMPARE(str(r.error().field), QStringLiteral("results/run1.log"));

        // No rank lines and no nGpus: the group size is unknown.
        std::string noRanks;
        for (const QString& l : str(good).split(QLatin1Char('\n')))
            if (!l.contains(QStringLiteral("Rank")) && !l.contains(QStringLiteral("nThread")))
                noRanks += l.toStdString() + "\n";
        r = parseNcclTests(noRanks, origin);
        QVERIFY(!r.ok());
        QCOMPARE(str(r.error().code), QStringLiteral("unknown_ranks"));
    }

    // ---------------------------------------------------------------- link fits
    void fitAllReduce()
    {
        const auto r = parseNcclTests(readData("nccl/all_reduce_perf_8xH100.txt"), "all_reduce_perf_8xH100.txt");
        QVERIFY(r.ok());
        const LinkFit f = fitLink(r.value());
        QCOMPARE(str(f.collective), QStringLiteral("all_reduce"));
        QCOMPARE(f.ranks, 8);
        // Out-of-place busbw of the 8 rows 64 MiB … 8 GiB; median of 473.77 and 476.50.
        QCOMPARE(f.large_rows, 8);
        QVERIFY2(near(f.busbw_gbps, 475.135, 1e-9), qPrintable(QString::number(f.busbw_gbps)));
        QVERIFY(f.busbw_gbps > 360 && f.busbw_gbps < 480);
        // 14 rows 8 B … 64 KiB, median time 17.55 µs; AllReduce over 8 ranks: 2·⌈log₂ 8⌉ = 6 steps.
        QCOMPARE(f.small_rows, 14);
        QVERIFY2(near(f.small_time_s, 17.55e-6, 1e-9), qPrintable(QString::number(f.small_time_s)));
        QVERIFY2(near(f.alpha_s, 17.55e-6 / 6, 1e-9), qPrintable(QString::number(f.alpha_s)));
    }
    void fitAllGatherSkipsZeroSizeRows()
    {
        const auto r = parseNcclTests(readData("nccl/all_gather_perf_8xH100.txt"), "all_gather_perf_8xH100.txt");
        QVERIFY(r.ok());
        const LinkFit f = fitLink(r.value());
        QVERIFY2(near(f.busbw_gbps, 370.115, 1e-9), qPrintable(QString::number(f.busbw_gbps)));
        QCOMPARE(f.small_rows, 12);  // 32 B … 64 KiB; the two size-0 rows (0.2 µs) are not latency samples
        QVERIFY2(near(f.alpha_s, 11.035e-6 / 3, 1e-9), qPrintable(QString::number(f.alpha_s)));
    }
    void fitAlltoall()
    {
        const auto r = parseNcclTests(readData("nccl/alltoall_perf_16xH100.txt"), "alltoall_perf_16xH100.txt");
        QVERIFY(r.ok());
        const LinkFit f = fitLink(r.value());
        QCOMPARE(f.ranks, 16);
        QVERIFY2(near(f.busbw_gbps, 44.245, 1e-9), qPrintable(QString::number(f.busbw_gbps)));
        QVERIFY(f.busbw_gbps > 40 && f.busbw_gbps < 45);
        QCOMPARE(f.small_rows, 11);  // 64 B … 64 KiB
        QVERIFY2(near(f.alpha_s, 38.16e-6, 1e-9), qPrintable(QString::number(f.alpha_s)));  // α charged once
    }
    void fitEmptyTableGivesZeros()
    {
        NcclTable t;
        t.collective = "all_reduce";
        t.ranks = 8;
        const LinkFit f = fitLink(t);
        QCOMPARE(f.busbw_gbps, 0.0);
        QCOMPARE(f.alpha_s, 0.0);
        Profile p;
        const auto a = applyLinkFit(p, f, h100(), false);
        QVERIFY(!a.ok());
        QCOMPARE(str(a.error().code), QStringLiteral("no_bandwidth"));
    }
    void applyScaleUp()
    {
        const auto r = parseNcclTests(readData("nccl/all_reduce_perf_8xH100.txt"), "all_reduce_perf_8xH100.txt");
        QVERIFY(r.ok());
        const LinkFit f = fitLink(r.value());
        Profile p;
        const double outBefore = p.scale_out_bus_efficiency;
        const double alphaOutBefore = p.alpha_scale_out_s;
        const auto a = applyLinkFit(p, f, h100(), false);
        QVERIFY2(a.ok(), a.ok() ? "" : a.error().message().c_str());
        QVERIFY2(near(p.scale_up_bus_efficiency, f.busbw_gbps / 450, 1e-12), qPrintable(QString::number(p.scale_up_bus_efficiency)));
        QVERIFY(near(p.alpha_scale_up_s, f.alpha_s, 1e-12));
        QCOMPARE(p.scale_out_bus_efficiency, outBefore);  // the other link is untouched
        QCOMPARE(p.alpha_scale_out_s, alphaOutBefore);
        // The model now reproduces the measured large-message time of the 8-rank AllReduce (2·7/8·S / busbw).
        ClusterSpec c;
        c.device = h100();
        c.num_devices = 8;
        LinkModel l = linkModel(c, p);
        l.alpha_up_s = 0;
        const double S = 1 << 30;
        QVERIFY(near(allReduce(S, placeGroup(8, 1, 8), l).time_s, 2 * 7.0 / 8 * S / (f.busbw_gbps * 1e9), 1e-9));
    }
    void applyClampsAndErrors()
    {
        LinkFit f;
        f.collective = "all_reduce";
        f.ranks = 8;
        f.busbw_gbps = 900;  // twice the link: clamped
        f.alpha_s = 3e-6;
        Profile p;
        QVERIFY(applyLinkFit(p, f, h100(), false).ok());
        QCOMPARE(p.scale_up_bus_efficiency, 1.5);

        DeviceSpec noOut = h100();
        noOut.scale_out_gbps = 0;
        Profile q;
        const double before = q.scale_out_bus_efficiency;
        const auto e = applyLinkFit(q, f, noOut, true);
        QVERIFY(!e.ok());
        QCOMPARE(str(e.error().code), QStringLiteral("missing_bandwidth"));
        QCOMPARE(str(e.error().field), QStringLiteral("device.scale_out_gbps"));
        QCOMPARE(q.scale_out_bus_efficiency, before);

        LinkFit spanning = f;
        spanning.ranks = 16;
        const auto s = applyLinkFit(q, spanning, h100(), false);
        QVERIFY(!s.ok());
        QCOMPARE(str(s.error().code), QStringLiteral("spans_scale_out"));

        // Scale-out measured with one rank per node (2 ranks ≤ domain): busbw / NIC bandwidth.
        LinkFit nic;
        nic.collective = "all_reduce";
        nic.ranks = 2;
        nic.busbw_gbps = 45;
        nic.alpha_s = 12e-6;
        Profile o;
        QVERIFY(applyLinkFit(o, nic, h100(), true).ok());
        QVERIFY(near(o.scale_out_bus_efficiency, 0.9, 1e-12));
        QVERIFY(near(o.alpha_scale_out_s, 12e-6, 1e-12));
    }
    void applyScaleOutAlltoallAcrossNodes()
    {
        // 16 ranks on 2 nodes of 8: half of each rank's all-to-all traffic stays on NVLink. The model
        // (collectives.cpp allToAll) charges only the other half, S·8/16, to the NIC, so the efficiency
        // that reproduces the measured time is (8/16)·algbw / 50 = (8/15)·busbw / 50, not busbw / 50.
        const auto r = parseNcclTests(readData("nccl/alltoall_perf_16xH100.txt"), "alltoall_perf_16xH100.txt");
        QVERIFY(r.ok());
        const LinkFit f = fitLink(r.value());
        Profile p;
        const double upBefore = p.scale_up_bus_efficiency;
        const double alphaUp = p.alpha_scale_up_s;
        const auto a = applyLinkFit(p, f, h100(), true);
        QVERIFY2(a.ok(), a.ok() ? "" : a.error().message().c_str());
        const double expected = 8.0 / 15.0 * f.busbw_gbps / 50;  // ≈ 0.472
        QVERIFY2(near(p.scale_out_bus_efficiency, expected, 1e-6), qPrintable(QString::number(p.scale_out_bus_efficiency)));
        QCOMPARE(p.scale_up_bus_efficiency, upBefore);
        // α: the model charges α_up + α_out for a spanning all-to-all; α_up is held.
        QVERIFY2(near(p.alpha_scale_out_s, f.small_time_s - alphaUp, 1e-6), qPrintable(QString::number(p.alpha_scale_out_s)));
        // The model reproduces the measured 8 GiB time within the fixture's jitter (< 3 %).
        ClusterSpec c;
        c.device = h100();
        c.num_devices = 16;
        const double S = 8589934592.0;
        const double model = allToAll(S, placeGroup(16, 1, 8), linkModel(c, p)).time_s;
        const double measured = r->out_of_place.back().time_us * 1e-6;
        QVERIFY2(near(model, measured, 0.03), qPrintable(QStringLiteral("%1 vs %2").arg(model).arg(measured)));
    }

    // ---------------------------------------------------------------- GEMM tables
    void gemmFixture()
    {
        const std::string text = readData("gemm/h100_bf16.csv");
        QVERIFY(!text.empty());
        const auto rows = parseGemmTable(text, "h100_bf16.csv");
        QVERIFY2(rows.ok(), rows.ok() ? "" : rows.error().message().c_str());
        QCOMPARE(int(rows->size()), 12);
        const GemmRow& first = rows->front();
        QCOMPARE(first.m, 8192.0);
        QCOMPARE(str(first.dtype), QStringLiteral("bf16"));
        QCOMPARE(first.time_us, 1442.1);
        QCOMPARE(first.line, 4);  // after two comments and the header
        QVERIFY(near(first.tflops, 2.0 * 8192 * 8192 * 8192 / 1442.1e-6 / 1e12, 1e-12));
        // Generated with e_max 0.78, w_half 180 and ±1.2 % deterministic jitter.
        const auto fit = fitGemm(rows.value(), h100());
        QVERIFY2(fit.ok(), fit.ok() ? "" : fit.error().message().c_str());
        QCOMPARE(fit->rows, 12);
        QVERIFY2(near(fit->efficiency_max, 0.78, 0.02), qPrintable(QString::number(fit->efficiency_max)));
        QVERIFY2(near(fit->width_half, 180, 0.05), qPrintable(QString::number(fit->width_half)));
        QVERIFY(fit->rms_error < 0.02);
        Profile p;
        applyGemmFit(p, fit.value());
        QCOMPARE(p.gemm_efficiency_max, fit->efficiency_max);
        QCOMPARE(p.gemm_width_half, fit->width_half);
    }
    void gemmSyntheticRecovery_data()
    {
        QTest::addColumn<double>("emax");
        QTest::addColumn<double>("whalf");
        QTest::addColumn<bool>("byTflops");
        QTest::addColumn<double>("tokensHalf");
        QTest::newRow("0.62/96 time") << 0.62 << 96.0 << false << 0.0;
        QTest::newRow("0.75/250 tflops") << 0.75 << 250.0 << true << 0.0;
        QTest::newRow("0.55/40 time") << 0.55 << 40.0 << false << 0.0;
        QTest::newRow("0.70/150 small m, tokens_half 128") << 0.70 << 150.0 << false << 128.0;
    }
    void gemmSyntheticRecovery()
    {
        QFETCH(double, emax);
        QFETCH(double, whalf);
        QFETCH(bool, byTflops);
        QFETCH(double, tokensHalf);
        const double widths[] = {64, 128, 256, 512, 1024, 2048, 4096, 8192};
        QString csv = byTflops ? QStringLiteral("# synthetic\nM N K DTYPE TFLOPS\n") : QStringLiteral("m, k, n, dtype, time_us\n");
        for (int i = 0; i < 8; ++i) {
            const double m = tokensHalf > 0 ? 64.0 * (1 + i % 4) : 8192.0;
            const double n = widths[i];
            const double k = 8192;
            const double tokenFactor = tokensHalf > 0 ? m / (m + tokensHalf) : 1.0;
            const double eff = emax * n / (n + whalf) * tokenFactor;
            const double tflops = eff * 989;
            if (byTflops)
                csv += QStringLiteral("%1 %2 %3 bf16 %4\n").arg(m).arg(n).arg(k).arg(tflops, 0, 'g', 12);
            else  // header order m, k, n: columns are found by name
                csv += QStringLiteral("%1, %2, %3, bf16, %4\n").arg(m).arg(k).arg(n).arg(2 * m * n * k / (tflops * 1e12) * 1e6, 0, 'g', 12);
        }
        const auto rows = parseGemmTable(csv.toStdString(), "synthetic.csv");
        QVERIFY2(rows.ok(), rows.ok() ? "" : rows.error().message().c_str());
        QCOMPARE(int(rows->size()), 8);
        const auto fit = fitGemm(rows.value(), h100(), tokensHalf);
        QVERIFY2(fit.ok(), fit.ok() ? "" : fit.error().message().c_str());
        QVERIFY2(near(fit->efficiency_max, emax, 0.02), qPrintable(QString::number(fit->efficiency_max)));
        QVERIFY2(near(fit->width_half, whalf, 0.02), qPrintable(QString::number(fit->width_half)));
        QCOMPARE(fit->rows, 8);
    }
    void gemmFp8RowsAreLeftOut()
    {
        const std::string csv =
            "m,n,k,dtype,tflops\n"
            "8192,256,8192,bf16,424.0\n8192,1024,8192,bf16,620.0\n8192,8192,8192,bf16,750.0\n"
            "8192,8192,8192,fp8,1300.0\n";
        const auto rows = parseGemmTable(csv, "mixed.csv");
        QVERIFY(rows.ok());
        QCOMPARE(int(rows->size()), 4);
        const auto fit = fitGemm(rows.value(), h100());
        QVERIFY(fit.ok());
        QCOMPARE(fit->rows, 3);
        const auto fp8 = parseGemmTable("m,n,k,dtype,tflops\n1,2,3,fp8,1\n4,5,6,fp8,1\n7,8,9,fp8,1\n", "fp8.csv");
        QVERIFY(fp8.ok());
        const auto bad = fitGemm(fp8.value(), h100());
        QVERIFY(!bad.ok());
        QCOMPARE(str(bad.error().code), QStringLiteral("fp8_only"));
    }
    void gemmBadTables()
    {
        const auto code = [](const Result<std::vector<GemmRow>>& r) { return r.ok() ? QStringLiteral("ok") : str(r.error().code); };
        const auto field = [](const Result<std::vector<GemmRow>>& r) { return r.ok() ? QString() : str(r.error().field); };

        auto r = parseGemmTable("", "g.csv");
        QCOMPARE(code(r), QStringLiteral("empty"));
        QCOMPARE(field(r), QStringLiteral("g.csv"));
        r = parseGemmTable("# only comments\n\n", "g.csv");
        QCOMPARE(code(r), QStringLiteral("empty"));
        r = parseGemmTable("m,n,k,dtype,time_us\n", "g.csv");
        QCOMPARE(code(r), QStringLiteral("no_rows"));
        r = parseGemmTable("# c\nm,n,k,time_us\n1,2,3,4\n", "g.csv");
        QCOMPARE(code(r), QStringLiteral("missing_column"));
        QCOMPARE(field(r), QStringLiteral("g.csv:2"));
        QVERIFY(r.error().detail.find("dtype") != std::string::npos);
        r = parseGemmTable("m,n,k,dtype\n1,2,3,bf16\n", "g.csv");
        QCOMPARE(code(r), QStringLiteral("missing_column"));
        r = parseGemmTable("m,n,k,dtype,time_us\n8192,8192,8192,bf16,1500\n8192,abc,8192,bf16,1500\n", "g.csv");
        QCOMPARE(code(r), QStringLiteral("bad_number"));
        QCOMPARE(field(r), QStringLiteral("g.csv:3"));
        r = parseGemmTable("m,n,k,dtype,time_us\n8192,8192,8192,int8,1500\n", "g.csv");
        QCOMPARE(code(r), QStringLiteral("bad_dtype"));
        QCOMPARE(field(r), QStringLiteral("g.csv:2"));
        r = parseGemmTable("m,n,k,dtype,time_us\n8192,8192,8192,bf16\n", "g.csv");
        QCOMPARE(code(r), QStringLiteral("bad_row"));
        QCOMPARE(field(r), QStringLiteral("g.csv:2"));
        r = parseGemmTable("m,n,k,dtype,time_us\n8192,8192,8192,bf16,0\n", "g.csv");
        QCOMPARE(code(r), QStringLiteral("bad_number"));
        r = parseGemmTable("m,n,k,dtype,time_us\n8192,8192,8192,bf16,nan\n", "g.csv");
        QCOMPARE(code(r), QStringLiteral("bad_number"));

        // Fitting errors.
        const auto rows2 = parseGemmTable("m,n,k,dtype,tflops\n8192,256,8192,bf16,400\n8192,8192,8192,bf16,700\n", "g.csv");
        QVERIFY(rows2.ok());
        auto fit = fitGemm(rows2.value(), h100());
        QVERIFY(!fit.ok());
        QCOMPARE(str(fit.error().code), QStringLiteral("too_few_rows"));
        const auto same = parseGemmTable("m,n,k,dtype,tflops\n1024,4096,4096,bf16,600\n2048,4096,4096,bf16,650\n4096,4096,8192,bf16,700\n", "g.csv");
        QVERIFY(same.ok());
        fit = fitGemm(same.value(), h100());
        QVERIFY(!fit.ok());
        QCOMPARE(str(fit.error().code), QStringLiteral("degenerate"));
        const auto fast = parseGemmTable("m,n,k,dtype,tflops\n8192,256,8192,bf16,400\n8192,1024,8192,bf16,600\n8192,8192,8192,bf16,1200\n", "g.csv");
        QVERIFY(fast.ok());
        fit = fitGemm(fast.value(), h100());
        QVERIFY(!fit.ok());
        QCOMPARE(str(fit.error().code), QStringLiteral("above_peak"));
        QVERIFY(fit.error().detail.find("line 4") != std::string::npos);
        DeviceSpec noPeak = h100();
        noPeak.bf16_tflops = 0;
        noPeak.fp16_tflops = 0;
        const auto ok3 = parseGemmTable("m,n,k,dtype,tflops\n8192,256,8192,bf16,400\n8192,1024,8192,bf16,600\n8192,8192,8192,bf16,700\n", "g.csv");
        QVERIFY(ok3.ok());
        fit = fitGemm(ok3.value(), noPeak);
        QVERIFY(!fit.ok());
        QCOMPARE(str(fit.error().code), QStringLiteral("no_peak"));
        QVERIFY(fitGemm(ok3.value(), h100()).ok());  // the same table fits on a device with a peak
    }
};

QTEST_APPLESS_MAIN(TestCollectiveBench)
#include "tst_collective_bench.moc"
