#pragma once
// Reading a store's series in tests (store/FieldSeries.h): its values in order, and whether
// one run of values appears, in order, within another (a replay's within the live view's).
// Header-only; include where the test links robodash_store.

#include "store/FieldSeries.h"

#include <cmath>
#include <cstddef>
#include <string>
#include <vector>

namespace robodash::testing {

inline std::vector<double> valuesIn(const store::FieldSeries &series)
{
    std::vector<double> values;
    for (std::size_t i = 0; i < series.size(); ++i)
        values.push_back(series.point(i).value);
    return values;
}

// Every value of `part` in `whole`, in the same order (not read, NaN, matches NaN).
inline bool appearsInOrder(const std::vector<double> &part, const std::vector<double> &whole)
{
    std::size_t at = 0;
    for (double value : part) {
        while (at < whole.size() && !(whole[at] == value || (std::isnan(whole[at]) && std::isnan(value))))
            ++at;
        if (at == whole.size())
            return false;
        ++at;
    }
    return true;
}

// The values, for a failure's message: "1 0 1".
inline std::string valuesText(const std::vector<double> &values)
{
    std::string text;
    for (double value : values)
        text += (text.empty() ? "" : " ") + std::to_string(value);
    return text;
}

}  // namespace robodash::testing
