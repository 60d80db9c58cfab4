#pragma once
// The rFLEX's central view: the sonar ring (SonarRingView) under a row with the sonar's
// on/off switch and the distance the view shows. The switch emits an intent only; what the
// driver did comes back through setSonarOn().

#include <QWidget>

class QCheckBox;
class QComboBox;

namespace robodash::widgets {

class SonarRingView;

class SonarPanel : public QWidget {
    Q_OBJECT
public:
    explicit SonarPanel(QWidget *parent = nullptr);

    SonarRingView *ringView() const { return view_; }
    QCheckBox *sonarSwitch() const { return switch_; }
    bool sonarOn() const;

public slots:
    // Shows the sonar's state without emitting sonarRequested().
    void setSonarOn(bool on);
    // The switch acts on a live robot only.
    void setLinkAvailable(bool available);

signals:
    void sonarRequested(bool on);

private:
    SonarRingView *view_;
    QCheckBox *switch_;
    QComboBox *range_;
};

}  // namespace robodash::widgets
