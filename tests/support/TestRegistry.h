#pragma once
// The Qt Test classes of one test program (cmake/RoboDashTesting.cmake): each test's file
// registers its class under the file's name when the program starts (TestProgramEntry.h), and
// the program's main runs the one its first argument names, so one program links and starts
// as its folder's every test did alone, and each class is still its own CTest entry.

#include <string>
#include <vector>

namespace robodash::testprogram {

class TestRegistry {
public:
    using Run = int (*)(int argc, char *argv[]);
    struct Entry {
        std::string name;  // the test file's name without folder or extension: tst_frame_finder
        Run run;
    };

    // Registers the test class of `sourceFile` (its __FILE__); returns true, for a static's
    // initializer.
    static bool add(const char *sourceFile, Run run);
    static const Entry *find(const std::string &name);
    static const std::vector<Entry> &entries();

private:
    static std::vector<Entry> &registered();
};

}  // namespace robodash::testprogram
