#include "views/no_layout_panel.h"

#include "i18n/i18n.h"
#include "views/format.h"

#include <QHBoxLayout>
#include <QLabel>
#include <QLocale>
#include <QPushButton>
#include <QVBoxLayout>
#include <algorithm>

namespace psa::ui {

NoLayoutPanel::NoLayoutPanel(QWidget* parent)
    : QWidget(parent)
{
    setObjectName(QStringLiteral("noLayoutPanel"));
    auto* v = new QVBoxLayout(this);
    v->setContentsMargins(0, 0, 0, 0);
    reasons_ = new QLabel;
    reasons_->setObjectName(QStringLiteral("noLayoutReasons"));
    reasons_->setWordWrap(true);
    reasons_->setTextFormat(Qt::RichText);
    v->addWidget(reasons_);
    buttons_ = new QHBoxLayout;
    v->addLayout(buttons_);
    setVisible(false);
}

void NoLayoutPanel::setOutput(const AnalysisPtr& out)
{
    offered_.clear();
    while (QLayoutItem* item = buttons_->takeAt(0)) {
        delete item->widget();
        delete item;
    }
    const bool none = out && out->result.candidates.empty();
    setVisible(none);
    if (!none)
        return;
    // The rules that removed layouts, most first (the core's names, translated as the reports do).
    std::vector<std::pair<std::string, long long>> rules(
        out->result.stats.pruned_by_rule.begin(), out->result.stats.pruned_by_rule.end());
    std::sort(rules.begin(), rules.end(), [](const auto& a, const auto& b) { return a.second > b.second; });
    QStringList lines;
    const QLocale loc;
    for (const auto& [rule, n] : rules)
        lines << tr("%1 — %2 layouts")
                     .arg(qs(i18n::translate("psa::Search", rule.c_str())).toHtmlEscaped(), loc.toString(n));
    const int devices = out->request.scenario.cluster.num_devices;
    QString text = tr("<b>No valid layout on %1 devices.</b> Every way of splitting them breaks a rule:")
                       .arg(loc.toString(devices));
    text += QStringLiteral("<ul><li>") + lines.join(QStringLiteral("</li><li>")) + QStringLiteral("</li></ul>");
    text += out->nearby_device_counts.empty() ? tr("No valid device count nearby: check the model and the batch.")
                                              : tr("Nearest device counts with a valid layout:");
    reasons_->setText(text);
    for (int n : out->nearby_device_counts) {
        auto* b = new QPushButton(tr("%1 devices").arg(loc.toString(n)));
        b->setObjectName(QStringLiteral("nearbyCount_%1").arg(n));
        b->setToolTip(tr("Plan for %1 devices").arg(loc.toString(n)));
        connect(b, &QPushButton::clicked, this, [this, n] { emit deviceCountChosen(n); });
        buttons_->addWidget(b);
        offered_ << n;
    }
    buttons_->addStretch(1);
}

QString NoLayoutPanel::reasonText() const
{
    return reasons_->text();
}
QList<int> NoLayoutPanel::offeredCounts() const
{
    return offered_;
}

} // namespace psa::ui
