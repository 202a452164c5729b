// Small string helpers shared by parsers.
#pragma once

#include <optional>
#include <string>
#include <string_view>
#include <vector>

namespace psa {

std::string toLower(std::string_view s);
std::string trim(std::string_view s);
std::vector<std::string> split(std::string_view s, char sep);
// Lower-case and drop everything but letters and digits: "LLaMA-2 70B" -> "llama270b".
std::string normalizeKey(std::string_view s);

// Text from files and queries made safe for a terminal: C0 and C1 control characters, DEL, the
// bidirectional overrides and isolates (U+202A–U+202E, U+2066–U+2069, U+200E/U+200F, U+061C) and
// invalid UTF-8 are written as visible escapes (\x1b, \u202e). Newlines and tabs are kept when
// `keepNewlines` (whole reports), escaped otherwise (one-line names). With `keepSgr`, colour
// sequences (ESC [ digits/; m, the only ones the text renderer emits) pass through.
std::string terminalSafe(std::string_view s, bool keepNewlines = true, bool keepSgr = false);

}  // namespace psa
