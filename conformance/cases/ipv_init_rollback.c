/* IPV010 (ipv350 profile): a failing step of the init hook undoes what the
 * hook started, in reverse, and aclInit returns ACL_ERROR_INTERNAL_ERROR
 * (acl_rt.c InitHookFunc; tests aclInit_rtInitErr, aclInit_DbgInitErr). */
#include <stdio.h>

#include "helpers/configs.h"
#include "helpers/traces.h"

#define IPV_FAULT 507000 /* any non-zero answer of the lower layer */

/* aclInit(braces.json) with `symbol` failing: returns 500000 and the trace from
 * the init on is exactly `expected` (with "%s" for the path). */
static void expect_rollback(aclcts_t *t, const char *symbol, const char *expected)
{
    const char *path = config_braces_file(t);
    char want[1024];
    snprintf(want, sizeof want, expected, path);
    aclcts_fail(t, symbol, IPV_FAULT, 0);
    size_t m = aclcts_mark(t);
    CHECK_CODE_FOR(t, "IPV010", t->acl->aclInit(path), ACL_ERROR_INTERNAL_ERROR);
    CHECK_TRACE_FOR(t, "IPV010", m, want);
}

ACLCTS_TEST(IPV010, RtInitFailureCallsNothingElse, "IPV010 IPV008", ACLCTS_IPV350 | ACLCTS_TRACE)
{
    expect_rollback(t, "rtInit", "rtInit()=507000\n");
}

ACLCTS_TEST(IPV010, GeInitializeFailureDeinitialisesTheRuntime, "IPV010 IPV008", ACLCTS_IPV350 | ACLCTS_TRACE)
{
    expect_rollback(t, "GeInitialize", "rtInit()=0\nGeInitialize()=507000\nrtDeinit()=0\n");
}

ACLCTS_TEST(IPV010, GeDbgInitFailureFinalizesGeThenTheRuntime, "IPV010 IPV008", ACLCTS_IPV350 | ACLCTS_TRACE)
{
    expect_rollback(t, "GeDbgInit", TR_C_INIT "GeDbgInit(\"%s\")=507000\nGeFinalize()=0\nrtDeinit()=0\n");
}

/* After a rolled-back init nothing is left to deinitialise: aclFinalize is a no-op. */
ACLCTS_TEST(IPV010, FinalizeAfterARolledBackInitDoesNothing, "IPV010 IPV002", ACLCTS_IPV350 | ACLCTS_TRACE)
{
    aclcts_fail(t, "GeInitialize", IPV_FAULT, 1);
    CHECK_CODE(t, t->acl->aclInit(NULL), ACL_ERROR_INTERNAL_ERROR);
    size_t m = aclcts_mark(t);
    CHECK_CODE(t, t->acl->aclFinalize(), ACL_SUCCESS);
    CHECK_TRACE(t, m, "");
}
