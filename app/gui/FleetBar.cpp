#include "FleetBar.h"

#include "DashStyle.h"

#include <QHBoxLayout>
#include <QPushButton>
#include <QScrollArea>
#include <QToolButton>

namespace style = robodash::widgets::style;

FleetBar::FleetBar(QWidget *parent) : QWidget(parent)
{
    setObjectName(QStringLiteral("fleetBar"));
    auto *layout = new QHBoxLayout(this);
    layout->setContentsMargins(6, 4, 6, 4);
    m_overview = new QToolButton(this);
    m_overview->setObjectName(QStringLiteral("fleetOverviewButton"));
    m_overview->setText(tr("Fleet"));
    m_overview->setCheckable(true);
    m_overview->setToolTip(tr("Every robot at a glance (Ctrl+0)"));
    connect(m_overview, &QToolButton::clicked, this, &FleetBar::overviewRequested);
    layout->addWidget(m_overview);
    // Many robots: the buttons scroll sideways, STOP ALL stays where it is.
    auto *scroller = new QScrollArea(this);
    scroller->setFrameShape(QFrame::NoFrame);
    scroller->setWidgetResizable(true);
    scroller->setHorizontalScrollBarPolicy(Qt::ScrollBarAsNeeded);
    scroller->setVerticalScrollBarPolicy(Qt::ScrollBarAlwaysOff);
    auto *row = new QWidget(scroller);
    m_robotRow = new QHBoxLayout(row);
    m_robotRow->setContentsMargins(0, 0, 0, 0);
    m_robotRow->addStretch(1);
    scroller->setWidget(row);
    scroller->setFixedHeight(m_overview->sizeHint().height() + 6);
    layout->addWidget(scroller, 1);
    m_stopAll = new QPushButton(tr("STOP ALL"), this);
    m_stopAll->setObjectName(QStringLiteral("stopAllButton"));
    m_stopAll->setToolTip(tr("Stop every robot of the fleet (Shift+Esc)"));
    m_stopAll->setFocusPolicy(Qt::NoFocus);  // never takes the arrow keys from the pad
    m_stopAll->setStyleSheet(QStringLiteral("QPushButton { background: %1; color: white; font-weight: bold; "
                                            "padding: 4px 18px; border-radius: 4px; }")
                                 .arg(style::critical().name()));
    connect(m_stopAll, &QPushButton::clicked, this, &FleetBar::stopAllRequested);
    layout->addWidget(m_stopAll);
}

void FleetBar::addRobot(const QString &name)
{
    auto *button = new QToolButton(this);
    button->setObjectName(QStringLiteral("fleetRobotButton"));
    button->setText(name);
    button->setCheckable(true);
    button->setFocusPolicy(Qt::NoFocus);
    connect(button, &QToolButton::clicked, this, [this, button] { emit robotRequested(int(m_robots.indexOf(button))); });
    m_robotRow->insertWidget(m_robotRow->count() - 1, button);
    m_robots << button;
}

void FleetBar::removeRobot(int index)
{
    delete m_robots.takeAt(index);
}

void FleetBar::setRobotName(int index, const QString &name) { m_robots[index]->setText(name); }

void FleetBar::setRobotToolTip(int index, const QString &text) { m_robots[index]->setToolTip(text); }

void FleetBar::setFront(int index)
{
    m_overview->setChecked(index < 0);
    for (int i = 0; i < m_robots.size(); ++i) m_robots[i]->setChecked(i == index);
}
