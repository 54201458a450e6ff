/* INIT006: failures of error_message::ErrMgrInit and DlogReportInitialize are
 * only warnings; the init goes on and succeeds (acl.cpp aclInitImpl). Both
 * layers fail with -1 (error_manager.cc ErrorManager::Init, plog_device_log.c
 * DlogReportInitializeInner). */
#include "helpers/init.h"
#include "helpers/text.h"
#include "helpers/traces.h"

static void expect_ignored(aclcts_t *t, const char *symbol, const char *failed_line)
{
    aclcts_fail(t, symbol, -1, 0);
    size_t m = aclcts_mark(t);
    CHECK_CODE_FOR(t, "INIT006", t->acl->aclInit(NULL), ACL_SUCCESS);
    text_buf want = {0};
    text_add(&want, "%s", failed_line);
    trace_init_tail(&want, 1);
    CHECK_TRACE_FOR(t, "INIT006", m, want.s);
    init_expect_count_one(t, "INIT006");
}

ACLCTS_TEST(INIT006, ErrMgrInitFailureIsIgnored, "INIT006", ACLCTS_PRODUCT | ACLCTS_TRACE)
{
    aclcts_default_soc(t); /* its traces hold the default SoC runtime's fill-function answers */
    expect_ignored(t, "error_message::ErrMgrInit", "error_message::ErrMgrInit(0)=-1\nDlogReportInitialize()=0\n");
}

ACLCTS_TEST(INIT006, DlogReportInitializeFailureIsIgnored, "INIT006", ACLCTS_PRODUCT | ACLCTS_TRACE)
{
    aclcts_default_soc(t); /* its traces hold the default SoC runtime's fill-function answers */
    expect_ignored(t, "DlogReportInitialize", "error_message::ErrMgrInit(0)=0\nDlogReportInitialize()=-1\n");
}
