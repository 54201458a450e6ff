/* IPV008 (ipv350 profile): when the lower-layer init of the first aclInit
 * fails, aclInit returns ACL_ERROR_INTERNAL_ERROR (500000) and the count
 * goes back to 0: the next aclInit is a real init again and one aclFinalize
 * then deinitialises. The failure is injected into the first lower-layer call
 * a non-empty config leads to (the dump server start); a build that makes no
 * such call cannot be steered here and the case is skipped. */
#include "fin_common.h"

/* aclInit(path) with the dump server start failing once; returns its code. */
static aclError init_with_failing_lower_layer(aclcts_t *t, const char *path)
{
    aclcts_fail(t, "AdxDataDumpServerInit", 1, 1);
    size_t m = aclcts_mark(t);
    aclError ret = t->acl->aclInit(path);
    if (aclcts_calls(t, "AdxDataDumpServerInit", m) == 0)
        SKIP(t, "the build's aclInit made no lower-layer call the spy can fail");
    return ret;
}

ACLCTS_TEST(IPV008, LowerLayerInitFailureIsInternalError, "IPV008", ACLCTS_IPV350 | ACLCTS_TRACE)
{
    CHECK_CODE(t, init_with_failing_lower_layer(t, fin_braces_file(t)), ACL_ERROR_INTERNAL_ERROR);
}

ACLCTS_TEST(IPV008, FailedInitLeavesTheCountAtZero, "IPV008 IPV002", ACLCTS_IPV350 | ACLCTS_TRACE)
{
    const char *path = fin_braces_file(t);
    CHECK_CODE(t, init_with_failing_lower_layer(t, path), ACL_ERROR_INTERNAL_ERROR);
    size_t m = aclcts_mark(t);
    CHECK_CODE(t, t->acl->aclInit(path), ACL_SUCCESS);
    CHECK_INT(t, aclcts_calls(t, "AdxDataDumpServerInit", m), 1);
    m = aclcts_mark(t);
    CHECK_CODE(t, t->acl->aclFinalize(), ACL_SUCCESS);
    CHECK_INT(t, aclcts_calls(t, "AdxDataDumpServerUnInit", m), 1);
}
