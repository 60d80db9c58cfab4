// `robodash-cli decode --annotate`: the wire inspector's rows as text, for a known raw
// capture (golden text below, checked by eye against the spec) and for a session log with
// both directions.

#include "CliProcess.h"

#include "kobuki/FeedbackEncoder.h"
#include "link/SessionLogWriter.h"

#include <QTemporaryDir>
#include <QtTest>

namespace tst_annotate_cli {  // this file's names, apart in a unity batch

using namespace robodash;
using robodash::cli_testing::runCli;

namespace {

QByteArray feedback()
{
    kobuki::BasicSensors basic;
    basic.timeStamp = 250;
    basic.bumper = kobuki::bits::kCentre;
    basic.battery = 148;
    kobuki::Current current;
    current.current = {35, 0};
    const auto frame = kobuki::FeedbackEncoder().add(basic).add(current).frame();
    return QByteArray(reinterpret_cast<const char *>(frame.data()), qsizetype(frame.size()));
}

// Two noise bytes, a feedback frame, the same with its checksum broken.
QByteArray knownCapture()
{
    QByteArray bad = feedback();
    bad[bad.size() - 1] = char(bad.at(bad.size() - 1) ^ 0x01);
    return QByteArray("\x13\x37", 2) + feedback() + bad;
}

const char *const kGolden = R"(    0.000 rx discarded              discarded   2 | 13 37
    (bytes that belong to no frame: the driver skipped them)
    0.000 rx feedback               ok         25 | AA 55 15 01 0F FA 00 02 00 00 00 00 00 00 00 00 00 00 94 00 06 02 23 00 50
    frame                  length                             21
    frame                  checksum                         0x50  XOR of LEN..CS is 0
    basic sensors          time stamp                        250  0.250 s
    basic sensors          bumper                           0x02  centre
    basic sensors          wheel drop                       0x00  none
    basic sensors          cliff                            0x00  none
    basic sensors          left encoder                        0  0.000 m (mod 2^16 ticks)
    basic sensors          right encoder                       0  0.000 m (mod 2^16 ticks)
    basic sensors          left PWM                            0
    basic sensors          right PWM                           0
    basic sensors          buttons                          0x00  none
    basic sensors          charger                          0x00  discharging
    basic sensors          battery                           148  14.8 V
    basic sensors          over current                     0x00  none
    current                left                               35  0.35 A
    current                right                               0  0.00 A
    0.000 rx bad frame              bad        25 | AA 55 15 01 0F FA 00 02 00 00 00 00 00 00 00 00 00 00 94 00 06 02 23 00 51
    (a frame start whose checksum or length failed: the driver dropped these bytes)
)";

}  // namespace

class TestAnnotateCli : public QObject {
    Q_OBJECT
private slots:
    void aKnownCaptureReadsAsTheGoldenText()
    {
        const auto run = runCli({"decode", "--annotate", "-"}, knownCapture());
        QCOMPARE(run.exitCode, 0);
        QCOMPARE(QString::fromUtf8(run.out), QString::fromUtf8(kGolden));
    }

    void aLogShowsBothDirectionsInTimeOrder()
    {
        QTemporaryDir dir;
        const QString path = dir.filePath("two-way.rdlog");
        link::SessionLogWriter writer;
        QVERIFY(writer.open(path, link::SessionLogHeader{}));
        QVERIFY(writer.append(0, feedback()));
        QVERIFY(writer.appendSent(3, QByteArray("\xAA\x55\x06\x01\x04\x64\x00\x00\x00\x67", 10)));
        QVERIFY(writer.append(20, feedback()));
        QVERIFY(writer.close(30));
        const auto run = runCli({"decode", "--annotate", path});
        QCOMPARE(run.exitCode, 0);
        const QStringList rows = QString::fromUtf8(run.out).split('\n').filter(QRegularExpression("^ +[0-9]+\\.[0-9]{3} "));
        QCOMPARE(rows.size(), 3);
        QVERIFY(rows[0].contains(" rx feedback "));
        QVERIFY(rows[1].contains(" tx base control "));
        QVERIFY(rows[1].startsWith("    0.003"));
        QVERIFY(rows[2].contains(" rx feedback "));
        const QStringList speed = QString::fromUtf8(run.out).split('\n').filter(QRegularExpression("^ +base control +speed +100  0\\.100 m/s$"));
        QCOMPARE(speed.size(), 1);
    }

    void aMissingFileIsAClearError()
    {
        const auto run = runCli({"decode", "--annotate", "/nonexistent/x.rdlog"});
        QCOMPARE(run.exitCode, 1);
        QVERIFY(run.err.contains("cannot open"));
    }
};

QTEST_GUILESS_MAIN(TestAnnotateCli)

}  // namespace tst_annotate_cli
#include "tst_annotate_cli.moc"
