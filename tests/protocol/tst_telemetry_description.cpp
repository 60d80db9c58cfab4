// The family-neutral telemetry description (protocol/core/TelemetryDescription.h), proved
// on a tiny fake family: a description in a few lines gives names, units, rows, fresh
// per-pass state and monitor fields, with no Kobuki code involved.
#include "core/TelemetryDescription.h"

#include <QTest>

#include <memory>
#include <optional>

namespace tst_telemetry_description {  // this file's names, apart in a unity batch

using namespace robodash::core;

namespace {

// The fake family: a base that reports its battery and, sometimes, an odometer tick count.
struct FakeBattery {
    int millivolts = 0;
};
struct FakeOdometer {
    int ticks = 0;
};
struct FakeFrame {
    std::optional<FakeBattery> battery;
    std::optional<FakeOdometer> odometer;
};
using FakeKind = TelemetryKind<FakeFrame>;

// Ticks summed over a pass: the state a reader carries from frame to frame.
FakeKind::RecordReader<int> odometerTotals()
{
    auto total = std::make_shared<int>(0);
    return [total](const FakeFrame &frame, const auto &sink) {
        if (frame.odometer)
            sink(*total += frame.odometer->ticks);
    };
}

const TelemetryDescription<FakeFrame> &fakeDescription()
{
    static const TelemetryDescription<FakeFrame> description("fake", {
        FakeKind::fromMember<FakeBattery>("battery", &FakeFrame::battery, {
            {"raw", "mV", [](const FakeBattery &b) { return b.millivolts; }},
            {"volts", "V", [](const FakeBattery &b) { return b.millivolts / 1000.0; }},
        }, {"power", {{"volts", "V", [](const FakeBattery &b) { return b.millivolts / 1000.0; }}}}),
        FakeKind::fromRecords<int>("odometer", odometerTotals, {
            {"total_ticks", "ticks", [](const int &total) { return total; }},
        }),
    });
    return description;
}

FakeFrame frameWith(int millivolts, int ticks)
{
    FakeFrame frame;
    frame.battery = FakeBattery{millivolts};
    frame.odometer = FakeOdometer{ticks};
    return frame;
}

std::vector<TelemetryRow> rowsOf(const FakeKind::RowReader &reader, const FakeFrame &frame)
{
    std::vector<TelemetryRow> rows;
    reader(frame, [&rows](TelemetryRow &&row) { rows.push_back(std::move(row)); });
    return rows;
}

}  // namespace

class TstTelemetryDescription : public QObject {
    Q_OBJECT

private slots:
    void namesKindsAndColumnsInOrder()
    {
        const auto &description = fakeDescription();
        QCOMPARE(description.family(), std::string("fake"));
        QCOMPARE(description.kinds().size(), std::size_t(2));
        QCOMPARE(description.kinds()[0].name(), std::string("battery"));
        QCOMPARE(description.kinds()[1].name(), std::string("odometer"));
        const auto &columns = description.kinds()[0].columns();
        QCOMPARE(columns.size(), std::size_t(2));
        QCOMPARE(columns[1].name, std::string("volts"));
        QCOMPARE(columns[1].unit, std::string("V"));
        QVERIFY(description.find("odometer") == &description.kinds()[1]);
        QVERIFY(description.find("gps") == nullptr);
    }

    void readsOneRowPerRecordWithTypedValues()
    {
        const FakeKind &battery = *fakeDescription().find("battery");
        const auto rows = rowsOf(battery.newRowReader(), frameWith(12340, 0));
        QCOMPARE(rows.size(), std::size_t(1));
        QVERIFY(rows[0][0].isInteger());
        QCOMPARE(rows[0][0].integer(), std::int64_t(12340));
        QVERIFY(rows[0][1].isReal());
        QCOMPARE(rows[0][1].real(), 12.34);
    }

    void frameWithoutTheKindGivesNoRow()
    {
        const FakeKind &battery = *fakeDescription().find("battery");
        QVERIFY(rowsOf(battery.newRowReader(), FakeFrame{}).empty());
        QVERIFY(!battery.readMonitor(FakeFrame{}));
    }

    void carriedStateStartsAfreshForEachReader()
    {
        const FakeKind &odometer = *fakeDescription().find("odometer");
        const auto first = odometer.newRowReader();
        rowsOf(first, frameWith(0, 5));
        QCOMPARE(rowsOf(first, frameWith(0, 7))[0][0].integer(), std::int64_t(12));
        // A second pass over a log must not start from the first pass's total.
        QCOMPARE(rowsOf(odometer.newRowReader(), frameWith(0, 7))[0][0].integer(), std::int64_t(7));
    }

    void monitorFieldsHaveTheirOwnLineAndNames()
    {
        const FakeKind &battery = *fakeDescription().find("battery");
        QCOMPARE(battery.monitorLine(), std::string("power"));
        QCOMPARE(battery.monitorColumns().size(), std::size_t(1));
        QCOMPARE(battery.monitorColumns()[0].name, std::string("volts"));
        const auto values = battery.readMonitor(frameWith(15000, 0));
        QVERIFY(values);
        QCOMPARE(values->at(0).real(), 15.0);
        const FakeKind &odometer = *fakeDescription().find("odometer");
        QVERIFY(odometer.monitorLine().empty());
        QVERIFY(!odometer.readMonitor(frameWith(0, 3)));
    }

    void textValuesStayText()
    {
        const TelemetryValue text("factory");
        QVERIFY(text.isText() && !text.isInteger() && !text.isReal());
        QCOMPARE(text.text(), std::string("factory"));
        const TelemetryValue big(std::uint32_t(4000000000u));
        QCOMPARE(big.integer(), std::int64_t(4000000000));
    }
};

QTEST_APPLESS_MAIN(TstTelemetryDescription)

}  // namespace tst_telemetry_description
#include "tst_telemetry_description.moc"
