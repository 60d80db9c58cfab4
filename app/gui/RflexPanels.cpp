#include "RflexPanels.h"

#include "AxesView.h"
#include "BrakePanel.h"
#include "BumpPanelsView.h"
#include "RobotSession.h"
#include "SonarPanel.h"
#include "SonarRingView.h"

#include <QAction>
#include <QMainWindow>
#include <QMenu>

using namespace robodash::widgets;
using robodash::app::RflexControl;
using robodash::app::RflexFeed;

RflexPanels::RflexPanels(QMainWindow *window, robodash::app::RobotSession &session, qint64 startMs)
    : FamilyPanels(window),
      m_session(session),
      m_sonar(new SonarPanel(window)),
      m_brake(new BrakePanel(window)),
      m_bumps(new BumpPanelsView(window)),
      m_axes(new AxesView(window))
{
    Q_UNUSED(startMs);  // no plots over time yet
    m_sonar->ringView()->setDescription(session.rflexDescription());
    m_brake->setMotorsEnabled(session.rflexControl().motorsEnabled());
    m_sonar->setSonarOn(session.rflexControl().sonarOn());
    connectFeedback();
    connectControls();
}

QWidget *RflexPanels::centralView() const { return m_sonar; }

QList<DockPanel> RflexPanels::panels() const
{
    return {
        {m_brake, tr("Motors and brake"), QStringLiteral("rflexMotorsDock"), Qt::LeftDockWidgetArea},
        {m_bumps, tr("Bump panels"), QStringLiteral("rflexBumpDock"), Qt::LeftDockWidgetArea},
        {m_axes, tr("Axes"), QStringLiteral("rflexAxesDock"), Qt::RightDockWidgetArea},
    };
}

QList<QWidget *> RflexPanels::readingWidgets() const
{
    return QList<QWidget *>{m_sonar->ringView(), m_bumps, m_axes} + m_brake->readingWidgets();
}

void RflexPanels::addRobotActions(QMenu *robot)
{
    RflexControl *control = &m_session.rflexControl();
    QAction *motors = robot->addAction(tr("&Motors enabled (brake released)"));
    motors->setCheckable(true);
    motors->setObjectName(QStringLiteral("rflexMotorsAction"));
    connect(motors, &QAction::triggered, control, &RflexControl::setMotorsEnabled);
    connect(control, &RflexControl::motorsEnabledChanged, motors, &QAction::setChecked);
    QAction *sonar = robot->addAction(tr("S&onar on"));
    sonar->setCheckable(true);
    connect(sonar, &QAction::triggered, control, &RflexControl::setSonarOn);
    connect(control, &RflexControl::sonarOnChanged, sonar, &QAction::setChecked);
    // Acting on the robot: only while one is live, like the panels' own switches.
    connect(this, &RflexPanels::liveChanged, robot, [motors, sonar](bool live) {
        motors->setEnabled(live);
        sonar->setEnabled(live);
    });
}

void RflexPanels::enableControls(bool linkLive, bool commandsRefused)
{
    const bool allowed = linkLive && !commandsRefused;
    m_brake->setLinkAvailable(allowed);
    m_sonar->setLinkAvailable(allowed);
    emit liveChanged(allowed);
}

QString RflexPanels::motorsToolTip() const
{
    return tr("On: the brake is released and the robot drives. Off: zero velocity, then the brake "
              "is set. Off at every connect.");
}

void RflexPanels::setMotorsEnabled(bool enabled)
{
    m_session.rflexControl().setMotorsEnabled(enabled);
}

void RflexPanels::connectFeedback()
{
    RflexFeed *feed = &m_session.rflex();
    SonarRingView *ring = m_sonar->ringView();
    connect(feed, &RflexFeed::axis, m_axes, &AxesView::setAxis);
    connect(feed, &RflexFeed::sonar, ring, &SonarRingView::setSonar);
    connect(feed, &RflexFeed::bumpPanels, ring, &SonarRingView::setBumpPanels);
    connect(feed, &RflexFeed::bumpPanels, m_bumps, &BumpPanelsView::setBumpPanels);
    connect(feed, &RflexFeed::dio, m_bumps, &BumpPanelsView::setDio);
    connect(feed, &RflexFeed::status, m_brake, &BrakePanel::setStatus);
    // A new connection may be another base: nothing the last one said is shown as its.
    connect(&m_session.link(), &robodash::link::RobotLink::connected, this, [this, ring] {
        ring->clear();
        m_bumps->clear();
        m_brake->clear();
        m_axes->clear();
    });
}

void RflexPanels::connectControls()
{
    RflexControl *control = &m_session.rflexControl();
    connect(m_brake, &BrakePanel::motorsRequested, control, &RflexControl::setMotorsEnabled);
    connect(control, &RflexControl::motorsEnabledChanged, m_brake, &BrakePanel::setMotorsEnabled);
    connect(control, &RflexControl::motorsEnabledChanged, this, &FamilyPanels::motorsEnabledShown);
    connect(m_sonar, &SonarPanel::sonarRequested, control, &RflexControl::setSonarOn);
    connect(control, &RflexControl::sonarOnChanged, m_sonar, &SonarPanel::setSonarOn);
}
