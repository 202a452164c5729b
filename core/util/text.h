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

}  // namespace psa
