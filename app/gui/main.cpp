// robodash: the dashboard window.
#include "DashboardOptions.h"
#include "FleetWindow.h"
#include "QuitSignalWatcher.h"

#include <QApplication>
#include <QIcon>
#include <QStyleFactory>
#include <QTimer>

#include <csignal>
#include <cstdio>

namespace {

// --screenshot: render the whole window after a while, then quit; works offscreen.
void scheduleScreenshot(FleetWindow &window, const DashboardOptions &options)
{
    QTimer::singleShot(int(options.screenshotAfterSeconds * 1000), &window, [&window, options] {
        const bool saved = window.screenshot().save(options.screenshotPath, "PNG");
        if (!saved)
            std::fprintf(stderr, "robodash: cannot write the screenshot to %s\n",
                         qPrintable(options.screenshotPath));
        QApplication::exit(saved ? 0 : 1);
    });
}

void describeApplication()
{
    QCoreApplication::setApplicationName(QStringLiteral("RoboDash"));
    QCoreApplication::setOrganizationName(QStringLiteral("RoboDash"));
    QCoreApplication::setApplicationVersion(QStringLiteral(ROBODASH_VERSION));
}

// The options are read under a QCoreApplication, which needs no display: --help, --version
// and a bad option are answered over ssh too, before the QApplication that connects to one.
// Returns the exit code when the program is done without a window.
std::optional<int> readOptions(int argc, char **argv, DashboardOptions *options)
{
    QCoreApplication optionsOnly(argc, argv);
    describeApplication();
    QString error;
    const std::optional<DashboardOptions> parsed =
        DashboardOptions::parse(QCoreApplication::arguments(), &error);
    if (!parsed) {
        std::fprintf(stderr, "robodash: %s\n", qPrintable(error));
        return 2;
    }
    if (!parsed->answer.isEmpty()) {
        std::fputs(qPrintable(parsed->answer), stdout);
        return 0;
    }
    *options = *parsed;
    if (!options->notice.isEmpty()) std::fprintf(stderr, "robodash: %s\n", qPrintable(options->notice));
    return std::nullopt;
}

}  // namespace

int main(int argc, char **argv)
{
    DashboardOptions options;
    if (const std::optional<int> exitCode = readOptions(argc, argv, &options)) return *exitCode;

    QApplication app(argc, argv);
    describeApplication();
    QApplication::setWindowIcon(QIcon(QStringLiteral(":/robodash/robodash.svg")));
    QGuiApplication::setDesktopFileName(QStringLiteral("robodash"));  // the menu entry's icon on Wayland
    QApplication::setStyle(QStyleFactory::create(QStringLiteral("Fusion")));

    FleetWindow window(options);
    // Ctrl+C and kill quit as the window's close button does: the robot is sent zero, a
    // recording is closed, settings are saved (closeEvent, then RobotLink's destructor).
    QuitSignalWatcher quitSignals;
    QObject::connect(&quitSignals, &QuitSignalWatcher::quitRequested, &window, [&window](int number) {
        std::fprintf(stderr, "robodash: %s, stopping the robot and quitting\n",
                     number == SIGINT ? "interrupted" : "terminated");
        window.close();
        QApplication::quit();
    });
    window.show();
    if (!options.screenshotPath.isEmpty()) scheduleScreenshot(window, options);
    return app.exec();
}
