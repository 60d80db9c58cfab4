#include "TestRegistry.h"

#include <algorithm>

namespace robodash::testprogram {

namespace {

std::string fileNameWithoutExtension(const std::string &path)
{
    const std::size_t slash = path.find_last_of('/');
    std::string name = slash == std::string::npos ? path : path.substr(slash + 1);
    const std::size_t dot = name.rfind('.');
    if (dot != std::string::npos)
        name.erase(dot);
    return name;
}

}  // namespace

// A function's static: the registrations run from other files' static initializers, whose
// order against this file's is not defined.
std::vector<TestRegistry::Entry> &TestRegistry::registered()
{
    static std::vector<Entry> entries;
    return entries;
}

bool TestRegistry::add(const char *sourceFile, Run run)
{
    registered().push_back(Entry{fileNameWithoutExtension(sourceFile), run});
    return true;
}

const TestRegistry::Entry *TestRegistry::find(const std::string &name)
{
    const auto &all = registered();
    const auto found = std::find_if(all.begin(), all.end(),
                                    [&name](const Entry &entry) { return entry.name == name; });
    return found == all.end() ? nullptr : &*found;
}

const std::vector<TestRegistry::Entry> &TestRegistry::entries()
{
    return registered();
}

}  // namespace robodash::testprogram
