// The camera panel: CameraImageDecoder turns what a robot sends (a JPEG or PNG file, or raw
// sensor_msgs/Image pixels) into a QImage, and refuses what it cannot show with a reason
// rather than reading past the bytes; CameraView decodes only the newest frame, only when it
// paints, and captions it with its size, rate and age, fading it when the stream stops.
#include "CameraImageDecoder.h"
#include "CameraView.h"
#include "WidgetTestHelpers.h"

#include <QBuffer>
#include <QPainter>
#include <QRegularExpression>
#include <QtTest>

#include <cmath>
#include <cstring>
#include <limits>

namespace tst_camera_view {  // this file's names, apart in a unity batch

using robodash::core::CameraImage;
using robodash::widgets::CameraImageDecoder;
using robodash::widgets::CameraView;
namespace testing = robodash::widgets::testing;

namespace {

// The middle of each block of fourBlocks(), as a share of the picture's width and height.
const QList<QPair<QPointF, QColor>> kBlockCentres = {{{0.25, 0.25}, QColor(220, 30, 40)},
                                                     {{0.75, 0.25}, QColor(30, 200, 60)},
                                                     {{0.25, 0.75}, QColor(40, 60, 220)},
                                                     {{0.75, 0.75}, QColor(240, 230, 40)}};

// 64×48 in four blocks of one colour each: a JPEG keeps a block's middle within a few steps.
QImage fourBlocks()
{
    QImage picture(64, 48, QImage::Format_RGB888);
    QPainter painter(&picture);
    for (const auto &[middle, colour] : kBlockCentres)
        painter.fillRect(QRectF(middle.x() * 64 - 16, middle.y() * 48 - 12, 32, 24), colour);
    return picture;
}

std::shared_ptr<const std::vector<std::uint8_t>> bytesOf(const QByteArray &bytes)
{
    return std::make_shared<const std::vector<std::uint8_t>>(bytes.begin(), bytes.end());
}

QByteArray fileOf(const QImage &picture, const char *fileFormat)
{
    QByteArray file;
    QBuffer buffer(&file);
    buffer.open(QIODevice::WriteOnly);
    picture.save(&buffer, fileFormat, 95);
    return file;
}

CameraImage compressed(const QImage &picture, const char *fileFormat, const std::string &format,
                       std::int64_t receivedMs = 0)
{
    CameraImage image;
    image.topic = "camera/color/image_raw/compressed";
    image.receivedMs = receivedMs;
    image.format = format;
    image.data = bytesOf(fileOf(picture, fileFormat));
    return image;
}

CameraImage raw(const std::string &encoding, std::uint32_t width, std::uint32_t height, std::uint32_t step,
                const std::vector<std::uint8_t> &bytes, bool bigEndian = false)
{
    return {"camera/image_raw", "camera_optical_frame", 0, 0, CameraImage::Kind::Raw, encoding, width, height, step,
            bigEndian, std::make_shared<const std::vector<std::uint8_t>>(bytes)};
}

std::vector<std::uint8_t> floatBytes(const std::vector<float> &values, bool bigEndian)
{
    std::vector<std::uint8_t> bytes;
    for (float value : values) {
        std::uint32_t bits;
        std::memcpy(&bits, &value, 4);
        for (int i = 0; i < 4; ++i)
            bytes.push_back(std::uint8_t(bits >> (8 * (bigEndian ? 3 - i : i))));
    }
    return bytes;
}

void snapshot(QWidget &widget, const QString &name)
{
    const QString folder = qEnvironmentVariable("ROBODASH_CAMERA_SNAPSHOTS");
    if (!folder.isEmpty())
        testing::render(widget).save(folder + QLatin1Char('/') + name + QStringLiteral(".png"));
}

// Whether `image` gives no picture and an error that contains `part` (said when not).
bool refusedFor(const CameraImage &image, const QString &part)
{
    QString error;
    const bool refused = CameraImageDecoder::decode(image, &error).isNull() && error.contains(part);
    if (!refused)
        qWarning("expected a refusal naming \"%s\", got \"%s\"", qPrintable(part), qPrintable(error));
    return refused;
}

// Where a share (0..1 across and down) of the picture is drawn in the view.
QPoint inPicture(const CameraView &view, const QPointF &share)
{
    const QRect picture = view.pictureRect();
    return picture.topLeft() + QPoint(int(share.x() * picture.width()), int(share.y() * picture.height()));
}

// Ten frames 100 ms apart, the newest at 1900 ms on the link clock.
void feedTenFrames(CameraView &view)
{
    for (int i = 0; i < 10; ++i)
        view.setImage(compressed(fourBlocks(), "PNG", "rgb8; png compressed", 1000 + 100 * i));
}

}  // namespace

class CameraViewTest : public QObject {
    Q_OBJECT
private slots:
    void jpegDecodesToTheSamePicture()
    {
        for (const std::string format : {"rgb8; jpeg compressed bgr8", "jpeg", ""}) {
            QString error;
            const QImage picture = CameraImageDecoder::decode(compressed(fourBlocks(), "JPG", format), &error);
            QVERIFY2(!picture.isNull(), qPrintable(error));
            QVERIFY(error.isEmpty());
            QCOMPARE(picture.size(), QSize(64, 48));
            for (const auto &[where, colour] : kBlockCentres) {
                const QColor decoded = picture.pixelColor(QPoint(int(where.x() * 64), int(where.y() * 48)));
                QVERIFY2(testing::sameColour(decoded, colour, 10), qPrintable(decoded.name()));
            }
        }
    }

    void pngDecodesExactlyWhateverTheFormatSays()
    {
        const QImage original = fourBlocks();
        // "jpeg" over PNG bytes: the file's first bytes say what it is.
        for (const std::string format : {"mono8; png compressed", "png", "jpeg"}) {
            const QImage picture = CameraImageDecoder::decode(compressed(original, "PNG", format), nullptr);
            QCOMPARE(picture.convertToFormat(QImage::Format_RGB888), original);
        }
    }

    void compressedDepthSkipsItsHeader()
    {
        QImage depth(4, 1, QImage::Format_Grayscale16);
        const quint16 millimetres[] = {0, 300, 5000, 9000};
        std::memcpy(depth.scanLine(0), millimetres, sizeof millimetres);
        const QByteArray file = fileOf(depth, "PNG");
        CameraImage image;
        image.format = "16UC1; compressedDepth png";
        image.data = bytesOf(QByteArray(CameraImageDecoder::kCompressedDepthHeaderBytes, '\0') + file);

        const QImage grey = CameraImageDecoder::decode(image, nullptr);
        QCOMPARE(grey.size(), QSize(4, 1));
        QCOMPARE(qGray(grey.pixel(0, 0)), 0);    // no reading: black
        QCOMPARE(qGray(grey.pixel(1, 0)), 255);  // near: white
        QCOMPARE(qGray(grey.pixel(2, 0)), CameraImageDecoder::kDepthFarGrey);
        QCOMPARE(qGray(grey.pixel(3, 0)), CameraImageDecoder::kDepthFarGrey);  // beyond the scale: as far

        image.data = bytesOf(file);  // a plain PNG where the header should be: refused, not misread
        QVERIFY(refusedFor(image, QStringLiteral("header")));
    }

    void rgbAndBgrGiveTheSamePicture()
    {
        const std::vector<std::uint8_t> rgb = {255, 0, 0, 0, 255, 0, 0, 0, 255, 10, 20, 30};
        const std::vector<std::uint8_t> bgr = {0, 0, 255, 0, 255, 0, 255, 0, 0, 30, 20, 10};
        const QImage fromRgb = CameraImageDecoder::decode(raw("rgb8", 2, 2, 6, rgb), nullptr);
        QCOMPARE(CameraImageDecoder::decode(raw("bgr8", 2, 2, 6, bgr), nullptr), fromRgb);
        QCOMPARE(fromRgb.pixelColor(0, 0), QColor(255, 0, 0));
        QCOMPARE(fromRgb.pixelColor(1, 1), QColor(10, 20, 30));

        // Four bytes a pixel, alpha ignored (some drivers send 0 there).
        const std::vector<std::uint8_t> rgba = {255, 0, 0, 0, 0, 255, 0, 0, 0, 0, 255, 0, 10, 20, 30, 0};
        const std::vector<std::uint8_t> bgra = {0, 0, 255, 9, 0, 255, 0, 9, 255, 0, 0, 9, 30, 20, 10, 9};
        QCOMPARE(CameraImageDecoder::decode(raw("rgba8", 2, 2, 8, rgba), nullptr), fromRgb);
        QCOMPARE(CameraImageDecoder::decode(raw("bgra8", 2, 2, 8, bgra), nullptr), fromRgb);
    }

    void paddedRowsAreSkipped()
    {
        // 3×2 mono8 in rows of 8 bytes: the 5 bytes of padding (0xEE) are never pixels.
        const std::vector<std::uint8_t> bytes = {1, 2, 3, 0xEE, 0xEE, 0xEE, 0xEE, 0xEE,  //
                                                 4, 5, 6, 0xEE, 0xEE, 0xEE, 0xEE, 0xEE};
        const QImage picture = CameraImageDecoder::decode(raw("mono8", 3, 2, 8, bytes), nullptr);
        QCOMPARE(picture.size(), QSize(3, 2));
        QCOMPARE(qGray(picture.pixel(2, 0)), 3);
        QCOMPARE(qGray(picture.pixel(0, 1)), 4);
        QCOMPARE(qGray(picture.pixel(2, 1)), 6);

        // 1×2 rgb8 in rows of 4 bytes.
        const QImage colour = CameraImageDecoder::decode(raw("rgb8", 1, 2, 4, {1, 2, 3, 0xEE, 4, 5, 6, 0xEE}), nullptr);
        QCOMPARE(colour.pixelColor(0, 1), QColor(4, 5, 6));
    }

    void mono16ReadsEitherByteOrder()
    {
        const QImage big = CameraImageDecoder::decode(raw("mono16", 2, 1, 4, {0x12, 0x34, 0xAB, 0xCD}, true), nullptr);
        const QImage little = CameraImageDecoder::decode(raw("mono16", 2, 1, 4, {0x34, 0x12, 0xCD, 0xAB}), nullptr);
        QCOMPARE(big.format(), QImage::Format_Grayscale16);
        const auto *values = reinterpret_cast<const quint16 *>(big.constScanLine(0));
        QCOMPARE(values[0], quint16(0x1234));
        QCOMPARE(values[1], quint16(0xABCD));
        QCOMPARE(little, big);
    }

    void depthWithoutReadingIsBlack()
    {
        // 16UC1 millimetres, big-endian: 0 (no reading), 0.3 m, 5 m, 2.5 m.
        const QImage millimetres = CameraImageDecoder::decode(
            raw("16UC1", 4, 1, 8, {0x00, 0x00, 0x01, 0x2C, 0x13, 0x88, 0x09, 0xC4}, true), nullptr);
        QCOMPARE(qGray(millimetres.pixel(0, 0)), 0);
        QCOMPARE(qGray(millimetres.pixel(1, 0)), 255);
        QCOMPARE(qGray(millimetres.pixel(2, 0)), CameraImageDecoder::kDepthFarGrey);
        const int middle = qGray(millimetres.pixel(3, 0));
        QCOMPARE(middle, CameraImageDecoder::depthGrey(2.5));
        QVERIFY(middle > CameraImageDecoder::kDepthFarGrey && middle < 255);  // nearer is brighter

        // 32FC1 metres: NaN, 0 and inf are no reading; either byte order.
        const float nan = std::numeric_limits<float>::quiet_NaN(), inf = std::numeric_limits<float>::infinity();
        for (const bool bigEndian : {false, true}) {
            const QImage metres = CameraImageDecoder::decode(
                raw("32FC1", 5, 1, 20, floatBytes({nan, 0.0f, 0.3f, inf, 2.5f}, bigEndian), bigEndian), nullptr);
            QCOMPARE(metres.size(), QSize(5, 1));
            QCOMPARE(qGray(metres.pixel(0, 0)), 0);
            QCOMPARE(qGray(metres.pixel(1, 0)), 0);
            QCOMPARE(qGray(metres.pixel(2, 0)), 255);
            QCOMPARE(qGray(metres.pixel(3, 0)), 0);
            QCOMPARE(qGray(metres.pixel(4, 0)), middle);
        }
    }

    void damagedOrUnknownInputIsRefusedWithAReason()
    {
        using Bytes = std::vector<std::uint8_t>;
        const QString oneByteShort = QStringLiteral("needs 48 bytes (step 12 × 4 rows), got 47");
        QVERIFY(refusedFor(raw("rgb8", 4, 4, 12, Bytes(47)), oneByteShort));
        QVERIFY(refusedFor(raw("yuv422", 2, 2, 4, Bytes(8)), QStringLiteral("yuv422 is not shown: ")));
        QVERIFY(refusedFor(raw("rgb8", 0, 4, 12, Bytes(48)), QStringLiteral("0×4 has no pixels")));
        QVERIFY(refusedFor(raw("rgb8", 4, 4, 8, Bytes(48)), QStringLiteral("step 8 is shorter")));
        QVERIFY(refusedFor(raw("rgb8", 2, 2, 6, {}), QStringLiteral("no bytes")));
        // Sizes whose products overflow 32 bits, with a handful of bytes.
        QVERIFY(refusedFor(raw("32FC1", 0x40000000, 2, 0xFFFFFFFF, Bytes(64)), QStringLiteral("step 4294967295 is")));
        QVERIFY(refusedFor(raw("mono8", 1, 0xFFFFFFFF, 0xFFFFFFFF, Bytes(64)), QStringLiteral("got 64")));

        CameraImage garbage = compressed(fourBlocks(), "JPG", "jpeg");
        garbage.data = bytesOf(QByteArray("not a picture at all"));
        QVERIFY(refusedFor(garbage, QStringLiteral("JPEG picture could not be read")));
        CameraImage cut = compressed(fourBlocks(), "PNG", "png");
        cut.data = std::make_shared<const Bytes>(cut.data->begin(), cut.data->begin() + 40);
        // (libpng itself prints "libpng error: Read Error" on standard error: not a Qt message)
        QVERIFY(refusedFor(cut, QStringLiteral("PNG picture could not be read")));
        CameraImage tiff = compressed(fourBlocks(), "PNG", "rgb8; tiff compressed");
        tiff.data = bytesOf(QByteArray("II*\0 some tiff", 14));
        QVERIFY(refusedFor(tiff, QStringLiteral("tiff is not shown: ")));
        QVERIFY(refusedFor(compressed(fourBlocks(), "PNG", "16UC1; compressedDepth rvl"), QStringLiteral("rvl")));
    }

    void captionShowsSizeRateAndAge()
    {
        CameraView view;
        feedTenFrames(view);
        view.setNowMs(2150);
        QCOMPARE(view.frameRateHz().value_or(0), 10.0);
        QCOMPARE(view.ageMs().value(), std::int64_t(250));
        QCOMPARE(view.captionText(),
                 QStringLiteral("camera/color/image_raw/compressed · 64×48 · 10.0 Hz · 250 ms old"));
        view.setNowMs(5100);  // 3.2 s without a frame: stale, the age now in seconds
        QVERIFY2(view.captionText().contains(QStringLiteral("· no picture for 3.2 s (since ")), qPrintable(view.captionText()));
    }

    void aStoppedStreamFadesAndSaysSinceWhen()
    {
        CameraView view;
        view.resize(320, 240);
        feedTenFrames(view);
        view.setNowMs(1950);
        const QImage live = testing::render(view);
        const QPoint red = inPicture(view, {0.25, 0.25});
        QVERIFY(!view.isStale());

        view.setNowMs(1900 + 2000);  // two seconds without a frame
        QVERIFY(view.isStale());
        const QString caption = view.captionText();
        const QRegularExpression sinceWhen(QStringLiteral("no picture for 2.0 s \\(since \\d\\d:\\d\\d:\\d\\d\\)$"));
        QVERIFY2(caption.contains(sinceWhen), qPrintable(caption));
        QVERIFY(!caption.contains(QStringLiteral("Hz")));  // no rate for a stopped stream
        const QImage stale = testing::render(view);
        snapshot(view, QStringLiteral("camera_view_stale"));
        // The picture shows through a veil of the backdrop: still red, but much dimmer.
        const QColor before = live.pixelColor(red), after = stale.pixelColor(red);
        QVERIFY2(after.red() < before.red() * 0.6 && after.red() > after.green(), qPrintable(after.name()));

        view.setImage(compressed(fourBlocks(), "PNG", "png", 4000));  // the stream is back
        QVERIFY(!view.isStale());
    }

    void aHiddenViewDoesNotDecode()
    {
        CameraView view;  // never shown: a closed dock
        feedTenFrames(view);
        view.setNowMs(2000);
        robodash::widgets::RefreshGate::flushAll(view);
        QCoreApplication::processEvents();
        QCOMPARE(view.decodeCount(), 0);

        view.resize(320, 240);
        view.show();
        QVERIFY(QTest::qWaitForWindowExposed(&view));
        testing::render(view);
        QCOMPARE(view.decodeCount(), 1);  // the newest of the ten, once
        view.setNowMs(2100);  // the age moves on: the caption changes, the picture does not
        testing::render(view);
        QCOMPARE(view.decodeCount(), 1);
        view.setImage(compressed(fourBlocks(), "PNG", "png", 2200));
        testing::render(view);
        QCOMPARE(view.decodeCount(), 2);
    }

    void drawsThePictureFittedAndCentred()
    {
        CameraView view;
        view.resize(320, 240);
        feedTenFrames(view);
        view.setNowMs(1942);
        const QImage shown = testing::render(view);
        snapshot(view, QStringLiteral("camera_view"));
        const QRect picture = view.pictureRect();
        // 4:3 kept: as tall as the room above the caption, centred across.
        QVERIFY(picture.height() > 150);
        QVERIFY(std::abs(picture.width() * 3 - picture.height() * 4) <= 4);
        QVERIFY(std::abs(picture.center().x() - view.width() / 2) <= 1);
        QVERIFY(picture.bottom() < view.height() - 20);  // the caption below it
        for (const auto &[where, colour] : kBlockCentres) {
            const QPoint at = inPicture(view, where);
            QVERIFY2(testing::sameColour(shown.pixelColor(at), colour, 8), qPrintable(shown.pixelColor(at).name()));
        }
        // Dark on both sides of the picture, in either theme.
        const QColor side = shown.pixelColor(QPoint(2, picture.center().y()));
        QVERIFY2(side.lightness() < 60, qPrintable(side.name()));
    }

    void anUndecodableFrameKeepsTheLastPictureFaded()
    {
        CameraView view;
        view.resize(320, 240);
        feedTenFrames(view);
        view.setNowMs(1950);
        const QImage live = testing::render(view);
        const QRect picture = view.pictureRect();
        const QPoint green = inPicture(view, {0.75, 0.25});

        CameraImage yuv = raw("yuv422", 64, 48, 128, std::vector<std::uint8_t>(128 * 48), false);
        yuv.receivedMs = 2000;  // the stream goes on: faded for the error alone
        view.setImage(yuv);
        view.setNowMs(2010);
        QVERIFY(!view.isStale());
        QVERIFY(view.errorText().startsWith(QStringLiteral("yuv422 is not shown")));
        QVERIFY(view.currentImage().isNull());
        const QImage failed = testing::render(view);
        snapshot(view, QStringLiteral("camera_view_error"));
        QCOMPARE(view.pictureRect(), picture);  // the last good picture stays where it was...
        QVERIFY(failed.pixelColor(green).green() < live.pixelColor(green).green() * 0.6);  // ...faded
        QVERIFY(view.captionText().contains(QStringLiteral("64×48")));  // the raw frame's own size

        view.setImage(compressed(fourBlocks(), "PNG", "png", 2000));
        QVERIFY(view.errorText().isEmpty());
        QCOMPARE(view.currentImage().size(), QSize(64, 48));
    }

    void showsAHintBeforeTheFirstPicture()
    {
        CameraView view;
        QVERIFY(!view.hasImage() && view.captionText().isEmpty());
        QCOMPARE(view.hintText(), QStringLiteral("No camera picture yet"));
        view.setHintText(QStringLiteral("No camera topic found on tb1"));
        QCOMPARE(view.hintText(), QStringLiteral("No camera topic found on tb1"));
        QVERIFY(view.currentImage().isNull());
        QVERIFY(view.sizeHint().width() >= 300 && view.minimumSizeHint().width() <= 200);
        view.resize(320, 240);
        snapshot(view, QStringLiteral("camera_view_hint"));

        view.setImage(compressed(fourBlocks(), "PNG", "png", 10));
        QVERIFY(view.hasImage());
        view.clear();
        QVERIFY(!view.hasImage() && view.captionText().isEmpty());
    }
};

QTEST_MAIN(CameraViewTest)

}  // namespace tst_camera_view
#include "tst_camera_view.moc"
