#pragma once
// Turns one still-encoded camera picture (core::CameraImage: sensor_msgs/CompressedImage or
// sensor_msgs/Image, ../shared/specs/ros2-sensor-facts.md) into a QImage the view can draw.
// The bytes come from the network: every size is checked against the buffer before a byte is
// read, and whatever cannot be shown gives a null QImage and a one-line reason.
//
// Colour comes out as RGB888 (alpha dropped: a camera's alpha carries nothing, and some
// drivers send 0 there), mono8 as Grayscale8, mono16 as Grayscale16.
//
// Depth (16UC1 millimetres, 32FC1 metres, REP 118) comes out as Grayscale8 on a FIXED scale:
// kDepthNearM and nearer is white, kDepthFarM and farther kDepthFarGrey, linear between; no
// reading (0, NaN, inf) is black. A fixed scale, not the picture's own range, so that a grey
// means the same distance in every frame: the picture does not flicker as someone walks in,
// and "bright = close" reads at a glance. Far stays above black to differ from no reading.

#include "core/CameraImage.h"

#include <QByteArrayView>
#include <QCoreApplication>
#include <QImage>
#include <QString>

namespace robodash::widgets {

class CameraImageDecoder {
    Q_DECLARE_TR_FUNCTIONS(CameraImageDecoder)

public:
    static constexpr double kDepthNearM = 0.3;
    static constexpr double kDepthFarM = 5.0;
    static constexpr int kDepthFarGrey = 48;
    // compressed_depth_image_transport puts a ConfigHeader (format, two floats) before the PNG.
    static constexpr int kCompressedDepthHeaderBytes = 12;
    static constexpr std::uint32_t kMaxSide = 32767;  // pixels: a raw picture wider or taller is refused

    // The picture, or a null QImage and (when `error` is given) why, in one line.
    static QImage decode(const core::CameraImage &image, QString *error = nullptr);

    // The grey a depth in metres is drawn with (0 for no reading).
    static int depthGrey(double metres);

private:
    static QImage decodeCompressed(const core::CameraImage &image, QString *error);
    static QImage decodeCompressedDepth(const core::CameraImage &image, const QString &format, QString *error);
    static QImage decodeRaw(const core::CameraImage &image, QString *error);
    static QImage loadFile(QByteArrayView file, const char *codec, QString *error);
};

}  // namespace robodash::widgets
