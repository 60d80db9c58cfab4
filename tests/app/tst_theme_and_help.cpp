// View > Theme and the Help menu: a theme switch changes the style's colours and what a
// widget paints, is saved, and can be forced by ROBODASH_THEME; Help > User manual loads
// docs/MANUAL.md; the shortcuts list names F11.
#include "DashStyle.h"
#include "DashTheme.h"
#include "HelpDialogs.h"
#include "RobotDashboard.h"
#include "ManualDialog.h"
#include "MapView.h"
#include "ThemeSwitcher.h"

#include <QAction>
#include <QLineEdit>
#include <QMenuBar>
#include <QSettings>
#include <QStandardPaths>
#include <QTemporaryDir>
#include <QTextBrowser>
#include <QtTest>

namespace tst_theme_and_help {  // this file's names, apart in a unity batch

using robodash::widgets::DashTheme;
using robodash::widgets::MapView;
namespace style = robodash::widgets::style;

namespace {
QAction *menuAction(QMenuBar *bar, const QString &menu, const QString &text)
{
    for (QAction *top : bar->actions()) {
        if (top->text().remove(QLatin1Char('&')) != menu || !top->menu()) continue;
        for (QAction *action : top->menu()->actions())
            if (action->text().remove(QLatin1Char('&')) == text) return action;
    }
    return nullptr;
}

QString fieldName(const QLineEdit *field)
{
    return QStringLiteral("%1 in %2: base %3")
        .arg(field->objectName(), field->parentWidget()->metaObject()->className(),
             field->palette().color(QPalette::Base).name());
}

QColor mapCentreColour(MapView &map)
{
    QApplication::processEvents();
    const QImage image = map.grab().toImage();
    return image.pixelColor(map.mapArea().bottomLeft().toPoint() + QPoint(3, -3));
}
}  // namespace

class TestThemeAndHelp : public QObject {
    Q_OBJECT

private slots:
    void initTestCase()
    {
        QStandardPaths::setTestModeEnabled(true);
        QCoreApplication::setOrganizationName(QStringLiteral("RoboDashTests"));
        qunsetenv("ROBODASH_THEME");
    }
    void cleanup() { DashTheme::instance().setTheme(DashTheme::Theme::Light); }

    void switchingChangesTheColoursAndTheRenderedPixels()
    {
        DashTheme::instance().setTheme(DashTheme::Theme::Light);
        const QColor lightSurface = style::surface();
        MapView map;
        map.resize(400, 320);
        const QColor lightPixel = mapCentreColour(map);
        QSignalSpy changed(&DashTheme::instance(), &DashTheme::changed);

        DashTheme::instance().setTheme(DashTheme::Theme::Dark);
        QCOMPARE(changed.count(), 1);
        QVERIFY(DashTheme::isDark());
        QVERIFY(style::surface() != lightSurface);
        QVERIFY(style::surface().lightness() < 80);
        QVERIFY(style::text().lightness() > 200);  // light text on the dark surface
        QVERIFY(DashTheme::looksDark(QApplication::palette()));
        const QColor darkPixel = mapCentreColour(map);
        QVERIFY2(darkPixel.lightness() < lightPixel.lightness() - 100,
                 qPrintable(QStringLiteral("%1 -> %2").arg(lightPixel.name(), darkPixel.name())));

        DashTheme::instance().setTheme(DashTheme::Theme::Light);
        QCOMPARE(style::surface(), lightSurface);
        QCOMPARE(mapCentreColour(map), lightPixel);
    }

    void theViewMenuChoiceIsSavedAndForcedByTheEnvironment()
    {
        {
            DashboardOptions options;
            options.port = QStringLiteral("none");
            RobotDashboard window(options);
            QAction *dark = menuAction(window.menuBar(), QStringLiteral("View"), QStringLiteral("Presentation view"));
            QVERIFY(dark);  // the presentation view is in the View menu too
            window.themeSwitcher()->setChoice(ThemeSwitcher::Choice::Dark);
            QVERIFY(DashTheme::isDark());
            QCOMPARE(QSettings().value(QStringLiteral("view/theme")).toString(), QStringLiteral("dark"));
        }
        DashTheme::instance().setTheme(DashTheme::Theme::Light);
        {
            DashboardOptions options;
            options.port = QStringLiteral("none");
            RobotDashboard window(options);  // the saved choice comes back
            QCOMPARE(window.themeSwitcher()->choice(), ThemeSwitcher::Choice::Dark);
            QVERIFY(DashTheme::isDark());
        }
        qputenv("ROBODASH_THEME", "light");
        {
            DashboardOptions options;
            options.port = QStringLiteral("none");
            RobotDashboard window(options);
            QVERIFY(!DashTheme::isDark());
        }
        qputenv("ROBODASH_THEME", "dark");
        {
            DashboardOptions options;
            options.port = QStringLiteral("none");
            RobotDashboard window(options);
            QVERIFY(DashTheme::isDark());
            // Every text field, the gains' (which have style sheets) too, in the window's theme
            // from the start and after a switch.
            for (QLineEdit *field : window.findChildren<QLineEdit *>())
                QVERIFY2(field->palette().color(QPalette::Base).lightness() < 100, qPrintable(fieldName(field)));
            window.themeSwitcher()->setChoice(ThemeSwitcher::Choice::Light);
            QApplication::processEvents();
            for (QLineEdit *field : window.findChildren<QLineEdit *>())
                QVERIFY2(field->palette().color(QPalette::Base).lightness() > 200, qPrintable(fieldName(field)));
        }
        qunsetenv("ROBODASH_THEME");
        QSettings().remove(QStringLiteral("view/theme"));
        QCOMPARE(ThemeSwitcher::parseChoice(QStringLiteral("Dark")), ThemeSwitcher::Choice::Dark);
        QVERIFY(!ThemeSwitcher::parseChoice(QStringLiteral("purple")));
    }

    void theManualActionLoadsTheManual()
    {
        DashboardOptions options;
        options.port = QStringLiteral("none");
        RobotDashboard window(options);
        QAction *manual = menuAction(window.menuBar(), QStringLiteral("Help"), QStringLiteral("User manual"));
        QVERIFY(manual);
        manual->trigger();
        ManualDialog *dialog = window.findChild<ManualDialog *>();
        QVERIFY(dialog);
        QVERIFY(dialog->isVisible());
        QVERIFY2(dialog->manualPath().endsWith(QStringLiteral("MANUAL.md")), qPrintable(dialog->manualPath()));
        const QString text = dialog->browser()->toPlainText();
        QVERIFY2(text.contains(QStringLiteral("RoboDash user manual")), qPrintable(text.left(200)));
        QVERIFY(text.contains(QStringLiteral("The presentation view")));
        dialog->close();
    }

    void robodashManualPointsAtAnotherCopy()
    {
        QTemporaryDir dir;
        QFile copy(dir.filePath(QStringLiteral("MANUAL.md")));
        QVERIFY(copy.open(QIODevice::WriteOnly));
        copy.write("# A lab's own manual\n\nAsk the lab staff.\n");
        copy.close();
        qputenv("ROBODASH_MANUAL", copy.fileName().toUtf8());
        ManualDialog dialog;
        qunsetenv("ROBODASH_MANUAL");
        QCOMPARE(dialog.manualPath(), QFileInfo(copy.fileName()).canonicalFilePath());
        QVERIFY(dialog.browser()->toPlainText().contains(QStringLiteral("Ask the lab staff.")));
    }

    void theShortcutsListNamesF11()
    {
        const QString shortcuts = keyboardShortcutsHtml();
        QVERIFY(shortcuts.contains(QStringLiteral("<b>F11</b>")));
        QVERIFY(shortcuts.contains(QStringLiteral("Presentation view")));
        QVERIFY(shortcuts.contains(QStringLiteral("<b>Esc</b>")));
    }
};

QTEST_MAIN(TestThemeAndHelp)

}  // namespace tst_theme_and_help
#include "tst_theme_and_help.moc"
