#include "SelfTestReportFiles.h"

#include "SelfTestHtml.h"
#include "SelfTestJson.h"

#include <QSaveFile>

namespace robodash::selftest {
namespace {

bool writeFile(const QString &path, const QByteArray &bytes, QString *error)
{
    QSaveFile file(path);
    if (file.open(QIODevice::WriteOnly) && file.write(bytes) == bytes.size() && file.commit())
        return true;
    if (error)
        *error = QStringLiteral("cannot write the report %1: %2").arg(path, file.errorString());
    return false;
}

}  // namespace

SelfTestReportFiles SelfTestReportFiles::forPath(const QString &path)
{
    QString base = path;
    for (const QString &extension : {QStringLiteral(".html"), QStringLiteral(".json")}) {
        if (base.endsWith(extension, Qt::CaseInsensitive))
            base.chop(extension.size());
    }
    return {base + QStringLiteral(".html"), base + QStringLiteral(".json")};
}

bool SelfTestReportFiles::write(const SelfTestReport &report, QString *error) const
{
    return writeFile(html, selfTestHtml(report).toUtf8(), error) && writeFile(json, selfTestJson(report), error);
}

}  // namespace robodash::selftest
