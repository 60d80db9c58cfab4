// Reference CDR bytes for every ROS 2 message type the bridge writes, made by an encoder that
// shares no code with Cyclone DDS: @foxglove/rosmsg2-serialization, with the ROS 2 Jazzy
// definitions from @foxglove/rosmsg-msgs-common (rmw_dds_common is not among them: its three
// definitions are given below as text and parsed by @foxglove/rosmsg; neither is
// kobuki_ros_interfaces, whose message fields are copied below from the .msg files of
// github.com/kobuki-base/kobuki_ros_interfaces, msg/, as of its 1.0.0 release).
//
// The tests never run this; they read the .hex files it wrote (tests/bridge/tst_bridge_cdr.cpp
// builds the same values with the bridge's code and compares bytes). To make them again:
//   mkdir /tmp/ref && cd /tmp/ref && npm init -y && npm install \
//       @foxglove/rosmsg2-serialization@3.1.0 @foxglove/rosmsg-msgs-common@3.2.3 @foxglove/rosmsg@5.0.5
//   NODE_PATH=/tmp/ref/node_modules node bridge/tests/reference/make-reference.js
// Each VALUE below is mirrored in tst_bridge_cdr.cpp: change both together.
"use strict";
const fs = require("fs");
const path = require("path");
const { MessageWriter } = require("@foxglove/rosmsg2-serialization");
const { ros2jazzy } = require("@foxglove/rosmsg-msgs-common");
const { parse } = require("@foxglove/rosmsg");

// rmw_dds_common (Iron and later: Gid is 16 octets; `char` is uint8 in ROS 2).
const rmwDdsCommon = `
rmw_dds_common/Gid gid
rmw_dds_common/NodeEntitiesInfo[] node_entities_info_seq
================================================================================
MSG: rmw_dds_common/Gid
char[16] data
================================================================================
MSG: rmw_dds_common/NodeEntitiesInfo
string<=256 node_namespace
string<=256 node_name
rmw_dds_common/Gid[] reader_gid_seq
rmw_dds_common/Gid[] writer_gid_seq
`;

// ROS 2 Humble's: the same, but a Gid of 24 octets.
const rmwDdsCommonHumble = rmwDdsCommon.replace("char[16] data", "char[24] data");

// kobuki_ros_interfaces: the fields of each .msg (constants left out: not wire data).
const kobukiMessages = {
    SensorState: `std_msgs/Header header
uint16 time_stamp
uint8 bumper
uint8 wheel_drop
uint8 cliff
uint16 left_encoder
uint16 right_encoder
int8 left_pwm
int8 right_pwm
uint8 buttons
uint8 charger
uint8 battery
uint16[] bottom
uint8[] current
uint8 over_current
uint16 digital_input
uint16[] analog_input`,
    DockInfraRed: "std_msgs/Header header\nuint8[] data",
    ButtonEvent: "uint8 button\nuint8 state",
    BumperEvent: "uint8 bumper\nuint8 state",
    CliffEvent: "uint8 sensor\nuint8 state\nuint16 bottom",
    WheelDropEvent: "uint8 wheel\nuint8 state",
    PowerSystemEvent: "uint8 event",
    DigitalInputEvent: "bool[4] values",
    RobotStateEvent: "uint8 state",
    VersionInfo: "string hardware\nstring firmware\nstring software\nuint32[] udid\nuint64 features",
    ControllerInfo: "uint8 type\nfloat64 p_gain\nfloat64 i_gain\nfloat64 d_gain",
    Led: "uint8 value",
    DigitalOutput: "bool[4] values\nbool[4] mask",
    ExternalPower: "uint8 source\nuint8 state",
    Sound: "uint8 value",
    MotorPower: "uint8 state",
};

// The ROS 2 definitions `type` needs, itself first (what MessageWriter expects).
function commonDefinitions(type, root) {
    const found = new Map();
    if (root) found.set(type, root);
    const visit = (name) => {
        if (found.has(name)) return;
        const definition = ros2jazzy[name];
        if (!definition) throw new Error(`no ROS 2 definition of ${name}`);
        found.set(name, definition);
        for (const field of definition.definitions) if (field.isComplex) visit(field.type);
    };
    if (root) {
        for (const field of root.definitions) if (field.isComplex) visit(field.type);
    } else {
        visit(type);
    }
    return [...found.values()];
}

function definitionsOf(type) {
    if (type === "rmw_dds_common/ParticipantEntitiesInfo")
        return parse(rmwDdsCommon, { ros2: true });
    if (type === "rmw_dds_common_humble/ParticipantEntitiesInfo")
        return parse(rmwDdsCommonHumble, { ros2: true });
    const [pkg, name] = type.split("/");
    if (pkg === "kobuki_ros_interfaces") {
        const [root] = parse(kobukiMessages[name], { ros2: true, skipTypeFixup: true });
        return commonDefinitions(type, { ...root, name: type });
    }
    return commonDefinitions(type);
}

const stamp = { sec: 1700000000, nanosec: 123456789 };
const header = { stamp, frame_id: "odom" };
const vector3 = { x: 1.5, y: -2.25, z: 0.125 };
const quaternion = { x: 0.0, y: 0.0, z: 0.5, w: -0.75 };
const pose = { position: { x: 1.5, y: -0.25, z: 0 }, orientation: quaternion };
const covariance = Array.from({ length: 36 }, (_, i) => i * 0.5);
const twist = { linear: { x: 0.2, y: 0, z: 0 }, angular: { x: 0, y: 0, z: -0.5 } };
// What RosMessages::odometry makes of x 1.5, y -0.25, heading 0 (gyro), 0.2 m/s, 0.5 rad/s.
const odometryCovariance = Array(36).fill(0);
odometryCovariance[0] = 0.1;
odometryCovariance[7] = 0.1;
odometryCovariance[14] = 1e10;
odometryCovariance[21] = 1e10;
odometryCovariance[28] = 1e10;
odometryCovariance[35] = 0.05;
const transformStamped = {
    header: { stamp, frame_id: "odom" },
    child_frame_id: "base",
    transform: { translation: { x: 1.5, y: -0.25, z: 0 }, rotation: { x: 0, y: 0, z: 0, w: 1 } },
};
// A DDS GUID's 16 octets; Humble's Gid has 8 zero octets after them.
const gid = (first, size = 16) => ({
    data: Array.from({ length: size }, (_, i) => (i < 16 ? (first + i) & 0xff : 0)),
});

const sequence = (length, first, step) => Array.from({ length }, (_, i) => first + i * step);

const cases = {
    "builtin_interfaces/Time": stamp,
    "std_msgs/Header": header,
    "geometry_msgs/Vector3": vector3,
    "geometry_msgs/Quaternion": quaternion,
    "geometry_msgs/Pose": pose,
    "geometry_msgs/PoseWithCovariance": { pose, covariance },
    "geometry_msgs/Twist": twist,
    "geometry_msgs/TwistWithCovariance": { twist, covariance },
    "geometry_msgs/TransformStamped": transformStamped,
    "nav_msgs/Odometry": {
        header,
        child_frame_id: "base",
        pose: {
            pose: { position: { x: 1.5, y: -0.25, z: 0 }, orientation: { x: 0, y: 0, z: 0, w: 1 } },
            covariance: odometryCovariance,
        },
        twist: {
            twist: { linear: { x: 0.2, y: 0, z: 0 }, angular: { x: 0, y: 0, z: 0.5 } },
            covariance: Array(36).fill(0),
        },
    },
    "tf2_msgs/TFMessage": { transforms: [transformStamped, { ...transformStamped, child_frame_id: "b" }] },
    // What RosMessages::battery makes of 15.2 V, 80 %, charging, serial "0a1b".
    "sensor_msgs/BatteryState": {
        header: { stamp, frame_id: "base" },
        voltage: 15.2,
        temperature: NaN,
        current: NaN,
        charge: NaN,
        capacity: NaN,
        design_capacity: NaN,
        percentage: 0.8,
        power_supply_status: 1,
        power_supply_health: 0,
        power_supply_technology: 0,
        present: true,
        cell_voltage: [],
        cell_temperature: [],
        location: "",
        serial_number: "0a1b",
    },
    "sensor_msgs/JointState": {
        header: { stamp, frame_id: "" },
        name: ["wheel_left_joint", "wheel_right_joint"],
        position: [0.5, -1.25],
        velocity: [2.0, -2.0],
        effort: [],
    },
    "rmw_dds_common/ParticipantEntitiesInfo": {
        gid: gid(1),
        node_entities_info_seq: [{
            node_namespace: "/robot1",
            node_name: "kobuki_ros_node",
            reader_gid_seq: [gid(0x20)],
            writer_gid_seq: [gid(0x40), gid(0x60)],
        }],
    },
    "rmw_dds_common_humble/ParticipantEntitiesInfo": {
        gid: gid(1, 24),
        node_entities_info_seq: [{
            node_namespace: "/robot1",
            node_name: "kobuki_ros_node",
            reader_gid_seq: [gid(0x20, 24)],
            writer_gid_seq: [gid(0x40, 24), gid(0x60, 24)],
        }],
    },
    "std_msgs/String": { data: "{ AA 55 4D 01 0F }" },
    "std_msgs/Empty": {},
    "std_msgs/Bool": { data: true },
    "std_msgs/Float32": { data: 0.75 },
    "std_msgs/UInt32": { data: 0x80010003 },
    "sensor_msgs/Imu": {
        header: { stamp, frame_id: "gyro_link" },
        orientation: quaternion,
        orientation_covariance: sequence(9, 0.5, 0.5),
        angular_velocity: vector3,
        angular_velocity_covariance: sequence(9, 10, 1),
        linear_acceleration: { x: -0.5, y: 9.75, z: 0.25 },
        linear_acceleration_covariance: sequence(9, 1, 0.25),
    },
    "sensor_msgs/Range": {
        header: { stamp, frame_id: "sonar_3" },
        radiation_type: 1,
        field_of_view: 0.5,
        min_range: 0.25,
        max_range: 5.5,
        range: 1.75,
        variance: 0.125,
    },
    "kobuki_ros_interfaces/SensorState": {
        header: { stamp, frame_id: "base" },
        time_stamp: 54321,
        bumper: 5,
        wheel_drop: 3,
        cliff: 6,
        left_encoder: 65000,
        right_encoder: 1234,
        left_pwm: -100,
        right_pwm: 37,
        buttons: 4,
        charger: 22,
        battery: 161,
        bottom: [2100, 30, 4095],
        current: [12, 250],
        over_current: 3,
        digital_input: 79,
        analog_input: [1, 2048, 4095, 300],
    },
    "kobuki_ros_interfaces/DockInfraRed": {
        header: { stamp, frame_id: "dock_ir_link" },
        data: [1, 0x12, 0x2a],
    },
    "kobuki_ros_interfaces/ButtonEvent": { button: 2, state: 1 },
    "kobuki_ros_interfaces/BumperEvent": { bumper: 2, state: 1 },
    "kobuki_ros_interfaces/CliffEvent": { sensor: 1, state: 1, bottom: 1234 },
    "kobuki_ros_interfaces/WheelDropEvent": { wheel: 1, state: 1 },
    "kobuki_ros_interfaces/PowerSystemEvent": { event: 5 },
    "kobuki_ros_interfaces/DigitalInputEvent": { values: [true, false, true, true] },
    "kobuki_ros_interfaces/RobotStateEvent": { state: 1 },
    "kobuki_ros_interfaces/VersionInfo": {
        hardware: "1.0.4",
        firmware: "1.2.0",
        software: "robodash 0.9",
        udid: [0x05d30b30, 0x32363438, 0xffffffff],
        features: 0x100000003n,
    },
    "kobuki_ros_interfaces/ControllerInfo": { type: 1, p_gain: 100.5, i_gain: 0.125, d_gain: 2.25 },
    "kobuki_ros_interfaces/Led": { value: 2 },
    "kobuki_ros_interfaces/DigitalOutput": {
        values: [true, false, true, false],
        mask: [true, true, false, true],
    },
    "kobuki_ros_interfaces/ExternalPower": { source: 3, state: 1 },
    "kobuki_ros_interfaces/Sound": { value: 6 },
    "kobuki_ros_interfaces/MotorPower": { state: 1 },
};

for (const [type, value] of Object.entries(cases)) {
    const bytes = new MessageWriter(definitionsOf(type)).writeMessage(value);
    const file = path.join(__dirname, type.replace("/", "__") + ".hex");
    const hex = Buffer.from(bytes).toString("hex").replace(/(.{64})/g, "$1\n").trim();
    fs.writeFileSync(file, hex + "\n");
    console.log(`${type}: ${bytes.length} bytes -> ${path.basename(file)}`);
}
