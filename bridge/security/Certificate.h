#pragma once
// An X.509 certificate as SROS 2 makes them: subject CN only, ECDSA with SHA-256, valid from a
// day before it is made (for peers whose clocks run behind) for `days` days; a CA carries the
// critical basicConstraints CA:TRUE, pathlen:1, an identity CA:FALSE.

#include "OpenSslPointers.h"
#include "PrivateKey.h"

#include <string>

namespace robodash::security {

class Certificate {
public:
    static Certificate makeAuthority(const PrivateKey &key, const std::string &commonName,
                                     int days, std::string *error);
    static Certificate issue(const PrivateKey &subjectKey, const std::string &commonName,
                             const Certificate &authority, const PrivateKey &authorityKey,
                             int days, std::string *error);
    static Certificate load(const std::string &path, std::string *error);

    bool isNull() const { return !m_certificate; }
    X509 *get() const { return m_certificate.get(); }
    std::string pem() const;
    // "CN=/lab/tb1", as permissions files name their subject.
    std::string subjectText() const;
    std::string issuerText() const;
    // ISO 8601 UTC without zone ("2026-11-26T14:05:07"), as SROS 2 writes validity.
    std::string notBefore() const;
    std::string notAfter() const;
    bool hasExpired() const;
    bool isNotYetValid() const;
    bool matchesKey(const PrivateKey &key) const;
    // Whether `authority` signed this certificate; else a sentence in `reason`.
    bool isIssuedBy(const Certificate &authority, std::string *reason) const;

private:
    explicit Certificate(CertificatePointer certificate) : m_certificate(std::move(certificate)) {}
    static Certificate build(const PrivateKey &subjectKey, const std::string &commonName,
                             X509 *issuer, const PrivateKey &issuerKey, bool authority, int days,
                             std::string *error);
    CertificatePointer m_certificate;
};

}  // namespace robodash::security
