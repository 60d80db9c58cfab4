#include "BenchKeystore.h"

#include "bridge/security/Keystore.h"

using namespace robodash::security;

BenchKeystore::BenchKeystore(int domain)
{
    const std::string root = m_folder.filePath(QStringLiteral("keystore")).toStdString();
    const Keystore keystore(root);
    if (!keystore.create(domain, &m_error)
        || !keystore.createEnclave({"/bench/robot", EnclaveRole::Robot, "/", domain}, &m_error)
        || !keystore.createEnclave({"/bench/reader", EnclaveRole::Watch, "/", domain}, &m_error))
        return;
    const auto noEnvironment = [](const char *) { return std::string(); };
    m_robot = SecuritySettings::decide({root, "/bench/robot"}, noEnvironment);
    m_reader = SecuritySettings::decide({root, "/bench/reader"}, noEnvironment);
    if (!isValid())
        m_error = m_robot.message + m_reader.message;
}
