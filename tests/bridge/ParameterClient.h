#pragma once
// A ROS 2 parameter client as rmw_cyclonedds makes one, on a FastDdsPeer: each call written on
// rq/<node>/<service>Request with the 16-octet request header (this client's id, a sequence
// number), and its answer the reply on rr/<node>/<service>Reply whose header echoes both.

#include "FastCdrParameterMessages.h"
#include "FastDdsTopic.h"

#include <QElapsedTimer>
#include <QTest>

#include <memory>
#include <optional>
#include <string>

class ParameterClient {
public:
    // `nodePath`: "/namespace/kobuki_ros_node".
    ParameterClient(FastDdsPeer &peer, const std::string &nodePath)
        : m_list(peer, "rq" + nodePath + "/list_parametersRequest"),
          m_listReply(peer, "rr" + nodePath + "/list_parametersReply"),
          m_get(peer, "rq" + nodePath + "/get_parametersRequest"),
          m_getReply(peer, "rr" + nodePath + "/get_parametersReply"),
          m_describe(peer, "rq" + nodePath + "/describe_parametersRequest"),
          m_describeReply(peer, "rr" + nodePath + "/describe_parametersReply"),
          m_set(peer, "rq" + nodePath + "/set_parametersRequest"),
          m_setReply(peer, "rr" + nodePath + "/set_parametersReply")
    {
    }

    bool isValid() const
    {
        return m_list.isValid() && m_listReply.isValid() && m_get.isValid()
               && m_getReply.isValid() && m_describe.isValid() && m_describeReply.isValid()
               && m_set.isValid() && m_setReply.isValid();
    }
    // Every request writer and reply reader has found the bridge's.
    bool matched() const
    {
        return m_list.matched() && m_listReply.matched() && m_get.matched()
               && m_getReply.matched() && m_describe.matched() && m_describeReply.matched()
               && m_set.matched() && m_setReply.matched();
    }

    std::optional<ListParametersResponse> list(int ms)
    {
        ListParametersRequest request;
        return call(m_list, m_listReply, request, ms);
    }
    std::optional<GetParametersResponse> get(const std::vector<std::string> &names, int ms)
    {
        GetParametersRequest request;
        request.names = names;
        return call(m_get, m_getReply, request, ms);
    }
    std::optional<DescribeParametersResponse> describe(const std::vector<std::string> &names,
                                                       int ms)
    {
        DescribeParametersRequest request;
        request.names = names;
        return call(m_describe, m_describeReply, request, ms);
    }
    std::optional<SetParametersResponse> set(const std::vector<ParameterFields> &parameters,
                                             int ms)
    {
        SetParametersRequest request;
        request.parameters = parameters;
        return call(m_set, m_setReply, request, ms);
    }

private:
    static constexpr std::uint64_t kClientId = 0x0123456789abcdefULL;
    static constexpr int kRetryMs = 2000;

    template <class Request, class Response>
    std::optional<Response> call(FastDdsTopicWriter<Request> &writer,
                                 FastDdsTopicReader<Response> &reader, Request &request, int ms)
    {
        request.header = {kClientId, ++m_sequence};
        QElapsedTimer waited;
        waited.start();
        // A request is written once and is volatile: written before discovery has matched the
        // bridge's request reader (or before our reply reader matches its reply writer) it is
        // lost, and no wait brings its reply (a run on a loaded machine did exactly that).
        while (!(writer.matched() && reader.matched()) && waited.elapsed() < ms)
            QTest::qWait(20);
        // Our side having matched says nothing of the bridge's: its request reader may not
        // know our writer yet (Cyclone drops samples of writers it has not discovered) or its
        // reply writer our reader. So an unanswered request is written again, with the same
        // sequence number, as a client would retry; the first matching reply wins.
        QElapsedTimer sinceWritten;
        while (waited.elapsed() < ms) {
            if (!sinceWritten.isValid() || sinceWritten.elapsed() >= kRetryMs) {
                if (!writer.write(request))
                    return std::nullopt;
                sinceWritten.start();
            }
            for (Response &reply : reader.takeAll()) {
                if (reply.header.clientGuid == kClientId
                    && reply.header.sequenceNumber == request.header.sequenceNumber)
                    return reply;
            }
            QTest::qWait(20);
        }
        return std::nullopt;
    }

    FastDdsTopicWriter<ListParametersRequest> m_list;
    FastDdsTopicReader<ListParametersResponse> m_listReply;
    FastDdsTopicWriter<GetParametersRequest> m_get;
    FastDdsTopicReader<GetParametersResponse> m_getReply;
    FastDdsTopicWriter<DescribeParametersRequest> m_describe;
    FastDdsTopicReader<DescribeParametersResponse> m_describeReply;
    FastDdsTopicWriter<SetParametersRequest> m_set;
    FastDdsTopicReader<SetParametersResponse> m_setReply;
    std::int64_t m_sequence = 0;
};
