#include "NetworkCameraTopics.h"

#include <algorithm>
#include <tuple>

namespace robodash::bridge {

namespace {

bool contains(const std::string &text, const char *part)
{
    return text.find(part) != std::string::npos;
}

// Lower is better: colour before depth (a compressedDepth topic too), then compressed,
// then image_raw, then the name.
std::tuple<int, int, int, std::string> rank(const std::string &topic, bool compressed)
{
    const bool depth = contains(topic, "depth") || contains(topic, "Depth");
    const bool raw = contains(topic, "image_raw");
    return {depth ? 1 : 0, compressed ? 0 : 1, raw ? 0 : 1, topic};
}

}  // namespace

bool NetworkCameraTopics::isCompressedType(const std::string &type)
{
    return type == "sensor_msgs::msg::dds_::CompressedImage_";
}

bool NetworkCameraTopics::isRawType(const std::string &type)
{
    return type == "sensor_msgs::msg::dds_::Image_";
}

std::vector<std::string> NetworkCameraTopics::inNamespace(const std::vector<Writer> &writers,
                                                          const std::string &rosNamespace)
{
    const std::string prefix = rosNamespace == "/" ? std::string("rt/") : "rt" + rosNamespace + "/";
    std::vector<std::tuple<int, int, int, std::string>> found;
    for (const Writer &writer : writers) {
        const bool compressed = isCompressedType(writer.type);
        if ((!compressed && !isRawType(writer.type)) || writer.ddsTopic.rfind(prefix, 0) != 0)
            continue;
        const auto ranked = rank(writer.ddsTopic.substr(prefix.size()), compressed);
        if (std::find(found.begin(), found.end(), ranked) == found.end())
            found.push_back(ranked);
    }
    std::sort(found.begin(), found.end());
    std::vector<std::string> topics;
    for (const auto &ranked : found)
        topics.push_back(std::get<3>(ranked));
    return topics;
}

}  // namespace robodash::bridge
