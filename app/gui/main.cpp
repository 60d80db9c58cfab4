// robodash: the dashboard window.
#include "DashboardOptions.h"
#include "MainWindow.h"
#include "RefreshGate.h"

#include <QApplication>
#include <QStyleFactory>
#include <QTimer>

#include <cstdio>

namespace {

// --screenshot: render the whole window after a while, then quit; works offscreen.
void scheduleScreenshot(MainWindow &window, const DashboardOptions &options)
{
    QTimer::singleShot(int(options.screenshotAfterSeconds * 1000), &window, [&window, options] {
        robodash::widgets::RefreshGate::flushAll(window);  // newest values, not 33 ms old ones
        const bool saved = window.grab().save(options.screenshotPath, "PNG");
        if (!saved)
            std::fprintf(stderr, "robodash: cannot write the screenshot to %s\n",
                         qPrintable(options.screenshotPath));
        QApplication::exit(saved ? 0 : 1);
    });
}

}  // namespace

int main(int argc, char **argv)
{
    QApplication app(argc, argv);
    QApplication::setApplicationName(QStringLiteral("RoboDash"));
    QApplication::setOrganizationName(QStringLiteral("RoboDash"));
    QApplication::setApplicationVersion(QStringLiteral(ROBODASH_VERSION));
    QApplication::setStyle(QStyleFactory::create(QStringLiteral("Fusion")));

    QString error;
    const std::optional<DashboardOptions> options = DashboardOptions::parse(app.arguments(), &error);
    if (!options) {
        std::fprintf(stderr, "robodash: %s\n", qPrintable(error));
        return 2;
    }

    MainWindow window(*options);
    window.show();
    if (!options->screenshotPath.isEmpty()) scheduleScreenshot(window, *options);
    return app.exec();
}
