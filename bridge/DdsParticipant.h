#pragma once
// One DDS participant in a chosen domain, seen by ROS 2 as a process of its own (USER_DATA
// "enclave=/;"). With an interface named, the domain is created with a configuration that
// uses only that interface (CycloneConfig); a second participant in the same process and
// domain shares the first one's configuration, as Cyclone DDS allows one per domain. The
// participant that created the domain deletes it, with every participant still in it: in one
// process, bridges sharing a domain must end in the reverse order they began (true of the
// CLI's single bridge; a GUI with several will need the domain counted).

#include <dds/dds.h>

#include <memory>
#include <string>

namespace robodash::bridge {

class DdsParticipant {
public:
    // Null and a sentence in `error` when the domain or participant cannot be made.
    static std::unique_ptr<DdsParticipant> create(int domain, const std::string &interfaceName,
                                                  std::string *error);
    ~DdsParticipant();
    DdsParticipant(const DdsParticipant &) = delete;
    DdsParticipant &operator=(const DdsParticipant &) = delete;

    dds_entity_t handle() const { return m_participant; }
    dds_guid_t guid() const;

private:
    DdsParticipant(dds_entity_t domain, dds_entity_t participant)
        : m_domain(domain), m_participant(participant)
    {
    }

    dds_entity_t m_domain;  // 0 when Cyclone DDS's default configuration is used
    dds_entity_t m_participant;
};

}  // namespace robodash::bridge
