// What a plot draws is what the CSV export writes (issue 40): a recorded session of each
// family replayed through the real link, every field of the family's own description in its
// store, compared with that field's column of the CSV export of the same log, change by
// change, value and time. A keyed kind's field ("rflex/axes[rotation]/velocity") is compared with the rows
// of its key alone. The values as the CSV writes them (whole numbers exactly, reals to 10
// significant digits); an empty cell is "not in this row" in both.
#include "FamilyCatalog.h"
#include "RobotSession.h"
#include "RobotStoreFeed.h"
#include "link/CsvExporter.h"
#include "link/RobotLink.h"

#include <QFile>
#include <QSignalSpy>
#include <QTemporaryDir>
#include <QTest>

#include <cmath>
#include <map>
#include <set>

namespace tst_store_matches_csv {  // this file's names, apart in a unity batch

using namespace robodash;

namespace {

constexpr int kTimeoutMs = 20000;

struct CsvTable {
    QStringList header;
    std::vector<QStringList> rows;
};

CsvTable readCsv(const QString &path)
{
    CsvTable table;
    QFile file(path);
    if (!file.open(QIODevice::ReadOnly | QIODevice::Text))
        return table;
    table.header = QString::fromUtf8(file.readLine()).trimmed().split(QLatin1Char(','));
    while (!file.atEnd())  // no text in these logs' number columns needs quoting
        table.rows.push_back(QString::fromUtf8(file.readLine()).trimmed().split(QLatin1Char(','), Qt::KeepEmptyParts));
    return table;
}

QString asCsvWrites(double value)
{
    if (std::isnan(value))
        return QStringLiteral("nan");
    if (value == std::floor(value) && std::abs(value) < 1e15)
        return QString::number(qlonglong(value));
    return QString::number(value, 'g', 10);
}

// A change: "time_s value", the time of the first reading of the value (the CSV's time_s:
// seconds since the log started, to the millisecond).
void pushChange(QStringList &changes, QString &last, const QString &time, const QString &value)
{
    if (changes.isEmpty() || last != value)
        changes << time + ' ' + value;
    last = value;
}

// The column's values, one per change: only the rows of `key` when the field has one.
QStringList csvChanges(const CsvTable &table, const store::StoreField &field, const std::string &keyColumn)
{
    const int column = table.header.indexOf(QString::fromStdString(field.column));
    const int keyAt = keyColumn.empty() ? -1 : table.header.indexOf(QString::fromStdString(keyColumn));
    QStringList changes;
    QString last;
    for (const QStringList &row : table.rows) {
        if (column < 0 || column >= row.size())
            continue;
        if (keyAt >= 0 && row.value(keyAt) != QString::fromStdString(field.key))
            continue;
        const QString cell = row[column];
        if (cell.isEmpty())
            continue;  // not in this row: the store keeps nothing for it either
        // A real the CSV wrote as a whole number reads back the same way asCsvWrites writes it.
        bool number = false;
        const double value = cell.toDouble(&number);
        pushChange(changes, last, row[0], number ? asCsvWrites(value) : cell);
    }
    return changes;
}

// On the link's clock, from `originMs`: the replay's start.
QStringList storeChanges(const store::FieldSeries &series, std::int64_t originMs)
{
    QStringList changes;
    QString last;
    for (std::size_t i = 0; i < series.size(); ++i) {
        const QString time = QString::number(double(series.point(i).timeMs - originMs) / 1000.0, 'f', 3);
        pushChange(changes, last, time, asCsvWrites(series.point(i).value));
    }
    return changes;
}

}  // namespace

class TestStoreMatchesCsv : public QObject {
    Q_OBJECT
private slots:
    void everyFieldEqualsItsCsvColumn_data()
    {
        QTest::addColumn<QString>("log");
        QTest::addColumn<QStringList>("keyedFields");  // fields of keyed kinds that must be there
        const QString data = QStringLiteral(ROBODASH_TEST_DATA_DIR "/mcap/");
        QTest::newRow("kobuki") << data + "kobuki-sim.rdlog" << QStringList();
        QTest::newRow("rover") << data + "rover-sim.rdlog" << QStringList();
        QTest::newRow("rflex") << data + "rflex-sim.rdlog"
                               << QStringList{QStringLiteral("rflex/axes[translation]/velocity"),
                                              QStringLiteral("rflex/axes[rotation]/velocity")};
    }

    void everyFieldEqualsItsCsvColumn()
    {
        QFETCH(QString, log);
        QFETCH(QStringList, keyedFields);
        app::RobotSession session;
        link::RobotLink &link = session.link();
        QSignalSpy finished(&link, &link::RobotLink::replayFinished);
        link.openReplay(log);
        link.setReplaySpeed(0);  // after the open: it speeds the open log
        QVERIFY(finished.wait(kTimeoutMs));
        const store::RobotStore &store = session.store().store();

        QTemporaryDir csv;
        const auto exported = link::CsvExporter(app::robotFamilies().registry()).exportFile(log, csv.path());
        QVERIFY2(exported.ok, qPrintable(exported.error));

        const std::string family = link.family().toStdString();
        const auto *description = app::robotFamilies().registry().find(family)->telemetry;
        int compared = 0, withReadings = 0;
        for (std::size_t i = 0; i < store.fields().size(); ++i) {
            const store::StoreField &field = store.fields()[i];
            if (field.source != family || field.text)
                continue;
            const CsvTable table = readCsv(csv.filePath(QString::fromStdString(field.kind) + ".csv"));
            const std::string keyColumn = description->find(field.kind)->keyColumn();
            const QStringList expected = csvChanges(table, field, keyColumn);
            const QStringList kept = storeChanges(store.series(i), *store.timeOriginMs());
            if (kept != expected)
                qWarning("%s: store %s, CSV %s", field.path().c_str(), qPrintable(kept.mid(0, 8).join(' ')),
                         qPrintable(expected.mid(0, 8).join(' ')));
            QCOMPARE(kept, expected);
            ++compared;
            withReadings += kept.isEmpty() ? 0 : 1;
        }
        qInfo("%s: %d fields compared with their CSV columns, %d with readings", family.c_str(), compared,
              withReadings);
        QVERIFY(compared > 10);
        QVERIFY2(withReadings > 5, "the log gave readings to the fields compared");
        for (const QString &path : keyedFields) {
            const auto *series = store.find(path.toStdString());
            QVERIFY2(series && !series->empty(), qPrintable(path));
        }
    }
};

QTEST_GUILESS_MAIN(TestStoreMatchesCsv)

}  // namespace tst_store_matches_csv

#include "tst_store_matches_csv.moc"
