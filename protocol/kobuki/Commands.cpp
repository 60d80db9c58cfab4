#include "Commands.h"

namespace robodash::kobuki {

bool BaseControl::operator==(const BaseControl &o) const
{
    return speed == o.speed && radius == o.radius;
}

bool Sound::operator==(const Sound &o) const
{
    return note == o.note && durationMs == o.durationMs;
}

bool RequestExtra::operator==(const RequestExtra &o) const { return flags == o.flags; }

bool GeneralPurposeOutput::operator==(const GeneralPurposeOutput &o) const
{
    return word == o.word;
}

bool SetControllerGain::operator==(const SetControllerGain &o) const
{
    return type == o.type && pGain == o.pGain && iGain == o.iGain && dGain == o.dGain;
}

}  // namespace robodash::kobuki
