#pragma once
// What the figure programs measure about their own process.

#include <cstdio>
#include <malloc.h>
#include <ctime>
#include <unistd.h>

namespace bench {

// CPU time of the whole process (every thread), in seconds.
inline double processCpuSeconds()
{
    timespec now{};
    clock_gettime(CLOCK_PROCESS_CPUTIME_ID, &now);
    return double(now.tv_sec) + double(now.tv_nsec) * 1e-9;
}

// Resident set size in MiB, from /proc/self/statm; -1 when it cannot be read.
inline double residentMiB()
{
    long pages = 0, resident = 0;
    std::FILE *statm = std::fopen("/proc/self/statm", "r");
    if (!statm)
        return -1;
    const int read = std::fscanf(statm, "%ld %ld", &pages, &resident);
    std::fclose(statm);
    if (read != 2)
        return -1;
    return double(resident) * double(sysconf(_SC_PAGESIZE)) / (1024.0 * 1024.0);
}

// Bytes the program holds on the malloc heap right now (not what the heap keeps for reuse).
inline double heapInUseMiB()
{
    const struct mallinfo2 info = mallinfo2();
    return double(info.uordblks + info.hblkhd) / (1024.0 * 1024.0);
}

}  // namespace bench
