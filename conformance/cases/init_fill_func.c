/* INIT009: rtRegKernelLaunchFillFunc("g_opSystemRunCfg", f): 207000
 * (ACL_ERROR_RT_FEATURE_NOT_SUPPORT) is tolerated, any other code is returned
 * unchanged and the init fails (acl.cpp; test ErrorManagerTest: 207000 -> 0,
 * 107000 -> 107000). */
#include "helpers/init.h"

ACLCTS_TEST(INIT009, FillFuncNotSupportedIsTolerated, "INIT009", ACLCTS_PRODUCT | ACLCTS_TRACE)
{
    aclcts_fail(t, "rtRegKernelLaunchFillFunc", ACL_ERROR_RT_FEATURE_NOT_SUPPORT, 0);
    CHECK_CODE(t, t->acl->aclInit(aclcts_file(t, "empty.json", "")), ACL_SUCCESS);
    init_expect_count_one(t, "INIT009");
}

ACLCTS_TEST(INIT009, FillFuncParamInvalidIsReturned, "INIT009", ACLCTS_PRODUCT | ACLCTS_TRACE)
{
    aclcts_fail(t, "rtRegKernelLaunchFillFunc", ACL_ERROR_RT_PARAM_INVALID, 0);
    CHECK_CODE(t, t->acl->aclInit(NULL), ACL_ERROR_RT_PARAM_INVALID);
    init_expect_count_zero(t, "INIT009");
}

ACLCTS_TEST(INIT009, FillFuncInternalErrorIsReturned, "INIT009", ACLCTS_PRODUCT | ACLCTS_TRACE)
{
    aclcts_fail(t, "rtRegKernelLaunchFillFunc", ACL_ERROR_RT_INTERNAL_ERROR, 0);
    CHECK_CODE(t, t->acl->aclInit(NULL), ACL_ERROR_RT_INTERNAL_ERROR);
    init_expect_count_zero(t, "INIT009");
}
