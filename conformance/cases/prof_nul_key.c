/* PROF004: a `profiler` member whose key holds U+0000 is no member msprof
 * knows, so aclInit answers ACL_ERROR_INVALID_PARAM (100000). The product
 * hands msprof the key escaped ("switch\u0000") and msprof refuses it; the
 * reference cannot build that key and refuses before MsprofInit (ref/README.md,
 * "Where the reference differs from the product on purpose"), so only the
 * code is checked here, never the trace. */
#include "helpers/configs.h"

ACLCTS_TEST(PROF004, KeyHoldingNulIsRefused, "PROF004 PROF002", ACLCTS_PRODUCT)
{
    const char *path = config_write(t, "{\"profiler\":{\"switch\\u0000\":\"on\"}}");
    CHECK_CODE(t, t->acl->aclInit(path), ACL_ERROR_INVALID_PARAM);
}
