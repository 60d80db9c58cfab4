#pragma once
// A dock panel's content that scrolls up and down when its dock is shorter than the panel
// wants, so that a column of panels, and with it the window, fits a small screen (1024 x 600,
// or 768 pixels under a title bar and a desktop's panel). It asks for the panel's own size
// where there is room; it never scrolls sideways: as narrow as the panel is, and its scroll
// bar beside it.

#include <QScrollArea>

class PanelScroller : public QScrollArea {
    Q_OBJECT
public:
    explicit PanelScroller(QWidget *panel, QWidget *parent = nullptr);

    QSize sizeHint() const override;
    QSize minimumSizeHint() const override;

    // The least height a panel is given before it scrolls: about four lines of text, enough
    // to see which panel it is and a first reading.
    static constexpr int kLeastHeight = 96;
};
