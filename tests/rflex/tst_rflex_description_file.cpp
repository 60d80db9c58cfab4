// Robot description files (docs/ROBOT_DESCRIPTION.md): the two shipped examples read back
// as the built-in descriptions, a written description reads back as itself, and a file that
// cannot be used is refused with its line and what is wrong.
#include "rflex/RobotDescriptionFile.h"

#include <QtTest>

#include <cmath>
#include <string>

namespace tst_rflex_description_file {  // this file's names, apart in a unity batch

using namespace robodash::rflex;

namespace {

const std::string kRobots = std::string(ROBODASH_SOURCE_DIR) + "/protocol/rflex/robots/";

bool near(double a, double b) { return std::abs(a - b) < 1e-6; }

// Every field, positions and angles to the 6 decimals a file holds.
QString differences(const RobotDescription &a, const RobotDescription &b)
{
    QStringList out;
    if (a.model != b.model) out << QStringLiteral("model");
    if (a.shape != b.shape) out << QStringLiteral("shape");
    if (!near(a.widthMetres, b.widthMetres) || !near(a.lengthMetres, b.lengthMetres)) out << QStringLiteral("size");
    if (!near(a.maxLinearMps, b.maxLinearMps) || !near(a.maxAngularRadps, b.maxAngularRadps))
        out << QStringLiteral("speeds");
    if (!near(a.units.perMetre, b.units.perMetre) || !near(a.units.perRadian, b.units.perRadian))
        out << QStringLiteral("units");
    if (!near(a.batteryEmptyVolts, b.batteryEmptyVolts) || !near(a.batteryFullVolts, b.batteryFullVolts))
        out << QStringLiteral("battery");
    if (a.bumpPanels.address != b.bumpPanels.address || a.bumpPanels.frontBit != b.bumpPanels.frontBit
        || a.bumpPanels.rearBit != b.bumpPanels.rearBit)
        out << QStringLiteral("bump panels");
    if (a.sonars.size() != b.sonars.size()) {
        out << QStringLiteral("sonar count %1 vs %2").arg(a.sonars.size()).arg(b.sonars.size());
    } else {
        for (std::size_t i = 0; i < a.sonars.size(); ++i) {
            const SonarPlacement &x = a.sonars[i], &y = b.sonars[i];
            if (x.id != y.id || !near(x.xMetres, y.xMetres) || !near(x.yMetres, y.yMetres)
                || std::abs(x.angleRadians - y.angleRadians) > 1e-7)
                out << QStringLiteral("sonar %1").arg(i);
        }
    }
    return out.join(QStringLiteral(", "));
}

// A good file to break one line of.
const char *const kGood = R"(model = Test base
[body]
length = 0.5
width = 0.4
[odometry]
units_per_metre = 1000
units_per_radian = 500
[sonars]
sonar = 0 0  0.25 0  0
sonar = 0 1  0.25 0.1  20
)";

}  // namespace

class TestRflexDescriptionFile : public QObject {
    Q_OBJECT

private slots:
    void theShippedExamplesAreTheBuiltInDescriptions_data()
    {
        QTest::addColumn<QString>("file");
        QTest::addColumn<int>("which");  // 0 ATRV-Jr, 1 B21r
        QTest::newRow("ATRV-Jr") << QStringLiteral("atrv-jr.robot") << 0;
        QTest::newRow("B21r") << QStringLiteral("b21r.robot") << 1;
    }

    void theShippedExamplesAreTheBuiltInDescriptions()
    {
        QFETCH(QString, file);
        QFETCH(int, which);
        std::string error;
        const auto loaded = loadRobotDescription(kRobots + file.toStdString(), &error);
        QVERIFY2(loaded, error.c_str());
        const RobotDescription builtIn = which == 0 ? RobotDescription::atrvJr() : RobotDescription::b21r();
        QCOMPARE(differences(*loaded, builtIn), QString());
        QCOMPARE(loaded->sonars.size(), which == 0 ? std::size_t(17) : std::size_t(24));
        QCOMPARE(loaded->shape, which == 0 ? RobotDescription::Shape::Rectangle : RobotDescription::Shape::Circle);
        QCOMPARE(loaded->slotOf(0x20), which == 0 ? 5 : 16);  // board 2, index 0
    }

    void aWrittenDescriptionReadsBackAsItself()
    {
        for (const RobotDescription &d : {RobotDescription::atrvJr(), RobotDescription::b21r()}) {
            DescriptionError error;
            const auto back = parseRobotDescription(formatRobotDescription(d), &error);
            QVERIFY2(back, error.text().c_str());
            QCOMPARE(differences(*back, d), QString());
        }
    }

    void optionalKeysTakeTheirDefaults()
    {
        DescriptionError error;
        const auto d = parseRobotDescription(kGood, &error);
        QVERIFY2(d, error.text().c_str());
        QCOMPARE(d->model, std::string("Test base"));
        QCOMPARE(d->shape, RobotDescription::Shape::Rectangle);
        QCOMPARE(d->bumpPanels.address, std::uint8_t(0x40));
        QCOMPARE(d->bumpPanels.frontBit, std::uint8_t(0));
        QCOMPARE(d->bumpPanels.rearBit, std::uint8_t(1));
        QCOMPARE(d->batteryEmptyVolts, 23.0);
        QCOMPARE(d->batteryFullVolts, 25.4);
        QCOMPARE(d->sonars.size(), std::size_t(2));
        QCOMPARE(d->sonars[1].id, std::uint8_t(1));
        QVERIFY(near(d->sonars[1].angleRadians, 20 * 3.14159265358979323846 / 180));
        QCOMPARE(d->units.perMetre, 1000.0);
    }

    void hexAddressesCommentsAndBlankLinesAreRead()
    {
        const std::string text = std::string("# a comment\n\n") + kGood
                                 + "[bump_panels]   # trailing comment\naddress = 0x41\nfront_bit = 3\nrear_bit = 0x4\n";
        DescriptionError error;
        const auto d = parseRobotDescription(text, &error);
        QVERIFY2(d, error.text().c_str());
        QCOMPARE(d->bumpPanels.address, std::uint8_t(0x41));
        QCOMPARE(d->bumpPanels.frontBit, std::uint8_t(3));
        QCOMPARE(d->bumpPanels.rearBit, std::uint8_t(4));
    }

    void aBadFileIsRefusedWithItsLineAndWhy_data()
    {
        QTest::addColumn<QString>("text");
        QTest::addColumn<int>("line");
        QTest::addColumn<QString>("message");  // a part of the message
        const QString good = QString::fromLatin1(kGood);
        auto replaced = [&good](const char *from, const char *to) {
            QString text = good;
            return text.replace(QString::fromLatin1(from), QString::fromLatin1(to));
        };
        QTest::newRow("comma decimal") << replaced("length = 0.5", "length = 0,5") << 3
                                       << QStringLiteral("'0,5' is not a number");
        QTest::newRow("negative width") << replaced("width = 0.4", "width = -0.4") << 4
                                        << QStringLiteral("width (m): -0.4 is out of range");
        QTest::newRow("unknown key") << replaced("width = 0.4", "widht = 0.4") << 4
                                     << QStringLiteral("unknown key 'widht' in [body]");
        QTest::newRow("unknown section") << replaced("[odometry]", "[odometer]") << 5
                                         << QStringLiteral("unknown section [odometer]");
        QTest::newRow("no equals sign") << replaced("length = 0.5", "length 0.5") << 3
                                        << QStringLiteral("expected 'key = value'");
        QTest::newRow("a key twice") << replaced("width = 0.4", "width = 0.4\nlength = 0.6") << 5
                                     << QStringLiteral("'length' is given twice (first on line 3)");
        QTest::newRow("a section twice") << good + QStringLiteral("[body]\n") << 11
                                         << QStringLiteral("[body] appears twice (first on line 2)");
        QTest::newRow("sonar short") << replaced("sonar = 0 1  0.25 0.1  20", "sonar = 0 1  0.25 0.1") << 10
                                     << QStringLiteral("5 values");
        QTest::newRow("sonar twice") << replaced("sonar = 0 1  0.25 0.1  20", "sonar = 0 0  0.25 0.1  20") << 10
                                     << QStringLiteral("placed twice (first on line 9)");
        QTest::newRow("sonar board") << replaced("sonar = 0 1", "sonar = 16 1") << 10
                                     << QStringLiteral("sonar board: 16 is out of range (0 to 15)");
        QTest::newRow("sonar outside [sonars]") << replaced("width = 0.4", "width = 0.4\nsonar = 0 2 0 0 0") << 5
                                                << QStringLiteral("unknown key 'sonar' in [body]");
        QTest::newRow("key before a section") << QStringLiteral("length = 1\n") + good << 1
                                              << QStringLiteral("before the first section");
        QTest::newRow("no value") << replaced("units_per_radian = 500", "units_per_radian =") << 7
                                  << QStringLiteral("'units_per_radian' has no value");
        QTest::newRow("zero units") << replaced("units_per_radian = 500", "units_per_radian = 0") << 7
                                    << QStringLiteral("out of range (above 0");
        QTest::newRow("missing model") << replaced("model = Test base", "") << 0
                                       << QStringLiteral("'model' is missing");
        QTest::newRow("missing units") << replaced("units_per_metre = 1000", "") << 0
                                       << QStringLiteral("'units_per_metre' is missing in [odometry]");
        QTest::newRow("odd shape") << replaced("[body]", "[body]\nshape = oval") << 3
                                   << QStringLiteral("shape is 'rectangle' or 'circle', not 'oval'");
        QTest::newRow("uneven circle") << replaced("[body]", "[body]\nshape = circle") << 3
                                       << QStringLiteral("length and width are its diameter");
        QTest::newRow("battery upside down") << good + QStringLiteral("[battery]\nempty_volts = 26\n") << 12
                                             << QStringLiteral("full_volts must be above empty_volts");
        QTest::newRow("same bump bits") << good + QStringLiteral("[bump_panels]\nrear_bit = 0\n") << 12
                                        << QStringLiteral("front_bit and rear_bit must differ");
        QTest::newRow("bad header") << replaced("[sonars]", "[sonars") << 8
                                    << QStringLiteral("a section header is '[name]'");
        QTest::newRow("empty file") << QString() << 0 << QStringLiteral("'model' is missing");
    }

    void aBadFileIsRefusedWithItsLineAndWhy()
    {
        QFETCH(QString, text);
        QFETCH(int, line);
        QFETCH(QString, message);
        DescriptionError error;
        QVERIFY(!parseRobotDescription(text.toStdString(), &error));
        QCOMPARE(error.line, line);
        QVERIFY2(QString::fromStdString(error.message).contains(message), error.message.c_str());
    }

    void aFileErrorNamesThePathAndLine()
    {
        QTemporaryDir dir;
        const QString path = dir.filePath(QStringLiteral("bad.robot"));
        QFile file(path);
        QVERIFY(file.open(QIODevice::WriteOnly));
        file.write(QByteArray(kGood).replace("width = 0.4", "width = wide"));
        file.close();
        std::string error;
        QVERIFY(!loadRobotDescription(path.toStdString(), &error));
        QCOMPARE(QString::fromStdString(error),
                 path + QStringLiteral(":4: width (m): 'wide' is not a number (write 0.5, not 0,5)"));

        QVERIFY(!loadRobotDescription(dir.filePath(QStringLiteral("none.robot")).toStdString(), &error));
        QCOMPARE(QString::fromStdString(error),
                 dir.filePath(QStringLiteral("none.robot")) + QStringLiteral(": cannot open the robot description file"));
    }
};

QTEST_GUILESS_MAIN(TestRflexDescriptionFile)

}  // namespace tst_rflex_description_file
#include "tst_rflex_description_file.moc"
