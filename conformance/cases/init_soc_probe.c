/* INIT008: the SoC name is probed with rtGetSocVersion(buf, 128); a failure
 * makes aclInit return ACL_ERROR_INTERNAL_ERROR, the name is cached after the
 * first success and never probed again in the process
 * (acl_rt_impl_base.cpp aclrtGetSocNameImpl). */
#include "helpers/init.h"
#include "helpers/text.h"
#include "helpers/traces.h"

ACLCTS_TEST(INIT008, SocProbeFailureReturnsInternalError, "INIT008 API001", ACLCTS_PRODUCT | ACLCTS_TRACE)
{
    aclcts_fail(t, "rtGetSocVersion", ACL_ERROR_RT_INTERNAL_ERROR, 0);
    text_buf want = {0};
    trace_init_head(&want, 0);
    text_add(&want, "MsprofRegisterCallback(48,ptr)=0\nMsprofInit(255,NULL,0)=0\nrtGetSocVersion(ptr,128)=%d\n",
             ACL_ERROR_RT_INTERNAL_ERROR);
    init_expect_trace(t, "INIT008", NULL, ACL_ERROR_INTERNAL_ERROR, want.s);
    init_expect_count_zero(t, "INIT008");
}

/* A failed probe is not cached: the next init probes again and succeeds. */
ACLCTS_TEST(INIT008, NextInitAfterSocProbeFailureSucceeds, "INIT008", ACLCTS_PRODUCT | ACLCTS_TRACE)
{
    aclcts_fail(t, "rtGetSocVersion", ACL_ERROR_RT_INTERNAL_ERROR, 1);
    size_t m = aclcts_mark(t);
    CHECK_CODE(t, t->acl->aclInit(NULL), ACL_ERROR_INTERNAL_ERROR);
    CHECK_CODE(t, t->acl->aclInit(NULL), ACL_SUCCESS);
    CHECK_INT(t, aclcts_calls(t, "rtGetSocVersion", m), 2);
}

/* After a successful init and a finalize, the second fresh init does not
 * call rtGetSocVersion. */
ACLCTS_TEST(INIT008, SecondFreshInitUsesCachedSocName, "INIT008 SOC002", ACLCTS_PRODUCT | ACLCTS_TRACE)
{
    aclcts_default_soc(t); /* its traces hold the default SoC runtime's fill-function answers */
    CHECK_CODE(t, t->acl->aclInit(NULL), ACL_SUCCESS);
    CHECK_CODE(t, t->acl->aclFinalize(), ACL_SUCCESS);
    text_buf want = {0};
    trace_init_null(&want, 0);
    init_expect_trace(t, "INIT008", NULL, ACL_SUCCESS, want.s);
}

/* Once cached, a runtime that would now fail the probe is never asked. */
ACLCTS_TEST(INIT008, CachedSocNameSurvivesLaterProbeFailure, "INIT008 SOC002", ACLCTS_PRODUCT | ACLCTS_TRACE)
{
    CHECK_CODE(t, t->acl->aclInit(NULL), ACL_SUCCESS);
    CHECK_CODE(t, t->acl->aclFinalize(), ACL_SUCCESS);
    aclcts_fail(t, "rtGetSocVersion", ACL_ERROR_RT_INTERNAL_ERROR, 0);
    CHECK_CODE(t, t->acl->aclInit(NULL), ACL_SUCCESS);
}
