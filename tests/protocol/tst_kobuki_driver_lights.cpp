// The Kobuki driver's family-neutral buttons and lights (the self-test's, app/selftest): its
// capabilities name B0-B2 and LED1/LED2, the buttons byte reaches the telemetry core as a
// bitmask, and core::SetLightCommand lays a LED over the user's output word until restored,
// whatever the user set meanwhile.
#include "core/SetLightCommand.h"
#include "kobuki/CommandParser.h"
#include "kobuki/FeedbackEncoder.h"
#include "kobuki/KobukiCommands.h"
#include "kobuki/KobukiDriver.h"

#include <QtTest>

namespace tst_kobuki_driver_lights {  // this file's names, apart in a unity batch

using namespace robodash;
using core::SetLightCommand;

namespace {

class OutputWords : public kobuki::CommandHandler {
public:
    void onGeneralPurposeOutput(const kobuki::GeneralPurposeOutput &output) override { words.push_back(output.word); }
    std::vector<std::uint16_t> words;
};

// The output words in what the driver wrote (whole frames: AA 55 LEN payload CS).
std::vector<std::uint16_t> outputWordsIn(const core::DriverOutput &out)
{
    OutputWords handler;
    for (const std::vector<std::uint8_t> &frame : out.writes)
        kobuki::parseCommands(frame.data() + 3, frame[2], handler);
    return handler.words;
}

std::vector<std::uint16_t> send(kobuki::KobukiDriver &driver, const core::FamilyCommand &command)
{
    core::DriverOutput out;
    if (!driver.command(command, out))
        return {};
    return outputWordsIn(out);
}

}  // namespace

class TestKobukiDriverLights : public QObject {
    Q_OBJECT
private slots:
    void theCapabilitiesNameTheButtonsAndTheLights()
    {
        const kobuki::KobukiDriver driver;
        const core::RobotCapabilities &has = driver.info().capabilities;
        QCOMPARE(has.buttons, std::vector<std::string>({"B0", "B1", "B2"}));
        QCOMPARE(has.lights.size(), std::size_t(2));
        QCOMPARE(has.lights[1].name, std::string("LED2"));
        QCOMPARE(has.lights[1].colours, std::vector<std::string>({"green", "orange", "red"}));
    }

    void theButtonsByteReachesTheCoreAsABitmask()
    {
        kobuki::KobukiDriver driver;
        core::DriverOutput out;
        driver.start(0, false, out);
        kobuki::BasicSensors basic;
        basic.buttons = kobuki::bits::kButton0 | kobuki::bits::kButton2;
        const std::vector<std::uint8_t> frame = kobuki::FeedbackEncoder().add(basic).frame();
        driver.receive(frame.data(), frame.size(), 10, out);
        QCOMPARE(out.samples.size(), std::size_t(1));
        QVERIFY(out.samples[0].core.buttons);
        QCOMPARE(*out.samples[0].core.buttons, std::uint32_t(0x5));
    }

    void aLightIsLaidOverTheUsersWordUntilRestored()
    {
        kobuki::KobukiDriver driver;
        // Without a user word: the power-on word, rails on.
        QCOMPARE(send(driver, core::FamilyCommand(SetLightCommand::lit(0, 0))), std::vector<std::uint16_t>({0x02F0}));
        QCOMPARE(send(driver, core::FamilyCommand(SetLightCommand::lit(1, 1))), std::vector<std::uint16_t>({0x0EF0}));
        // The user sets digital output 0 and LED1 red meanwhile: the lights stay overridden.
        QCOMPARE(send(driver, core::FamilyCommand(kobuki::SetOutputWordCommand{0x01F1})),
                 std::vector<std::uint16_t>({0x0EF1}));
        QCOMPARE(send(driver, core::FamilyCommand(SetLightCommand::off(1))), std::vector<std::uint16_t>({0x02F1}));
        QCOMPARE(send(driver, core::FamilyCommand(SetLightCommand::restored(0))), std::vector<std::uint16_t>({0x01F1}));
        QCOMPARE(send(driver, core::FamilyCommand(SetLightCommand::restored(1))), std::vector<std::uint16_t>({0x01F1}));
    }

    void aLightOrColourTheKobukiLacksIsRefusedWithAWarning()
    {
        kobuki::KobukiDriver driver;
        core::DriverOutput out;
        QVERIFY(driver.command(core::FamilyCommand(SetLightCommand::lit(2, 0)), out));
        QVERIFY(driver.command(core::FamilyCommand(SetLightCommand::lit(0, 3)), out));
        QVERIFY(out.writes.empty());
        QCOMPARE(out.warnings.size(), std::size_t(2));
        QCOMPARE(out.warnings[0], std::string("light 2 colour 0 does not exist on a Kobuki: nothing sent"));
    }
};

QTEST_GUILESS_MAIN(TestKobukiDriverLights)

}  // namespace tst_kobuki_driver_lights
#include "tst_kobuki_driver_lights.moc"
