// Which of a network robot's pictures a recording keeps: one a second per picture topic by
// default, every one at 0; every other message and a serial robot's bytes always.
#include "core/NetworkMessage.h"
#include "link/RecordedPictureRate.h"

#include <QTest>

namespace tst_recorded_picture_rate {  // this file's names, apart in a unity batch

using robodash::link::RecordedPictureRate;

namespace {

QByteArray envelope(const std::string &topic, const std::string &type)
{
    const std::vector<std::uint8_t> bytes =
        robodash::core::envelopeOf({topic, type, std::vector<std::uint8_t>(40, 0x5a)});
    return QByteArray(reinterpret_cast<const char *>(bytes.data()), int(bytes.size()));
}

const QByteArray kPicture = envelope("camera/color/image_raw/compressed", "sensor_msgs/msg/CompressedImage");
const QByteArray kDepth = envelope("camera/depth/image_raw", "sensor_msgs/msg/Image");
const QByteArray kScan = envelope("scan", "sensor_msgs/msg/LaserScan");

// How many of `count` messages `bytes`, 1000/15 ms apart from 0, are kept.
int keptOf(RecordedPictureRate &rate, const QByteArray &bytes, int count)
{
    int kept = 0;
    for (int i = 0; i < count; ++i)
        kept += rate.keep(bytes, qint64(i) * 1000 / 15) ? 1 : 0;
    return kept;
}

}  // namespace

class TestRecordedPictureRate : public QObject {
    Q_OBJECT
private slots:
    void aPictureTopicIsReadFromTheEnvelopesHead()
    {
        QCOMPARE(RecordedPictureRate::pictureTopic(kPicture), std::string("camera/color/image_raw/compressed"));
        QCOMPARE(RecordedPictureRate::pictureTopic(kDepth), std::string("camera/depth/image_raw"));
        QCOMPARE(RecordedPictureRate::pictureTopic(kScan), std::string());
        QCOMPARE(RecordedPictureRate::pictureTopic(QByteArray("\xaa\x55\x4d\x01", 4)), std::string());
        QCOMPARE(RecordedPictureRate::pictureTopic(kPicture.left(5)), std::string());  // cut short
    }

    void byDefaultOnePictureASecondIsKept()
    {
        RecordedPictureRate rate;
        QCOMPARE(rate.picturesPerSecond(), 1.0);
        // 10 s of a 15 Hz camera: 150 pictures, 10 kept (at 0, 1, ... 9 s).
        QCOMPARE(keptOf(rate, kPicture, 150), 10);
    }

    void eachPictureTopicHasItsOwnRate()
    {
        RecordedPictureRate rate;
        QVERIFY(rate.keep(kPicture, 0));
        QVERIFY(rate.keep(kDepth, 10));   // another topic: kept
        QVERIFY(!rate.keep(kPicture, 500));
        QVERIFY(!rate.keep(kDepth, 600));
        QVERIFY(rate.keep(kPicture, 1000));
    }

    void everyOtherMessageIsKept()
    {
        RecordedPictureRate rate;
        QCOMPARE(keptOf(rate, kScan, 150), 150);
        QCOMPARE(keptOf(rate, QByteArray("\xaa\x55\x4d\x01\x0f", 5), 150), 150);
    }

    void zeroKeepsEveryPicture()
    {
        RecordedPictureRate rate;
        rate.setPicturesPerSecond(0);
        QCOMPARE(keptOf(rate, kPicture, 150), 150);
        rate.setPicturesPerSecond(5);
        QCOMPARE(keptOf(rate, kPicture, 150), 50);
    }

    void aReplaySeekingBackStartsAgain()
    {
        // Times going backwards (a seek, a new session's clock): the next picture is kept.
        RecordedPictureRate rate;
        QVERIFY(rate.keep(kPicture, 5000));
        QVERIFY(rate.keep(kPicture, 100));
    }
};

QTEST_GUILESS_MAIN(TestRecordedPictureRate)

}  // namespace tst_recorded_picture_rate
#include "tst_recorded_picture_rate.moc"
