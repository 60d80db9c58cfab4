// `--qos-profile FILE`: a JSON object of topics and the policies each changes, parsed into
// BridgeOptions::topicQos, and every mistake refused with a sentence that names it (a
// misspelt topic or value would otherwise leave a QoS the user did not choose, silently).
// Applied, the chosen policies are the writer's.
#include "bridge/QosProfileFile.h"
#include "bridge/RosQos.h"

#include <QTemporaryFile>
#include <QtTest>

namespace tst_qos_profile_file {  // this file's names, apart in a unity batch

using robodash::bridge::QosProfile;
using robodash::bridge::QosProfileFile;
using robodash::bridge::RosQos;
using robodash::bridge::TopicQos;

class TestQosProfileFile : public QObject {
    Q_OBJECT
private slots:
    void readsChosenPolicies()
    {
        QosProfileFile::Profile profile;
        std::string error;
        QVERIFY2(QosProfileFile::parse(R"({
            "odom": {"reliability": "best_effort", "depth": 5, "durability": "volatile"},
            "version_info": {"durability": "transient_local"},
            "sonar/range_12": {"reliability": "reliable"},
            "/tf": {}
        })", &profile, &error), error.c_str());
        QCOMPARE(profile.size(), std::size_t(4));
        const TopicQos &odom = profile.at("odom");
        QCOMPARE(odom.reliable, std::optional<bool>(false));
        QCOMPARE(odom.transientLocal, std::optional<bool>(false));
        QCOMPARE(odom.depth, std::optional<int>(5));
        const TopicQos &version = profile.at("version_info");
        QCOMPARE(version.transientLocal, std::optional<bool>(true));
        QVERIFY(!version.reliable && !version.depth);  // not named: the topic's default stays
        QCOMPARE(profile.at("sonar/range_12").reliable, std::optional<bool>(true));
        QVERIFY(!profile.at("/tf").reliable);
    }

    void mistakesAreNamed_data()
    {
        QTest::addColumn<QByteArray>("text");
        QTest::addColumn<QByteArray>("mentions");
        QTest::newRow("not JSON") << QByteArray("{\n\"odom\": {\"depth\": 5,}\n}")
                                  << QByteArray("line 2");
        QTest::newRow("not an object") << QByteArray("[1, 2]") << QByteArray("JSON object");
        QTest::newRow("unknown topic") << QByteArray(R"({"odometry": {"depth": 5}})")
                                       << QByteArray("no topic \"odometry\"");
        QTest::newRow("sonar without number") << QByteArray(R"({"sonar/range_x": {}})")
                                              << QByteArray("sonar/range_x");
        QTest::newRow("policies not an object") << QByteArray(R"({"odom": "best_effort"})")
                                                << QByteArray("\"odom\" must be an object");
        QTest::newRow("bad reliability") << QByteArray(R"({"odom": {"reliability": "fast"}})")
                                         << QByteArray("not \"fast\"");
        QTest::newRow("bad durability") << QByteArray(R"({"odom": {"durability": 1}})")
                                        << QByteArray("\"transient_local\" or \"volatile\", not 1");
        QTest::newRow("depth zero") << QByteArray(R"({"odom": {"depth": 0}})")
                                    << QByteArray("1..10000, not 0");
        QTest::newRow("depth fraction") << QByteArray(R"({"odom": {"depth": 2.5}})")
                                        << QByteArray("not 2.5");
        QTest::newRow("depth as text") << QByteArray(R"({"odom": {"depth": "5"}})")
                                       << QByteArray("not \"5\"");
        QTest::newRow("unknown policy") << QByteArray(R"({"odom": {"deadline": 5}})")
                                        << QByteArray("deadline is not a policy");
    }
    void mistakesAreNamed()
    {
        QFETCH(QByteArray, text);
        QFETCH(QByteArray, mentions);
        QosProfileFile::Profile profile;
        profile["odom"] = TopicQos{true, {}, {}};
        std::string error;
        QVERIFY(!QosProfileFile::parse(text, &profile, &error));
        QVERIFY2(QByteArray::fromStdString(error).contains(mentions), error.c_str());
        QCOMPARE(profile.size(), std::size_t(1));  // a refused file changes nothing
    }

    void aFileIsNamedInItsErrors()
    {
        QosProfileFile::Profile profile;
        std::string error;
        QVERIFY(!QosProfileFile::read("/nonexistent/qos.json", &profile, &error));
        QVERIFY2(QByteArray::fromStdString(error).contains("/nonexistent/qos.json"), error.c_str());
        QTemporaryFile file;
        QVERIFY(file.open());
        file.write(R"({"battery_a_state": {"depth": 3}})");
        file.flush();
        QVERIFY2(QosProfileFile::read(file.fileName(), &profile, &error), error.c_str());
        QCOMPARE(profile.at("battery_a_state").depth, std::optional<int>(3));
    }

    void appliedPoliciesAreTheWritersQos()
    {
        const auto qos = RosQos::make(QosProfile::Default, 10);
        RosQos::apply(TopicQos{false, true, 7}, qos.get());
        dds_reliability_kind_t reliability{};
        dds_durability_kind_t durability{};
        dds_history_kind_t history{};
        int32_t depth = 0;
        QVERIFY(dds_qget_reliability(qos.get(), &reliability, nullptr));
        QVERIFY(dds_qget_durability(qos.get(), &durability));
        QVERIFY(dds_qget_history(qos.get(), &history, &depth));
        QCOMPARE(reliability, DDS_RELIABILITY_BEST_EFFORT);
        QCOMPARE(durability, DDS_DURABILITY_TRANSIENT_LOCAL);
        QCOMPARE(depth, 7);
        // Naming nothing changes nothing.
        RosQos::apply(TopicQos{}, qos.get());
        QVERIFY(dds_qget_reliability(qos.get(), &reliability, nullptr));
        QCOMPARE(reliability, DDS_RELIABILITY_BEST_EFFORT);
    }
};

QTEST_GUILESS_MAIN(TestQosProfileFile)

}  // namespace tst_qos_profile_file
#include "tst_qos_profile_file.moc"
