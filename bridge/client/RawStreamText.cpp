#include "RawStreamText.h"

#include <cctype>
#include <sstream>

namespace robodash::bridge {

std::optional<std::vector<std::uint8_t>> RawStreamText::parse(const std::string &text)
{
    const std::size_t open = text.find('{');
    const std::size_t close = text.rfind('}');
    if (open == std::string::npos || close == std::string::npos || close < open)
        return std::nullopt;
    std::istringstream words(text.substr(open + 1, close - open - 1));
    std::vector<std::uint8_t> bytes;
    for (std::string word; words >> word;) {
        if (word.size() != 2 || !std::isxdigit(static_cast<unsigned char>(word[0]))
            || !std::isxdigit(static_cast<unsigned char>(word[1])))
            return std::nullopt;
        bytes.push_back(static_cast<std::uint8_t>(std::stoul(word, nullptr, 16)));
    }
    if (bytes.empty())
        return std::nullopt;
    return bytes;
}

}  // namespace robodash::bridge
