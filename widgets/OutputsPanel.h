#pragma once
// The general purpose output word: the two LEDs, the four digital outputs and the four
// external power rails share one 16-bit word, so every change emits the whole word.
// The robot powers up with the rails on, and so does the panel (0x00F0). Cutting a rail
// asks first: things may be powered from it.

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
    enum class LedColour { Off = 0, Green = 1, Orange = 2, Red = 3 };
    // Answers whether to go ahead; the question names the rail.
    using Confirmation = std::function<bool(const QString &question)>;

    static constexpr quint16 kPowerOnWord = 0x00F0;
    static quint16 withLed(quint16 word, int led, LedColour colour);  // led 1 or 2
    static LedColour ledColour(quint16 word, int led);
    static QString railName(int rail);                                // 0..3

    explicit OutputsPanel(QWidget *parent = nullptr);

    quint16 word() const { return word_; }
    // Tests and scripted demos replace the modal dialog.
    void setRailCutConfirmation(Confirmation confirmation);

    // The controls, for tests and keyboard users: objectNames are "led1Green", "output2",
    // "rail3"... as well.
    QAbstractButton *ledButton(int led, LedColour colour) const;
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
    void request(quint16 word);
    void onRailClicked(int rail, bool on);
    void showWord();

    quint16 word_ = kPowerOnWord;
    Confirmation confirm_;
    std::array<QButtonGroup *, 2> ledGroups_{};
    std::array<QAbstractButton *, 4> outputs_{};
    std::array<QCheckBox *, 4> rails_{};
    QLabel *wordLabel_ = nullptr;
};

}  // namespace robodash::widgets
