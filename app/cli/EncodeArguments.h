#pragma once
// What `robodash-cli encode` reads for every family: --name VALUE, --name=VALUE and bare
// --flag options checked against what one command accepts, positional arguments, numbers
// with their ranges, and the table of a family's commands. Any problem is a UsageError,
// printed as one line with exit status 2.

#include <cstdint>
#include <map>
#include <set>
#include <stdexcept>
#include <string>
#include <vector>

namespace encode_cli {

class UsageError : public std::runtime_error {
public:
    using std::runtime_error::runtime_error;
};

struct ParsedArguments {
    std::map<std::string, std::string> values;
    std::set<std::string> flags;
    std::vector<std::string> positionals;
    bool help = false;
};

struct OptionSpec {
    std::set<std::string> valueOptions;
    std::set<std::string> flagOptions;
    std::size_t maxPositionals = 0;
};

// One command of a family: its usage line and how it turns arguments into frames (most
// commands give one; an rFLEX velocity gives one per axis). Each frame is printed on a line.
struct EncodeCommandSpec {
    const char *name;
    const char *usage;
    OptionSpec options;
    std::vector<std::vector<std::uint8_t>> (*encode)(const ParsedArguments &);
};

ParsedArguments parseArguments(int argc, char **argv, int first, const OptionSpec &spec);
const std::string &required(const ParsedArguments &args, const std::string &name);
double parseReal(const std::string &name, const std::string &text);
long long parseInteger(const std::string &name, const std::string &text, int base, long long min,
                       long long max);

// Each family's commands (KobukiEncodeCommands.cpp, RoverEncodeCommands.cpp,
// RflexEncodeCommands.cpp), registered in CliFamilies.cpp.
const std::vector<EncodeCommandSpec> &kobukiEncodeCommands();
const std::vector<EncodeCommandSpec> &roverEncodeCommands();
const std::vector<EncodeCommandSpec> &rflexEncodeCommands();

}  // namespace encode_cli
