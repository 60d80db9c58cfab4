#include "FamilyTopics.h"

namespace robodash::bridge {

FamilyTopics::FamilyTopics(const TopicContext &context, QObject *parent)
    : QObject(parent), m_context(context)
{
}

FamilyTopics::~FamilyTopics()
{
    m_readers.clear();  // first: no command arrives while the rest goes
}

void FamilyTopics::fail(const std::string &error)
{
    if (m_error.empty())
        m_error = error;
}

TopicWriter *FamilyTopics::addWriter(const dds_topic_descriptor_t *type,
                                     const std::string &rosName, QosProfile profile, int depth)
{
    m_writers.push_back(m_context.writer(type, rosName, profile, depth));
    if (!m_writers.back()->isValid())
        fail(m_writers.back()->error());
    return m_writers.back().get();
}

TopicReader *FamilyTopics::addReader(const dds_topic_descriptor_t *type,
                                     const std::string &rosName, int depth)
{
    if (m_context.isRecording())
        return nullptr;  // an export: nothing to subscribe to
    m_readers.push_back(std::make_unique<TopicReader>(
        m_context.participant(), type, m_context.ddsTopic(rosName),
        m_context.qos(rosName, QosProfile::Default, depth).get()));
    TopicReader *reader = m_readers.back().get();
    if (!reader->isValid())
        fail(reader->error());
    connect(reader, &TopicReader::incompatibleWriter, this, &FamilyTopics::diagnostic);
    return reader;
}

void FamilyTopics::write(TopicWriter *writer, const void *sample)
{
    if (!writer->write(sample))
        reportWriteFailure(writer);
}

void FamilyTopics::reportWriteFailure(const TopicWriter *writer)
{
    if (m_writeFailureReported)
        return;
    m_writeFailureReported = true;
    emit diagnostic(QStringLiteral("DDS refused a sample on %1; later failures are not reported")
                        .arg(QString::fromStdString(writer->topic())));
}

std::vector<dds_guid_t> FamilyTopics::readerGuids() const
{
    std::vector<dds_guid_t> guids;
    for (const auto &reader : m_readers)
        guids.push_back(reader->guid());
    return guids;
}

std::vector<dds_guid_t> FamilyTopics::writerGuids() const
{
    std::vector<dds_guid_t> guids;
    for (const auto &writer : m_writers)
        guids.push_back(writer->guid());
    return guids;
}

std::vector<std::string> FamilyTopics::ddsTopics() const
{
    std::vector<std::string> topics;
    for (const auto &writer : m_writers)
        topics.push_back(writer->topic());
    for (const auto &reader : m_readers)
        topics.push_back(reader->topic());
    return topics;
}

}  // namespace robodash::bridge
