#include "RosMessageDefinitions.h"

#include <map>
#include <set>
#include <sstream>
#include <vector>

namespace robodash::bridge {

namespace {

// Each type's own fields, by its short name ("package/Type"), as its .msg file lists them.
const std::map<std::string, std::string> &definitions()
{
    static const std::map<std::string, std::string> table = {
        {"builtin_interfaces/Time", "int32 sec\nuint32 nanosec\n"},
        {"std_msgs/Header", "builtin_interfaces/Time stamp\nstring frame_id\n"},
        {"std_msgs/String", "string data\n"},
        {"std_msgs/Bool", "bool data\n"},
        {"std_msgs/Float32", "float32 data\n"},
        {"std_msgs/UInt32", "uint32 data\n"},
        {"std_msgs/Empty", ""},
        {"std_msgs/MultiArrayDimension", "string label\nuint32 size\nuint32 stride\n"},
        {"std_msgs/MultiArrayLayout", "std_msgs/MultiArrayDimension[] dim\nuint32 data_offset\n"},
        {"std_msgs/Int16MultiArray", "std_msgs/MultiArrayLayout layout\nint16[] data\n"},
        {"geometry_msgs/Vector3", "float64 x\nfloat64 y\nfloat64 z\n"},
        {"geometry_msgs/Point", "float64 x\nfloat64 y\nfloat64 z\n"},
        {"geometry_msgs/Quaternion", "float64 x 0\nfloat64 y 0\nfloat64 z 0\nfloat64 w 1\n"},
        {"geometry_msgs/Pose", "geometry_msgs/Point position\ngeometry_msgs/Quaternion orientation\n"},
        {"geometry_msgs/PoseWithCovariance", "geometry_msgs/Pose pose\nfloat64[36] covariance\n"},
        {"geometry_msgs/Twist", "geometry_msgs/Vector3 linear\ngeometry_msgs/Vector3 angular\n"},
        {"geometry_msgs/TwistWithCovariance", "geometry_msgs/Twist twist\nfloat64[36] covariance\n"},
        {"geometry_msgs/Transform",
         "geometry_msgs/Vector3 translation\ngeometry_msgs/Quaternion rotation\n"},
        {"geometry_msgs/TransformStamped",
         "std_msgs/Header header\nstring child_frame_id\ngeometry_msgs/Transform transform\n"},
        {"nav_msgs/Odometry",
         "std_msgs/Header header\nstring child_frame_id\ngeometry_msgs/PoseWithCovariance pose\n"
         "geometry_msgs/TwistWithCovariance twist\n"},
        {"tf2_msgs/TFMessage", "geometry_msgs/TransformStamped[] transforms\n"},
        {"sensor_msgs/BatteryState",
         "std_msgs/Header header\nfloat32 voltage\nfloat32 temperature\nfloat32 current\n"
         "float32 charge\nfloat32 capacity\nfloat32 design_capacity\nfloat32 percentage\n"
         "uint8 power_supply_status\nuint8 power_supply_health\nuint8 power_supply_technology\n"
         "bool present\nfloat32[] cell_voltage\nfloat32[] cell_temperature\nstring location\n"
         "string serial_number\n"},
        {"sensor_msgs/JointState",
         "std_msgs/Header header\nstring[] name\nfloat64[] position\nfloat64[] velocity\n"
         "float64[] effort\n"},
        {"sensor_msgs/Imu",
         "std_msgs/Header header\ngeometry_msgs/Quaternion orientation\n"
         "float64[9] orientation_covariance\ngeometry_msgs/Vector3 angular_velocity\n"
         "float64[9] angular_velocity_covariance\ngeometry_msgs/Vector3 linear_acceleration\n"
         "float64[9] linear_acceleration_covariance\n"},
        {"sensor_msgs/Range",
         "std_msgs/Header header\nuint8 radiation_type\nfloat32 field_of_view\nfloat32 min_range\n"
         "float32 max_range\nfloat32 range\nfloat32 variance\n"},
        {"sensor_msgs/CompressedImage", "std_msgs/Header header\nstring format\nuint8[] data\n"},
        {"sensor_msgs/Image",
         "std_msgs/Header header\nuint32 height\nuint32 width\nstring encoding\n"
         "uint8 is_bigendian\nuint32 step\nuint8[] data\n"},
        {"sensor_msgs/LaserScan",
         "std_msgs/Header header\nfloat32 angle_min\nfloat32 angle_max\nfloat32 angle_increment\n"
         "float32 time_increment\nfloat32 scan_time\nfloat32 range_min\nfloat32 range_max\n"
         "float32[] ranges\nfloat32[] intensities\n"},
        {"diagnostic_msgs/KeyValue", "string key\nstring value\n"},
        {"diagnostic_msgs/DiagnosticStatus",
         "byte level\nstring name\nstring message\nstring hardware_id\n"
         "diagnostic_msgs/KeyValue[] values\n"},
        {"diagnostic_msgs/DiagnosticArray",
         "std_msgs/Header header\ndiagnostic_msgs/DiagnosticStatus[] status\n"},
        {"kobuki_ros_interfaces/SensorState",
         "std_msgs/Header header\nuint16 time_stamp\nuint8 bumper\nuint8 wheel_drop\nuint8 cliff\n"
         "uint16 left_encoder\nuint16 right_encoder\nint8 left_pwm\nint8 right_pwm\n"
         "uint8 buttons\nuint8 charger\nuint8 battery\nuint16[] bottom\nuint8[] current\n"
         "uint8 over_current\nuint16 digital_input\nuint16[] analog_input\n"},
        {"kobuki_ros_interfaces/DockInfraRed", "std_msgs/Header header\nuint8[] data\n"},
        {"kobuki_ros_interfaces/ButtonEvent", "uint8 button\nuint8 state\n"},
        {"kobuki_ros_interfaces/BumperEvent", "uint8 bumper\nuint8 state\n"},
        {"kobuki_ros_interfaces/CliffEvent", "uint8 sensor\nuint8 state\nuint16 bottom\n"},
        {"kobuki_ros_interfaces/WheelDropEvent", "uint8 wheel\nuint8 state\n"},
        {"kobuki_ros_interfaces/PowerSystemEvent", "uint8 event\n"},
        {"kobuki_ros_interfaces/DigitalInputEvent", "bool[4] values\n"},
        {"kobuki_ros_interfaces/RobotStateEvent", "uint8 state\n"},
        {"kobuki_ros_interfaces/VersionInfo",
         "string hardware\nstring firmware\nstring software\nuint32[] udid\nuint64 features\n"},
        {"kobuki_ros_interfaces/ControllerInfo",
         "uint8 type\nfloat64 p_gain\nfloat64 i_gain\nfloat64 d_gain\n"},
    };
    return table;
}

// "nav_msgs/msg/Odometry" -> "nav_msgs/Odometry".
std::string shortName(const std::string &rosType)
{
    const auto msg = rosType.find("/msg/");
    return msg == std::string::npos ? rosType : rosType.substr(0, msg) + rosType.substr(msg + 4);
}

// The message types a definition's fields use, in field order ("geometry_msgs/Point").
std::vector<std::string> usedTypes(const std::string &definition)
{
    std::vector<std::string> used;
    std::istringstream lines(definition);
    std::string line;
    while (std::getline(lines, line)) {
        const std::string type = line.substr(0, line.find_first_of(" ["));
        if (type.find('/') != std::string::npos)
            used.push_back(type);
    }
    return used;
}

// Depth first, each type once: a type's dependencies follow it.
void appendDependencies(const std::string &type, std::set<std::string> &seen, std::string &out)
{
    for (const std::string &used : usedTypes(definitions().at(type))) {
        if (!seen.insert(used).second)
            continue;
        out += std::string(80, '=') + "\nMSG: " + used + "\n" + definitions().at(used);
        appendDependencies(used, seen, out);
    }
}

}  // namespace

std::string RosMessageDefinitions::rosTypeName(const dds_topic_descriptor_t *type)
{
    std::string name = type->m_typename;  // "nav_msgs::msg::dds_::Odometry_"
    const auto dds = name.find("::dds_::");
    if (dds != std::string::npos)
        name.erase(dds, 6);  // "nav_msgs::msg::Odometry_"
    if (!name.empty() && name.back() == '_')
        name.pop_back();
    for (auto colons = name.find("::"); colons != std::string::npos; colons = name.find("::"))
        name.replace(colons, 2, "/");
    return name;
}

std::string RosMessageDefinitions::schema(const std::string &rosType)
{
    const std::string type = shortName(rosType);
    const auto own = definitions().find(type);
    if (own == definitions().end())
        return {};
    std::string out = own->second;
    std::set<std::string> seen{type};
    appendDependencies(type, seen, out);
    return out;
}

}  // namespace robodash::bridge
