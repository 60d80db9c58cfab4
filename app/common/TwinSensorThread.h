#pragma once
// Shares a twin's camera and scanner (TwinSensorFeed) from a thread of its own: rendering a
// picture and compressing it takes milliseconds of CPU 15 times a second, and on the bridge's
// own thread that delayed the velocity commands it relays (a loaded machine drove late).
// The pictures and sweeps are published on the thread that owns this object, so the topics
// are written from one thread as before; only the readers' matched status is read from the
// feed's thread (a thread-safe DDS call).

#include "TwinSensorFeed.h"

#include <QObject>
#include <QThread>

#include <memory>
#include <string>

namespace robodash::bridge {
class SensorTopics;
}

namespace robodash::app {

class TwinSensorThread : public QObject {
    Q_OBJECT
public:
    // Publishes the mounts at once, then pictures and sweeps while they are read, on `topics`
    // (which must outlive this), framed for a robot in `rosNamespace` moving `baseFrame`.
    TwinSensorThread(bridge::SensorTopics &topics, TwinLauncher &twins, const std::string &baseFrame,
                     const std::string &rosNamespace);
    // Stops the feed and waits for its thread (stop()).
    ~TwinSensorThread() override;

    // Nothing is rendered or published after it returns. Safe to call twice.
    void stop();

private:
    QThread m_thread;
    std::unique_ptr<TwinSensorFeed> m_feed;  // its thread is m_thread (finished after stop())
};

}  // namespace robodash::app
