#include "link/LinkSessionLogs.h"

#include "core/RecordedIdentity.h"

namespace robodash::link {
namespace {

QString fromStd(const std::string &text)
{
    return QString::fromStdString(text);
}

}  // namespace

SessionLogHeader LinkSessionLogs::recordingHeader(const core::FamilyRegistry &families,
                                                  const std::string &family,
                                                  const core::DeviceInfo &device,
                                                  const DeviceIdentity &identity)
{
    SessionLogHeader header;
    header.robot = fromStd(family);
    if (const core::FamilyDescriptor *descriptor = families.find(family))
        header.protocol = fromStd(descriptor->recordingId);
    header.hardware = fromStd(device.hardware);
    header.firmware = fromStd(device.firmware);
    header.udid = fromStd(device.serial);
    header.firmwareCode = fromStd(device.firmwareCode);
    header.serialNumber = identity.serialNumber;
    return header;
}

core::DeviceInfo LinkSessionLogs::recordedDevice(const SessionLogHeader &header)
{
    core::DeviceInfo device;
    device.family = header.family();
    device.hardware = header.hardware.toStdString();
    device.firmware = header.firmware.toStdString();
    device.serial = header.udid.toStdString();
    device.firmwareCode = header.firmwareCode.toStdString();
    device.complete = !device.firmware.empty();
    return device;
}

void LinkSessionLogs::startOnLog(core::RobotDriver &driver, const SessionLogHeader &header, std::int64_t nowMs,
                                 core::DriverOutput &out)
{
    driver.start(nowMs, false, out);
    // A family that needs no identity first says it does not know the command: fine.
    driver.command(core::FamilyCommand(core::RecordedIdentityCommand{recordedDevice(header)}), out);
}

void LinkSessionLogs::decodeOutputs(const SessionLog &log, core::RobotDriver &driver,
                                    const std::function<void(const core::DriverOutput &)> &sink)
{
    core::DriverOutput out;
    startOnLog(driver, log.header, 0, out);  // nothing is asked, nothing sent
    std::size_t sent = 0;  // what the session sent up to each received chunk, as a replay has it
    for (const SessionLogChunk &chunk : log.chunks) {
        for (; sent < log.sent.size() && log.sent[sent].timeMs <= chunk.timeMs; ++sent) {
            driver.replaySent(reinterpret_cast<const std::uint8_t *>(log.bytes(log.sent[sent])),
                              std::size_t(log.sent[sent].size), log.sent[sent].timeMs);
        }
        out = core::DriverOutput{};
        driver.receive(reinterpret_cast<const std::uint8_t *>(log.bytes(chunk)), std::size_t(chunk.size),
                       chunk.timeMs, out);
        sink(out);
    }
}

void LinkSessionLogs::decodeSamples(const SessionLog &log, core::RobotDriver &driver,
                                    const std::function<void(const core::TelemetrySample &)> &sink)
{
    decodeOutputs(log, driver, [&sink](const core::DriverOutput &out) {
        for (const core::TelemetrySample &sample : out.samples)
            sink(sample);
    });
}

bool LinkSessionLogs::decodable(const QString &path, const SessionLogHeader &header,
                                const core::FamilyRegistry &families, QString *error)
{
    const std::string family = header.family();
    if (families.find(family))
        return true;
    if (error)
        *error = QStringLiteral("%1 is a log of a \"%2\" robot, which this program "
                                "cannot decode (it knows: %3)")
                     .arg(path, fromStd(family), fromStd(families.names()));
    return false;
}

std::optional<SessionLog> LinkSessionLogs::readForReplay(const QString &path,
                                                         const core::FamilyRegistry &families,
                                                         QString *error)
{
    std::optional<SessionLog> log = SessionLogReader::read(path, error);
    if (!log || !decodable(path, log->header, families, error))
        return std::nullopt;
    return log;
}

std::optional<PagedSessionLog> LinkSessionLogs::openForReplay(const QString &path,
                                                              const core::FamilyRegistry &families,
                                                              QString *error)
{
    std::optional<PagedSessionLog> log = PagedSessionLog::open(path, error);
    if (!log || !decodable(path, log->header(), families, error))
        return std::nullopt;
    return log;
}

}  // namespace robodash::link
