#pragma once
// One dashboard's views of its robot's sensors beyond the base, fed by its link: the camera
// panel (pictures and their topics) and the laser scan drawn on the maps around the robot,
// placed by the scanner's mount (/tf_static: the transform whose child is the scan's frame, or
// the one robot's whose frame ends so; none known: drawn from the robot's centre). A scan
// older than kScanStaleMs leaves the maps, as a stream that stops must not pass for what the
// robot sees now. A new connection (or a replay) forgets all of it; a seek, the readings.

#include "core/LaserScan.h"
#include "core/SensorMount.h"

#include <QHash>
#include <QList>
#include <QObject>
#include <QTimer>

#include <cstdint>
#include <optional>

class CameraPanel;

namespace robodash::link {
class RobotLink;
}
namespace robodash::widgets {
class CameraView;
class MapView;
}

class SensorViews : public QObject {
    Q_OBJECT
public:
    static constexpr std::int64_t kScanStaleMs = 1000;
    static constexpr int kClockPeriodMs = 250;  // ages and stale scans are checked this often

    SensorViews(robodash::link::RobotLink &link, CameraPanel *camera,
                QList<robodash::widgets::MapView *> maps, QObject *parent = nullptr);

    // Another view of the pictures (the presentation view's): shown from the first picture.
    void addCameraView(robodash::widgets::CameraView *view);
    // The mount of the scanner whose frame is `frame`, if /tf_static said it.
    std::optional<robodash::core::SensorMount> mountOf(const std::string &frame) const;

private:
    void showScan(const robodash::core::LaserScan &scan);
    void keepMount(const robodash::core::SensorMount &mount);
    void tick();
    void forget();
    void forgetReadings();
    // The link's time now: its clock live, the replay's position while a log plays (the
    // pictures and scans of a replay carry the log's times).
    std::int64_t nowMs() const;

    CameraPanel *m_camera;
    QList<robodash::widgets::MapView *> m_maps;
    QList<robodash::widgets::CameraView *> m_cameraViews;
    std::optional<std::int64_t> m_replayOriginMs, m_replayNowMs;
    QHash<QString, robodash::core::SensorMount> m_mounts;  // by the child frame, as /tf names it
    std::optional<std::int64_t> m_lastScanMs;
    QTimer m_ticks;
};
