#pragma once
// The status bar's permanent summary of link health: online or not, frames/s, bytes/s,
// checksum errors, discarded bytes, age of the last good frame.

#include "link/LinkStatistics.h"

#include <QLabel>

class LinkStatusLabel : public QLabel {
    Q_OBJECT
public:
    explicit LinkStatusLabel(QWidget *parent = nullptr);
    static QString describe(const robodash::link::LinkStatistics &statistics);

public slots:
    void setStatistics(const robodash::link::LinkStatistics &statistics);
    void showDisconnected();
};
