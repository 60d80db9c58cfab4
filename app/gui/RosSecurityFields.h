#pragma once
// The "Security" part of the share dialog: a keystore folder and an enclave, checked as they
// are typed. Empty, the line says in plain words that anyone on the network can watch and
// drive the robot; filled, it says which enclave the robot is secured as, or which file is
// wrong and why (and the dialog then refuses OK: a chosen keystore is never dropped quietly).

#include "bridge/security/SecuritySettings.h"

#include <QObject>

class QFormLayout;
class QHBoxLayout;
class QLabel;
class QLineEdit;
class QWidget;

class RosSecurityFields : public QObject {
    Q_OBJECT
public:
    // The fields are children of `dialog`; addRows() puts them in its form, so that their
    // labels line up with the form's others.
    explicit RosSecurityFields(QWidget *dialog);
    void addRows(QFormLayout *form);

    void setKeystore(const QString &keystore, const QString &enclave);
    QString keystore() const;
    QString enclave() const;
    // The keystore checked now: unsecured (none chosen), secured, or refused with the reason.
    robodash::security::SecurityDecision decision() const;
    // Empty when sharing may start; else what to fix.
    QString problem() const;
    QLabel *verdictLabel() const { return m_verdict; }

signals:
    void changed();

private:
    void browse();
    void updateVerdict();

    QWidget *m_dialog;
    QLineEdit *m_keystore;
    QLineEdit *m_enclave;
    QLabel *m_verdict;
    QHBoxLayout *m_keystoreRow;
};
