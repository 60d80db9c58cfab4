#include "OpenSslPointers.h"

#include <openssl/err.h>

namespace robodash::security {

std::string lastOpenSslError()
{
    const unsigned long code = ERR_get_error();
    ERR_clear_error();
    if (code == 0)
        return {};
    char text[256];
    ERR_error_string_n(code, text, sizeof text);
    return text;
}

std::string memoryBioText(BIO *bio)
{
    char *data = nullptr;
    const long length = BIO_get_mem_data(bio, &data);
    return length > 0 ? std::string(data, size_t(length)) : std::string();
}

}  // namespace robodash::security
