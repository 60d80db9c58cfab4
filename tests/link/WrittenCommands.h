#pragma once
// Decodes what a link wrote into typed commands, as the robot's firmware would.

#include "kobuki/CommandParser.h"
#include "kobuki/FrameFinder.h"

#include <QByteArray>
#include <QList>

#include <vector>

namespace robodash::link::test {

struct WrittenCommands : kobuki::CommandHandler {
    std::vector<kobuki::BaseControl> baseControls;
    std::vector<kobuki::RequestExtra> requestExtras;
    std::vector<kobuki::GeneralPurposeOutput> outputs;
    std::vector<kobuki::SetControllerGain> setGains;
    std::vector<kobuki::Sound> sounds;
    int getGains = 0;
    int frames = 0;

    explicit WrittenCommands(const QList<QByteArray> &writes)
    {
        kobuki::FrameFinder finder;
        for (const QByteArray &bytes : writes)
            finder.feed(reinterpret_cast<const std::uint8_t *>(bytes.constData()),
                        std::size_t(bytes.size()),
                        [this](const std::uint8_t *payload, std::size_t length) {
                            ++frames;
                            kobuki::parseCommands(payload, length, *this);
                        });
    }
    void onBaseControl(const kobuki::BaseControl &c) override { baseControls.push_back(c); }
    void onRequestExtra(const kobuki::RequestExtra &r) override { requestExtras.push_back(r); }
    void onGeneralPurposeOutput(const kobuki::GeneralPurposeOutput &o) override { outputs.push_back(o); }
    void onSetControllerGain(const kobuki::SetControllerGain &g) override { setGains.push_back(g); }
    void onGetControllerGain(const kobuki::GetControllerGain &) override { ++getGains; }
    void onSound(const kobuki::Sound &s) override { sounds.push_back(s); }
};

}  // namespace robodash::link::test
