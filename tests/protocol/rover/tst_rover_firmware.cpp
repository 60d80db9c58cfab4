#include "rover/Firmware.h"

#include <QtTest>

using namespace robodash::rover;

Q_DECLARE_METATYPE(robodash::rover::FirmwareLine)

namespace tst_rover_firmware {  // this file's names, apart in a unity batch

class TestRoverFirmware : public QObject {
    Q_OBJECT

private slots:
    void identifiesRegister40_data()
    {
        QTest::addColumn<int>("raw");
        QTest::addColumn<FirmwareLine>("line");
        QTest::addColumn<QString>("described");
        using L = FirmwareLine;
        QTest::newRow("newer 1.3.0") << 10300 << L::Newer << "1.3.0";
        QTest::newRow("newer 1.1.0, first of the line") << 10100 << L::Newer << "1.1.0";
        QTest::newRow("newer 1.12.34") << 11234 << L::Newer << "1.12.34";
        QTest::newRow("older 1.0.7") << 10007 << L::Older << "1.0.7";
        QTest::newRow("older 1.0.9") << 10009 << L::Older << "1.0.9";
        QTest::newRow("older build 40621") << 40621 << L::Older << "build 40621";
        QTest::newRow("older build 2018-05-09 (spec example)") << 40509 << L::Older << "build 40509";
        QTest::newRow("older build 2016") << 31231 << L::Older << "build 31231";
        QTest::newRow("zero: no answer") << 0 << L::Unknown << "unknown (0)";
        QTest::newRow("month 13") << 41321 << L::Unknown << "unknown (41321)";
        QTest::newRow("day 0") << 40600 << L::Unknown << "unknown (40600)";
        QTest::newRow("day 32") << 40632 << L::Unknown << "unknown (40632)";
        QTest::newRow("2.x or 2014: neither line") << 20101 << L::Unknown << "unknown (20101)";
        QTest::newRow("year digit 0 or 1") << 1231 << L::Unknown << "unknown (1231)";
        QTest::newRow("above every build") << 50101 << L::Unknown << "unknown (50101)";
        QTest::newRow("all ones") << 0xFFFF << L::Unknown << "unknown (65535)";
    }

    void identifiesRegister40()
    {
        QFETCH(int, raw);
        QFETCH(FirmwareLine, line);
        QFETCH(QString, described);
        const FirmwareIdentity identity = identifyFirmware(static_cast<std::uint16_t>(raw));
        QCOMPARE(identity.line, line);
        QCOMPARE(int(identity.raw), raw);
        QCOMPARE(QString::fromStdString(identity.describe()), described);
    }

    void versionFieldsOfTheNewerLine()
    {
        const FirmwareIdentity identity = identifyFirmware(10300);
        QVERIFY(identity.hasVersion);
        QVERIFY(!identity.hasBuildDate);
        QCOMPARE(identity.major, 1);
        QCOMPARE(identity.minor, 3);
        QCOMPARE(identity.patch, 0);
    }

    void buildDateOfTheOlderLine()
    {
        const FirmwareIdentity identity = identifyFirmware(40621);
        QVERIFY(identity.hasBuildDate);
        QVERIFY(!identity.hasVersion);
        QCOMPARE(identity.buildMonth, 6);
        QCOMPARE(identity.buildDay, 21);
    }

    void lineNames()
    {
        QCOMPARE(QString(lineName(FirmwareLine::Older)), QString("1.0.x"));
        QCOMPARE(QString(lineName(FirmwareLine::Newer)), QString("1.x"));
        QCOMPARE(QString(lineName(FirmwareLine::Unknown)), QString("unknown"));
    }

    void rpmIsDoubledOnlyOn1_0_9()
    {
        QCOMPARE(rpmReadingScale(identifyFirmware(10009)), 2.0);
        QCOMPARE(rpmReadingScale(identifyFirmware(10008)), 1.0);
        QCOMPARE(rpmReadingScale(identifyFirmware(10300)), 1.0);
        QCOMPARE(rpmReadingScale(identifyFirmware(40621)), 1.0);
    }

    void encoderTickByLine()
    {
        QCOMPARE(encoderIntervalTickSeconds(FirmwareLine::Older), 45e-6);
        QCOMPARE(encoderIntervalTickSeconds(FirmwareLine::Newer), 16e-6);
        QCOMPARE(encoderIntervalTickSeconds(FirmwareLine::Unknown), 0.0);
    }
};

QTEST_APPLESS_MAIN(TestRoverFirmware)

}  // namespace tst_rover_firmware
#include "tst_rover_firmware.moc"
