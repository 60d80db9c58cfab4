#include "ManualDialog.h"

#include "ScreenFit.h"

#include <QCoreApplication>
#include <QDialogButtonBox>
#include <QDir>
#include <QEvent>
#include <QFileInfo>
#include <QPointer>
#include <QTextBlock>
#include <QTextBrowser>
#include <QTextCursor>
#include <QTextDocument>
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
    m_browser->viewport()->installEventFilter(this);
    auto *buttons = new QDialogButtonBox(QDialogButtonBox::Close, this);
    connect(buttons, &QDialogButtonBox::rejected, this, &QDialog::reject);
    auto *layout = new QVBoxLayout(this);
    layout->addWidget(m_browser);
    layout->addWidget(buttons);
    resize(sizeWithinScreen(this, QSize(900, 760)));
}

bool ManualDialog::eventFilter(QObject *watched, QEvent *event)
{
    if (watched == m_browser->viewport() && event->type() == QEvent::Resize) fitImagesToWidth();
    return QDialog::eventFilter(watched, event);
}

// Only the width is set, so each picture keeps its proportions.
void ManualDialog::fitImagesToWidth()
{
    QTextDocument *document = m_browser->document();
    const qreal width = m_browser->viewport()->width() - 2 * document->documentMargin() - 8;
    if (width < 50) return;
    QTextCursor cursor(document);
    for (QTextBlock block = document->begin(); block.isValid(); block = block.next()) {
        for (auto fragment = block.begin(); !fragment.atEnd(); ++fragment) {
            QTextImageFormat image = fragment.fragment().charFormat().toImageFormat();
            if (!image.isValid() || qFuzzyCompare(image.width(), width)) continue;
            image.setWidth(width);
            cursor.setPosition(fragment.fragment().position());
            cursor.setPosition(fragment.fragment().position() + fragment.fragment().length(), QTextCursor::KeepAnchor);
            cursor.setCharFormat(image);
        }
    }
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
