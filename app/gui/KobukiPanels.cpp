#include "KobukiPanels.h"

#include "CliffPlot.h"
#include "DockIrView.h"
#include "GyroView.h"
#include "InputsView.h"
#include "MotorsView.h"
#include "OutputsPanel.h"
#include "PidEditor.h"
#include "RobotSession.h"
#include "RobotStoreFeed.h"
#include "RobotView.h"
#include "SoundPanel.h"
#include "VersionInfoView.h"
#include "link/RobotLink.h"
#include "store/CoreReadings.h"

#include <QMainWindow>
#include <QMenu>
#include <QStatusBar>

using namespace robodash::widgets;
using robodash::app::KobukiControl;
using robodash::app::KobukiFeed;
namespace kobuki = robodash::kobuki;

KobukiPanels::KobukiPanels(QMainWindow *window, robodash::app::RobotSession &session, qint64 startMs)
    : FamilyPanels(window),
      m_window(window),
      m_session(session),
      m_startMs(startMs),
      m_robot(new RobotView(window)),
      m_cliff(new CliffPlot(window)),
      m_dockIr(new DockIrView(window)),
      m_gyro(new GyroView(window)),
      m_versions(new VersionInfoView(window)),
      m_motors(new MotorsView(window)),
      m_inputs(new InputsView(window)),
      m_outputs(new OutputsPanel(window)),
      m_sound(new SoundPanel(window)),
      m_pid(new PidEditor(window))
{
    connectFeedback();
    connectControls();
}

QWidget *KobukiPanels::centralView() const { return m_robot; }

QList<DockPanel> KobukiPanels::panels() const
{
    return {
        {m_motors, tr("Motors"), QStringLiteral("motorsDock")},
        {m_inputs, tr("Inputs"), QStringLiteral("inputsDock")},
        {m_versions, tr("Versions"), QStringLiteral("versionsDock")},
        {m_gyro, tr("Gyro"), QStringLiteral("gyroDock")},
        {m_cliff, tr("Cliff sensors"), QStringLiteral("cliffDock")},
        {m_outputs, tr("Outputs"), QStringLiteral("outputsDock")},
        {m_pid, tr("Wheel PID"), QStringLiteral("pidDock")},
        {m_sound, tr("Sound"), QStringLiteral("soundDock")},
        {m_dockIr, tr("Dock IR"), QStringLiteral("dockIrDock")},
    };
}

QList<QWidget *> KobukiPanels::readingWidgets() const
{
    return {m_robot, m_cliff, m_dockIr, m_gyro, m_motors, m_inputs};
}

void KobukiPanels::addRobotActions(QMenu *robot)
{
    robot->addAction(tr("Read wheel &gains"), this, [this] {
        m_pid->readGains();
        if (!m_pid->isLinkAvailable())
            m_window->statusBar()->showMessage(tr("Not connected: cannot read the wheel gains"), 5000);
    });
}

void KobukiPanels::enableControls(bool linkLive, bool commandsRefused)
{
    const bool allowed = linkLive && !commandsRefused;
    m_outputs->setEnabled(allowed);
    m_sound->setEnabled(allowed);
    m_pid->setLinkAvailable(allowed);
}

double KobukiPanels::secondsSinceStart(qint64 receivedMs) const
{
    return double(receivedMs - m_startMs) / 1000.0;
}

void KobukiPanels::connectFeedback()
{
    KobukiFeed *feed = &m_session.kobuki();
    connect(feed, &KobukiFeed::basicSensors, this, [this](const kobuki::BasicSensors &v, qint64 ms) {
        const double t = secondsSinceStart(ms);
        m_robot->setBasicSensors(v);
        m_cliff->setBasicSensors(v, t);
        m_motors->setBasicSensors(v);
    });
    connect(feed, &KobukiFeed::cliff, this, [this](const kobuki::Cliff &v, qint64 ms) {
        m_cliff->setCliff(v, secondsSinceStart(ms));
    });
    connect(feed, &KobukiFeed::inertia, this, [this](const kobuki::Inertia &v, qint64 ms) {
        m_gyro->setInertia(v, secondsSinceStart(ms));
    });
    // One heading everywhere: the odometry's (from this gyro) as the store keeps it, which
    // the map and the presentation view show too, zero where the map was last reset.
    const robodash::app::RobotStoreFeed *store = &m_session.store();
    connect(store, &robodash::app::RobotStoreFeed::sampleAdded, m_gyro, [this, store] {
        if (const auto odometry = robodash::store::newestOdometry(store->store()))
            m_gyro->setOdometryHeading(odometry->pose.theta);
    });
    connect(feed, &KobukiFeed::rawGyro, this, [this](const kobuki::RawGyro &v, qint64 ms) {
        m_gyro->setRawGyro(v, secondsSinceStart(ms));
    });
    connect(feed, &KobukiFeed::dockIr, m_dockIr, &DockIrView::setDockIr);
    connect(feed, &KobukiFeed::current, m_motors, &MotorsView::setCurrent);
    connect(feed, &KobukiFeed::generalPurposeInput, m_inputs, &InputsView::setGeneralPurposeInput);
    connect(feed, &KobukiFeed::hardwareVersion, m_versions, &VersionInfoView::setHardwareVersion);
    connect(feed, &KobukiFeed::firmwareVersion, m_versions, &VersionInfoView::setFirmwareVersion);
    connect(feed, &KobukiFeed::udid, m_versions, &VersionInfoView::setUdid);
    connect(feed, &KobukiFeed::controllerInfo, m_pid, &PidEditor::setControllerInfo);
    connect(&m_session.kobukiControl(), &KobukiControl::outputWordChanged, m_outputs, &OutputsPanel::setOutputWord);
}

void KobukiPanels::connectControls()
{
    KobukiControl *control = &m_session.kobukiControl();
    connect(m_outputs, &OutputsPanel::outputWordRequested, control, &KobukiControl::setOutputWord);
    connect(m_sound, &SoundPanel::soundSequenceRequested, control,
            [control](int sequence) { control->playSoundSequence(kobuki::SoundSequence(sequence)); });
    connect(m_sound, &SoundPanel::soundRequested, control, &KobukiControl::playSound);
    connect(m_pid, &PidEditor::readGainsRequested, control, &KobukiControl::requestControllerGains);
    connect(m_pid, &PidEditor::writeGainsRequested, control, &KobukiControl::setControllerGains);
    connect(m_pid, &PidEditor::factoryGainsRequested, control, &KobukiControl::restoreFactoryGains);
}
