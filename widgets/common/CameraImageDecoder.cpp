#include "CameraImageDecoder.h"

#include <QByteArrayView>
#include <QObject>

#include <algorithm>
#include <cmath>
#include <cstring>
#include <optional>

namespace robodash::widgets {
namespace {

QByteArrayView bytesView(const std::vector<std::uint8_t> &bytes, std::size_t from = 0)
{
    from = std::min(from, bytes.size());
    return {reinterpret_cast<const char *>(bytes.data()) + from, qsizetype(bytes.size() - from)};
}

QImage decodeFailure(QString *error, const QString &why)
{
    if (error)
        *error = why;
    return {};
}

QString pictureSizeText(std::uint64_t width, std::uint64_t height)
{
    return QStringLiteral("%1×%2").arg(width).arg(height);
}

// ---- Compressed pictures -------------------------------------------------------------------

enum class ImageCodec { Jpeg, Png, Tiff, Unknown };

// From the file's first bytes, which say what it is whatever the format string claims.
ImageCodec sniffedCodec(QByteArrayView bytes)
{
    const auto startsWith = [bytes](std::initializer_list<std::uint8_t> magic) {
        return std::size_t(bytes.size()) >= magic.size() &&
               std::equal(magic.begin(), magic.end(), reinterpret_cast<const std::uint8_t *>(bytes.data()));
    };
    if (startsWith({0xFF, 0xD8}))
        return ImageCodec::Jpeg;
    if (startsWith({0x89, 0x50, 0x4E, 0x47}))
        return ImageCodec::Png;
    if (startsWith({0x49, 0x49, 0x2A, 0x00}) || startsWith({0x4D, 0x4D, 0x00, 0x2A}))
        return ImageCodec::Tiff;
    return ImageCodec::Unknown;
}

// "rgb8; jpeg compressed bgr8" -> jpeg, "mono8; png compressed" -> png, bare "png" -> png.
ImageCodec codecOfFormat(const QString &format)
{
    const QString afterPixels = format.contains(QLatin1Char(';')) ? format.section(QLatin1Char(';'), 1) : format;
    const QString codec = afterPixels.trimmed().section(QLatin1Char(' '), 0, 0);
    if (codec.isEmpty() || codec == QLatin1String("jpeg") || codec == QLatin1String("jpg"))
        return ImageCodec::Jpeg;  // an empty format is a JPEG by the message's definition
    if (codec == QLatin1String("png"))
        return ImageCodec::Png;
    if (codec == QLatin1String("tiff") || codec == QLatin1String("tif"))
        return ImageCodec::Tiff;
    return ImageCodec::Unknown;
}

// ---- Raw pixels ----------------------------------------------------------------------------

enum class RawPixels { Colour, Mono8, Mono16, DepthMillimetres, DepthMetres };

struct RawLayout {
    RawPixels pixels;
    int bytesPerPixel;
    int red = 0, green = 0, blue = 0;  // byte offsets of a colour pixel's channels
};

std::optional<RawLayout> rawLayoutOf(const QString &encoding)
{
    if (encoding == QLatin1String("rgb8")) return RawLayout{RawPixels::Colour, 3, 0, 1, 2};
    if (encoding == QLatin1String("bgr8")) return RawLayout{RawPixels::Colour, 3, 2, 1, 0};
    if (encoding == QLatin1String("rgba8")) return RawLayout{RawPixels::Colour, 4, 0, 1, 2};
    if (encoding == QLatin1String("bgra8")) return RawLayout{RawPixels::Colour, 4, 2, 1, 0};
    if (encoding == QLatin1String("mono8") || encoding == QLatin1String("8uc1")) return RawLayout{RawPixels::Mono8, 1};
    if (encoding == QLatin1String("mono16")) return RawLayout{RawPixels::Mono16, 2};
    if (encoding == QLatin1String("16uc1")) return RawLayout{RawPixels::DepthMillimetres, 2};
    if (encoding == QLatin1String("32fc1")) return RawLayout{RawPixels::DepthMetres, 4};
    return std::nullopt;
}

std::uint16_t readUint16(const std::uint8_t *at, bool bigEndian)
{
    return bigEndian ? std::uint16_t(at[0] << 8 | at[1]) : std::uint16_t(at[1] << 8 | at[0]);
}

float readFloat32(const std::uint8_t *at, bool bigEndian)
{
    std::uint32_t bits = 0;
    for (int i = 0; i < 4; ++i)
        bits |= std::uint32_t(at[bigEndian ? i : 3 - i]) << (8 * (3 - i));
    float value;
    std::memcpy(&value, &bits, sizeof value);
    return value;
}

// Each row through `convert(source row, destination row)`: the caller has checked that
// step * height bytes are there and that a row of pixels fits in step.
template <typename Convert>
QImage convertRawRows(const core::CameraImage &image, QImage::Format format, Convert convert)
{
    QImage picture(int(image.width), int(image.height), format);
    if (picture.isNull())
        return picture;  // too big to allocate: the caller says so
    const std::uint8_t *bytes = image.data->data();
    for (std::uint32_t y = 0; y < image.height; ++y)
        convert(bytes + std::size_t(y) * image.step, picture.scanLine(int(y)));
    return picture;
}

QImage convertRawPixels(const core::CameraImage &image, const RawLayout &layout)
{
    const std::uint32_t width = image.width;
    const bool big = image.bigEndian;
    const int bpp = layout.bytesPerPixel;
    switch (layout.pixels) {
    case RawPixels::Colour:
        return convertRawRows(image, QImage::Format_RGB888, [&](const std::uint8_t *in, uchar *out) {
            for (std::uint32_t x = 0; x < width; ++x, in += bpp, out += 3) {
                out[0] = in[layout.red];
                out[1] = in[layout.green];
                out[2] = in[layout.blue];
            }
        });
    case RawPixels::Mono8:
        return convertRawRows(image, QImage::Format_Grayscale8,
                           [&](const std::uint8_t *in, uchar *out) { std::memcpy(out, in, width); });
    case RawPixels::Mono16:
        return convertRawRows(image, QImage::Format_Grayscale16, [&](const std::uint8_t *in, uchar *out) {
            auto *grey = reinterpret_cast<quint16 *>(out);
            for (std::uint32_t x = 0; x < width; ++x)
                grey[x] = readUint16(in + 2 * x, big);
        });
    case RawPixels::DepthMillimetres:
        return convertRawRows(image, QImage::Format_Grayscale8, [&](const std::uint8_t *in, uchar *out) {
            for (std::uint32_t x = 0; x < width; ++x)
                out[x] = uchar(CameraImageDecoder::depthGrey(readUint16(in + 2 * x, big) / 1000.0));
        });
    case RawPixels::DepthMetres:
        return convertRawRows(image, QImage::Format_Grayscale8, [&](const std::uint8_t *in, uchar *out) {
            for (std::uint32_t x = 0; x < width; ++x)
                out[x] = uchar(CameraImageDecoder::depthGrey(readFloat32(in + 4 * x, big)));
        });
    }
    return {};
}

}  // namespace

QImage CameraImageDecoder::decode(const core::CameraImage &image, QString *error)
{
    if (error)
        error->clear();
    if (image.size() == 0)
        return decodeFailure(error, tr("empty picture: the message carries no bytes"));
    return image.kind == core::CameraImage::Kind::Raw ? decodeRaw(image, error) : decodeCompressed(image, error);
}

int CameraImageDecoder::depthGrey(double metres)
{
    if (!std::isfinite(metres) || metres <= 0)
        return 0;  // no reading: black, apart from every measured distance
    const double share = (std::clamp(metres, kDepthNearM, kDepthFarM) - kDepthNearM) / (kDepthFarM - kDepthNearM);
    return int(std::lround(255 - share * (255 - kDepthFarGrey)));
}

QImage CameraImageDecoder::loadFile(QByteArrayView file, const char *codec, QString *error)
{
    QImage picture;
    if (!picture.loadFromData(file, codec) || picture.isNull()) {
        const QString why = tr("the %1 picture could not be read (%2 bytes): damaged or cut short");
        return decodeFailure(error, why.arg(QLatin1String(codec)).arg(file.size()));
    }
    return picture;
}

QImage CameraImageDecoder::decodeCompressed(const core::CameraImage &image, QString *error)
{
    const QString format = QString::fromStdString(image.format).toLower();
    if (format.contains(QLatin1String("compresseddepth")))
        return decodeCompressedDepth(image, format, error);
    const QByteArrayView file = bytesView(*image.data);
    const ImageCodec sniffed = sniffedCodec(file);
    // The bytes say what the file is; the format string only when they say nothing known.
    const ImageCodec codec = sniffed != ImageCodec::Unknown ? sniffed : codecOfFormat(format);
    if (codec == ImageCodec::Tiff)
        return decodeFailure(error, tr("tiff is not shown: the camera panel shows JPEG and PNG pictures"));
    // An unmatched format is a JPEG by the message's definition.
    return loadFile(file, codec == ImageCodec::Png ? "PNG" : "JPEG", error);
}

// "16UC1; compressedDepth png": a 12-byte ConfigHeader (format, depthQuantA, depthQuantB)
// then a 16-bit grey PNG: millimetres for 16UC1, quantised inverse depth for 32FC1.
QImage CameraImageDecoder::decodeCompressedDepth(const core::CameraImage &image, const QString &format,
                                                 QString *error)
{
    const QString encoding = format.section(QLatin1Char(';'), 0, 0).trimmed();
    const QString codec = format.section(QLatin1String("compresseddepth"), 1).trimmed();
    if (!codec.isEmpty() && codec != QLatin1String("png"))
        return decodeFailure(error, tr("compressedDepth %1 is not shown: only compressedDepth png").arg(codec));
    if (encoding != QLatin1String("16uc1") && encoding != QLatin1String("32fc1"))
        return decodeFailure(error, tr("compressedDepth of %1 is not shown: only 16UC1 and 32FC1").arg(encoding));
    const std::vector<std::uint8_t> &bytes = *image.data;
    const QByteArrayView png = bytesView(bytes, kCompressedDepthHeaderBytes);
    if (sniffedCodec(png) != ImageCodec::Png) {  // also when the bytes end before the header does
        const QString why = tr("compressedDepth picture of %1 bytes holds no PNG after its %2-byte header");
        return decodeFailure(error, why.arg(bytes.size()).arg(kCompressedDepthHeaderBytes));
    }
    QImage depth = loadFile(png, "PNG", error);
    if (depth.isNull())
        return depth;
    depth = depth.convertToFormat(QImage::Format_Grayscale16);
    // The header's two floats, in the sender's byte order: little-endian on every robot CPU.
    const float quantA = readFloat32(bytes.data() + 4, false);
    const float quantB = readFloat32(bytes.data() + 8, false);
    const bool inverse = encoding == QLatin1String("32fc1");
    QImage grey(depth.size(), QImage::Format_Grayscale8);
    for (int y = 0; y < depth.height(); ++y) {
        const auto *in = reinterpret_cast<const quint16 *>(depth.constScanLine(y));
        uchar *out = grey.scanLine(y);
        for (int x = 0; x < depth.width(); ++x) {
            const double metres = !in[x] ? 0.0 : inverse ? quantA / (in[x] - quantB) : in[x] / 1000.0;
            out[x] = uchar(depthGrey(metres));
        }
    }
    return grey;
}

QImage CameraImageDecoder::decodeRaw(const core::CameraImage &image, QString *error)
{
    const QString encoding = QString::fromStdString(image.format);
    const std::optional<RawLayout> layout = rawLayoutOf(encoding.toLower());
    if (!layout) {
        const QString why = tr("%1 is not shown: the camera panel shows rgb8, bgr8, rgba8, bgra8, mono8, mono16, "
                               "16UC1 and 32FC1 (or a compressed topic)");
        return decodeFailure(error, why.arg(encoding.isEmpty() ? tr("an empty encoding") : encoding));
    }
    const QString size = pictureSizeText(image.width, image.height);
    if (image.width == 0 || image.height == 0)
        return decodeFailure(error, tr("%1 picture of %2 has no pixels").arg(encoding, size));
    // 64-bit sums: a 32-bit width times 4 bytes, or step times height, may not fit 32 bits.
    const std::uint64_t rowBytes = std::uint64_t(image.width) * std::uint64_t(layout->bytesPerPixel);
    if (image.step < rowBytes) {
        const QString why = tr("step %1 is shorter than a row of %2 %3 pixels (%4 bytes)");
        return decodeFailure(error, why.arg(image.step).arg(image.width).arg(encoding).arg(rowBytes));
    }
    const std::uint64_t needed = std::uint64_t(image.step) * image.height;
    if (image.size() < needed) {
        const QString why = tr("%1 %2 needs %3 bytes (step %4 × %5 rows), got %6").arg(encoding, size);
        return decodeFailure(error, why.arg(needed).arg(image.step).arg(image.height).arg(image.size()));
    }
    // QImage's own bound; the bytes are there, so only a picture this wide or tall is refused.
    QImage picture = image.width <= kMaxSide && image.height <= kMaxSide ? convertRawPixels(image, *layout) : QImage();
    if (picture.isNull())
        return decodeFailure(error, tr("%1 picture of %2 is too large to show").arg(encoding, size));
    return picture;
}

}  // namespace robodash::widgets
