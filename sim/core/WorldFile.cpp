#include "sim/core/WorldFile.h"

#include <QFile>
#include <QJsonArray>
#include <QJsonDocument>
#include <QJsonObject>
#include <QJsonParseError>
#include <QString>

#include <cmath>

namespace robodash::sim {

namespace {

// Thrown inside the parser only; load() and parse() turn it into an error string.
struct FormatError {
    std::string message;
};

void fail(const std::string &message) { throw FormatError{message}; }

double number(const QJsonValue &value, const std::string &what)
{
    if (!value.isDouble() || !std::isfinite(value.toDouble()))
        fail(what + " must be a number");
    return value.toDouble();
}

Point point(const QJsonValue &value, const std::string &what)
{
    const QJsonArray pair = value.toArray();
    if (!value.isArray() || pair.size() != 2)
        fail(what + " must be [x, y]");
    return {number(pair[0], what + "[0]"), number(pair[1], what + "[1]")};
}

QJsonArray array(const QJsonObject &object, const char *key)
{
    const QJsonValue value = object.value(QLatin1String(key));
    if (value.isUndefined())
        return {};
    if (!value.isArray())
        fail(std::string("\"") + key + "\" must be an array");
    return value.toArray();
}

void addRoom(const QJsonValue &value, World &world)
{
    const QJsonObject room = value.toObject();
    if (!value.isObject())
        fail("\"room\" must be an object with \"min\" and \"max\"");
    const Point lo = point(room.value(QLatin1String("min")), "room.min");
    const Point hi = point(room.value(QLatin1String("max")), "room.max");
    if (lo.x >= hi.x || lo.y >= hi.y)
        fail("room.min must be below and left of room.max");
    world.walls.push_back({{lo.x, lo.y}, {hi.x, lo.y}});
    world.walls.push_back({{hi.x, lo.y}, {hi.x, hi.y}});
    world.walls.push_back({{hi.x, hi.y}, {lo.x, hi.y}});
    world.walls.push_back({{lo.x, hi.y}, {lo.x, lo.y}});
}

void addWalls(const QJsonArray &walls, World &world)
{
    for (int i = 0; i < walls.size(); ++i) {
        const std::string what = "walls[" + std::to_string(i) + "]";
        const QJsonObject wall = walls[i].toObject();
        if (!walls[i].isObject())
            fail(what + " must be an object with \"from\" and \"to\"");
        world.walls.push_back({point(wall.value(QLatin1String("from")), what + ".from"),
                               point(wall.value(QLatin1String("to")), what + ".to")});
    }
}

void addDrops(const QJsonArray &drops, World &world)
{
    for (int i = 0; i < drops.size(); ++i) {
        const std::string what = "drops[" + std::to_string(i) + "]";
        const QJsonObject drop = drops[i].toObject();
        if (!drops[i].isObject())
            fail(what + " must be an object with \"min\" and \"max\"");
        const Point lo = point(drop.value(QLatin1String("min")), what + ".min");
        const Point hi = point(drop.value(QLatin1String("max")), what + ".max");
        if (lo.x >= hi.x || lo.y >= hi.y)
            fail(what + ".min must be below and left of its max");
        world.drops.push_back({lo.x, lo.y, hi.x, hi.y});
    }
}

void setDock(const QJsonValue &value, World &world)
{
    if (value.isUndefined() || value.isNull()) {
        world.dock.present = false;
        return;
    }
    if (!value.isObject())
        fail("\"dock\" must be an object with \"position\" and \"heading\", or null");
    const QJsonObject dock = value.toObject();
    world.dock.present = true;
    world.dock.position = point(dock.value(QLatin1String("position")), "dock.position");
    world.dock.heading = number(dock.value(QLatin1String("heading")), "dock.heading");
}

double nonNegative(const QJsonValue &value, const std::string &what)
{
    const double n = number(value, what);
    if (n < 0)
        fail(what + " must not be negative");
    return n;
}

bool boolean(const QJsonValue &value, const std::string &what)
{
    if (!value.isBool())
        fail(what + " must be true or false");
    return value.toBool();
}

// Each key of "imperfections" overrides one default of Imperfections; keys left out keep it.
void setImperfections(const QJsonValue &value, World &world)
{
    if (value.isUndefined())
        return;
    if (!value.isObject())
        fail("\"imperfections\" must be an object");
    const QJsonObject object = value.toObject();
    Imperfections &imperfections = world.imperfections;
    for (const QString &key : object.keys()) {
        const QJsonValue item = object.value(key);
        const std::string what = "imperfections." + key.toStdString();
        if (key == QLatin1String("gyroBiasDps"))
            imperfections.gyroBiasDps = number(item, what);
        else if (key == QLatin1String("gyroBiasWalkDpsPerSqrtS"))
            imperfections.gyroBiasWalkDpsPerSqrtS = nonNegative(item, what);
        else if (key == QLatin1String("internalResistanceOhms"))
            imperfections.internalResistanceOhms = nonNegative(item, what);
        else if (key == QLatin1String("stuckAtWalls"))
            imperfections.stuckAtWalls = boolean(item, what);
        else if (key == QLatin1String("chargeOnContactOnly"))
            imperfections.chargeOnContactOnly = boolean(item, what);
        else
            fail("unknown key \"" + what + "\"");
    }
}

World worldFromObject(const QJsonObject &root)
{
    static const QStringList known{QStringLiteral("room"), QStringLiteral("walls"),
                                   QStringLiteral("drops"), QStringLiteral("dock"),
                                   QStringLiteral("imperfections"), QStringLiteral("comment")};
    for (const QString &key : root.keys()) {
        if (!known.contains(key))
            fail("unknown key \"" + key.toStdString() + "\"");
    }
    World world;
    if (root.contains(QLatin1String("room")))
        addRoom(root.value(QLatin1String("room")), world);
    addWalls(array(root, "walls"), world);
    addDrops(array(root, "drops"), world);
    setDock(root.value(QLatin1String("dock")), world);
    setImperfections(root.value(QLatin1String("imperfections")), world);
    return world;
}

}  // namespace

std::optional<World> WorldFile::parse(const std::string &json, std::string *error)
{
    QJsonParseError parseError;
    const QJsonDocument document =
        QJsonDocument::fromJson(QByteArray::fromStdString(json), &parseError);
    try {
        if (parseError.error != QJsonParseError::NoError)
            fail("not valid JSON: " + parseError.errorString().toStdString() + " at offset "
                 + std::to_string(parseError.offset));
        if (!document.isObject())
            fail("the top level must be a JSON object");
        return worldFromObject(document.object());
    } catch (const FormatError &e) {
        if (error)
            *error = e.message;
        return std::nullopt;
    }
}

std::optional<World> WorldFile::load(const std::string &path, std::string *error)
{
    QFile file(QString::fromStdString(path));
    if (!file.open(QIODevice::ReadOnly)) {
        if (error)
            *error = "cannot read world file " + path + ": " + file.errorString().toStdString();
        return std::nullopt;
    }
    std::string reason;
    std::optional<World> world = parse(file.readAll().toStdString(), &reason);
    if (!world && error)
        *error = "world file " + path + ": " + reason;
    return world;
}

World WorldFile::loadOrDefault(const std::string &path, std::string *error)
{
    if (!path.empty()) {
        if (auto loaded = load(path, error))
            return *loaded;
    }
    return World::defaultWorld();
}

}  // namespace robodash::sim
