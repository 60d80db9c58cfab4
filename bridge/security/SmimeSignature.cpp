#include "SmimeSignature.h"

#include <openssl/pkcs7.h>

namespace robodash::security {
namespace {

BioPointer readOnlyBio(const std::string &text)
{
    return BioPointer(BIO_new_mem_buf(text.data(), int(text.size())));
}

}  // namespace

std::string SmimeSignature::sign(const std::string &content, const Certificate &signer,
                                 const PrivateKey &signerKey, std::string *error)
{
    // PKCS7_DETACHED: the XML stays readable beside the signature; PKCS7_TEXT: it is signed
    // as text/plain, the MIME type the DDS Security plugins expect.
    const int flags = PKCS7_DETACHED | PKCS7_TEXT;
    BioPointer input = readOnlyBio(content);
    Pkcs7Pointer signature(PKCS7_sign(signer.get(), signerKey.get(), nullptr, input.get(), flags));
    if (!signature) {
        if (error)
            *error = "cannot sign: " + lastOpenSslError();
        return {};
    }
    // PKCS7_sign read the input through; the S/MIME writer needs it again from the start.
    input = readOnlyBio(content);
    BioPointer out(BIO_new(BIO_s_mem()));
    if (!SMIME_write_PKCS7(out.get(), signature.get(), input.get(), flags)) {
        if (error)
            *error = "cannot write the signature: " + lastOpenSslError();
        return {};
    }
    return memoryBioText(out.get());
}

bool SmimeSignature::verify(const std::string &smime, const Certificate &authority,
                            std::string *content, std::string *reason)
{
    BioPointer input = readOnlyBio(smime);
    BIO *signedPart = nullptr;
    Pkcs7Pointer signature(SMIME_read_PKCS7(input.get(), &signedPart));
    BioPointer signedContent(signedPart);
    if (!signature) {
        if (reason)
            *reason = "not an S/MIME signature (" + lastOpenSslError() + ")";
        return false;
    }
    StorePointer store(X509_STORE_new());
    X509_STORE_add_cert(store.get(), authority.get());
    BioPointer out(BIO_new(BIO_s_mem()));
    const bool verified =
        PKCS7_verify(signature.get(), nullptr, store.get(), signedContent.get(), out.get(),
                     PKCS7_TEXT) == 1;
    if (!verified) {
        if (reason)
            *reason = "the signature does not verify against the permissions CA ("
                + lastOpenSslError() + ")";
        return false;
    }
    if (content)
        *content = memoryBioText(out.get());
    return true;
}

}  // namespace robodash::security
