#pragma once
// Which drive keys are held, told apart from the server's auto-repeat.
//
// An X server repeats a held key as a release and a press with the same timestamp. Qt's xcb
// plugin marks such a pair as auto-repeat only when the press is already queued when the
// release is handled; on a busy window it often is not, and the pair arrives as a plain
// release and, a few milliseconds later, a new press (seen under Xvfb: the next event-loop
// turn is too soon). So a release is not taken at once: a press of the same key with the
// same timestamp within kReleaseGraceMs, and one more event-loop turn after it for events
// queued meanwhile, cancels it: the key never stopped being held. The timestamp decides what
// is a repeat; the grace only bounds how long a real release waits, under one 40 ms control
// period of the link.
//
// Keys are small indices (0..kKeyCount-1) chosen by the owner.

#include <QDeadlineTimer>
#include <QObject>
#include <QTimer>

#include <array>

namespace robodash::widgets {

class HeldKeys : public QObject {
    Q_OBJECT
public:
    static constexpr int kKeyCount = 4;
    static constexpr int kReleaseGraceMs = 30;

    explicit HeldKeys(QObject *parent = nullptr);

    // True when this press starts holding the key; false for a repeat of a held key (marked
    // or not) and for a marked repeat of a key whose first press went elsewhere.
    bool press(int key, quint64 timestamp, bool autoRepeat);
    // Defers the release (see above); `released` follows once it stands.
    void release(int key, quint64 timestamp, bool autoRepeat);
    bool isHeld(int key) const;
    bool anyHeld() const;
    // Forgets every key, pending releases too (focus moved away: their releases may never come).
    void clear();

signals:
    void released(int key);

private:
    struct Key {
        bool down = false;
        bool releasePending = false;
        quint64 releaseTimestamp = 0;
        QDeadlineTimer graceEnds;
    };
    static bool isValid(int key) { return key >= 0 && key < kKeyCount; }
    void scheduleDecision();
    void decidePendingReleases();

    std::array<Key, kKeyCount> m_keys{};
    QTimer m_grace;   // until the earliest pending release's grace ends
    QTimer m_decide;  // then one more event-loop turn: a busy window may hold the press still
};

}  // namespace robodash::widgets
