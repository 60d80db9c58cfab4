#pragma once
// An ECDSA key on prime256v1, the curve DDS Security 1.1 (9.3.1) names and SROS 2 uses,
// written as unencrypted PKCS#8 PEM ("BEGIN PRIVATE KEY"), as `ros2 security` writes it.

#include "OpenSslPointers.h"

#include <string>

namespace robodash::security {

class PrivateKey {
public:
    static PrivateKey generate(std::string *error);
    // A key from a PEM file; an empty key and a sentence in `error` when it cannot be read.
    static PrivateKey load(const std::string &path, std::string *error);

    bool isNull() const { return !m_key; }
    EVP_PKEY *get() const { return m_key.get(); }
    std::string pem() const;

private:
    explicit PrivateKey(KeyPointer key) : m_key(std::move(key)) {}
    KeyPointer m_key;
};

}  // namespace robodash::security
