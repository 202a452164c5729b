#include "views/format.h"

#include <QCoreApplication>
#include <QLocale>

#include <cmath>

namespace psa::ui {

double toGiB(double bytes) { return bytes / (1024.0 * 1024.0 * 1024.0); }

QString formatGiB(double bytes, int decimals)
{
    return QCoreApplication::translate("psa", "%1 GiB").arg(QLocale().toString(toGiB(bytes), 'f', decimals));
}

QString formatTokens(double t)
{
    if (t >= 1e6)
        return QCoreApplication::translate("psa", "%1 M tok/s").arg(QLocale().toString(t / 1e6, 'f', 2));
    if (t >= 1e3)
        return QCoreApplication::translate("psa", "%1 k tok/s").arg(QLocale().toString(t / 1e3, 'f', 1));
    return QCoreApplication::translate("psa", "%1 tok/s").arg(QLocale().toString(t, 'f', 0));
}

QString formatPercentPm(double f, double half, int decimals)
{
    return QCoreApplication::translate("psa", "%1 ± %2").arg(formatPercent(f, decimals), formatPercent(half, decimals));
}

QString formatTokensPm(double t, double half)
{
    // The error is written in the value's unit so that the two numbers read together.
    if (t >= 1e6)
        return QCoreApplication::translate("psa", "%1 ± %2 M tok/s")
            .arg(QLocale().toString(t / 1e6, 'f', 2), QLocale().toString(half / 1e6, 'f', 2));
    if (t >= 1e3)
        return QCoreApplication::translate("psa", "%1 ± %2 k tok/s")
            .arg(QLocale().toString(t / 1e3, 'f', 1), QLocale().toString(half / 1e3, 'f', 1));
    return QCoreApplication::translate("psa", "%1 ± %2 tok/s").arg(QLocale().toString(t, 'f', 0), QLocale().toString(half, 'f', 0));
}

QString formatGiBPm(double bytes, double half, int decimals)
{
    return QCoreApplication::translate("psa", "%1 ± %2 GiB")
        .arg(QLocale().toString(toGiB(bytes), 'f', decimals), QLocale().toString(toGiB(half), 'f', decimals));
}

QString memoryClassText(MemoryClass c, double memoryBytes, double capacityBytes, double headroom, double riskyBelow)
{
    const double free = capacityBytes > 0 ? 1.0 - memoryBytes / capacityBytes : 0.0;
    switch (c) {
    case MemoryClass::DoesNotFit: {
        const double usable = capacityBytes * (1.0 - headroom);
        return QCoreApplication::translate("psa", "does not fit: %1 over the usable %2")
            .arg(formatGiB(memoryBytes - usable), formatGiB(usable));
    }
    case MemoryClass::Risky:
        return QCoreApplication::translate("psa", "risky: %1 headroom, below the memory model's %2 error (90th percentile)")
            .arg(formatPercent(free, 0), formatPercent(riskyBelow, 0));
    case MemoryClass::Fits:
        return QCoreApplication::translate("psa", "fits with %1 headroom (risky below %2)")
            .arg(formatPercent(free, 0), formatPercent(riskyBelow, 0));
    }
    return {};
}

QString memoryClassLabel(MemoryClass c) { return QString::fromStdString(memoryClassName(c)); }

QString formatPercent(double f, int decimals) { return QLocale().toString(100.0 * f, 'f', decimals) + QStringLiteral(" %"); }

QString formatSeconds(double s)
{
    if (s >= 1)
        return QCoreApplication::translate("psa", "%1 s").arg(QLocale().toString(s, 'f', 2));
    if (s >= 1e-3)
        return QCoreApplication::translate("psa", "%1 ms").arg(QLocale().toString(s * 1e3, 'f', 1));
    return QCoreApplication::translate("psa", "%1 µs").arg(QLocale().toString(s * 1e6, 'f', 0));
}

QString formatCount(double v)
{
    const char* units[] = {"", " k", " M", " B", " T"};
    int u = 0;
    while (std::abs(v) >= 1000 && u < 4) {
        v /= 1000;
        ++u;
    }
    return QLocale().toString(v, 'f', u == 0 ? 0 : 1) + QLatin1String(units[u]);
}

QString scheduleName(Schedule s)
{
    switch (s) {
    case Schedule::GPipe: return QStringLiteral("GPipe");
    case Schedule::OneFOneB: return QStringLiteral("1F1B");
    case Schedule::Interleaved: return QCoreApplication::translate("psa", "Interleaved 1F1B");
    case Schedule::ZBH1: return QStringLiteral("ZB-H1");
    case Schedule::ZBV: return QStringLiteral("ZB-V");
    case Schedule::DualPipe: return QStringLiteral("DualPipe");
    }
    return {};
}

QString recomputeName(Recompute r)
{
    switch (r) {
    case Recompute::None: return QCoreApplication::translate("psa", "none", "recompute");
    case Recompute::Selective: return QCoreApplication::translate("psa", "selective", "recompute");
    case Recompute::Full: return QCoreApplication::translate("psa", "full", "recompute");
    }
    return QString::fromLatin1(toString(r));
}

QString precisionName(Precision p) { return QString::fromLatin1(toString(p)).toUpper(); }

std::string layoutInSentence(const Strategy& s, Precision p)
{
    return (shortStrategy(s) + QStringLiteral(" · ") + precisionName(p)).toStdString();
}

QString shortStrategy(const Strategy& s)
{
    QString t = QStringLiteral("DP%1 TP%2 PP%3").arg(s.dp).arg(s.tp).arg(s.pp);
    if (s.cp > 1)
        t += QStringLiteral(" CP%1").arg(s.cp);
    if (s.ep > 1)
        t += QStringLiteral(" EP%1").arg(s.ep);
    if (s.pp > 1)
        t += QStringLiteral(" · ") + scheduleName(s.schedule) + (s.vpp > 1 ? QStringLiteral(" v%1").arg(s.vpp) : QString());
    t += QStringLiteral(" · mbs%1 · ZeRO-%2").arg(s.mbs).arg(s.zero);
    if (s.recompute == Recompute::None)
        t += QStringLiteral(" · ") + QCoreApplication::translate("psa", "no recompute");
    else if (s.recompute == Recompute::Full)
        t += QStringLiteral(" · ") + QCoreApplication::translate("psa", "full recompute");
    if (s.optimizer_offload)
        t += QStringLiteral(" · ") + QCoreApplication::translate("psa", "offload");
    return t;
}

}  // namespace psa::ui
