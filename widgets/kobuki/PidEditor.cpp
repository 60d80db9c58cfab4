#include "PidEditor.h"

#include "DashStyle.h"
#include "PanelLayout.h"
#include "ValidatedField.h"
#include "kobuki/Conversions.h"

#include <QHBoxLayout>
#include <QLabel>
#include <QLocale>
#include <QPushButton>
#include <QRegularExpression>
#include <QVBoxLayout>

#include <cmath>

namespace robodash::widgets {

namespace kobuki = robodash::kobuki;

namespace {
// Why the limit is 10000 and not the wire's: kobuki/GainLimit.h.
constexpr std::uint64_t kMaxWire = std::uint64_t(PidEditor::kMaxGain) * 1000;

QString rangeProblem()
{
    return QObject::tr("Out of range: a gain is 0 to %1 (factory: P 100, I 0.1, D 2).")
        .arg(PidEditor::kMaxGain);
}

// "1e2", "2.5E-1": exact when the value is a whole number of thousandths.
std::optional<std::uint64_t> exponentToWire(const QString &text, QString *problem)
{
    bool ok = false;
    const double value = QLocale::c().toDouble(text, &ok);
    if (!ok) {
        *problem = QObject::tr("\"%1\" is not a number; use digits and a point, e.g. 0.1.").arg(text);
        return std::nullopt;
    }
    if (value < 0 || value > PidEditor::kMaxGain) {
        *problem = value < 0 ? QObject::tr("A gain cannot be negative.") : rangeProblem();
        return std::nullopt;
    }
    const double thousandths = value * 1000;
    if (std::abs(thousandths - std::round(thousandths)) > 1e-6) {
        *problem = QObject::tr("At most 3 decimals: the robot stores the gain × 1000.");
        return std::nullopt;
    }
    return std::uint64_t(std::llround(thousandths));
}

QString gainText(std::uint32_t wire)
{
    return QString::number(kobuki::gainFromWire(wire), 'f', 3);
}

QString gainsText(std::uint32_t p, std::uint32_t i, std::uint32_t d)
{
    return QObject::tr("P %1 · I %2 · D %3").arg(gainText(p), gainText(i), gainText(d));
}
}  // namespace

std::optional<std::uint32_t> PidEditor::parseGain(const QString &text, QString *problem)
{
    auto fail = [problem](const QString &message) -> std::optional<std::uint32_t> {
        if (problem)
            *problem = message;
        return std::nullopt;
    };
    const QString trimmed = text.trimmed();
    if (trimmed.isEmpty())
        return fail(tr("Enter a gain."));
    if (trimmed.contains(QLatin1Char('e'), Qt::CaseInsensitive)) {
        QString reason;
        const std::optional<std::uint64_t> wire = exponentToWire(trimmed, &reason);
        if (!wire) return fail(reason);
        if (problem) problem->clear();
        return static_cast<std::uint32_t>(*wire);
    }
    static const QRegularExpression number(QStringLiteral("^([+-]?)(\\d*)(?:\\.(\\d*))?$"));
    const QRegularExpressionMatch match = number.match(trimmed);
    if (!match.hasMatch() || (match.captured(2).isEmpty() && match.captured(3).isEmpty()))
        return fail(tr("\"%1\" is not a number; use digits and a point, e.g. 0.1.").arg(trimmed));
    const QString whole = match.captured(2);
    const QString decimals = match.captured(3);
    const bool zero = !QString(whole + decimals).contains(QRegularExpression(QStringLiteral("[1-9]")));
    if (match.captured(1) == QLatin1String("-") && !zero)
        return fail(tr("A gain cannot be negative."));
    if (decimals.size() > 3)
        return fail(tr("At most 3 decimals: the robot stores the gain × 1000."));
    // Exact decimal arithmetic: 10000 must pass and 10000.001 must not.
    const QString digits = whole.isEmpty() ? QStringLiteral("0") : whole;
    if (digits.size() > 10)
        return fail(rangeProblem());
    const std::uint64_t wire = digits.toULongLong() * 1000 +
                               QString(decimals).leftJustified(3, QLatin1Char('0')).toULongLong();
    if (wire > kMaxWire)
        return fail(rangeProblem());
    if (problem)
        problem->clear();
    return static_cast<std::uint32_t>(wire);
}

QString PidEditor::gainProblem(const QString &text)
{
    QString problem;
    parseGain(text, &problem);
    return problem;
}

PidEditor::PidEditor(QWidget *parent) : QWidget(parent)
{
    robotGains_ = new QLabel(tr("Robot gains: not read yet"), this);
    robotGains_->setWordWrap(true);
    robotGains_->setTextInteractionFlags(Qt::TextSelectableByMouse);
    status_ = new QLabel(this);
    status_->setWordWrap(true);

    const QString names[3] = {tr("P"), tr("I"), tr("D")};
    auto *fieldsBox = new QVBoxLayout;
    fieldsBox->setSpacing(style::kSpacing);
    for (int k = 0; k < 3; ++k) {
        auto *field = new ValidatedField(names[k], QString(), &PidEditor::gainProblem, this);
        field->setObjectName(QStringLiteral("gain%1").arg(names[k]));
        connect(field, &ValidatedField::edited, this, [this] {
            userEdited_ = true;
            updateWritable();
        });
        fields_[static_cast<std::size_t>(k)] = field;
        fieldsBox->addWidget(field);
    }
    read_ = new QPushButton(tr("Read"), this);
    write_ = new QPushButton(tr("Write user gains"), this);
    factory_ = new QPushButton(tr("Restore factory"), this);
    factory_->setToolTip(tr("Restore the factory default gains (P 100, I 0.1, D 2)"));
    connect(read_, &QPushButton::clicked, this, &PidEditor::readGains);
    connect(write_, &QPushButton::clicked, this, &PidEditor::requestWrite);
    connect(factory_, &QPushButton::clicked, this, &PidEditor::requestFactory);
    // Start from the factory defaults until the robot answers.
    fields_[0]->setText(QStringLiteral("100.000"));
    fields_[1]->setText(QStringLiteral("0.100"));
    fields_[2]->setText(QStringLiteral("2.000"));
    userEdited_ = false;

    auto *buttons = new QHBoxLayout;
    buttons->setSpacing(style::kSpacing);
    // Push buttons insist on a wide minimum; the texts fit in less in a narrow dock.
    for (QPushButton *button : {read_, write_, factory_})
        button->setMinimumWidth(button->fontMetrics().horizontalAdvance(button->text()) + 16);
    buttons->addWidget(read_);
    buttons->addWidget(write_);
    buttons->addWidget(factory_);

    auto *layout = panelLayout(this);
    layout->addWidget(robotGains_);
    layout->addLayout(fieldsBox);
    layout->addLayout(buttons);
    layout->addWidget(status_);
    layout->addStretch();
    setState(State::NotRead, tr("Press Read to ask the robot for its gains."));
    updateWritable();
}

QSize PidEditor::sizeHint() const { return {360, 250}; }

ValidatedField *PidEditor::field(int index) const
{
    return (index >= 0 && index < 3) ? fields_[static_cast<std::size_t>(index)] : nullptr;
}

QString PidEditor::statusText() const { return status_->text(); }
QString PidEditor::robotGainsText() const { return robotGains_->text(); }

void PidEditor::updateWritable()
{
    bool valid = true;
    for (ValidatedField *field : fields_)
        valid = valid && field->isValid();
    write_->setEnabled(valid && linkAvailable_);
    write_->setToolTip(valid ? tr("Send these gains to the robot as user gains")
                             : tr("Fix the fields marked in red first"));
}

void PidEditor::setState(State state, const QString &text)
{
    state_ = state;
    status_->setText(text);
    // Outcomes of a write stand out in a tinted box; routine states stay quiet.
    QColor (*callout)() = nullptr;
    switch (state) {
    case State::Confirmed: callout = style::ok; break;
    case State::Mismatch: callout = style::critical; break;
    case State::WaitingForReadBack: callout = style::warning; break;
    default: break;
    }
    if (callout)
        style::setThemedStyleSheet(status_, [callout] { return style::calloutStyleSheet(callout()); });
    else
        style::setMutedStyle(status_);
}

void PidEditor::setLinkAvailable(bool available)
{
    if (available == linkAvailable_) return;
    linkAvailable_ = available;
    read_->setEnabled(available);
    factory_->setEnabled(available);
    updateWritable();
    if (!available) {
        const bool waiting = state_ == State::Reading || state_ == State::WaitingForReadBack;
        pending_ = Pending::Nothing;
        setState(waiting ? State::NotRead : state_,
                 waiting ? tr("The link went down before the robot answered; connect and press Read.")
                         : tr("Not connected: gains can be read and written once a robot is connected."));
    } else if (state_ == State::NotRead) {
        setState(State::NotRead, tr("Press Read to ask the robot for its gains."));
    }
}

void PidEditor::readGains()
{
    if (!linkAvailable_) {
        setState(state_, tr("Not connected: cannot read the gains."));
        return;
    }
    if (state_ != State::WaitingForReadBack)
        setState(State::Reading, tr("Reading gains from the robot…"));
    emit readGainsRequested();
}

void PidEditor::requestWrite()
{
    std::array<std::uint32_t, 3> wire{};
    for (std::size_t k = 0; k < 3; ++k) {
        const auto parsed = parseGain(fields_[k]->text());
        if (!parsed)
            return;  // the button is disabled in this case; keyboard shortcuts are not
        wire[k] = *parsed;
    }
    written_ = wire;
    pending_ = Pending::UserGains;
    setState(State::WaitingForReadBack,
             tr("Wrote %1; waiting for read-back…").arg(gainsText(wire[0], wire[1], wire[2])));
    emit writeGainsRequested(kobuki::gainFromWire(wire[0]), kobuki::gainFromWire(wire[1]),
                             kobuki::gainFromWire(wire[2]));
    emit readGainsRequested();
}

void PidEditor::requestFactory()
{
    pending_ = Pending::FactoryGains;
    setState(State::WaitingForReadBack, tr("Restoring factory gains; waiting for read-back…"));
    emit factoryGainsRequested();
    emit readGainsRequested();
}

void PidEditor::setControllerInfo(const kobuki::ControllerInfo &info)
{
    const QString type = info.type == 0 ? tr("factory default") : info.type == 1
                                              ? tr("user")
                                              : tr("unknown type %1").arg(info.type);
    robotGains_->setText(tr("Robot gains: <b>%1</b> (%2)")
                             .arg(gainsText(info.pGain, info.iGain, info.dGain), type));
    if (pending_ != Pending::Nothing) {
        checkReadBack(info);
        fillFields(info);
        return;
    }
    if (!userEdited_)
        fillFields(info);
    setState(State::Current, tr("Read from the robot."));
}

void PidEditor::checkReadBack(const kobuki::ControllerInfo &info)
{
    const Pending pending = pending_;
    pending_ = Pending::Nothing;
    if (pending == Pending::FactoryGains) {
        if (info.type == 0)
            setState(State::Confirmed, tr("The robot is back on its factory gains."));
        else
            setState(State::Mismatch, tr("Mismatch: the robot still reports user gains."));
        return;
    }
    const bool same = info.pGain == written_[0] && info.iGain == written_[1] &&
                      info.dGain == written_[2];
    if (same && info.type == 1)
        setState(State::Confirmed, tr("The robot confirmed the new user gains."));
    else
        setState(State::Mismatch, tr("Mismatch: wrote %1 (user), the robot answered %2 (%3).")
                                      .arg(gainsText(written_[0], written_[1], written_[2]),
                                           gainsText(info.pGain, info.iGain, info.dGain),
                                           info.type == 1 ? tr("user") : tr("factory default")));
}

void PidEditor::fillFields(const kobuki::ControllerInfo &info)
{
    const std::uint32_t wire[3] = {info.pGain, info.iGain, info.dGain};
    for (int k = 0; k < 3; ++k) {
        const QSignalBlocker blocker(fields_[static_cast<std::size_t>(k)]);
        fields_[static_cast<std::size_t>(k)]->setText(gainText(wire[k]));
    }
    userEdited_ = false;
    updateWritable();
}

}  // namespace robodash::widgets
