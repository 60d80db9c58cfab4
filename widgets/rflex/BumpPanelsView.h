#pragma once
// The rFLEX base's front and rear bump panels, lit while pressed, with the DIO report they
// came from (address, offset, state).

#include "rflex/BumpPanels.h"
#include "rflex/RflexTelemetry.h"

#include <QWidget>

namespace robodash::widgets {

class ReadoutLabel;
class RefreshGate;
class StatusLamp;

class BumpPanelsView : public QWidget {
    Q_OBJECT
public:
    explicit BumpPanelsView(QWidget *parent = nullptr);

    // The newest panels; no value before the first report at the panels' address.
    std::optional<rflex::BumpPanels> panels() const { return panels_; }
    // The lamps as they read (a pending refresh runs first).
    QString frontText() const;
    QString rearText() const;
    QColor frontColour() const;
    QColor rearColour() const;

public slots:
    void setBumpPanels(const robodash::rflex::BumpPanels &panels);
    void setDio(const robodash::rflex::DioTelemetry &dio);
    void clear();

private:
    void refresh();

    StatusLamp *front_;
    StatusLamp *rear_;
    ReadoutLabel *raw_;
    RefreshGate *refresh_;
    std::optional<rflex::BumpPanels> panels_;
    std::optional<rflex::DioState> lastDio_;
};

}  // namespace robodash::widgets
