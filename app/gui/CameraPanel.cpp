#include "CameraPanel.h"

#include "CameraView.h"

#include <QComboBox>
#include <QHBoxLayout>
#include <QLabel>
#include <QLineEdit>
#include <QSignalBlocker>
#include <QVBoxLayout>

CameraPanel::CameraPanel(QWidget *parent)
    : QWidget(parent),
      m_label(new QLabel(tr("Camera:"), this)),
      m_choice(new QComboBox(this)),
      m_view(new robodash::widgets::CameraView(this))
{
    setObjectName(QStringLiteral("cameraPanel"));
    m_choice->setObjectName(QStringLiteral("cameraTopic"));
    m_choice->setSizeAdjustPolicy(QComboBox::AdjustToMinimumContentsLengthWithIcon);
    // Editable: a topic discovery has not listed (yet) can be typed in.
    m_choice->setEditable(true);
    m_choice->setInsertPolicy(QComboBox::NoInsert);
    m_choice->setMinimumContentsLength(12);
    m_choice->setToolTip(tr("The robot's picture topics, found on the network. Only the one "
                            "shown is read: pictures are the network's heaviest load."));
    m_label->setBuddy(m_choice);
    auto *row = new QHBoxLayout;
    row->setContentsMargins(0, 0, 0, 0);
    row->addWidget(m_label);
    row->addWidget(m_choice, 1);
    auto *layout = new QVBoxLayout(this);
    layout->setContentsMargins(0, 0, 0, 0);
    layout->addLayout(row);
    layout->addWidget(m_view, 1);
    connect(m_choice, &QComboBox::textActivated, this, [this](const QString &typed) {
        const QString topic = typed.trimmed();
        if (topic.isEmpty() || topic == m_chosen)
            return;
        m_chosen = topic;
        m_view->clear();
        emit topicChosen(topic);
    });
    hide();
}

void CameraPanel::setTopics(const QStringList &topics, const QString &chosen)
{
    if (topics.isEmpty() && chosen.isEmpty() && m_view->hasImage()) {
        // The robot's camera left the network: its last picture stays, fading with its age
        // and saying since when, rather than the panel vanishing under the user's eyes.
        m_topics.clear();
        return;
    }
    if (chosen != m_chosen)
        m_view->clear();  // another stream: its rate and age start again
    m_topics = topics;
    m_chosen = chosen;
    const QSignalBlocker quiet(m_choice);
    m_choice->clear();
    m_choice->addItems(topics);
    if (!chosen.isEmpty() && !topics.contains(chosen))
        m_choice->addItem(chosen);  // chosen by name before discovery listed it
    m_choice->setCurrentText(chosen);
    m_choice->lineEdit()->setCursorPosition(0);  // a narrow list shows the topic's start
    m_view->setHintText(chosen.isEmpty() ? tr("No camera topic found on this robot")
                                         : tr("Waiting for a picture on %1").arg(chosen));
    setVisible(!topics.isEmpty() || !chosen.isEmpty());
}

void CameraPanel::showImage(const robodash::core::CameraImage &image)
{
    const QString topic = QString::fromStdString(image.topic);
    if (topic != m_chosen) {
        // A replay brings the pictures it recorded, on whichever topic; live, a picture of
        // another topic is one the link left a moment ago.
        if (!m_followsEveryTopic && !m_chosen.isEmpty())
            return;
        QStringList topics = m_topics;
        if (!topics.contains(topic))
            topics.append(topic);
        setTopics(topics, topic);
    }
    m_view->setImage(image);
    show();
    emit pictureShown(image);
}

void CameraPanel::clearPicture()
{
    m_view->clear();
}

void CameraPanel::setNowMs(std::int64_t linkClockMs)
{
    if (isVisible())
        m_view->setNowMs(linkClockMs);
}

void CameraPanel::forget()
{
    m_topics.clear();
    m_chosen.clear();
    const QSignalBlocker quiet(m_choice);
    m_choice->clear();
    m_view->clear();
    hide();
}
