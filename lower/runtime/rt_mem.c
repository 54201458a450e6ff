/* The runtime's memory calls (see rt_mem.h). Each function names the product
 * function whose answers it reproduces; paths are under src/runtime/ of the
 * product repository: the C entry points api/api_c.cc, api_c_memory.cc and
 * api_c_standard_soc.cc, their argument checks api/impl/api_error.cc
 * (ApiErrorDecorator), then api/impl/api_impl.cc (ApiImpl). */
#include <stdlib.h>
#include <string.h>

#include "runtime/rt_mem.h"
#include "runtime/rt_model.h"

/* ApiImpl::DevMalloc, HostMalloc: (((size + 0x1F) >> 5) << 5), in uint64. */
static uint64_t align32(uint64_t size) { return ((size + 0x1Fu) >> 5u) << 5u; }

void aclcts_rtm_init(aclcts_rtm_state *m) { memset(m, 0, sizeof *m); }

/* ---- rtGetSocSpec (api/api_c_standard_soc.cc): label, key and val must
 * not be NULL (107000); the answer is PlatformManagerV2::GetSocSpec's, from
 * the SoC's platform configuration (src/platform/platform_config/<dir>/<soc>.ini);
 * a key it lacks is RT_ERROR_NOT_FOUND, returned raw, not as an ACL code; an
 * answer that does not fit maxLen with its NUL is 107000, nothing written. ---- */

/* [AICoreSpec] padding_size of the presets' SoCs: 32 in cann/Ascend910B1.ini,
 * Ascend910_9391.ini, Ascend310B1.ini, Ascend310P3.ini, Ascend910A.ini; 0 in
 * cann-dev/Ascend950*.ini and Ascend350_*.ini (every other file of a preset's
 * platform has 32: SOC011). IPV350 has no file of that name; its 32 is the
 * public document's (docs/zh/api_ref/11-01_device_memory_malloc_and_free.md:
 * rounded up to 32, then 32 more). */
static const char *soc_padding(const char *soc)
{
    return strncmp(soc, "Ascend950", 9) == 0 || strncmp(soc, "Ascend350_", 10) == 0 ? "0" : "32";
}

static const aclcts_rtm_spec *planted(const aclcts_rtm_state *m, const char *label, const char *key)
{
    for (int i = 0; i < ACLCTS_RTM_MAX_SPECS; ++i) {
        const aclcts_rtm_spec *s = &m->specs[i];
        if (s->used && strcmp(s->label, label) == 0 && strcmp(s->key, key) == 0) return s;
    }
    return NULL;
}

int aclcts_rtm_get_soc_spec(const aclcts_rtm_state *m, const char *soc, const char *label, const char *key, char *val,
                            uint32_t maxLen)
{
    if (label == NULL || key == NULL || val == NULL) return ACLCTS_RT_INVALID_VALUE;
    const char *answer = NULL;
    const aclcts_rtm_spec *s = planted(m, label, key);
    if (s != NULL) answer = s->absent ? NULL : s->value;
    else if (strcmp(label, "AICoreSpec") == 0 && strcmp(key, "padding_size") == 0) answer = soc_padding(soc);
    if (answer == NULL) return ACLCTS_RTM_NOT_FOUND;
    size_t n = strlen(answer);
    if ((uint64_t)maxLen < (uint64_t)n + 1u) return ACLCTS_RT_INVALID_VALUE;
    memcpy(val, answer, n + 1u);
    return 0;
}

static int copy_text(char *dst, const char *src)
{
    size_t n = strlen(src);
    if (n >= ACLCTS_RTM_SPEC_TEXT) return -1;
    memcpy(dst, src, n + 1u);
    return 0;
}

int aclcts_rtm_set_soc_spec(aclcts_rtm_state *m, const char *label, const char *key, const char *value)
{
    if (label == NULL || key == NULL) return -1;
    aclcts_rtm_spec *s = (aclcts_rtm_spec *)planted(m, label, key);
    for (int i = 0; s == NULL && i < ACLCTS_RTM_MAX_SPECS; ++i)
        if (!m->specs[i].used) s = &m->specs[i];
    if (s == NULL) return -1;
    aclcts_rtm_spec next = {1, value == NULL, "", "", ""};
    if (copy_text(next.label, label) != 0 || copy_text(next.key, key) != 0 ||
        (value != NULL && copy_text(next.value, value) != 0))
        return -1;
    *s = next;
    return 0;
}

/* ---- the blocks ---- */

static aclcts_rtm_block *find_block(aclcts_rtm_state *m, const void *ptr, int host)
{
    for (int i = 0; i < ACLCTS_RTM_MAX_BLOCKS; ++i)
        if (m->blocks[i].ptr != NULL && m->blocks[i].ptr == ptr && m->blocks[i].host == host) return &m->blocks[i];
    return NULL;
}

/* NpuDriver::DevMemAlloc / HostMemAlloc over host memory: a block of `size`
 * bytes (at least one byte is asked of malloc), or 207001. */
static int new_block(aclcts_rtm_state *m, void **out, uint64_t size, int host)
{
    if (size > ACLCTS_RTM_TOTAL) return ACLCTS_RTM_MEMORY_ALLOCATION;
    aclcts_rtm_block *b = NULL;
    for (int i = 0; b == NULL && i < ACLCTS_RTM_MAX_BLOCKS; ++i)
        if (m->blocks[i].ptr == NULL) b = &m->blocks[i];
    void *p = b != NULL ? malloc(size > 0 ? (size_t)size : 1u) : NULL;
    if (p == NULL) return ACLCTS_RTM_MEMORY_ALLOCATION;
    *b = (aclcts_rtm_block){p, size, host};
    if (!host) m->device_bytes += size;
    *out = p;
    return 0;
}

static int drop_block(aclcts_rtm_state *m, void *ptr, int host)
{
    aclcts_rtm_block *b = find_block(m, ptr, host);
    if (b == NULL) return ACLCTS_RT_INVALID_VALUE; /* see rt_mem.h: a pointer the driver did not give */
    if (!host) m->device_bytes -= b->size;
    free(b->ptr);
    *b = (aclcts_rtm_block){NULL, 0, 0};
    return 0;
}

/* api/api_c_memory.cc rtMalloc; ApiErrorDecorator::DevMalloc (NULL: 107000;
 * no size check; the module id above DEFAULT_MODULEID becomes APP);
 * ApiImpl::DevMalloc: a current context (implicit default device allowed),
 * else 107002; the size rounded up to 32 bytes. The memory type (policy
 * flags) only chooses pages: every block is the host's here. */
int aclcts_rtm_malloc(aclcts_rtm_state *m, aclcts_rtc_state *st, const aclcts_rtc_env *env, void **devPtr,
                      uint64_t size)
{
    if (devPtr == NULL) return ACLCTS_RT_INVALID_VALUE;
    int rc = aclcts_rtc_task_context(st, env, NULL, 1);
    if (rc != 0) return rc;
    return new_block(m, devPtr, align32(size), 0);
}

/* api/api_c.cc rtFree; ApiErrorDecorator::DevFree (NULL: 107000);
 * ApiImpl::DevFree: no context needed (CurrentContext(false): without one
 * the NPU driver frees), NpuDriver::DevMemFree -> halMemFree. */
int aclcts_rtm_free(aclcts_rtm_state *m, void *devPtr)
{ /* MEM038: blocks are the process's, freed from any thread, with or without a context */
    if (devPtr == NULL) return ACLCTS_RT_INVALID_VALUE;
    return drop_block(m, devPtr, 0);
}

/* api/api_c_memory.cc rtMallocHost; ApiErrorDecorator::HostMalloc (NULL or
 * size 0: 107000); ApiImpl::HostMalloc: a current context (implicit default
 * device allowed), else 107002; the size rounded up to 32 bytes. */
int aclcts_rtm_malloc_host(aclcts_rtm_state *m, aclcts_rtc_state *st, const aclcts_rtc_env *env, void **hostPtr,
                           uint64_t size)
{
    if (hostPtr == NULL || size == 0) return ACLCTS_RT_INVALID_VALUE;
    int rc = aclcts_rtc_task_context(st, env, NULL, 1);
    if (rc != 0) return rc;
    return new_block(m, hostPtr, align32(size), 1);
}

/* api/api_c_memory.cc rtFreeHost; ApiErrorDecorator::HostFree (NULL:
 * 107000); ApiImpl::HostFree reads CurrentContext() (which sets a default
 * device implicitly on a thread without a context) but needs none. */
int aclcts_rtm_free_host(aclcts_rtm_state *m, aclcts_rtc_state *st, const aclcts_rtc_env *env, void *hostPtr)
{
    if (hostPtr == NULL) return ACLCTS_RT_INVALID_VALUE;
    (void)aclcts_rtc_task_context(st, env, NULL, 1);
    return drop_block(m, hostPtr, 1);
}

/* api/api_c.cc rtMemGetInfoEx; ApiErrorDecorator::MemGetInfoEx (NULL free
 * or total: 107000; a type outside [RT_MEMORYINFO_DDR, RT_MEMORYINFO_P2P_HUGE1G]:
 * RT_ERROR_INVALID_MEMORY_TYPE, 107016); ApiImpl::MemGetInfoEx: a current
 * context (implicit default device allowed), else 107002; then the driver's
 * numbers (rt_mem.h: one device of ACLCTS_RTM_TOTAL bytes). */
int aclcts_rtm_mem_get_info(const aclcts_rtm_state *m, aclcts_rtc_state *st, const aclcts_rtc_env *env, int type,
                            size_t *freeSize, size_t *totalSize)
{
    if (freeSize == NULL || totalSize == NULL) return ACLCTS_RT_INVALID_VALUE;
    if (type < 0 || type > 17) return ACLCTS_RTM_INVALID_MEMORY_TYPE;
    int rc = aclcts_rtc_task_context(st, env, NULL, 1);
    if (rc != 0) return rc;
    *totalSize = (size_t)ACLCTS_RTM_TOTAL;
    *freeSize = (size_t)(ACLCTS_RTM_TOTAL - m->device_bytes);
    return 0;
}

/* The kind range both copies check: [RT_MEMCPY_HOST_TO_HOST, RT_MEMCPY_RESERVED). */
static int kind_ok(int kind) { return kind >= 0 && kind < 9; }

/* api/api_c.cc rtMemcpy: cnt 0 is 0 at once; ApiErrorDecorator::MemCopySync:
 * dst, src NULL, destMax 0, cnt > destMax, a kind out of range: 107000;
 * dst == src: 0 without a copy (before any context check);
 * ApiImpl::MemCopySync: a current context (implicit default device allowed),
 * else 107002; then the driver copies (memmove: the driver stand-in's). */
int aclcts_rtm_memcpy(aclcts_rtc_state *st, const aclcts_rtc_env *env, void *dst, uint64_t destMax, const void *src,
                      uint64_t cnt, int kind)
{
    if (cnt == 0) return 0;
    if (dst == NULL || src == NULL || destMax == 0 || cnt > destMax || !kind_ok(kind)) return ACLCTS_RT_INVALID_VALUE;
    if (dst == src) return 0;                           /* MEM040: before the context */
    int rc = aclcts_rtc_task_context(st, env, NULL, 1); /* MEM037; MEM041: a default device is set */
    if (rc != 0) return rc;
    memmove(dst, src, (size_t)cnt); /* MEM026 */
    return 0;
}

/* api/api_c.cc rtMemcpyAsync: cnt 0 is 0 at once; the stream handle is
 * checked first (107017); ApiErrorDecorator::MemcpyAsync: dst, src NULL,
 * cnt > destMax, a kind out of range: 107000; Runtime::CurrentContext()
 * (no implicit device): none is 107002; ApiImpl::MemcpyAsync: a stream of
 * another context is 107003 (NULL: the default stream). The copy completes
 * here at once (rt_mem.h). */
int aclcts_rtm_memcpy_async(aclcts_rtc_state *st, const aclcts_rtc_env *env, void *dst, uint64_t destMax,
                            const void *src, uint64_t cnt, int kind, void *stm)
{
    if (cnt == 0) return 0;
    int rc = aclcts_rtc_stream_valid(st, stm);
    if (rc != 0) return rc;
    if (dst == NULL || src == NULL || cnt > destMax || !kind_ok(kind)) return ACLCTS_RT_INVALID_VALUE;
    rc = aclcts_rtc_task_context(st, env, stm, 0); /* MEM027; MEM041: no default device here */
    if (rc != 0) return rc;
    memmove(dst, src, (size_t)cnt); /* MEM030: complete at once */
    return 0;
}

/* api/api_c.cc rtMemset: cnt 0 is 0 at once; ApiErrorDecorator::MemSetSync:
 * NULL is 107000 (no cnt > destMax check); ApiImpl::MemSetSync: a current
 * context (implicit default device allowed), else 107002; then the driver
 * (NpuDriver::MemSetSync -> drvMemsetD8) sets cnt bytes to the low byte of
 * val, or nothing when cnt > destMax (rt_mem.h). */
int aclcts_rtm_memset(aclcts_rtc_state *st, const aclcts_rtc_env *env, void *devPtr, uint64_t destMax, uint32_t val,
                      uint64_t cnt)
{
    if (cnt == 0) return 0;
    if (devPtr == NULL) return ACLCTS_RT_INVALID_VALUE;
    int rc = aclcts_rtc_task_context(st, env, NULL, 1);
    if (rc != 0) return rc;
    if (cnt <= destMax) memset(devPtr, (int)(uint8_t)val, (size_t)cnt); /* MEM034: the low byte */
    return 0;
}

/* api/api_c.cc rtMemsetAsync: cnt 0 is 0 at once; the stream handle first
 * (107017); ApiErrorDecorator::MemsetAsync: NULL or cnt > destMax is 107000;
 * ApiImpl::MemsetAsync: a current context (implicit default device allowed),
 * else 107002; a stream of another context 107003. Completes at once. */
int aclcts_rtm_memset_async(aclcts_rtc_state *st, const aclcts_rtc_env *env, void *ptr, uint64_t destMax, uint32_t val,
                            uint64_t cnt, void *stm)
{
    if (cnt == 0) return 0;
    int rc = aclcts_rtc_stream_valid(st, stm);
    if (rc != 0) return rc;
    if (ptr == NULL || cnt > destMax) return ACLCTS_RT_INVALID_VALUE;
    rc = aclcts_rtc_task_context(st, env, stm, 1);
    if (rc != 0) return rc;
    memset(ptr, (int)(uint8_t)val, (size_t)cnt); /* MEM036: complete at once */
    return 0;
}

int64_t aclcts_rtm_block_size(const aclcts_rtm_state *m, const void *ptr)
{
    for (int i = 0; ptr != NULL && i < ACLCTS_RTM_MAX_BLOCKS; ++i)
        if (m->blocks[i].ptr == ptr) return (int64_t)m->blocks[i].size;
    return -1;
}
