#pragma once
// The fleet at a glance: one tile per robot, as many columns as the width holds, scrolling
// when there are more robots than the screen shows (30 robots were tried: the tiles keep
// their size and the view scrolls).

#include <QScrollArea>

class RobotTile;
class QGridLayout;
class QLabel;

class FleetView : public QScrollArea {
    Q_OBJECT
public:
    explicit FleetView(QWidget *parent = nullptr);

    void addTile(RobotTile *tile);
    void removeTile(RobotTile *tile);
    QList<RobotTile *> tiles() const { return m_tiles; }
    int columns() const { return m_columns; }
    void setLargePrint(bool large);

protected:
    void resizeEvent(QResizeEvent *event) override;

private:
    void layOut();
    int columnsForWidth(int width) const;

    QWidget *m_board;
    QGridLayout *m_grid;
    QLabel *m_hint;
    QList<RobotTile *> m_tiles;
    int m_columns = 0;
    bool m_largePrint = false;
};
