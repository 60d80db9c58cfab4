#pragma once
// The Rover Pro's two tracks side by side: speed (from the RPM registers), motor current,
// motor temperature and encoder count, the total current, and where odometry comes from:
// the encoders on the newer line, the RPM readings on the older one, whose encoder registers
// read 0 (those then say "not on this firmware").

#include "rover/RoverFrame.h"

#include <QWidget>

#include <array>

class QGridLayout;
class QLabel;

namespace robodash::widgets {

class ReadoutLabel;
class RefreshGate;

class RoverTracksView : public QWidget {
    Q_OBJECT
public:
    enum Track { Left = 0, Right = 1 };

    explicit RoverTracksView(QWidget *parent = nullptr);

    // The readouts show the newest frame: a refresh still pending runs first.
    QString speedText(Track track) const;
    QString currentText(Track track) const;
    QString temperatureText(Track track) const;
    QString encoderText(Track track) const;
    QString totalCurrentText() const;
    QString odometryText() const;

    QSize sizeHint() const override;

public slots:
    void setFrame(const robodash::rover::RoverFrame &frame);

private:
    struct Column {
        ReadoutLabel *speed = nullptr;
        ReadoutLabel *current = nullptr;
        ReadoutLabel *temperature = nullptr;
        ReadoutLabel *encoder = nullptr;
    };
    void buildColumn(Track track, QGridLayout *grid);
    void refresh();
    void refreshOdometry();
    QString flush(const ReadoutLabel *label) const;

    std::array<Column, 2> columns_;
    ReadoutLabel *total_ = nullptr;
    QLabel *odometry_ = nullptr;
    RefreshGate *refresh_ = nullptr;
    rover::RoverFrame frame_;
};

}  // namespace robodash::widgets
