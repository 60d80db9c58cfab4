#pragma once
// The general purpose output word: the two LEDs, the four digital outputs and the four
// external power rails share one 16-bit word, so every change emits the whole word.
// The robot powers up with the rails on, and so does the panel (0x00F0). Cutting a rail
// asks first: things may be powered from it.

#include "kobuki/OutputWord.h"

#include <QString>
#include <QWidget>

#include <array>
#include <functional>

class QAbstractButton;
class QButtonGroup;
class QCheckBox;
class QLabel;

namespace robodash::widgets {

class OutputsPanel : public QWidget {
    Q_OBJECT
public:
    // Answers whether to go ahead; the question names the rail.
    using Confirmation = std::function<bool(const QString &question)>;

    static QString railName(int rail);  // 0..3

    explicit OutputsPanel(QWidget *parent = nullptr);

    quint16 word() const { return word_.word(); }
    // Tests and scripted demos replace the modal dialog.
    void setRailCutConfirmation(Confirmation confirmation);

    // The controls, for tests and keyboard users: objectNames are "led1Green", "output2",
    // "rail3"... as well. LEDs are numbered 1 and 2 here, as on the robot.
    QAbstractButton *ledButton(int led, kobuki::LedColour colour) const;
    QAbstractButton *outputButton(int channel) const;
    QCheckBox *railCheckBox(int rail) const;

    QSize sizeHint() const override;

public slots:
    // Shows what the link holds, without emitting anything.
    void setOutputWord(quint16 word);

signals:
    void outputWordRequested(quint16 word);

private:
    QWidget *buildLedRow(int led);
    void request(const kobuki::OutputWord &word);
    void onRailClicked(int rail, bool on);
    void showWord();

    kobuki::OutputWord word_;
    Confirmation confirm_;
    std::array<QButtonGroup *, 2> ledGroups_{};
    std::array<QAbstractButton *, 4> outputs_{};
    std::array<QCheckBox *, 4> rails_{};
    QLabel *wordLabel_ = nullptr;
};

}  // namespace robodash::widgets
