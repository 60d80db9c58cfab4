#include "core/FamilyRegistry.h"

namespace robodash::core {

void FamilyRegistry::add(FamilyDescriptor family)
{
    for (FamilyDescriptor &known : m_families) {
        if (known.name == family.name) {
            known = std::move(family);  // registering twice replaces: tests swap drivers
            return;
        }
    }
    m_families.push_back(std::move(family));
}

const FamilyDescriptor *FamilyRegistry::find(const std::string &name) const
{
    for (const FamilyDescriptor &family : m_families) {
        if (family.name == name)
            return &family;
    }
    return nullptr;
}

std::string FamilyRegistry::names(const char *separator) const
{
    std::string text;
    for (const FamilyDescriptor &family : m_families) {
        if (!text.empty())
            text += separator;
        text += family.name;
    }
    return text;
}

}  // namespace robodash::core
