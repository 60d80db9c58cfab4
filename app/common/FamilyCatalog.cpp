#include "FamilyCatalog.h"

#include "Families.h"

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

TwinTransport::TwinMaker FamilyCatalog::twinMaker(const std::string &family) const
{
    for (const FamilyEntry &entry : m_entries) {
        if (entry.descriptor.name == family)
            return entry.makeTwin;
    }
    return {};
}

const FamilyEntry &FamilyCatalog::entryOrDefault(const std::string &family) const
{
    for (const std::string &name : {family, std::string(core::FamilyRegistry::kDefaultFamily)}) {
        for (const FamilyEntry &entry : m_entries) {
            if (entry.descriptor.name == name)
                return entry;
        }
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
