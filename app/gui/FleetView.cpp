#include "FleetView.h"

#include "RobotTile.h"

#include <QGridLayout>
#include <QLabel>
#include <QResizeEvent>
#include <QScrollBar>

#include <algorithm>

namespace {
constexpr int kTileWidth = 300;       // a tile's width at normal print
constexpr int kLargeTileWidth = 400;  // in the presentation view: 3 columns on 1366 pixels
}

FleetView::FleetView(QWidget *parent) : QScrollArea(parent), m_board(new QWidget), m_grid(new QGridLayout(m_board))
{
    setObjectName(QStringLiteral("fleetView"));
    setWidgetResizable(true);
    setFrameShape(QFrame::NoFrame);
    m_grid->setContentsMargins(12, 12, 12, 12);
    m_grid->setSpacing(10);
    m_hint = new QLabel(tr("Click a robot's tile (or Drive) to drive it; Fleet > Add robot… adds one."), m_board);
    m_hint->setObjectName(QStringLiteral("fleetHint"));
    setWidget(m_board);
}

void FleetView::addTile(RobotTile *tile)
{
    tile->setParent(m_board);
    tile->setLargePrint(m_largePrint);
    m_tiles << tile;
    layOut();
}

void FleetView::removeTile(RobotTile *tile)
{
    m_tiles.removeOne(tile);
    m_grid->removeWidget(tile);
    layOut();
}

void FleetView::setLargePrint(bool large)
{
    m_largePrint = large;
    for (RobotTile *tile : m_tiles) tile->setLargePrint(large);
    m_columns = 0;  // the tile width changed: lay out again
    layOut();
}

int FleetView::columnsForWidth(int width) const
{
    const int tileWidth = m_largePrint ? kLargeTileWidth : kTileWidth;
    return std::max(1, (width - 24) / (tileWidth + m_grid->spacing()));
}

void FleetView::resizeEvent(QResizeEvent *event)
{
    QScrollArea::resizeEvent(event);
    if (columnsForWidth(viewport()->width()) != m_columns) layOut();
}

void FleetView::layOut()
{
    const int before = m_grid->columnCount();
    m_columns = columnsForWidth(viewport()->width());
    while (m_grid->count() > 0) delete m_grid->takeAt(0);  // the layout items only; the widgets stay
    for (int i = 0; i < m_tiles.size(); ++i) m_grid->addWidget(m_tiles[i], i / m_columns, i % m_columns, Qt::AlignTop);
    const int rows = int((m_tiles.size() + m_columns - 1) / m_columns);
    m_grid->addWidget(m_hint, rows, 0, 1, m_columns);
    // Fewer columns than before (a larger print): the ones left over must not keep their room.
    for (int column = 0; column < std::max(before, m_columns); ++column)
        m_grid->setColumnStretch(column, column < m_columns ? 1 : 0);
    m_grid->setRowStretch(rows + 1, 1);
}
