// A serial port that is not one: a text file or a folder given as the port is named for what
// it is, not with the system's "Inappropriate ioctl for device".
#include "link/SerialTransport.h"

#include <QSignalSpy>
#include <QTemporaryDir>
#include <QTemporaryFile>
#include <QTest>

namespace tst_serial_transport {  // this file's names, apart in a unity batch

using robodash::link::SerialTransport;

class TestSerialTransport : public QObject {
    Q_OBJECT

    static QString openFailure(const QString &device)
    {
        SerialTransport transport(device, 115200);
        QSignalSpy failed(&transport, &robodash::link::Transport::openFailed);
        QSignalSpy opened(&transport, &robodash::link::Transport::opened);
        transport.open();
        if (!opened.isEmpty() || failed.isEmpty()) return {};
        return failed.first().first().toString();
    }

private slots:
    void aTextFileIsNotASerialPort()
    {
        QTemporaryFile notes;
        QVERIFY(notes.open());
        notes.write("robot notes\n");
        notes.flush();
        const QString message = openFailure(notes.fileName());
        QVERIFY2(message.contains(QLatin1String("is not a serial port")), qPrintable(message));
        QVERIFY2(message.contains(notes.fileName()), qPrintable(message));
        QVERIFY2(!message.contains(QLatin1String("ioctl")), qPrintable(message));
    }

    void aFolderIsNotASerialPort()
    {
        QTemporaryDir folder;
        QVERIFY(folder.isValid());
        const QString message = openFailure(folder.path());
        QVERIFY2(message.contains(QLatin1String("is not a serial port (it is a folder)")), qPrintable(message));
    }

    void aMissingDeviceStillSaysSo()
    {
        const QString message = openFailure(QStringLiteral("/dev/robodash-no-such-port"));
        QVERIFY2(message.startsWith(QLatin1String("no such port")), qPrintable(message));
    }
};

QTEST_GUILESS_MAIN(TestSerialTransport)

}  // namespace tst_serial_transport
#include "tst_serial_transport.moc"
