// The main of every test program: `tests_app tst_main_window [Qt Test options...]` runs that
// one test class as its own program did, with the options after its name.
#include "TestRegistry.h"

#include <cstdio>
#include <string>
#include <vector>

using robodash::testprogram::TestRegistry;

namespace {

int listTests(const char *program, const char *problem)
{
    std::fprintf(stderr, "%s%susage: %s TEST [Qt Test options]\ntests in this program:\n",
                 problem, *problem ? "\n" : "", program);
    for (const auto &entry : TestRegistry::entries())
        std::fprintf(stderr, "  %s\n", entry.name.c_str());
    return 2;
}

// argv[0] as the test's own program would have had it (its folder and its name): Qt names the
// application after it, and with it the test's settings and standard paths, which two tests
// of one program running side by side must not share.
std::string ownProgramPath(const std::string &program, const std::string &test)
{
    const std::size_t slash = program.find_last_of('/');
    return (slash == std::string::npos ? std::string() : program.substr(0, slash + 1)) + test;
}

}  // namespace

int main(int argc, char *argv[])
{
    if (argc < 2 || argv[1][0] == '-')
        return listTests(argv[0], "");
    const TestRegistry::Entry *test = TestRegistry::find(argv[1]);
    if (!test)
        return listTests(argv[0], (std::string("no test named ") + argv[1]).c_str());
    std::string path = ownProgramPath(argv[0], test->name);
    std::vector<char *> arguments{path.data()};
    for (int i = 2; i < argc; ++i)
        arguments.push_back(argv[i]);
    arguments.push_back(nullptr);
    return test->run(int(arguments.size()) - 1, arguments.data());
}
