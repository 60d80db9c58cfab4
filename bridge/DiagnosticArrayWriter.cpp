#include "DiagnosticArrayWriter.h"

#include "DdsText.h"

#include "RosMessages.h"
#include "RosSequence.h"
#include "TopicWriter.h"

#include "diagnostic_msgs.h"

namespace robodash::bridge {

bool DiagnosticArrayWriter::write(TopicWriter &writer,
                                  const std::vector<KobukiDiagnostics::Status> &statuses,
                                  const std::string &hardwareId)
{
    // The message views the statuses' text: these vectors keep the element arrays.
    std::vector<std::vector<diagnostic_msgs_msg_dds__KeyValue_>> values(statuses.size());
    std::vector<diagnostic_msgs_msg_dds__DiagnosticStatus_> array(statuses.size());
    for (std::size_t i = 0; i < statuses.size(); ++i) {
        const KobukiDiagnostics::Status &status = statuses[i];
        for (const KobukiDiagnostics::KeyValue &pair : status.values)
            values[i].push_back({ddsText(pair.key), ddsText(pair.value)});
        diagnostic_msgs_msg_dds__DiagnosticStatus_ &out = array[i];
        out.level = status.level;
        out.name = ddsText(status.name);
        out.message = ddsText(status.message);
        out.hardware_id = ddsText(hardwareId);
        out.values = sequenceView<dds_sequence_diagnostic_msgs_msg_dds__KeyValue_>(
            values[i].data(), values[i].size());
    }
    static const std::string kNoFrame;
    diagnostic_msgs_msg_dds__DiagnosticArray_ message{};
    message.header = {RosMessages::now(), ddsText(kNoFrame)};
    message.status = sequenceView<dds_sequence_diagnostic_msgs_msg_dds__DiagnosticStatus_>(
        array.data(), array.size());
    return writer.write(&message);
}

}  // namespace robodash::bridge
