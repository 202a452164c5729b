#include "views/pipeline_timeline.h"

#include <QPainter>

#include <algorithm>

#include "charts/palette.h"
#include "cost/pipeline.h"
#include "views/format.h"

namespace psa::ui {

namespace {
constexpr int kLabelWidth = 70;       // stage labels
constexpr int kTitleHeight = 28;
constexpr int kMargin = 12;
constexpr double kMaxRowHeight = 34;
constexpr double kMinRowHeight = 8;
constexpr int kChunkHatchAlpha = 110;  // white hatching over a rank's later chunks

QColor blockColour(const TimelineBlock& b)
{
    return b.kind == PassKind::Forward ? palette::forward() : b.kind == PassKind::Backward ? palette::backward() : palette::weightGrad();
}

// Later model chunks (interleaved chunks 1…v−1, ZB-V's way back up, DualPipe's reverse direction) keep
// the pass colour and get a hatching, one pattern per chunk.
Qt::BrushStyle chunkHatch(int chunk)
{
    static const Qt::BrushStyle styles[] = {Qt::BDiagPattern, Qt::FDiagPattern, Qt::DiagCrossPattern, Qt::Dense6Pattern};
    return styles[(chunk - 1) % 4];
}
}  // namespace

PipelineTimeline::PipelineTimeline(QWidget* parent) : QWidget(parent)
{
    setMinimumHeight(160);
    setToolTip(tr("Forward (F), backward (B) and, for zero-bubble schedules, weight-gradient (W) blocks per pipeline stage, "
                  "as the cost model schedules them: a backward pass takes twice a forward pass (B and W one each). "
                  "Hatched blocks belong to a rank's later model chunk (interleaved chunks, ZB-V's way back, DualPipe's second direction). Gaps are the bubble (cost model §6)."));
}

void PipelineTimeline::setSchedule(Schedule s, int p, int m, int v, double backwardScale)
{
    schedule_ = s;
    backwardScale_ = backwardScale;
    p_ = std::max(1, p);
    m_ = std::max(1, m);
    v_ = std::max(1, v);
    // A readable excerpt: the pattern repeats after the warm-up. Interleaved keeps a multiple of p
    // micro-batches (Megatron's order needs it).
    int shown = std::min({m_, std::max(2 * p_, 4), kMaxShownMicroBatches});
    if (s == Schedule::Interleaved && shown >= p_)
        shown -= shown % p_;
    timeline_ = buildScheduleTimeline(s, std::min(p_, kMaxSimulatedStages), shown, v_, backwardScale_);
    update();
}

QString PipelineTimeline::title() const
{
    // The layout's bubble is the one evaluate() and the reports use (bubbleRatio over all m micro-batches);
    // the drawn excerpt's own bubble follows in brackets.
    QString t = tr("%1 · %2 stages · first %3 of %4 micro-batches · bubble %5 (this excerpt: %6)")
                    .arg(scheduleName(schedule_))
                    .arg(p_)
                    .arg(timeline_.micro_batches)
                    .arg(m_)
                    .arg(formatPercent(bubbleRatio(schedule_, p_, m_, v_, backwardScale_)), formatPercent(timeline_.bubbleRatio()));
    if (p_ > kMaxSimulatedStages)
        t += tr(" · simulated with %1 stages").arg(kMaxSimulatedStages);
    if (timeline_.stages > kMaxDrawnStages)
        t += tr(" · first %1 stages drawn").arg(kMaxDrawnStages);
    return t;
}

void PipelineTimeline::paintEvent(QPaintEvent*)
{
    QPainter g(this);
    g.setRenderHint(QPainter::Antialiasing);
    g.fillRect(rect(), palette().color(QPalette::Base));
    const int stages = std::min(timeline_.stages, kMaxDrawnStages);
    const double tEnd = std::max(1.0, timeline_.makespan);
    const double w = std::max(10, width() - kLabelWidth - kMargin);
    const double rowH = std::clamp(double(height() - kTitleHeight - kMargin) / std::max(1, stages), kMinRowHeight, kMaxRowHeight);

    // Title on the left, the key on the right.
    g.setPen(palette().color(QPalette::Text));
    const QFontMetrics fm(font());
    struct Key {
        QString text;
        QColor colour;
    };
    std::vector<Key> keys = {{tr("F"), palette::forward()}, {tr("B"), palette::backward()}};
    if (schedule_ == Schedule::ZBH1 || schedule_ == Schedule::ZBV || schedule_ == Schedule::DualPipe)
        keys.push_back({tr("W"), palette::weightGrad()});
    const int sw = fm.height() - 4;
    int keyWidth = 0;
    for (const Key& k : keys)
        keyWidth += sw + 4 + fm.horizontalAdvance(k.text) + 10;
    int x = width() - kMargin - keyWidth;
    for (const Key& k : keys) {
        const int y = (kTitleHeight - sw) / 2;
        g.fillRect(QRect(x, y, sw, sw), k.colour);
        x += sw + 4;
        g.drawText(QRect(x, 0, fm.horizontalAdvance(k.text) + 2, kTitleHeight), Qt::AlignLeft | Qt::AlignVCenter, k.text);
        x += fm.horizontalAdvance(k.text) + 10;
    }
    const QRect titleRect(kLabelWidth, 4, width() - kLabelWidth - keyWidth - kMargin - 8, kTitleHeight - 6);
    g.drawText(titleRect, Qt::AlignLeft | Qt::AlignVCenter, fm.elidedText(title(), Qt::ElideRight, titleRect.width()));
    for (int s = 0; s < stages; ++s)
        g.drawText(QRect(4, int(kTitleHeight + s * rowH), kLabelWidth - 8, int(rowH)), Qt::AlignRight | Qt::AlignVCenter,
                   tr("stage %1").arg(s));

    QFont small = font();
    small.setPointSizeF(std::max(6.0, small.pointSizeF() * 0.8));
    g.setFont(small);
    const QFontMetrics sfm(small);
    for (const TimelineBlock& b : timeline_.blocks) {
        if (b.stage >= stages)
            continue;
        const QRectF r(kLabelWidth + b.start / tEnd * w, kTitleHeight + b.stage * rowH + 1, (b.end - b.start) / tEnd * w - 1, rowH - 2);
        const QColor c = blockColour(b);
        g.fillRect(r, c);
        if (b.chunk > 0)
            g.fillRect(r, QBrush(QColor(255, 255, 255, kChunkHatchAlpha), chunkHatch(b.chunk)));
        const QString label = QString::number(b.micro + 1);
        if (r.width() > sfm.horizontalAdvance(label) + 2 && rowH > sfm.height()) {
            g.setPen(c.lightness() > 140 ? Qt::black : Qt::white);
            g.drawText(r, Qt::AlignCenter, label);
        }
    }
}

}  // namespace psa::ui
