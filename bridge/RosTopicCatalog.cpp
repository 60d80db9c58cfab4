#include "RosTopicCatalog.h"

#include "KobukiTopics.h"
#include "RflexTopics.h"
#include "RosBridge.h"
#include "RosProfile.h"
#include "RoverTopics.h"

#include <algorithm>
#include <cctype>

namespace robodash::bridge {

namespace {

const char kSonarPrefix[] = "sonar/range_";

bool isSonar(const std::string &name)
{
    const std::string prefix = kSonarPrefix;
    if (name.size() <= prefix.size() || name.compare(0, prefix.size(), prefix) != 0)
        return false;
    return std::all_of(name.begin() + long(prefix.size()), name.end(),
                       [](unsigned char c) { return std::isdigit(c) != 0; });
}

}  // namespace

std::vector<std::string> RosTopicCatalog::names()
{
    std::vector<std::string> all = RosBridge::rosTopics();
    for (const auto &family : {KobukiTopics::rosTopics(), RoverTopics::rosTopics(),
                               RflexTopics::rosTopics(), RosProfile::roverRoboticsTopics()}) {
        for (const std::string &name : family) {
            if (std::find(all.begin(), all.end(), name) == all.end())
                all.push_back(name);
        }
    }
    all.push_back(std::string(kSonarPrefix) + "N");
    return all;
}

bool RosTopicCatalog::isKnown(const std::string &rosName)
{
    const std::vector<std::string> all = names();
    return isSonar(rosName) || std::find(all.begin(), all.end(), rosName) != all.end();
}

std::string RosTopicCatalog::namesText()
{
    std::string text;
    for (const std::string &name : names())
        text += (text.empty() ? "" : ", ") + name;
    return text;
}

}  // namespace robodash::bridge
