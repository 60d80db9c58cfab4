#include "SelfTestHtml.h"

#include "SvgSparkline.h"

namespace robodash::selftest {
namespace {

QString escaped(const std::string &value)
{
    return QString::fromStdString(value.empty() ? "unknown" : value).toHtmlEscaped();
}

constexpr const char *kStyle =
    "body{font-family:sans-serif;margin:2em;color:#222;max-width:60em}"
    "h1{font-size:1.5em}table{border-collapse:collapse;margin-bottom:1em}"
    "td,th{border:1px solid #ccc;padding:.3em .6em;text-align:left;vertical-align:top}"
    ".passed{color:#176b2c;font-weight:bold}.failed{color:#b00020;font-weight:bold}"
    ".skipped{color:#666;font-weight:bold}.pending,.running{color:#666}"
    ".figures{margin:0;padding-left:1.2em}.plot{display:inline-block;margin:.3em 1em .3em 0}"
    "figcaption{font-size:.8em;color:#555}@media print{body{margin:0}}";

QString figureText(const SelfTestFigure &figure)
{
    const QString name = QString::fromStdString(figure.name).toHtmlEscaped();
    if (figure.isText())
        return QStringLiteral("<li>%1: %2</li>").arg(name, escaped(figure.text));
    QString line = QStringLiteral("<li>%1: %2 %3").arg(name).arg(figure.value, 0, 'g', 4).arg(
        QString::fromStdString(figure.unit).toHtmlEscaped());
    if (figure.limit)
        line += QStringLiteral(" (limit %1)").arg(*figure.limit, 0, 'g', 4);
    return line + QStringLiteral("</li>");
}

QString stepRow(const SelfTestReport::Step &step)
{
    const StepResult &result = step.result;
    QString figures;
    for (const SelfTestFigure &figure : result.figures)
        figures += figureText(figure);
    QString plots;
    for (const SelfTestSeries &series : result.series)
        plots += svgSparkline(series);
    const QString status = QString::fromLatin1(statusName(result.status));
    return QStringLiteral("<tr><td>%1</td><td class=\"%2\">%2</td><td>%3</td><td><ul class=\"figures\">%4</ul>%5</td></tr>")
        .arg(QString::fromStdString(step.title).toHtmlEscaped(), status,
             QString::fromStdString(result.reason).toHtmlEscaped(), figures, plots);
}

QString identityTable(const SelfTestReport &report)
{
    const core::DeviceInfo &d = report.device;
    const QString row = QStringLiteral("<tr><th>%1</th><td>%2</td></tr>");
    QString code;
    if (!d.firmwareCode.empty()) code = row.arg("Firmware code", escaped(d.firmwareCode));
    return QStringLiteral("<table>") + row.arg("Robot", escaped(report.familyName + " (" + report.family + ")"))
           + row.arg("Model", escaped(identityField(d, d.model))) + row.arg("Hardware", escaped(identityField(d, d.hardware)))
           + row.arg("Firmware", escaped(identityField(d, d.firmware))) + code
           + row.arg("Serial / UDID", escaped(identityField(d, d.serial))) + row.arg("Port", escaped(report.port)) + row.arg("Started (UTC)", escaped(report.startedUtc))
           + row.arg("Program", escaped(report.program)) + QStringLiteral("</table>");
}

QString summaryLine(const SelfTestReport &report)
{
    QString line = QStringLiteral("<p><strong>%1</strong>: %2 passed, %3 failed, %4 skipped.")
                       .arg(report.anyFailed() ? "FAILED" : "PASSED")
                       .arg(report.count(StepStatus::Passed))
                       .arg(report.count(StepStatus::Failed))
                       .arg(report.count(StepStatus::Skipped));
    if (report.cancelled)
        line += QStringLiteral(" Stopped early: %1.").arg(QString::fromStdString(report.cancelReason).toHtmlEscaped());
    return line + QStringLiteral("</p>");
}

}  // namespace

QString selfTestHtml(const SelfTestReport &report)
{
    QString rows;
    for (const SelfTestReport::Step &step : report.steps)
        rows += stepRow(step);
    return QStringLiteral("<!DOCTYPE html>\n<html lang=\"en\"><head><meta charset=\"utf-8\">"
                          "<title>RoboDash self-test: %1</title><style>%2</style></head><body>"
                          "<h1>RoboDash self-test: %1</h1>%3%4"
                          "<table><tr><th>Step</th><th>Result</th><th>Reason</th><th>Figures</th></tr>%5</table>"
                          "</body></html>\n")
        .arg(escaped(report.title()), QString::fromLatin1(kStyle),
             identityTable(report), summaryLine(report), rows);
}

}  // namespace robodash::selftest
