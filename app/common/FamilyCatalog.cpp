#include "FamilyCatalog.h"

#include "Families.h"
#include "link/UnavailableTransport.h"

#include <QStringList>

#include <algorithm>

namespace robodash::app {

void FamilyCatalog::add(FamilyEntry entry)
{
    m_registry.add(entry.descriptor);
    for (FamilyEntry &known : m_entries) {
        if (known.descriptor.name == entry.descriptor.name) {
            known = std::move(entry);
            return;
        }
    }
    m_entries.push_back(std::move(entry));
}

const FamilyEntry *FamilyCatalog::find(const std::string &family) const
{
    const auto entry = std::find_if(m_entries.begin(), m_entries.end(),
                                    [&](const FamilyEntry &e) { return e.descriptor.name == family; });
    return entry == m_entries.end() ? nullptr : &*entry;
}

TwinTransport::TwinMaker FamilyCatalog::twinMaker(const std::string &family) const
{
    const FamilyEntry *entry = find(family);
    return entry ? entry->makeTwin : TwinTransport::TwinMaker{};
}

TwinTransport::TwinMaker FamilyCatalog::twinMakerWith(const std::string &family, const sim::TwinOptions &options,
                                                      std::string *error) const
{
    const FamilyEntry *entry = find(family);
    if (!entry || !entry->makeConfiguredTwin) {
        *error = "there is no virtual " + family + " yet";
        return {};
    }
    if (!options.firmware.empty() && !entry->twinPlaysFirmware) {
        std::string takers;
        for (const FamilyEntry &e : m_entries)
            if (e.twinPlaysFirmware) takers += (takers.empty() ? "" : ", ") + e.descriptor.name;
        *error = "--firmware is for --robot " + takers + " only";
        return {};
    }
    if (!options.firmware.empty() && !entry->twinPlaysFirmware(options.firmware)) {
        *error = "--firmware wants " + entry->firmwareChoices + ", not '" + options.firmware + "'";
        return {};
    }
    return [maker = entry->makeConfiguredTwin, options] { return maker(options); };
}

link::TransportFactory FamilyCatalog::networkTransports(const std::string &family) const
{
    const FamilyEntry *entry = find(family);
    if (entry && entry->networkTransports)
        return entry->networkTransports;
    QStringList networked;
    for (const FamilyEntry &each : m_entries)
        if (each.networkTransports)
            networked << QString::fromStdString(each.descriptor.name);
    const QString choices = networked.join(QStringLiteral(", "));
    return [choices](const link::PortAddress &address) -> link::Transport * {
        return new link::UnavailableTransport(
            QStringLiteral("%1: a network robot of this family cannot be opened (run it with --robot %2)")
                .arg(address.text, choices));
    };
}

core::FamilyRegistry FamilyCatalog::registryDescribedBy(const rflex::RobotDescription &description) const
{
    core::FamilyRegistry out = m_registry;
    for (const FamilyEntry &entry : m_entries)
        if (entry.describedBy)
            out.add(entry.describedBy(entry.descriptor, description));  // replaces
    return out;
}

bool FamilyCatalog::takesRobotDescription(const std::string &family) const
{
    const FamilyEntry *entry = find(family);
    return entry && entry->describedBy;
}

const FamilyEntry &FamilyCatalog::entryOrDefault(const std::string &family) const
{
    for (const std::string &name : {family, std::string(core::FamilyRegistry::kDefaultFamily)}) {
        if (const FamilyEntry *entry = find(name))
            return *entry;
    }
    return m_entries.front();
}

const FamilyCatalog &robotFamilies()
{
    static const FamilyCatalog catalog = [] {
        FamilyCatalog families;
        registerFamilies(families);
        return families;
    }();
    return catalog;
}

}  // namespace robodash::app
