/* IPV007 (ipv350 profile): the C layer reports none of its own failures to
 * the error manager, it only logs them (src/acl/aclrt_c/common/acl_rt.c
 * InitHookFunc: ACL_LOG_INNER_ERROR; aclrt_c/common/log_inner.h:
 * ACL_LOG_INNER_ERROR and ACL_REQUIRES_NOT_NULL_WITH_INPUT_REPORT print or
 * DlogRecord, nothing else), so aclGetRecentErrMsg (GetErrorMessage) still
 * answers NULL after a failed aclInit or a NULL argument. The product
 * profile reports both (ERRMSG004); this profile must not. */
#include "helpers/configs.h"

ACLCTS_TEST(IPV007, NothingReportedAfterAFailedInit, "IPV007 IPV008", ACLCTS_IPV350 | ACLCTS_TRACE)
{
    ACLCTS_NEED(t, aclGetRecentErrMsg);
    aclcts_fail(t, "rtInit", ACL_ERROR_RT_INTERNAL_ERROR, 1);
    CHECK_CODE_FOR(t, "IPV008", t->acl->aclInit(config_braces_file(t)), ACL_ERROR_INTERNAL_ERROR);
    CHECK_STR(t, t->acl->aclGetRecentErrMsg(), NULL);
}

ACLCTS_TEST(IPV007, NothingReportedAfterAFailedGeInitialize, "IPV007 IPV008", ACLCTS_IPV350 | ACLCTS_TRACE)
{
    ACLCTS_NEED(t, aclGetRecentErrMsg);
    aclcts_fail(t, "GeInitialize", 1, 1);
    CHECK_CODE_FOR(t, "IPV008", t->acl->aclInit(NULL), ACL_ERROR_INTERNAL_ERROR);
    CHECK_STR(t, t->acl->aclGetRecentErrMsg(), NULL);
    CHECK_STR(t, t->acl->aclGetRecentErrMsg(), NULL);
}

ACLCTS_TEST(IPV007, NothingReportedAfterANullArgument, "IPV007", ACLCTS_IPV350)
{
    ACLCTS_NEED(t, aclGetRecentErrMsg);
    aclcts_need_rt_chain(t);
    CHECK_CODE(t, t->acl->aclrtGetDevice(NULL), ACL_ERROR_INVALID_PARAM);
    CHECK_STR(t, t->acl->aclGetRecentErrMsg(), NULL);
}
