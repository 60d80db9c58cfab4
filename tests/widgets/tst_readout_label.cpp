// ReadoutLabel: a live value's label that looks like a QLabel but asks its layout to compute
// again only when its size changes (QLabel asks on every new text).
#include "ReadoutLabel.h"
#include "EventWaits.h"

#include <QLabel>
#include <QVBoxLayout>
#include <QtTest>

namespace tst_readout_label {  // this file's names, apart in a unity batch

using robodash::widgets::ReadoutLabel;

namespace {
// Counts the layout requests a widget receives.
class LayoutRequestCounter : public QObject {
public:
    int count = 0;
    bool eventFilter(QObject *, QEvent *event) override
    {
        if (event->type() == QEvent::LayoutRequest)
            ++count;
        return false;
    }
};
}  // namespace

class ReadoutLabelTest : public QObject {
    Q_OBJECT
private slots:
    void newTextOfTheSameWidthIsNotLaidOutAgain();
    void widerTextIsLaidOutAgain();
    void measuresAndDrawsAsAPlainTextQLabel();
};

void ReadoutLabelTest::newTextOfTheSameWidthIsNotLaidOutAgain()
{
    QWidget window;
    auto *layout = new QVBoxLayout(&window);
    auto *label = new ReadoutLabel(QStringLiteral("1.234 V"), &window);
    layout->addWidget(label);
    window.show();
    QVERIFY(QTest::qWaitForWindowExposed(&window, robodash::waits::kEventMs));
    QCoreApplication::processEvents();
    LayoutRequestCounter requests;
    window.installEventFilter(&requests);

    // The same characters in another order: the same width in any font.
    label->setText(QStringLiteral("4.321 V"));
    QCoreApplication::processEvents();
    QCOMPARE(label->text(), QStringLiteral("4.321 V"));
    QCOMPARE(requests.count, 0);

    // A QLabel in its place asks for a layout each time: what ReadoutLabel is for.
    auto *plain = new QLabel(QStringLiteral("1.234 V"), &window);
    layout->addWidget(plain);
    QCoreApplication::processEvents();
    requests.count = 0;
    plain->setText(QStringLiteral("4.321 V"));
    QCoreApplication::processEvents();
    QVERIFY(requests.count > 0);
}

void ReadoutLabelTest::widerTextIsLaidOutAgain()
{
    QWidget window;
    auto *layout = new QVBoxLayout(&window);
    auto *label = new ReadoutLabel(QStringLiteral("1 V"), &window);
    layout->addWidget(label);
    window.show();
    QVERIFY(QTest::qWaitForWindowExposed(&window, robodash::waits::kEventMs));
    QCoreApplication::processEvents();
    const int narrow = label->sizeHint().width();
    LayoutRequestCounter requests;
    window.installEventFilter(&requests);

    label->setText(QStringLiteral("1234567 V"));
    QCoreApplication::processEvents();
    QVERIFY(requests.count > 0);
    QVERIFY(label->sizeHint().width() > narrow);
    QVERIFY(label->width() >= label->sizeHint().width());  // the layout gave it the room
}

void ReadoutLabelTest::measuresAndDrawsAsAPlainTextQLabel()
{
    QFont font;
    font.setPointSizeF(font.pointSizeF() * 1.5);
    font.setBold(true);
    for (const Qt::Alignment alignment : {Qt::AlignLeft | Qt::AlignVCenter, Qt::AlignRight | Qt::AlignVCenter}) {
        ReadoutLabel readout(QStringLiteral("-0.123 m/s"));
        QLabel label(QStringLiteral("-0.123 m/s"));
        for (QWidget *widget : {static_cast<QWidget *>(&readout), static_cast<QWidget *>(&label)}) {
            widget->setFont(font);
            widget->setMinimumWidth(140);
        }
        readout.setAlignment(alignment);
        label.setAlignment(alignment);
        QCOMPARE(readout.sizeHint(), label.sizeHint());
        QCOMPARE(readout.minimumSizeHint(), label.minimumSizeHint());
        readout.resize(180, 40);
        label.resize(180, 40);
        QCOMPARE(readout.grab().toImage(), label.grab().toImage());
    }
}

QTEST_MAIN(ReadoutLabelTest)

}  // namespace tst_readout_label
#include "tst_readout_label.moc"
