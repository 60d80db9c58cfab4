#pragma once
// A one-line, plain-text label for a live value ("0.123 m/s") that changes many times a
// second. QLabel::setText() asks the layouts for a new arrangement on every new text, and
// every layout up to the window (a floating dock included) is computed again, even when the
// new text is exactly as wide as the old; at 20 refreshes a second for a dozen readouts that
// was the dashboard's largest cost after the plots. A ReadoutLabel asks only when its size
// hint changes, and keeps its text laid out between paints (TextLine): drawing the same
// text again costs no shaping.

#include "TextLine.h"

#include <QString>
#include <QWidget>

namespace robodash::widgets {

class ReadoutLabel : public QWidget {
    Q_OBJECT
public:
    explicit ReadoutLabel(const QString &text = {}, QWidget *parent = nullptr);

    QString text() const { return line_.text(); }
    // Repaints when the text differs; relayouts only when its size hint differs too.
    void setText(const QString &text);
    Qt::Alignment alignment() const { return alignment_; }
    void setAlignment(Qt::Alignment alignment);

    QSize sizeHint() const override;
    QSize minimumSizeHint() const override;

protected:
    void paintEvent(QPaintEvent *event) override;
    void changeEvent(QEvent *event) override;

private:
    QSize measureText() const;

    TextLine line_;
    QSize textSize_;  // measureText() of the text in the current font: measured once per text
    Qt::Alignment alignment_ = Qt::AlignLeft | Qt::AlignVCenter;  // QLabel's default
};

}  // namespace robodash::widgets
