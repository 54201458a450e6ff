/* The thread's last runtime error and a device's fault details (LASTERR;
 * src/acl/aclrt_impl/context.cpp aclrtGetLastErrorImpl,
 * aclrtPeekAtLastErrorImpl, event.cpp aclrtGetErrorVerboseImpl). The store
 * itself is the runtime's: libascendcl only checks the level and passes the
 * runtime's answer on, so its own refusals (100000) never reach the store
 * (LASTERR010). */
#include <string.h>

#include "acl/acl.h"
#include "errmsg.h"
#include "lower/lower_layers.h"

/* ACL_REQUIRES_PARAM_EQUAL_REPORT(level, ACL_RT_THREAD_LEVEL): the runtime's
 * context level (1) is refused here although the runtime accepts it. */
#define REQUIRE_THREAD_LEVEL(level, rule)                                                      \
    REQUIRE((level) == ACL_RT_THREAD_LEVEL, ACL_ERROR_INVALID_PARAM, (rule), EH_INVALID_VALUE, \
            "%s: param level is invalid, value %d, must be ACL_RT_THREAD_LEVEL", __func__, (int)(level))

/* The runtime's answer is the code itself: returned as it comes. */
ACL_FUNC_VISIBILITY aclError aclrtGetLastError(aclrtLastErrLevel level)
{
    REQUIRE_THREAD_LEVEL(level, "LASTERR001");
    return rtGetLastError((rtLastErrLevel_t)level); /* LASTERR003 */
}

ACL_FUNC_VISIBILITY aclError aclrtPeekAtLastError(aclrtLastErrLevel level)
{
    REQUIRE_THREAD_LEVEL(level, "LASTERR002");
    return rtPeekAtLastError((rtLastErrLevel_t)level); /* LASTERR004 */
}

/* LASTERR016: the runtime's structure, copied field by field; the memory
 * repair list only for a memory error with detail, at most
 * ACL_RT_MEM_UCE_INFO_MAX_NUM entries (LASTERR018). */
ACL_FUNC_VISIBILITY aclError aclrtGetErrorVerbose(int32_t deviceId, aclrtErrorInfo *errorInfo)
{
    REQUIRE_NOT_NULL(errorInfo, "LASTERR014");
    rtErrorInfo rt;
    memset(&rt, 0, sizeof rt);
    REQUIRE_RT_OK(rtsGetErrorVerbose((uint32_t)deviceId, &rt), "LASTERR015"); /* *errorInfo untouched */
    errorInfo->tryRepair = rt.tryRepair;
    errorInfo->hasDetail = rt.hasDetail;
    errorInfo->errorType = (aclrtErrorType)rt.errorType;
    errorInfo->detail.aicoreErrType = (aclrtAicoreErrorType)rt.detail.aicoreErrType; /* LASTERR017 */
    if (rt.hasDetail == 1 && rt.errorType == RT_ERROR_MEMORY) {
        aclrtMemUceInfoArray *uce = &errorInfo->detail.uceInfo;
        uce->arraySize = rt.detail.uceInfo.arraySize;
        size_t n = rt.detail.uceInfo.arraySize;
        if (n > ACL_RT_MEM_UCE_INFO_MAX_NUM) n = ACL_RT_MEM_UCE_INFO_MAX_NUM; /* LASTERR018 */
        for (size_t i = 0; i < n; i++) {
            uce->memUceInfoArray[i].addr = (void *)(uintptr_t)rt.detail.uceInfo.repairAddrArray[i].ptr;
            uce->memUceInfoArray[i].len = (size_t)rt.detail.uceInfo.repairAddrArray[i].len;
        }
    }
    return ACL_SUCCESS;
}
