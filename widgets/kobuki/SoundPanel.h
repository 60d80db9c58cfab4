#pragma once
// The robot's buzzer: the seven predefined sequences, and a custom note whose frequency
// and duration are checked before Play is enabled (duration 1..255 ms; the note value
// 1 / (f * 0.00000275) must fit 16 bits).

#include <QWidget>

class QLabel;
class QPushButton;

namespace robodash::widgets {

class ValidatedField;

class SoundPanel : public QWidget {
    Q_OBJECT
public:
    // Empty when acceptable, else what is wrong, for the user.
    static QString frequencyProblem(const QString &text);
    static QString durationProblem(const QString &text);

    explicit SoundPanel(QWidget *parent = nullptr);

    ValidatedField *frequencyField() const { return frequency_; }
    ValidatedField *durationField() const { return duration_; }
    QPushButton *playButton() const { return play_; }
    QPushButton *sequenceButton(int sequence) const;  // 0..6

    QSize sizeHint() const override;

signals:
    void soundSequenceRequested(int sequence);
    void soundRequested(double hertz, int milliseconds);

private:
    void updatePlayable();
    void playNote();

    QList<QPushButton *> sequences_;
    ValidatedField *frequency_ = nullptr;
    ValidatedField *duration_ = nullptr;
    QLabel *noteLabel_ = nullptr;
    QPushButton *play_ = nullptr;
};

}  // namespace robodash::widgets
