#include "PrivateKey.h"

#include <openssl/ec.h>
#include <openssl/pem.h>

namespace robodash::security {

PrivateKey PrivateKey::generate(std::string *error)
{
    KeyPointer key(EVP_EC_gen("prime256v1"));
    if (!key && error)
        *error = "cannot make an EC key: " + lastOpenSslError();
    return PrivateKey(std::move(key));
}

PrivateKey PrivateKey::load(const std::string &path, std::string *error)
{
    BioPointer file(BIO_new_file(path.c_str(), "r"));
    if (!file) {
        if (error)
            *error = path + ": cannot be read";
        return PrivateKey(nullptr);
    }
    KeyPointer key(PEM_read_bio_PrivateKey(file.get(), nullptr, nullptr, nullptr));
    if (!key && error)
        *error = path + ": not a PEM private key (" + lastOpenSslError() + ")";
    return PrivateKey(std::move(key));
}

std::string PrivateKey::pem() const
{
    BioPointer out(BIO_new(BIO_s_mem()));
    // PKCS#8, no passphrase: DDS Security's plugins load the key unattended.
    PEM_write_bio_PrivateKey(out.get(), m_key.get(), nullptr, nullptr, 0, nullptr, nullptr);
    return memoryBioText(out.get());
}

}  // namespace robodash::security
