/* Device and host memory (MEM; src/acl/aclrt_impl/memory.cpp
 * aclrtMallocImpl, aclrtMallocAlign32Impl, aclMallocMemInner,
 * GetAlignedAndPaddingSize, GetPaddingSize, aclrtFreeImpl,
 * aclrtMallocHostImpl, aclrtFreeHostImpl). The library keeps no table of
 * what it allocated: every pointer goes to the runtime, and the runtime's
 * code comes back unchanged. MEM039: nothing here belongs to the lifecycle
 * (init.c and finalize.c make no memory call). */
#include <errno.h>
#include <pthread.h>
#include <stdint.h>
#include <stdlib.h>

#include "acl/acl.h"
#include "errmsg.h"
#include "lower/lower_layers.h"
#include "memory.h"

#define MEM_ALIGN 32u           /* DATA_MEMORY_ALIGN_SIZE */
#define MEM_DEFAULT_PADDING 32u /* DATA_MEMORY_PADDING_SIZE */
#define MEM_PADDING_TEXT 32u    /* MAX_PADDING_SIZE_STR_LEN: the buffer rtGetSocSpec fills */

/* MEM006: read once per process, by the first aclrtMalloc or
 * aclrtMallocAlign32 that gets past its argument checks. */
static pthread_once_t g_padding_once = PTHREAD_ONCE_INIT;
static size_t g_padding = MEM_DEFAULT_PADDING;

/* MEM006, MEM007: the SoC's [AICoreSpec] padding_size as a clean decimal
 * (strtoul base 10: leading blanks and a sign pass, a '-' wraps modulo 2^64;
 * nothing after the digits; MEM029); a failed query, an empty text,
 * trailing characters or a value beyond unsigned long keep 32. */
static void read_padding(void)
{
    char text[MEM_PADDING_TEXT] = {0};
    if (rtGetSocSpec("AICoreSpec", "padding_size", text, MEM_PADDING_TEXT) != ACL_RT_SUCCESS) return; /* MEM007 */
    char *end = NULL;
    errno = 0;
    unsigned long v = strtoul(text, &end, 10);
    if (errno == ERANGE || end == text || *end != '\0') return; /* MEM007: stays 32 */
    g_padding = (size_t)v;
}

/* MEM003, MEM004: size rounded up to 32, plus the padding when padding;
 * MEM008: a sum that wraps is refused. */
static aclError aligned_size(size_t size, int padding, size_t *out)
{
    (void)pthread_once(&g_padding_once, read_padding);           /* MEM006: also when not padding */
    size_t append = padding ? MEM_ALIGN + g_padding : MEM_ALIGN; /* size_t arithmetic, as the product's */
    REQUIRE(size + append >= size, ACL_ERROR_INVALID_PARAM, "MEM008", EH_INTERNAL, "size too large: %zu", size);
    *out = (size + append - 1u) / MEM_ALIGN * MEM_ALIGN;
    return ACL_SUCCESS;
}

/* MEM009, MEM010: each policy by equality; anything else (an OR of two, a
 * memory-type bit) is the default, silently. */
static uint32_t policy_flags(aclrtMemMallocPolicy policy)
{
    switch (policy) {
    case ACL_MEM_MALLOC_HUGE_FIRST:
        return RT_MEMORY_DEFAULT | RT_MEMORY_POLICY_HUGE_PAGE_FIRST;
    case ACL_MEM_MALLOC_HUGE_ONLY:
        return RT_MEMORY_DEFAULT | RT_MEMORY_POLICY_HUGE_PAGE_ONLY;
    case ACL_MEM_MALLOC_NORMAL_ONLY:
        return RT_MEMORY_DEFAULT | RT_MEMORY_POLICY_DEFAULT_PAGE_ONLY;
    case ACL_MEM_MALLOC_HUGE_FIRST_P2P:
        return RT_MEMORY_DEFAULT | RT_MEMORY_POLICY_HUGE_PAGE_FIRST_P2P;
    case ACL_MEM_MALLOC_HUGE_ONLY_P2P:
        return RT_MEMORY_DEFAULT | RT_MEMORY_POLICY_HUGE_PAGE_ONLY_P2P;
    case ACL_MEM_MALLOC_NORMAL_ONLY_P2P:
        return RT_MEMORY_DEFAULT | RT_MEMORY_POLICY_DEFAULT_PAGE_ONLY_P2P;
    case ACL_MEM_MALLOC_HUGE1G_ONLY:
        return RT_MEMORY_DEFAULT | RT_MEMORY_POLICY_HUGE1G_PAGE_ONLY;
    case ACL_MEM_MALLOC_HUGE1G_ONLY_P2P:
        return RT_MEMORY_DEFAULT | RT_MEMORY_POLICY_HUGE1G_PAGE_ONLY_P2P;
    default:
        return RT_MEMORY_DEFAULT; /* MEM010 */
    }
}

/* aclMallocMemInner: the checks, the size, the flags, one rtMalloc. */
static aclError malloc_inner(void **devPtr, size_t size, int padding, aclrtMemMallocPolicy policy)
{
    REQUIRE_NOT_NULL(devPtr, "MEM001");
    REQUIRE(size > 0, ACL_ERROR_INVALID_PARAM, "MEM002", EH_INVALID_VALUE, /* MEM028: reported as EH0007 */
            "%s failed because value 0 for parameter size is invalid. Expected value: must be greater than 0.",
            "aclMallocMemInner");
    /* MEM005: the 1G huge-page policies never pad */
    int huge1g = policy == ACL_MEM_MALLOC_HUGE1G_ONLY || policy == ACL_MEM_MALLOC_HUGE1G_ONLY_P2P;
    size_t aligned = 0;
    aclError ret = aligned_size(size, padding && !huge1g, &aligned);
    if (ret != ACL_SUCCESS) return ret;
    /* MEM011: one rtMalloc(devPtr, aligned, flags, APP); its code unchanged */
    REQUIRE_RT_OK(rtMalloc(devPtr, aligned, policy_flags(policy), MEM_MODULE_ID), "MEM011");
    return ACL_SUCCESS;
}

ACL_FUNC_VISIBILITY aclError aclrtMalloc(void **devPtr, size_t size, aclrtMemMallocPolicy policy)
{
    return malloc_inner(devPtr, size, 1, policy); /* MEM003 */
}

ACL_FUNC_VISIBILITY aclError aclrtMallocAlign32(void **devPtr, size_t size, aclrtMemMallocPolicy policy)
{
    return malloc_inner(devPtr, size, 0, policy); /* MEM004 */
}

ACL_FUNC_VISIBILITY aclError aclrtFree(void *devPtr)
{
    REQUIRE_NOT_NULL(devPtr, "MEM012");
    REQUIRE_RT_OK(rtFree(devPtr), "MEM013"); /* any other pointer goes to the runtime */
    return ACL_SUCCESS;
}

ACL_FUNC_VISIBILITY aclError aclrtMallocHost(void **hostPtr, size_t size)
{
    REQUIRE_NOT_NULL(hostPtr, "MEM014");
    REQUIRE(size > 0, ACL_ERROR_INVALID_PARAM, "MEM014", EH_INVALID_VALUE,
            "%s failed because value 0 for parameter size is invalid. Expected value: must be greater than 0.",
            __func__);
    /* MEM015: the size as given, no padding, no rounding */
    REQUIRE_RT_OK(rtMallocHost(hostPtr, size, MEM_MODULE_ID), "MEM015");
    return ACL_SUCCESS;
}

ACL_FUNC_VISIBILITY aclError aclrtFreeHost(void *hostPtr)
{
    REQUIRE_NOT_NULL(hostPtr, "MEM016");
    REQUIRE_RT_OK(rtFreeHost(hostPtr), "MEM016");
    return ACL_SUCCESS;
}
