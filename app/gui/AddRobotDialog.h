#pragma once
// Fleet > Add robot… (and Robot > Add robot…): a family, a port (a serial device, tcp://, a
// network robot's ros2:, or sim: for a twin of that family) and a name. A port the fleet
// cannot take (held by another tile, or not a port at all) is said in the dialog, which stays
// open with what was typed.

#include "FleetMember.h"

#include <QDialog>

#include <functional>

class QComboBox;
class QLabel;
class QLineEdit;

class AddRobotDialog : public QDialog {
    Q_OBJECT
public:
    // `add` tries the robot: empty when it joined the fleet, else why not.
    using TryAdd = std::function<QString(const FleetMember &)>;
    AddRobotDialog(TryAdd add, std::function<QString(const QString &family)> nameFor, QWidget *parent = nullptr);

    QComboBox *familyBox() const { return m_family; }
    QComboBox *portBox() const { return m_port; }
    QLineEdit *nameField() const { return m_name; }
    QString problem() const;

public slots:
    void accept() override;

private:
    void suggestName();

    TryAdd m_add;
    std::function<QString(const QString &)> m_nameFor;
    QComboBox *m_family;
    QComboBox *m_port;
    QLineEdit *m_name;
    QLabel *m_problem;
    bool m_nameTyped = false;
};
