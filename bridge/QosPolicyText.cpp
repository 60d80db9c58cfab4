#include "QosPolicyText.h"

#include <dds/dds.h>

namespace robodash::bridge {

std::string QosPolicyText::why(std::uint32_t policyId)
{
    switch (dds_qos_policy_id_t(policyId)) {
    case DDS_RELIABILITY_QOS_POLICY_ID:
        return "reliability (a best-effort writer never feeds a reliable reader; "
               "see --sensor-qos)";
    case DDS_DURABILITY_QOS_POLICY_ID:
        return "durability (a volatile writer never feeds a transient-local reader)";
    case DDS_DATA_REPRESENTATION_QOS_POLICY_ID:
        return "data representation (ROS 2 uses XCDR1 only)";
    case DDS_DEADLINE_QOS_POLICY_ID:
        return "deadline";
    case DDS_LIVELINESS_QOS_POLICY_ID:
        return "liveliness";
    default:
        return "QoS policy " + std::to_string(policyId);
    }
}

}  // namespace robodash::bridge
