/* API005: codes the lifecycle never returns: ACL_ERROR_UNINITIALIZE (100001),
 * ACL_ERROR_INVALID_FILE_SIZE (100005, not even for an oversize file),
 * ACL_ERROR_INVALID_PROFILING_CONFIG (100010); callback (un)registration
 * returns only 0, 100000 or 500000 (never ACL_ERROR_INVALID_FILE, which the
 * header's doc comments name). The oversize case is FILE005. */
#include "init_common.h"

/* Before any init: 100037 / 0, never "uninitialized". */
ACLCTS_TEST(API005, UninitializedStateNeverAnswersUninitialize, "API005 STATE001", ACLCTS_PRODUCT)
{
    ACLCTS_NEED(t, aclFinalizeReference);
    CHECK_CODE(t, t->acl->aclFinalizeReference(NULL), 100037);
    CHECK_CODE(t, t->acl->aclFinalize(), 0);
}

/* A failing profiler init is 100000, not 100010. */
ACLCTS_TEST(API005, ProfilerFailureIsInvalidParamNotProfilingConfig, "API005 PROF002", ACLCTS_PRODUCT | ACLCTS_TRACE)
{
    aclcts_fail(t, "MsprofInit", 1, 0);
    CHECK_CODE(t, t->acl->aclInit(aclcts_file(t, "p.json", "{\"profiler\":{\"switch\":\"on\"}}")), 100000);
}

ACLCTS_TEST(API005, RegisterErrorsAreOnlyInvalidParamOrInternalError, "API005 CB001 CB002", ACLCTS_PRODUCT)
{
    ACLCTS_NEED(t, aclInitCallbackRegister);
    ACLCTS_NEED(t, aclInitCallbackUnRegister);
    ACLCTS_NEED(t, aclFinalizeCallbackRegister);
    ACLCTS_NEED(t, aclFinalizeCallbackUnRegister);
    aclcts_cb a = {.tag = "A"}, b = {.tag = "B"};
    CHECK_CODE(t, t->acl->aclInitCallbackRegister(ACL_REG_TYPE_ACL_DVPP, NULL, &a), 100000);
    CHECK_CODE(t, t->acl->aclInitCallbackUnRegister(ACL_REG_TYPE_ACL_DVPP, NULL), 100000);
    CHECK_CODE(t, t->acl->aclInitCallbackUnRegister(ACL_REG_TYPE_ACL_DVPP, aclcts_init_cb), 500000);
    CHECK_CODE(t, t->acl->aclInitCallbackRegister(ACL_REG_TYPE_ACL_DVPP, aclcts_init_cb, &a), 0);
    CHECK_CODE(t, t->acl->aclInitCallbackRegister(ACL_REG_TYPE_ACL_DVPP, aclcts_init_cb2, &b), 500000);
    CHECK_CODE(t, t->acl->aclFinalizeCallbackRegister(ACL_REG_TYPE_ACL_DVPP, NULL, &a), 100000);
    CHECK_CODE(t, t->acl->aclFinalizeCallbackUnRegister(ACL_REG_TYPE_ACL_DVPP, aclcts_fin_cb), 500000);
}

/* A path that is a directory, a device, or too big: 100003 only. */
ACLCTS_TEST(API005, FileProblemsAreInvalidFileOnly, "API005 FILE003 FILE004", ACLCTS_PRODUCT)
{
    CHECK_CODE(t, t->acl->aclInit(t->workdir), 100003);
    CHECK_CODE(t, t->acl->aclInit("/dev/null"), 100003);
}
