/* LASTERR005..LASTERR010, LASTERR019..LASTERR021: what the thread's last
 * error holds. The runtime stores the code of every call that fails through
 * its common error path (api_global_err.cc GetRtExtErrCodeAndSetGlobalErr,
 * called by ERROR_RETURN_WITH_EXT_ERRCODE and the other macros of
 * src/runtime/api/api_c.h); rtGetLastError reads and clears it, and
 * rtPeekAtLastError reads it (inner_thread_local.cpp GetGlobalErr,
 * PeekGlobalErr); libascendcl's own refusals never reach it. */
#include <string.h>

#include "aclcts/case.h"
#include "helpers/chain.h"
#include "helpers/threads.h"

#define LE_GET() t->acl->aclrtGetLastError(ACL_RT_THREAD_LEVEL)
#define LE_PEEK() t->acl->aclrtPeekAtLastError(ACL_RT_THREAD_LEVEL)

/* CALL fails with CODE and leaves CODE: Peek sees it, Get takes it, and the
 * next Get finds nothing. */
#define LASTERR_STORED_CASE(NAME, CALL, CODE)                              \
    ACLCTS_TEST(LASTERR005, NAME, "LASTERR005 LASTERR006", ACLCTS_PRODUCT) \
    {                                                                      \
        CHAIN_NEED_DEVICES(t);                                             \
        aclcts_default_soc(t);                                             \
        int32_t v = -7;                                                    \
        int64_t v64 = -7;                                                  \
        uint32_t u = 7;                                                    \
        aclrtErrorInfo info;                                               \
        (void)v, (void)v64, (void)u, (void)info;                           \
        CHECK_CODE_TEXT(t, #CALL, CALL, CODE);                             \
        CHECK_CODE(t, LE_PEEK(), CODE);                                    \
        CHECK_CODE(t, LE_GET(), CODE);                                     \
        CHECK_CODE_FOR(t, "LASTERR006", LE_GET(), ACL_SUCCESS);            \
    }

LASTERR_STORED_CASE(SetDeviceOfAnUnknownDevice, t->acl->aclrtSetDevice(99), ACL_ERROR_RT_INVALID_DEVICEID)
LASTERR_STORED_CASE(SynchronizeWithoutAContext, t->acl->aclrtSynchronizeStream(NULL), ACL_ERROR_RT_CONTEXT_NULL)
LASTERR_STORED_CASE(CapabilityOfATypeOutOfRange, t->acl->aclrtGetDeviceCapability(0, (aclrtDevFeatureType)-1, &v),
                    ACL_ERROR_RT_PARAM_INVALID)
LASTERR_STORED_CASE(ResourcesOfAnUnknownType, t->acl->aclrtGetResInCurrentThread((aclrtDevResLimitType)2, &u),
                    ACL_ERROR_RT_PARAM_INVALID)
LASTERR_STORED_CASE(ArchOfAnEmptyName, t->acl->aclrtCheckArchCompatibility("", &v), ACL_ERROR_RT_PARAM_INVALID)
LASTERR_STORED_CASE(InfoOfAnUnknownDevice, t->acl->aclrtGetDeviceInfo(99, ACL_DEV_ATTR_AICORE_CORE_NUM, &v64),
                    ACL_ERROR_RT_PARAM_INVALID)
LASTERR_STORED_CASE(VerboseOfAnUnknownDevice, t->acl->aclrtGetErrorVerbose(99, &info), ACL_ERROR_RT_INVALID_DEVICEID)

/* Get clears, Peek does not. */
ACLCTS_TEST(LASTERR006, GetThenGetGivesZero, "LASTERR006 LASTERR005", ACLCTS_PRODUCT)
{
    CHAIN_NEED(t);
    CHECK_CODE_FATAL_FOR(t, "LASTERR005", t->acl->aclrtSetDevice(99), ACL_ERROR_RT_INVALID_DEVICEID);
    CHECK_CODE(t, LE_GET(), ACL_ERROR_RT_INVALID_DEVICEID);
    CHECK_CODE(t, LE_GET(), ACL_SUCCESS);
    CHECK_CODE(t, LE_PEEK(), ACL_SUCCESS);
}

ACLCTS_TEST(LASTERR007, PeekThenGetGivesTheCode, "LASTERR007 LASTERR006", ACLCTS_PRODUCT)
{
    CHAIN_NEED(t);
    CHECK_CODE_FATAL_FOR(t, "LASTERR005", t->acl->aclrtSetDevice(99), ACL_ERROR_RT_INVALID_DEVICEID);
    CHECK_CODE(t, LE_PEEK(), ACL_ERROR_RT_INVALID_DEVICEID);
    CHECK_CODE(t, LE_PEEK(), ACL_ERROR_RT_INVALID_DEVICEID);
    CHECK_CODE(t, LE_GET(), ACL_ERROR_RT_INVALID_DEVICEID);
    CHECK_CODE_FOR(t, "LASTERR006", LE_GET(), ACL_SUCCESS);
}

/* The latest failure replaces the stored code; a success neither clears nor
 * replaces it. */
ACLCTS_TEST(LASTERR008, LatestFailureWinsAndSuccessKeepsIt, "LASTERR008", ACLCTS_PRODUCT)
{
    CHAIN_NEED_DEVICES(t);
    int32_t v = -7;
    CHECK_CODE_FATAL(t, t->acl->aclrtSetDevice(99), ACL_ERROR_RT_INVALID_DEVICEID);
    CHECK_CODE_FATAL(t, t->acl->aclrtCheckArchCompatibility("", &v), ACL_ERROR_RT_PARAM_INVALID);
    CHECK_CODE(t, LE_PEEK(), ACL_ERROR_RT_PARAM_INVALID);
    uint32_t n = 0;
    int64_t cores = 0;
    CHECK_CODE_FATAL(t, t->acl->aclrtGetDeviceCount(&n), ACL_SUCCESS);
    CHECK_CODE_FATAL(t, t->acl->aclrtGetDeviceInfo(0, ACL_DEV_ATTR_AICORE_CORE_NUM, &cores), ACL_SUCCESS);
    CHECK_CODE(t, LE_PEEK(), ACL_ERROR_RT_PARAM_INVALID);
    CHECK_CODE(t, LE_GET(), ACL_ERROR_RT_PARAM_INVALID);
    CHECK_CODE(t, LE_GET(), ACL_SUCCESS);
}

/* LASTERR009: each thread has its own. */
static void other_thread(aclcts_t *t, void *arg)
{
    (void)arg;
    int32_t v = -7;
    CHECK_CODE(t, LE_PEEK(), ACL_SUCCESS); /* not the case thread's 107001 */
    CHECK_CODE(t, t->acl->aclrtCheckArchCompatibility("", &v), ACL_ERROR_RT_PARAM_INVALID);
    CHECK_CODE(t, LE_PEEK(), ACL_ERROR_RT_PARAM_INVALID);
}

ACLCTS_TEST(LASTERR009, EachThreadSeesItsOwn, "LASTERR009", ACLCTS_PRODUCT)
{
    CHAIN_NEED(t);
    CHECK_CODE_FATAL(t, t->acl->aclrtSetDevice(99), ACL_ERROR_RT_INVALID_DEVICEID);
    thread_run_checks(t, other_thread, NULL);
    CHECK_CODE(t, LE_PEEK(), ACL_ERROR_RT_INVALID_DEVICEID); /* not the other thread's 107000 */
    CHECK_CODE(t, LE_GET(), ACL_ERROR_RT_INVALID_DEVICEID);
}

static void get_on_other_thread(aclcts_t *t, void *arg)
{
    (void)arg;
    CHECK_CODE(t, LE_GET(), ACL_SUCCESS);
}

ACLCTS_TEST(LASTERR009, AnotherThreadsGetClearsNothingHere, "LASTERR009 LASTERR006", ACLCTS_PRODUCT)
{
    CHAIN_NEED(t);
    CHECK_CODE_FATAL(t, t->acl->aclrtSetDevice(99), ACL_ERROR_RT_INVALID_DEVICEID);
    thread_run_checks(t, get_on_other_thread, NULL);
    CHECK_CODE(t, LE_GET(), ACL_ERROR_RT_INVALID_DEVICEID);
}

/* LASTERR010: libascendcl's own refusals make no runtime call and store
 * nothing, neither in a fresh process nor over a stored code. */
static void acl_refusals(aclcts_t *t)
{
    CHECK_CODE(t, t->acl->aclrtGetDeviceInfo(0, ACL_DEV_ATTR_AICORE_CORE_NUM, NULL), ACL_ERROR_INVALID_PARAM);
    CHECK_CODE(t, t->acl->aclrtGetDeviceCapability(0, ACL_FEATURE_SYSTEM_MEMQ_EVENT_CROSS_DEV, NULL),
               ACL_ERROR_INVALID_PARAM);
    CHECK_CODE(t, t->acl->aclrtGetResInCurrentThread(ACL_RT_DEV_RES_CUBE_CORE, NULL), ACL_ERROR_INVALID_PARAM);
    CHECK_CODE(t, t->acl->aclrtGetErrorVerbose(0, NULL), ACL_ERROR_INVALID_PARAM);
    CHECK_CODE(t, t->acl->aclrtCreateStream(NULL), ACL_ERROR_INVALID_PARAM);
    CHECK_CODE(t, t->acl->aclrtGetLastError((aclrtLastErrLevel)1), ACL_ERROR_INVALID_PARAM);
}

ACLCTS_TEST(LASTERR010, AclRefusalsAreNotStored, "LASTERR010", ACLCTS_PRODUCT)
{
    CHAIN_NEED(t);
    acl_refusals(t);
    CHECK_CODE(t, LE_PEEK(), ACL_SUCCESS);
}

ACLCTS_TEST(LASTERR010, AclRefusalsKeepTheStoredCode, "LASTERR010", ACLCTS_PRODUCT)
{
    CHAIN_NEED(t);
    CHECK_CODE_FATAL(t, t->acl->aclrtSetDevice(99), ACL_ERROR_RT_INVALID_DEVICEID);
    acl_refusals(t);
    CHECK_CODE(t, LE_GET(), ACL_ERROR_RT_INVALID_DEVICEID);
}

ACLCTS_TEST(LASTERR010, AclRefusalsMakeNoRuntimeCall, "LASTERR010", ACLCTS_PRODUCT | ACLCTS_TRACE)
{
    CHAIN_NEED(t);
    size_t m = aclcts_mark(t);
    acl_refusals(t);
    CHECK_TRACE(t, m, "");
}

/* LASTERR019: a code the runtime returned, injected here, is stored like any
 * other. Only the spy's model keeps the store of a call it answered itself. */
static void lasterr_need_store_here(aclcts_t *t)
{
    aclcts_model_only(t, "rtGetLastError",
                      "it keeps the thread's last error itself, and a fault injected in the spy never reaches it");
}

ACLCTS_TEST(LASTERR019, InjectedCodePassesThroughAndIsStored, "LASTERR019 LASTERR005", ACLCTS_PRODUCT | ACLCTS_TRACE)
{
    CHAIN_NEED(t);
    lasterr_need_store_here(t);
    aclcts_fail(t, "rtSetDevice", ACL_ERROR_RT_INTERNAL_ERROR, 1);
    CHECK_CODE(t, t->acl->aclrtSetDevice(0), ACL_ERROR_RT_INTERNAL_ERROR);
    CHECK_CODE(t, LE_GET(), ACL_ERROR_RT_INTERNAL_ERROR);
    CHECK_CODE(t, LE_GET(), ACL_SUCCESS);
}

ACLCTS_TEST(LASTERR019, InjectedQueryCodeIsStored, "LASTERR019 LASTERR005", ACLCTS_PRODUCT | ACLCTS_TRACE)
{
    CHAIN_NEED(t);
    lasterr_need_store_here(t);
    int64_t v = -7;
    aclcts_fail(t, "rtsDeviceGetInfo", ACL_ERROR_RT_INTERNAL_ERROR, 1);
    CHECK_CODE(t, t->acl->aclrtGetDeviceInfo(0, ACL_DEV_ATTR_AICORE_CORE_NUM, &v), ACL_ERROR_RT_INTERNAL_ERROR);
    CHECK_INT(t, v, -7);
    CHECK_CODE(t, LE_PEEK(), ACL_ERROR_RT_INTERNAL_ERROR);
}

/* LASTERR021: a runtime failure libascendcl tolerates is stored all the
 * same: aclrtSetDevice succeeds over a failing platform-info update
 * (SETDEV035), whose rtGetAiCoreCount code is then the thread's last error. */
ACLCTS_TEST(LASTERR021, ToleratedFailureIsStored, "LASTERR021 SETDEV035", ACLCTS_PRODUCT | ACLCTS_TRACE)
{
    CHAIN_NEED(t);
    lasterr_need_store_here(t);
    aclcts_fail(t, "rtGetAiCoreCount", ACL_ERROR_RT_INTERNAL_ERROR, 1);
    CHECK_CODE_FOR(t, "SETDEV035", t->acl->aclrtSetDevice(0), ACL_SUCCESS);
    CHECK_CODE(t, LE_GET(), ACL_ERROR_RT_INTERNAL_ERROR);
}

/* LASTERR020: aclGetRecentErrMsg's own runtime calls leave their failures:
 * without a current context rtGetDevMsg fails with 107002 through the common
 * path, and rtGetDevice's 107002 is returned directly (ERRMSG003). */
ACLCTS_TEST(LASTERR020, RecentErrMsgWithoutAContextLeavesContextNull, "LASTERR020", ACLCTS_PRODUCT)
{
    (void)t->acl->aclGetRecentErrMsg();
    CHECK_CODE(t, LE_GET(), ACL_ERROR_RT_CONTEXT_NULL);
}
