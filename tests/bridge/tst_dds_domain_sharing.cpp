// Cyclone DDS gives a process one configuration per domain. The participants of one program
// share a domain counted; one that names another interface than the domain is open on fails
// with a sentence saying so (before issue 38 it silently got the domain's interface, and a
// network robot on `lo` was "not found" while the dashboard's robot list held the domain on
// DDS's choice). No interface joins the domain as it is; the last participant frees it. The
// same for DDS Security: a domain is joined secured as one enclave, or unsecured.
#include "bridge/DdsParticipant.h"
#include "DdsTestDomain.h"

#include <QtTest>

#include <memory>
#include <unistd.h>

namespace tst_dds_domain_sharing {  // this file's names, apart in a unity batch

using robodash::bridge::DdsParticipant;

namespace {

// A domain of this run's own, one per test function.
int testDomain() { return robodash::testprogram::DdsTestDomain::reserve(); }

std::string interfaceInUse(int domain, bool *inUse)
{
    return DdsParticipant::interfaceInUse(domain, inUse);
}

}  // namespace

class TestDdsDomainSharing : public QObject {
    Q_OBJECT
private slots:
    void anotherInterfaceOnADomainOpenOnDdsChoiceFailsSayingSo()
    {
        const int domain = testDomain();
        std::string error;
        const auto list = DdsParticipant::create(domain, "", &error);
        QVERIFY2(list, error.c_str());
        const auto port = DdsParticipant::create(domain, "lo", &error);
        QVERIFY(!port);
        QVERIFY2(error.find("domain " + std::to_string(domain) + " is already open") != std::string::npos, error.c_str());
        QVERIFY2(error.find("DDS's choice of interface") != std::string::npos, error.c_str());
        QVERIFY2(error.find("leave the interface out") != std::string::npos, error.c_str());
    }

    void anotherInterfaceOnADomainOpenOnLoFailsNamingLo()
    {
        const int domain = testDomain();
        std::string error;
        const auto first = DdsParticipant::create(domain, "lo", &error);
        QVERIFY2(first, error.c_str());
        const auto second = DdsParticipant::create(domain, "robodash-no-such-interface", &error);
        QVERIFY(!second);
        QVERIFY2(error.find("on interface lo") != std::string::npos, error.c_str());
        QVERIFY2(error.find("name lo here") != std::string::npos, error.c_str());
    }

    void theSameInterfaceOrNoneShares()
    {
        const int domain = testDomain();
        std::string error;
        const auto first = DdsParticipant::create(domain, "lo", &error);
        const auto same = DdsParticipant::create(domain, "lo", &error);
        const auto none = DdsParticipant::create(domain, "", &error);
        QVERIFY2(first && same && none, error.c_str());
        bool inUse = false;
        QCOMPARE(interfaceInUse(domain, &inUse), std::string("lo"));
        QVERIFY(inUse);
    }

    // The dashboard crashed in Cyclone DDS when a port with a keystore joined the domain its
    // robot list held unsecured (Cyclone loads DDS Security per domain): refused, and said.
    void aSecuredParticipantBesideAnUnsecuredOneFailsSayingSo()
    {
        const int domain = testDomain();
        std::string error;
        const auto list = DdsParticipant::create(domain, "", &error);
        QVERIFY2(list, error.c_str());
        robodash::security::SecurityDecision desk;
        desk.outcome = robodash::security::SecurityDecision::Outcome::Secured;
        desk.enclave = "/lab/desk3";
        desk.files.certificate = "/keys/enclaves/lab/desk3/cert.pem";
        const auto port = DdsParticipant::create(domain, "", &error, &desk);
        QVERIFY(!port);
        QVERIFY2(error.find("already open in this program unsecured") != std::string::npos, error.c_str());
        QVERIFY2(error.find("not also secured as enclave /lab/desk3") != std::string::npos, error.c_str());
    }

    void theLastParticipantToGoFreesTheDomainForAnyInterface()
    {
        const int domain = testDomain();
        std::string error;
        auto onDdsChoice = DdsParticipant::create(domain, "", &error);
        auto alsoOnDdsChoice = DdsParticipant::create(domain, "", &error);
        QVERIFY2(onDdsChoice && alsoOnDdsChoice, error.c_str());
        onDdsChoice.reset();
        QVERIFY(!DdsParticipant::create(domain, "lo", &error));  // one is still in it
        alsoOnDdsChoice.reset();
        bool inUse = true;
        QCOMPARE(interfaceInUse(domain, &inUse), std::string());
        QVERIFY(!inUse);
        const auto onLo = DdsParticipant::create(domain, "lo", &error);
        QVERIFY2(onLo, error.c_str());
        QCOMPARE(interfaceInUse(domain, &inUse), std::string("lo"));
    }
};

QTEST_GUILESS_MAIN(TestDdsDomainSharing)

}  // namespace tst_dds_domain_sharing
#include "tst_dds_domain_sharing.moc"
