#pragma once
// Which firmware the Rover Pro runs (register 40): its line (1.0.x or 1.x), version or build
// date, the raw value, and whether driving is allowed. A value of neither line connects
// read-only: the view says so in red and offers "Drive anyway…", which asks first and then
// emits confirmUnknownFirmwareRequested(); the driver allows driving from then on for that
// value until the port closes.

#include "rover/RoverFrame.h"

#include <QWidget>

#include <functional>

class QLabel;
class QPushButton;

namespace robodash::widgets {

class RoverFirmwareView : public QWidget {
    Q_OBJECT
public:
    // Asked before confirming an unknown firmware; answers true to go ahead.
    using Confirmation = std::function<bool(const QString &question)>;

    explicit RoverFirmwareView(QWidget *parent = nullptr);

    QString lineText() const;
    QString versionText() const;
    QString driveText() const;
    // The read-only warning and its "Drive anyway…" button are shown.
    bool unknownFirmwareShown() const;
    // Replaces the modal question (tests, scripted demos).
    void setConfirmation(Confirmation confirmation);

    QSize sizeHint() const override;

public slots:
    void setFrame(const robodash::rover::RoverFrame &frame);
    // No robot any more: back to "waiting", no warning.
    void clear();
    // As if "Drive anyway…" were clicked: asks, then emits on yes.
    void confirmUnknownFirmware();

signals:
    void confirmUnknownFirmwareRequested();

protected:
    void resizeEvent(QResizeEvent *event) override;

private:
    void fitWarning();
    void showIdentity(const rover::RoverFrame &frame);
    void showDriveState(const rover::RoverFrame &frame);

    QLabel *line_ = nullptr;
    QLabel *version_ = nullptr;
    QLabel *raw_ = nullptr;
    QLabel *drive_ = nullptr;
    QLabel *warning_ = nullptr;
    QPushButton *driveAnyway_ = nullptr;
    Confirmation confirm_;
};

}  // namespace robodash::widgets
