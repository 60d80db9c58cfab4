#pragma once
// What a recording will keep, chosen and said before it starts: how many of a network
// robot's camera pictures go in (File > Camera pictures in recordings: one a second, the
// default, or every picture; kept in the settings), and about how much an hour of it takes
// at the rate the link brings now (LinkStatistics::recordedBytesPerSecond), for the record
// dialog's title. A robot without a camera records everything it sends either way.

#include <QObject>

#include <deque>
#include <QString>

class QActionGroup;
class QMenu;

namespace robodash::link {
class RobotLink;
struct LinkStatistics;
}

class RecordingOptions : public QObject {
    Q_OBJECT
public:
    static constexpr const char *kSettingsKey = "recording/picturesPerSecond";

    RecordingOptions(robodash::link::RobotLink *link, QObject *parent = nullptr);

    // The submenu, inserted before `before` in `menu`.
    void addMenu(QMenu *menu, QAction *before);
    double picturesPerSecond() const { return m_picturesPerSecond; }
    void setPicturesPerSecond(double perSecond);
    // "about 42 MB an hour", or empty before the link has said its rate.
    QString sizePerHourText() const;
    static QString sizeText(double bytes);

private:
    void measure(double recordedBytesPerSecond);

    // The link says its rate once a second; at one picture a second a single second holds
    // none or one, so the estimate is the mean of the last kMeasuredSeconds.
    static constexpr int kMeasuredSeconds = 15;
    robodash::link::RobotLink *m_link;
    double m_picturesPerSecond;
    std::deque<double> m_bytesPerSecond;  // empty: not measured yet
    QActionGroup *m_choices = nullptr;
};
