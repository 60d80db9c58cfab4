#pragma once
// The strip shown while a session log plays: play/pause, speed (0.25x to 20x, or as fast
// as possible), a seek slider with the position, where a damaged log stopped, and a way
// back to a live robot. It only emits intents; RobotDashboard wires them to RobotLink.

#include <QWidget>

class QComboBox;
class QLabel;
class QToolButton;
class SeekSlider;

class ReplayBar : public QWidget {
    Q_OBJECT
public:
    explicit ReplayBar(QWidget *parent = nullptr);

    bool isPaused() const { return m_paused; }
    double speed() const;  // 0: as fast as possible
    QString positionText() const;
    QString endMessage() const;
    SeekSlider *slider() const { return m_slider; }
    QToolButton *playButton() const { return m_play; }

public slots:
    // A new log: position 0, playing, speed kept.
    void start(const QString &path, qint64 durationMs);
    void setPosition(qint64 positionMs, qint64 durationMs);
    // The end of the log was reached; `message` says where a damaged log stopped.
    void showFinished(const QString &message);
    void setPaused(bool paused);
    void setSpeed(double speed);

signals:
    void pausedChanged(bool paused);
    void speedChanged(double speed);
    void seekRequested(qint64 positionMs);
    void closeRequested();

private:
    void updatePlayButton();
    void showTime(qint64 positionMs);
    void onSliderAction(int action);

    QLabel *m_name;
    QToolButton *m_play;
    QComboBox *m_speed;
    SeekSlider *m_slider;
    QLabel *m_time;
    QLabel *m_end;
    QToolButton *m_close;
    void seek(qint64 positionMs);
    void playAgain();

    bool m_paused = false;
    bool m_finished = false;  // at the log's end: the button plays it again from the start
    qint64 m_durationMs = 0;
};
