// PlotsPanel's files: a plot's visible range as CSV, and the layout saved and opened.
#include "PlotsPanel.h"

#include "FieldPlot.h"

#include <QDir>
#include <QFile>
#include <QFileDialog>
#include <QJsonDocument>
#include <QSaveFile>

namespace robodash::widgets {

void PlotsPanel::setFileFolder(SuggestPath suggest, RememberPath remember)
{
    m_suggestPath = std::move(suggest);
    m_rememberPath = std::move(remember);
}

QString PlotsPanel::suggestedPath(const QString &fileName) const
{
    return m_suggestPath ? m_suggestPath(fileName) : QDir::home().filePath(fileName);
}

bool PlotsPanel::saveLayoutFile(const QString &path, QString *error) const
{
    QSaveFile file(path);
    const QByteArray json = QJsonDocument(layout()).toJson(QJsonDocument::Indented);
    if (!file.open(QIODevice::WriteOnly) || file.write(json) != json.size() || !file.commit()) {
        if (error)
            *error = tr("Could not save the plot layout to %1: %2").arg(QDir::toNativeSeparators(path), file.errorString());
        return false;
    }
    return true;
}

bool PlotsPanel::openLayoutFile(const QString &path, QString *error)
{
    QFile file(path);
    if (!file.open(QIODevice::ReadOnly)) {
        if (error)
            *error = tr("Could not open %1: %2").arg(QDir::toNativeSeparators(path), file.errorString());
        return false;
    }
    QJsonParseError parse;
    const QJsonDocument document = QJsonDocument::fromJson(file.read(4 * 1024 * 1024), &parse);
    if (parse.error != QJsonParseError::NoError || !document.isObject()
        || !document.object().contains(QStringLiteral("robodash_plots"))) {
        if (error)
            *error = tr("%1 is not a RoboDash plot layout; the plots are as they were.")
                         .arg(QDir::toNativeSeparators(path));
        return false;
    }
    applyLayout(document.object());
    return true;
}

void PlotsPanel::exportCsv()
{
    if (!m_current || m_current->fields().isEmpty()) {
        showMessage(tr("The current plot has no fields to export: add some first."), true);
        return;
    }
    const QString path = QFileDialog::getSaveFileName(this, tr("Export the visible range"),
                                                      suggestedPath(QStringLiteral("plot.csv")),
                                                      tr("CSV files (*.csv)"));
    if (path.isEmpty())
        return;
    if (m_rememberPath)
        m_rememberPath(path);
    QString error;
    if (m_current->writeVisibleCsv(path, &error))
        showMessage(tr("Exported to %1").arg(QDir::toNativeSeparators(path)), false);
    else
        showMessage(error, true);
}

void PlotsPanel::saveImage(FieldPlot *plot)
{
    const QString path = QFileDialog::getSaveFileName(this, tr("Save plot"), suggestedPath(QStringLiteral("plot.png")),
                                                      tr("PNG images (*.png)"));
    if (path.isEmpty())
        return;
    if (m_rememberPath)
        m_rememberPath(path);
    if (plot->grab().save(path, "PNG"))
        showMessage(tr("Saved %1").arg(QDir::toNativeSeparators(path)), false);
    else
        showMessage(tr("Could not write %1.").arg(QDir::toNativeSeparators(path)), true);
}

void PlotsPanel::saveLayoutAs()
{
    const QString path = QFileDialog::getSaveFileName(this, tr("Save the plot layout"),
                                                      suggestedPath(QStringLiteral("plots.json")),
                                                      tr("Plot layouts (*.json)"));
    if (path.isEmpty())
        return;
    if (m_rememberPath)
        m_rememberPath(path);
    QString error;
    if (saveLayoutFile(path, &error))
        showMessage(tr("Layout saved to %1").arg(QDir::toNativeSeparators(path)), false);
    else
        showMessage(error, true);
}

void PlotsPanel::openLayout()
{
    const QString path = QFileDialog::getOpenFileName(this, tr("Open a plot layout"), suggestedPath(QString()),
                                                      tr("Plot layouts (*.json);;All files (*)"));
    if (path.isEmpty())
        return;
    if (m_rememberPath)
        m_rememberPath(path);
    QString error;
    if (openLayoutFile(path, &error))
        showMessage(tr("Opened %1").arg(QDir::toNativeSeparators(path)), false);
    else
        showMessage(error, true);
}

}  // namespace robodash::widgets
