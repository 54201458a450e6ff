/* IPV008 (ipv350 profile): when the lower-layer init of the first aclInit
 * fails, aclInit returns ACL_ERROR_INTERNAL_ERROR (500000) and the count
 * goes back to 0: the next aclInit is a real init again and one aclFinalize
 * then deinitialises. The failure is injected into the first call of the C
 * layer's init hook, rtInit (acl_rt.c InitHookFunc). */
#include "helpers/configs.h"

/* aclInit(path) with rtInit failing once; returns its code. */
static aclError init_with_failing_lower_layer(aclcts_t *t, const char *path)
{
    aclcts_fail(t, "rtInit", ACL_ERROR_RT_INTERNAL_ERROR, 1);
    size_t m = aclcts_mark(t);
    aclError ret = t->acl->aclInit(path);
    CHECK_INT_FOR(t, "IPV008", aclcts_calls(t, "rtInit", m), 1);
    return ret;
}

ACLCTS_TEST(IPV008, LowerLayerInitFailureIsInternalError, "IPV008", ACLCTS_IPV350 | ACLCTS_TRACE)
{
    CHECK_CODE(t, init_with_failing_lower_layer(t, config_braces_file(t)), ACL_ERROR_INTERNAL_ERROR);
}

ACLCTS_TEST(IPV008, FailedInitLeavesTheCountAtZero, "IPV008 IPV002", ACLCTS_IPV350 | ACLCTS_TRACE)
{
    const char *path = config_braces_file(t);
    CHECK_CODE(t, init_with_failing_lower_layer(t, path), ACL_ERROR_INTERNAL_ERROR);
    size_t m = aclcts_mark(t);
    CHECK_CODE(t, t->acl->aclInit(path), ACL_SUCCESS);
    CHECK_INT(t, aclcts_calls(t, "rtInit", m), 1);
    m = aclcts_mark(t);
    CHECK_CODE(t, t->acl->aclFinalize(), ACL_SUCCESS);
    CHECK_INT(t, aclcts_calls(t, "rtDeinit", m), 1);
}
