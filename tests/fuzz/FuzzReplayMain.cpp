// Runs a fuzz target over files and folders of inputs without libFuzzer, so that the seed
// corpus (and any crash a long run found) is replayed by every compiler, under the test
// build's sanitizers.
#include <cstdint>
#include <cstdio>
#include <filesystem>
#include <fstream>
#include <iterator>
#include <vector>

extern "C" int LLVMFuzzerTestOneInput(const std::uint8_t *data, std::size_t size);

namespace {

bool replayFile(const std::filesystem::path &path)
{
    std::ifstream in(path, std::ios::binary);
    if (!in) {
        std::fprintf(stderr, "cannot read %s\n", path.c_str());
        return false;
    }
    const std::vector<std::uint8_t> bytes((std::istreambuf_iterator<char>(in)),
                                          std::istreambuf_iterator<char>());
    LLVMFuzzerTestOneInput(bytes.data(), bytes.size());
    return true;
}

}  // namespace

int main(int argc, char **argv)
{
    if (argc < 2) {
        std::fprintf(stderr, "usage: %s FILE_OR_FOLDER...\n", argv[0]);
        return 2;
    }
    int replayed = 0;
    for (int a = 1; a < argc; ++a) {
        const std::filesystem::path path(argv[a]);
        std::error_code error;
        if (std::filesystem::is_directory(path, error)) {
            for (const auto &entry : std::filesystem::directory_iterator(path)) {
                if (!entry.is_regular_file())
                    continue;
                if (!replayFile(entry.path()))
                    return 1;
                ++replayed;
            }
        } else {
            if (!replayFile(path))
                return 1;
            ++replayed;
        }
    }
    // Empty input too: the smallest case every target must take.
    LLVMFuzzerTestOneInput(nullptr, 0);
    std::printf("replayed %d inputs cleanly\n", replayed);
    return replayed > 0 ? 0 : 1;
}
