#include "views/update_indicator.h"

#include "views/format.h"

#include <QGraphicsOpacityEffect>
#include <QLabel>
#include <QWidget>

namespace psa::ui {

UpdateIndicator::UpdateIndicator(AnalysisController* controller, QWidget* dimmed, QLabel* banner, QObject* parent)
    : QObject(parent)
    , controller_(controller)
    , dimmed_(dimmed)
    , banner_(banner)
{
    delay_.setSingleShot(true);
    delay_.setInterval(kDelayMs);
    // The run counts from the request, not from when the worker thread picks it up: on a loaded machine the
    // worker (at a lower priority) may not have started when the delay ends, and the run is no faster for it.
    connect(&delay_, &QTimer::timeout, this, [this] {
        if (inFlight_)
            show();
    });
    connect(controller_, &AnalysisController::started, this, [this] {
        inFlight_ = true;
        fastest_.reset();
        fraction_ = 0;
        if (!showing_) {
            delay_.start();
        } else {
            update();
            emit cleared();  // the previous run's best so far is not this run's
        }
    });
    connect(controller_, &AnalysisController::progress, this, [this](Generation, double f, qint64) {
        fraction_ = f;
        if (showing_)
            update();
    });
    connect(controller_, &AnalysisController::partialResult, this, [this](Generation, const Candidate& c, double f) {
        fastest_ = c;
        fraction_ = f;
        if (showing_) {
            update();
            emit partialShown(c, f);
        }
    });
    connect(controller_, &AnalysisController::resultReady, this, [this] { stop(); });
    connect(controller_, &AnalysisController::failed, this, [this] { stop(); });
}

void UpdateIndicator::show()
{
    showing_ = true;
    auto* effect = new QGraphicsOpacityEffect(dimmed_);
    effect->setOpacity(0.45);
    dimmed_->setGraphicsEffect(effect); // takes ownership, replaces any earlier one
    banner_->setVisible(true);
    update();
    if (fastest_)
        emit partialShown(*fastest_, fraction_);
}

QString UpdateIndicator::text() const
{
    QString t = tr("Updating… %1 searched; the views show the previous result.").arg(formatPercent(fraction_, 0));
    if (fastest_)
        t += QLatin1Char(' ')
            + tr("Fastest fitting layout so far: %1 (%2, %3 per device).")
                  .arg(shortStrategy(fastest_->strategy), formatTokens(fastest_->tokens_per_s),
                      formatGiB(fastest_->memory_bytes));
    return t;
}

void UpdateIndicator::update()
{
    banner_->setText(text());
}

void UpdateIndicator::stop()
{
    inFlight_ = false;
    delay_.stop();
    if (!showing_)
        return;
    showing_ = false;
    dimmed_->setGraphicsEffect(nullptr);
    banner_->setVisible(false);
    emit cleared();
}

} // namespace psa::ui
