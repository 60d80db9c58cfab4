// The wire inspector dock over a known Kobuki capture, both directions: one row per frame
// with direction, kind, length and checksum state, the bad frame and the discarded bytes
// marked in place; filters, search, copy as hex and the selected row's fields.

#include "WireInspectorFilter.h"
#include "WireInspectorModel.h"
#include "WireInspectorPanel.h"
#include "core/WireStreams.h"
#include "kobuki/FeedbackEncoder.h"
#include "kobuki/KobukiWireAnnotator.h"

#include <QApplication>
#include <QClipboard>
#include <QLabel>
#include <QTableView>
#include <QTest>
#include <QTreeWidget>

namespace tst_wire_inspector {  // this file's names, apart in a unity batch

using namespace robodash;
using Bytes = std::vector<std::uint8_t>;

namespace {

const Bytes kBaseControl100 = {0xAA, 0x55, 0x06, 0x01, 0x04, 0x64, 0x00, 0x00, 0x00, 0x67};

Bytes feedback()
{
    kobuki::BasicSensors basic;
    basic.battery = 150;
    return kobuki::FeedbackEncoder().add(basic).frame();
}

// rx: noise (2 bytes), feedback, a feedback with a broken checksum, feedback;
// tx: a base control after each good feedback.
link::WireBatch knownCapture()
{
    auto annotator = std::make_shared<kobuki::KobukiWireAnnotator>();
    core::WireStreams streams(annotator);
    link::WireBatch batch{annotator, {}};
    Bytes bad = feedback();
    bad.back() ^= 0xFF;
    const Bytes noise = {0x13, 0x37};
    streams.received(noise.data(), noise.size(), 1000, batch.frames);
    streams.received(feedback().data(), feedback().size(), 1020, batch.frames);
    streams.sent(kBaseControl100.data(), kBaseControl100.size(), 1021, batch.frames);
    streams.received(bad.data(), bad.size(), 1040, batch.frames);
    streams.received(feedback().data(), feedback().size(), 1060, batch.frames);
    streams.sent(kBaseControl100.data(), kBaseControl100.size(), 1061, batch.frames);
    return batch;
}

QString cell(const QAbstractItemModel *model, int row, int column)
{
    return model->index(row, column).data().toString();
}

// The line under the table: rows shown, let go, held while paused.
QString statusText(const WireInspectorPanel &panel)
{
    const auto *label = panel.findChild<QLabel *>(QStringLiteral("wireInspectorStatus"));
    return label ? label->text() : QString();
}

}  // namespace

class TestWireInspector : public QObject {
    Q_OBJECT

private slots:
    void rowsOfAKnownCaptureInOrder()
    {
        WireInspectorPanel panel;
        panel.appendBatch(knownCapture());
        const WireInspectorModel *model = panel.model();
        QCOMPARE(model->rowCount(), 6);
        const QStringList kinds = {"discarded", "feedback", "base control", "bad frame", "feedback", "base control"};
        const QStringList checks = {"discarded", "ok", "ok", "BAD", "ok", "ok"};
        for (int row = 0; row < 6; ++row) {
            QCOMPARE(cell(model, row, WireInspectorModel::Kind), kinds[row]);
            QCOMPARE(cell(model, row, WireInspectorModel::Checksum), checks[row]);
        }
        QVERIFY(cell(model, 2, WireInspectorModel::Direction).contains("sent"));
        QVERIFY(cell(model, 1, WireInspectorModel::Direction).contains("recv"));
        QCOMPARE(cell(model, 0, WireInspectorModel::Time), QString("0.000"));
        QCOMPARE(cell(model, 2, WireInspectorModel::Time), QString("0.021"));
        QCOMPARE(cell(model, 0, WireInspectorModel::Hex), QString("13 37"));
        QCOMPARE(cell(model, 2, WireInspectorModel::Hex), QString("AA 55 06 01 04 64 00 00 00 67"));
        QCOMPARE(cell(model, 1, WireInspectorModel::Length), QString::number(feedback().size()));
    }

    void filtersByKindDirectionAndSearch()
    {
        WireInspectorPanel panel;
        panel.appendBatch(knownCapture());
        const QAbstractItemModel *shown = panel.table()->model();
        panel.setKindFilter("base control");
        QCOMPARE(shown->rowCount(), 2);
        panel.setKindFilter("");
        panel.filter()->setDirection(int(core::WireDirection::Received));
        QCOMPARE(shown->rowCount(), 4);
        panel.filter()->setDirection(std::nullopt);
        panel.setSearch("04 64");  // the base control's speed bytes
        QCOMPARE(shown->rowCount(), 2);
        panel.setSearch("4 6");  // not on byte boundaries
        QCOMPARE(shown->rowCount(), 0);
        panel.setSearch("bad");
        QCOMPARE(shown->rowCount(), 1);
        QCOMPARE(cell(shown, 0, WireInspectorModel::Checksum), QString("BAD"));
    }

    void pauseFreezesTheViewAndHoldsWhatArrives()
    {
        WireInspectorPanel panel;
        panel.appendBatch(knownCapture());
        panel.setPaused(true);
        panel.appendBatch(knownCapture());
        QCOMPARE(panel.model()->rowCount(), 6);  // the table does not move while it is read
        QVERIFY(statusText(panel).contains("6 more held"));
        panel.setPaused(false);
        QCOMPARE(panel.model()->rowCount(), 12);  // nothing that arrived meanwhile was lost
        QCOMPARE(cell(panel.model(), 9, WireInspectorModel::Kind), QString("bad frame"));
        panel.appendBatch(knownCapture());
        QCOMPARE(panel.model()->rowCount(), 18);
    }

    void aLongPauseHoldsNoMoreThanTheTableKeeps()
    {
        WireInspectorPanel panel;
        panel.setPaused(true);
        const link::WireBatch batch = knownCapture();
        const int batches = WireInspectorModel::kCapacity / 6 + 100;
        for (int i = 0; i < batches; ++i)
            panel.appendBatch(batch);
        QVERIFY(statusText(panel).contains("older let go"));
        panel.setPaused(false);
        QCOMPARE(panel.model()->rowCount(), WireInspectorModel::kCapacity);
        QCOMPARE(cell(panel.model(), WireInspectorModel::kCapacity - 1, WireInspectorModel::Kind),
                 QString("base control"));  // the newest row is the last one that arrived
    }

    void theRingIsBounded()
    {
        WireInspectorModel model;
        link::WireBatch batch = knownCapture();
        for (int i = 0; i < WireInspectorModel::kCapacity / 6 + 10; ++i)
            model.append(batch);
        QCOMPARE(model.rowCount(), WireInspectorModel::kCapacity);
        QVERIFY(model.rowsDropped() > 0);
    }

    void selectingARowShowsItsFieldsAndCopiesHex()
    {
        WireInspectorPanel panel;
        panel.appendBatch(knownCapture());
        panel.table()->selectRow(2);
        QTreeWidget *details = panel.details();
        QCOMPARE(details->topLevelItem(0)->text(0), QString("frame"));
        const QList<QTreeWidgetItem *> speed = details->findItems("speed", Qt::MatchExactly | Qt::MatchRecursive);
        QCOMPARE(speed.size(), 1);
        QCOMPARE(speed.first()->text(1), QString("100"));
        QCOMPARE(speed.first()->text(2), QString("0.100"));
        QCOMPARE(speed.first()->text(3), QString("m/s"));
        panel.copySelectedHex();
        QCOMPARE(QApplication::clipboard()->text(), QString("AA 55 06 01 04 64 00 00 00 67"));

        panel.table()->selectRow(3);  // the bad frame: no fields, a note why
        QVERIFY(details->findItems("checksum", Qt::MatchContains | Qt::MatchRecursive).size() == 1);
    }
};

QTEST_MAIN(TestWireInspector)

}  // namespace tst_wire_inspector
#include "tst_wire_inspector.moc"
