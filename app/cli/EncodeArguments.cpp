#include "EncodeArguments.h"

#include <cerrno>
#include <cmath>
#include <cstdlib>
#include <optional>

namespace encode_cli {

ParsedArguments parseArguments(int argc, char **argv, int first, const OptionSpec &spec)
{
    ParsedArguments parsed;
    for (int i = first; i < argc; ++i) {
        std::string argument = argv[i];
        if (argument == "--help" || argument == "-h") {
            parsed.help = true;
            continue;
        }
        if (argument.rfind("--", 0) != 0) {
            if (parsed.positionals.size() >= spec.maxPositionals)
                throw UsageError("unexpected argument '" + argument + "'");
            parsed.positionals.push_back(argument);
            continue;
        }
        std::string name = argument.substr(2);
        std::optional<std::string> inlineValue;
        if (const auto equals = name.find('='); equals != std::string::npos) {
            inlineValue = name.substr(equals + 1);
            name = name.substr(0, equals);
        }
        if (spec.flagOptions.count(name)) {
            if (inlineValue)
                throw UsageError("--" + name + " takes no value");
            parsed.flags.insert(name);
        } else if (spec.valueOptions.count(name)) {
            if (parsed.values.count(name))
                throw UsageError("--" + name + " given twice");
            if (!inlineValue && i + 1 >= argc)
                throw UsageError("--" + name + " needs a value");
            parsed.values[name] = inlineValue ? *inlineValue : argv[++i];
        } else {
            throw UsageError("unknown option '--" + name + "'");
        }
    }
    return parsed;
}

const std::string &required(const ParsedArguments &args, const std::string &name)
{
    const auto found = args.values.find(name);
    if (found == args.values.end())
        throw UsageError("missing --" + name);
    return found->second;
}

double parseReal(const std::string &name, const std::string &text)
{
    char *end = nullptr;
    errno = 0;
    const double value = std::strtod(text.c_str(), &end);
    if (text.empty() || *end != '\0' || errno == ERANGE || !std::isfinite(value))
        throw UsageError("--" + name + ": '" + text + "' is not a finite number");
    return value;
}

long long parseInteger(const std::string &name, const std::string &text, int base, long long min,
                       long long max)
{
    char *end = nullptr;
    errno = 0;
    const long long value = std::strtoll(text.c_str(), &end, base);
    if (text.empty() || *end != '\0' || errno == ERANGE)
        throw UsageError("--" + name + ": '" + text + "' is not an integer");
    if (value < min || value > max)
        throw UsageError("--" + name + ": " + text + " is out of range " + std::to_string(min) + ".."
                         + std::to_string(max));
    return value;
}

}  // namespace encode_cli
