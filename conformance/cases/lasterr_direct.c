/* LASTERR011..LASTERR013: which runtime failures are not stored. Some entry
 * points return a code directly, without the common error path: rtGetDevice
 * and rtCtxGetCurrent their 107002 (api_c_device.cc, api_c.cc:
 * COND_RETURN_WITH_NOLOG(error == RT_ERROR_CONTEXT_NULL, ...)), and
 * rtsDeviceGetCapability its 107000 for a feature type in range that it does
 * not know (api_c_device.cc), while the same 107000 from its range check is
 * stored. A handle that fails validation is stored too
 * (api_handle_guard.cc ReportApiHandleValidationError). */
#include "aclcts/case.h"
#include "helpers/chain.h"

#define LE_GET() t->acl->aclrtGetLastError(ACL_RT_THREAD_LEVEL)
#define LE_PEEK() t->acl->aclrtPeekAtLastError(ACL_RT_THREAD_LEVEL)

ACLCTS_TEST(LASTERR011, GetDeviceWithoutAContextIsNotStored, "LASTERR011", ACLCTS_PRODUCT)
{
    CHAIN_NEED(t);
    int32_t dev = -1;
    CHECK_CODE(t, t->acl->aclrtGetDevice(&dev), ACL_ERROR_RT_CONTEXT_NULL);
    CHECK_CODE(t, LE_PEEK(), ACL_SUCCESS);
}

ACLCTS_TEST(LASTERR011, GetCurrentContextWithoutOneIsNotStored, "LASTERR011", ACLCTS_PRODUCT)
{
    CHAIN_NEED(t);
    aclrtContext c = CHAIN_SENTINEL;
    CHECK_CODE(t, t->acl->aclrtGetCurrentContext(&c), ACL_ERROR_RT_CONTEXT_NULL);
    CHECK_CODE(t, LE_PEEK(), ACL_SUCCESS);
}

/* Not stored, so an earlier code survives it. */
ACLCTS_TEST(LASTERR011, ContextNullLeavesTheEarlierCode, "LASTERR011 LASTERR008", ACLCTS_PRODUCT)
{
    CHAIN_NEED(t);
    int32_t dev = -1;
    CHECK_CODE_FATAL(t, t->acl->aclrtSetDevice(99), ACL_ERROR_RT_INVALID_DEVICEID);
    CHECK_CODE(t, t->acl->aclrtGetDevice(&dev), ACL_ERROR_RT_CONTEXT_NULL);
    CHECK_CODE(t, LE_GET(), ACL_ERROR_RT_INVALID_DEVICEID);
}

/* The same entry point stores its other failures. Codes injected here are
 * answers of the function: 107002 is returned directly, 507000 stored. */
ACLCTS_TEST(LASTERR011, InjectedContextNullIsNotStoredOtherCodesAre, "LASTERR011 LASTERR019",
            ACLCTS_PRODUCT | ACLCTS_TRACE)
{
    CHAIN_NEED(t);
    aclcts_model_only(t, "rtGetLastError",
                      "it keeps the thread's last error itself, and a fault injected in the spy never reaches it");
    int32_t dev = -1;
    aclcts_fail(t, "rtGetDevice", ACL_ERROR_RT_CONTEXT_NULL, 1);
    CHECK_CODE(t, t->acl->aclrtGetDevice(&dev), ACL_ERROR_RT_CONTEXT_NULL);
    CHECK_CODE(t, LE_PEEK(), ACL_SUCCESS);
    aclcts_fail(t, "rtGetDevice", ACL_ERROR_RT_INTERNAL_ERROR, 1);
    CHECK_CODE(t, t->acl->aclrtGetDevice(&dev), ACL_ERROR_RT_INTERNAL_ERROR);
    CHECK_CODE(t, LE_PEEK(), ACL_ERROR_RT_INTERNAL_ERROR);
}

/* LASTERR012: rtsDeviceGetCapability's two 107000s. */
#define CAPABILITY_CASE(NAME, TYPE, STORED)                                                 \
    ACLCTS_TEST(LASTERR012, NAME, "LASTERR012 QUERY029", ACLCTS_PRODUCT)                    \
    {                                                                                       \
        CHAIN_NEED_DEVICES(t);                                                              \
        int32_t v = -7;                                                                     \
        CHECK_CODE(t, t->acl->aclrtGetDeviceCapability(0, (aclrtDevFeatureType)(TYPE), &v), \
                   ACL_ERROR_RT_PARAM_INVALID);                                             \
        CHECK_INT(t, v, -7);                                                                \
        CHECK_CODE(t, LE_PEEK(), (STORED) ? ACL_ERROR_RT_PARAM_INVALID : ACL_SUCCESS);      \
    }

CAPABILITY_CASE(UnknownTypeZeroIsNotStored, 0, 0)
CAPABILITY_CASE(UnknownTypeTwoIsNotStored, 2, 0)
CAPABILITY_CASE(UnknownType20000IsNotStored, 20000, 0)
CAPABILITY_CASE(NegativeTypeIsStored, -1, 1)
CAPABILITY_CASE(Type20002IsStored, 20002, 1)

/* LASTERR013: a destroyed stream fails the runtime's handle check, which
 * stores its 107017. */
ACLCTS_TEST(LASTERR013, DestroyedStreamIsStored, "LASTERR013", ACLCTS_PRODUCT)
{
    CHAIN_NEED_DEVICES(t);
    chain_set_device(t, "LASTERR013", 0);
    aclrtStream s = chain_create_stream(t, "LASTERR013");
    CHECK_CODE_FATAL(t, t->acl->aclrtDestroyStream(s), ACL_SUCCESS);
    CHECK_CODE(t, t->acl->aclrtSynchronizeStream(s), ACL_ERROR_RT_INVALID_HANDLE);
    CHECK_CODE(t, LE_GET(), ACL_ERROR_RT_INVALID_HANDLE);
}

ACLCTS_TEST(LASTERR013, EventGivenAsAStreamIsStored, "LASTERR013", ACLCTS_PRODUCT)
{
    CHAIN_NEED_DEVICES(t);
    chain_set_device(t, "LASTERR013", 0);
    aclrtEvent e = chain_create_event(t, "LASTERR013");
    CHECK_CODE(t, t->acl->aclrtDestroyStream((aclrtStream)e), ACL_ERROR_RT_INVALID_HANDLE);
    CHECK_CODE(t, LE_GET(), ACL_ERROR_RT_INVALID_HANDLE);
}
