#include "DdsParticipant.h"

#include "CycloneConfig.h"
#include "RosQos.h"
#include "security/CycloneSecurityQos.h"

#include <map>

namespace robodash::bridge {

namespace {

constexpr int kMaxDomain = 232;  // ROS 2's limit: higher ids give ports above 65535

std::string ddsError(const char *what, dds_return_t code)
{
    return std::string(what) + ": " + dds_strretcode(code);
}

}  // namespace

// One explicitly created Cyclone domain, deleted when the last participant using it goes.
struct DdsParticipant::SharedDomain {
    explicit SharedDomain(dds_entity_t made) : handle(made) {}
    ~SharedDomain() { dds_delete(handle); }
    SharedDomain(const SharedDomain &) = delete;
    SharedDomain &operator=(const SharedDomain &) = delete;
    const dds_entity_t handle;
};

std::mutex &DdsParticipant::registryMutex()
{
    static std::mutex mutex;
    return mutex;
}

std::shared_ptr<DdsParticipant::SharedDomain>
DdsParticipant::sharedDomain(int domain, const std::string &interfaceName, std::string *error,
                             bool *failed)
{
    // Called with registryMutex() held.
    static std::map<int, std::weak_ptr<SharedDomain>> domains;
    *failed = false;
    if (std::shared_ptr<SharedDomain> existing = domains[domain].lock())
        return existing;  // another bridge of this process made it: its configuration holds
    if (interfaceName.empty())
        return nullptr;
    const std::string config = CycloneConfig::forInterface(interfaceName, error);
    if (config.empty()) {
        *failed = true;
        return nullptr;
    }
    const dds_entity_t handle = dds_create_domain(dds_domainid_t(domain), config.c_str());
    // Made implicitly by a participant with the default configuration, which it keeps.
    if (handle == DDS_RETCODE_PRECONDITION_NOT_MET)
        return nullptr;
    if (handle < 0) {
        *error = ddsError("cannot set up the DDS domain", handle);
        *failed = true;
        return nullptr;
    }
    auto shared = std::make_shared<SharedDomain>(handle);
    domains[domain] = shared;
    return shared;
}

std::unique_ptr<DdsParticipant> DdsParticipant::create(int domain,
                                                       const std::string &interfaceName,
                                                       std::string *error,
                                                       const security::SecurityDecision *security)
{
    const bool secured = security && security->secured();
    if (domain < 0 || domain > kMaxDomain) {
        *error = "domain " + std::to_string(domain) + " is outside 0.." + std::to_string(kMaxDomain);
        return nullptr;
    }
    const std::lock_guard<std::mutex> lock(registryMutex());
    bool failed = false;
    std::shared_ptr<SharedDomain> shared = sharedDomain(domain, interfaceName, error, &failed);
    if (failed)
        return nullptr;
    const QosPointer qos = RosQos::participant(secured ? security->enclave : "/");
    if (secured && !security::CycloneSecurityQos::apply(qos.get(), security->files, error))
        return nullptr;
    const dds_entity_t participant = dds_create_participant(dds_domainid_t(domain), qos.get(), nullptr);
    if (participant < 0) {
        *error = ddsError(secured ? "cannot join the DDS domain securely (see Cyclone DDS's message above)"
                                  : "cannot join the DDS domain", participant);
        return nullptr;  // `shared` released under the lock: a domain made here goes with it
    }
    return std::unique_ptr<DdsParticipant>(new DdsParticipant(std::move(shared), participant));
}

DdsParticipant::~DdsParticipant()
{
    dds_delete(m_participant);
    // Under the lock: create() must not find the domain alive while the last share deletes it.
    const std::lock_guard<std::mutex> lock(registryMutex());
    m_domain.reset();
}

dds_guid_t DdsParticipant::guid() const
{
    dds_guid_t guid{};
    dds_get_guid(m_participant, &guid);
    return guid;
}

}  // namespace robodash::bridge
