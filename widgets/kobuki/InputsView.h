#pragma once
// The expansion port's inputs: four digital inputs as lamps, four analog inputs as volts
// with a bar over the 0..3.3 V range.

#include "kobuki/Feedback.h"

#include <QWidget>

#include <array>


namespace robodash::widgets {

class LevelBar;
class ReadoutLabel;
class RefreshGate;
class StatusLamp;

class InputsView : public QWidget {
    Q_OBJECT
public:
    explicit InputsView(QWidget *parent = nullptr);

    // The readouts show the newest sample: a refresh still pending runs first.
    QColor digitalColour(int channel) const;
    QString analogText(int channel) const;
    double analogVolts(int channel) const;

    QSize sizeHint() const override;

public slots:
    void setGeneralPurposeInput(const robodash::kobuki::GeneralPurposeInput &input);

private:
    void refresh();  // the lamps and bars, at the screen's pace

    RefreshGate *refresh_ = nullptr;
    robodash::kobuki::GeneralPurposeInput input_;
    std::array<StatusLamp *, 4> digital_{};
    std::array<LevelBar *, 4> analogBars_{};
    std::array<ReadoutLabel *, 4> analogLabels_{};
};

}  // namespace robodash::widgets
