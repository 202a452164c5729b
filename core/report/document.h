// A tiny document model (sections of paragraphs, tables and code) so the text and Markdown
// renderers share one layout and never compute anything themselves.
#pragma once

#include <string>
#include <vector>

namespace psa {

struct DocTable {
    std::vector<std::string> header;
    std::vector<std::vector<std::string>> rows;
    std::vector<bool> right_align;  // per column; numbers right-aligned
};

struct DocBlock {
    enum Kind { Paragraph, Table, Code, Bullets } kind = Paragraph;
    std::string text;                 // Paragraph / Code
    std::string language;             // Code
    DocTable table;                   // Table
    std::vector<std::string> items;   // Bullets
};

struct DocSection {
    std::string title;
    std::vector<DocBlock> blocks;
    DocSection& para(std::string t);
    DocSection& bullets(std::vector<std::string> items);
    DocSection& table(DocTable t);
    DocSection& code(std::string text, std::string language);
};

struct Document {
    std::string title;
    std::vector<DocSection> sections;
};

std::string renderText(const Document& d, bool color);
// Terminal columns of UTF-8 text: two for East Asian wide characters (the Chinese report), else one.
size_t displayWidth(const std::string& s);
// `s` padded with spaces to `width` terminal columns, on the left (alignRight) or the right.
std::string padToDisplayWidth(const std::string& s, size_t width, bool alignRight);
std::string renderMarkdown(const Document& d);

}  // namespace psa
