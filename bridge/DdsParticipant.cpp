#include "DdsParticipant.h"

#include "CycloneConfig.h"
#include "RosQos.h"
#include "security/CycloneSecurityQos.h"

namespace robodash::bridge {

namespace {

constexpr int kMaxDomain = 232;  // ROS 2's limit: higher ids give ports above 65535

std::string ddsError(const char *what, dds_return_t code)
{
    return std::string(what) + ": " + dds_strretcode(code);
}

}  // namespace

// A domain this process's participants are in: made explicitly with a configuration naming
// `interfaceName` (deleted when the last participant using it goes), or, with no interface,
// made implicitly by Cyclone DDS for the first participant with its own configuration
// (CYCLONEDDS_URI), which Cyclone deletes with the last participant (handle 0: not ours).
struct DdsParticipant::SharedDomain {
    SharedDomain(dds_entity_t made, std::string interface, std::string joinedAs)
        : handle(made), interfaceName(std::move(interface)), identity(std::move(joinedAs))
    {
    }
    ~SharedDomain()
    {
        if (handle > 0)
            dds_delete(handle);
    }
    SharedDomain(const SharedDomain &) = delete;
    SharedDomain &operator=(const SharedDomain &) = delete;
    const dds_entity_t handle;
    const std::string interfaceName;
    const std::string identity;  // how its participants join: identityOf()
};

std::string DdsParticipant::identityOf(const security::SecurityDecision *security)
{
    if (!security || !security->secured())
        return {};
    return "secured as enclave " + security->enclave + " (" + security->files.certificate + ")";
}

std::mutex &DdsParticipant::registryMutex()
{
    static std::mutex mutex;
    return mutex;
}

std::map<int, std::weak_ptr<DdsParticipant::SharedDomain>> &DdsParticipant::domains()
{
    static std::map<int, std::weak_ptr<SharedDomain>> inUse;
    return inUse;
}

std::string DdsParticipant::interfaceInUse(int domain, bool *inUse)
{
    const std::lock_guard<std::mutex> lock(registryMutex());
    const auto entry = domains().find(domain);  // a question: no entry made for it
    const std::shared_ptr<SharedDomain> existing = entry == domains().end() ? nullptr : entry->second.lock();
    *inUse = existing != nullptr;
    return existing ? existing->interfaceName : std::string();
}

std::shared_ptr<DdsParticipant::SharedDomain>
DdsParticipant::sharedDomain(int domain, const std::string &interfaceName, const std::string &identity,
                             std::string *error)
{
    // Called with registryMutex() held. Cyclone DDS gives a process one configuration per
    // domain: a participant that names no interface joins the domain as it is; one that names
    // another interface than the domain's would silently get the domain's, and find nothing.
    std::weak_ptr<SharedDomain> &entry = domains()[domain];
    if (std::shared_ptr<SharedDomain> existing = entry.lock()) {
        // Cyclone DDS loads DDS Security per domain too: a secured participant beside an
        // unsecured one (or one of another enclave) in one process crashed it.
        if (identity != existing->identity) {
            const auto said = [](const std::string &joined) { return joined.empty() ? std::string("unsecured") : joined; };
            *error = "DDS domain " + std::to_string(domain) + " is already open in this program "
                     + said(existing->identity) + ", and a program joins a domain one way only: not also "
                     + said(identity) + "; close what uses the domain first";
            return nullptr;
        }
        if (interfaceName.empty() || interfaceName == existing->interfaceName)
            return existing;
        const bool ddsChoice = existing->interfaceName.empty();
        *error = "DDS domain " + std::to_string(domain) + " is already open in this program on "
                 + (ddsChoice ? std::string("DDS's choice of interface") : "interface " + existing->interfaceName)
                 + ", and a program uses a domain on one interface only: "
                 + (ddsChoice ? std::string("leave the interface out") : "name " + existing->interfaceName)
                 + " here, or first close what uses the domain";
        return nullptr;
    }
    if (interfaceName.empty()) {
        auto implicit = std::make_shared<SharedDomain>(0, std::string(), identity);
        entry = implicit;
        return implicit;
    }
    const std::string config = CycloneConfig::forInterface(interfaceName, error);
    if (config.empty())
        return nullptr;
    const dds_entity_t handle = dds_create_domain(dds_domainid_t(domain), config.c_str());
    if (handle < 0) {
        *error = ddsError("cannot set up the DDS domain", handle);
        return nullptr;
    }
    auto made = std::make_shared<SharedDomain>(handle, interfaceName, identity);
    entry = made;
    return made;
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
    std::shared_ptr<SharedDomain> shared = sharedDomain(domain, interfaceName, identityOf(security), error);
    if (!shared)
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
    // Under the lock: create() must not find the domain alive while the last participant
    // leaves it (and Cyclone DDS or the last share deletes it).
    const std::lock_guard<std::mutex> lock(registryMutex());
    dds_delete(m_participant);
    m_domain.reset();
}

dds_guid_t DdsParticipant::guid() const
{
    dds_guid_t guid{};
    dds_get_guid(m_participant, &guid);
    return guid;
}

}  // namespace robodash::bridge
