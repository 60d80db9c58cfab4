#include "DiagnosticArrayWriter.h"

#include "RosMessages.h"
#include "RosSequence.h"
#include "TopicWriter.h"

#include "diagnostic_msgs.h"

namespace robodash::bridge {

namespace {

char *text(const std::string &value)
{
    return const_cast<char *>(value.c_str());  // read only by dds_write
}

}  // namespace

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
            values[i].push_back({text(pair.key), text(pair.value)});
        diagnostic_msgs_msg_dds__DiagnosticStatus_ &out = array[i];
        out.level = status.level;
        out.name = text(status.name);
        out.message = text(status.message);
        out.hardware_id = text(hardwareId);
        out.values = sequenceView<dds_sequence_diagnostic_msgs_msg_dds__KeyValue_>(
            values[i].data(), values[i].size());
    }
    static const std::string kNoFrame;
    diagnostic_msgs_msg_dds__DiagnosticArray_ message{};
    message.header = {RosMessages::now(), text(kNoFrame)};
    message.status = sequenceView<dds_sequence_diagnostic_msgs_msg_dds__DiagnosticStatus_>(
        array.data(), array.size());
    return writer.write(&message);
}

}  // namespace robodash::bridge
