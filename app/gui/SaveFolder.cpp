#include "SaveFolder.h"

#include <QDir>
#include <QFileInfo>
#include <QSettings>
#include <QStandardPaths>

namespace {
const QString kLastFolderKey = QStringLiteral("files/lastFolder");
}

QString SaveFolder::folder()
{
    const QString remembered = QSettings().value(kLastFolderKey).toString();
    if (!remembered.isEmpty() && QFileInfo(remembered).isDir()) return remembered;
    const QString documents = QStandardPaths::writableLocation(QStandardPaths::DocumentsLocation);
    if (!documents.isEmpty() && QFileInfo(documents).isDir()) return documents;
    return QDir::homePath();
}

QString SaveFolder::suggest(const QString &fileName) { return QDir(folder()).filePath(fileName); }

void SaveFolder::remember(const QString &chosenPath)
{
    if (chosenPath.isEmpty()) return;
    const QFileInfo chosen(chosenPath);
    QSettings().setValue(kLastFolderKey, chosen.isDir() ? chosen.absoluteFilePath() : chosen.absolutePath());
}
