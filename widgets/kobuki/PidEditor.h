#pragma once
// The wheel velocity controller's PID gains: what the robot last answered (and whether they
// are the factory defaults or user gains), fields to edit P, I and D, and Read / Write /
// Restore factory defaults. Gains travel as gain * 1000 in an unsigned 32-bit field, so a
// gain has at most 3 decimals; it is 0..kMaxGain (the wire would take 4294967.295, no
// controller wants that); Write stays disabled while a field is not.
//
// After Write or Restore the editor asks for a read-back and says "waiting for read-back"
// until the next ControllerInfo arrives, then shows what the robot answered and flags any
// difference from what was written.

#include "kobuki/GainLimit.h"
#include "kobuki/Feedback.h"

#include <QString>
#include <QWidget>

#include <array>
#include <cstdint>
#include <optional>

class QLabel;
class QPushButton;

namespace robodash::widgets {

class ValidatedField;

class PidEditor : public QWidget {
    Q_OBJECT
public:
    enum class State { NotRead, Reading, Current, WaitingForReadBack, Confirmed, Mismatch };
    static constexpr int kMaxGain = kobuki::kOperatorMaxGain;  // kobuki/GainLimit.h

    // The wire value (gain * 1000) of `text`, or nothing with the reason in `problem`.
    static std::optional<std::uint32_t> parseGain(const QString &text, QString *problem = nullptr);
    static QString gainProblem(const QString &text);

    explicit PidEditor(QWidget *parent = nullptr);

    State state() const { return state_; }
    QString statusText() const;
    QString robotGainsText() const;
    ValidatedField *field(int index) const;  // 0 P, 1 I, 2 D
    QPushButton *readButton() const { return read_; }
    QPushButton *writeButton() const { return write_; }
    QPushButton *factoryButton() const { return factory_; }

    QSize sizeHint() const override;

    bool isLinkAvailable() const { return linkAvailable_; }

public slots:
    void setControllerInfo(const robodash::kobuki::ControllerInfo &info);
    // As the Read button: asks the robot, or says why it cannot.
    void readGains();
    // Without a connected robot the buttons are off and the editor says so; a read or write
    // still waiting for its answer when the link goes is reported as unanswered.
    void setLinkAvailable(bool available);

signals:
    void readGainsRequested();
    void writeGainsRequested(double p, double i, double d);
    void factoryGainsRequested();

private:
    enum class Pending { Nothing, UserGains, FactoryGains };

    void requestWrite();
    void requestFactory();
    void updateWritable();
    void setState(State state, const QString &text);
    void fillFields(const robodash::kobuki::ControllerInfo &info);
    void checkReadBack(const robodash::kobuki::ControllerInfo &info);

    std::array<ValidatedField *, 3> fields_{};
    QLabel *robotGains_ = nullptr;
    QLabel *status_ = nullptr;
    QPushButton *read_ = nullptr;
    QPushButton *write_ = nullptr;
    QPushButton *factory_ = nullptr;
    State state_ = State::NotRead;
    Pending pending_ = Pending::Nothing;
    std::array<std::uint32_t, 3> written_{};
    bool userEdited_ = false;
    bool linkAvailable_ = true;
};

}  // namespace robodash::widgets
