#include "export/pdf_report.h"

#include "charts/bubble_chart.h"
#include "charts/comm_chart.h"
#include "charts/memory_chart.h"
#include "charts/palette.h"
#include "charts/pareto_chart.h"
#include "charts/scaling_chart.h"
#include "export/atomic_file.h"
#include "export/chart_render.h"
#include "calibration/runs.h"
#include "i18n/i18n.h"
#include "report/comparison_report.h"
#include "report/document.h"
#include "spec/framework.h"
#include "views/format.h"
#include "views/time_to_train_text.h"

#include <QAbstractAxis>
#include <QBuffer>
#include <QChart>
#include <QCoreApplication>
#include <QFile>
#include <QFileInfo>
#include <QFontMetricsF>
#include <QLegend>
#include <QLocale>
#include <QPainter>
#include <QPainterPath>
#include <QPdfWriter>
#include <QRegularExpression>
#include <QTextBoundaryFinder>
#include <QTextLayout>
#include <QValueAxis>
#include <algorithm>
#include <cmath>
#include <cstdlib>
#include <functional>
#include <memory>

#ifndef PSA_VERSION
#define PSA_VERSION "unknown"
#endif

namespace psa::ui {

namespace {

// The PDF's own texts (title page, captions, tables beyond the core's document): lupdate files
// PdfReport::tr("…") under psa::ui::PdfReport.
class PdfReport {
    Q_DECLARE_TR_FUNCTIONS(psa::ui::PdfReport)
};

const QColor kText(0x1b, 0x1f, 0x24);
const QColor kMuted(0x5b, 0x64, 0x70);
const QColor kAccent(0x1f, 0x3a, 0x5f);
const QColor kHeaderFill(0xe4, 0xea, 0xf2);
const QColor kRule(0xcf, 0xd6, 0xdf);
const QColor kCodeFill(0xf5, 0xf6, 0xf8);
const QColor kTileFill(0xf1, 0xf4, 0xf8);
const QColor kBetter(0x1a, 0x7f, 0x37);
const QColor kWorse(0xb4, 0x2a, 0x2a);

constexpr int kResolution = 600;         // device units per inch
constexpr double kChartLogicalWidth = 860;  // chart layout width in pixels (fonts scale with it)

// Lays the document out page by page. Run twice: a dry pass (no painter) counts the pages and
// records where each section starts; the second pass paints with the page totals known.
class Composer {
public:
    Composer(QPdfWriter& w, QPainter* p, int totalPages) : w_(w), p_(p), total_(totalPages)
    {
        pageW_ = w.width();
        pageH_ = w.height();
        left_ = mm(18);
        right_ = pageW_ - mm(18);
        top_ = mm(22);
        bottom_ = pageH_ - mm(20);
    }

    // ---- units and fonts
    [[nodiscard]] double u(double pt) const { return pt * kResolution / 72.0; }
    [[nodiscard]] double mm(double v) const { return v * kResolution / 25.4; }
    [[nodiscard]] double width() const { return right_ - left_; }
    [[nodiscard]] double left() const { return left_; }
    [[nodiscard]] int page() const { return page_; }
    [[nodiscard]] double remaining() const { return bottom_ - y_; }
    double y_ = 0;

    static QFont font(double pt, bool bold = false, bool mono = false, bool italic = false)
    {
        // Latin from DejaVu; Chinese (the zh_CN report) from Noto Sans CJK SC, so that the ideographs have
        // their Simplified Chinese forms rather than whichever CJK face fontconfig would substitute.
        QFont f;
        f.setFamilies(mono ? QStringList{QStringLiteral("DejaVu Sans Mono"), QStringLiteral("Noto Sans Mono CJK SC")}
                           : QStringList{QStringLiteral("DejaVu Sans"), QStringLiteral("Noto Sans CJK SC")});
        f.setStyleHint(mono ? QFont::Monospace : QFont::SansSerif);
        f.setPointSizeF(pt);
        f.setBold(bold);
        f.setItalic(italic);
        f.setKerning(true);
        return f;
    }
    [[nodiscard]] QFontMetricsF fm(const QFont& f) const { return QFontMetricsF(f, &w_); }

    QString headerLeft, headerRight, footerLeft;

    // ---- pages
    void newPage()
    {
        if (page_ > 0 && p_)
            w_.newPage();
        ++page_;
        y_ = top_;
        if (!p_)
            return;
        const QFont small = font(7.5);
        const QFontMetricsF m = fm(small);
        p_->setFont(small);
        p_->setPen(kMuted);
        if (page_ > 1) {
            const double base = mm(13);
            const QString right = m.elidedText(headerRight, Qt::ElideRight, width() * 0.45);
            const QString leftText = m.elidedText(headerLeft, Qt::ElideRight, width() - m.horizontalAdvance(right) - mm(6));
            p_->drawText(QPointF(left_, base), leftText);
            p_->drawText(QPointF(right_ - m.horizontalAdvance(right), base), right);
            p_->setPen(QPen(kRule, u(0.6)));
            p_->drawLine(QPointF(left_, base + mm(2)), QPointF(right_, base + mm(2)));
        }
        const double fbase = pageH_ - mm(11);
        p_->setPen(QPen(kRule, u(0.6)));
        p_->drawLine(QPointF(left_, fbase - mm(4)), QPointF(right_, fbase - mm(4)));
        p_->setPen(kMuted);
        const QString pn = PdfReport::tr("page %1 / %2").arg(page_).arg(std::max(total_, page_));
        p_->drawText(QPointF(right_ - m.horizontalAdvance(pn), fbase), pn);
        p_->drawText(QPointF(left_, fbase), m.elidedText(footerLeft, Qt::ElideRight, width() - m.horizontalAdvance(pn) - mm(6)));
    }
    void ensure(double h)
    {
        if (y_ + h > bottom_ + 0.5)
            newPage();
    }
    void space(double pt) { y_ = std::min(y_ + u(pt), bottom_); }

    // ---- text
    [[nodiscard]] QStringList wrap(const QString& text, const QFont& f, double w, bool anywhere = false) const
    {
        QStringList out;
        const QStringList paragraphs = text.split(QLatin1Char('\n'));
        for (const QString& para : paragraphs) {
            if (para.isEmpty()) {
                out << QString();
                continue;
            }
            QTextLayout layout(para, f, &w_);
            QTextOption opt;
            opt.setWrapMode(anywhere ? QTextOption::WrapAnywhere : QTextOption::WrapAtWordBoundaryOrAnywhere);
            layout.setTextOption(opt);
            layout.beginLayout();
            for (QTextLine line = layout.createLine(); line.isValid(); line = layout.createLine()) {
                line.setLineWidth(w);
                out << para.mid(line.textStart(), line.textLength()).trimmed();
            }
            layout.endLayout();
        }
        return out;
    }
    void drawLine(const QString& text, const QFont& f, const QColor& c, double x, double top)
    {
        if (!p_)
            return;
        p_->setFont(f);
        p_->setPen(c);
        p_->drawText(QPointF(x, top + fm(f).ascent()), text);
    }
    void paragraph(const QString& text, const QFont& f, const QColor& c = kText, double indent = 0, double after = 5)
    {
        const QFontMetricsF m = fm(f);
        const double ls = m.lineSpacing();
        for (const QString& line : wrap(text, f, width() - indent)) {
            ensure(ls);
            drawLine(line, f, c, left_ + indent, y_);
            y_ += ls;
        }
        space(after);
    }
    void bullets(const std::vector<QString>& items, const QFont& f)
    {
        const QFontMetricsF m = fm(f);
        const double ls = m.lineSpacing();
        const double indent = u(11);
        for (const QString& item : items) {
            const QStringList lines = wrap(item, f, width() - indent);
            for (int i = 0; i < lines.size(); ++i) {
                ensure(ls);
                if (i == 0)
                    drawLine(QStringLiteral("•"), f, kAccent, left_ + u(2), y_);
                drawLine(lines[i], f, kText, left_ + indent, y_);
                y_ += ls;
            }
            y_ += u(1.5);
        }
        space(4);
    }
    // `keep`: the height of the content that must follow the title on its page (a table kept
    // together); at least a few lines.
    void sectionTitle(const QString& title, double keep = 0)
    {
        const QFont f = font(13, true);
        const QFontMetricsF m = fm(f);
        const double titleH = m.lineSpacing() + u(8) + u(6);
        ensure(titleH + std::min(std::max(u(60), keep), bottom_ - top_ - titleH));
        if (y_ > top_ + 1)
            space(6);
        for (const QString& line : wrap(title, f, width())) {
            drawLine(line, f, kAccent, left_, y_);
            y_ += m.lineSpacing();
        }
        if (p_) {
            p_->setPen(QPen(kAccent, u(0.9)));
            p_->drawLine(QPointF(left_, y_ + u(1)), QPointF(right_, y_ + u(1)));
        }
        y_ += u(8);
    }

    // ---- tables
    struct Cell {
        QString text;
        QColor color = kText;
    };
    struct Table {
        QStringList header;
        std::vector<std::vector<Cell>> rows;
        std::vector<bool> right;
        bool firstColumnBold = false;
    };

    // A table's layout: column widths, fonts, wrapped header and cells, row heights.
    struct TableLayout {
        int n = 0;
        bool hasHeader = false;
        std::vector<double> widths;
        QFont body, bold;
        double ls = 0, padX = 0, padY = 0, headerH = 0;
        std::vector<QStringList> headerLines;
        std::vector<std::vector<QStringList>> lines; // per row, per column
        std::vector<std::vector<QColor>> colors;
        std::vector<double> rowH;
        [[nodiscard]] double height(size_t rows) const
        {
            double h = headerH;
            for (size_t r = 0; r < rows && r < rowH.size(); ++r)
                h += rowH[r];
            return h;
        }
    };
    [[nodiscard]] TableLayout layoutTable(const Table& t, double pt) const
    {
        TableLayout L;
        L.n = std::max<int>(static_cast<int>(t.header.size()),
            t.rows.empty()
                ? 0
                : static_cast<int>(std::max_element(t.rows.begin(), t.rows.end(), [](const auto& a, const auto& b) {
                      return a.size() < b.size();
                  })->size()));
        if (L.n == 0)
            return L;
        const int n = L.n;
        L.hasHeader = std::any_of(t.header.begin(), t.header.end(), [](const QString& h) { return !h.isEmpty(); });
        // Shrink the font until the columns' longest words fit side by side.
        for (double size = pt;; size -= 0.5) {
            L.body = font(size);
            L.bold = font(size, true);
            if (columnWidths(t, n, L.hasHeader, L.body, L.bold, L.widths) || size <= 6.0)
                break;
        }
        L.padX = u(4);
        L.padY = u(2.6);
        L.ls = fm(L.body).lineSpacing();
        // A column at its natural width (horizontalAdvance) must not wrap because QTextLayout rounds
        // the same text a hair wider ("22.2 k token/s" broke after the slash): a quarter point of slack.
        auto cellLines
            = [&](const QString& text, const QFont& f, double w) { return wrap(text, f, w - 2 * L.padX + u(0.25)); };
        L.headerLines.assign(static_cast<size_t>(n), {});
        if (L.hasHeader) {
            int maxLines = 1;
            for (int c = 0; c < n; ++c) {
                L.headerLines[static_cast<size_t>(c)] = cellLines(
                    c < t.header.size() ? t.header[c] : QString(), L.bold, L.widths[static_cast<size_t>(c)]);
                maxLines = std::max<int>(maxLines, static_cast<int>(L.headerLines[static_cast<size_t>(c)].size()));
            }
            L.headerH = maxLines * L.ls + 2 * L.padY;
        }
        for (const auto& row : t.rows) {
            std::vector<QStringList> lines(static_cast<size_t>(n));
            std::vector<QColor> colors(static_cast<size_t>(n), kText);
            int maxLines = 1;
            for (int c = 0; c < n; ++c) {
                const Cell cell = c < static_cast<int>(row.size()) ? row[static_cast<size_t>(c)] : Cell {};
                lines[static_cast<size_t>(c)] = cellLines(
                    cell.text, t.firstColumnBold && c == 0 ? L.bold : L.body, L.widths[static_cast<size_t>(c)]);
                colors[static_cast<size_t>(c)] = cell.color;
                maxLines = std::max<int>(maxLines, static_cast<int>(lines[static_cast<size_t>(c)].size()));
            }
            L.lines.push_back(std::move(lines));
            L.colors.push_back(std::move(colors));
            L.rowH.push_back(maxLines * L.ls + 2 * L.padY);
        }
        return L;
    }
    // The height a table needs to start on a page: all of it when it fits on one page, else its
    // header and first three rows (a table never starts with one row at a page foot).
    [[nodiscard]] double tableKeepHeight(const Table& t, double pt = 8.2) const
    {
        const TableLayout L = layoutTable(t, pt);
        const double all = L.height(L.rowH.size());
        return all <= bottom_ - top_ ? all : L.height(3);
    }

    void table(const Table& t, double pt = 8.2)
    {
        const TableLayout L = layoutTable(t, pt);
        if (L.n == 0)
            return;
        const int n = L.n;
        const std::vector<double>& widths = L.widths;
        const double padX = L.padX, padY = L.padY, ls = L.ls, headerH = L.headerH;
        const bool hasHeader = L.hasHeader;
        auto isRight = [&](int c) { return c < static_cast<int>(t.right.size()) && t.right[static_cast<size_t>(c)]; };
        auto drawCells = [&](const std::vector<QStringList>& lines, const std::vector<QColor>& colors, double top, bool header) {
            double x = left_;
            for (int c = 0; c < n; ++c) {
                const double w = widths[static_cast<size_t>(c)];
                const QFont& f = header || (t.firstColumnBold && c == 0) ? L.bold : L.body;
                const QFontMetricsF fmc = fm(f);
                double ty = top + padY;
                for (const QString& line : lines[static_cast<size_t>(c)]) {
                    const double tx = isRight(c) ? x + w - padX - fmc.horizontalAdvance(line) : x + padX;
                    drawLine(line, f, header ? kAccent : colors[static_cast<size_t>(c)], tx, ty);
                    ty += ls;
                }
                x += w;
            }
        };
        auto drawHeader = [&] {
            if (!hasHeader)
                return;
            if (p_) {
                p_->fillRect(QRectF(left_, y_, width(), headerH), kHeaderFill);
                p_->setPen(QPen(kAccent, u(0.7)));
                p_->drawLine(QPointF(left_, y_ + headerH), QPointF(right_, y_ + headerH));
            }
            drawCells(L.headerLines, std::vector<QColor>(static_cast<size_t>(n), kAccent), y_, true);
            y_ += headerH;
        };
        auto topRule = [&] {
            if (!hasHeader && p_) {
                p_->setPen(QPen(kAccent, u(0.7)));
                p_->drawLine(QPointF(left_, y_), QPointF(right_, y_));
            }
        };

        // Kept together: the whole table when it fits on a page, else at least three rows under the header.
        const double all = L.height(L.rowH.size());
        ensure(all <= bottom_ - top_ ? all : L.height(3));
        topRule();
        drawHeader();
        for (size_t r = 0; r < L.rowH.size(); ++r) {
            const double rowH = L.rowH[r];
            if (r > 0 && y_ + rowH > bottom_) {
                newPage();
                drawHeader();  // repeated on every page the table continues on
                topRule();
            }
            drawCells(L.lines[r], L.colors[r], y_, false);
            y_ += rowH;
            if (p_) {
                const bool last = r + 1 == L.rowH.size();
                p_->setPen(QPen(last ? kAccent : kRule, u(last ? 0.7 : 0.45)));
                p_->drawLine(QPointF(left_, y_), QPointF(right_, y_));
            }
        }
        space(9);
    }

    // ---- code listing: monospace, line numbers, long lines wrapped with a continuation mark
    void code(const QString& text)
    {
        const QFont f = font(6.8, false, true);
        const QFont numFont = font(6.0, false, true);
        const QFontMetricsF m = fm(f);
        const double ls = m.lineSpacing();
        const double adv = m.horizontalAdvance(QLatin1Char('M'));
        QStringList src = text.split(QLatin1Char('\n'));
        while (!src.isEmpty() && src.back().trimmed().isEmpty())
            src.removeLast();
        const int digits = static_cast<int>(QString::number(src.size()).size());
        const double gutter = fm(numFont).horizontalAdvance(QString(digits, QLatin1Char('9'))) + u(7);
        const double padX = u(5);
        const double textX = left_ + gutter + padX;
        const int maxChars = std::max(20, static_cast<int>(std::floor((right_ - padX - textX) / adv)) - 1);
        struct VLine {
            int number;  // 0 = continuation
            QString text;
        };
        std::vector<VLine> lines;
        for (int i = 0; i < src.size(); ++i) {
            QString s = src[i];
            s.replace(QLatin1Char('\t'), QLatin1String("    "));
            if (s.size() <= maxChars) {
                lines.push_back({i + 1, s});
                continue;
            }
            // Wrap at a space or punctuation near the limit when there is one, else hard.
            bool firstPart = true;
            while (!s.isEmpty()) {
                const int limit = firstPart ? maxChars : maxChars - 2;
                if (s.size() <= limit) {
                    lines.push_back({firstPart ? i + 1 : 0, firstPart ? s : QStringLiteral("↳ ") + s});
                    break;
                }
                int cut = limit;
                for (int k = limit; k > limit * 2 / 3; --k)
                    if (s[k - 1] == QLatin1Char(' ') || s[k - 1] == QLatin1Char(',')) {
                        cut = k;
                        break;
                    }
                lines.push_back({firstPart ? i + 1 : 0, (firstPart ? QString() : QStringLiteral("↳ ")) + s.left(cut)});
                s = s.mid(cut);
                firstPart = false;
            }
        }
        const double padY = u(3);
        size_t i = 0;
        while (i < lines.size()) {
            ensure(2 * padY + 4 * ls);
            const size_t fit = static_cast<size_t>(std::max(1.0, std::floor((bottom_ - y_ - 2 * padY) / ls)));
            const size_t end = std::min(lines.size(), i + fit);
            const double h = 2 * padY + static_cast<double>(end - i) * ls;
            if (p_) {
                p_->fillRect(QRectF(left_, y_, width(), h), kCodeFill);
                p_->fillRect(QRectF(left_, y_, u(1.6), h), kAccent);
                p_->setPen(QPen(kRule, u(0.4)));
                p_->drawLine(QPointF(left_ + gutter, y_), QPointF(left_ + gutter, y_ + h));
            }
            double ty = y_ + padY;
            const QFontMetricsF nm = fm(numFont);
            for (size_t k = i; k < end; ++k) {
                if (lines[k].number > 0 && p_) {
                    const QString num = QString::number(lines[k].number);
                    p_->setFont(numFont);
                    p_->setPen(kMuted);
                    p_->drawText(QPointF(left_ + gutter - u(3) - nm.horizontalAdvance(num), ty + m.ascent()), num);
                }
                drawLine(lines[k].text, f, lines[k].number > 0 ? kText : kMuted, textX, ty);
                ty += ls;
            }
            y_ += h;
            i = end;
            if (i < lines.size())
                newPage();
        }
        space(9);
    }

    // ---- charts: drawn as vector items through the painter
    void chart(QChart* c, double aspect, const QString& caption, double logicalWidth = kChartLogicalWidth)
    {
        const double w = width();
        double h = w * aspect;
        const QFont cf = font(7.5, false, false, true);
        const double capH = caption.isEmpty() ? 0 : fm(cf).lineSpacing() * 2 + u(3);
        // Rather than leave a large gap at the page end, a chart may give up a quarter of its height.
        if (y_ + h + capH > bottom_ && bottom_ - y_ - capH >= 0.75 * h)
            h = bottom_ - y_ - capH;
        ensure(h + capH);
        if (p_)
            renderChart(*p_, c, QSizeF(logicalWidth, logicalWidth * h / w), QRectF(left_, y_, w, h));
        y_ += h + u(3);
        if (!caption.isEmpty())
            paragraph(caption, cf, kMuted, 0, 0);
        space(9);
    }

    // ---- two charts side by side (the executive page), each with its caption under it
    void chartPair(QChart* a, QChart* b, double aspect, const QString& captionA, const QString& captionB)
    {
        const double gap = u(10);
        const double w = (width() - gap) / 2;
        const double h = w * aspect;
        const QFont cf = font(7.2, false, false, true);
        const QStringList capA = wrap(captionA, cf, w), capB = wrap(captionB, cf, w);
        const double capH = fm(cf).lineSpacing() * std::max(capA.size(), capB.size()) + u(3);
        ensure(h + capH);
        const double logical = kChartLogicalWidth * 0.62;
        if (p_) {
            renderChart(*p_, a, QSizeF(logical, logical * aspect), QRectF(left_, y_, w, h));
            if (b)
                renderChart(*p_, b, QSizeF(logical, logical * aspect), QRectF(left_ + w + gap, y_, w, h));
        }
        y_ += h + u(3);
        double ty = y_;
        for (const QString& line : capA) {
            drawLine(line, cf, kMuted, left_, ty);
            ty += fm(cf).lineSpacing();
        }
        ty = y_;
        for (const QString& line : capB) {
            drawLine(line, cf, kMuted, left_ + w + gap, ty);
            ty += fm(cf).lineSpacing();
        }
        y_ += capH;
        space(6);
    }

    // ---- headline tiles on the title page
    struct Tile {
        QString label, value, sub;
    };
    void tiles(const std::vector<Tile>& ts)
    {
        if (ts.empty())
            return;
        const double gap = u(8);
        const double tw = (width() - gap * static_cast<double>(ts.size() - 1)) / static_cast<double>(ts.size());
        const QFont lf = font(7.5, true), vf = font(15, true), sf = font(7.5);
        // Two lines under each value, three when a tile needs them.
        int subLines = 2;
        for (const Tile& t : ts)
            subLines = std::max(subLines, std::min(3, static_cast<int>(wrap(t.sub, sf, tw - u(14)).size())));
        const double th = u(8) + fm(lf).lineSpacing() + fm(vf).lineSpacing() + fm(sf).lineSpacing() * subLines + u(6);
        ensure(th);
        double x = left_;
        for (const Tile& t : ts) {
            if (p_) {
                QPainterPath path;
                path.addRoundedRect(QRectF(x, y_, tw, th), u(4), u(4));
                p_->fillPath(path, kTileFill);
                p_->fillRect(QRectF(x, y_ + u(4), u(2), th - u(8)), kAccent);
            }
            double ty = y_ + u(6);
            drawLine(fm(lf).elidedText(t.label.toUpper(), Qt::ElideRight, tw - u(14)), lf, kMuted, x + u(8), ty);
            ty += fm(lf).lineSpacing();
            // A long value ("27.7 k token/s") takes a smaller font rather than losing its unit.
            QFont value = vf;
            for (double pt = 14.5; pt >= 9 && fm(value).horizontalAdvance(t.value) > tw - u(14); pt -= 0.5)
                value = font(pt, true);
            drawLine(fm(value).elidedText(t.value, Qt::ElideRight, tw - u(14)), value, kAccent, x + u(8),
                     ty + fm(vf).ascent() - fm(value).ascent());
            ty += fm(vf).lineSpacing();
            const QStringList sub = wrap(t.sub, sf, tw - u(14));
            for (int k = 0; k < sub.size() && k < subLines; ++k) {
                drawLine(sub[k], sf, kMuted, x + u(8), ty);
                ty += fm(sf).lineSpacing();
            }
            x += tw + gap;
        }
        y_ += th + u(14);
    }

    // Contents line: title left, page right, dotted leader between.
    void contentsLine(const QString& title, int page, const QFont& f)
    {
        const QFontMetricsF m = fm(f);
        ensure(m.lineSpacing());
        const QString num = QString::number(page);
        const double numW = m.horizontalAdvance(num);
        const QString t = m.elidedText(title, Qt::ElideRight, width() - numW - u(30));
        drawLine(t, f, kText, left_, y_);
        drawLine(num, f, kText, right_ - numW, y_);
        if (p_) {
            const double from = left_ + m.horizontalAdvance(t) + u(5), to = right_ - numW - u(5);
            p_->setPen(QPen(kRule, u(0.8), Qt::DotLine));
            if (to > from)
                p_->drawLine(QPointF(from, y_ + m.ascent()), QPointF(to, y_ + m.ascent()));
        }
        y_ += m.lineSpacing() + u(2.5);
    }

private:
    // Natural widths, shrunk toward each column's longest word when the table is too wide, and
    // stretched to the full text width. False when even the longest words do not fit.
    bool columnWidths(const Table& t, int n, bool hasHeader, const QFont& body, const QFont& bold, std::vector<double>& out) const
    {
        const double padX = u(4);
        const QFontMetricsF mb = fm(body), mh = fm(bold);
        std::vector<double> natural(static_cast<size_t>(n), u(16)), minimum(static_cast<size_t>(n), u(16));
        // The widest word. In a cell, a word with Chinese in it counts by its pieces between line-break
        // opportunities (UAX #14, as QTextLayout wraps it: mostly single ideographs); a heading keeps
        // its words whole, so that "通信开销" does not end up one character per line.
        auto hasCjk = [](const QString& w) {
            return std::any_of(w.begin(), w.end(), [](QChar c) { return c.unicode() >= 0x2E80 && c.unicode() <= 0xFFEF; });
        };
        auto longestWord = [&](const QFontMetricsF& m, const QString& s, bool heading = false) {
            double best = 0;
            for (const QString& w : s.split(QRegularExpression(QStringLiteral("[\\s]+")), Qt::SkipEmptyParts)) {
                if (heading || !hasCjk(w)) {
                    best = std::max(best, m.horizontalAdvance(w));
                    continue;
                }
                QTextBoundaryFinder breaks(QTextBoundaryFinder::Line, w);
                for (qsizetype start = 0, end; (end = breaks.toNextBoundary()) > 0; start = end)
                    best = std::max(best, m.horizontalAdvance(w.mid(start, end - start)));
            }
            return best;
        };
        for (int c = 0; c < n; ++c) {
            auto& nat = natural[static_cast<size_t>(c)];
            auto& mn = minimum[static_cast<size_t>(c)];
            if (hasHeader && c < t.header.size()) {
                nat = std::max(nat, mh.horizontalAdvance(t.header[c]) + 2 * padX);
                mn = std::max(mn, longestWord(mh, t.header[c], true) + 2 * padX);
            }
            for (const auto& row : t.rows) {
                if (c >= static_cast<int>(row.size()))
                    continue;
                const QFontMetricsF& m = t.firstColumnBold && c == 0 ? mh : mb;
                nat = std::max(nat, m.horizontalAdvance(row[static_cast<size_t>(c)].text) + 2 * padX);
                mn = std::max(mn, longestWord(m, row[static_cast<size_t>(c)].text) + 2 * padX);
            }
            if (c < static_cast<int>(t.right.size()) && t.right[static_cast<size_t>(c)]) {
                // Numbers with their unit ("50.6 %") stay on one line; only the header may wrap.
                double cells = 0;
                for (const auto& row : t.rows)
                    if (c < static_cast<int>(row.size()))
                        cells = std::max(cells, mb.horizontalAdvance(row[static_cast<size_t>(c)].text) + 2 * padX);
                mn = std::max(mn, cells);
            }
            mn = std::min(mn, nat);
        }
        const double avail = width();
        double sumNat = 0, sumMin = 0;
        for (int c = 0; c < n; ++c) {
            sumNat += natural[static_cast<size_t>(c)];
            sumMin += minimum[static_cast<size_t>(c)];
        }
        out = natural;
        if (sumNat <= avail) {
            // Stretch: the extra goes to the widest text (left-aligned) column, else to all.
            std::vector<int> grow;
            int widest = -1;
            for (int c = 0; c < n; ++c)
                if (!(c < static_cast<int>(t.right.size()) && t.right[static_cast<size_t>(c)])
                    && (widest < 0 || natural[static_cast<size_t>(c)] > natural[static_cast<size_t>(widest)]))
                    widest = c;
            if (widest >= 0 && n > 2)
                grow.push_back(widest);
            else
                for (int c = 0; c < n; ++c)
                    grow.push_back(c);
            double growNat = 0;
            for (int c : grow)
                growNat += natural[static_cast<size_t>(c)];
            for (int c : grow)
                out[static_cast<size_t>(c)] += (avail - sumNat) * natural[static_cast<size_t>(c)] / growNat;
            return true;
        }
        if (sumMin > avail) {
            // Scale everything down; cells wrap anywhere.
            for (int c = 0; c < n; ++c)
                out[static_cast<size_t>(c)] = minimum[static_cast<size_t>(c)] * avail / sumMin;
            return false;
        }
        const double slack = avail - sumMin, want = sumNat - sumMin;
        for (int c = 0; c < n; ++c)
            out[static_cast<size_t>(c)] = minimum[static_cast<size_t>(c)]
                + slack * (natural[static_cast<size_t>(c)] - minimum[static_cast<size_t>(c)]) / want;
        return true;
    }

    QPdfWriter& w_;
    QPainter* p_;
    int total_;
    int page_ = 0;
    double pageW_, pageH_, left_, right_, top_, bottom_;
};

Composer::Table toTable(const DocTable& t)
{
    Composer::Table out;
    for (const auto& h : t.header)
        out.header << qs(h);
    out.right = t.right_align;
    for (const auto& row : t.rows) {
        std::vector<Composer::Cell> cells;
        for (const auto& c : row)
            cells.push_back({qs(c)});
        out.rows.push_back(std::move(cells));
    }
    // Key/value tables (no header): the key column in bold.
    out.firstColumnBold = std::all_of(t.header.begin(), t.header.end(), [](const std::string& h) { return h.empty(); });
    return out;
}

// Charts: the application's classes, in a light print theme with fixed fonts.
void printTheme(QChart* c)
{
    c->setBackgroundBrush(Qt::white);
    c->setBackgroundRoundness(0);
    c->setDropShadowEnabled(false);
    c->setMargins(QMargins(6, 6, 6, 6));
    QFont title = Composer::font(10, true);
    title.setPixelSize(15);
    c->setTitleFont(title);
    c->setTitleBrush(kText);
    QFont legend = Composer::font(9);
    legend.setPixelSize(11);
    c->legend()->setFont(legend);
    c->legend()->setLabelColor(kText);
    QFont label = Composer::font(9);
    label.setPixelSize(12);
    QFont axisTitle = Composer::font(9, true);
    axisTitle.setPixelSize(12);
    for (QAbstractAxis* axis : c->axes()) {
        axis->setLabelsFont(label);
        axis->setLabelsColor(kText);
        axis->setTitleFont(axisTitle);
        axis->setTitleBrush(kText);
        axis->setGridLineColor(QColor(0, 0, 0, 40));
        axis->setLinePenColor(kMuted);
    }
}

// A chart view that is never shown, in a light palette whatever the desktop theme.
template <typename ChartT>
std::unique_ptr<ChartT> makeChart()
{
    auto view = std::make_unique<ChartT>();
    view->setAttribute(Qt::WA_DontShowOnScreen);
    QPalette pal;
    pal.setColor(QPalette::Base, Qt::white);
    pal.setColor(QPalette::Window, Qt::white);
    pal.setColor(QPalette::Text, kText);
    pal.setColor(QPalette::WindowText, kText);
    pal.setColor(QPalette::Mid, kMuted);
    view->setPalette(pal);
    return view;
}

QString strategyLine(const Strategy& s, Precision p) { return qs(describeStrategy(s)) + QStringLiteral(" · ") + precisionName(p); }

struct Content {
    const PlanReport& rep;
    const PdfOptions& opt;
    Document doc;
    QString version;
    QString date;
};

// The core numbers its eight sections for the text report ("4. Post-sharding memory …"); the PDF
// orders them for a planning meeting (summary, memory, communication, bubble, alternatives, memory
// optimisations, baseline), numbers them again and moves the launch code to an appendix.
constexpr int kMeetingOrder[] = { 2, 4, 5, 6, 8, 7, 1 };
constexpr int kLaunchCodeSection = 3;

int coreSectionNumber(const DocSection& s)
{
    return std::atoi(s.title.c_str());
}

QString sectionName(const DocSection& s)
{
    QString t = qs(s.title);
    t.remove(QRegularExpression(QStringLiteral("^\\d+\\.\\s*")));
    return t;
}

const DocSection* coreSection(const Document& d, int number)
{
    for (const DocSection& s : d.sections)
        if (coreSectionNumber(s) == number)
            return &s;
    return nullptr;
}

void paintBlocks(Composer& c, const DocSection& s, const QFont& body, const QFont& small)
{
    for (const DocBlock& b : s.blocks) {
        switch (b.kind) {
        case DocBlock::Paragraph:
            c.paragraph(qs(b.text), body);
            break;
        case DocBlock::Bullets: {
            std::vector<QString> items;
            for (const auto& i : b.items)
                items.push_back(qs(i));
            c.bullets(items, small);
            break;
        }
        case DocBlock::Table:
            c.table(toTable(b.table));
            break;
        case DocBlock::Code:
            c.code(qs(b.text));
            break;
        }
    }
}

// The height the section's first block needs next to its title (a table is kept together).
double firstBlockKeep(const Composer& c, const DocSection& s)
{
    if (!s.blocks.empty() && s.blocks.front().kind == DocBlock::Table)
        return c.tableKeepHeight(toTable(s.blocks.front().table));
    return 0;
}

// A layout's parallel degrees ("DP8 TP8 PP2 CP2"): short enough for a bar's label.
QString degrees(const Strategy& s)
{
    return shortStrategy(s).section(QStringLiteral(" · "), 0, 0);
}

// The key of a plan entry in the memory chart and the alternatives table: "rec.", "1", "2", "3".
QString planKey(size_t i)
{
    return i == 0 ? qs(i18n::translate("psa::Report", "rec.")) : QString::number(i);
}

// Memory per device of the recommendation (and of the alternatives unless `recommendationOnly`),
// each bar named by its key and parallel degrees; planMemoryKey() gives the full names.
std::unique_ptr<MemoryChart> planMemoryChart(
    const PlanReport& rep, double headroom, const QString& title, bool recommendationOnly)
{
    auto view = makeChart<MemoryChart>();
    const Estimate& e = rep.recommended->estimate;
    std::vector<MemoryBar> bars { memoryBar(
        recommendationOnly ? degrees(e.strategy) : PdfReport::tr("%1: %2").arg(planKey(0), degrees(e.strategy)),
        e.memory) };
    double cap = e.capacity_bytes;
    for (size_t i = 0; i < rep.alternatives.size() && !recommendationOnly; ++i) {
        const Estimate& alt = rep.alternatives[i].estimate;
        bars.push_back(memoryBar(PdfReport::tr("%1: %2").arg(planKey(i + 1), degrees(alt.strategy)), alt.memory));
        cap = std::max(cap, alt.capacity_bytes);
    }
    printTheme(view->chart());
    view->setBars(bars, cap, cap * (1 - headroom));
    view->chart()->setTitle(title);
    printTheme(view->chart());
    for (MemoryPart part : kMemoryParts)
        view->set(static_cast<int>(part))->setColor(palette::memory(part));
    if (recommendationOnly)
        view->chart()->legend()->setAlignment(Qt::AlignRight); // a half-width chart: the legend beside it
    return view;
}

// Under the memory chart: each bar's key with the layout's full name and its memory.
std::vector<QString> planMemoryKey(const PlanReport& rep)
{
    std::vector<QString> key;
    auto line = [&](size_t i, const PlanEntry& pe) {
        key.push_back(PdfReport::tr("%1: %2 — %3")
                          .arg(planKey(i), strategyLine(pe.estimate.strategy, pe.scenario.training.precision),
                              formatGiB(pe.estimate.memory.total())));
    };
    line(0, *rep.recommended);
    for (size_t i = 0; i < rep.alternatives.size(); ++i)
        line(i + 1, rep.alternatives[i]);
    return key;
}

std::unique_ptr<BubbleChart> planBubbleChart(const Estimate& e, const Scenario& sc)
{
    auto view = makeChart<BubbleChart>();
    printTheme(view->chart());
    view->setPipeline(e.strategy.pp, e.strategy.vpp, e.micro_batches, e.strategy.schedule,
                      frameworkFeatures(frameworkOf(sc)).schedules);
    for (QAbstractAxis* a : view->chart()->axes(Qt::Vertical))
        if (auto* v = qobject_cast<QValueAxis*>(a))
            v->applyNiceNumbers();
    view->chart()->setTitle(PdfReport::tr("Pipeline bubble vs micro-batches (%1 stages)").arg(e.strategy.pp));
    printTheme(view->chart());
    return view;
}

std::unique_ptr<CommChart> planCommChart(const Estimate& e)
{
    auto view = makeChart<CommChart>();
    printTheme(view->chart());
    view->setEstimate(e);
    view->chart()->setTitle(PdfReport::tr("Communication per step — %1").arg(shortStrategy(e.strategy)));
    printTheme(view->chart());
    return view;
}

QString memoryCaption(double headroom)
{
    return PdfReport::tr("Stacked per-device memory on the worst pipeline stage; solid line: device capacity, "
                         "dashed: usable memory after the %1 headroom.")
        .arg(formatPercent(headroom, 0));
}

QString bubbleCaption(const Estimate& e)
{
    return PdfReport::tr("Bubble as a share of compute for each schedule; the circle marks the recommendation "
                         "(%1, %2 micro-batches).")
        .arg(scheduleName(e.strategy.schedule))
        .arg(e.micro_batches);
}

QString commCaption()
{
    return PdfReport::tr("Serial communication time per dimension: the solid part is exposed on the critical path, "
                         "the hatched part is hidden by overlap with compute.");
}

// The section titles in the order the document gives them (the contents' lines in the dry pass).
int sectionCount(const Content& ct)
{
    int n = 0;
    for (int k : kMeetingOrder)
        n += coreSection(ct.doc, k) ? 1 : 0;
    n += ct.opt.pinned.empty() && ct.opt.extraSections.empty() ? 0 : 1;
    n += ct.opt.scaling.empty() ? 0 : 1;
    n += 1; // assumptions and calibration
    n += coreSection(ct.doc, kLaunchCodeSection) ? 1 : 0;
    return n;
}

// The whole document; `contents` receives (title, page) of each section in the dry pass.
void compose(Composer& c, const Content& ct, std::vector<std::pair<QString, int>>& contents, bool dry)
{
    const PlanReport& rep = ct.rep;
    const Scenario& sc = rep.scenario;
    const DeviceSpec& dev = sc.cluster.device;
    const QFont body = Composer::font(9.2);
    const QFont small = Composer::font(8);
    std::vector<std::pair<QString, int>> seen;
    // Where the comparison will be (the executive page refers to it).
    int compareNumber = 1;
    for (int k : kMeetingOrder)
        compareNumber += coreSection(ct.doc, k) ? 1 : 0;

    // ---------------- executive page: the recommendation, time and cost to train, memory and bubble
    c.newPage();
    c.space(20);
    {
        QFont kicker = Composer::font(10, true);
        kicker.setLetterSpacing(QFont::PercentageSpacing, 112);
        c.paragraph(PdfReport::tr("PARALLEL STRATEGY PLAN"), kicker, kAccent, 0, 6);
        c.paragraph(qs(sc.model.name.empty() ? sc.model.id : sc.model.name), Composer::font(24, true), kText, 0, 2);
        c.paragraph(PdfReport::tr("on %1 × %2").arg(sc.cluster.num_devices).arg(qs(dev.name)), Composer::font(14),
            kMuted, 0, 4);
        c.paragraph(PdfReport::tr("Sequence length %1 · global batch %2 sequences · %3 · planned for %4")
                        .arg(QLocale().toString(sc.training.seq_len))
                        .arg(QLocale().toString(sc.training.global_batch))
                        .arg(precisionName(sc.training.precision))
                        .arg(qs(frameworkTitle(rep.planned_for))),
            Composer::font(10), kMuted, 0, 12);
    }
    if (rep.recommended) {
        const Estimate& e = rep.recommended->estimate;
        c.paragraph(PdfReport::tr("Recommended layout"), Composer::font(8, true), kMuted, 0, 1);
        c.paragraph(strategyLine(e.strategy, rep.recommended->scenario.training.precision), Composer::font(12.5, true),
            kAccent, 0, 8);
        c.tiles({{PdfReport::tr("Memory / device"), formatGiB(e.memory.total()),
                  PdfReport::tr("of %1 · %2 used").arg(formatGiB(e.capacity_bytes, 0)).arg(formatPercent(e.memory.total() / e.capacity_bytes, 0))},
                 {PdfReport::tr("MFU"), formatPercent(e.mfu), PdfReport::tr("%1 TFLOP/s per device").arg(QLocale().toString(e.tflops_per_device, 'f', 0))},
                 {PdfReport::tr("Throughput"), formatTokens(e.tokens_per_s),
                  PdfReport::tr("%1 per device · step %2").arg(QLocale().toString(e.tokens_per_s_per_device, 'f', 0)).arg(formatSeconds(e.step_time_s))},
                 {PdfReport::tr("Pipeline bubble"), formatPercent(e.bubble_ratio), scheduleName(e.strategy.schedule)}});
        if (rep.time_to_train) {
            const TimeToTrainText x
                = timeToTrainText(*rep.time_to_train, sc.cluster.num_devices, sc.training.budget.device_hour_price);
            c.paragraph(
                PdfReport::tr("Time and cost to train on %1 tokens").arg(formatCount(rep.time_to_train->tokens)),
                Composer::font(8, true), kMuted, 0, 3);
            c.tiles({ { PdfReport::tr("Time to train"), x.days, x.daysDetail },
                { PdfReport::tr("Device-hours"), x.deviceHours, x.deviceHoursDetail },
                { PdfReport::tr("Cost"), x.cost, x.costDetail },
                { PdfReport::tr("Energy"), x.energy, x.energyDetail } });
        } else {
            c.paragraph(
                PdfReport::tr("Time and cost to train: not estimated — give the training tokens (the Training form, or "
                              "psa --train-tokens 15T) and a price per device-hour for days, cost and energy."),
                Composer::font(8.5), kMuted, 0, 8);
        }
        if (!rep.memory_verdict.empty())
            c.paragraph(
                PdfReport::tr(
                    "Memory: %1. ± values are the calibration's cross-validated median errors: throughput and MFU "
                    "± %2, memory ± %3; the days and costs above carry the throughput error through.")
                    .arg(qs(rep.memory_verdict))
                    .arg(formatPercent(rep.throughput_error, 0))
                    .arg(formatPercent(rep.memory_error, 0)),
                Composer::font(8.5), kMuted, 0, 8);
        if (!ct.opt.verdict.isEmpty())
            c.paragraph(PdfReport::tr("%1 (section %2): %3")
                            .arg(ct.opt.extraTitle.isEmpty() ? PdfReport::tr("Comparison of pinned strategies") : ct.opt.extraTitle)
                            .arg(compareNumber)
                            .arg(ct.opt.verdict),
                Composer::font(9, true), kAccent, 0, 8);
        auto memory = planMemoryChart(rep, ct.opt.memoryHeadroom, PdfReport::tr("Memory per device"), true);
        if (e.strategy.pp > 1) {
            auto bubble = planBubbleChart(e, rep.scenario);
            c.chartPair(memory->chart(), bubble->chart(), 1.0, memoryCaption(ct.opt.memoryHeadroom), bubbleCaption(e));
        } else {
            auto comm = planCommChart(e);
            c.chartPair(memory->chart(), comm->chart(), 1.0, memoryCaption(ct.opt.memoryHeadroom), commCaption());
        }
    } else {
        c.paragraph(PdfReport::tr("No strategy fits this cluster; section 1 says why and what would make it fit."),
            Composer::font(12, true), kWorse, 0, 12);
    }

    // ---------------- scenario and contents
    c.newPage();
    {
        const ModelSpec& m = sc.model;
        QString arch = PdfReport::tr("%1 layers, hidden %2, %3 heads (%4 KV), FFN %5, vocabulary %6")
                           .arg(m.layers)
                           .arg(m.hidden)
                           .arg(m.heads)
                           .arg(m.kv_heads)
                           .arg(m.ffn)
                           .arg(m.vocab);
        if (m.isMoe())
            arch += PdfReport::tr("; MoE %1 experts, top-%2").arg(m.moe.num_experts).arg(m.moe.top_k);
        const int node = sc.cluster.nodeSize();
        const int nodes = node > 0 ? (sc.cluster.num_devices + node - 1) / node : 0;
        QString flags;
        for (const auto& f : dev.flags)
            flags += (flags.isEmpty() ? QString() : QStringLiteral("; ")) + qs(f);
        QString modelFlags;
        for (const auto& f : m.uncertain)
            modelFlags += (modelFlags.isEmpty() ? QString() : QStringLiteral("; ")) + qs(f);
        Composer::Table t;
        t.header = {PdfReport::tr("Scenario"), QString()};
        t.firstColumnBold = true;
        auto row = [&](const QString& k, const QString& v, QColor col = kText) { t.rows.push_back({{k}, {v, col}}); };
        row(PdfReport::tr("Model"), PdfReport::tr("%1 (%2), %3 parameters").arg(qs(m.name), qs(m.id), formatCount(rep.baseline.params_total)));
        row(PdfReport::tr("Architecture"), arch);
        row(PdfReport::tr("Cluster"), PdfReport::tr("%1 × %2 in %3 nodes of %4").arg(sc.cluster.num_devices).arg(qs(dev.name)).arg(nodes).arg(node));
        row(PdfReport::tr("Device"), PdfReport::tr("%1 GiB, %2 TFLOP/s BF16%3, scale-up %4 GB/s, scale-out %5 GB/s per device")
                             .arg(QLocale().toString(dev.memory_gib, 'f', 0))
                             .arg(QLocale().toString(dev.bf16_tflops, 'f', 0))
                             .arg(dev.fp8_tflops > 0 ? PdfReport::tr(", %1 FP8").arg(QLocale().toString(dev.fp8_tflops, 'f', 0)) : QString())
                             .arg(QLocale().toString(dev.scale_up_gbps, 'f', 0))
                             .arg(QLocale().toString(dev.scale_out_gbps, 'f', 0)));
        row(PdfReport::tr("Training"), PdfReport::tr("sequence length %1, global batch %2 sequences, %3")
                               .arg(sc.training.seq_len)
                               .arg(sc.training.global_batch)
                               .arg(precisionName(sc.training.precision)));
        const TrainingBudget& b = sc.training.budget;
        if (b.train_tokens > 0)
            row(PdfReport::tr("Training budget"),
                PdfReport::tr("%1 tokens; %2 per device-hour; PUE %3; %4 W per device")
                    .arg(formatCount(b.train_tokens))
                    .arg(b.device_hour_price > 0 ? QStringLiteral("%1 %2").arg(
                             QLocale().toString(b.device_hour_price, 'f', 2), qs(b.currency))
                                                 : PdfReport::tr("no price"))
                    .arg(QLocale().toString(b.pue, 'f', 2))
                    .arg(QLocale().toString(b.device_power_w > 0 ? b.device_power_w : dev.tdp_w, 'f', 0)));
        row(PdfReport::tr("Calibration profile"),
            rep.throughput_error_family.empty()
                ? PdfReport::tr("%1 — cross-validated median error: throughput ± %2, memory ± %3")
                      .arg(qs(rep.profile_name), formatPercent(rep.throughput_error, 0), formatPercent(rep.memory_error, 0))
                : PdfReport::tr("%1 — cross-validated median error: throughput ± %2 (on its %4 runs), memory ± %3")
                      .arg(qs(rep.profile_name), formatPercent(rep.throughput_error, 0), formatPercent(rep.memory_error, 0),
                          qs(psa::i18n::translate("psa::Family", rep.throughput_error_family.c_str()))));
        row(PdfReport::tr("Device uncertainty"), flags.isEmpty() ? PdfReport::tr("none (figures from the vendor's data sheet)") : flags, flags.isEmpty() ? kText : kWorse);
        if (!modelFlags.isEmpty())
            row(PdfReport::tr("Model uncertainty"), modelFlags, kWorse);
        row(PdfReport::tr("Generated"), PdfReport::tr("%1 by Parallel Strategy Analyzer %2").arg(ct.date, ct.version));
        c.table(t, 8.4);
    }
    {
        // Contents (page numbers from the dry pass).
        c.paragraph(PdfReport::tr("Contents"), Composer::font(11, true), kAccent, 0, 4);
        const QFont cf = Composer::font(8.8);
        if (dry)
            for (int i = 0; i < sectionCount(ct); ++i) // as many lines as the paint pass
                c.contentsLine(QStringLiteral("…"), 0, cf);
        else
            for (const auto& [title, page] : contents)
                c.contentsLine(title, page, cf);
    }

    // ---------------- the report's sections in meeting order
    c.newPage();
    int next = 1;
    for (int k : kMeetingOrder) {
        const DocSection* s = coreSection(ct.doc, k);
        if (!s)
            continue;
        const QString title = QStringLiteral("%1. %2").arg(next++).arg(sectionName(*s));
        c.sectionTitle(title, firstBlockKeep(c, *s));
        seen.push_back({title, c.page()});
        paintBlocks(c, *s, body, small);
        if (!rep.recommended)
            continue;
        const Estimate& e = rep.recommended->estimate;
        if (k == 4) {
            auto view = planMemoryChart(
                rep, ct.opt.memoryHeadroom, PdfReport::tr("Memory per device: recommendation and alternatives"), false);
            c.chart(view->chart(), 0.5, memoryCaption(ct.opt.memoryHeadroom), 940);
            c.bullets(planMemoryKey(rep), small);
        } else if (k == 5) {
            auto view = planCommChart(e);
            c.chart(view->chart(), 0.42, commCaption());
        } else if (k == 6 && e.strategy.pp > 1) {
            auto view = planBubbleChart(e, rep.scenario);
            c.chart(view->chart(), 0.46, bubbleCaption(e));
        } else if (k == 8 && ct.opt.analysis && !ct.opt.analysis->result.candidates.empty()) {
            auto view = makeChart<ParetoChart>();
            printTheme(view->chart());
            view->setOutput(ct.opt.analysis);
            for (QAbstractAxis* a : view->chart()->axes(Qt::Vertical))
                if (auto* v = qobject_cast<QValueAxis*>(a)) {
                    v->applyNiceNumbers();
                    v->setLabelFormat(QStringLiteral("%.3g"));
                }
            view->setSelected(0);
            std::vector<int> pinnedIdx;
            const auto& cs = ct.opt.analysis->result.candidates;
            for (const auto& pin : ct.opt.pinned)
                for (size_t i = 0; i < cs.size(); ++i)
                    if (cs[i].strategy == pin.estimate.strategy && cs[i].precision == pin.precision) {
                        pinnedIdx.push_back(static_cast<int>(i));
                        break;
                    }
            view->setPinned(pinnedIdx);
            view->chart()->setTitle(PdfReport::tr("Throughput vs memory for every valid layout"));
            printTheme(view->chart());
            c.chart(view->chart(), 0.55, PdfReport::tr("Each point is one valid layout (%1 evaluated); grey points do not fit. The line is the "
                                           "Pareto front; the highlighted point is the recommendation.")
                                             .arg(QLocale().toString(static_cast<qlonglong>(cs.size()))));
        }
    }

    // ---------------- the comparison or diagnosis (the core report's sections, then the pinned strategies' memory)
    // Its launch code (a section with code) goes to the appendix with the plan's (issue 15 item 8).
    std::vector<const DocSection*> codeSections;
    if (!ct.opt.extraSections.empty() || !ct.opt.pinned.empty()) {
        const QString title = PdfReport::tr("%1. %2").arg(next++).arg(ct.opt.extraTitle.isEmpty() ? PdfReport::tr("Comparison of pinned strategies")
                                                                                                    : ct.opt.extraTitle);
        c.sectionTitle(title);
        seen.push_back({title, c.page()});
        const int parent = next - 1;
        int subsection = 1;
        for (const DocSection& s : ct.opt.extraSections) {
            if (std::any_of(s.blocks.begin(), s.blocks.end(), [](const DocBlock& b) { return b.kind == DocBlock::Code; })) {
                codeSections.push_back(&s);
                continue;
            }
            c.ensure(c.fm(Composer::font(10.5, true)).lineSpacing() * 6);  // the sub-title with a few lines of its content
            // Numbered under this section (the launch code having moved to the appendix).
            c.paragraph(PdfReport::tr("%1.%2 %3").arg(parent).arg(subsection++).arg(sectionName(s)), Composer::font(10.5, true), kAccent, 0, 3);
            for (const DocBlock& b : s.blocks) {
                switch (b.kind) {
                case DocBlock::Paragraph: c.paragraph(qs(b.text), body); break;
                case DocBlock::Bullets: {
                    std::vector<QString> items;
                    for (const auto& i : b.items)
                        items.push_back(qs(i));
                    c.bullets(items, small);
                    break;
                }
                case DocBlock::Table: c.table(toTable(b.table)); break;
                case DocBlock::Code: c.code(qs(b.text)); break;
                }
            }
        }
        const auto& pins = ct.opt.pinned;
        if (std::any_of(pins.begin(), pins.end(), [](const PinnedEstimate& p) { return p.estimate.valid; })) {
            auto view = makeChart<MemoryChart>();
            std::vector<MemoryBar> bars;
            double cap = 0;
            for (const auto& pin : pins)
                if (pin.estimate.valid) {
                    bars.push_back(memoryBar(pin.label, pin.estimate.memory));
                    cap = std::max(cap, pin.estimate.capacity_bytes);
                }
            printTheme(view->chart());
            view->setBars(bars, cap, cap * (1 - ct.opt.memoryHeadroom));
            view->chart()->setTitle(PdfReport::tr("Memory per device of the compared strategies"));
            printTheme(view->chart());
            for (MemoryPart part : kMemoryParts)
                view->set(static_cast<int>(part))->setColor(palette::memory(part));
            c.chart(view->chart(), 0.46, PdfReport::tr("Bars named by the keys above (A, B, …); solid line: device capacity, dashed: usable memory after "
                                                       "the %1 headroom — above it a strategy does not fit.").arg(formatPercent(ct.opt.memoryHeadroom, 0)), 940);
        }
    }

    // ---------------- scaling with the device count (a sweep computed in the Scaling tab)
    if (!ct.opt.scaling.empty()) {
        const auto& pts = ct.opt.scaling;
        const QString title = PdfReport::tr("%1. Scaling with the device count").arg(next++);
        Composer::Table t;
        t.header = { PdfReport::tr("devices"), PdfReport::tr("best layout"), PdfReport::tr("tokens/s"),
            PdfReport::tr("per device"), PdfReport::tr("MFU"), PdfReport::tr("memory"), PdfReport::tr("days"),
            PdfReport::tr("cost") };
        t.right = { true, false, true, true, true, true, true, true };
        for (const SweepPoint& p : pts) {
            std::vector<Composer::Cell> row { { QLocale().toString(p.devices),
                p.devices == sc.cluster.num_devices ? kAccent : kText } };
            if (p.estimate && p.recommended) {
                const Estimate& e = *p.estimate;
                row.push_back({ shortStrategy(e.strategy) });
                row.push_back({ formatTokens(e.tokens_per_s) });
                row.push_back({ QLocale().toString(e.tokens_per_s_per_device, 'f', 0) });
                row.push_back({ formatPercent(e.mfu) });
                row.push_back({ formatGiB(e.memory.total()) });
                row.push_back(
                    { p.time_to_train ? QLocale().toString(p.time_to_train->days, 'f', 1) : PdfReport::tr("—") });
                row.push_back({ p.time_to_train && p.time_to_train->cost ? QStringLiteral("%1 %2").arg(
                                    formatCount(*p.time_to_train->cost), qs(p.time_to_train->currency))
                                                                         : PdfReport::tr("—") });
            } else {
                row.push_back({ PdfReport::tr("nothing fits"), kWorse });
            }
            t.rows.push_back(std::move(row));
        }
        c.sectionTitle(title);
        seen.push_back({ title, c.page() });
        c.paragraph(
            PdfReport::tr(
                "The best plan at each device count under the same model, batch, constraints and framework: one full "
                "search per count. The dashed line is linear scaling from the smallest count; the dotted vertical "
                "line marks this plan's %1 devices. — : no training tokens or price given.")
                .arg(QLocale().toString(sc.cluster.num_devices)),
            body);
        auto view = makeChart<ScalingChart>();
        printTheme(view->chart());
        view->setPoints(pts, sc.cluster.num_devices);
        printTheme(view->chart());
        c.chart(view->chart(), 0.5,
            PdfReport::tr("Throughput of the best plan (left axis) and days to train (right axis) against the device "
                          "count on a log scale."));
        c.table(t, 7.8);
    }

    // ---------------- assumptions and calibration
    {
        const QString title = PdfReport::tr("%1. Assumptions and calibration").arg(next++);
        c.sectionTitle(title);
        seen.push_back({title, c.page()});
        if (rep.throughput_error_family.empty())
            c.paragraph(PdfReport::tr("Every estimate comes from the analytical cost model calibrated against published training runs. The "
                          "calibration profile \u201c%1\u201d was used; its median relative error on those runs is the error bar "
                          "shown with every figure: throughput and MFU ± %2, memory ± %3.")
                            .arg(qs(rep.profile_name))
                            .arg(formatPercent(rep.throughput_error, 0))
                            .arg(formatPercent(rep.memory_error, 0)),
                        body);
        else
            c.paragraph(PdfReport::tr("Every estimate comes from the analytical cost model calibrated against published training runs. The "
                          "calibration profile \u201c%1\u201d was used; its median relative error on its %4 runs, each predicted by a "
                          "fit that left its source out, is the error bar shown with every figure: throughput and MFU ± %2 (larger "
                          "than on all its runs: the profile's throughput_error_p50_%5), memory ± %3.")
                            .arg(qs(rep.profile_name))
                            .arg(formatPercent(rep.throughput_error, 0))
                            .arg(formatPercent(rep.memory_error, 0))
                            .arg(qs(psa::i18n::translate("psa::Family", rep.throughput_error_family.c_str())))
                            .arg(qs(familyKey(rep.throughput_error_family))),
                        body);
        if (ct.opt.profile) {
            const Profile& pr = *ct.opt.profile;
            // A plan of a family with its own held-out error shows that family's rows: the overall ones were replaced
            // by the larger figures (withFamilyErrorBars), so their names would mislabel the values.
            const std::string familyP50 = "throughput_error_p50_" + familyKey(rep.throughput_error_family);
            const std::string familyP90 = "throughput_error_p90_" + familyKey(rep.throughput_error_family);
            const bool family = !rep.throughput_error_family.empty();
            static const char* keys[] = {"gemm_efficiency_max", "attention_efficiency", "attention_legacy_kernel_ratio", "fp8_gemm_factor", "moe_gemm_factor", "moe_tokens_half",
                                         "scale_up_bus_efficiency", "scale_out_bus_efficiency", "tp_overlap_sp", "dp_overlap",
                                         "cp_overlap", "ep_overlap", "ep_dispatch_sms", "dp_collective_sms", "ep_overlap_dualpipe", "moe_imbalance",
                                         "allocator_fragmentation", "cuda_context_gib", "throughput_error_p50",
                                         "throughput_error_p90", "memory_error_p50"};
            Composer::Table t;
            t.header = {PdfReport::tr("constant"), PdfReport::tr("value"), PdfReport::tr("unit"), PdfReport::tr("meaning"), PdfReport::tr("source")};
            t.right = {false, true, false, false, false};
            for (const char* listed : keys) {
                std::string_view key = listed;
                if (family && key == "throughput_error_p50")
                    key = familyP50;
                else if (family && key == "throughput_error_p90")
                    key = familyP90;
                for (const ProfileConstant& k : profileConstants())
                    if (std::string_view(k.key) == key) {
                        t.rows.push_back({{QString::fromLatin1(k.key)},
                                          {QLocale::c().toString(pr.*(k.member), 'g', 4)},
                                          {QString::fromUtf8(k.unit)},
                                          {QString::fromUtf8(k.description)},
                                          {QString::fromUtf8(k.source)}});
                        break;
                    }
            }
            if (!t.rows.empty()) {
                c.table(t, 7.6);
                c.paragraph(PdfReport::tr(
                                "Source column: “fitted” constants come from the calibration against published runs; § "
                                "names a section and [NAME] a source of the cost model's reference "
                                "(docs/reference/cost-model.md); "
                                "○ marks a prior from background or vendor knowledge that no published measurement "
                                "verified — a "
                                "default to replace with your own calibration (psa calibrate)."),
                    small, kMuted);
            }
        }
        std::vector<QString> flags;
        for (const auto& f : dev.flags)
            flags.push_back(PdfReport::tr("%1: %2").arg(qs(dev.name), qs(f)));
        for (const auto& f : sc.model.uncertain)
            flags.push_back(PdfReport::tr("%1: %2").arg(qs(sc.model.name), qs(f)));
        for (const auto& a : sc.model.approximations)
            flags.push_back(PdfReport::tr("approximation: %1").arg(qs(a)));
        c.paragraph(flags.empty() ? PdfReport::tr("Uncertainty flags: none for this device and model.") : PdfReport::tr("Uncertainty flags of the inputs:"), body);
        if (!flags.empty())
            c.bullets(flags, small);
        if (!dev.source.empty())
            c.paragraph(PdfReport::tr("Device figures: %1").arg(qs(dev.source)), small, kMuted);
    }

    // ---------------- appendix: the launch code
    if (const DocSection* code = coreSection(ct.doc, kLaunchCodeSection)) {
        c.newPage();
        const QString title = PdfReport::tr("Appendix A. %1").arg(sectionName(*code));
        c.sectionTitle(title);
        seen.push_back({ title, c.page() });
        c.paragraph(
            PdfReport::tr(
                "The recommended layout as the framework's launch configuration. Line numbers are in the margin; "
                "↳ continues a line too long for the page."),
            small, kMuted);
        paintBlocks(c, *code, body, small);
    }
    char appendix = 'B';
    for (const DocSection* s : codeSections) {
        c.newPage();
        const QString title = PdfReport::tr("Appendix %1. %2").arg(QChar::fromLatin1(appendix++)).arg(sectionName(*s));
        c.sectionTitle(title);
        seen.push_back({ title, c.page() });
        paintBlocks(c, *s, body, small);
    }
    contents = seen;
}

}  // namespace

std::optional<QPageSize::PageSizeId> pageSizeFromName(const QString& name)
{
    const QString n = name.trimmed().toLower();
    if (n == QLatin1String("a4"))
        return QPageSize::A4;
    if (n == QLatin1String("letter"))
        return QPageSize::Letter;
    return std::nullopt;
}

QByteArray renderPlanPdf(const PlanReport& report, const PdfOptions& options, QString* error)
{
    if (!QCoreApplication::instance()) {
        if (error)
            *error = PdfReport::tr("PDF export needs a QApplication");
        return {};
    }
    Content ct{report, options, planDocument(report), options.version, {}};
    if (ct.version.isEmpty())
        ct.version = QCoreApplication::applicationVersion().isEmpty() ? QStringLiteral(PSA_VERSION) : QCoreApplication::applicationVersion();
    const QDateTime when = options.generated.isValid() ? options.generated : QDateTime::currentDateTime();
    ct.date = QLocale().toString(when, QStringLiteral("yyyy-MM-dd HH:mm"));

    bool ok = false;
    QByteArray bytes;
    QBuffer buffer(&bytes);
    buffer.open(QIODevice::WriteOnly);
    {
        QPdfWriter writer(&buffer);
        writer.setResolution(kResolution);
        writer.setPageSize(QPageSize(options.pageSize));
        writer.setPageMargins(QMarginsF(0, 0, 0, 0));
        writer.setTitle(qs(ct.doc.title));
        writer.setCreator(QStringLiteral("Parallel Strategy Analyzer %1").arg(ct.version));
        const Scenario& sc = report.scenario;
        const QString headerLeft = QStringLiteral("%1 · %2 × %3").arg(qs(sc.model.name)).arg(sc.cluster.num_devices).arg(qs(sc.cluster.device.name));
        const QString footerLeft = PdfReport::tr("Parallel Strategy Analyzer %1 · %2").arg(ct.version, ct.date);
        // Dry pass: page count and where each section starts.
        std::vector<std::pair<QString, int>> contents;
        int pages = 0;
        {
            Composer dry(writer, nullptr, 0);
            compose(dry, ct, contents, true);
            pages = dry.page();
        }
        QPainter painter;
        if (painter.begin(&writer)) {
            painter.setRenderHint(QPainter::Antialiasing);
            painter.setRenderHint(QPainter::TextAntialiasing);
            Composer real(writer, &painter, pages);
            real.headerLeft = headerLeft;
            real.headerRight = PdfReport::tr("Parallel strategy plan");
            real.footerLeft = footerLeft;
            compose(real, ct, contents, false);
            ok = painter.end();
        }
    }
    buffer.close();
    // Complete or nothing: the painter finished and the document ends with its trailer.
    if (!ok || bytes.size() < 8 || !bytes.startsWith("%PDF-") || !bytes.trimmed().endsWith("%%EOF")) {
        if (error)
            *error = PdfReport::tr("the PDF could not be produced");
        return {};
    }
    return bytes;
}

bool writePlanPdf(const QString& path, const PlanReport& report, const PdfOptions& options, QString* error, bool* writeFailed)
{
    if (writeFailed)
        *writeFailed = false;
    QString why;
    const QByteArray bytes = renderPlanPdf(report, options, &why);
    if (bytes.isEmpty()) {
        setExportError(error, path, why);
        return false;
    }
    if (!writeBytesAtomically(path, bytes, error)) {
        if (writeFailed)
            *writeFailed = true;
        return false;
    }
    return true;
}

}  // namespace psa::ui
