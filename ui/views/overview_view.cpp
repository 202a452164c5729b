#include "views/overview_view.h"
#include "report/tie_note.h"

#include "calibration/validation.h"
#include "charts/palette.h"
#include "views/format.h"
#include "views/metric_info.h"
#include "views/time_to_train_card.h"

#include <QFrame>
#include <QGridLayout>
#include <QVBoxLayout>
#include "views/no_layout_panel.h"

#include <QLocale>

namespace psa::ui {

OverviewView::OverviewView(QWidget* parent) : QWidget(parent)
{
    auto* v = new QVBoxLayout(this);
    headline_ = new QLabel(tr("Waiting for the first analysis…"));
    headline_->setWordWrap(true);
    QFont hf = headline_->font();
    hf.setPointSizeF(hf.pointSizeF() * 1.15);
    headline_->setFont(hf);
    v->addWidget(headline_);
    tieNote_ = new QLabel;
    tieNote_->setObjectName(QStringLiteral("tieNote"));
    tieNote_->setWordWrap(true);
    tieNote_->setTextInteractionFlags(Qt::TextSelectableByMouse);
    tieNote_->setToolTip(tr("Candidates whose throughput is within the model's median error of the best are statistically "
                            "tied. Among them the pick prefers memory margin, the framework's established defaults, fewer "
                            "parallel dimensions and less scale-out traffic."));
    tieNote_->setVisible(false);
    v->addWidget(tieNote_);
    noLayout_ = new NoLayoutPanel;
    v->addWidget(noLayout_);
    auto* grid = new QGridLayout;
    grid->setSpacing(10);
    addCard(grid, 0, 0, QStringLiteral("strategy"), tr("Recommended strategy"), metricTooltip(Metric::Strategy));
    addCard(grid, 0, 1, QStringLiteral("memory"), tr("Memory per device"), metricTooltip(Metric::Memory));
    addCard(grid, 0, 2, QStringLiteral("tokens"), tr("Throughput"), metricTooltip(Metric::TokensPerS));
    addCard(grid, 1, 0, QStringLiteral("mfu"), tr("MFU"), metricTooltip(Metric::MFU));
    addCard(grid, 1, 1, QStringLiteral("bubble"), tr("Pipeline bubble"), metricTooltip(Metric::Bubble));
    addCard(grid, 1, 2, QStringLiteral("comm"), tr("Exposed communication"), metricTooltip(Metric::Comm));
    addCard(grid, 2, 0, QStringLiteral("step"), tr("Step time"), metricTooltip(Metric::StepTime));
    addCard(grid, 2, 1, QStringLiteral("baseline"), tr("Baseline (one device, no parallelism)"), metricTooltip(Metric::Baseline));
    addCard(grid, 2, 2, QStringLiteral("bottleneck"), tr("Bottleneck"), metricTooltip(Metric::Bottleneck));
    for (int c = 0; c < 3; ++c)
        grid->setColumnStretch(c, 1);
    v->addLayout(grid);
    timeToTrain_ = new TimeToTrainCard;
    v->addWidget(timeToTrain_);
    baseline_ = new QLabel;
    baseline_->setWordWrap(true);
    baseline_->setTextInteractionFlags(Qt::TextSelectableByMouse);
    v->addWidget(baseline_);
    warnings_ = new QLabel;
    warnings_->setWordWrap(true);
    v->addWidget(warnings_);
    v->addStretch(1);
}

QLabel* OverviewView::addCard(QGridLayout* grid, int row, int col, const QString& key, const QString& title,
                              const QString& tooltip)
{
    auto* frame = new QFrame;
    frame->setFrameShape(QFrame::StyledPanel);
    frame->setAutoFillBackground(true);
    frame->setBackgroundRole(QPalette::Base);
    frame->setToolTip(tooltip);
    auto* l = new QVBoxLayout(frame);
    auto* t = new QLabel(title);
    t->setForegroundRole(QPalette::PlaceholderText);
    auto* value = new QLabel(QStringLiteral("–"));
    QFont f = value->font();
    f.setPointSizeF(f.pointSizeF() * (key == QLatin1String("strategy") ? 1.25 : 1.6));
    f.setBold(true);
    value->setFont(f);
    value->setWordWrap(true);
    value->setObjectName(QStringLiteral("card_") + key);
    auto* detail = new QLabel;
    detail->setWordWrap(true);
    detail->setForegroundRole(QPalette::PlaceholderText);
    l->addWidget(t);
    l->addWidget(value);
    l->addWidget(detail);
    l->addStretch(1);
    grid->addWidget(frame, row, col);
    cards_[key] = {value, detail};
    return value;
}

QString OverviewView::cardValue(const QString& key) const
{
    auto it = cards_.find(key);
    return it == cards_.end() ? QString() : it->second.first->text();
}

QString OverviewView::cardDetail(const QString& key) const
{
    auto it = cards_.find(key);
    return it == cards_.end() ? QString() : it->second.second->text();
}

void OverviewView::setOutput(const AnalysisPtr& out, const std::optional<Estimate>& best)
{
    auto set = [this](const char* key, const QString& value, const QString& detail) {
        cards_[QLatin1String(key)].first->setText(value);
        cards_[QLatin1String(key)].second->setText(detail);
    };
    out_ = out;
    best_ = best;
    partial_ = false;
    noLayout_->setOutput(out);
    tieNote_->clear();
    tieNote_->setVisible(false);
    if (!out)
        return;
    timeToTrain_->setEstimate(out, best);
    const Scenario& sc = out->request.scenario;
    const auto& st = out->result.stats;
    headline_->setText(tr("<b>%1</b> on %2 × %3 · sequence %4 · global batch %5 — %6 layouts, %7 valid, %8 fit")
                           .arg(qs(sc.model.name.empty() ? sc.model.id : sc.model.name))
                           .arg(QLocale().toString(sc.cluster.num_devices))
                           .arg(qs(sc.cluster.device.name))
                           .arg(QLocale().toString(sc.training.seq_len))
                           .arg(QLocale().toString(sc.training.global_batch))
                           .arg(QLocale().toString(st.enumerated))
                           .arg(QLocale().toString(st.valid))
                           .arg(QLocale().toString(st.fitting)));
    const Baseline& b = out->baseline;
    set("baseline", tr("%1 params").arg(formatCount(b.params_total)),
        tr("%1 active · %2 FLOPs/token · needs %3 on one device")
            .arg(formatCount(b.params_active), formatCount(b.flops_per_token), formatGiB(b.memory_bytes)));
    set("bottleneck", b.bottleneck_is_activations ? tr("Activations") : tr("Model states"),
        tr("model states %1 · activations %2 per sequence")
            .arg(formatGiB(b.model_states_bytes), formatGiB(b.activation_bytes)));
    if (!best) {
        if (out->result.candidates.empty())  // no valid layout at all: the panel above says why
            set("strategy", tr("No valid layout"), tr("The device count cannot be split for this model and batch; see above."));
        else
            set("strategy", tr("Nothing fits"), tr("Every valid layout needs more memory than a device has; add devices or "
                                                    "allow recompute/ZeRO-3/offload."));
        for (const char* k : {"memory", "tokens", "mfu", "bubble", "comm", "step"})
            set(k, QStringLiteral("–"), QString());
        if (const auto& e = out->closest) {  // how far the closest layout is from fitting
            const double headroom = out->request.constraints.memory_headroom;
            set("memory", tr("%1 / %2").arg(formatGiB(e->memory.total()), formatGiB(e->capacity_bytes, 0)),
                tr("%1 · least memory of all: %2")
                    .arg(memoryClassText(memoryClass(*e, headroom, out->profile), e->memory.total(), e->capacity_bytes,
                             headroom, out->profile.memory_error_p90),
                        shortStrategy(e->strategy)));
        }
        cards_[QStringLiteral("memory")].second->setStyleSheet(
            out->closest ? QStringLiteral("color: %1;").arg(palette::warning().name()) : QString());
        warnings_->clear();
        return;
    }
    const Estimate& e = *best;
    const Candidate& c = out->result.candidates.front();
    if (const auto tie = tieNoteFor(out->result, out->request.scenario, out->profile, layoutInSentence)) {
        const char* family = tie->band_family;
        // One multi-argument arg(): the reason's text is not searched for placeholders, and the plain sentence has
        // no %4 to fill.
        const QString band = formatPercent(tie->band, 0), tied = QLocale().toString(tie->tied);
        const QString reason = qs(tie->reason).toHtmlEscaped();
        const QString familyName = family ? qs(psa::i18n::translate("psa::Family", family)) : QString();
        tieNote_->setText(family
                ? tr("<b>Tied</b> within ±%1 (the model's median throughput error on %4 runs) with %2 candidates — "
                     "picked because %3")
                      .arg(band, tied, reason, familyName)
                : tr("<b>Tied</b> within ±%1 (the model's median throughput error) with %2 candidates — picked because "
                     "%3")
                      .arg(band, tied, reason));
        tieNote_->setVisible(true);
    }
    // Error bars: the median errors of the profile this run used, as the core applies them.
    const EstimateUncertainty u = uncertaintyFor(e, out->profile);
    const double headroom = out->request.constraints.memory_headroom;
    const MemoryClass cls = memoryClass(e, headroom, out->profile);
    set("strategy", shortStrategy(e.strategy),
        tr("%1 · score %2 · %3 micro-batches").arg(precisionName(c.precision)).arg(c.score, 0, 'f', 3).arg(e.micro_batches));
    set("memory", tr("%1 / %2").arg(formatGiBPm(e.memory.total(), u.memory_bytes.halfWidth()), formatGiB(e.capacity_bytes, 0)),
        tr("%1 · activations %2")
            .arg(memoryClassText(cls, e.memory.total(), e.capacity_bytes, headroom, out->profile.memory_error_p90),
                formatGiB(e.memory.activations)));
    cards_[QStringLiteral("memory")].second->setStyleSheet(
        cls == MemoryClass::Fits ? QString() : QStringLiteral("color: %1;").arg(palette::warning().name()));
    if (const char* family = errorBarFamily(out->profile, out->request.scenario))
        baseline_->setText(tr("± values are the cross-validated median errors of the calibration profile “%1” on its %2 runs, "
                              "which the model predicts less well than the rest: each source of its calibration runs predicted "
                              "by a fit that left it out (Settings → Calibration Profile…).")
                               .arg(qs(out->profile.name), qs(psa::i18n::translate("psa::Family", family))));
    else
        baseline_->setText(tr("± values are the cross-validated median errors of the calibration profile “%1”: each source "
                              "of its calibration runs predicted by a fit that left it out (Settings → Calibration Profile…).")
                               .arg(qs(out->profile.name)));
    set("tokens", formatTokensPm(e.tokens_per_s, u.tokens_per_s.halfWidth()),
        tr("%1 per device").arg(formatTokensPm(e.tokens_per_s_per_device, u.tokens_per_s_per_device.halfWidth())));
    set("mfu", formatPercentPm(e.mfu, u.mfu.halfWidth()), tr("%1 TFLOP/s per device").arg(e.tflops_per_device, 0, 'f', 0));
    set("bubble", formatPercent(e.bubble_ratio),
        e.strategy.pp > 1 ? tr("%1 per step, %2").arg(formatSeconds(e.bubble_time_s), scheduleName(e.strategy.schedule))
                          : tr("no pipeline"));
    set("comm", formatSeconds(e.comm_exposed_s), tr("%1 of the step").arg(formatPercent(e.comm_exposed_s / e.step_time_s)));
    // With optimizer offload the step runs on the host (offload_time_s), not on the device.
    set("step", formatSeconds(e.step_time_s),
        e.offload_time_s > 0 ? tr("compute %1 · optimizer on host %2").arg(formatSeconds(e.compute_time_s), formatSeconds(e.offload_time_s))
                             : tr("compute %1 · optimizer %2").arg(formatSeconds(e.compute_time_s), formatSeconds(e.optimizer_time_s)));
    QStringList w;
    for (const auto& s : e.warnings)
        w << QStringLiteral("• ") + qs(s);
    for (const auto& f : sc.cluster.device.flags)
        w << QStringLiteral("• ") + tr("device figure uncertain: %1").arg(qs(f));
    warnings_->setText(w.isEmpty() ? QString() : tr("<b>Notes</b><br>") + w.join(QStringLiteral("<br>")).toHtmlEscaped().replace(QStringLiteral("&lt;br&gt;"), QStringLiteral("<br>")));
}

// The search's compact figures of the layout (no ± : the error bars come with the complete result).
void OverviewView::setPartial(const Candidate& c, double fraction)
{
    partial_ = true;
    const QString mark = tr("best so far (%1)").arg(formatPercent(fraction, 0));
    auto set = [&](const char* key, const QString& value, const QString& detail = {}) {
        cards_[QLatin1String(key)].first->setText(value);
        cards_[QLatin1String(key)].second->setText(detail.isEmpty() ? mark : mark + QStringLiteral(" · ") + detail);
    };
    set("strategy", shortStrategy(c.strategy), precisionName(c.precision));
    set("memory", tr("%1 / %2").arg(formatGiB(c.memory_bytes), formatGiB(c.capacity_bytes, 0)),
        memoryClassLabel(memoryClassOf(c)));
    cards_[QStringLiteral("memory")].second->setStyleSheet(QString());
    set("tokens", formatTokens(c.tokens_per_s));
    set("mfu", formatPercent(c.mfu));
    set("bubble", formatPercent(c.bubble_ratio));
    set("comm", formatSeconds(c.comm_exposed_s));
    set("step", formatSeconds(c.step_time_s));
}

void OverviewView::clearPartial()
{
    if (!partial_)
        return;
    if (!out_)  // no complete result yet: the cards are empty again
        for (auto& [key, labels] : cards_) {
            labels.first->setText(QStringLiteral("–"));
            labels.second->clear();
        }
    setOutput(out_, best_);
}

QString OverviewView::tieNote() const { return tieNote_->isVisible() ? tieNote_->text() : QString(); }

}  // namespace psa::ui
