// Number and strategy formatting shared by the views (format only; nothing is computed here).
#pragma once

#include "search/memory_class.h"

#include <QString>

#include <string>

#include "calibration/validation.h"
#include "spec/strategy.h"
#include "spec/training_spec.h"

namespace psa::ui {

inline QString qs(const std::string& s) { return QString::fromStdString(s); }
QString formatGiB(double bytes, int decimals = 1);
QString formatTokens(double tokensPerS);  // "1.23 M tok/s"
QString formatPercent(double fraction, int decimals = 1);
QString formatSeconds(double s);
QString formatCount(double v);             // 70.6 B, 1.2 T
QString shortStrategy(const Strategy& s);  // "DP8 TP8 PP2 · 1F1B · mbs1 · ZeRO-1"
// A layout with its precision inside a core sentence (the tie note): "DP8 TP8 PP2 · … · BF16".
std::string layoutInSentence(const Strategy& s, Precision p);
QString scheduleName(Schedule s);
QString recomputeName(Recompute r);  // translated: none / selective / full
QString precisionName(Precision p);
double toGiB(double bytes);

// A value with its error bar (the half-width of the core's range), in one unit: "41.2 % ± 5.1 %",
// "1.23 ± 0.15 M tok/s", "62.3 ± 3.1 GiB".
QString formatPercentPm(double fraction, double halfWidth, int decimals = 1);
QString formatTokensPm(double tokensPerS, double halfWidth);
QString formatGiBPm(double bytes, double halfWidth, int decimals = 1);
// The one memory class (core search/memory_class.h) with its numbers: "fits with 12 % headroom (risky
// below 29 %)", "risky: 6 % headroom, below …", "does not fit: 2.1 GiB over the usable 72.0 GiB".
// `headroom`: the constraints' memory headroom; `riskyBelow`: the profile's memory_error_p90.
QString memoryClassText(MemoryClass c, double memoryBytes, double capacityBytes, double headroom, double riskyBelow);
// The memory class in one word or two, the core's words: "fits", "risky", "does not fit".
QString memoryClassLabel(MemoryClass c);

}  // namespace psa::ui
