#include "DdsParticipant.h"

#include "CycloneConfig.h"
#include "RosQos.h"

namespace robodash::bridge {

namespace {

constexpr int kMaxDomain = 232;  // ROS 2's limit: higher ids give ports above 65535

std::string ddsError(const char *what, dds_return_t code)
{
    return std::string(what) + ": " + dds_strretcode(code);
}

}  // namespace

std::unique_ptr<DdsParticipant> DdsParticipant::create(int domain,
                                                       const std::string &interfaceName,
                                                       std::string *error)
{
    if (domain < 0 || domain > kMaxDomain) {
        *error = "domain " + std::to_string(domain) + " is outside 0.." + std::to_string(kMaxDomain);
        return nullptr;
    }
    dds_entity_t domainHandle = 0;
    if (!interfaceName.empty()) {
        const std::string config = CycloneConfig::forInterface(interfaceName, error);
        if (config.empty())
            return nullptr;
        domainHandle = dds_create_domain(dds_domainid_t(domain), config.c_str());
        // Already made in this process (another bridge): its configuration is used.
        if (domainHandle == DDS_RETCODE_PRECONDITION_NOT_MET)
            domainHandle = 0;
        else if (domainHandle < 0) {
            *error = ddsError("cannot set up the DDS domain", domainHandle);
            return nullptr;
        }
    }
    const QosPointer qos = RosQos::participant();
    const dds_entity_t participant = dds_create_participant(dds_domainid_t(domain), qos.get(), nullptr);
    if (participant < 0) {
        *error = ddsError("cannot join the DDS domain", participant);
        if (domainHandle > 0)
            dds_delete(domainHandle);
        return nullptr;
    }
    return std::unique_ptr<DdsParticipant>(new DdsParticipant(domainHandle, participant));
}

DdsParticipant::~DdsParticipant()
{
    dds_delete(m_participant);
    if (m_domain > 0)
        dds_delete(m_domain);
}

dds_guid_t DdsParticipant::guid() const
{
    dds_guid_t guid{};
    dds_get_guid(m_participant, &guid);
    return guid;
}

}  // namespace robodash::bridge
