# RoboDash robot description: the iRobot (RWI) B21r (rFLEX). Format: docs/ROBOT_DESCRIPTION.md.
# Use it with: robodash --robot rflex --robot-description protocol/rflex/robots/b21r.robot
#
# A round base: 24 sonars on three boards of 8, 15 degrees apart on a 0.26 m ring, starting
# straight ahead (Player's rflex defaults). Odometry units from the ROS rflex package's B21
# settings: unchecked on a base, so check them against a measured drive. The battery range
# is the 24 V default. x ahead, y to the left, origin at the centre.

model = B21r

[body]  # metres, m/s, rad/s
shape = circle
length = 0.52
width = 0.52
max_linear_speed = 0.9
max_angular_speed = 2

[odometry]  # axis units per metre (translation) and per radian (rotation)
units_per_metre = 101230
units_per_radian = 35343

[battery]  # volts at 0 % and at 100 %
empty_volts = 23
full_volts = 25.4

[bump_panels]  # the DIO address reporting them, and each panel's bit
address = 0x40
front_bit = 0
rear_bit = 1

[sonars]  # ring order; board index, x y (m), angle (degrees counter-clockwise from ahead)
sonar = 0 0   0.26 0   0
sonar = 0 1   0.251141 0.067293   15
sonar = 0 2   0.225167 0.13   30
sonar = 0 3   0.183848 0.183848   45
sonar = 0 4   0.13 0.225167   60
sonar = 0 5   0.067293 0.251141   75
sonar = 0 6   0 0.26   90
sonar = 0 7   -0.067293 0.251141   105
sonar = 1 0   -0.13 0.225167   120
sonar = 1 1   -0.183848 0.183848   135
sonar = 1 2   -0.225167 0.13   150
sonar = 1 3   -0.251141 0.067293   165
sonar = 1 4   -0.26 0   180
sonar = 1 5   -0.251141 -0.067293   195
sonar = 1 6   -0.225167 -0.13   210
sonar = 1 7   -0.183848 -0.183848   225
sonar = 2 0   -0.13 -0.225167   240
sonar = 2 1   -0.067293 -0.251141   255
sonar = 2 2   0 -0.26   270
sonar = 2 3   0.067293 -0.251141   285
sonar = 2 4   0.13 -0.225167   300
sonar = 2 5   0.183848 -0.183848   315
sonar = 2 6   0.225167 -0.13   330
sonar = 2 7   0.251141 -0.067293   345
