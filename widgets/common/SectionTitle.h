#pragma once
// The bold caption above a group of controls or readings in a panel.

#include <QString>

class QLabel;
class QWidget;

namespace robodash::widgets {

QLabel *sectionTitle(const QString &text, QWidget *parent);

}  // namespace robodash::widgets
