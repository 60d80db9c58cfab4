#pragma once
// A fixed-capacity ring of (time, value) samples: storing a sample never allocates and the
// oldest sample is dropped when full, so a plot's memory stays bounded for any session length.

#include <QPointF>

#include <algorithm>
#include <cstddef>
#include <vector>

namespace robodash::widgets {

class SampleRing {
public:
    explicit SampleRing(std::size_t capacity = 2048) : buffer_(capacity > 0 ? capacity : 1) {}

    void push(const QPointF &sample)
    {
        buffer_[(start_ + size_) % buffer_.size()] = sample;
        if (size_ < buffer_.size())
            ++size_;
        else
            start_ = (start_ + 1) % buffer_.size();
    }

    // Oldest first.
    const QPointF &at(std::size_t index) const { return buffer_[(start_ + index) % buffer_.size()]; }
    const QPointF &newest() const { return at(size_ - 1); }
    std::size_t size() const { return size_; }
    std::size_t capacity() const { return buffer_.size(); }
    bool empty() const { return size_ == 0; }

    // For samples pushed in time order (x never decreasing): the index of the first sample
    // at or after `time` (size() if none), by bisection.
    std::size_t firstAtOrAfter(double time) const
    {
        std::size_t low = 0, high = size_;
        while (low < high) {
            const std::size_t middle = low + (high - low) / 2;
            if (at(middle).x() < time)
                low = middle + 1;
            else
                high = middle;
        }
        return low;
    }

    // Calls visit(sample) for the samples from index `from` on, oldest first, walking the
    // buffer's one or two contiguous parts instead of wrapping each index.
    template <typename Visitor>
    void forEachFrom(std::size_t from, Visitor &&visit) const
    {
        for (std::size_t index = from; index < size_;) {
            const std::size_t slot = (start_ + index) % buffer_.size();
            const std::size_t run = std::min(size_ - index, buffer_.size() - slot);
            for (std::size_t k = 0; k < run; ++k)
                visit(buffer_[slot + k]);
            index += run;
        }
    }
    void clear() { start_ = size_ = 0; }

private:
    std::vector<QPointF> buffer_;
    std::size_t start_ = 0;
    std::size_t size_ = 0;
};

}  // namespace robodash::widgets
