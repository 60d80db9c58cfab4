#pragma once
// The Kobuki's own commands from the reader's thread: the general purpose output word
// (digital outputs 0x000F, rails 0x00F0, LEDs 0x0F00), sounds and controller gains. Each goes
// to the link as one typed family command (core/FamilyCommand.h); the link drops it while
// no robot is connected, so nothing set then reaches the next robot.
//
// The output word is owned by the Kobuki's driver on the link's thread, which other senders
// (a ROS 2 network through bridge/) change too: each setter here sends only the bits it
// changes (kobuki/KobukiCommands.h) and shows the change at once; the word the driver reports
// back (RobotLink::familyReport) is then what outputWord() and outputWordChanged() show,
// whoever set it.

#include "KobukiMetaTypes.h"
#include "core/FamilyReport.h"
#include "kobuki/OutputWord.h"

#include <QObject>

namespace robodash::link {
class RobotLink;
}

namespace robodash::app {

class KobukiControl : public QObject {
    Q_OBJECT
public:
    explicit KobukiControl(link::RobotLink *link, QObject *parent = nullptr);

    quint16 outputWord() const { return m_outputs.word(); }
    const kobuki::OutputWord &outputs() const { return m_outputs; }

public slots:
    void setOutputWord(quint16 word);
    void setDigitalOutput(int channel, bool high);
    void setDigitalOutputs(quint8 bits);
    void setPowerRail(robodash::kobuki::PowerRail rail, bool on);
    void setLed(int led, robodash::kobuki::LedColour colour);

    void playSound(double hertz, int durationMs);
    void playSoundSequence(robodash::kobuki::SoundSequence sequence);

    void setControllerGains(double p, double i, double d);  // user-configured gains
    void restoreFactoryGains();
    void requestControllerGains();

signals:
    void outputWordChanged(quint16 word);

private:
    void onFamilyReport(const core::FamilyReport &report);
    // Shows `next` at once; `command` carries the change to the driver.
    template <class Command>
    void changeOutputs(const kobuki::OutputWord &next, Command command);
    void showOutputs(const kobuki::OutputWord &outputs);
    template <class Command>
    void send(Command command);

    link::RobotLink *m_link;
    kobuki::OutputWord m_outputs;
};

}  // namespace robodash::app
