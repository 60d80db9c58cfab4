#pragma once
// Every report a virtual ATRV-Jr sent, decoded with the codec's own finder and decoders
// (tests of the model; the pty suite uses its own byte-level code instead), and the raw
// bytes, to check the stuffing.

#include "rflex/FrameFinder.h"
#include "rflex/ReportDecoder.h"

#include <cstdint>
#include <vector>

class ReportLog : public robodash::rflex::ReportHandler {
public:
    void feed(const std::vector<std::uint8_t> &bytes)
    {
        raw.insert(raw.end(), bytes.begin(), bytes.end());
        finder.feed(bytes.data(), bytes.size(), [this](const robodash::rflex::FrameView &view) {
            ++frames;
            robodash::rflex::decodeReport(view, *this);
        });
    }
    void clear() { *this = ReportLog{}; }
    std::size_t motionCount(std::uint8_t axis) const
    {
        std::size_t n = 0;
        for (const auto &r : motion)
            n += r.axis == axis;
        return n;
    }

    void onSystemStatus(const robodash::rflex::SystemStatus &r) override { status.push_back(r); }
    void onMotionReport(const robodash::rflex::MotionReport &r) override { motion.push_back(r); }
    void onSonarReport(const robodash::rflex::SonarReport &r) override { sonar.push_back(r); }
    void onDioReport(const robodash::rflex::DioState &r) override { dio.push_back(r); }
    void onDioReportsAck(const robodash::rflex::DioAck &) override { ++dioAcks; }

    robodash::rflex::FrameFinder finder;
    std::vector<std::uint8_t> raw;
    std::size_t frames = 0;
    std::size_t dioAcks = 0;
    std::vector<robodash::rflex::SystemStatus> status;
    std::vector<robodash::rflex::MotionReport> motion;
    std::vector<robodash::rflex::SonarReport> sonar;
    std::vector<robodash::rflex::DioState> dio;
};
