#pragma once
// A labelled line edit that checks its text as the user types and shows the problem right
// under the field, so a form can disable its action while any field is invalid.

#include <QString>
#include <QWidget>

#include <functional>

class QLabel;
class QLineEdit;

namespace robodash::widgets {

class ValidatedField : public QWidget {
    Q_OBJECT
public:
    // Returns an empty string when the text is acceptable, else what is wrong with it.
    using Validator = std::function<QString(const QString &text)>;

    ValidatedField(const QString &label, const QString &unit, Validator validator,
                   QWidget *parent = nullptr);

    QString text() const;
    void setText(const QString &text);
    bool isValid() const { return problem_.isEmpty(); }
    QString problem() const { return problem_; }
    QLineEdit *lineEdit() const { return edit_; }

signals:
    void validityChanged(bool valid);
    void edited(const QString &text);

private:
    void revalidate();
    QString problemSheet() const;  // a red border while the text is refused

    Validator validator_;
    QLineEdit *edit_ = nullptr;
    QLabel *problemLabel_ = nullptr;
    QString problem_;
};

}  // namespace robodash::widgets
