#include "ValidatedField.h"

#include "DashStyle.h"

#include <QGridLayout>
#include <QLabel>
#include <QLineEdit>

namespace robodash::widgets {

ValidatedField::ValidatedField(const QString &label, const QString &unit, Validator validator,
                               QWidget *parent)
    : QWidget(parent), validator_(std::move(validator)), edit_(new QLineEdit(this)),
      problemLabel_(new QLabel(this))
{
    auto *layout = new QGridLayout(this);
    layout->setContentsMargins(0, 0, 0, 0);
    layout->setHorizontalSpacing(style::kSpacing);
    layout->setVerticalSpacing(1);
    auto *caption = new QLabel(label, this);
    caption->setBuddy(edit_);
    caption->setMinimumWidth(caption->fontMetrics().horizontalAdvance(QStringLiteral("MMMM")));
    layout->addWidget(caption, 0, 0);
    layout->addWidget(edit_, 0, 1);
    if (!unit.isEmpty())
        layout->addWidget(new QLabel(unit, this), 0, 2);
    style::setThemedStyleSheet(problemLabel_, [] { return style::messageStyleSheet(style::critical()); });
    // A field that ever had a style sheet (the red border) keeps the palette it had then,
    // even with the sheet cleared; one that never had one follows the palette by itself.
    // Another sheet first, then its own: Qt polishes it again only for a sheet that differs.
    connect(&DashTheme::instance(), &DashTheme::changed, this, [this] {
        if (!edit_->testAttribute(Qt::WA_StyleSheet)) return;
        edit_->setStyleSheet(QStringLiteral("QLineEdit {}"));
        edit_->setStyleSheet(problemSheet());
    });
    problemLabel_->setFont(style::captionFont(font()));
    problemLabel_->setWordWrap(true);
    problemLabel_->hide();
    layout->addWidget(problemLabel_, 1, 1, 1, 2);
    layout->setColumnStretch(1, 1);

    connect(edit_, &QLineEdit::textChanged, this, [this](const QString &text) {
        revalidate();
        emit edited(text);
    });
    revalidate();
}

QString ValidatedField::text() const { return edit_->text(); }

void ValidatedField::setText(const QString &text) { edit_->setText(text); }

QString ValidatedField::problemSheet() const
{
    return problem_.isEmpty() ? QString()
                              : QStringLiteral("QLineEdit { border: 1px solid %1; }").arg(style::critical().name());
}

void ValidatedField::revalidate()
{
    const bool wasValid = isValid();
    problem_ = validator_ ? validator_(edit_->text()) : QString();
    problemLabel_->setText(problem_);
    problemLabel_->setVisible(!problem_.isEmpty());
    const QString sheet = problemSheet();
    if (edit_->styleSheet() != sheet) edit_->setStyleSheet(sheet);
    if (wasValid != isValid())
        emit validityChanged(isValid());
}

}  // namespace robodash::widgets
