#pragma once
// One DDS participant in a chosen domain, seen by ROS 2 as a process of its own (USER_DATA
// "enclave=/;"). With an interface named, the domain is created with a configuration that
// uses only that interface (CycloneConfig). Cyclone DDS allows a process one configuration per
// domain, so a second participant in the same process and domain shares the first one's: it
// may name no interface or the same one; naming another fails with a sentence saying so
// (before, it silently got the first one's, and found nothing: issue 38). Likewise secured
// and unsecured, or as two enclaves: Cyclone loads DDS Security per domain, and crashed when a
// secured participant joined a domain this process was in unsecured.
// Deleting a Cyclone domain deletes every participant still in it, so the participants of one
// process share it counted (SharedDomain): the last to go deletes it, and bridges, and test
// peers, may end in any order.

#include "security/SecuritySettings.h"

#include <dds/dds.h>

#include <map>
#include <memory>
#include <mutex>
#include <string>

namespace robodash::bridge {

class DdsParticipant {
public:
    // Null and a sentence in `error` when the domain or participant cannot be made. With a
    // secured decision, the participant authenticates as its enclave and encrypts (DDS
    // Security); it is never made unsecured instead.
    static std::unique_ptr<DdsParticipant> create(int domain, const std::string &interfaceName,
                                                  std::string *error,
                                                  const security::SecurityDecision *security = nullptr);
    ~DdsParticipant();
    DdsParticipant(const DdsParticipant &) = delete;
    DdsParticipant &operator=(const DdsParticipant &) = delete;

    // The interface this process's participants in `domain` use (empty: DDS's choice), and in
    // `inUse` whether there are any: what a participant made now must name, or leave empty.
    static std::string interfaceInUse(int domain, bool *inUse);

    dds_entity_t handle() const { return m_participant; }
    dds_guid_t guid() const;

private:
    struct SharedDomain;

    DdsParticipant(std::shared_ptr<SharedDomain> domain, dds_entity_t participant)
        : m_domain(std::move(domain)), m_participant(participant)
    {
    }
    // The domain as this process's participants in it share it; null and a sentence in
    // `error` when it cannot be made, or is in use on another interface.
    static std::shared_ptr<SharedDomain> sharedDomain(int domain, const std::string &interfaceName,
                                                      const std::string &identity, std::string *error);
    // "" unsecured, else the enclave and certificate a secured participant joins as.
    static std::string identityOf(const security::SecurityDecision *security);
    static std::map<int, std::weak_ptr<SharedDomain>> &domains();
    // Guards the registry and every release of a share (the last one deletes the domain).
    static std::mutex &registryMutex();

    std::shared_ptr<SharedDomain> m_domain;
    dds_entity_t m_participant;
};

}  // namespace robodash::bridge
