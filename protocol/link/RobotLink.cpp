#include "link/RobotLink.h"

#include "link/LinkWorker.h"

namespace robodash::link {

RobotLink::RobotLink(QObject *parent) : RobotLink(defaultTransportFactory(), parent) {}

RobotLink::RobotLink(TransportFactory factory, QObject *parent)
    : QObject(parent), m_worker(new LinkWorker(std::move(factory)))
{
    registerLinkMetaTypes();
    qRegisterMetaType<std::shared_ptr<sim::VirtualKobuki>>();
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
    connect(w, &LinkWorker::basicSensors, this, &RobotLink::basicSensors);
    connect(w, &LinkWorker::dockIr, this, &RobotLink::dockIr);
    connect(w, &LinkWorker::inertia, this, &RobotLink::inertia);
    connect(w, &LinkWorker::cliff, this, &RobotLink::cliff);
    connect(w, &LinkWorker::current, this, &RobotLink::current);
    connect(w, &LinkWorker::hardwareVersion, this, &RobotLink::hardwareVersion);
    connect(w, &LinkWorker::firmwareVersion, this, &RobotLink::firmwareVersion);
    connect(w, &LinkWorker::rawGyro, this, &RobotLink::rawGyro);
    connect(w, &LinkWorker::generalPurposeInput, this, &RobotLink::generalPurposeInput);
    connect(w, &LinkWorker::udid, this, &RobotLink::udid);
    connect(w, &LinkWorker::controllerInfo, this, &RobotLink::controllerInfo);
    connect(w, &LinkWorker::bumperEvent, this, &RobotLink::bumperEvent);
    connect(w, &LinkWorker::cliffEvent, this, &RobotLink::cliffEvent);
    connect(w, &LinkWorker::wheelDropEvent, this, &RobotLink::wheelDropEvent);
    connect(w, &LinkWorker::buttonEvent, this, &RobotLink::buttonEvent);
    connect(w, &LinkWorker::digitalInputEvent, this, &RobotLink::digitalInputEvent);
    connect(w, &LinkWorker::powerEvent, this, &RobotLink::powerEvent);
    connect(w, &LinkWorker::connectionFailed, this, &RobotLink::connectionFailed);
    connect(w, &LinkWorker::identityComplete, this, &RobotLink::identityComplete);
    connect(w, &LinkWorker::warning, this, &RobotLink::warning);

    // State this side mirrors so that getters never ask the worker thread.
    connect(w, &LinkWorker::connected, this, [this](const QString &port) {
        m_connected = true;
        m_port = port;
        emit connected(port);
    });
    connect(w, &LinkWorker::disconnected, this, [this](const QString &reason) {
        m_connected = false;
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
    connect(w, &LinkWorker::virtualRobotChanged, this,
            [this](std::shared_ptr<sim::VirtualKobuki> robot) {
                m_virtualRobot = std::move(robot);
                emit virtualRobotChanged();
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
        emit replayOpened(path, durationMs);
    });
    connect(w, &LinkWorker::disconnected, this, [this] { m_replaying = false; });
    connect(w, &LinkWorker::replayFailed, this, &RobotLink::replayFailed);
    connect(w, &LinkWorker::replayPosition, this, &RobotLink::replayPosition);
    connect(w, &LinkWorker::replayFinished, this, &RobotLink::replayFinished);
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
    QMetaObject::invokeMethod(m_worker, [w = m_worker, paused] { w->setReplayPaused(paused); });
}

void RobotLink::seekReplay(qint64 positionMs)
{
    QMetaObject::invokeMethod(m_worker, [w = m_worker, positionMs] { w->seekReplay(positionMs); });
}

void RobotLink::connectTo(const QString &port)
{
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
    QMetaObject::invokeMethod(m_worker, [w = m_worker, linearMps, angularRadps] {
        w->drive(linearMps, angularRadps);
    });
}

void RobotLink::stop()
{
    QMetaObject::invokeMethod(m_worker, &LinkWorker::stop);
}

void RobotLink::setMotorsEnabled(bool enabled)
{
    m_motorsEnabled = enabled;
    QMetaObject::invokeMethod(m_worker, [w = m_worker, enabled] { w->setMotorsEnabled(enabled); });
}

void RobotLink::setDriveLimits(const DriveLimits &limits)
{
    QMetaObject::invokeMethod(m_worker, [w = m_worker, limits] { w->setDriveLimits(limits); });
}

void RobotLink::setSafetySettings(const core::SafetySettings &settings)
{
    QMetaObject::invokeMethod(m_worker, [w = m_worker, settings] { w->setSafetySettings(settings); });
}

void RobotLink::playSound(double hertz, int durationMs)
{
    QMetaObject::invokeMethod(m_worker, [w = m_worker, hertz, durationMs] {
        w->playSound(hertz, durationMs);
    });
}

void RobotLink::playSoundSequence(kobuki::SoundSequence sequence)
{
    QMetaObject::invokeMethod(m_worker, [w = m_worker, sequence] { w->playSoundSequence(sequence); });
}

void RobotLink::applyOutputs(const kobuki::OutputWord &next)
{
    const bool changed = next.word() != m_outputs.word();
    m_outputs = next;
    const quint16 word = m_outputs.word();
    // Sent even when unchanged: the user may be re-asserting a word the robot lost.
    QMetaObject::invokeMethod(m_worker, [w = m_worker, word] { w->sendOutputWord(word); });
    if (changed)
        emit outputWordChanged(word);
}

void RobotLink::setOutputWord(quint16 word)
{
    kobuki::OutputWord next = m_outputs;
    next.setWord(word);
    applyOutputs(next);
}

void RobotLink::setDigitalOutput(int channel, bool high)
{
    kobuki::OutputWord next = m_outputs;
    next.setDigitalOutput(channel, high);
    applyOutputs(next);
}

void RobotLink::setDigitalOutputs(quint8 bits)
{
    kobuki::OutputWord next = m_outputs;
    next.setDigitalOutputs(bits);
    applyOutputs(next);
}

void RobotLink::setPowerRail(kobuki::PowerRail rail, bool on)
{
    kobuki::OutputWord next = m_outputs;
    next.setPowerRail(rail, on);
    applyOutputs(next);
}

void RobotLink::setLed(int led, kobuki::LedColour colour)
{
    kobuki::OutputWord next = m_outputs;
    next.setLed(led, colour);
    applyOutputs(next);
}

void RobotLink::setControllerGains(double p, double i, double d)
{
    QMetaObject::invokeMethod(m_worker, [w = m_worker, p, i, d] {
        w->setControllerGains(p, i, d, true);
    });
}

void RobotLink::restoreFactoryGains()
{
    QMetaObject::invokeMethod(m_worker, [w = m_worker] { w->setControllerGains(0, 0, 0, false); });
}

void RobotLink::requestControllerGains()
{
    QMetaObject::invokeMethod(m_worker, &LinkWorker::requestControllerGains);
}

}  // namespace robodash::link
