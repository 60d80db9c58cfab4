#include "ManualDialog.h"

#include <QCoreApplication>
#include <QDialogButtonBox>
#include <QDir>
#include <QFileInfo>
#include <QPointer>
#include <QTextBrowser>
#include <QUrl>
#include <QVBoxLayout>

ManualDialog::ManualDialog(QWidget *parent)
    : QDialog(parent), m_path(findManual()), m_browser(new QTextBrowser(this))
{
    setWindowTitle(tr("RoboDash user manual"));
    m_browser->setOpenExternalLinks(true);
    if (m_path.isEmpty()) {
        m_browser->setHtml(tr("<h2>The manual was not found</h2><p>RoboDash looks for "
                              "<tt>MANUAL.md</tt> in <tt>%1</tt> and in the source tree's "
                              "<tt>docs/</tt>; set <tt>ROBODASH_MANUAL</tt> to its path.</p>")
                               .arg(QDir::cleanPath(QCoreApplication::applicationDirPath() +
                                                    QStringLiteral("/../share/doc/robodash"))));
    } else {
        // As a source, relative links and pictures resolve against the file's folder.
        m_browser->setSource(QUrl::fromLocalFile(m_path), QTextDocument::MarkdownResource);
    }
    auto *buttons = new QDialogButtonBox(QDialogButtonBox::Close, this);
    connect(buttons, &QDialogButtonBox::rejected, this, &QDialog::reject);
    auto *layout = new QVBoxLayout(this);
    layout->addWidget(m_browser);
    layout->addWidget(buttons);
    resize(900, 760);
}

QString ManualDialog::findManual()
{
    QStringList candidates;
    const QString fromEnvironment = qEnvironmentVariable("ROBODASH_MANUAL");
    if (!fromEnvironment.isEmpty()) candidates << fromEnvironment;
    candidates << QCoreApplication::applicationDirPath() + QStringLiteral("/../share/doc/robodash/MANUAL.md");
#ifdef ROBODASH_SOURCE_DIR
    candidates << QStringLiteral(ROBODASH_SOURCE_DIR "/docs/MANUAL.md");  // a build that was not installed
#endif
    for (const QString &candidate : candidates)
        if (QFileInfo(candidate).isFile()) return QFileInfo(candidate).canonicalFilePath();
    return {};
}

void showUserManual(QWidget *parent)
{
    static QPointer<ManualDialog> open;
    if (!open) {
        open = new ManualDialog(parent);
        open->setAttribute(Qt::WA_DeleteOnClose);
    }
    open->show();
    open->raise();
    open->activateWindow();
}
