#include "charts/calibration_scatter.h"

#include <QCoreApplication>
#include <QLegendMarker>
#include <QLocale>

#include <algorithm>
#include <cmath>

#include "charts/palette.h"

namespace psa::ui {

namespace {
// Axis padding on the log scale: about a quarter of a decade (10^0.25 ≈ 1.8) either side of the data.
constexpr double kLogPadFactor = 1.8;
// The lower band edge is value·(1 − e); a log axis cannot draw it at or below zero.
constexpr double kMaxBandFraction = 0.99;
}  // namespace

QString validationMetricName(ValidationMetric m)
{
    switch (m) {
    case ValidationMetric::TokensPerDevice: return QCoreApplication::translate("psa", "Tokens/s per device");
    case ValidationMetric::TflopsPerDevice: return QCoreApplication::translate("psa", "TFLOP/s per device");
    case ValidationMetric::Memory: return QCoreApplication::translate("psa", "Memory per device (GiB)");
    }
    return {};
}

CalibrationScatter::CalibrationScatter(QWidget* parent) : ChartBase(parent)
{
    before_ = new QScatterSeries;
    before_->setName(tr("Built-in"));
    before_->setMarkerSize(8);
    before_->setColor(Qt::transparent);
    before_->setBorderColor(palette::notFitting().darker(130));
    before_->setPen(QPen(palette::notFitting().darker(130), 1.5));
    after_ = new QScatterSeries;
    after_->setName(tr("Loaded"));
    after_->setMarkerSize(8);
    QColor c = palette::fitting();
    c.setAlpha(200);
    after_->setColor(c);
    after_->setBorderColor(Qt::transparent);
    identity_ = new QLineSeries;
    identity_->setName(tr("y = x"));
    identity_->setPen(QPen(palette::capacity(), 1.5));
    bandLow_ = new QLineSeries;
    bandLow_->setName(tr("± median error"));
    bandLow_->setPen(QPen(palette::capacity(), 1, Qt::DashLine));
    bandHigh_ = new QLineSeries;
    bandHigh_->setPen(QPen(palette::capacity(), 1, Qt::DashLine));
    x_ = new QLogValueAxis;
    x_->setLabelFormat(QStringLiteral("%g"));
    x_->setMinorTickCount(0);
    y_ = new QLogValueAxis;
    y_->setLabelFormat(QStringLiteral("%g"));
    y_->setMinorTickCount(0);
    chart()->addAxis(x_, Qt::AlignBottom);
    chart()->addAxis(y_, Qt::AlignLeft);
    for (QAbstractSeries* s : std::initializer_list<QAbstractSeries*>{identity_, bandLow_, bandHigh_, before_, after_}) {
        chart()->addSeries(s);
        s->attachAxis(x_);
        s->attachAxis(y_);
    }
    // One legend entry for the band (its two edges share the pen).
    for (QLegendMarker* m : chart()->legend()->markers(bandHigh_))
        m->setVisible(false);
    setMinimumSize(420, 320);
    setToolTip(tr("Each point is one run: measured (x) against predicted (y). Hollow: the built-in profile; filled: the "
                  "loaded one. Dashed: ± the loaded profile's median error around y = x."));
    clear();
    applyTheme();
}

void CalibrationScatter::clear()
{
    for (QXYSeries* s : std::initializer_list<QXYSeries*>{before_, after_, identity_, bandLow_, bandHigh_})
        s->clear();
    x_->setRange(1, 10);
    y_->setRange(1, 10);
    x_->setTitleText(tr("Measured"));
    y_->setTitleText(tr("Predicted"));
}

void CalibrationScatter::setPoints(ValidationMetric metric, const std::vector<PredictedMeasured>& before,
                                   const std::vector<PredictedMeasured>& after, double relError)
{
    QList<QPointF> b, a;
    double lo = 1e300, hi = 0;
    auto add = [&](QList<QPointF>& out, const std::vector<PredictedMeasured>& pts) {
        for (const auto& p : pts) {
            if (!(p.predicted > 0) || !(p.measured > 0) || !std::isfinite(p.predicted))
                continue;  // a log axis cannot place zero or negative values
            out << QPointF(p.measured, p.predicted);
            lo = std::min({lo, p.measured, p.predicted});
            hi = std::max({hi, p.measured, p.predicted});
        }
    };
    add(b, before);
    add(a, after);
    if (hi <= 0) {
        clear();
        return;
    }
    lo /= kLogPadFactor;
    hi *= kLogPadFactor;
    // Ranges first, then points (one layout pass).
    x_->setRange(lo, hi);
    y_->setRange(lo, hi);
    const QString name = validationMetricName(metric);
    x_->setTitleText(tr("Measured %1").arg(name));
    y_->setTitleText(tr("Predicted %1").arg(name));
    before_->replace(b);
    after_->replace(a);
    identity_->replace(QList<QPointF>{{lo, lo}, {hi, hi}});
    const double e = std::clamp(relError, 0.0, kMaxBandFraction);
    bandLow_->replace(QList<QPointF>{{lo, lo * (1 - e)}, {hi, hi * (1 - e)}});
    bandHigh_->replace(QList<QPointF>{{lo, lo * (1 + e)}, {hi, hi * (1 + e)}});
    bandLow_->setName(tr("± %1").arg(QLocale().toString(100 * e, 'f', 1) + QStringLiteral(" %")));
}

}  // namespace psa::ui
