#pragma once
// After the first feedback frame, ask the robot who it is (hardware and firmware version,
// UDID: one Request Extra) and how it drives (Get Controller Gain), and ask again for what
// is still missing every kRetryMs, at most kMaxRounds times. A robot that never answers
// gets one gaveUp(), never an endless stream of requests.

#include <QObject>
#include <QTimer>

namespace robodash::link {

class IdentityHandshake : public QObject {
    Q_OBJECT
public:
    static constexpr int kRetryMs = 200;
    static constexpr int kMaxRounds = 10;

    explicit IdentityHandshake(QObject *parent = nullptr);

    void start();  // asks at once; restarts if running
    void reset();  // port closed or robot gone: forget everything, ask nothing
    void gotHardwareVersion() { received(kHardware); }
    void gotFirmwareVersion() { received(kFirmware); }
    void gotUdid() { received(kUdid); }
    void gotGains() { received(kGains); }
    bool isComplete() const { return m_have == kAll; }
    int rounds() const { return m_rounds; }

signals:
    // Ask for these now: `extraFlags` as in kobuki::RequestExtra, `gains` for Get Gain.
    void request(quint16 extraFlags, bool gains);
    void completed();
    void gaveUp(const QString &missing);

private:
    enum Piece : unsigned { kHardware = 1, kFirmware = 2, kUdid = 4, kGains = 8, kAll = 15 };
    void received(Piece piece);
    void askForMissing();
    QString describeMissing() const;

    QTimer m_timer;
    unsigned m_have = 0;
    int m_rounds = 0;
    bool m_running = false;
};

}  // namespace robodash::link
