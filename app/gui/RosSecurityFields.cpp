#include "RosSecurityFields.h"

#include "DashStyle.h"

#include <QFileDialog>
#include <QFormLayout>
#include <QHBoxLayout>
#include <QLabel>
#include <QLineEdit>
#include <QPushButton>

using robodash::security::SecurityDecision;
using robodash::security::SecuritySettings;
namespace style = robodash::widgets::style;

RosSecurityFields::RosSecurityFields(QWidget *dialog)
    : QObject(dialog),
      m_dialog(dialog),
      m_keystore(new QLineEdit(dialog)),
      m_enclave(new QLineEdit(QStringLiteral("/"), dialog)),
      m_verdict(new QLabel(dialog)),
      m_keystoreRow(new QHBoxLayout)
{
    m_keystore->setPlaceholderText(tr("none: unsecured"));
    m_keystore->setToolTip(tr("An SROS 2 keystore (robodash-cli keystore create, or ros2 security "
                              "create_keystore): only participants with its certificates find "
                              "the robot, and the traffic is encrypted"));
    m_enclave->setToolTip(tr("The robot's enclave in the keystore, made with: robodash-cli keystore "
                             "enclave DIR /lab/tb1 --may robot --namespace /tb1"));
    m_verdict->setObjectName(QStringLiteral("rosSecurityVerdict"));
    m_verdict->setWordWrap(true);
    auto *browseButton = new QPushButton(tr("&Browse…"), dialog);
    m_keystoreRow->addWidget(m_keystore, 1);
    m_keystoreRow->addWidget(browseButton);
    connect(browseButton, &QPushButton::clicked, this, &RosSecurityFields::browse);
    // Checked again as typed and on Enter or leaving the field: a keystore fixed in a
    // terminal meanwhile is seen without retyping.
    const auto recheck = [this] {
        updateVerdict();
        emit changed();
    };
    for (QLineEdit *field : {m_keystore, m_enclave}) {
        connect(field, &QLineEdit::textChanged, this, recheck);
        connect(field, &QLineEdit::editingFinished, this, recheck);
    }
    updateVerdict();
}

void RosSecurityFields::addRows(QFormLayout *form)
{
    // A label made here, with its buddy: a row whose field is a layout gets none, and would
    // show the & of its shortcut.
    auto *keystoreLabel = new QLabel(tr("&Keystore (DDS Security):"), m_dialog);
    keystoreLabel->setBuddy(m_keystore);
    form->addRow(keystoreLabel, m_keystoreRow);
    form->addRow(tr("&Enclave:"), m_enclave);
    form->addRow(m_verdict);
}

void RosSecurityFields::setKeystore(const QString &keystore, const QString &enclave)
{
    m_keystore->setText(keystore);
    m_enclave->setText(enclave.isEmpty() ? QStringLiteral("/") : enclave);
    // The same text emits nothing, but the files behind it may have changed since.
    updateVerdict();
    emit changed();
}

QString RosSecurityFields::keystore() const
{
    return m_keystore->text().trimmed();
}

QString RosSecurityFields::enclave() const
{
    return m_enclave->text().trimmed();
}

SecurityDecision RosSecurityFields::decision() const
{
    // The fields alone decide: ROS_SECURITY_* in the environment are for programs without a
    // dialog, and what the user sees here must be what happens.
    return SecuritySettings::decide({keystore().toStdString(), enclave().toStdString()},
                                    [](const char *) { return std::string(); });
}

QString RosSecurityFields::problem() const
{
    const SecurityDecision checked = decision();
    if (!checked.refused())
        return {};
    QString reason = QString::fromStdString(checked.message).trimmed();
    return tr("The keystore cannot be used: %1").arg(reason.section(QLatin1Char('\n'), 1, 1));
}

void RosSecurityFields::browse()
{
    const QString folder = QFileDialog::getExistingDirectory(m_dialog, tr("Choose an SROS 2 keystore"),
                                                             keystore());
    if (!folder.isEmpty())
        m_keystore->setText(folder);
}

void RosSecurityFields::updateVerdict()
{
    const SecurityDecision checked = decision();
    QString text;
    // Which colour, not the colour: the sheet is made again in the theme of the moment.
    QColor (*colour)() = style::ok;
    if (checked.secured()) {
        text = tr("Secured as enclave %1: only participants with this keystore's certificates "
                  "find the robot, each only as its permissions allow, and the traffic is "
                  "encrypted.").arg(QString::fromStdString(checked.enclave));
    } else if (checked.refused()) {
        text = problem();
        colour = style::critical;
    } else {
        text = tr("Unsecured: anyone on this network can watch and drive this robot. Choose a "
                  "keystore to let only its enclaves in.");
        colour = style::warning;
    }
    m_verdict->setText(text);
    style::setThemedStyleSheet(m_verdict, [colour] { return style::messageStyleSheet(colour()); });
}
