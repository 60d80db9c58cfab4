#pragma once
// What the command-line tool knows of one robot family, in one place (CliFamilies.cpp): the
// commands `encode --robot NAME` builds and what one of its frames is called, how `decode`
// reads the robot's raw bytes, and where `monitor` takes the robot's identity from. Nothing
// else in app/cli decides by the family's name (issue 39: a family is one module).

#include "EncodeArguments.h"

#include <cstdio>
#include <string>
#include <vector>

struct CliFamily {
    std::string name;       // the family's registry name (its driver's kFamilyName)
    const char *frameName;  // "Kobuki command frame": what `encode` prints one line of
    const std::vector<encode_cli::EncodeCommandSpec> &(*encodeCommands)();
    // `decode`: the robot's received bytes in, one JSON line per reply or report out, then a
    // summary; false (after saying why on stderr) when `in` could not be read to its end.
    bool (*decodeStream)(std::FILE *in, const char *name, std::FILE *out);
    // `monitor` prints the robot's identity and events from its family's feed (the Kobuki's)
    // and only its readings from the telemetry description; otherwise all from the description.
    bool monitorIdentityFromFeed = false;
};
