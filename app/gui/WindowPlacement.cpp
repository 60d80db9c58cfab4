#include "WindowPlacement.h"

#include <QGuiApplication>
#include <QMainWindow>
#include <QScreen>
#include <QSettings>
#include <QTimer>

#include <utility>

namespace {

// Offscreen (tests, --screenshot, benchmarks) has a nominal 800x600 screen: no screen to fit.
const QScreen *realScreen(const QWidget *window)
{
    const QScreen *display = window->screen();
    if (!display || QGuiApplication::platformName() == QLatin1String("offscreen")) return nullptr;
    return display;
}

}  // namespace

WindowPlacement::WindowPlacement(QMainWindow *window, QString layoutKey)
    : m_window(window), m_layoutKey(std::move(layoutKey))
{
}

void WindowPlacement::restore(const QSettings &settings)
{
    const bool placed = m_window->window()->restoreGeometry(settings.value(QStringLiteral("window/geometry")).toByteArray());
    if (!m_window->restoreState(settings.value(m_layoutKey).toByteArray()))
        DockLayout(m_window).apply(arrangementForScreen());
    if (!placed) {
        // The first show lays the docks out at their size hints and may grow the window past
        // the screen; size it once that is done.
        m_window->window()->resize(defaultSize());
        QTimer::singleShot(0, m_window, [this] { arrange(arrangementForScreen()); });
    } else {
        // A layout saved on a big monitor may not fit the laptop it is opened on now.
        QTimer::singleShot(0, m_window, [this] {
            if (!fitsScreen()) arrange(arrangementForScreen());
        });
    }
}

void WindowPlacement::save(QSettings &settings) const
{
    settings.setValue(QStringLiteral("window/geometry"), m_window->window()->saveGeometry());
    settings.setValue(m_layoutKey, m_window->saveState());
}

DockLayout::Arrangement WindowPlacement::arrangementForScreen() const
{
    // Offscreen: keep the wide arrangement, the one every panel is open in.
    const QScreen *display = realScreen(m_window);
    return display ? DockLayout::arrangementFor(display->availableGeometry().size()) : DockLayout::Arrangement::Wide;
}

bool WindowPlacement::fitsScreen() const
{
    const QScreen *display = realScreen(m_window);
    if (!display) return true;
    const QWidget *top = m_window->window();
    const QSize frame = top->frameGeometry().size() - top->geometry().size();
    const QSize needed = top->minimumSizeHint().expandedTo(top->minimumSize()) + frame;
    const QSize available = display->availableGeometry().size();
    return needed.width() <= available.width() && needed.height() <= available.height();
}

void WindowPlacement::arrange(DockLayout::Arrangement arrangement)
{
    DockLayout(m_window).apply(arrangement);
    m_window->window()->resize(defaultSize());
    // Re-docking grows the window towards the docks' preferred sizes once the layout runs;
    // size it again after that. Dock widths only take once the window has its new size.
    QTimer::singleShot(0, m_window, [this, arrangement] {
        m_window->window()->resize(defaultSize());
        DockLayout layout(m_window);
        layout.showWholeTabTitles();
        if (arrangement == DockLayout::Arrangement::Wide) layout.sizeWide();
        if (m_whenArranged) m_whenArranged(arrangement);
    });
}

QSize WindowPlacement::defaultSize() const
{
    QSize size(1600, 1000);
    // Offscreen (tests, --screenshot) has a nominal 800x600 screen: keep the full size there.
    if (const QScreen *display = realScreen(m_window))
        size = size.boundedTo(display->availableGeometry().size() * 0.95);
    return size;
}
