#pragma once
// How far each drive wheel has rolled since odometry started, from its own encoder, in
// metres (backwards counts negative). A reader compares the wheels with each other and with
// the commanded motion (the self-test names a wheel that lags).

namespace robodash::core {

struct WheelTravel {
    double leftMetres = 0;
    double rightMetres = 0;
};

}  // namespace robodash::core
