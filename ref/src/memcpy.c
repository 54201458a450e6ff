/* Memory copies (MEM; src/acl/aclrt_impl/memory.cpp aclrtMemcpyImpl,
 * aclrtMemcpyAsyncImpl, MemcpyKindTranslate). A zero count succeeds before
 * anything is checked; the kind is translated into the runtime's; destMax
 * and the stream are the runtime's to check. */
#include <stddef.h>

#include "acl/acl.h"
#include "errmsg.h"
#include "lower/lower_layers.h"
#include "memory.h"

/* MEM022: the six kinds the runtime gets; MEM023: the two device-to-device
 * kinds of the public enum and every other value are refused (EH0007). */
static aclError kind_to_rt(aclrtMemcpyKind kind, rtMemcpyKind_t *rt)
{
    switch (kind) {
    case ACL_MEMCPY_HOST_TO_DEVICE:
        *rt = RT_MEMCPY_HOST_TO_DEVICE;
        return ACL_SUCCESS;
    case ACL_MEMCPY_DEVICE_TO_DEVICE:
        *rt = RT_MEMCPY_DEVICE_TO_DEVICE;
        return ACL_SUCCESS;
    case ACL_MEMCPY_DEVICE_TO_HOST:
        *rt = RT_MEMCPY_DEVICE_TO_HOST;
        return ACL_SUCCESS;
    case ACL_MEMCPY_HOST_TO_HOST:
        *rt = RT_MEMCPY_HOST_TO_HOST;
        return ACL_SUCCESS;
    case ACL_MEMCPY_DEFAULT:
        *rt = RT_MEMCPY_DEFAULT;
        return ACL_SUCCESS;
    case ACL_MEMCPY_HOST_TO_BUF_TO_DEVICE:
        *rt = RT_MEMCPY_HOST_TO_DEVICE_EX;
        return ACL_SUCCESS;
    default:
        return aclref_fail(ACL_ERROR_INVALID_PARAM, "MEM023", __FILE__, __LINE__, EH_INVALID_VALUE,
                           "Memory copy type conversion failed because value %d for parameter kind is invalid. "
                           "Expected value: ACL_MEMCPY_HOST_TO_DEVICE or ACL_MEMCPY_DEVICE_TO_DEVICE or "
                           "ACL_MEMCPY_DEVICE_TO_HOST or ACL_MEMCPY_HOST_TO_HOST or ACL_MEMCPY_DEFAULT or "
                           "ACL_MEMCPY_HOST_TO_BUF_TO_DEVICE.",
                           (int)kind);
    }
}

ACL_FUNC_VISIBILITY aclError aclrtMemcpy(void *dst, size_t destMax, const void *src, size_t count, aclrtMemcpyKind kind)
{
    if (count == 0) return ACL_SUCCESS; /* MEM020: before every check */
    REQUIRE_NOT_NULL(dst, "MEM021");
    REQUIRE_NOT_NULL(src, "MEM021");
    rtMemcpyKind_t rt_kind = RT_MEMCPY_RESERVED;
    aclError ret = kind_to_rt(kind, &rt_kind);
    if (ret != ACL_SUCCESS) return ret;
    /* MEM025: destMax unchecked here (MEM024: the runtime's count > destMax) */
    REQUIRE_RT_OK(rtMemcpy(dst, destMax, src, count, rt_kind), "MEM025");
    return ACL_SUCCESS;
}

ACL_FUNC_VISIBILITY aclError aclrtMemcpyAsync(void *dst, size_t destMax, const void *src, size_t count,
                                              aclrtMemcpyKind kind, aclrtStream stream)
{
    if (count == 0) return ACL_SUCCESS; /* MEM020 */
    REQUIRE_NOT_NULL(dst, "MEM021");
    REQUIRE_NOT_NULL(src, "MEM021");
    rtMemcpyKind_t rt_kind = RT_MEMCPY_RESERVED;
    aclError ret = kind_to_rt(kind, &rt_kind);
    if (ret != ACL_SUCCESS) return ret;
    /* MEM027: the stream as given, NULL too; 207000 only logged, returned as any code */
    REQUIRE_RT_OK(rtMemcpyAsync(dst, destMax, src, count, rt_kind, stream), "MEM027");
    return ACL_SUCCESS;
}
