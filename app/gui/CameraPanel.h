#pragma once
// A network robot's camera on the dashboard: which of its picture topics to show (a list
// filled from discovery, best first; the robot's link reads only the one chosen) over the
// newest picture (widgets::CameraView: size, rate, age, fading when the stream stops).
// Hidden until the robot has a picture topic; a robot on a cable has none.

#include "core/CameraImage.h"
// Before this class's moc output: its signal carries a CameraImage, and a unity batch of moc
// files (CMake on Debian 13) would otherwise meet the type before its Q_DECLARE_METATYPE.
#include "link/LinkMetaTypes.h"

#include <QStringList>
#include <QWidget>

#include <cstdint>

class QComboBox;
class QLabel;

namespace robodash::widgets {
class CameraView;
}

class CameraPanel : public QWidget {
    Q_OBJECT
public:
    explicit CameraPanel(QWidget *parent = nullptr);

    robodash::widgets::CameraView *view() const { return m_view; }
    QStringList topics() const { return m_topics; }
    QString chosenTopic() const { return m_chosen; }

    // From the link (RobotLink::cameraTopics): the topics found and the one read now.
    void setTopics(const QStringList &topics, const QString &chosen);
    // A picture of the chosen topic; pictures of a topic left a moment ago are dropped.
    void showImage(const robodash::core::CameraImage &image);
    // In a replay every recorded picture is shown, whichever topic it came on (the choice was
    // made while recording): the list follows the pictures.
    void setFollowsEveryTopic(bool follows) { m_followsEveryTopic = follows; }
    void setNowMs(std::int64_t linkClockMs);
    // The picture goes, the topics stay (a replay seeked: the next picture is the log's there).
    void clearPicture();
    // Another robot, or none: no topics, no picture, hidden.
    void forget();

signals:
    void topicChosen(const QString &topic);  // the user picked another topic
    void pictureShown(const robodash::core::CameraImage &image);  // of the chosen topic

private:
    QLabel *m_label;
    QComboBox *m_choice;
    robodash::widgets::CameraView *m_view;
    QStringList m_topics;
    QString m_chosen;
    bool m_followsEveryTopic = false;
};
