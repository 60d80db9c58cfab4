#pragma once
// Owning pointers for the OpenSSL objects the keystore code handles, so that every early
// return on an error frees what was made before it.

#include <openssl/bio.h>
#include <openssl/evp.h>
#include <openssl/pkcs7.h>
#include <openssl/x509.h>

#include <memory>
#include <string>

namespace robodash::security {

struct OpenSslFree {
    void operator()(EVP_PKEY *key) const { EVP_PKEY_free(key); }
    void operator()(X509 *certificate) const { X509_free(certificate); }
    void operator()(X509_STORE *store) const { X509_STORE_free(store); }
    void operator()(BIO *bio) const { BIO_free(bio); }
    void operator()(PKCS7 *signature) const { PKCS7_free(signature); }
};

using KeyPointer = std::unique_ptr<EVP_PKEY, OpenSslFree>;
using CertificatePointer = std::unique_ptr<X509, OpenSslFree>;
using StorePointer = std::unique_ptr<X509_STORE, OpenSslFree>;
using BioPointer = std::unique_ptr<BIO, OpenSslFree>;
using Pkcs7Pointer = std::unique_ptr<PKCS7, OpenSslFree>;

// The text of OpenSSL's most recent error ("" when there is none), and clears the queue.
std::string lastOpenSslError();
// Everything written into a memory BIO, as a string.
std::string memoryBioText(BIO *bio);

}  // namespace robodash::security
