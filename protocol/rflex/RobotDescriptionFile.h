#pragma once
// A robot description (RobotDescription.h) as a text file a lab writes for its own base:
// `key = value` lines in sections, `#` comments, one `sonar = board index x y angle` line per
// sonar in ring order. The format is docs/ROBOT_DESCRIPTION.md; protocol/rflex/robots/ holds
// the ATRV-Jr and B21r examples. A file that cannot be used is refused whole, with the line
// and what is wrong: a base driven with half a description (wrong odometry units, a sonar
// drawn facing the wrong way) is worse than none.

#include "RobotDescription.h"

#include <optional>
#include <string>
#include <string_view>

namespace robodash::rflex {

struct DescriptionError {
    int line = 0;  // 1-based; 0 for the whole file (a missing key, an unreadable file)
    std::string message;

    // "LINE: message", or the message alone for line 0; with `source` (a path) in front.
    std::string text(const std::string &source = {}) const;
};

// The description in `text`, or nothing with `error` saying where and why.
std::optional<RobotDescription> parseRobotDescription(std::string_view text, DescriptionError *error);

// The file at `path`; on failure `error` is "PATH:LINE: message" (or "PATH: message").
std::optional<RobotDescription> loadRobotDescription(const std::string &path, std::string *error);

// `description` in the file format, every key written, angles in degrees: parsing the result
// gives the description back (to the 6 decimals written).
std::string formatRobotDescription(const RobotDescription &description);

}  // namespace robodash::rflex
