#pragma once
// `robodash-cli decode [--robot NAME]`: a family's raw received bytes (what a capture
// of the robot's side holds) in, one JSON line per decoded reply or report out, then a
// summary line with the finder's counters. Each returns false, after saying why on stderr,
// when `in` could not be read to the end.

#include <cstdint>
#include <cstdio>
#include <functional>
#include <string>

using ByteSink = std::function<void(const std::uint8_t *data, std::size_t size)>;

// Reads `in` to its end in chunks into `sink`; false (with a message naming `name` and the
// command) on a read error.
bool readStream(std::FILE *in, const char *name, const ByteSink &sink);

bool decodeKobukiStream(std::FILE *in, const char *name, std::FILE *out);
bool decodeRoverStream(std::FILE *in, const char *name, std::FILE *out);
bool decodeRflexStream(std::FILE *in, const char *name, std::FILE *out);
// --annotate: the wire inspector's rows as text; a session log at `path` (both directions,
// its own family) or raw received bytes of `family`.
bool annotateStream(const std::string &family, std::FILE *in, const char *name, const char *path,
                    std::FILE *out);
