#include "XConnection.h"

#include <X11/Xatom.h>
#include <X11/Xlib.h>
#include <X11/Xutil.h>

#include <memory>

namespace robodash::xtest {
namespace {

struct XFreeDeleter {
    void operator()(void *data) const
    {
        if (data)
            XFree(data);
    }
};

std::optional<long> cardinalProperty(Display *display, Window window, Atom property)
{
    Atom type = 0;
    int format = 0;
    unsigned long count = 0;
    unsigned long after = 0;
    unsigned char *raw = nullptr;
    if (XGetWindowProperty(display, window, property, 0, 1, False, XA_CARDINAL, &type, &format,
                           &count, &after, &raw) != Success)
        return std::nullopt;
    std::unique_ptr<unsigned char, XFreeDeleter> data(raw);
    if (type != XA_CARDINAL || format != 32 || count != 1)
        return std::nullopt;
    return *reinterpret_cast<long *>(data.get());
}

// Most visuals here are 24-bit TrueColor in 32-bit pixels; others go pixel by pixel.
QImage toQImage(XImage *image)
{
    QImage result(image->width, image->height, QImage::Format_RGB32);
    const bool direct = image->bits_per_pixel == 32 && image->red_mask == 0xff0000
                        && image->green_mask == 0x00ff00 && image->blue_mask == 0x0000ff
                        && image->byte_order == LSBFirst;
    for (int y = 0; y < image->height; ++y) {
        auto *line = reinterpret_cast<QRgb *>(result.scanLine(y));
        if (direct) {
            const auto *source = reinterpret_cast<const quint32 *>(image->data + y * image->bytes_per_line);
            for (int x = 0; x < image->width; ++x)
                line[x] = 0xff000000u | source[x];
            continue;
        }
        for (int x = 0; x < image->width; ++x) {
            const unsigned long pixel = XGetPixel(image, x, y);
            line[x] = qRgb(int((pixel & image->red_mask) >> 16), int((pixel & image->green_mask) >> 8),
                           int(pixel & image->blue_mask));
        }
    }
    return result;
}

}  // namespace

XConnection::~XConnection()
{
    if (m_display)
        XCloseDisplay(m_display);
}

bool XConnection::open(const QString &display, QString *error)
{
    m_display = XOpenDisplay(display.toLocal8Bit().constData());
    if (!m_display)
        *error = QStringLiteral("cannot open X display %1").arg(display);
    return m_display != nullptr;
}

XWindowId XConnection::root() const
{
    return DefaultRootWindow(m_display);
}

QSize XConnection::screenSize() const
{
    const int screen = DefaultScreen(m_display);
    return {DisplayWidth(m_display, screen), DisplayHeight(m_display, screen)};
}

QImage XConnection::grabScreen() const
{
    return grab(QRect(QPoint(0, 0), screenSize()));
}

QImage XConnection::grab(const QRect &area) const
{
    sync();
    XImage *image = XGetImage(m_display, root(), area.x(), area.y(), unsigned(area.width()),
                              unsigned(area.height()), AllPlanes, ZPixmap);
    if (!image)
        return {};
    QImage result = toQImage(image);
    XDestroyImage(image);
    return result;
}

std::optional<XWindowId> XConnection::mainWindowOf(qint64 pid) const
{
    const Atom pidAtom = XInternAtom(m_display, "_NET_WM_PID", False);
    Window rootReturn = 0;
    Window parent = 0;
    Window *children = nullptr;
    unsigned int count = 0;
    if (!XQueryTree(m_display, root(), &rootReturn, &parent, &children, &count))
        return std::nullopt;
    std::unique_ptr<Window, XFreeDeleter> owned(children);
    std::optional<XWindowId> best;
    long bestArea = 0;
    for (unsigned int i = 0; i < count; ++i) {
        XWindowAttributes attributes;
        if (!XGetWindowAttributes(m_display, children[i], &attributes)
            || attributes.map_state != IsViewable || attributes.override_redirect)
            continue;
        const std::optional<long> owner = cardinalProperty(m_display, children[i], pidAtom);
        const long area = long(attributes.width) * attributes.height;
        if (owner && *owner == pid && area > bestArea) {
            best = children[i];
            bestArea = area;
        }
    }
    return best;
}

QRect XConnection::geometry(XWindowId window) const
{
    XWindowAttributes attributes;
    if (!XGetWindowAttributes(m_display, window, &attributes))
        return {};
    int x = 0;
    int y = 0;
    Window child = 0;
    XTranslateCoordinates(m_display, window, root(), 0, 0, &x, &y, &child);
    return {x, y, attributes.width, attributes.height};
}

QString XConnection::title(XWindowId window) const
{
    const Atom name = XInternAtom(m_display, "_NET_WM_NAME", False);
    const Atom utf8 = XInternAtom(m_display, "UTF8_STRING", False);
    Atom type = 0;
    int format = 0;
    unsigned long count = 0;
    unsigned long after = 0;
    unsigned char *raw = nullptr;
    if (XGetWindowProperty(m_display, window, name, 0, 1024, False, utf8, &type, &format, &count,
                           &after, &raw) != Success)
        return {};
    std::unique_ptr<unsigned char, XFreeDeleter> data(raw);
    return type == utf8 && format == 8 ? QString::fromUtf8(reinterpret_cast<const char *>(raw), int(count))
                                       : QString();
}

void XConnection::focus(XWindowId window) const
{
    XRaiseWindow(m_display, window);
    XSetInputFocus(m_display, window, RevertToPointerRoot, CurrentTime);
    sync();
}

void XConnection::resize(XWindowId window, QSize size) const
{
    XResizeWindow(m_display, window, unsigned(size.width()), unsigned(size.height()));
    sync();
}

XWindowId XConnection::focusedWindow() const
{
    Window window = 0;
    int revert = 0;
    XGetInputFocus(m_display, &window, &revert);
    return window;
}

void XConnection::sync() const
{
    XSync(m_display, False);
}

}  // namespace robodash::xtest
