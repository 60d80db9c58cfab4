// Reference CDR bytes for every ROS 2 message type the bridge writes, made by an encoder that
// shares no code with Cyclone DDS: @foxglove/rosmsg2-serialization, with the ROS 2 Jazzy
// definitions from @foxglove/rosmsg-msgs-common (rmw_dds_common is not among them: its three
// definitions are given below as text and parsed by @foxglove/rosmsg).
//
// The tests never run this; they read the .hex files it wrote (tests/bridge/tst_bridge_cdr.cpp
// builds the same values with the bridge's code and compares bytes). To make them again:
//   mkdir /tmp/ref && cd /tmp/ref && npm init -y && npm install \
//       @foxglove/rosmsg2-serialization@3.5.0 @foxglove/rosmsg-msgs-common@3.2.3 @foxglove/rosmsg@5.0.5
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

function definitionsOf(type) {
    if (type === "rmw_dds_common/ParticipantEntitiesInfo")
        return parse(rmwDdsCommon, { ros2: true });
    if (type === "rmw_dds_common_humble/ParticipantEntitiesInfo")
        return parse(rmwDdsCommonHumble, { ros2: true });
    const found = new Map();
    const visit = (name) => {
        if (found.has(name)) return;
        const definition = ros2jazzy[name];
        if (!definition) throw new Error(`no ROS 2 definition of ${name}`);
        found.set(name, definition);
        for (const field of definition.definitions) if (field.isComplex) visit(field.type);
    };
    visit(type);
    return [...found.values()];
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
};

for (const [type, value] of Object.entries(cases)) {
    const bytes = new MessageWriter(definitionsOf(type)).writeMessage(value);
    const file = path.join(__dirname, type.replace("/", "__") + ".hex");
    const hex = Buffer.from(bytes).toString("hex").replace(/(.{64})/g, "$1\n").trim();
    fs.writeFileSync(file, hex + "\n");
    console.log(`${type}: ${bytes.length} bytes -> ${path.basename(file)}`);
}
