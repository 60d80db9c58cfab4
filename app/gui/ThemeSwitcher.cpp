#include "ThemeSwitcher.h"

#include "DashTheme.h"

#include <QAction>
#include <QActionGroup>
#include <QApplication>
#include <QEvent>
#include <QMenu>
#include <QSettings>

using robodash::widgets::DashTheme;

namespace {
const QString kThemeKey = QStringLiteral("view/theme");

QString choiceName(ThemeSwitcher::Choice choice)
{
    switch (choice) {
    case ThemeSwitcher::Choice::Light: return QStringLiteral("light");
    case ThemeSwitcher::Choice::Dark: return QStringLiteral("dark");
    case ThemeSwitcher::Choice::FollowDesktop: break;
    }
    return QStringLiteral("desktop");
}
}  // namespace

ThemeSwitcher::ThemeSwitcher(QWidget *window)
    : QObject(window), m_desktopPalette(QApplication::palette()), m_choice(savedChoice())
{
    if (const auto forced = parseChoice(qEnvironmentVariable("ROBODASH_THEME"))) m_choice = *forced;
    window->installEventFilter(this);
    apply();
}

std::optional<ThemeSwitcher::Choice> ThemeSwitcher::parseChoice(const QString &name)
{
    const QString lower = name.trimmed().toLower();
    if (lower == QLatin1String("light")) return Choice::Light;
    if (lower == QLatin1String("dark")) return Choice::Dark;
    if (lower == QLatin1String("desktop") || lower == QLatin1String("auto")) return Choice::FollowDesktop;
    return std::nullopt;
}

ThemeSwitcher::Choice ThemeSwitcher::savedChoice()
{
    return parseChoice(QSettings().value(kThemeKey).toString()).value_or(Choice::FollowDesktop);
}

void ThemeSwitcher::setChoice(Choice choice)
{
    m_choice = choice;
    QSettings().setValue(kThemeKey, choiceName(choice));
    apply();
    if (m_actions)
        for (QAction *action : m_actions->actions())
            action->setChecked(action->data().toInt() == int(choice));
}

void ThemeSwitcher::apply()
{
    m_applying = true;
    switch (m_choice) {
    case Choice::Light: DashTheme::instance().setTheme(DashTheme::Theme::Light); break;
    case Choice::Dark: DashTheme::instance().setTheme(DashTheme::Theme::Dark); break;
    case Choice::FollowDesktop: {
        // A palette with no role set resolves to the platform theme's own, and keeps following
        // it when the desktop changes (Qt resolves the application palette again).
        QPalette desktop = m_desktopPalette;
        desktop.setResolveMask(0);
        DashTheme::instance().setTheme(DashTheme::looksDark(m_desktopPalette) ? DashTheme::Theme::Dark
                                                                              : DashTheme::Theme::Light,
                                       desktop);
        break;
    }
    }
    m_applying = false;
}

// The desktop switched themes: while following it, take its palette and its lightness.
bool ThemeSwitcher::eventFilter(QObject *watched, QEvent *event)
{
    const bool desktopChanged = event->type() == QEvent::ThemeChange ||
                                event->type() == QEvent::ApplicationPaletteChange;
    if (desktopChanged && !m_applying && m_choice == Choice::FollowDesktop) {
        const QPalette now = QApplication::palette();
        if (DashTheme::looksDark(now) != DashTheme::isDark()) {
            m_desktopPalette = now;
            apply();
        }
    }
    return QObject::eventFilter(watched, event);
}

QMenu *ThemeSwitcher::makeMenu(QWidget *parent)
{
    auto *menu = new QMenu(tr("&Theme"), parent);
    m_actions = new QActionGroup(menu);
    const struct {
        Choice choice;
        QString text;
    } entries[] = {{Choice::FollowDesktop, tr("Follow d&esktop")},  // D is Dark's: a clash only cycles the two
                   {Choice::Light, tr("&Light")},
                   {Choice::Dark, tr("&Dark")}};
    for (const auto &entry : entries) {
        QAction *action = menu->addAction(entry.text);
        action->setCheckable(true);
        action->setData(int(entry.choice));
        action->setChecked(entry.choice == m_choice);
        m_actions->addAction(action);
        const Choice choice = entry.choice;
        connect(action, &QAction::triggered, this, [this, choice] { setChoice(choice); });
    }
    return menu;
}
