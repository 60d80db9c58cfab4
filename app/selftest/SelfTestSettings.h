#pragma once
// Every limit and duration of the self-test in one place (app/selftest/README.md). The
// defaults suit a healthy robot of each family in a lab (the windows that wait for a slowly
// refreshed reading stretch themselves, MotionStep::windowHoldingFresh); tests shorten the
// durations that do not depend on that. Times are telemetry
// time (sample timestamps), so a check takes as long on a slow machine as on a fast one.

namespace robodash::selftest {

struct SelfTestSettings {
    // Link and identity: how long the robot has to say who it is after the test starts.
    double identitySeconds = 5;

    // Battery: rest, then spin on the spot to load it, and compare.
    double batteryRestSeconds = 1.0;
    double batteryLoadSeconds = 1.5;
    // Spinning at 2 rad/s draws about 0.4 A on a Kobuki: a healthy pack (0.25 ohm) sags
    // about 0.1 V, a worn one (1 ohm more) about 0.5 V. 0.3 V sits between, above the
    // 0.1 V step the Kobuki reports.
    double batteryLoadRadps = 2.0;
    double batterySagLimitVolts = 0.3;

    // Gyro drift standing still. A Kobuki gyro's bias is about 0.01 deg/s (0.6 deg/min) after
    // its own calibration; 1.5 deg/min leaves room for that and for noise over 30 s, and a
    // gyro drifting 0.1 deg/s (6 deg/min) fails clearly.
    double gyroSeconds = 30;
    double gyroDriftLimitDegPerMin = 1.5;

    // Drive straight: 0.1 m/s for 2 s = 0.2 m, short enough for a table-top or a lab floor.
    double driveMps = 0.1;
    double driveSeconds = 2.0;
    // Each wheel's encoder and the odometry against the commanded distance. The ramp-up and
    // the stop take a few centimetres either way; a stalled or half-speed wheel is off by
    // 50 % or more.
    double distanceTolerance = 0.25;  // fraction of the commanded distance
    // The gyro's heading change while driving straight: a weak wheel curves the robot.
    double straightHeadingLimitDeg = 10;

    // Turn on the spot: 0.6 rad/s for 2 s = about 69 deg.
    double turnRadps = 0.6;
    double turnSeconds = 2.0;
    // Gyro against the commanded angle, and the encoders' angle against the gyro's: wheels
    // slip a little on the spot, so 25 % either way.
    double turnTolerance = 0.25;

    // Motor current at rest and moving: a motor drawing current while commanded to stand
    // still is braked or blocked. A Kobuki motor draws nothing at rest; 0.2 A is far above
    // noise (10 mA steps) and far below a stall (about 1.6 A).
    double currentRestSeconds = 1.0;
    double currentMoveSeconds = 1.5;
    double currentRestLimitAmperes = 0.2;
    // Moving, a motor above the family's over-current limit (RobotInfo) fails.

    // Settling after each motion, so the next step starts from standstill.
    double settleSeconds = 0.5;

    // Readings a family refreshes slowly (RobotCapabilities::batteryRefreshSeconds,
    // motorCurrentRefreshSeconds: the Rover Pro's currents twice a second, the ATRV-Jr's
    // battery every 2 s): a window that must hold one is stretched to the refresh period
    // plus this margin, for the poll's answer to arrive on a busy link.
    double refreshMarginSeconds = 0.5;

    // Interactive prompts: how long the operator has for each group (press every bumper...).
    double promptSeconds = 60;

    // No telemetry at all for this long (wall clock): the test is aborted.
    int noTelemetryAbortMs = 3000;
};

}  // namespace robodash::selftest
