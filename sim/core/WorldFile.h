#pragma once
// Reads a world from a small JSON file (format: sim/WORLD_FORMAT.md).

#include "sim/core/World.h"

#include <optional>
#include <string>

namespace robodash::sim {

class WorldFile {
public:
    // The world described by the file, or nothing with a one-line reason in `error`.
    static std::optional<World> load(const std::string &path, std::string *error);
    static std::optional<World> parse(const std::string &json, std::string *error);
    // What a twin starts with: the file's world, or the default one when `path` is empty or
    // the file does not load (then with the reason in `error`, which a twin's start() gives
    // back, while every member still answers about the default world).
    static World loadOrDefault(const std::string &path, std::string *error);
};

}  // namespace robodash::sim
