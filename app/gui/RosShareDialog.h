#pragma once
// The options of "Share on ROS 2 network": namespace, DDS domain, the one network interface
// used, the other machines' ROS 2 release, and the topics that use the sensor-data QoS
// (best effort), and DDS Security (a keystore and enclave, or plainly unsecured). The interface
// is the user's choice: none is chosen until they pick one.

#include "bridge/BridgeOptions.h"

#include <QDialog>

#include <string>
#include <utility>
#include <vector>

class QCheckBox;
class QComboBox;
class QDialogButtonBox;
class QLabel;
class QLineEdit;
class QSpinBox;
class RosSecurityFields;

class RosShareDialog : public QDialog {
    Q_OBJECT
public:
    explicit RosShareDialog(QWidget *parent = nullptr);

    // Fills the fields (the interface only when this machine still has it).
    void setOptions(const robodash::bridge::BridgeOptions &options);
    // What the fields say; the namespace normalized ("robot1" -> "/robot1").
    robodash::bridge::BridgeOptions options() const;
    // Empty when the fields can be used; otherwise what to fix, in a sentence.
    QString problem() const;

    QLineEdit *namespaceField() const { return m_namespace; }
    QComboBox *interfaceField() const { return m_interface; }
    RosSecurityFields *securityFields() const { return m_security; }

private:
    void fillInterfaces();
    void updateProblem();

    QLineEdit *m_namespace;
    QSpinBox *m_domain;
    QComboBox *m_interface;
    QComboBox *m_distro;
    std::vector<std::pair<std::string, QCheckBox *>> m_sensorTopics;
    RosSecurityFields *m_security;
    QLabel *m_problem;
    QDialogButtonBox *m_buttons;
};
