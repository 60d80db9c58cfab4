#pragma once
// The command-line tool's families, one registration each (CliFamily.h).

#include "CliFamily.h"

#include <string>
#include <vector>

class CliFamilies {
public:
    // The family called `name`, or null for one the tool has nothing of its own for.
    static const CliFamily *find(const std::string &name);
    static const std::vector<CliFamily> &all();
};
