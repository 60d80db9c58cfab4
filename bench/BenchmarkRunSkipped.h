#pragma once

// Google Benchmark 1.8 replaced Run::error_occurred (a bool) by Run::skipped (an enum: not
// skipped, skipped with a message, skipped with an error). Debian 12 ships 1.7, Debian 13
// ships 1.9: the reporters ask this instead, so one source builds against both.

namespace benchmark_compat {

// Chosen when Run has `skipped` (1.8 and later): the int overload wins for the argument 0.
template <typename Run>
auto runWasSkipped(const Run &run, int) -> decltype(static_cast<int>(run.skipped), bool())
{
    return static_cast<int>(run.skipped) != 0;
}

// Chosen otherwise (1.7 and earlier).
template <typename Run>
bool runWasSkipped(const Run &run, long)
{
    return run.error_occurred;
}

template <typename Run>
bool runWasSkipped(const Run &run)
{
    return runWasSkipped(run, 0);
}

} // namespace benchmark_compat
