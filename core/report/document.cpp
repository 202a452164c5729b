#include "report/document.h"

#include <algorithm>
#include <fmt/format.h>

namespace psa {

DocSection& DocSection::para(std::string t)
{
    blocks.push_back({DocBlock::Paragraph, std::move(t), {}, {}, {}});
    return *this;
}
DocSection& DocSection::bullets(std::vector<std::string> items)
{
    DocBlock b;
    b.kind = DocBlock::Bullets;
    b.items = std::move(items);
    blocks.push_back(std::move(b));
    return *this;
}
DocSection& DocSection::table(DocTable t)
{
    DocBlock b;
    b.kind = DocBlock::Table;
    b.table = std::move(t);
    blocks.push_back(std::move(b));
    return *this;
}
DocSection& DocSection::code(std::string text, std::string language)
{
    blocks.push_back({DocBlock::Code, std::move(text), std::move(language), {}, {}});
    return *this;
}

namespace {

// East Asian wide and fullwidth code points take two terminal columns (the Chinese report's
// ideographs and fullwidth punctuation); everything else the reports use takes one.
bool wide(char32_t c)
{
    return (c >= 0x1100 && c <= 0x115F) || (c >= 0x2E80 && c <= 0x303E) || (c >= 0x3041 && c <= 0x33FF) ||
           (c >= 0x3400 && c <= 0x4DBF) || (c >= 0x4E00 && c <= 0x9FFF) || (c >= 0xA000 && c <= 0xA4CF) ||
           (c >= 0xAC00 && c <= 0xD7A3) || (c >= 0xF900 && c <= 0xFAFF) || (c >= 0xFE30 && c <= 0xFE4F) ||
           (c >= 0xFF00 && c <= 0xFF60) || (c >= 0xFFE0 && c <= 0xFFE6) || (c >= 0x20000 && c <= 0x3FFFD);
}

}  // namespace

size_t displayWidth(const std::string& s)
{
    size_t n = 0;
    for (size_t i = 0; i < s.size();) {
        const unsigned char c = static_cast<unsigned char>(s[i]);
        const size_t len = c < 0x80 ? 1 : (c >> 5) == 0x6 ? 2 : (c >> 4) == 0xE ? 3 : (c >> 3) == 0x1E ? 4 : 1;
        char32_t cp = len == 1 ? c : len == 2 ? (c & 0x1F) : len == 3 ? (c & 0x0F) : (c & 0x07);
        for (size_t k = 1; k < len && i + k < s.size(); ++k)
            cp = (cp << 6) | (static_cast<unsigned char>(s[i + k]) & 0x3F);
        n += wide(cp) ? 2 : 1;
        i += len;
    }
    return n;
}

std::string padToDisplayWidth(const std::string& s, size_t w, bool alignRight)
{
    const size_t n = displayWidth(s);
    if (n >= w)
        return s;
    return alignRight ? std::string(w - n, ' ') + s : s + std::string(w - n, ' ');
}

namespace {

size_t width(const std::string& s) { return displayWidth(s); }

std::string pad(const std::string& s, size_t w, bool right) { return padToDisplayWidth(s, w, right); }

std::string mdEscape(const std::string& s)
{
    std::string out;
    for (char c : s) {
        if (c == '|')
            out += "\\|";
        else
            out += c;
    }
    return out;
}

}  // namespace

std::string renderText(const Document& d, bool color)
{
    const char* bold = color ? "\033[1m" : "";
    const char* dim = color ? "\033[2m" : "";
    const char* reset = color ? "\033[0m" : "";
    std::string out = fmt::format("{}{}{}\n{}\n", bold, d.title, reset, std::string(width(d.title), '='));
    for (const auto& s : d.sections) {
        out += fmt::format("\n{}{}{}\n{}\n", bold, s.title, reset, std::string(width(s.title), '-'));
        for (const auto& b : s.blocks) {
            switch (b.kind) {
            case DocBlock::Paragraph:
                out += b.text + "\n";
                break;
            case DocBlock::Bullets:
                for (const auto& i : b.items)
                    out += "  • " + i + "\n";
                break;
            case DocBlock::Code:
                for (size_t start = 0; start < b.text.size();) {
                    const size_t end = b.text.find('\n', start);
                    out += fmt::format("    {}{}{}\n", dim, b.text.substr(start, end == std::string::npos ? std::string::npos : end - start), reset);
                    if (end == std::string::npos)
                        break;
                    start = end + 1;
                }
                break;
            case DocBlock::Table: {
                const DocTable& t = b.table;
                std::vector<size_t> w(t.header.size(), 0);
                for (size_t i = 0; i < t.header.size(); ++i)
                    w[i] = width(t.header[i]);
                for (const auto& r : t.rows)
                    for (size_t i = 0; i < r.size() && i < w.size(); ++i)
                        w[i] = std::max(w[i], width(r[i]));
                auto right = [&](size_t i) { return i < t.right_align.size() && t.right_align[i]; };
                std::string line = "  ";
                const bool headed = std::any_of(t.header.begin(), t.header.end(), [](const std::string& h) { return !h.empty(); });
                for (size_t i = 0; i < t.header.size(); ++i)
                    line += pad(t.header[i], w[i], right(i)) + (i + 1 < t.header.size() ? "  " : "");
                if (headed)
                    out += fmt::format("{}{}{}\n", bold, line, reset);
                for (const auto& r : t.rows) {
                    line = "  ";
                    for (size_t i = 0; i < r.size() && i < w.size(); ++i)
                        line += pad(r[i], w[i], right(i)) + (i + 1 < r.size() ? "  " : "");
                    while (!line.empty() && line.back() == ' ')
                        line.pop_back();
                    out += line + "\n";
                }
                break;
            }
            }
        }
    }
    return out;
}

std::string renderMarkdown(const Document& d)
{
    std::string out = "# " + d.title + "\n";
    for (const auto& s : d.sections) {
        out += "\n## " + s.title + "\n\n";
        for (const auto& b : s.blocks) {
            switch (b.kind) {
            case DocBlock::Paragraph:
                out += b.text + "\n\n";
                break;
            case DocBlock::Bullets:
                for (const auto& i : b.items)
                    out += "- " + i + "\n";
                out += "\n";
                break;
            case DocBlock::Code:
                out += "```" + b.language + "\n" + b.text + (b.text.empty() || b.text.back() == '\n' ? "" : "\n") + "```\n\n";
                break;
            case DocBlock::Table: {
                const DocTable& t = b.table;
                out += "|";
                for (const auto& h : t.header)
                    out += " " + mdEscape(h) + " |";
                out += "\n|";
                for (size_t i = 0; i < t.header.size(); ++i)
                    out += (i < t.right_align.size() && t.right_align[i]) ? "---:|" : "---|";
                out += "\n";
                for (const auto& r : t.rows) {
                    out += "|";
                    for (const auto& c : r)
                        out += " " + mdEscape(c) + " |";
                    out += "\n";
                }
                out += "\n";
                break;
            }
            }
        }
    }
    return out;
}

}  // namespace psa
