#pragma once
// View > Theme: follow the desktop, or light, or dark; the choice is saved in the settings.
// Qt 6.4 has no colour-scheme hint (QStyleHints::colorScheme came in 6.5), so "follow the
// desktop" reads the platform theme's palette: a window colour darker than mid-grey is a dark
// desktop. That covers GTK and KDE themes as far as Qt's platform theme passes their palette
// on; it is read at start-up and again when the desktop's theme or palette changes.
// ROBODASH_THEME=light|dark|desktop overrides the saved choice for one run (tests,
// screenshots) without saving it.

#include <QObject>
#include <QPalette>

#include <optional>

class QMenu;
class QWidget;
class QActionGroup;

class ThemeSwitcher : public QObject {
    Q_OBJECT
public:
    enum class Choice { FollowDesktop, Light, Dark };

    // Reads the desktop's palette, the saved choice and ROBODASH_THEME, and applies them.
    // `window` is watched for the desktop's theme changes.
    explicit ThemeSwitcher(QWidget *window);

    Choice choice() const { return m_choice; }
    // Applies `choice` and saves it.
    void setChoice(Choice choice);
    // Theme > Follow desktop / Light / Dark, checked as chosen.
    QMenu *makeMenu(QWidget *parent);

    static std::optional<Choice> parseChoice(const QString &name);

protected:
    bool eventFilter(QObject *watched, QEvent *event) override;

private:
    void apply();
    static Choice savedChoice();

    QPalette m_desktopPalette;  // the platform theme's, as last seen
    Choice m_choice = Choice::FollowDesktop;
    QActionGroup *m_actions = nullptr;
    bool m_applying = false;
};
