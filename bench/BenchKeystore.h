#pragma once
// A throw-away SROS 2 keystore for the benchmarks' secured runs: a robot enclave (for the
// bridges, and for a reader in the same process) and a watch enclave, both for robots in any
// namespace of `domain`.

#include "bridge/security/SecuritySettings.h"

#include <QTemporaryDir>

#include <string>

class BenchKeystore {
public:
    explicit BenchKeystore(int domain);
    bool isValid() const { return m_robot.secured() && m_reader.secured(); }
    const std::string &error() const { return m_error; }
    const robodash::security::SecurityDecision &robot() const { return m_robot; }
    const robodash::security::SecurityDecision &reader() const { return m_reader; }

private:
    QTemporaryDir m_folder;
    robodash::security::SecurityDecision m_robot, m_reader;
    std::string m_error;
};
