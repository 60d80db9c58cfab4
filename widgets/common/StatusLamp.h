#pragma once
// A round lamp with a caption beside it: the dashboard's on/off indicator.

#include "TextLine.h"

#include <QColor>
#include <QString>
#include <QWidget>

namespace robodash::widgets {

class StatusLamp : public QWidget {
    Q_OBJECT
public:
    explicit StatusLamp(const QString &caption = {}, QWidget *parent = nullptr);

    void setColour(const QColor &colour);
    QColor colour() const { return colour_; }
    void setCaption(const QString &caption);
    QString caption() const { return caption_.text(); }
    // Convenience for two-state lamps: `onColour` when lit, idle grey otherwise.
    void setLit(bool lit, const QColor &onColour);

    QSize sizeHint() const override;
    QSize minimumSizeHint() const override;

protected:
    void paintEvent(QPaintEvent *event) override;
    void changeEvent(QEvent *event) override;

private:
    int lampDiameter() const;
    int measureCaption() const;

    QColor colour_;
    TextLine caption_;      // laid out once per new caption, not on every repaint
    int captionWidth_ = 0;  // caption_ in the current font
};

}  // namespace robodash::widgets
