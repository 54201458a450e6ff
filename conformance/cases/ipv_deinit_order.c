/* IPV012 (ipv350 profile): the aclFinalize that releases the last reference
 * runs GeDbgDeInit, GeFinalize, rtDeinit in this order, whatever they return,
 * GeDbgDeInit also when GeDbgInit never ran (acl_rt.c DeinitHookFunc). */
#include "helpers/configs.h"
#include "helpers/traces.h"

static void expect_deinit(aclcts_t *t, const char *path)
{
    CHECK_CODE_FOR(t, "IPV012", t->acl->aclInit(path), ACL_SUCCESS);
    size_t m = aclcts_mark(t);
    CHECK_CODE_FOR(t, "IPV012", t->acl->aclFinalize(), ACL_SUCCESS);
    CHECK_TRACE_FOR(t, "IPV012", m, TR_C_DEINIT);
}

ACLCTS_TEST(IPV012, DeinitAfterAConfigRunsDbgGeRtInOrder, "IPV012", ACLCTS_IPV350 | ACLCTS_TRACE)
{
    expect_deinit(t, config_braces_file(t));
}

ACLCTS_TEST(IPV012, DeinitWithoutAConfigStillCallsGeDbgDeInit, "IPV012", ACLCTS_IPV350 | ACLCTS_TRACE)
{
    expect_deinit(t, NULL);
}

/* Failing deinit steps change nothing: every step runs and aclFinalize returns 0. */
ACLCTS_TEST(IPV012, FailingDeinitStepsAreIgnored, "IPV012 IPV002", ACLCTS_IPV350 | ACLCTS_TRACE)
{
    CHECK_CODE(t, t->acl->aclInit(config_braces_file(t)), ACL_SUCCESS);
    aclcts_fail(t, "GeDbgDeInit", 1, 0);
    aclcts_fail(t, "GeFinalize", 2, 0);
    aclcts_fail(t, "rtDeinit", 3, 0);
    size_t m = aclcts_mark(t);
    CHECK_CODE(t, t->acl->aclFinalize(), ACL_SUCCESS);
    CHECK_TRACE(t, m, "GeDbgDeInit()=1\nGeFinalize()=2\nrtDeinit()=3\n");
    m = aclcts_mark(t);
    CHECK_CODE(t, t->acl->aclFinalize(), ACL_SUCCESS);
    CHECK_TRACE(t, m, "");
}
