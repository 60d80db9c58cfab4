#include "Certificate.h"

#include <openssl/bn.h>
#include <openssl/pem.h>
#include <openssl/x509v3.h>

#include <ctime>

namespace robodash::security {
namespace {

constexpr long kSecondsPerDay = 24 * 60 * 60;

bool setRandomSerial(X509 *certificate)
{
    // 159 random bits: positive and within RFC 5280's 20 octets, as `cryptography` does.
    std::unique_ptr<BIGNUM, decltype(&BN_free)> serial(BN_new(), BN_free);
    if (!serial || !BN_rand(serial.get(), 159, BN_RAND_TOP_ANY, BN_RAND_BOTTOM_ANY))
        return false;
    return BN_to_ASN1_INTEGER(serial.get(), X509_get_serialNumber(certificate)) != nullptr;
}

bool setSubject(X509 *certificate, const std::string &commonName)
{
    X509_NAME *name = X509_get_subject_name(certificate);
    const auto *text = reinterpret_cast<const unsigned char *>(commonName.c_str());
    return X509_NAME_add_entry_by_txt(name, "CN", MBSTRING_UTF8, text, -1, -1, 0) == 1;
}

bool addBasicConstraints(X509 *certificate, X509 *issuer, bool authority)
{
    X509V3_CTX context;
    X509V3_set_ctx(&context, issuer, certificate, nullptr, nullptr, 0);
    const char *value = authority ? "critical,CA:TRUE,pathlen:1" : "CA:FALSE";
    X509_EXTENSION *extension =
        X509V3_EXT_conf_nid(nullptr, &context, NID_basic_constraints, value);
    if (!extension)
        return false;
    const bool added = X509_add_ext(certificate, extension, -1) == 1;
    X509_EXTENSION_free(extension);
    return added;
}

std::string nameText(const X509_NAME *name)
{
    BioPointer out(BIO_new(BIO_s_mem()));
    // RFC 2253 order without spaces gives "CN=/lab/tb1", the form permissions files use.
    X509_NAME_print_ex(out.get(), name, 0, XN_FLAG_RFC2253 & ~ASN1_STRFLGS_ESC_MSB);
    return memoryBioText(out.get());
}

std::string isoTime(const ASN1_TIME *time)
{
    std::tm parts{};
    if (!ASN1_TIME_to_tm(time, &parts))
        return {};
    char text[32];
    std::strftime(text, sizeof text, "%Y-%m-%dT%H:%M:%S", &parts);
    return text;
}

}  // namespace

Certificate Certificate::makeAuthority(const PrivateKey &key, const std::string &commonName,
                                       int days, std::string *error)
{
    return build(key, commonName, nullptr, key, true, days, error);
}

Certificate Certificate::issue(const PrivateKey &subjectKey, const std::string &commonName,
                               const Certificate &authority, const PrivateKey &authorityKey,
                               int days, std::string *error)
{
    return build(subjectKey, commonName, authority.get(), authorityKey, false, days, error);
}

Certificate Certificate::build(const PrivateKey &subjectKey, const std::string &commonName,
                               X509 *issuer, const PrivateKey &issuerKey, bool authority,
                               int days, std::string *error)
{
    CertificatePointer certificate(X509_new());
    X509 *made = certificate.get();
    X509 *signer = issuer ? issuer : made;  // a CA signs itself
    const bool built = made && X509_set_version(made, 2) && setRandomSerial(made)
        && X509_gmtime_adj(X509_getm_notBefore(made), -kSecondsPerDay)
        && X509_gmtime_adj(X509_getm_notAfter(made), long(days) * kSecondsPerDay)
        && X509_set_pubkey(made, subjectKey.get()) && setSubject(made, commonName)
        && X509_set_issuer_name(made, X509_get_subject_name(signer))
        && addBasicConstraints(made, signer, authority)
        && X509_sign(made, issuerKey.get(), EVP_sha256()) > 0;
    if (!built) {
        if (error)
            *error = "cannot make the certificate for " + commonName + ": " + lastOpenSslError();
        return Certificate(nullptr);
    }
    return Certificate(std::move(certificate));
}

Certificate Certificate::load(const std::string &path, std::string *error)
{
    BioPointer file(BIO_new_file(path.c_str(), "r"));
    if (!file) {
        if (error)
            *error = path + ": cannot be read";
        return Certificate(nullptr);
    }
    CertificatePointer certificate(PEM_read_bio_X509(file.get(), nullptr, nullptr, nullptr));
    if (!certificate && error)
        *error = path + ": not a PEM certificate (" + lastOpenSslError() + ")";
    return Certificate(std::move(certificate));
}

std::string Certificate::pem() const
{
    BioPointer out(BIO_new(BIO_s_mem()));
    PEM_write_bio_X509(out.get(), m_certificate.get());
    return memoryBioText(out.get());
}

std::string Certificate::subjectText() const
{
    return nameText(X509_get_subject_name(m_certificate.get()));
}

std::string Certificate::issuerText() const
{
    return nameText(X509_get_issuer_name(m_certificate.get()));
}

std::string Certificate::notBefore() const
{
    return isoTime(X509_get0_notBefore(m_certificate.get()));
}

std::string Certificate::notAfter() const
{
    return isoTime(X509_get0_notAfter(m_certificate.get()));
}

bool Certificate::hasExpired() const
{
    return X509_cmp_current_time(X509_get0_notAfter(m_certificate.get())) < 0;
}

bool Certificate::isNotYetValid() const
{
    return X509_cmp_current_time(X509_get0_notBefore(m_certificate.get())) > 0;
}

bool Certificate::matchesKey(const PrivateKey &key) const
{
    const bool matches = X509_check_private_key(m_certificate.get(), key.get()) == 1;
    lastOpenSslError();  // a mismatch leaves an error queued; it is answered by `false`
    return matches;
}

bool Certificate::isIssuedBy(const Certificate &authority, std::string *reason) const
{
    StorePointer store(X509_STORE_new());
    X509_STORE_add_cert(store.get(), authority.get());
    std::unique_ptr<X509_STORE_CTX, decltype(&X509_STORE_CTX_free)> context(
        X509_STORE_CTX_new(), X509_STORE_CTX_free);
    X509_STORE_CTX_init(context.get(), store.get(), m_certificate.get(), nullptr);
    const bool verified = X509_verify_cert(context.get()) == 1;
    if (!verified && reason)
        *reason = X509_verify_cert_error_string(X509_STORE_CTX_get_error(context.get()));
    return verified;
}

}  // namespace robodash::security
