#include "RecordingOptions.h"

#include "link/LinkStatistics.h"
#include "link/RecordedPictureRate.h"
#include "link/RobotLink.h"

#include <QAction>
#include <QActionGroup>
#include <QMenu>
#include <QLocale>
#include <QSettings>

using robodash::link::RobotLink;

RecordingOptions::RecordingOptions(RobotLink *link, QObject *parent)
    : QObject(parent),
      m_link(link),
      m_picturesPerSecond(QSettings()
                              .value(QLatin1String(kSettingsKey),
                                     robodash::link::RecordedPictureRate::kDefaultPerSecond)
                              .toDouble())
{
    m_link->setRecordedPicturesPerSecond(m_picturesPerSecond);
    connect(m_link, &RobotLink::statistics, this, [this](const robodash::link::LinkStatistics &s) {
        if (s.connected)
            measure(s.recordedBytesPerSecond);
    });
    connect(m_link, &RobotLink::connectionRequested, this, [this] { m_bytesPerSecond.clear(); });
}

void RecordingOptions::measure(double recordedBytesPerSecond)
{
    m_bytesPerSecond.push_back(recordedBytesPerSecond);
    if (int(m_bytesPerSecond.size()) > kMeasuredSeconds)
        m_bytesPerSecond.pop_front();
}

void RecordingOptions::addMenu(QMenu *menu, QAction *before)
{
    auto *pictures = new QMenu(tr("Camera pictures in recordings"), menu);
    pictures->setToolTipsVisible(true);
    m_choices = new QActionGroup(pictures);
    const auto add = [&](const QString &text, double perSecond, const QString &tip) {
        QAction *action = pictures->addAction(text);
        action->setCheckable(true);
        action->setChecked(perSecond == m_picturesPerSecond);
        action->setToolTip(tip);
        m_choices->addAction(action);
        connect(action, &QAction::triggered, this, [this, perSecond] { setPicturesPerSecond(perSecond); });
    };
    add(tr("One a second"), robodash::link::RecordedPictureRate::kDefaultPerSecond,
        tr("Enough to see what the robot saw; an hour of a 15 Hz camera takes about 140 MiB"));
    add(tr("Every picture"), 0, tr("The camera's full rate: an hour of a 640x480 camera at 15 Hz "
                                   "takes about 2 GiB"));
    menu->insertMenu(before, pictures);
}

void RecordingOptions::setPicturesPerSecond(double perSecond)
{
    m_picturesPerSecond = perSecond;
    m_bytesPerSecond.clear();  // measured again at the new rate
    QSettings().setValue(QLatin1String(kSettingsKey), perSecond);
    m_link->setRecordedPicturesPerSecond(perSecond);
}

QString RecordingOptions::sizePerHourText() const
{
    if (m_bytesPerSecond.empty())
        return {};
    double sum = 0;
    for (double bytes : m_bytesPerSecond)
        sum += bytes;
    return tr("about %1 an hour").arg(sizeText(sum / double(m_bytesPerSecond.size()) * 3600.0));
}

// In KiB, MiB and GiB, as the recording's size is told while it runs and once it stops, and
// as the file dialog lists the file.
QString RecordingOptions::sizeText(double bytes)
{
    return QLocale().formattedDataSize(qint64(bytes), bytes >= 1024.0 * 1024.0 * 1024.0 ? 1 : 0);
}
