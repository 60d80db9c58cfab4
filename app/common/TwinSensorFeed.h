#pragma once
// A twin's camera and laser scanner, for a bridge that shares the twin (robodash-cli bridge
// sim:): at their own rates it asks the running twin what it sees (VirtualRobot::scene(), the
// true pose in its room), renders the picture (sim::RoomCamera, JPEG-compressed as a camera
// driver's image_transport sends it) and the sweep (sim::RoomScanner), and hands them on as
// the link's plain sensor structs. Nothing is rendered while nobody watches (`wanted`), or
// while no twin runs. Its timers are its children, so it can be moved to a thread of its
// own (TwinSensorThread, as the bridge shares it).

#include "TwinLauncher.h"

#include "core/CameraImage.h"
#include "core/LaserScan.h"
#include "core/SensorMount.h"
#include "link/LinkMetaTypes.h"  // before this class's moc: its signals carry these types
#include "sim/core/RoomCamera.h"
#include "sim/core/RoomScanner.h"
#include "sim/core/TwinScene.h"

#include <QObject>
#include <QTimer>

#include <functional>
#include <string>
#include <optional>
#include <vector>

namespace robodash::app {

class TwinSensorFeed : public QObject {
    Q_OBJECT
public:
    static constexpr double kCameraRateHz = 15.0;
    static constexpr int kJpegQuality = 80;
    static constexpr const char *kLaserFrame = "laser";
    static constexpr const char *kCameraFrame = "camera_link";

    explicit TwinSensorFeed(TwinLauncher &twins, QObject *parent = nullptr);
    // The sensors' frames: children of `baseFrame`, named with the namespace ("tb1/laser"),
    // since /tf_static is one topic for every robot of the domain and two robots' "laser"
    // must not be one frame. Default: base_link, no prefix.
    void setFrames(const std::string &baseFrame, const std::string &rosNamespace);

    // Whether a picture or a sweep would be read now; unset: always.
    void setWanted(std::function<bool()> camera, std::function<bool()> scan);
    void start();
    void stop();

    // Where the camera and the scanner sit on the robot (for /tf_static).
    std::vector<core::SensorMount> mounts() const;
    // One picture and one sweep of `scene`, as start() sends them (tests, benchmarks).
    core::CameraImage picture(const sim::TwinScene &scene, std::int64_t nowMs);
    core::LaserScan sweep(const sim::TwinScene &scene, std::int64_t nowMs) const;

signals:
    void cameraImage(const robodash::core::CameraImage &image);
    void laserScan(const robodash::core::LaserScan &scan);

private:
    void takePicture();
    void takeSweep();
    std::optional<sim::TwinScene> scene() const;

    TwinLauncher &m_twins;
    sim::RoomCamera m_camera;
    sim::RoomScanner m_scanner;
    std::vector<std::uint8_t> m_pixels;  // reused frame after frame
    std::string m_baseFrame = "base_link", m_framePrefix;
    std::function<bool()> m_cameraWanted, m_scanWanted;
    QTimer m_cameraTimer, m_scanTimer;
};

}  // namespace robodash::app
