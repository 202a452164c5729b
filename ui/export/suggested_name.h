// The file name an export or save dialog suggests: model-devices-date, e.g.
// "llama2-70b-64xh100-2026-12-03.pdf", so that exported plans sort and say what they are.
#pragma once

#include "spec/scenario.h"

#include <QDate>
#include <QString>

namespace psa::ui {

QString suggestedFileName(const Scenario& sc, const QString& extension, const QDate& date = QDate::currentDate());

} // namespace psa::ui
