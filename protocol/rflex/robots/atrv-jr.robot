# RoboDash robot description: the iRobot ATRV-Jr (rFLEX). Format: docs/ROBOT_DESCRIPTION.md.
# The built-in default (robodash --robot rflex without --robot-description) is this file.
#
# Odometry units, bump panels and battery offset are the drivers' (rflex-facts.md; CARMEN
# uses 87462.73 per metre and 36277.67 per radian). The 17-sonar ring (mobotware maps
# s0..s16, on boards 0, 1, 2, 4, 5, 6) is placed from the body's shape, not measured:
# measure your base and correct the positions and angles here.
# x ahead, y to the left, origin at the middle of the body.

model = ATRV-Jr

[body]  # metres, m/s, rad/s
shape = rectangle
length = 0.78
width = 0.55
max_linear_speed = 1
max_angular_speed = 1.5

[odometry]  # axis units per metre (translation) and per radian (rotation)
units_per_metre = 90810
units_per_radian = 37000

[battery]  # volts at 0 % and at 100 %
empty_volts = 23
full_volts = 25.4

[bump_panels]  # the DIO address reporting them, and each panel's bit
address = 0x40
front_bit = 0
rear_bit = 1

[sonars]  # ring order; board index, x y (m), angle (degrees counter-clockwise from ahead)
sonar = 0 0   0.39 0.2   30
sonar = 0 1   0.39 0.1   15
sonar = 0 2   0.39 0   0
sonar = 1 0   0.39 -0.1   -15
sonar = 1 1   0.39 -0.2   -30
sonar = 2 0   0.25 -0.275   -90
sonar = 2 1   0 -0.275   -90
sonar = 2 2   -0.25 -0.275   -90
sonar = 4 0   -0.39 -0.2   180
sonar = 4 1   -0.39 -0.1   180
sonar = 4 2   -0.39 0   180
sonar = 5 0   -0.39 0.1   180
sonar = 5 1   -0.39 0.2   180
sonar = 6 0   -0.3 0.275   90
sonar = 6 1   -0.1 0.275   90
sonar = 6 2   0.1 0.275   90
sonar = 6 3   0.3 0.275   90
