/* The parse stage: depth scan then strict syntax, on the text up to the
 * first NUL (JSON001..JSON014, INIT004). */
#define _POSIX_C_SOURCE 200809L /* strdup, strnlen */
#include <string.h>

#include "config.h"

aclError check_config_json(const config_text *text, json_span *root)
{
    root->start = text->bytes;
    root->len = 0;
    /* JSON011: C-string semantics; the raw bytes keep everything after the NUL. */
    size_t len = strnlen(text->bytes, text->size);
    if (len == 0) { /* INIT004: a 0-byte file (or a leading NUL, JSON017) is no JSON */
        return ACL_SUCCESS;
    }
    aclError ret = check_json_depth(text->bytes, len, NULL, NULL);
    if (ret != ACL_SUCCESS) {
        return ret;
    }
    ret = check_json_syntax(text->bytes, len);
    if (ret != ACL_SUCCESS) {
        return ret;
    }
    *root = json_root(text->bytes, len);
    return ACL_SUCCESS;
}
