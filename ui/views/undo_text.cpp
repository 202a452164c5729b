#include "views/undo_text.h"

#include "views/format.h"

#include <QCoreApplication>
#include <QLocale>
#include <QStringList>

namespace psa::ui {

namespace {
QString number(long long v)
{
    return QLocale().toString(v);
}
} // namespace

QString describeChange(const PlanInput& b, const PlanInput& a)
{
    const Scenario &x = b.scenario, &y = a.scenario;
    QStringList changes;
    if (x.model.id != y.model.id || x.model.name != y.model.name)
        changes << QCoreApplication::translate("psa::ui::UndoText", "Set model to %1")
                       .arg(qs(y.model.name.empty() ? y.model.id : y.model.name));
    if (x.cluster.device.id != y.cluster.device.id)
        changes << QCoreApplication::translate("psa::ui::UndoText", "Set device to %1").arg(qs(y.cluster.device.name));
    if (x.cluster.num_devices != y.cluster.num_devices)
        changes
            << QCoreApplication::translate("psa::ui::UndoText", "Set devices to %1").arg(number(y.cluster.num_devices));
    if (x.cluster.devices_per_node != y.cluster.devices_per_node)
        changes << QCoreApplication::translate("psa::ui::UndoText", "Set devices per node to %1")
                       .arg(number(y.cluster.devices_per_node));
    if (x.training.seq_len != y.training.seq_len)
        changes << QCoreApplication::translate("psa::ui::UndoText", "Set sequence length to %1")
                       .arg(number(y.training.seq_len));
    if (x.training.global_batch != y.training.global_batch)
        changes << QCoreApplication::translate("psa::ui::UndoText", "Set global batch to %1")
                       .arg(number(y.training.global_batch));
    if (x.training.precision != y.training.precision)
        changes << QCoreApplication::translate("psa::ui::UndoText", "Set precision to %1")
                       .arg(precisionName(y.training.precision));
    if (x.training.framework != y.training.framework)
        changes << QCoreApplication::translate("psa::ui::UndoText", "Set framework to %1")
                       .arg(qs(frameworkFeatures(frameworkOf(y)).name));
    if (b.search_fp8 != a.search_fp8)
        changes << (a.search_fp8 ? QCoreApplication::translate("psa::ui::UndoText", "Search FP8 too")
                                 : QCoreApplication::translate("psa::ui::UndoText", "Stop searching FP8"));
    if (changes.size() == 1)
        return changes.front();
    if (changes.size() > 1)
        return QCoreApplication::translate("psa::ui::UndoText", "Edit scenario (%1)")
            .arg(changes.join(QStringLiteral("; ")));
    // Edits below the level of these fields: the model's or device's figures, constraints, weights.
    auto scenarioOnly = [](const PlanInput& in) {
        ScenarioFile f;
        f.scenario = in.scenario;
        return scenarioFileToJson(f);
    };
    return scenarioOnly(b) != scenarioOnly(a)
        ? QCoreApplication::translate("psa::ui::UndoText", "Edit model or device figures")
        : QCoreApplication::translate("psa::ui::UndoText", "Edit search settings");
}

} // namespace psa::ui
