#include "ReplayBar.h"

#include "DashStyle.h"
#include "SeekSlider.h"

#include <QComboBox>
#include <QFileInfo>
#include <QHBoxLayout>
#include <QKeySequence>
#include <QLabel>
#include <QSlider>
#include <QStyle>
#include <QToolButton>

#include <climits>

namespace {

constexpr double kSpeeds[] = {0.25, 0.5, 1.0, 2.0, 5.0, 10.0, 20.0};
constexpr int kNormalSpeedIndex = 2;

QString seconds(qint64 ms)
{
    return QString::number(double(ms) / 1000.0, 'f', 1);
}

}  // namespace

ReplayBar::ReplayBar(QWidget *parent)
    : QWidget(parent), m_name(new QLabel(this)), m_play(new QToolButton(this)),
      m_speed(new QComboBox(this)), m_slider(new SeekSlider(this)),
      m_time(new QLabel(this)), m_end(new QLabel(this)), m_close(new QToolButton(this))
{
    m_name->setTextInteractionFlags(Qt::TextSelectableByMouse);
    for (double speed : kSpeeds)
        m_speed->addItem(tr("%1×").arg(speed), speed);
    m_speed->addItem(tr("As fast as possible"), 0.0);
    m_speed->setCurrentIndex(kNormalSpeedIndex);
    m_speed->setToolTip(tr("Replay speed"));
    m_slider->setRange(0, 0);
    m_slider->setToolTip(tr("Click or drag to move through the log"));
    m_time->setMinimumWidth(fontMetrics().horizontalAdvance(QStringLiteral("0000.0 s / 0000.0 s")));
    m_end->setStyleSheet(robodash::widgets::style::messageStyleSheet(robodash::widgets::style::critical()));
    m_end->hide();
    m_close->setText(tr("Back to live"));
    m_close->setToolTip(tr("End the replay and connect to the live robot again (Alt+B)"));
    m_close->setShortcut(QKeySequence(tr("Alt+B")));

    auto *layout = new QHBoxLayout(this);
    layout->setContentsMargins(6, 2, 6, 2);
    layout->addWidget(new QLabel(tr("Replay:"), this));
    layout->addWidget(m_name);
    layout->addWidget(m_play);
    layout->addWidget(m_speed);
    layout->addWidget(m_slider, 1);
    layout->addWidget(m_time);
    layout->addWidget(m_end);
    layout->addWidget(m_close);
    updatePlayButton();

    connect(m_play, &QToolButton::clicked, this, [this] {
        if (m_finished) {
            playAgain();
            return;
        }
        setPaused(!m_paused);
        emit pausedChanged(m_paused);
    });
    connect(m_speed, &QComboBox::activated, this, [this] { emit speedChanged(speed()); });
    connect(m_slider, &QSlider::sliderReleased, this, [this] { seek(m_slider->value()); });
    connect(m_slider, &SeekSlider::jumpedTo, this, [this](int positionMs) { seek(positionMs); });
    // While dragging, the time says where the handle is, not where the replay still stands.
    connect(m_slider, &QSlider::sliderMoved, this, [this](int positionMs) { showTime(positionMs); });
    connect(m_slider, &QSlider::actionTriggered, this, &ReplayBar::onSliderAction);
    connect(m_close, &QToolButton::clicked, this, &ReplayBar::closeRequested);
}

double ReplayBar::speed() const
{
    return m_speed->currentData().toDouble();
}

QString ReplayBar::positionText() const
{
    return m_time->text();
}

QString ReplayBar::endMessage() const
{
    return m_end->isVisibleTo(this) ? m_end->text() : QString();
}

void ReplayBar::start(const QString &path, qint64 durationMs)
{
    m_name->setText(QFileInfo(path).fileName());
    m_name->setToolTip(path);
    m_end->hide();
    m_finished = false;
    setPaused(false);
    setPosition(0, durationMs);
}

void ReplayBar::setPosition(qint64 positionMs, qint64 durationMs)
{
    m_durationMs = durationMs;
    m_slider->setRange(0, int(qMin<qint64>(durationMs, INT_MAX)));
    if (!m_slider->isSliderDown())  // the user's drag wins over playback
        m_slider->setValue(int(qMin<qint64>(positionMs, INT_MAX)));
    if (!m_slider->isSliderDown()) showTime(positionMs);
}

void ReplayBar::showTime(qint64 positionMs)
{
    m_time->setText(tr("%1 s / %2 s").arg(seconds(positionMs), seconds(m_durationMs)));
}

void ReplayBar::showFinished(const QString &message)
{
    if (message.isEmpty()) {
        m_end->setText(tr("End of log"));
        m_end->setStyleSheet(QString());
    } else {
        m_end->setText(tr("Log damaged: %1").arg(message));
        m_end->setStyleSheet(QStringLiteral("QLabel { color: %1; font-weight: bold; }")
                                 .arg(robodash::widgets::style::critical().name()));
    }
    m_end->setToolTip(m_end->text());
    m_end->show();
    m_finished = true;  // nothing plays: the button says Play, not Pause
    updatePlayButton();
}

void ReplayBar::seek(qint64 positionMs)
{
    m_end->hide();
    m_finished = false;
    updatePlayButton();
    emit seekRequested(positionMs);
}

// From the end a seek plays on (the replay was never paused): back to the start.
void ReplayBar::playAgain()
{
    seek(0);
}

void ReplayBar::setPaused(bool paused)
{
    m_paused = paused;
    updatePlayButton();
}

void ReplayBar::setSpeed(double speed)
{
    const int index = m_speed->findData(speed);
    if (index >= 0)
        m_speed->setCurrentIndex(index);
}

void ReplayBar::updatePlayButton()
{
    const bool offersPlay = m_paused || m_finished;
    m_play->setIcon(style()->standardIcon(offersPlay ? QStyle::SP_MediaPlay : QStyle::SP_MediaPause));
    m_play->setText(m_finished ? tr("Play again") : m_paused ? tr("Play") : tr("Pause"));
    m_play->setToolTip(m_finished ? tr("Play the log again from its start") : tr("Play or pause the replay"));
}

void ReplayBar::onSliderAction(int action)
{
    // Keys (and the wheel) move the slider without a drag: seek at once. A click on the
    // groove comes as SeekSlider::jumpedTo; a drag seeks when released, so playback does not
    // stutter through every position.
    if (action == QAbstractSlider::SliderMove || action == QAbstractSlider::SliderNoAction)
        return;
    seek(m_slider->sliderPosition());
}
