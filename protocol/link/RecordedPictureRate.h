#pragma once
// Which of a network robot's camera pictures go into its recording. Every picture of a
// 640x480 JPEG camera at 15 Hz is about 2 GB an hour; a session's pictures are mostly there
// to see what the robot saw, so by default one a second per picture topic is kept (the
// rest of the session, scans included, is kept whole). 0 keeps every picture.
// It reads only the envelope's head (core/NetworkMessage.h): a serial robot's bytes, and any
// message but a picture, are always kept.

#include <QByteArray>
#include <QtGlobal>

#include <map>
#include <string>

namespace robodash::link {

class RecordedPictureRate {
public:
    static constexpr double kDefaultPerSecond = 1.0;

    void setPicturesPerSecond(double perSecond);  // 0: every picture
    double picturesPerSecond() const { return m_perSecond; }
    // Whether `bytes`, received at `timeMs`, go into the recording.
    bool keep(const QByteArray &bytes, qint64 timeMs);
    void restart() { m_lastKeptMs.clear(); }

    // The topic of `bytes` when they are one picture message's envelope (CompressedImage or
    // Image); empty otherwise.
    static std::string pictureTopic(const QByteArray &bytes);
    // Whether `bytes` are an envelope of /tf_static: sent once, latched, when the link
    // connects, so a recording started later must be given it (LinkWorker keeps it).
    static bool isStaticTransform(const QByteArray &bytes);

private:
    double m_perSecond = kDefaultPerSecond;
    std::map<std::string, qint64> m_lastKeptMs;  // per picture topic
};

}  // namespace robodash::link
