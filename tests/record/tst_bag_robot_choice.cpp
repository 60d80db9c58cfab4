// The dashboard's choice of robot in a bag of several (BagRobotChoice): the list names each
// namespace, the pick is the robot that replays, a cancel opens nothing, and a robot lacking
// topics gets a note naming them.
#include "BagRobotChoice.h"
#include "KobukiBag.h"
#include "link/SessionLogReader.h"

#include <QApplication>
#include <QComboBox>
#include <QInputDialog>
#include <QTimer>
#include <QtTest>

namespace tst_bag_robot_choice {  // this file's names, apart in a unity batch

namespace {

const QString kBag = QStringLiteral(ROBODASH_TEST_DATA_DIR "/mcap/kobuki-ros-bag.mcap");

// Answers the list dialog once it is shown: picks `item`, or cancels when it is empty.
// The dialog's own event loop runs the check, so nothing depends on how long it takes.
void answerDialog(const QString &item, QStringList *offered)
{
    QTimer::singleShot(0, qApp, [item, offered] {
        auto *dialog = qobject_cast<QInputDialog *>(QApplication::activeModalWidget());
        if (!dialog) {
            answerDialog(item, offered);  // not up yet: look again on the next turn
            return;
        }
        *offered = dialog->comboBoxItems();
        if (item.isEmpty()) {
            dialog->reject();
            return;
        }
        dialog->setTextValue(item);
        dialog->accept();
    });
}

}  // namespace

class TestBagRobotChoice : public QObject {
    Q_OBJECT

private slots:
    void initTestCase() { robodash::bridge::KobukiBag::install(); }

    void thePickedRobotReplays()
    {
        QStringList offered;
        answerDialog(QStringLiteral("/tb2"), &offered);
        QString note;
        QVERIFY(BagRobotChoice::choose(nullptr, kBag, &note));
        QCOMPARE(offered, QStringList({QStringLiteral("/tb1"), QStringLiteral("/tb2")}));
        QVERIFY2(note.contains(QStringLiteral("sensors/imu_data")) && note.contains(QStringLiteral("version_info")),
                 qPrintable(note));
        QString error;
        const auto log = robodash::link::SessionLogReader::read(kBag, &error);
        QVERIFY2(log, qPrintable(error));
        QVERIFY(log->header.port.endsWith(QStringLiteral(" /tb2")));
    }

    void aCancelOpensNothing()
    {
        QStringList offered;
        answerDialog(QString(), &offered);
        QString note;
        QVERIFY(!BagRobotChoice::choose(nullptr, kBag, &note));
        QCOMPARE(offered.size(), 2);
    }

    void otherFilesPassUntouched()
    {
        QString note;
        QVERIFY(BagRobotChoice::choose(nullptr, QStringLiteral(ROBODASH_TEST_DATA_DIR "/mcap/kobuki-sim.mcap"), &note));
        QVERIFY(note.isEmpty());
        QVERIFY(BagRobotChoice::choose(nullptr, QStringLiteral(ROBODASH_TEST_DATA_DIR "/mcap/kobuki-sim.rdlog"), &note));
        QVERIFY(note.isEmpty());
    }
};

QTEST_MAIN(TestBagRobotChoice)

}  // namespace tst_bag_robot_choice
#include "tst_bag_robot_choice.moc"
