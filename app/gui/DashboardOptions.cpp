#include "DashboardOptions.h"

#include <QCommandLineParser>

std::optional<DashboardOptions> DashboardOptions::parse(const QStringList &arguments,
                                                        QString *error)
{
    QCommandLineParser parser;
    parser.setApplicationDescription(
        QStringLiteral("RoboDash: drive a Kobuki base and watch its sensors live."));
    parser.addHelpOption();
    parser.addVersionOption();
    const QCommandLineOption port(
        QStringLiteral("port"),
        QStringLiteral("Robot to connect to: a serial device (/dev/kobuki), tcp://host:port, "
                       "or sim: for the built-in virtual Kobuki (default)."),
        QStringLiteral("PORT"), QStringLiteral("sim:"));
    const QCommandLineOption reconnect(QStringLiteral("reconnect"),
                                       QStringLiteral("Reconnect automatically when the link drops."));
    const QCommandLineOption screenshot(
        QStringLiteral("screenshot"),
        QStringLiteral("Render the whole window to a PNG file and exit (works offscreen)."),
        QStringLiteral("FILE"));
    const QCommandLineOption after(QStringLiteral("after"),
                                   QStringLiteral("Seconds to run before the screenshot (default 3)."),
                                   QStringLiteral("SECONDS"), QStringLiteral("3"));
    const QCommandLineOption replay(
        QStringLiteral("replay"),
        QStringLiteral("Play a session log (.rdlog) on the dashboard instead of connecting to a robot."),
        QStringLiteral("FILE"));
    parser.addOptions({port, reconnect, screenshot, after, replay});
    if (!parser.parse(arguments)) {
        *error = parser.errorText();
        return std::nullopt;
    }
    if (parser.isSet(QStringLiteral("help"))) parser.showHelp(0);
    if (parser.isSet(QStringLiteral("version"))) parser.showVersion();
    if (!parser.positionalArguments().isEmpty()) {
        *error = QStringLiteral("unexpected argument '%1' (try --help)")
                     .arg(parser.positionalArguments().first());
        return std::nullopt;
    }

    DashboardOptions options;
    options.port = parser.value(port);
    options.autoReconnect = parser.isSet(reconnect);
    options.screenshotPath = parser.value(screenshot);
    options.replayPath = parser.value(replay);
    bool ok = false;
    options.screenshotAfterSeconds = parser.value(after).toDouble(&ok);
    if (!ok || options.screenshotAfterSeconds < 0 || options.screenshotAfterSeconds > 3600) {
        *error = QStringLiteral("--after needs a number of seconds between 0 and 3600, not '%1'")
                     .arg(parser.value(after));
        return std::nullopt;
    }
    return options;
}
