/* CTX002, CTX004, CTX006, CTX008, CTX023: the runtime calls each context
 * function makes, with their arguments (context.cpp aclrtCreateContextImpl:
 * rtCtxCreateEx(ptr, RT_CTX_NORMAL_MODE, deviceId), aclrtDestroyContextImpl:
 * rtCtxDestroyEx, aclrtSetCurrentContextImpl: rtCtxSetCurrent,
 * aclrtGetCurrentContextImpl: rtCtxGetCurrent), exactly one each. After a
 * successful create, the platform information of the device is updated once
 * per device, the same set aclrtSetDevice updates (acl_rt_impl_base.cpp
 * UpdatePlatformInfoWithDevice, SETDEV035), and a failure there is only a
 * warning (CTX023). */
#include "helpers/chain.h"
#include "helpers/traces.h"

/* The runtime calls of one ACL call, with their arguments. */
#define CT_TRACE_CASE(RULE, NAME, RULES, SETUP, CALL, CODE, TRACE) \
    ACLCTS_TEST(RULE, NAME, RULES, ACLCTS_PRODUCT | ACLCTS_TRACE)  \
    {                                                              \
        CHAIN_NEED_DEVICES(t);                                     \
        SETUP;                                                     \
        size_t m = aclcts_mark(t);                                 \
        CHECK_CODE_TEXT(t, #CALL, CALL, CODE);                     \
        CHECK_TRACE(t, m, TRACE);                                  \
    }

CT_TRACE_CASE(CTX002, CreatePassesTheDeviceId, "CTX002", chain_need_platform_info(t); chain_set_device(t, "CTX002", 4);
              aclrtContext c = NULL, t->acl->aclrtCreateContext(&c, 4), ACL_SUCCESS, "rtCtxCreateEx(ptr,0,4)=0\n")
CT_TRACE_CASE(CTX004, DestroyCallsTheRuntimeOnce, "CTX004", aclrtContext c = chain_create_context(t, "CTX004", 0),
              t->acl->aclrtDestroyContext(c), ACL_SUCCESS, "rtCtxDestroyEx(ptr)=0\n")
CT_TRACE_CASE(CTX006, SetCurrentCallsTheRuntimeOnce, "CTX006", aclrtContext c = chain_create_context(t, "CTX006", 0),
              t->acl->aclrtSetCurrentContext(c), ACL_SUCCESS, "rtCtxSetCurrent(ptr)=0\n")
CT_TRACE_CASE(CTX008, GetCurrentCallsTheRuntimeOnce, "CTX008", aclrtContext c = NULL,
              t->acl->aclrtGetCurrentContext(&c), ACL_ERROR_RT_CONTEXT_NULL, "rtCtxGetCurrent(ptr)=107002\n")
CT_TRACE_CASE(CTX023, CreateAfterSetMakesNoSecondUpdate, "CTX023 SETDEV035", chain_need_platform_info(t);
              chain_set_device(t, "CTX023", 0);
              aclrtContext c = NULL, t->acl->aclrtCreateContext(&c, 0), ACL_SUCCESS, "rtCtxCreateEx(ptr,0,0)=0\n")
CT_TRACE_CASE(CTX023, CreateOnANewDeviceUpdates, "CTX023", chain_need_platform_info(t);
              chain_set_device(t, "CTX023", 0); aclrtContext c = NULL, t->acl->aclrtCreateContext(&c, 1), ACL_SUCCESS,
                                                "rtCtxCreateEx(ptr,0,1)=0\n" TR_PLATFORM(1))

ACLCTS_TEST(CTX023, UpdateFailureIsOnlyAWarning, "CTX023", ACLCTS_PRODUCT | ACLCTS_TRACE)
{
    CHAIN_NEED_DEVICES(t);
    aclcts_fail(t, "rtGetAiCoreCount", ACL_ERROR_RT_INTERNAL_ERROR, 0);
    aclrtContext c = NULL;
    CHECK_CODE(t, t->acl->aclrtCreateContext(&c, 0), ACL_SUCCESS);
    CHECK_TRUE(t, c != NULL, "no context");
}
