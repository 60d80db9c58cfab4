#include "link/CsvExporter.h"

#include "kobuki/Conversions.h"
#include "kobuki/FeedbackParser.h"
#include "kobuki/FrameFinder.h"

#include <QDir>
#include <QFile>

#include <array>
#include <optional>
#include <type_traits>
#include <vector>

namespace robodash::link {
namespace {

namespace kobuki = robodash::kobuki;

enum Kind {
    kBasic, kDockIr, kInertia, kCliff, kCurrent, kHardware, kFirmware, kGyro, kInput, kUdid,
    kController, kKindCount
};

struct KindFile {
    const char *name;
    const char *header;
};

constexpr std::array<KindFile, kKindCount> kFiles = {{
    {"basic_sensors.csv",
     "time_s,time_stamp_ms,bumper,wheel_drop,cliff,left_encoder,right_encoder,"
     "left_distance_m,right_distance_m,left_pwm,right_pwm,buttons,charger,battery_raw,"
     "battery_v,over_current"},
    {"dock_ir.csv", "time_s,right,central,left"},
    {"inertia.csv", "time_s,angle_raw,angle_rad,angle_rate_raw,angle_rate_rad_s"},
    {"cliff.csv", "time_s,right_raw,central_raw,left_raw"},
    {"current.csv", "time_s,left_raw,left_a,right_raw,right_a"},
    {"hardware_version.csv", "time_s,major,minor,patch"},
    {"firmware_version.csv", "time_s,major,minor,patch"},
    {"raw_gyro.csv",
     "time_s,frame_id,sample,x_raw,y_raw,z_raw,robot_x_rad_s,robot_y_rad_s,robot_z_rad_s"},
    {"general_purpose_input.csv",
     "time_s,digital_input,analog0_raw,analog0_v,analog1_raw,analog1_v,analog2_raw,"
     "analog2_v,analog3_raw,analog3_v"},
    {"udid.csv", "time_s,udid0,udid1,udid2"},
    {"controller_info.csv", "time_s,type,p_raw,p,i_raw,i,d_raw,d"},
}};

// One CSV line under construction; numbers only, so nothing needs quoting.
class Row {
public:
    explicit Row(double timeS) { m_line = QByteArray::number(timeS, 'f', 3); }
    template <typename Integer, std::enable_if_t<std::is_integral_v<Integer>, int> = 0>
    Row &operator<<(Integer value)
    {
        m_line += ',' + QByteArray::number(static_cast<qlonglong>(value));
        return *this;
    }
    Row &operator<<(double value)
    {
        m_line += ',' + QByteArray::number(value, 'g', 10);
        return *this;
    }
    QByteArray line() const { return m_line + '\n'; }

private:
    QByteArray m_line;
};

class CsvWriter {
public:
    explicit CsvWriter(const SessionLog &log) : m_log(log) {}

    void decodeAll()
    {
        for (const SessionLogChunk &chunk : m_log.chunks) {
            m_timeS = double(chunk.timeMs) / 1000.0;
            m_finder.feed(reinterpret_cast<const std::uint8_t *>(m_log.bytes(chunk)),
                          std::size_t(chunk.size),
                          [this](const std::uint8_t *payload, std::size_t length) {
                              addFrame(kobuki::decodeFeedbackFrame(payload, length));
                          });
        }
    }

    bool save(const QString &directory, CsvExportResult &result) const
    {
        for (int kind = 0; kind < kKindCount; ++kind) {
            const QString name = QString::fromLatin1(kFiles[std::size_t(kind)].name);
            QFile file(QDir(directory).filePath(name));
            const QByteArray header = QByteArray(kFiles[std::size_t(kind)].header) + '\n';
            if (!file.open(QIODevice::WriteOnly | QIODevice::Truncate) || file.write(header) != header.size()
                || file.write(m_text[std::size_t(kind)]) != m_text[std::size_t(kind)].size() || !file.flush()) {
                result.error = QStringLiteral("cannot write %1: %2").arg(file.fileName(), file.errorString());
                return false;
            }
            result.rows[name] = m_rows[std::size_t(kind)];
        }
        result.goodFrames = m_finder.stats().goodFrames;
        result.checksumErrors = m_finder.stats().checksumErrors;
        return true;
    }

private:
    void add(Kind kind, const Row &row)
    {
        m_text[std::size_t(kind)] += row.line();
        ++m_rows[std::size_t(kind)];
    }

    void addFrame(const kobuki::FeedbackFrame &frame)
    {
        if (frame.basicSensors) addBasic(*frame.basicSensors);
        if (frame.dockIr) addDockIr(*frame.dockIr);
        if (frame.inertia) addInertia(*frame.inertia);
        if (frame.cliff) addCliff(*frame.cliff);
        if (frame.current) addCurrent(*frame.current);
        if (frame.hardwareVersion) addVersion(kHardware, *frame.hardwareVersion);
        if (frame.firmwareVersion) addVersion(kFirmware, *frame.firmwareVersion);
        if (frame.rawGyro) addGyro(*frame.rawGyro);
        if (frame.generalPurposeInput) addInput(*frame.generalPurposeInput);
        if (frame.udid) addUdid(*frame.udid);
        if (frame.controllerInfo) addController(*frame.controllerInfo);
    }

    void addBasic(const kobuki::BasicSensors &v)
    {
        // Distance travelled since the first sample of the log, from wrapping encoder deltas.
        if (m_previousBasic) {
            m_leftM += kobuki::encoderDeltaMetres(m_previousBasic->leftEncoder, v.leftEncoder);
            m_rightM += kobuki::encoderDeltaMetres(m_previousBasic->rightEncoder, v.rightEncoder);
        }
        m_previousBasic = v;
        Row row(m_timeS);
        row << v.timeStamp << v.bumper << v.wheelDrop << v.cliff
            << v.leftEncoder << v.rightEncoder << m_leftM << m_rightM
            << v.leftPwm << v.rightPwm << v.buttons << v.charger
            << v.battery << kobuki::batteryVolts(v.battery) << v.overCurrent;
        add(kBasic, row);
    }

    void addDockIr(const kobuki::DockIr &v)
    {
        add(kDockIr, Row(m_timeS) << v.right << v.central << v.left);
    }

    void addInertia(const kobuki::Inertia &v)
    {
        add(kInertia, Row(m_timeS) << v.angle << kobuki::inertiaAngleToRadians(v.angle)
                                   << v.angleRate
                                   << kobuki::inertiaRateToRadiansPerSecond(v.angleRate));
    }

    void addCliff(const kobuki::Cliff &v)
    {
        add(kCliff, Row(m_timeS) << v.bottom[0] << v.bottom[1] << v.bottom[2]);
    }

    void addCurrent(const kobuki::Current &v)
    {
        add(kCurrent, Row(m_timeS) << v.current[0] << kobuki::motorCurrentAmperes(v.current[0])
                                   << v.current[1] << kobuki::motorCurrentAmperes(v.current[1]));
    }

    void addVersion(Kind kind, const kobuki::Version &v)
    {
        add(kind, Row(m_timeS) << v.major << v.minor << v.patch);
    }

    void addGyro(const kobuki::RawGyro &v)
    {
        for (std::size_t i = 0; i < v.sampleCount && i < v.samples.size(); ++i) {
            const std::array<double, 3> rate = kobuki::rawGyroToRobotRadiansPerSecond(v.samples[i]);
            add(kGyro, Row(m_timeS) << v.frameId << i << v.samples[i][0]
                                    << v.samples[i][1] << v.samples[i][2] << rate[0]
                                    << rate[1] << rate[2]);
        }
    }

    void addInput(const kobuki::GeneralPurposeInput &v)
    {
        Row row(m_timeS);
        row << v.digitalInput;
        for (std::uint16_t raw : v.analogInput)
            row << raw << kobuki::analogInputVolts(raw);
        add(kInput, row);
    }

    void addUdid(const kobuki::Udid &v)
    {
        add(kUdid, Row(m_timeS) << v.udid[0] << v.udid[1] << v.udid[2]);
    }

    void addController(const kobuki::ControllerInfo &v)
    {
        add(kController, Row(m_timeS) << v.type << v.pGain << kobuki::gainFromWire(v.pGain)
                                      << v.iGain << kobuki::gainFromWire(v.iGain)
                                      << v.dGain << kobuki::gainFromWire(v.dGain));
    }

    const SessionLog &m_log;
    kobuki::FrameFinder m_finder;
    double m_timeS = 0;
    std::optional<kobuki::BasicSensors> m_previousBasic;
    double m_leftM = 0, m_rightM = 0;
    std::array<QByteArray, kKindCount> m_text{};
    std::array<quint64, kKindCount> m_rows{};
};

}  // namespace

QStringList CsvExporter::fileNames()
{
    QStringList names;
    for (const KindFile &file : kFiles)
        names << QString::fromLatin1(file.name);
    return names;
}

CsvExportResult CsvExporter::exportLog(const SessionLog &log, const QString &directory)
{
    CsvExportResult result;
    result.stop = log.stop;
    if (!QDir().mkpath(directory)) {
        result.error = QStringLiteral("cannot create the directory %1").arg(directory);
        return result;
    }
    CsvWriter writer(log);
    writer.decodeAll();
    result.ok = writer.save(directory, result);
    return result;
}

CsvExportResult CsvExporter::exportFile(const QString &logPath, const QString &directory)
{
    QString error;
    const std::optional<SessionLog> log = SessionLogReader::read(logPath, &error);
    if (!log) {
        CsvExportResult result;
        result.error = error;
        return result;
    }
    return exportLog(*log, directory);
}

}  // namespace robodash::link
