#include "RosNames.h"

#include <cctype>

namespace robodash::bridge {

namespace {

bool isTokenValid(const std::string &token)
{
    if (token.empty() || std::isdigit(static_cast<unsigned char>(token.front())))
        return false;
    for (const char c : token) {
        if (!std::isalnum(static_cast<unsigned char>(c)) && c != '_')
            return false;
    }
    return true;
}

}  // namespace

bool RosNames::normalizeNamespace(const std::string &input, std::string *normalized,
                                  std::string *error)
{
    std::string text = input;
    if (text.empty() || text.front() != '/')
        text.insert(text.begin(), '/');
    while (text.size() > 1 && text.back() == '/')
        text.pop_back();
    if (text == "/") {
        *normalized = text;
        return true;
    }
    std::size_t start = 1;
    while (start <= text.size()) {
        const std::size_t end = std::min(text.find('/', start), text.size());
        if (!isTokenValid(text.substr(start, end - start))) {
            *error = "'" + input + "' is not a ROS namespace: use letters, digits and '_' "
                     "between slashes, not starting with a digit (e.g. /robot1)";
            return false;
        }
        start = end + 1;
    }
    *normalized = text;
    return true;
}

std::string RosNames::resolve(const std::string &rosNamespace, const std::string &name)
{
    if (!name.empty() && name.front() == '/')
        return name;
    if (rosNamespace == "/" || rosNamespace.empty())
        return "/" + name;
    return rosNamespace + "/" + name;
}

std::string RosNames::nodeNameForFamily(const std::string &family, RoverProfile roverProfile)
{
    return RosProfile::defaultNodeName(family, roverProfile);
}

std::string RosNames::ddsTopic(const std::string &rosNamespace, const std::string &name)
{
    return "rt" + resolve(rosNamespace, name);
}

}  // namespace robodash::bridge
