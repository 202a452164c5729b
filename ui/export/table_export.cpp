#include "export/table_export.h"

#include <QBuffer>
#include <QChartView>
#include <QCoreApplication>
#include <QFileInfo>
#include <QGraphicsLayout>
#include <QGraphicsScene>
#include <QImage>
#include <QPainter>
#include <QSvgGenerator>

#include "export/atomic_file.h"
#include "views/format.h"

namespace psa::ui {

QString csvField(const QString& text)
{
    if (!text.contains(QLatin1Char(',')) && !text.contains(QLatin1Char('"')) && !text.contains(QLatin1Char('\n'))
        && !text.contains(QLatin1Char('\r')))
        return text;
    QString q = text;
    q.replace(QLatin1String("\""), QLatin1String("\"\""));
    return QLatin1Char('"') + q + QLatin1Char('"');
}

QString candidatesCsv(const SearchResult& result, int numDevices)
{
    static const char* header[] = {"rank", "strategy", "precision", "dp", "tp", "pp", "cp", "ep", "etp", "vpp", "mbs", "zero",
                                   "recompute", "schedule", "sp", "optimizer_offload", "memory_gib", "params_gib", "grads_gib",
                                   "optimizer_gib", "activations_gib", "other_gib", "capacity_gib", "fits", "tokens_per_s",
                                   "tokens_per_s_per_device", "mfu", "step_time_s", "bubble_ratio", "bubble_time_s",
                                   "comm_exposed_s", "comm_exposed_tp_s", "comm_exposed_cp_s", "comm_exposed_ep_s",
                                   "comm_exposed_dp_s", "comm_exposed_pp_s", "score", "pareto"};
    QString out;
    QStringList h;
    for (const char* c : header)
        h << QLatin1String(c);
    out += h.join(QLatin1Char(',')) + QLatin1Char('\n');
    const auto num = [](double v, int prec = 6) { return QString::number(v, 'g', prec); };
    const auto gib = [](double bytes) { return QString::number(bytes / (1024.0 * 1024.0 * 1024.0), 'f', 3); };
    int rank = 0;
    for (const Candidate& c : result.candidates) {
        const Strategy& s = c.strategy;
        double parts = 0;
        for (double p : c.memory_parts)
            parts += p;
        QStringList row;
        row << QString::number(++rank) << csvField(qs(formatStrategy(s))) << QLatin1String(toString(c.precision))
            << QString::number(s.dp) << QString::number(s.tp) << QString::number(s.pp) << QString::number(s.cp)
            << QString::number(s.ep) << QString::number(s.etp) << QString::number(s.vpp) << QString::number(s.mbs)
            << QString::number(s.zero) << QLatin1String(toString(s.recompute)) << QLatin1String(toString(s.schedule))
            << QLatin1String(s.sp ? "on" : "off") << QLatin1String(s.optimizer_offload ? "on" : "off") << gib(c.memory_bytes)
            << gib(c.memory_parts[0]) << gib(c.memory_parts[1]) << gib(c.memory_parts[2]) << gib(c.memory_parts[3])
            << gib(c.memory_bytes - parts) << gib(c.capacity_bytes) << QLatin1String(c.fits ? "yes" : "no")
            << QString::number(c.tokens_per_s, 'f', 1)
            << QString::number(numDevices > 0 ? c.tokens_per_s / numDevices : 0.0, 'f', 2) << QString::number(c.mfu, 'f', 4)
            << num(c.step_time_s) << QString::number(c.bubble_ratio, 'f', 4) << num(c.bubble_time_s) << num(c.comm_exposed_s);
        for (double e : c.comm_exposed)
            row << num(e);
        row << QString::number(c.score, 'f', 4) << QLatin1String(c.pareto ? "yes" : "no");
        out += row.join(QLatin1Char(',')) + QLatin1Char('\n');
    }
    return out;
}

bool writeCandidatesCsv(const QString& path, const SearchResult& result, int numDevices, QString* error)
{
    const QByteArray bytes = candidatesCsv(result, numDevices).toUtf8();
    return writeAtomically(
        path, [&](QIODevice& d, QString*) { return d.write(bytes) == bytes.size(); }, error);
}

bool writeChartImage(const QString& path, QChartView* view, QString* error, QSize size)
{
    const QString ext = QFileInfo(path).suffix().toLower();
    if (ext != QLatin1String("png") && ext != QLatin1String("svg")) {
        setExportError(error, path, QCoreApplication::translate("psa::export", "unknown picture format “%1” (use .png or .svg)").arg(ext));
        return false;
    }
    if (!view || !view->chart()) {
        setExportError(error, path, QCoreApplication::translate("psa::export", "no chart to export"));
        return false;
    }
    if (size.isEmpty())
        size = view->size().expandedTo(QSize(800, 500));
    QChart* chart = view->chart();
    const QRectF oldGeometry = chart->geometry();
    const QRectF source(QPointF(0, 0), QSizeF(size));
    const auto renderTo = [&](QPainter& p, const QRectF& target) { renderChart(p, chart, QSizeF(size), target); };
    bool ok = false;
    if (ext == QLatin1String("png")) {
        QImage img(size * 2, QImage::Format_ARGB32_Premultiplied);
        img.setDevicePixelRatio(2.0);
        img.fill(view->palette().color(QPalette::Base));
        {
            QPainter p(&img);
            renderTo(p, source);
        }
        ok = writeAtomically(
            path,
            [&](QIODevice& d, QString* why) {
                if (img.save(&d, "PNG"))
                    return true;
                *why = QCoreApplication::translate("psa::export", "could not encode the PNG image");
                return false;
            },
            error);
    } else {
        QBuffer buf;
        buf.open(QIODevice::WriteOnly);
        QSvgGenerator gen;
        gen.setOutputDevice(&buf);
        gen.setSize(size);
        gen.setViewBox(source);
        gen.setTitle(chart->title().isEmpty() ? QStringLiteral("Chart") : chart->title());
        gen.setDescription(QStringLiteral("Parallel Strategy Analyzer"));
        {
            QPainter p(&gen);
            renderTo(p, source);
        }
        const QByteArray svg = buf.data();
        ok = writeAtomically(
            path, [&](QIODevice& d, QString*) { return d.write(svg) == svg.size(); }, error);
    }
    chart->setGeometry(oldGeometry);
    return ok;
}

}  // namespace psa::ui
