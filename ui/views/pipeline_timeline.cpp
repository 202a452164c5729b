#include "views/pipeline_timeline.h"

#include <QPainter>

#include <algorithm>

#include "charts/palette.h"
#include "views/format.h"

namespace psa::ui {

std::vector<TimelineBlock> simulateSchedule(Schedule s, int p, int m)
{
    p = std::max(1, p);
    m = std::max(1, m);
    // Per-stage op order.
    std::vector<std::vector<std::pair<char, int>>> order(static_cast<size_t>(p));
    for (int st = 0; st < p; ++st) {
        auto& o = order[static_cast<size_t>(st)];
        if (s == Schedule::GPipe) {
            for (int i = 0; i < m; ++i)
                o.push_back({'F', i});
            for (int i = 0; i < m; ++i)
                o.push_back({'B', i});
        } else {
            const int warm = std::min(m, p - st - 1);
            int f = 0, b = 0;
            for (; f < warm; ++f)
                o.push_back({'F', f});
            while (f < m) {
                o.push_back({'F', f++});
                o.push_back({'B', b++});
            }
            while (b < m)
                o.push_back({'B', b++});
        }
    }
    const double tf = 1.0, tb = 2.0;
    std::vector<std::vector<double>> fEnd(static_cast<size_t>(p), std::vector<double>(static_cast<size_t>(m), -1));
    std::vector<std::vector<double>> bEnd = fEnd;
    std::vector<size_t> next(static_cast<size_t>(p), 0);
    std::vector<double> free(static_cast<size_t>(p), 0);
    std::vector<TimelineBlock> out;
    size_t remaining = static_cast<size_t>(2 * p * m);
    while (remaining > 0) {
        bool progressed = false;
        for (int st = 0; st < p; ++st) {
            auto& o = order[static_cast<size_t>(st)];
            size_t& k = next[static_cast<size_t>(st)];
            while (k < o.size()) {
                const auto [kind, i] = o[k];
                const size_t si = static_cast<size_t>(st), ii = static_cast<size_t>(i);
                double ready;
                if (kind == 'F')
                    ready = st == 0 ? 0 : fEnd[si - 1][ii];
                else
                    ready = st == p - 1 ? fEnd[si][ii] : bEnd[si + 1][ii];
                if (ready < 0)
                    break;
                const double start = std::max(ready, free[si]);
                const double end = start + (kind == 'F' ? tf : tb);
                (kind == 'F' ? fEnd : bEnd)[si][ii] = end;
                free[si] = end;
                out.push_back({st, i, kind, start, end});
                ++k;
                --remaining;
                progressed = true;
            }
        }
        if (!progressed)
            break;  // cannot happen for these orders; guards against a malformed order
    }
    return out;
}

PipelineTimeline::PipelineTimeline(QWidget* parent) : QWidget(parent)
{
    setMinimumHeight(160);
    setToolTip(tr("Forward (light) and backward (dark) blocks per pipeline stage; a backward pass takes twice a "
                  "forward pass. Gaps are the bubble (cost model §6)."));
}

void PipelineTimeline::setSchedule(Schedule s, int p, int m)
{
    schedule_ = s;
    p_ = std::max(1, p);
    m_ = std::max(1, m);
    shownM_ = std::min(m_, std::max(2 * p_, 4));  // a readable excerpt: the pattern repeats
    shownM_ = std::min(shownM_, 24);
    blocks_ = simulateSchedule(s == Schedule::GPipe ? Schedule::GPipe : Schedule::OneFOneB, std::min(p_, 16), shownM_);
    update();
}

void PipelineTimeline::paintEvent(QPaintEvent*)
{
    QPainter g(this);
    g.setRenderHint(QPainter::Antialiasing);
    g.fillRect(rect(), palette().color(QPalette::Base));
    const int stages = std::min(p_, 16);
    const int left = 70, top = 28, right = 12, bottom = 12;
    double tEnd = 1;
    for (const auto& b : blocks_)
        tEnd = std::max(tEnd, b.end);
    const double w = std::max(10, width() - left - right);
    const double rowH = std::max(8.0, std::min(34.0, double(height() - top - bottom) / std::max(1, stages)));
    g.setPen(palette().color(QPalette::Text));
    QString title = tr("%1 · %2 stages · first %3 of %4 micro-batches").arg(scheduleName(schedule_)).arg(p_).arg(shownM_).arg(m_);
    if (schedule_ != Schedule::GPipe && schedule_ != Schedule::OneFOneB)
        title += tr(" (drawn in 1F1B order)");
    if (p_ > 16)
        title += tr(" · first 16 stages");
    g.drawText(QRect(left, 4, width() - left, top - 6), Qt::AlignLeft | Qt::AlignVCenter, title);
    for (int s = 0; s < stages; ++s)
        g.drawText(QRect(4, int(top + s * rowH), left - 8, int(rowH)), Qt::AlignRight | Qt::AlignVCenter,
                   tr("stage %1").arg(s));
    QFont small = font();
    small.setPointSizeF(std::max(6.0, small.pointSizeF() * 0.8));
    g.setFont(small);
    for (const auto& b : blocks_) {
        const QRectF r(left + b.start / tEnd * w, top + b.stage * rowH + 1, (b.end - b.start) / tEnd * w - 1, rowH - 2);
        const QColor c = b.kind == 'F' ? palette::forward() : palette::backward();
        g.fillRect(r, c);
        if (r.width() > 14 && rowH > 12) {
            g.setPen(b.kind == 'F' ? Qt::black : Qt::white);
            g.drawText(r, Qt::AlignCenter, QString::number(b.micro + 1));
        }
    }
}

}  // namespace psa::ui
