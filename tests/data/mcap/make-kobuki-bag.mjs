// Writes bags as `ros2 bag record` on a TurtleBot running kobuki_ros would, with an
// independent writer: Foxglove's @mcap/core McapWriter (profile ros2, ros2msg schemas from
// kobuki_ros_interfaces' and sensor_msgs' published .msg files) and
// @foxglove/rosmsg2-serialization's MessageWriter for the CDR. tst_kobuki_bag checks that
// RoboDash replays the values written here. Run by hand (see README.md beside this file):
//
//   node make-kobuki-bag.mjs kobuki-ros-bag.mcap      two robots, /tb1 whole, /tb2 core only
//   node make-kobuki-bag.mjs --other other-robot-bag.mcap   no Kobuki at all
import { McapWriter } from "@mcap/core";
import { parse } from "@foxglove/rosmsg";
import { MessageWriter } from "@foxglove/rosmsg2-serialization";
import { open } from "node:fs/promises";

// The published definitions, dependencies after a line of '=', as rosbag2 stores them.
const header = "builtin_interfaces/Time stamp\nstring frame_id\n";
const time = "int32 sec\nuint32 nanosec\n";
const deps = (...list) => list.map(([name, text]) => `\n${"=".repeat(80)}\nMSG: ${name}\n${text}`).join("");
const withHeader = deps(["std_msgs/Header", header], ["builtin_interfaces/Time", time]);
const definitions = {
  "kobuki_ros_interfaces/msg/SensorState":
    "std_msgs/Header header\nuint16 time_stamp\nuint8 bumper\nuint8 wheel_drop\nuint8 cliff\n" +
    "uint16 left_encoder\nuint16 right_encoder\nint8 left_pwm\nint8 right_pwm\nuint8 buttons\n" +
    "uint8 charger\nuint8 battery\nuint16[] bottom\nuint8[] current\nuint8 over_current\n" +
    "uint16 digital_input\nuint16[] analog_input\n" + withHeader,
  "sensor_msgs/msg/Imu":
    "std_msgs/Header header\ngeometry_msgs/Quaternion orientation\nfloat64[9] orientation_covariance\n" +
    "geometry_msgs/Vector3 angular_velocity\nfloat64[9] angular_velocity_covariance\n" +
    "geometry_msgs/Vector3 linear_acceleration\nfloat64[9] linear_acceleration_covariance\n" +
    withHeader +
    deps(["geometry_msgs/Quaternion", "float64 x 0\nfloat64 y 0\nfloat64 z 0\nfloat64 w 1\n"],
         ["geometry_msgs/Vector3", "float64 x\nfloat64 y\nfloat64 z\n"]),
  "kobuki_ros_interfaces/msg/DockInfraRed": "std_msgs/Header header\nuint8[] data\n" + withHeader,
  "kobuki_ros_interfaces/msg/VersionInfo":
    "string hardware\nstring firmware\nstring software\nuint32[] udid\nuint64 features\n",
  "kobuki_ros_interfaces/msg/ControllerInfo": "uint8 type\nfloat64 p_gain\nfloat64 i_gain\nfloat64 d_gain\n",
  "geometry_msgs/msg/Twist":
    "geometry_msgs/Vector3 linear\ngeometry_msgs/Vector3 angular\n" +
    deps(["geometry_msgs/Vector3", "float64 x\nfloat64 y\nfloat64 z\n"]),
};

const start = 1700000000n * 1000000000n;  // 2023-11-14T22:13:20Z
const periodNs = 20000000n;               // 50 Hz, as kobuki_ros publishes sensors/core
const messages = 100;                     // 2 s

const otherRobot = process.argv[2] === "--other";
const path = process.argv[otherRobot ? 3 : 2];
const handle = await open(path, "w");
const writable = { position: () => BigInt(position), write: async (data) => { await handle.write(data); position += data.length; } };
let position = 0;
const writer = new McapWriter({ writable, chunkSize: 16 * 1024, useStatistics: true, useChunkIndex: true, useMessageIndex: true, useSummaryOffsets: true });
await writer.start({ profile: "ros2", library: "make-kobuki-bag.mjs (@mcap/core)" });

const schemas = {};
const writers = {};
async function channel(topic, type) {
  if (!schemas[type]) {
    schemas[type] = await writer.registerSchema({ name: type, encoding: "ros2msg", data: new TextEncoder().encode(definitions[type]) });
    writers[type] = new MessageWriter(parse(definitions[type], { ros2: true }));
  }
  const id = await writer.registerChannel({ topic, schemaId: schemas[type], messageEncoding: "cdr", metadata: new Map([["offered_qos_profiles", ""]]) });
  return { id, type };
}
let sequence = 0;
async function add(ch, t, message) {
  await writer.addMessage({ channelId: ch.id, sequence: sequence++, logTime: t, publishTime: t, data: writers[ch.type].writeMessage(message) });
}
const stamp = (t) => ({ stamp: { sec: Number(t / 1000000000n), nanosec: Number(t % 1000000000n) }, frame_id: "base_link" });
const zeros9 = new Array(9).fill(0);

// /tb1: every topic. Battery 15.2 V (152), the centre bumper (2) pressed from 1.0 s to 1.2 s,
// cliff sensors 1200/1300/1400, heading 90 degrees turning at 0.5 rad/s, dock IR 1/2/4.
async function wholeRobot(ns, t0) {
  const core = await channel(`${ns}/sensors/core`, "kobuki_ros_interfaces/msg/SensorState");
  const imu = await channel(`${ns}/sensors/imu_data`, "sensor_msgs/msg/Imu");
  const raw = await channel(`${ns}/sensors/imu_data_raw`, "sensor_msgs/msg/Imu");
  const dock = await channel(`${ns}/sensors/dock_ir`, "kobuki_ros_interfaces/msg/DockInfraRed");
  const version = await channel(`${ns}/version_info`, "kobuki_ros_interfaces/msg/VersionInfo");
  const gains = await channel(`${ns}/controller_info`, "kobuki_ros_interfaces/msg/ControllerInfo");
  await add(version, t0, { hardware: "1.0.4", firmware: "1.2.0", software: "1.1.0", udid: new Uint32Array([97713968, 842230581, 4294967295]), features: 0n });
  await add(gains, t0, { type: 0, p_gain: 100, i_gain: 0.1, d_gain: 2 });
  const yaw = Math.PI / 2;
  for (let i = 0; i < messages; ++i) {
    const t = t0 + BigInt(i) * periodNs;
    await add(imu, t, { header: stamp(t), orientation: { x: 0, y: 0, z: Math.sin(yaw / 2), w: Math.cos(yaw / 2) }, orientation_covariance: zeros9,
      angular_velocity: { x: 0, y: 0, z: 0.5 }, angular_velocity_covariance: zeros9, linear_acceleration: { x: 0, y: 0, z: 0 }, linear_acceleration_covariance: zeros9 });
    await add(raw, t, { header: stamp(t), orientation: { x: 0, y: 0, z: 0, w: 1 }, orientation_covariance: zeros9,
      angular_velocity: { x: 0.01, y: -0.02, z: 0.5 }, angular_velocity_covariance: zeros9, linear_acceleration: { x: 0, y: 0, z: 0 }, linear_acceleration_covariance: zeros9 });
    await add(dock, t, { header: stamp(t), data: new Uint8Array([1, 2, 4]) });
    await add(core, t, { header: stamp(t), time_stamp: (i * 20) & 0xffff, bumper: i >= 50 && i < 60 ? 2 : 0, wheel_drop: 0, cliff: 0,
      left_encoder: 1000 + i * 10, right_encoder: 2000 + i * 10, left_pwm: 0, right_pwm: 0, buttons: 0, charger: 0, battery: 152,
      bottom: new Uint16Array([1200, 1300, 1400]), current: new Uint8Array([3, 4]), over_current: 0, digital_input: 0, analog_input: new Uint16Array([0, 0, 0, 0]) });
  }
}

// /tb2: sensors/core alone (a bag recorded with only that topic), battery 16.0 V.
async function coreOnly(ns, t0) {
  const core = await channel(`${ns}/sensors/core`, "kobuki_ros_interfaces/msg/SensorState");
  for (let i = 0; i < messages; ++i) {
    const t = t0 + BigInt(i) * periodNs;
    await add(core, t, { header: stamp(t), time_stamp: (i * 20) & 0xffff, bumper: 0, wheel_drop: 0, cliff: 0, left_encoder: 0, right_encoder: 0,
      left_pwm: 0, right_pwm: 0, buttons: 0, charger: 0, battery: 160, bottom: new Uint16Array([]), current: new Uint8Array([]),
      over_current: 0, digital_input: 0, analog_input: new Uint16Array([]) });
  }
}

if (otherRobot) {
  const cmd = await channel("/cmd_vel", "geometry_msgs/msg/Twist");
  for (let i = 0; i < 10; ++i)
    await add(cmd, start + BigInt(i) * periodNs, { linear: { x: 0.2, y: 0, z: 0 }, angular: { x: 0, y: 0, z: 0 } });
} else {
  await wholeRobot("/tb1", start);
  await coreOnly("/tb2", start + 5000000n);
}
await writer.end();
await handle.close();
console.log(`${path}: ${sequence} messages`);
