#pragma once
// The strip over a fleet's dashboards: the fleet overview, one button per robot (the one
// driven is checked, with its state's colour), and STOP ALL, always in view.

#include <QWidget>

class QButtonGroup;
class QHBoxLayout;
class QPushButton;
class QToolButton;

class FleetBar : public QWidget {
    Q_OBJECT
public:
    explicit FleetBar(QWidget *parent = nullptr);

    void addRobot(const QString &name);
    void removeRobot(int index);
    void setRobotName(int index, const QString &name);
    // -1: the overview is in front.
    void setFront(int index);
    QPushButton *stopAllButton() const { return m_stopAll; }
    QList<QToolButton *> robotButtons() const { return m_robots; }
    // The robot buttons' tool tips: which port, and how to get to it.
    void setRobotToolTip(int index, const QString &text);

signals:
    void overviewRequested();
    void robotRequested(int index);
    void stopAllRequested();

private:
    QToolButton *m_overview;
    QList<QToolButton *> m_robots;
    QHBoxLayout *m_robotRow;
    QPushButton *m_stopAll;
};
