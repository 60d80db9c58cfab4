#include "BagRobotChoice.h"

#include "KobukiBag.h"

#include <QCoreApplication>
#include <QInputDialog>
#include <QStringList>

bool BagRobotChoice::choose(QWidget *parent, const QString &path, QString *note)
{
    using robodash::bridge::KobukiBag;
    note->clear();
    KobukiBag::setNamespace(std::nullopt);
    QString error;
    const auto contents = KobukiBag::inspect(path, &error);
    // Not MCAP, one of ours, or no Kobuki: the replay itself says what it is.
    if (!contents || contents->robodash || contents->namespaces.isEmpty())
        return true;
    QString chosen = contents->namespaces.front();
    if (contents->namespaces.size() > 1) {
        QStringList shown;
        for (const QString &name : contents->namespaces)
            shown << (name.isEmpty() ? QStringLiteral("/") : name);
        bool ok = false;
        const QString picked = QInputDialog::getItem(
            parent, QCoreApplication::translate("BagRobotChoice", "Which robot?"),
            QCoreApplication::translate("BagRobotChoice", "This bag holds several Kobukis. Replay:"), shown, 0,
            false, &ok);
        if (!ok)
            return false;
        chosen = contents->namespaces.value(shown.indexOf(picked));
    }
    KobukiBag::setNamespace(chosen);
    const QStringList missing = KobukiBag::missingTopics(*contents, chosen);
    if (!missing.isEmpty())
        *note = QCoreApplication::translate("BagRobotChoice", "The bag has no %1: those readings stay empty.")
                    .arg(missing.join(QStringLiteral(", ")));
    return true;
}
