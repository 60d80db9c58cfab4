#pragma once
// The column every dashboard panel lays itself out in, with the shared margins and spacing
// (DashStyle.h), so that the panels line up when docked side by side.

class QVBoxLayout;
class QWidget;

namespace robodash::widgets {

QVBoxLayout *panelLayout(QWidget *panel);

}  // namespace robodash::widgets
