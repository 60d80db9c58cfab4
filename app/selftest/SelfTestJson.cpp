#include "SelfTestJson.h"

#include <QJsonArray>
#include <QJsonDocument>
#include <QJsonObject>

namespace robodash::selftest {
namespace {

QString text(const std::string &value)
{
    return QString::fromStdString(value);
}

QJsonObject figureJson(const SelfTestFigure &figure)
{
    QJsonObject object{{"name", text(figure.name)}};
    if (figure.isText()) {
        object["text"] = text(figure.text);
        return object;
    }
    object["value"] = figure.value;
    object["unit"] = text(figure.unit);
    object["limit"] = figure.limit ? QJsonValue(*figure.limit) : QJsonValue();
    return object;
}

QJsonObject seriesJson(const SelfTestSeries &series)
{
    QJsonArray points;
    for (const auto &[seconds, value] : series.points)
        points.append(QJsonArray{seconds, value});
    return {{"name", text(series.name)}, {"unit", text(series.unit)}, {"points", points}};
}

QJsonObject stepJson(const SelfTestReport::Step &step)
{
    QJsonArray figures, series;
    for (const SelfTestFigure &figure : step.result.figures)
        figures.append(figureJson(figure));
    for (const SelfTestSeries &one : step.result.series)
        series.append(seriesJson(one));
    return {{"id", text(step.id)},
            {"title", text(step.title)},
            {"status", statusName(step.result.status)},
            {"reason", text(step.result.reason)},
            {"figures", figures},
            {"series", series}};
}

QJsonObject robotJson(const SelfTestReport &report)
{
    const core::DeviceInfo &device = report.device;
    return {{"family", text(report.family)},
            {"model", text(device.model)},
            {"hardware", text(device.hardware)},
            {"firmware", text(device.firmware)},
            {"serial", text(device.serial)},  // "" where the robot reports none
            {"firmwareCode", text(device.firmwareCode)},
            {"port", text(report.port)}};
}

}  // namespace

QByteArray selfTestJson(const SelfTestReport &report)
{
    QJsonArray steps;
    for (const SelfTestReport::Step &step : report.steps)
        steps.append(stepJson(step));
    const QJsonObject summary{{"passed", report.count(StepStatus::Passed)},
                              {"failed", report.count(StepStatus::Failed)},
                              {"skipped", report.count(StepStatus::Skipped)}};
    const QJsonObject root{{"format", "robodash-self-test-1"},
                           {"robot", robotJson(report)},
                           {"started_utc", text(report.startedUtc)},
                           {"program", text(report.program)},
                           {"cancelled", report.cancelled},
                           {"cancel_reason", text(report.cancelReason)},
                           {"summary", summary},
                           {"steps", steps}};
    return QJsonDocument(root).toJson(QJsonDocument::Indented);
}

}  // namespace robodash::selftest
