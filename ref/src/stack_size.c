/* StackSize (STACK001..STACK005).
 *
 * Each member is read like nlohmann's get<size_t>: any JSON number, floats
 * truncated toward zero, negatives wrapped; then cast to uint32. A non-number
 * stops the section with ACL_ERROR_FAILURE. Runtime errors are swallowed,
 * except a runtime code equal to ACL_ERROR_FAILURE, which the product's loop
 * cannot tell from its own parse failure. */
#define _GNU_SOURCE
#include <errno.h>
#include <stdlib.h>
#include <string.h>

#include "aclref_limits.h"
#include "apply.h"
#include "errmsg.h"
#include "lower/lower_layers.h"

/* 2^63 and 2^64 as doubles (exact). */
#define TWO_POW_63 9223372036854775808.0
#define TWO_POW_64 18446744073709551616.0
/* What the product's x86-64 build yields for a double outside the range of
 * size_t (the conversion is undefined in C++; cvttsd2si gives this). */
#define OUT_OF_RANGE_SIZE 0x8000000000000000u

const char *stack_size_key(int limit_type)
{
    switch (limit_type) {
    case RT_LIMIT_TYPE_SIMT_STACK_SIZE:
        return "simt_stack_size";
    case RT_LIMIT_TYPE_SIMT_DVG_WARP_STACK_SIZE:
        return "simt_divergence_stack_size";
    case RT_LIMIT_TYPE_STACK_SIZE:
        return "aicore_stack_size";
    default:
        return NULL; /* GCOVR_EXCL_LINE: every caller passes a type of its order table */
    }
}

static uint64_t double_to_size(double d)
{
    if (d >= TWO_POW_64) return 0; /* (2^64 - 2^63) overflows, xor 2^63 gives 0 */
    if (d >= TWO_POW_63) return (uint64_t)d;
    if (d > -TWO_POW_63) return (uint64_t)(int64_t)d; /* truncate toward zero, then wrap */
    return OUT_OF_RANGE_SIZE;
}

/* STACK003: integers that fit int64/uint64 convert exactly; anything else
 * is a double in nlohmann and converts like one. */
static uint64_t number_to_size(json_span token)
{
    char *text = strndup(token.start, token.len);
    if (text == NULL) { /* GCOVR_EXCL_BR_LINE: allocation failure, which no test can cause */
        return 0;       /* GCOVR_EXCL_LINE: allocation failure, which no test can cause */
    }
    bool integer = strpbrk(text, ".eE") == NULL;
    uint64_t result;
    errno = 0;
    if (integer && text[0] == '-') {
        long long v = strtoll(text, NULL, 10);
        result = errno == 0 ? (uint64_t)v : double_to_size(strtod(text, NULL));
    } else if (integer) {
        unsigned long long v = strtoull(text, NULL, 10);
        result = errno == 0 ? (uint64_t)v : double_to_size(strtod(text, NULL));
    } else {
        result = double_to_size(strtod(text, NULL));
    }
    free(text);
    return result;
}

aclError check_stack_size(json_span root, int limit_type, bool *present, uint32_t *value)
{
    const char *key = stack_size_key(limit_type);
    json_span section, member;
    *present = false;
    /* STACK002: absent, non-object or empty StackSize */
    if (key == NULL || !json_member(root, "StackSize", &section) || !json_member(section, key, &member)) {
        return ACL_SUCCESS;
    }
    REQUIRE(json_kind_of(member) == JSON_NUMBER, ACL_ERROR_FAILURE, "STACK004", EH_INVALID_FILE, /* ERRMSG020 */
            "config file \"%s\" is invalid: Parse exception: StackSize.%s must be a number", errmsg_config_path(), key);
    *value = (uint32_t)number_to_size(member); /* STACK003 */
    *present = true;
    return ACL_SUCCESS;
}

aclError apply_stack_sizes(config_source *source)
{
    static const int order[] = {RT_LIMIT_TYPE_SIMT_STACK_SIZE, RT_LIMIT_TYPE_SIMT_DVG_WARP_STACK_SIZE,
                                RT_LIMIT_TYPE_STACK_SIZE}; /* STACK001 */
    for (size_t i = 0; i < sizeof(order) / sizeof(order[0]); i++) {
        json_span root;
        bool present;
        uint32_t value = 0;
        aclError ret = config_source_json_or_failure(source, &root); /* JSON020 */
        if (ret == ACL_SUCCESS) ret = check_stack_size(root, order[i], &present, &value);
        if (ret != ACL_SUCCESS) {
            return ret;
        }
        if (!present) {
            continue;
        }
        rtError_t rt = rtDeviceSetLimit(ACLREF_LIMIT_DEVICE_ID, order[i], value);
        /* STACK005: runtime errors are swallowed and the next key runs;
         * STACK006: only exactly ACL_ERROR_FAILURE stops the loop */
        REQUIRE(rt != ACL_ERROR_FAILURE, ACL_ERROR_FAILURE, "STACK005", EH_INTERNAL,
                "rtDeviceSetLimit(0, %d, %u) returned %d", order[i], value, (int)rt);
    }
    return ACL_SUCCESS;
}
