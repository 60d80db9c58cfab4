#pragma once
// The `.p7s` files of a keystore: S/MIME, PKCS#7 detached-text signatures of the governance
// and permissions XML by the permissions CA (what `openssl smime -sign -text` and SROS 2
// write). DDS Security's plugins read the XML out of the `.p7s`, not the `.xml` beside it, so
// checking a keystore means checking the signature and comparing the signed text.

#include "Certificate.h"
#include "PrivateKey.h"

#include <string>

namespace robodash::security {

class SmimeSignature {
public:
    // The S/MIME text signing `content`; "" and a sentence in `error` on failure.
    static std::string sign(const std::string &content, const Certificate &signer,
                            const PrivateKey &signerKey, std::string *error);
    // Whether `smime` is a valid signature by a certificate that `authority` vouches for; the
    // signed text (MIME header removed) in `content`, else a sentence in `reason`.
    static bool verify(const std::string &smime, const Certificate &authority,
                       std::string *content, std::string *reason);
};

}  // namespace robodash::security
