// MainWindow's part of the Scaling tab and of the time to train: loading a device count the sweep
// offers, and the Scaling screenshot (a sweep computed for the shown scenario).
#include "forms/forms.h"
#include "views/main_window.h"
#include "views/scaling_view.h"

#include <QApplication>
#include <QDir>
#include <QElapsedTimer>
#include <QLocale>
#include <QStatusBar>
#include <QTabWidget>

namespace psa::ui {

void MainWindow::loadDeviceCount(int devices)
{
    if (devices <= 0 || devices == input_.scenario.cluster.num_devices)
        return;
    PlanInput in = input_;
    in.scenario.cluster.num_devices = devices;
    setPlanInput(in);
    statusBar()->showMessage(
        tr("Loaded %1 devices from the scaling sweep (Ctrl+Z undoes it)").arg(QLocale().toString(devices)), 8000);
}

QString MainWindow::captureScalingScreenshot(const QString& dir, int timeoutMs)
{
    tabs_->setCurrentWidget(scaling_);
    scaling_->compute();
    QElapsedTimer clock;
    clock.start();
    while (scaling_->isRunning() && clock.elapsed() < timeoutMs)
        QApplication::processEvents(QEventLoop::AllEvents, 50);
    if (scaling_->isRunning())
        scaling_->cancel();
    for (int k = 0; k < 3; ++k)
        QApplication::processEvents();
    const QString path = QDir(dir).filePath(QStringLiteral("13-scaling.png"));
    if (!grab().save(path))
        return {};
    // The time to train beside the form that asks for it.
    tabs_->setCurrentWidget(tabs_->widget(0));
    raiseDockOf(trainingForm_);
    for (int k = 0; k < 3; ++k)
        QApplication::processEvents();
    grab().save(QDir(dir).filePath(QStringLiteral("14-time-to-train.png")));
    raiseDockOf(modelForm_);
    return path;
}

} // namespace psa::ui
