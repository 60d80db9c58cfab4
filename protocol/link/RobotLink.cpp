#include "link/RobotLink.h"

#include "link/LinkClock.h"
#include "link/LinkWorker.h"

namespace robodash::link {

RobotLink::RobotLink(const core::FamilyRegistry &families, const std::string &family,
                     TransportFactory factory, QObject *parent)
    : QObject(parent),
      m_worker(new LinkWorker(families, family, std::move(factory))),
      m_family(QString::fromStdString(families.find(family) ? family
                                                            : core::FamilyRegistry::kDefaultFamily)),
      m_arbiter(linkClockMs)
{
    registerLinkMetaTypes();
    m_worker->moveToThread(&m_thread);
    connect(&m_thread, &QThread::finished, m_worker, &QObject::deleteLater);
    forwardWorkerSignals();
    forwardSessionLogSignals();
    m_thread.setObjectName(QStringLiteral("RobotLink worker"));
    m_thread.start();
}

RobotLink::~RobotLink()
{
    // Blocking once, here, is what makes "closing the window stops the robot" true.
    QMetaObject::invokeMethod(m_worker, &LinkWorker::shutdown, Qt::BlockingQueuedConnection);
    m_thread.quit();
    m_thread.wait();
}

void RobotLink::forwardWorkerSignals()
{
    LinkWorker *w = m_worker;
    connect(w, &LinkWorker::telemetry, this, &RobotLink::telemetry);
    connect(w, &LinkWorker::connectionFailed, this, &RobotLink::connectionFailed);
    connect(w, &LinkWorker::identityComplete, this, &RobotLink::identityComplete);
    connect(w, &LinkWorker::warning, this, &RobotLink::warning);
    connect(w, &LinkWorker::driveRefused, this, &RobotLink::driveRefused);
    connect(w, &LinkWorker::familyReport, this, &RobotLink::familyReport);
    connect(w, &LinkWorker::cameraImage, this, &RobotLink::cameraImage);
    connect(w, &LinkWorker::laserScan, this, &RobotLink::laserScan);
    connect(w, &LinkWorker::sensorMount, this, &RobotLink::sensorMount);
    connect(w, &LinkWorker::cameraTopics, this, &RobotLink::cameraTopics);

    // State this side mirrors so that getters never ask the worker thread.
    connect(w, &LinkWorker::connected, this, [this](const QString &port) {
        m_connected = true;
        m_port = port;
        emit connected(port);
    });
    connect(w, &LinkWorker::disconnected, this, [this](const QString &reason) {
        m_connected = false;
        m_replaying = false;  // before anyone hears of it: a closed replay is no replay
        emit disconnected(reason);
    });
    connect(w, &LinkWorker::onlineChanged, this, [this](bool online, qint64 atMs) {
        m_online = online;
        emit onlineChanged(online, atMs);
    });
    connect(w, &LinkWorker::statistics, this, [this](const LinkStatistics &s) {
        m_statistics = s;
        emit statistics(s);
    });
    connect(w, &LinkWorker::safetyChanged, this, [this](const core::SafetyStatus &status) {
        m_safetyStatus = status;
        emit safetyChanged(status);
    });
    connect(w, &LinkWorker::familyChanged, this, [this](const QString &family) {
        m_family = family;
        emit familyChanged(family);
    });
}

void RobotLink::forwardSessionLogSignals()
{
    LinkWorker *w = m_worker;
    connect(w, &LinkWorker::recordingStarted, this, [this](const QString &path) {
        m_recording = true;
        emit recordingStarted(path);
    });
    connect(w, &LinkWorker::recordingStopped, this,
            [this](const QString &path, quint64 bytes, const QString &error) {
                m_recording = false;
                emit recordingStopped(path, bytes, error);
            });
    connect(w, &LinkWorker::replayOpened, this, [this](const QString &path, qint64 durationMs) {
        m_replaying = true;
        if (m_replayPaused) {  // a new log plays from its start
            m_replayPaused = false;
            emit replayPausedChanged(false);
        }
        emit replayOpened(path, durationMs);
    });
    connect(w, &LinkWorker::replayFailed, this, &RobotLink::replayFailed);
    connect(w, &LinkWorker::replayPosition, this, &RobotLink::replayPosition);
    connect(w, &LinkWorker::replayClockOrigin, this, &RobotLink::replayClockOrigin);
    connect(w, &LinkWorker::replayFinished, this, &RobotLink::replayFinished);
    connect(w, &LinkWorker::wireFrames, this, &RobotLink::wireFrames);
}

void RobotLink::startRecording(const QString &path)
{
    QMetaObject::invokeMethod(m_worker, [w = m_worker, path] { w->startRecording(path); });
}

void RobotLink::stopRecording()
{
    QMetaObject::invokeMethod(m_worker, &LinkWorker::stopRecording);
}

void RobotLink::openReplay(const QString &path)
{
    QMetaObject::invokeMethod(m_worker, [w = m_worker, path] { w->openReplay(path); });
}

void RobotLink::setReplaySpeed(double speed)
{
    QMetaObject::invokeMethod(m_worker, [w = m_worker, speed] { w->setReplaySpeed(speed); });
}

void RobotLink::setReplayPaused(bool paused)
{
    if (paused != m_replayPaused) {
        m_replayPaused = paused;
        emit replayPausedChanged(paused);
    }
    QMetaObject::invokeMethod(m_worker, [w = m_worker, paused] { w->setReplayPaused(paused); });
}

void RobotLink::seekReplay(qint64 positionMs)
{
    emit replaySeekRequested(positionMs);
    QMetaObject::invokeMethod(m_worker, [w = m_worker, positionMs] { w->seekReplay(positionMs); });
}

void RobotLink::setRecordedPicturesPerSecond(double perSecond)
{
    QMetaObject::invokeMethod(m_worker, [w = m_worker, perSecond] { w->setRecordedPicturesPerSecond(perSecond); });
}

void RobotLink::chooseCameraTopic(const QString &topic)
{
    QMetaObject::invokeMethod(m_worker, [w = m_worker, topic] { w->chooseCameraTopic(topic); });
}

void RobotLink::setWireTapEnabled(bool enabled)
{
    setWireTapWanted(this, enabled);  // the inspector's key: this link's own address
}

void RobotLink::setWireTapWanted(const void *user, bool wanted, bool promptly)
{
    m_wireTapUsers.erase(user);
    m_promptWireTapUsers.erase(user);
    if (wanted)
        (promptly ? m_promptWireTapUsers : m_wireTapUsers).insert(user);
    const bool prompt = !m_promptWireTapUsers.empty();
    const bool enabled = prompt || !m_wireTapUsers.empty();
    QMetaObject::invokeMethod(m_worker, [w = m_worker, enabled, prompt] {
        w->setWireTapEnabled(enabled, prompt);
    });
}

void RobotLink::connectTo(const QString &port)
{
    emit connectionRequested(port);
    QMetaObject::invokeMethod(m_worker, [w = m_worker, port] { w->openPort(port); });
}

void RobotLink::disconnectFromRobot()
{
    QMetaObject::invokeMethod(m_worker, &LinkWorker::closePort);
}

void RobotLink::setAutoReconnect(bool enabled)
{
    QMetaObject::invokeMethod(m_worker, [w = m_worker, enabled] { w->setAutoReconnect(enabled); });
}

void RobotLink::drive(double linearMps, double angularRadps)
{
    const bool wasRemoteDriving = m_arbiter.isRemoteDriving();
    m_arbiter.operatorDrive(linearMps, angularRadps);
    sendDrive(linearMps, angularRadps);
    reportRemoteDriving(wasRemoteDriving);
}

void RobotLink::stop()
{
    const bool wasRemoteDriving = m_arbiter.isRemoteDriving();
    m_arbiter.operatorStop();
    QMetaObject::invokeMethod(m_worker, &LinkWorker::stop);
    reportRemoteDriving(wasRemoteDriving);
}

DriveArbiter::Verdict RobotLink::driveRemote(double linearMps, double angularRadps)
{
    const bool wasRemoteDriving = m_arbiter.isRemoteDriving();
    const DriveArbiter::Verdict verdict = m_arbiter.remoteDrive(linearMps, angularRadps);
    if (verdict == DriveArbiter::Verdict::Accepted)
        sendDrive(linearMps, angularRadps);
    reportRemoteDriving(wasRemoteDriving);
    return verdict;
}

void RobotLink::releaseRemote()
{
    const bool wasRemoteDriving = m_arbiter.isRemoteDriving();
    if (m_arbiter.remoteRelease())
        sendDrive(0, 0);
    reportRemoteDriving(wasRemoteDriving);
}

void RobotLink::sendDrive(double linearMps, double angularRadps)
{
    QMetaObject::invokeMethod(m_worker, [w = m_worker, linearMps, angularRadps] {
        w->drive(linearMps, angularRadps);
    });
}

void RobotLink::reportRemoteDriving(bool wasDriving)
{
    if (m_arbiter.isRemoteDriving() != wasDriving)
        emit remoteDrivingChanged(!wasDriving);
}

void RobotLink::setMotorsEnabled(bool enabled)
{
    const bool changed = enabled != m_motorsEnabled;
    m_motorsEnabled = enabled;
    QMetaObject::invokeMethod(m_worker, [w = m_worker, enabled] { w->setMotorsEnabled(enabled); });
    if (changed)
        emit motorsEnabledChanged(enabled);
}

void RobotLink::setDriveLimits(const DriveLimits &limits)
{
    QMetaObject::invokeMethod(m_worker, [w = m_worker, limits] { w->setDriveLimits(limits); });
}

void RobotLink::setSafetySettings(const core::SafetySettings &settings)
{
    QMetaObject::invokeMethod(m_worker, [w = m_worker, settings] { w->setSafetySettings(settings); });
}

void RobotLink::sendCommand(const core::FamilyCommand &command)
{
    QMetaObject::invokeMethod(m_worker, [w = m_worker, command] { w->sendCommand(command); });
}

void RobotLink::resetOdometry()
{
    QMetaObject::invokeMethod(m_worker, &LinkWorker::resetOdometry);
}

}  // namespace robodash::link
