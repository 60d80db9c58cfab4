#pragma once
// Versions of the robot and of RoboDash, and the robot's unique id. Warns when the firmware
// is one the reference driver refuses (major version not 1), and notes when it is not one
// of the versions that driver was tested with (1.1.4, 1.2.0).

#include "kobuki/Feedback.h"

#include <QWidget>

class QLabel;

namespace robodash::widgets {

class VersionInfoView : public QWidget {
    Q_OBJECT
public:
    enum class FirmwareVerdict { Accepted, Untested, Refused };
    static FirmwareVerdict firmwareVerdict(const robodash::kobuki::Version &firmware);

    explicit VersionInfoView(QWidget *parent = nullptr);

    QString hardwareText() const;
    QString firmwareText() const;
    QString softwareText() const;
    QString udidText() const;
    QString firmwareMessage() const;  // empty when the firmware is accepted quietly
    bool firmwareMessageShown() const;

    QSize sizeHint() const override;

public slots:
    void setHardwareVersion(const robodash::kobuki::Version &version);
    void setFirmwareVersion(const robodash::kobuki::Version &version);
    void setUdid(const robodash::kobuki::Udid &udid);

private:
    QLabel *valueLabel(const QString &text);

    QLabel *hardware_ = nullptr;
    QLabel *firmware_ = nullptr;
    QLabel *software_ = nullptr;
    QLabel *udid_ = nullptr;
    QLabel *firmwareMessage_ = nullptr;
};

}  // namespace robodash::widgets
