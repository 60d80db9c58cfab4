// Text reads at 4.5:1 (WCAG 2) in both themes: the palette's text on its backgrounds, the
// dashboard's own text colours, the status colours as text and the text on status badges,
// the connection bar's state after a theme switch; and an unticked check box's edge stands
// out from the bar behind it at 3:1, the figure for the parts of a control.
#include "ConnectionBar.h"
#include "EventWaits.h"
#include "DashStyle.h"
#include "DashTheme.h"

#include <QApplication>
#include <QCheckBox>
#include <QLabel>
#include <QRegularExpression>
#include <QStyle>
#include <QStyleOptionButton>
#include <QVBoxLayout>
#include <QtTest>

#include <algorithm>
#include <cmath>

namespace tst_theme_contrast {  // this file's names, apart in a unity batch

using robodash::widgets::DashTheme;
namespace style = robodash::widgets::style;

namespace {

constexpr double kTextContrast = 4.5;

// WCAG 2's contrast ratio, worked out here rather than taken from the code under test.
double contrast(const QColor &a, const QColor &b)
{
    const auto luminance = [](const QColor &c) {
        const auto channel = [](double v) { return v <= 0.03928 ? v / 12.92 : std::pow((v + 0.055) / 1.055, 2.4); };
        return 0.2126 * channel(c.redF()) + 0.7152 * channel(c.greenF()) + 0.0722 * channel(c.blueF());
    };
    const double la = luminance(a), lb = luminance(b);
    return (std::max(la, lb) + 0.05) / (std::min(la, lb) + 0.05);
}

// The colour a style sheet gives text ("QLabel { color: #123456; }").
QColor sheetColour(const QString &sheet)
{
    const QRegularExpressionMatch match = QRegularExpression(QStringLiteral("color:\\s*(#[0-9a-fA-F]{6})")).match(sheet);
    return match.hasMatch() ? QColor(match.captured(1)) : QColor();
}

QString describe(const char *what, const QColor &foreground, const QColor &background)
{
    return QStringLiteral("%1: %2 on %3 is %4:1%5")
        .arg(QLatin1String(what), foreground.name(), background.name())
        .arg(contrast(foreground, background), 0, 'f', 2)
        .arg(DashTheme::isDark() ? QStringLiteral(" (dark)") : QStringLiteral(" (light)"));
}

#define VERIFY_CONTRAST(what, foreground, background, minimum)                                            \
    QVERIFY2(contrast(foreground, background) >= (minimum),                                  \
             qPrintable(describe(what, foreground, background)))

QList<QColor> backgrounds()
{
    const QPalette palette = QApplication::palette();
    return {palette.color(QPalette::Window), palette.color(QPalette::Base), style::surface()};
}

}  // namespace

class TestThemeContrast : public QObject {
    Q_OBJECT
private slots:
    void themes_data()
    {
        QTest::addColumn<bool>("dark");
        QTest::newRow("light") << false;
        QTest::newRow("dark") << true;
    }

    void paletteTextReads_data() { themes_data(); }
    void paletteTextReads()
    {
        QFETCH(bool, dark);
        DashTheme::instance().setTheme(dark ? DashTheme::Theme::Dark : DashTheme::Theme::Light);
        const QPalette p = QApplication::palette();
        const struct {
            const char *what;
            QPalette::ColorRole text, background;
        } pairs[] = {{"window text", QPalette::WindowText, QPalette::Window},
                     {"text", QPalette::Text, QPalette::Base},
                     {"button text", QPalette::ButtonText, QPalette::Button},
                     {"tool tip", QPalette::ToolTipText, QPalette::ToolTipBase},
                     {"selection", QPalette::HighlightedText, QPalette::Highlight},
                     {"link", QPalette::Link, QPalette::Base},
                     {"link on window", QPalette::Link, QPalette::Window}};
        for (const auto &pair : pairs)
            for (QPalette::ColorGroup group : {QPalette::Active, QPalette::Inactive})
                VERIFY_CONTRAST(pair.what, p.color(group, pair.text), p.color(group, pair.background), kTextContrast);
    }

    void dashboardTextReads_data() { themes_data(); }
    void dashboardTextReads()
    {
        QFETCH(bool, dark);
        DashTheme::instance().setTheme(dark ? DashTheme::Theme::Dark : DashTheme::Theme::Light);
        for (const QColor &background : backgrounds()) {
            VERIFY_CONTRAST("text", style::text(), background, kTextContrast);
            VERIFY_CONTRAST("muted text", style::mutedText(), background, kTextContrast);
        }
    }

    // Status colours as words (a message, a state) and the words on a status badge.
    void statusColoursRead_data() { themes_data(); }
    void statusColoursRead()
    {
        QFETCH(bool, dark);
        DashTheme::instance().setTheme(dark ? DashTheme::Theme::Dark : DashTheme::Theme::Light);
        const struct {
            const char *what;
            QColor colour;
        } statuses[] = {{"ok", style::ok()},         {"warning", style::warning()}, {"critical", style::critical()},
                        {"signal", style::signal()}, {"idle", style::idle()},       {"outline", style::outline()}};
        for (const auto &status : statuses) {
            for (const QColor &background : backgrounds())
                VERIFY_CONTRAST(status.what, sheetColour(style::messageStyleSheet(status.colour)), background, kTextContrast);
            VERIFY_CONTRAST(status.what, style::textOn(status.colour), status.colour, kTextContrast);
        }
    }

    // "Robot online" in the new theme's green, not the old one's (2.6:1 on the dark bar).
    void theConnectionStateFollowsATheme()
    {
        DashTheme::instance().setTheme(DashTheme::Theme::Light);
        ConnectionBar bar;
        bar.showConnected(QStringLiteral("sim:"));
        bar.showOnline(true);
        for (bool dark : {true, false, true}) {
            DashTheme::instance().setTheme(dark ? DashTheme::Theme::Dark : DashTheme::Theme::Light);
            const QLabel *state = nullptr;
            for (const QLabel *label : bar.findChildren<QLabel *>())
                if (label->text().contains(QLatin1String("Robot online"))) state = label;
            QVERIFY(state);
            const QColor colour = sheetColour(state->text());
            QVERIFY2(colour.isValid(), qPrintable(state->text()));
            VERIFY_CONTRAST("Robot online", colour, QApplication::palette().color(QPalette::Window), kTextContrast);
        }
    }

    void anUntickedCheckBoxCanBeSeen_data() { themes_data(); }
    void anUntickedCheckBoxCanBeSeen()
    {
        QFETCH(bool, dark);
        DashTheme::instance().setTheme(dark ? DashTheme::Theme::Dark : DashTheme::Theme::Light);
        QWidget bar;
        auto *layout = new QVBoxLayout(&bar);
        auto *box = new QCheckBox(QStringLiteral("Motors enabled"), &bar);
        layout->addWidget(box);
        bar.resize(200, 60);
        bar.show();
        QVERIFY(QTest::qWaitForWindowExposed(&bar, robodash::waits::kEventMs));
        const QImage picture = box->grab().toImage();
        QStyleOptionButton option;
        option.initFrom(box);
        const QRect indicator = box->style()->subElementRect(QStyle::SE_CheckBoxIndicator, &option, box);
        const QColor window = box->palette().color(QPalette::Window);
        double edge = 1.0;  // the best contrast along the indicator's outer ring
        for (int x = indicator.left(); x <= indicator.right(); ++x)
            for (int y : {indicator.top(), indicator.top() + 1, indicator.bottom() - 1, indicator.bottom()})
                edge = std::max(edge, contrast(picture.pixelColor(x, y), window));
        for (int y = indicator.top(); y <= indicator.bottom(); ++y)
            for (int x : {indicator.left(), indicator.left() + 1, indicator.right() - 1, indicator.right()})
                edge = std::max(edge, contrast(picture.pixelColor(x, y), window));
        QVERIFY2(edge >= 3.0, qPrintable(QStringLiteral("check box edge %1:1 on %2").arg(edge, 0, 'f', 2).arg(window.name())));
    }
};

QTEST_MAIN(TestThemeContrast)

}  // namespace tst_theme_contrast
#include "tst_theme_contrast.moc"
