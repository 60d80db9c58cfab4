#include "WindowPlacement.h"

#include "ScreenFit.h"

#include <QGuiApplication>
#include <QMainWindow>
#include <QScreen>
#include <QSettings>
#include <QTimer>

#include <algorithm>
#include <utility>

namespace {

// Offscreen (tests, --screenshot, benchmarks) has a nominal 800x600 screen: no screen to fit.
const QScreen *realScreen(const QWidget *window)
{
    const QScreen *display = window->screen();
    if (!display || QGuiApplication::platformName() == QLatin1String("offscreen")) return nullptr;
    return display;
}

// What the window manager's frame adds to the window: known once it is shown with one; before
// that (and with no window manager) a title bar and borders are assumed, as ScreenFit does.
QSize frameExtent(const QWidget *top)
{
    const QSize frame = top->frameGeometry().size() - top->geometry().size();
    return frame.isNull() ? assumedWindowFrame() : frame;
}

}  // namespace

WindowPlacement::WindowPlacement(QMainWindow *window, QString layoutKey)
    : m_window(window), m_layoutKey(std::move(layoutKey))
{
}

void WindowPlacement::restore(const QSettings &settings)
{
    const bool placed = m_window->window()->restoreGeometry(settings.value(QStringLiteral("window/geometry")).toByteArray());
    if (!m_window->restoreState(settings.value(m_layoutKey).toByteArray())) {
        DockLayout(m_window).apply(arrangementForScreen());
    } else {
        bool known = false;
        const int saved = settings.value(arrangementKey()).toInt(&known);
        if (known && saved >= 0 && saved <= int(DockLayout::Arrangement::OneColumn))
            m_current = DockLayout::Arrangement(saved);
    }
    if (!placed) {
        // The first show lays the docks out at their size hints and may grow the window past
        // the screen; size it once that is done.
        m_window->window()->resize(defaultSize());
        QTimer::singleShot(0, m_window, [this] { arrange(arrangementForScreen()); });
    } else {
        // A layout saved on a big monitor may not fit the laptop it is opened on now, and a
        // window saved at the foot of a taller screen may reach below this one.
        QTimer::singleShot(0, m_window, [this] { fitScreen(); });
    }
}

void WindowPlacement::fitScreen()
{
    if (m_arranging) return;  // an arrangement under way places the window when it is done
    if (!fitsScreen()) {
        arrange(arrangementForScreen());
        return;
    }
    keepOnScreen();
    if (m_whenPlaced) m_whenPlaced();
}

void WindowPlacement::save(QSettings &settings) const
{
    settings.setValue(QStringLiteral("window/geometry"), m_window->window()->saveGeometry());
    settings.setValue(m_layoutKey, m_window->saveState());
    if (m_current) settings.setValue(arrangementKey(), int(*m_current));
    else settings.remove(arrangementKey());  // an older mark would name a layout not in use
}

QString WindowPlacement::arrangementKey() const { return m_layoutKey + QStringLiteral("Arrangement"); }

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
    const QSize needed = top->minimumSizeHint().expandedTo(top->minimumSize()) + frameExtent(top);
    const QSize available = display->availableGeometry().size();
    return needed.width() <= available.width() && needed.height() <= available.height();
}

void WindowPlacement::arrange(DockLayout::Arrangement arrangement, Request request)
{
    arrangeFitting(arrangement, arrangement, request);
}

// `arrangement` is tried; when its panels need more room than the screen has, the next
// narrower one is (Wide, then two columns, then one), so that STOP, the pad and the status
// bar are never off the screen.
void WindowPlacement::arrangeFitting(DockLayout::Arrangement wanted, DockLayout::Arrangement arrangement,
                                     Request request)
{
    m_arranging = true;
    DockLayout(m_window).apply(arrangement);
    m_window->window()->resize(defaultSize());
    // Re-docking grows the window towards the docks' preferred sizes once the layout runs;
    // size it again after that. Dock widths only take once the window has its new size.
    QTimer::singleShot(0, m_window, [this, wanted, arrangement, request] {
        const auto narrower = DockLayout::narrowerThan(arrangement);
        if (!fitsScreen() && narrower) {
            arrangeFitting(wanted, *narrower, request);
            return;
        }
        m_window->window()->resize(defaultSize());
        DockLayout layout(m_window);
        layout.showWholeTabTitles();
        if (arrangement == DockLayout::Arrangement::Wide) layout.sizeWide();
        keepOnScreen();
        if (m_whenPlaced) m_whenPlaced();
        if (request == Request::Chosen && arrangement != wanted && m_whenNarrowed) m_whenNarrowed(wanted, arrangement);
        // Chosen, fitting, but meant for a larger screen: its panels get less than they ask.
        if (request == Request::Chosen && arrangement == wanted && int(arrangement) < int(arrangementForScreen())
            && m_whenCramped)
            m_whenCramped(arrangement);
        m_current = arrangement;
        m_arranging = false;
        if (m_whenArranged) m_whenArranged(arrangement);
    });
}

void WindowPlacement::keepOnScreen()
{
    const QScreen *display = realScreen(m_window);
    if (!display) return;
    QWidget *top = m_window->window();
    const QRect available = display->availableGeometry();
    const QSize frame = frameExtent(top);
    const QSize size = top->size().boundedTo(available.size() - frame).expandedTo(top->minimumSizeHint());
    if (size != top->size()) top->resize(size);
    // The frame's top left corner: the window moves by it (QWidget::move places the frame).
    QRect place(top->frameGeometry().topLeft(), size + frame);
    place.moveRight(std::min(place.right(), available.right()));
    place.moveBottom(std::min(place.bottom(), available.bottom()));
    place.moveLeft(std::max(place.left(), available.left()));  // the title bar wins over the foot
    place.moveTop(std::max(place.top(), available.top()));
    if (place.topLeft() != top->frameGeometry().topLeft()) top->move(place.topLeft());
}

QSize WindowPlacement::defaultSize() const
{
    QSize size(1600, 1000);
    // Offscreen (tests, --screenshot) has a nominal 800x600 screen: keep the full size there.
    // On a small screen all of it, less the window manager's frame: every pixel of a 768 one
    // counts.
    if (const QScreen *display = realScreen(m_window))
        size = size.boundedTo(display->availableGeometry().size() - frameExtent(m_window->window()));
    return size;
}
