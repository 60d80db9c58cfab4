#include "PanelLayout.h"

#include "DashStyle.h"

#include <QVBoxLayout>

namespace robodash::widgets {

QVBoxLayout *panelLayout(QWidget *panel)
{
    auto *layout = new QVBoxLayout(panel);
    layout->setContentsMargins(style::kMargin, style::kMargin, style::kMargin, style::kMargin);
    layout->setSpacing(style::kSpacing);
    return layout;
}

}  // namespace robodash::widgets
