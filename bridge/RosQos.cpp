#include "RosQos.h"

#include <cstring>

namespace robodash::bridge {

namespace {

// How long a reliable write may wait for room in a reader's history: with keep-last
// writers it never has to, and the bridge must never stall the GUI thread for long.
constexpr dds_duration_t kMaxBlockingTime = DDS_MSECS(100);
constexpr int kSensorDataDepth = 5;

}  // namespace

QosPointer RosQos::make(QosProfile profile, int depth)
{
    QosPointer qos(dds_create_qos());
    const bool reliable = profile != QosProfile::SensorData;
    dds_qset_reliability(qos.get(), reliable ? DDS_RELIABILITY_RELIABLE : DDS_RELIABILITY_BEST_EFFORT,
                         kMaxBlockingTime);
    dds_qset_durability(qos.get(), profile == QosProfile::Latched ? DDS_DURABILITY_TRANSIENT_LOCAL
                                                                  : DDS_DURABILITY_VOLATILE);
    dds_qset_history(qos.get(), DDS_HISTORY_KEEP_LAST,
                     profile == QosProfile::SensorData ? kSensorDataDepth : depth);
    // Cyclone keeps a transient-local writer's samples for late joiners by its durability
    // service history (one sample by default), not by the history above: /rosout's
    // thousand lines need it said (rmw_cyclonedds sets both alike).
    if (profile == QosProfile::Latched)
        dds_qset_durability_service(qos.get(), 0, DDS_HISTORY_KEEP_LAST, depth,
                                    DDS_LENGTH_UNLIMITED, DDS_LENGTH_UNLIMITED,
                                    DDS_LENGTH_UNLIMITED);
    dds_qset_liveliness(qos.get(), DDS_LIVELINESS_AUTOMATIC, DDS_INFINITY);
    const dds_data_representation_id_t xcdr1[] = {DDS_DATA_REPRESENTATION_XCDR1};
    dds_qset_data_representation(qos.get(), 1, xcdr1);
    return qos;
}

void RosQos::apply(const TopicQos &chosen, dds_qos_t *qos)
{
    if (chosen.reliable)
        dds_qset_reliability(qos, *chosen.reliable ? DDS_RELIABILITY_RELIABLE
                                                   : DDS_RELIABILITY_BEST_EFFORT,
                             kMaxBlockingTime);
    if (chosen.transientLocal)
        dds_qset_durability(qos, *chosen.transientLocal ? DDS_DURABILITY_TRANSIENT_LOCAL
                                                        : DDS_DURABILITY_VOLATILE);
    if (chosen.depth)
        dds_qset_history(qos, DDS_HISTORY_KEEP_LAST, *chosen.depth);
}

QosPointer RosQos::participant(const std::string &enclave)
{
    QosPointer qos(dds_create_qos());
    const std::string userData = "enclave=" + enclave + ";";
    dds_qset_userdata(qos.get(), userData.data(), userData.size());
    return qos;
}

}  // namespace robodash::bridge
