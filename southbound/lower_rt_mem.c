/* The runtime functions src/acl/aclrt_impl/memory.cpp calls for aclrtMalloc
 * ... aclrtMemsetAsync: rtGetSocSpec, rtMalloc, rtFree, rtMallocHost,
 * rtFreeHost, rtMemGetInfoEx, rtMemcpy, rtMemcpyAsync, rtMemset,
 * rtMemsetAsync. They answer with the memory model (lower/runtime/rt_mem.c:
 * real host memory, the blocks it gave, the SoC's padding_size), which checks
 * the current context and streams against the chain model
 * (lower_rt_chain.c). An injected fault wins and leaves the model untouched
 * (nothing allocated, copied, set or freed); under --lower the library
 * beneath answers. Pointers print as ptr or NULL. */
#include "runtime/rt_mem.h"
#include "sb_internal.h"

static aclcts_rtm_state g_mem;

/* Caller holds the lock. */
static aclcts_rtm_state *mem_locked(void)
{
    return &g_mem; /* static: all zero at the start, as aclcts_rtm_init leaves it, its pages untouched until used */
}

/* The model under the lock (SB_CALL), with the chain model at hand: m, st
 * and env. */
#define MEM_STATE                                          \
    aclcts_rtm_state *m = mem_locked();                    \
    aclcts_rtc_env env;                                    \
    aclcts_rtc_state *st = sb_rt_chain_state_locked(&env); \
    (void)m;                                               \
    (void)st

rtError_t rtGetSocSpec(const char *label, const char *key, char *val, const uint32_t maxLen)
{
    char soc[128];
    SB_CALL(rtGetSocSpec, SB_RT_GET_SOC_SPEC, (label, key, val, maxLen), MEM_STATE,
            (sb_soc_copy_locked(soc, sizeof soc), aclcts_rtm_get_soc_spec(m, soc, label, key, val, maxLen)))
    sb_text t = {0};
    sb_text_add_str(&t, label);
    sb_text_addf(&t, ",");
    sb_text_add_str(&t, key);
    sb_text_addf(&t, ",");
    sb_text_add_ptr(&t, val);
    sb_text_addf(&t, ",%u", (unsigned)maxLen);
    sb_call_end(SB_RT_GET_SOC_SPEC, &t, ret);
    return ret;
}

rtError_t rtMalloc(void **devPtr, uint64_t size, rtMemType_t type, const uint16_t moduleId)
{
    SB_CALL(rtMalloc, SB_RT_MALLOC, (devPtr, size, type, moduleId), MEM_STATE,
            aclcts_rtm_malloc(m, st, &env, devPtr, size))
    sb_text t = {0};
    sb_text_add_ptr(&t, devPtr);
    sb_text_addf(&t, ",%llu,0x%x,%u", (unsigned long long)size, (unsigned)type, (unsigned)moduleId);
    sb_call_end(SB_RT_MALLOC, &t, ret);
    return ret;
}

rtError_t rtFree(void *devPtr)
{
    SB_CALL(rtFree, SB_RT_FREE, (devPtr), MEM_STATE, aclcts_rtm_free(m, devPtr))
    sb_text t = {0};
    sb_text_add_ptr(&t, devPtr);
    sb_call_end(SB_RT_FREE, &t, ret);
    return ret;
}

rtError_t rtMallocHost(void **hostPtr, uint64_t size, const uint16_t moduleId)
{
    SB_CALL(rtMallocHost, SB_RT_MALLOC_HOST, (hostPtr, size, moduleId), MEM_STATE,
            aclcts_rtm_malloc_host(m, st, &env, hostPtr, size))
    sb_text t = {0};
    sb_text_add_ptr(&t, hostPtr);
    sb_text_addf(&t, ",%llu,%u", (unsigned long long)size, (unsigned)moduleId);
    sb_call_end(SB_RT_MALLOC_HOST, &t, ret);
    return ret;
}

rtError_t rtFreeHost(void *hostPtr)
{
    SB_CALL(rtFreeHost, SB_RT_FREE_HOST, (hostPtr), MEM_STATE, aclcts_rtm_free_host(m, st, &env, hostPtr))
    sb_text t = {0};
    sb_text_add_ptr(&t, hostPtr);
    sb_call_end(SB_RT_FREE_HOST, &t, ret);
    return ret;
}

rtError_t rtMemGetInfoEx(rtMemInfoType_t memInfoType, size_t *freeSize, size_t *totalSize)
{
    SB_CALL(rtMemGetInfoEx, SB_RT_MEM_GET_INFO_EX, (memInfoType, freeSize, totalSize), MEM_STATE,
            aclcts_rtm_mem_get_info(m, st, &env, (int)memInfoType, freeSize, totalSize))
    sb_text t = {0};
    sb_text_addf(&t, "%d,", (int)memInfoType);
    sb_text_add_ptr(&t, freeSize);
    sb_text_addf(&t, ",");
    sb_text_add_ptr(&t, totalSize);
    sb_call_end(SB_RT_MEM_GET_INFO_EX, &t, ret);
    return ret;
}

/* "ptr,destMax,ptr,cnt,kind" */
static void copy_args(sb_text *t, const void *dst, uint64_t destMax, const void *src, uint64_t cnt, int kind)
{
    sb_text_add_ptr(t, dst);
    sb_text_addf(t, ",%llu,", (unsigned long long)destMax);
    sb_text_add_ptr(t, src);
    sb_text_addf(t, ",%llu,%d", (unsigned long long)cnt, kind);
}

rtError_t rtMemcpy(void *dst, uint64_t destMax, const void *src, uint64_t cnt, rtMemcpyKind_t kind)
{
    SB_CALL(rtMemcpy, SB_RT_MEMCPY, (dst, destMax, src, cnt, kind), MEM_STATE,
            aclcts_rtm_memcpy(st, &env, dst, destMax, src, cnt, (int)kind))
    sb_text t = {0};
    copy_args(&t, dst, destMax, src, cnt, (int)kind);
    sb_call_end(SB_RT_MEMCPY, &t, ret);
    return ret;
}

rtError_t rtMemcpyAsync(void *dst, uint64_t destMax, const void *src, uint64_t cnt, rtMemcpyKind_t kind, rtStream_t stm)
{
    SB_CALL(rtMemcpyAsync, SB_RT_MEMCPY_ASYNC, (dst, destMax, src, cnt, kind, stm), MEM_STATE,
            aclcts_rtm_memcpy_async(st, &env, dst, destMax, src, cnt, (int)kind, stm))
    sb_text t = {0};
    copy_args(&t, dst, destMax, src, cnt, (int)kind);
    sb_text_addf(&t, ",");
    sb_text_add_ptr(&t, stm);
    sb_call_end(SB_RT_MEMCPY_ASYNC, &t, ret);
    return ret;
}

/* "ptr,destMax,val,cnt" (val unsigned) */
static void set_args(sb_text *t, const void *ptr, uint64_t destMax, uint32_t val, uint64_t cnt)
{
    sb_text_add_ptr(t, ptr);
    sb_text_addf(t, ",%llu,%u,%llu", (unsigned long long)destMax, (unsigned)val, (unsigned long long)cnt);
}

rtError_t rtMemset(void *devPtr, uint64_t destMax, uint32_t val, uint64_t cnt)
{
    SB_CALL(rtMemset, SB_RT_MEMSET, (devPtr, destMax, val, cnt), MEM_STATE,
            aclcts_rtm_memset(st, &env, devPtr, destMax, val, cnt))
    sb_text t = {0};
    set_args(&t, devPtr, destMax, val, cnt);
    sb_call_end(SB_RT_MEMSET, &t, ret);
    return ret;
}

rtError_t rtMemsetAsync(void *ptr, uint64_t destMax, uint32_t val, uint64_t cnt, rtStream_t stm)
{
    SB_CALL(rtMemsetAsync, SB_RT_MEMSET_ASYNC, (ptr, destMax, val, cnt, stm), MEM_STATE,
            aclcts_rtm_memset_async(st, &env, ptr, destMax, val, cnt, stm))
    sb_text t = {0};
    set_args(&t, ptr, destMax, val, cnt);
    sb_text_addf(&t, ",");
    sb_text_add_ptr(&t, stm);
    sb_call_end(SB_RT_MEMSET_ASYNC, &t, ret);
    return ret;
}

/* ---- accessors (spy_control.def) ---- */

int aclcts_sb_rt_set_soc_spec(const char *label, const char *key, const char *value)
{
    sb_lock();
    int rc = aclcts_rtm_set_soc_spec(mem_locked(), label, key, value);
    sb_unlock();
    return rc;
}

int64_t aclcts_sb_rt_mem_block(const void *ptr)
{
    sb_lock();
    int64_t v = aclcts_rtm_block_size(mem_locked(), ptr);
    sb_unlock();
    return v;
}
