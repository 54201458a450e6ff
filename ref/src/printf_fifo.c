/* Printf FIFO sizes (FIFO001..FIFO005): top-level keys only.
 *
 * The product re-serialises the value and matches [1-9][0-9]*, so only a
 * positive integer literal passes, and only up to 2^64-1 (nlohmann stores
 * larger integers as doubles, which print with a fraction or exponent).
 * The value is strtol (saturating at LONG_MAX) cast to uint32. */
#include <stdlib.h>
#include <string.h>

#include "aclref_limits.h"
#include "apply.h"
#include "errmsg.h"
#include "lower/lower_layers.h"

/* UINT64_MAX in decimal: the largest integer nlohmann keeps as an integer. */
#define UINT64_MAX_TEXT "18446744073709551615"

const char *printf_fifo_key(int limit_type)
{
    switch (limit_type) {
    case RT_LIMIT_TYPE_SIMD_PRINTF_FIFO_SIZE_PER_CORE:
        return "simd_printf_fifo_size_per_core";
    case RT_LIMIT_TYPE_SIMT_PRINTF_FIFO_SIZE:
        return "simt_printf_fifo_size";
    default:
        return NULL; /* GCOVR_EXCL_LINE: every caller passes a type of its order table */
    }
}

static bool is_positive_integer_token(json_span token)
{
    if (token.len == 0 || token.start[0] < '1' || token.start[0] > '9') { /* FIFO002 */
        return false;
    }
    for (size_t i = 1; i < token.len; i++) {
        if (token.start[i] < '0' || token.start[i] > '9') {
            return false;
        }
    }
    size_t max_len = strlen(UINT64_MAX_TEXT);
    return token.len < max_len || (token.len == max_len && memcmp(token.start, UINT64_MAX_TEXT, max_len) <= 0);
}

aclError check_printf_fifo(json_span root, int limit_type, bool *present, uint32_t *value)
{
    const char *key = printf_fifo_key(limit_type);
    json_span member;
    *present = false;
    if (key == NULL || !json_member(root, key, &member)) { /* FIFO005: nested copies are not seen */
        return ACL_SUCCESS;
    }
    /* ERRMSG022: the value as its JSON text (the product's dumped value; the
     * raw span is the same but for an escaped spelling) */
    REQUIRE(is_positive_integer_token(member), ACL_ERROR_FAILURE, "FIFO002", EH_INVALID_PARAM,
            "Getting print fifo size failed: value %.*s for parameter fifoSize (key %s): value must be a positive "
            "integer in acl.json",
            (int)member.len, member.start, key);
    char text[sizeof(UINT64_MAX_TEXT)];
    memcpy(text, member.start, member.len);
    text[member.len] = '\0';
    *value = (uint32_t)strtol(text, NULL, 10); /* FIFO003 */
    *present = true;
    return ACL_SUCCESS;
}

aclError apply_printf_fifo_sizes(config_source *source)
{
    static const int order[] = {RT_LIMIT_TYPE_SIMD_PRINTF_FIFO_SIZE_PER_CORE,
                                RT_LIMIT_TYPE_SIMT_PRINTF_FIFO_SIZE}; /* FIFO001 */
    for (size_t i = 0; i < sizeof(order) / sizeof(order[0]); i++) {
        json_span root;
        bool present;
        uint32_t value = 0;
        aclError ret = config_source_json_or_failure(source, &root); /* JSON020 */
        if (ret == ACL_SUCCESS) ret = check_printf_fifo(root, order[i], &present, &value);
        if (ret != ACL_SUCCESS) {
            return ret;
        }
        if (!present) {
            continue;
        }
        rtError_t rt = rtDeviceSetLimit(ACLREF_LIMIT_DEVICE_ID, order[i], value);
        /* FIFO004: 207000 tolerated, anything else returned */
        REQUIRE(rt == ACL_RT_SUCCESS || rt == ACL_ERROR_RT_FEATURE_NOT_SUPPORT, rt, "FIFO004", EH_INTERNAL,
                "rtDeviceSetLimit(0, %d, %u) returned %d", order[i], value, (int)rt);
    }
    return ACL_SUCCESS;
}
