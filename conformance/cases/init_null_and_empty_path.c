/* INIT003: NULL and "" are the same "no configuration": no file is read, no
 * dump hand-off, no OP_EXECUTOR callback, no key step; the MODEL callback
 * gets "" with length 0 (acl.cpp GetStrFromConfigPath, aclInitImpl). */
#include "helpers/callbacks.h"
#include "helpers/init.h"
#include "helpers/text.h"
#include "helpers/traces.h"

ACLCTS_TEST(INIT003, EmptyPathTraceEqualsNullTrace, "INIT003 INIT002", ACLCTS_PRODUCT | ACLCTS_TRACE)
{
    aclcts_default_soc(t); /* its traces hold the default SoC runtime's fill-function answers */
    text_buf want = {0};
    trace_init_null(&want, 1);
    init_expect_trace(t, "INIT003", "", ACL_SUCCESS, want.s);
}

static void expect_no_config_callbacks(aclcts_t *t, const char *path)
{
    cb_stages s = {0};
    cb_register_stages(t, "INIT003", &s);
    CHECK_CODE_FOR(t, "INIT003", t->acl->aclInit(path), ACL_SUCCESS);
    CHECK_STR_FOR(t, "INIT003", aclcts_cb_log(), "MODEL DVPP OTHER");
    CHECK_INT_FOR(t, "INIT003", s.model.cfg_was_null, 0);
    CHECK_INT_FOR(t, "INIT003", s.model.last_len, 0);
    CHECK_STR_FOR(t, "INIT003", s.model.last_cfg, "");
}

ACLCTS_TEST(INIT003, NullPathSkipsOpExecutorCallback, "INIT003 CB003 CB006", ACLCTS_PRODUCT)
{
    expect_no_config_callbacks(t, NULL);
}

ACLCTS_TEST(INIT003, EmptyPathSkipsOpExecutorCallback, "INIT003 CB003 CB006", ACLCTS_PRODUCT)
{
    expect_no_config_callbacks(t, "");
}

/* No key is read for "": the finalize after it has no dump or device step. */
ACLCTS_TEST(INIT003, EmptyPathFinalizeHasNoStickySteps, "INIT003 FIN003", ACLCTS_PRODUCT | ACLCTS_TRACE)
{
    aclcts_default_soc(t); /* its traces hold the default SoC runtime's fill-function answers */
    CHECK_CODE(t, t->acl->aclInit(""), ACL_SUCCESS);
    size_t m = aclcts_mark(t);
    CHECK_CODE(t, t->acl->aclFinalize(), ACL_SUCCESS);
    text_buf want = {0};
    trace_deinit(&want, 0, 0);
    CHECK_TRACE(t, m, want.s);
}
