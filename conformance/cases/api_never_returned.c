/* API005: codes the lifecycle never returns: ACL_ERROR_UNINITIALIZE (100001),
 * ACL_ERROR_INVALID_FILE_SIZE (100005, not even for an oversize file),
 * ACL_ERROR_INVALID_PROFILING_CONFIG (100010); callback (un)registration
 * returns only 0, 100000 or 500000 (never ACL_ERROR_INVALID_FILE, which the
 * header's doc comments name). The oversize case is FILE005. */
#include "aclcts/case.h"

/* Before any init: 100037 / 0, never "uninitialized". */
ACLCTS_TEST(API005, UninitializedStateNeverAnswersUninitialize, "API005 STATE001", ACLCTS_PRODUCT)
{
    ACLCTS_NEED(t, aclFinalizeReference);
    CHECK_CODE(t, t->acl->aclFinalizeReference(NULL), ACL_ERROR_REPEAT_FINALIZE);
    CHECK_CODE(t, t->acl->aclFinalize(), 0);
}

/* A failing profiler init is 100000, not 100010. */
ACLCTS_TEST(API005, ProfilerFailureIsInvalidParamNotProfilingConfig, "API005 PROF002", ACLCTS_PRODUCT | ACLCTS_TRACE)
{
    aclcts_fail(t, "MsprofInit", 1, 0);
    CHECK_CODE(t, t->acl->aclInit(aclcts_file(t, "p.json", "{\"profiler\":{\"switch\":\"on\"}}")),
               ACL_ERROR_INVALID_PARAM);
}

ACLCTS_TEST(API005, RegisterErrorsAreOnlyInvalidParamOrInternalError, "API005 CB001 CB002", ACLCTS_PRODUCT)
{
    ACLCTS_NEED(t, aclInitCallbackRegister);
    ACLCTS_NEED(t, aclInitCallbackUnRegister);
    ACLCTS_NEED(t, aclFinalizeCallbackRegister);
    ACLCTS_NEED(t, aclFinalizeCallbackUnRegister);
    aclcts_cb a = {.tag = "A"}, b = {.tag = "B"};
    CHECK_CODE(t, t->acl->aclInitCallbackRegister(ACL_REG_TYPE_ACL_DVPP, NULL, &a), ACL_ERROR_INVALID_PARAM);
    CHECK_CODE(t, t->acl->aclInitCallbackUnRegister(ACL_REG_TYPE_ACL_DVPP, NULL), ACL_ERROR_INVALID_PARAM);
    CHECK_CODE(t, t->acl->aclInitCallbackUnRegister(ACL_REG_TYPE_ACL_DVPP, aclcts_init_cb), ACL_ERROR_INTERNAL_ERROR);
    CHECK_CODE(t, t->acl->aclInitCallbackRegister(ACL_REG_TYPE_ACL_DVPP, aclcts_init_cb, &a), 0);
    CHECK_CODE(t, t->acl->aclInitCallbackRegister(ACL_REG_TYPE_ACL_DVPP, aclcts_init_cb2, &b),
               ACL_ERROR_INTERNAL_ERROR);
    CHECK_CODE(t, t->acl->aclFinalizeCallbackRegister(ACL_REG_TYPE_ACL_DVPP, NULL, &a), ACL_ERROR_INVALID_PARAM);
    CHECK_CODE(t, t->acl->aclFinalizeCallbackUnRegister(ACL_REG_TYPE_ACL_DVPP, aclcts_fin_cb),
               ACL_ERROR_INTERNAL_ERROR);
}

/* A path that is a directory, a device, or too big: 100003 only. */
ACLCTS_TEST(API005, FileProblemsAreInvalidFileOnly, "API005 FILE003 FILE004", ACLCTS_PRODUCT)
{
    CHECK_CODE(t, t->acl->aclInit(t->workdir), ACL_ERROR_INVALID_FILE);
    CHECK_CODE(t, t->acl->aclInit("/dev/null"), ACL_ERROR_INVALID_FILE);
}
