#include "charts/palette.h"

#include <QCoreApplication>

#include <algorithm>

namespace psa::ui {
namespace palette {

// Okabe–Ito derived colours: distinguishable with the common colour-vision deficiencies.
QColor memory(MemoryPart part)
{
    switch (part) {
    case MemoryPart::Params: return QColor(0x00, 0x72, 0xB2);       // blue
    case MemoryPart::Grads: return QColor(0x56, 0xB4, 0xE9);        // sky
    case MemoryPart::Optimizer: return QColor(0x00, 0x9E, 0x73);    // green
    case MemoryPart::Activations: return QColor(0xE6, 0x9F, 0x00);  // orange
    case MemoryPart::Other: return QColor(0x99, 0x99, 0x99);        // grey
    }
    return Qt::gray;
}

QColor dimension(CommDim dim)
{
    switch (dim) {
    case CommDim::TP: return QColor(0xD5, 0x5E, 0x00);  // vermilion
    case CommDim::CP: return QColor(0xCC, 0x79, 0xA7);  // purple
    case CommDim::EP: return QColor(0xF0, 0xC0, 0x20);  // yellow
    case CommDim::DP: return QColor(0x00, 0x72, 0xB2);  // blue
    case CommDim::PP: return QColor(0x00, 0x9E, 0x73);  // green
    }
    return Qt::gray;
}

QColor schedule(Schedule s)
{
    switch (s) {
    case Schedule::GPipe: return QColor(0x88, 0x88, 0x88);
    case Schedule::OneFOneB: return QColor(0x00, 0x72, 0xB2);
    case Schedule::Interleaved: return QColor(0x00, 0x9E, 0x73);
    case Schedule::ZBH1: return QColor(0xE6, 0x9F, 0x00);
    case Schedule::ZBV: return QColor(0xD5, 0x5E, 0x00);
    case Schedule::DualPipe: return QColor(0xCC, 0x79, 0xA7);
    }
    return Qt::gray;
}

QColor fitting() { return QColor(0x00, 0x72, 0xB2); }
QColor notFitting() { return QColor(0xB0, 0xB0, 0xB0); }
QColor pareto() { return QColor(0xD5, 0x5E, 0x00); }
QColor selection() { return QColor(0xE0, 0x20, 0x40); }
QColor pinned() { return QColor(0xCC, 0x79, 0xA7); }
QColor capacity() { return QColor(0xC0, 0x30, 0x30); }
QColor forward() { return QColor(0x56, 0xB4, 0xE9); }
QColor backward() { return QColor(0x00, 0x72, 0xB2); }
QColor weightGrad() { return QColor(0x00, 0x9E, 0x73); }
QColor better() { return QColor(0x1a, 0x8f, 0x37); }
QColor worse() { return QColor(0xc0, 0x30, 0x30); }
QColor warning() { return QColor(0xb3, 0x5c, 0x00); }
int degreeBucket(int degree)
{
    int b = 0;
    for (int d = std::max(1, degree); d > 1 && b < kDegreeBuckets - 1; d /= 2)
        ++b;
    return b;
}

QColor degree(int bucket)
{
    // Okabe–Ito blue, orange, green, sky, then darker tones; vermilion and pink are left out because the
    // Pareto front and the pinned marks use them on the same chart.
    static const QColor colours[kDegreeBuckets] = {QColor(0x00, 0x72, 0xB2), QColor(0xE6, 0x9F, 0x00), QColor(0x00, 0x9E, 0x73),
                                                   QColor(0x56, 0xB4, 0xE9), QColor(0x7B, 0x3F, 0xA0), QColor(0xC9, 0xB4, 0x00),
                                                   QColor(0x8C, 0x6D, 0x1F), QColor(0x33, 0x33, 0x33)};
    return colours[std::clamp(bucket, 0, kDegreeBuckets - 1)];
}

QColor pinnedSeries(int k) { return degree(std::max(0, k) % kDegreeBuckets); }
QColor noPipeline() { return QColor(0x99, 0x99, 0x99); }
bool isDark(const QPalette& p) { return p.color(QPalette::Window).lightness() < 128; }

}  // namespace palette

QString memoryPartName(MemoryPart part)
{
    switch (part) {
    case MemoryPart::Params: return QCoreApplication::translate("psa", "Parameters");
    case MemoryPart::Grads: return QCoreApplication::translate("psa", "Gradients");
    case MemoryPart::Optimizer: return QCoreApplication::translate("psa", "Optimizer states");
    case MemoryPart::Activations: return QCoreApplication::translate("psa", "Activations");
    case MemoryPart::Other: return QCoreApplication::translate("psa", "Other (logits, buffers, framework)");
    }
    return {};
}

QString dimensionName(CommDim dim) { return QString::fromLatin1(toString(dim)).toUpper(); }

}  // namespace psa::ui
