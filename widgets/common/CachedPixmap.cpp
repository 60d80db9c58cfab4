#include "CachedPixmap.h"

#include <QPainter>
#include <QPixmapCache>

namespace robodash::widgets {

QPixmap cachedPixmap(const QString &key, QSize size, qreal pixelRatio, const std::function<void(QPainter &)> &draw)
{
    const QString fullKey = QStringLiteral("robodash/%1/%2x%3@%4")
                                .arg(key)
                                .arg(size.width())
                                .arg(size.height())
                                .arg(pixelRatio);
    QPixmap pixmap;
    if (QPixmapCache::find(fullKey, &pixmap))
        return pixmap;
    pixmap = QPixmap(size * pixelRatio);
    pixmap.setDevicePixelRatio(pixelRatio);
    pixmap.fill(Qt::transparent);
    {
        QPainter painter(&pixmap);
        painter.setRenderHint(QPainter::Antialiasing);
        draw(painter);
    }
    QPixmapCache::insert(fullKey, pixmap);
    return pixmap;
}

}  // namespace robodash::widgets
