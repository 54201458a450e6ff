/* Runs a fuzz program against one library (see scenario.h). */
#define _POSIX_C_SOURCE 200809L
#include "scenario.h"

#include <dlfcn.h>
#include <pthread.h>
#include <stdarg.h>
#include <stdint.h>
#include <stdio.h>
#include <stdlib.h>
#include <string.h>

#include "aclcts_sb_runtime.h"
#include "aclcts_southbound.h"
#include "callbacks.h"

/* dlsym gives a data pointer; memcpy turns it into a function pointer. */
void acl_api_resolve(void *handle, acl_api *api)
{
#define ACLCTS_ACL_FN(NAME, RET, PARAMS, PROFILES) \
    do {                                           \
        void *sym = dlsym(handle, #NAME);          \
        memcpy(&api->NAME, &sym, sizeof(sym));     \
    } while (0);
#include "acl/acl_functions.def"
}

static void put(out_buf *out, const char *fmt, ...) __attribute__((format(printf, 2, 3)));
static void put(out_buf *out, const char *fmt, ...)
{
    if (out->len + 1 >= out->cap) return;
    va_list ap;
    va_start(ap, fmt);
    int n = vsnprintf(out->text + out->len, out->cap - out->len, fmt, ap);
    va_end(ap);
    if (n > 0) out->len = out->len + (size_t)n < out->cap ? out->len + (size_t)n : out->cap - 1;
}

void scenario_prepare(const prog *p)
{
    /* The scenario alone decides the environment (INIT010, PROF003, SOC001). */
    unsetenv("ACLCTS_SB_FAULTS");
    unsetenv("ACLCTS_SB_SOC");
    if (p->env & PROG_ENV_NO_UC_MEMORY) setenv("AUTO_USE_UC_MEMORY", "0", 1);
    else unsetenv("AUTO_USE_UC_MEMORY");
    if (p->env & PROG_ENV_SAMPLE_CONFIG) setenv("PROFILER_SAMPLECONFIG", "x", 1);
    else unsetenv("PROFILER_SAMPLECONFIG");
    aclcts_sb_reset();
    if (p->env & PROG_ENV_OTHER_SOC) aclcts_sb_set_soc("Ascend310P3");
    for (size_t i = 0; i < p->count; i++) {
        const prog_op *op = &p->ops[i];
        if (op->code == OP_FAULT) (void)aclcts_sb_fail(prog_fault_symbol(op->a), prog_fault_codes[op->b], op->c);
        /* A program that uses the chain gets the runtime's own rtGetDevice
         * answer on a thread without a context (107002, aclcts_sb_runtime.h). */
        if (op->code == OP_RT) aclcts_sb_rt_strict_get_device(1);
    }
}

/* Handle slots of the RT operations: contexts, streams, events, allocator
 * descriptors; and the device and host blocks of the memory operations
 * (MEM). */
static void *g_ctx[PROG_RT_SLOTS], *g_stm[PROG_RT_SLOTS], *g_evt[PROG_RT_SLOTS], *g_desc[PROG_RT_SLOTS];
static void *g_dev[PROG_RT_SLOTS], *g_host[PROG_RT_SLOTS];

/* What scenario_rt_release gives back: every descriptor the program made
 * and has not destroyed (a slot's earlier one too, and those made into the
 * NULL slot), and every stream key it registered an allocator on. */
#define RT_KEPT_MAX (PROG_MAX_OPS + 1)
static void *g_desc_live[RT_KEPT_MAX], *g_alloc_keys[RT_KEPT_MAX];
static size_t g_desc_live_n, g_alloc_keys_n;

void scenario_rt_reset(void)
{
    memset(g_ctx, 0, sizeof g_ctx);
    memset(g_stm, 0, sizeof g_stm);
    memset(g_evt, 0, sizeof g_evt);
    memset(g_desc, 0, sizeof g_desc);
    g_desc_live_n = g_alloc_keys_n = 0;
    memset(g_dev, 0, sizeof g_dev);
    memset(g_host, 0, sizeof g_host);
}

void scenario_rt_release(const acl_api *api)
{
    for (size_t i = 0; i < g_alloc_keys_n; i++) {
        if (api->aclrtAllocatorUnregister) (void)api->aclrtAllocatorUnregister(g_alloc_keys[i]);
    }
    for (size_t i = 0; i < g_desc_live_n; i++) {
        if (api->aclrtAllocatorDestroyDesc) (void)api->aclrtAllocatorDestroyDesc(g_desc_live[i]);
    }
    scenario_rt_reset();
}

static void keep(void **list, size_t *n, void *p)
{
    for (size_t i = 0; i < *n; i++) {
        if (list[i] == p) return;
    }
    if (*n < RT_KEPT_MAX) list[(*n)++] = p;
}

static void drop(void **list, size_t *n, void *p)
{
    for (size_t i = 0; i < *n; i++) {
        if (list[i] == p) {
            list[i] = list[--*n];
            return;
        }
    }
}

/* Which slot holds h: " <name>=<k>", " <name>=NULL" or " <name>=other". */
static void put_slot(out_buf *out, const char *name, void *const *slots, void *h)
{
    if (h == NULL) {
        put(out, " %s=NULL", name);
        return;
    }
    for (int k = 0; k < PROG_RT_NULL; k++) {
        if (slots[k] == h) {
            put(out, " %s=%d", name, k);
            return;
        }
    }
    put(out, " %s=other", name);
}

/* What an RT operation's operands pick (see scenario.h). */
typedef struct rt_args {
    const acl_api *api;
    out_buf *out;
    uint8_t b, c;       /* handle slots */
    int32_t dev, dev_c; /* device ids */
    bool null_out;      /* slot b is the NULL one: out-pointers are NULL */
} rt_args;

/* One function per chain function of acl_functions.def (rt_<name>): a new
 * one there is a build error here until it has its own. */
static int rt_aclrtSetDevice(const rt_args *a) { return a->api->aclrtSetDevice(a->dev); }
static int rt_aclrtResetDevice(const rt_args *a) { return a->api->aclrtResetDevice(a->dev); }
static int rt_aclrtResetDeviceForce(const rt_args *a) { return a->api->aclrtResetDeviceForce(a->dev); }
static int rt_aclrtGetDevice(const rt_args *a)
{
    int32_t d = -12345;
    int code = a->api->aclrtGetDevice(a->null_out ? NULL : &d);
    put(a->out, " d=%d", (int)d);
    return code;
}
static int rt_aclrtGetDeviceCount(const rt_args *a)
{
    uint32_t n = 12345;
    int code = a->api->aclrtGetDeviceCount(a->null_out ? NULL : &n);
    put(a->out, " n=%u", (unsigned)n);
    return code;
}
static int rt_aclrtGetRunMode(const rt_args *a)
{
    aclrtRunMode m = (aclrtRunMode)12345;
    int code = a->api->aclrtGetRunMode(a->null_out ? NULL : &m);
    put(a->out, " m=%d", (int)m);
    return code;
}
static int rt_aclrtSynchronizeDevice(const rt_args *a) { return a->api->aclrtSynchronizeDevice(); }
static int rt_aclrtCreateContext(const rt_args *a)
{
    return a->api->aclrtCreateContext(a->null_out ? NULL : &g_ctx[a->b], a->dev_c);
}
static int rt_aclrtDestroyContext(const rt_args *a) { return a->api->aclrtDestroyContext(g_ctx[a->b]); }
static int rt_aclrtSetCurrentContext(const rt_args *a) { return a->api->aclrtSetCurrentContext(g_ctx[a->b]); }
static int rt_aclrtGetCurrentContext(const rt_args *a)
{
    void *h = NULL;
    int code = a->api->aclrtGetCurrentContext(a->null_out ? NULL : &h);
    put_slot(a->out, "ctx", g_ctx, h);
    return code;
}
static int rt_aclrtCreateStream(const rt_args *a)
{
    return a->api->aclrtCreateStream(a->null_out ? NULL : &g_stm[a->b]);
}
static int rt_aclrtDestroyStream(const rt_args *a) { return a->api->aclrtDestroyStream(g_stm[a->b]); }
static int rt_aclrtSynchronizeStream(const rt_args *a) { return a->api->aclrtSynchronizeStream(g_stm[a->b]); }
static int rt_aclrtCreateEvent(const rt_args *a) { return a->api->aclrtCreateEvent(a->null_out ? NULL : &g_evt[a->b]); }
static int rt_aclrtDestroyEvent(const rt_args *a) { return a->api->aclrtDestroyEvent(g_evt[a->b]); }
static int rt_aclrtRecordEvent(const rt_args *a) { return a->api->aclrtRecordEvent(g_evt[a->b], g_stm[a->c]); }
static int rt_aclrtSynchronizeEvent(const rt_args *a) { return a->api->aclrtSynchronizeEvent(g_evt[a->b]); }
/* STREAM/RTEVENT extras: device ids double as flags, priorities, modes and
 * timeouts (0, 1, 7, 8, -1; timeout -2 for device 8); slot c's NULL makes
 * the getters' out-pointer NULL. The elapsed time is not printed (the
 * model measures it on the host clock). */
static int rt_aclrtCreateStreamWithConfig(const rt_args *a)
{
    return a->api->aclrtCreateStreamWithConfig(a->null_out ? NULL : &g_stm[a->b], (uint32_t)a->dev_c, (uint32_t)a->dev);
}
static int rt_aclrtDestroyStreamForce(const rt_args *a) { return a->api->aclrtDestroyStreamForce(g_stm[a->b]); }
static int rt_aclrtSetStreamOverflowSwitch(const rt_args *a)
{
    return a->api->aclrtSetStreamOverflowSwitch(g_stm[a->b], (uint32_t)a->dev_c);
}
static int rt_aclrtGetStreamOverflowSwitch(const rt_args *a)
{
    uint32_t v = 12345;
    int code = a->api->aclrtGetStreamOverflowSwitch(g_stm[a->b], a->c == PROG_RT_NULL ? NULL : &v);
    put(a->out, " v=%u", (unsigned)v);
    return code;
}
static int rt_aclrtSetStreamFailureMode(const rt_args *a)
{
    return a->api->aclrtSetStreamFailureMode(g_stm[a->b], (uint64_t)(int64_t)a->dev_c);
}
static int rt_aclrtStreamGetId(const rt_args *a)
{
    int32_t v = -12345;
    int code = a->api->aclrtStreamGetId(g_stm[a->b], a->c == PROG_RT_NULL ? NULL : &v);
    put(a->out, " v=%d", (int)v);
    return code;
}
static int rt_aclrtStreamGetFlags(const rt_args *a)
{
    uint32_t v = 12345;
    int code = a->api->aclrtStreamGetFlags(g_stm[a->b], a->c == PROG_RT_NULL ? NULL : &v);
    put(a->out, " v=%u", (unsigned)v);
    return code;
}
static int rt_aclrtStreamGetPriority(const rt_args *a)
{
    uint32_t v = 12345;
    int code = a->api->aclrtStreamGetPriority(g_stm[a->b], a->c == PROG_RT_NULL ? NULL : &v);
    put(a->out, " v=%u", (unsigned)v);
    return code;
}
static int rt_aclrtCtxGetCurrentDefaultStream(const rt_args *a)
{
    return a->api->aclrtCtxGetCurrentDefaultStream(a->null_out ? NULL : &g_stm[a->b]);
}
static int rt_aclrtStreamWaitEvent(const rt_args *a) { return a->api->aclrtStreamWaitEvent(g_stm[a->c], g_evt[a->b]); }
static int rt_aclrtSynchronizeDeviceWithTimeout(const rt_args *a)
{
    return a->api->aclrtSynchronizeDeviceWithTimeout(a->dev == 8 ? -2 : a->dev);
}
static int rt_aclrtCreateEventWithFlag(const rt_args *a)
{
    return a->api->aclrtCreateEventWithFlag(a->null_out ? NULL : &g_evt[a->b], (uint32_t)a->dev_c);
}
static int rt_aclrtQueryEvent(const rt_args *a)
{
    aclrtEventStatus v = (aclrtEventStatus)12345;
    int code = a->api->aclrtQueryEvent(g_evt[a->b], a->c == PROG_RT_NULL ? NULL : &v);
    put(a->out, " v=%d", (int)v);
    return code;
}
static int rt_aclrtResetEvent(const rt_args *a) { return a->api->aclrtResetEvent(g_evt[a->b], g_stm[a->c]); }
static int rt_aclrtEventElapsedTime(const rt_args *a)
{
    float ms = 0.0f;
    return a->api->aclrtEventElapsedTime(a->dev == -1 ? NULL : &ms, g_evt[a->b], g_evt[a->c]);
}

/* The allocator registry (ALLOC). The stream key of slot b is the slot's
 * stream once one was created there, else a fake handle value (the registry
 * never asks the runtime about it); slot 4 is NULL. A descriptor's members
 * are picked by c from four fake non-NULL values per kind (never called:
 * the registry only keeps and hands them back), 4 being NULL. */
static void *alloc_key(uint8_t b)
{
    if (b == PROG_RT_NULL) return NULL;
    return g_stm[b] ? g_stm[b] : (void *)(uintptr_t)(0x7a000u + 0x100u * b);
}
static uintptr_t alloc_value(uint8_t c, unsigned kind)
{
    return c == PROG_RT_NULL ? 0u : 0x7b000u + 0x100u * kind + 0x10u * c;
}
/* Which pick v is: " <name>=<c>", "=NULL", "=-" (not written) or "=other". */
static void put_value(out_buf *out, const char *name, uintptr_t v, unsigned kind)
{
    if (v == 0) {
        put(out, " %s=NULL", name);
        return;
    }
    if (v == 1) {
        put(out, " %s=-", name);
        return;
    }
    for (uint8_t c = 0; c < PROG_RT_NULL; c++) {
        if (alloc_value(c, kind) == v) {
            put(out, " %s=%u", name, (unsigned)c);
            return;
        }
    }
    put(out, " %s=other", name);
}
static int rt_aclrtAllocatorCreateDesc(const rt_args *a)
{
    void *d = a->api->aclrtAllocatorCreateDesc();
    if (d == NULL) {
        put(a->out, " desc=NULL");
        return ACL_ERROR_BAD_ALLOC;
    }
    keep(g_desc_live, &g_desc_live_n, d);
    if (!a->null_out) g_desc[a->b] = d;
    return ACL_SUCCESS;
}
static int rt_aclrtAllocatorDestroyDesc(const rt_args *a)
{
    void *d = g_desc[a->b];
    int code = a->api->aclrtAllocatorDestroyDesc(d);
    if (code == ACL_SUCCESS) {
        drop(g_desc_live, &g_desc_live_n, d);
        g_desc[a->b] = NULL;
    }
    return code;
}
static int rt_aclrtAllocatorSetObjToDesc(const rt_args *a)
{
    return a->api->aclrtAllocatorSetObjToDesc(g_desc[a->b], (aclrtAllocator)alloc_value(a->c, 0));
}
static int rt_aclrtAllocatorSetAllocFuncToDesc(const rt_args *a)
{
    return a->api->aclrtAllocatorSetAllocFuncToDesc(g_desc[a->b], (aclrtAllocatorAllocFunc)alloc_value(a->c, 1));
}
static int rt_aclrtAllocatorSetFreeFuncToDesc(const rt_args *a)
{
    return a->api->aclrtAllocatorSetFreeFuncToDesc(g_desc[a->b], (aclrtAllocatorFreeFunc)alloc_value(a->c, 2));
}
static int rt_aclrtAllocatorSetAllocAdviseFuncToDesc(const rt_args *a)
{
    return a->api->aclrtAllocatorSetAllocAdviseFuncToDesc(g_desc[a->b],
                                                          (aclrtAllocatorAllocAdviseFunc)alloc_value(a->c, 3));
}
static int rt_aclrtAllocatorSetGetAddrFromBlockFuncToDesc(const rt_args *a)
{
    return a->api->aclrtAllocatorSetGetAddrFromBlockFuncToDesc(
        g_desc[a->b], (aclrtAllocatorGetAddrFromBlockFunc)alloc_value(a->c, 4));
}
static int rt_aclrtAllocatorRegister(const rt_args *a)
{
    void *key = alloc_key(a->b);
    int code = a->api->aclrtAllocatorRegister(key, g_desc[a->c]);
    if (code == ACL_SUCCESS) keep(g_alloc_keys, &g_alloc_keys_n, key);
    return code;
}
/* c picks the outputs: 4 none (a NULL allocatorDesc), 3 the descriptor
 * alone, else all six. An output not written reads "-". */
static int rt_aclrtAllocatorGetByStream(const rt_args *a)
{
    void *desc = (void *)(uintptr_t)1, *obj = desc;
    aclrtAllocatorAllocFunc fa = (aclrtAllocatorAllocFunc)(uintptr_t)1;
    aclrtAllocatorFreeFunc ff = (aclrtAllocatorFreeFunc)(uintptr_t)1;
    aclrtAllocatorAllocAdviseFunc fv = (aclrtAllocatorAllocAdviseFunc)(uintptr_t)1;
    aclrtAllocatorGetAddrFromBlockFunc fg = (aclrtAllocatorGetAddrFromBlockFunc)(uintptr_t)1;
    bool all = a->c < 3;
    int code =
        a->api->aclrtAllocatorGetByStream(alloc_key(a->b), a->c == PROG_RT_NULL ? NULL : &desc, all ? &obj : NULL,
                                          all ? &fa : NULL, all ? &ff : NULL, all ? &fv : NULL, all ? &fg : NULL);
    if (desc == (void *)(uintptr_t)1) put(a->out, " desc=-");
    else put_slot(a->out, "desc", g_desc, desc);
    put_value(a->out, "obj", (uintptr_t)obj, 0);
    put_value(a->out, "alloc", (uintptr_t)fa, 1);
    put_value(a->out, "free", (uintptr_t)ff, 2);
    put_value(a->out, "advise", (uintptr_t)fv, 3);
    put_value(a->out, "addr", (uintptr_t)fg, 4);
    return code;
}
static int rt_aclrtAllocatorUnregister(const rt_args *a) { return a->api->aclrtAllocatorUnregister(alloc_key(a->b)); }

/* The memory operations (MEM): b picks the block slot, c the size, kind,
 * attribute, value or stream. Every block is at least 32 bytes (the runtime
 * rounds up to 32), so the copies and sets of MEM_OP_BYTES stay inside it; a
 * slot is emptied when its block is freed, so nothing is used after its free,
 * and a block allocated over a full slot is left to the process. Copies and
 * sets never have a zero count: fuzz_lifecycle takes a code without a
 * runtime call to be a refusal. */
#define MEM_OP_BYTES 8u
static const size_t k_mem_sizes[PROG_RT_SLOTS] = {64, 1, 100, 4096, 0};
static const aclrtMemcpyKind k_mem_kinds[PROG_RT_SLOTS] = {ACL_MEMCPY_HOST_TO_DEVICE, ACL_MEMCPY_DEVICE_TO_HOST,
                                                           ACL_MEMCPY_DEVICE_TO_DEVICE, ACL_MEMCPY_DEFAULT,
                                                           ACL_MEMCPY_INNER_DEVICE_TO_DEVICE};
static const unsigned char k_mem_src[MEM_OP_BYTES] = {1, 2, 3, 4, 5, 6, 7, 8};

static int rt_aclrtMalloc(const rt_args *a)
{
    return a->api->aclrtMalloc(a->null_out ? NULL : &g_dev[a->b], k_mem_sizes[a->c], ACL_MEM_MALLOC_HUGE_FIRST);
}
static int rt_aclrtMallocAlign32(const rt_args *a)
{
    return a->api->aclrtMallocAlign32(a->null_out ? NULL : &g_dev[a->b], k_mem_sizes[a->c], ACL_MEM_MALLOC_NORMAL_ONLY);
}
static int rt_aclrtFree(const rt_args *a)
{
    int code = a->api->aclrtFree(g_dev[a->b]);
    if (code == 0) g_dev[a->b] = NULL;
    return code;
}
static int rt_aclrtMallocHost(const rt_args *a)
{
    return a->api->aclrtMallocHost(a->null_out ? NULL : &g_host[a->b], k_mem_sizes[a->c]);
}
static int rt_aclrtFreeHost(const rt_args *a)
{
    int code = a->api->aclrtFreeHost(g_host[a->b]);
    if (code == 0) g_host[a->b] = NULL;
    return code;
}
static int rt_aclrtGetMemInfo(const rt_args *a)
{
    size_t free_bytes = 0, total = 0;
    int attr = a->c == PROG_RT_NULL ? 18 : (int)a->c; /* 18: beyond the enum */
    return a->api->aclrtGetMemInfo((aclrtMemAttr)attr, a->null_out ? NULL : &free_bytes, &total);
}
static int rt_aclrtMemcpy(const rt_args *a)
{
    return a->api->aclrtMemcpy(g_dev[a->b], MEM_OP_BYTES, k_mem_src, MEM_OP_BYTES, k_mem_kinds[a->c]);
}
static int rt_aclrtMemcpyAsync(const rt_args *a)
{
    return a->api->aclrtMemcpyAsync(g_dev[a->b], MEM_OP_BYTES, k_mem_src, MEM_OP_BYTES, ACL_MEMCPY_HOST_TO_DEVICE,
                                    g_stm[a->c]);
}
static int rt_aclrtMemset(const rt_args *a)
{
    return a->api->aclrtMemset(g_host[a->b] != NULL ? g_host[a->b] : g_dev[a->b], MEM_OP_BYTES, (int32_t)a->c - 1,
                               MEM_OP_BYTES);
}
static int rt_aclrtMemsetAsync(const rt_args *a)
{
    return a->api->aclrtMemsetAsync(g_dev[a->b], MEM_OP_BYTES, 0x5a, MEM_OP_BYTES, g_stm[a->c]);
}

/* Device settings, peer access and values (DEVSET, PEER): the mode, the
 * timeouts and the value from the device operand (-1 gives the out-of-range
 * mode and the largest timeouts), the peer from the second one; flags 0 (a
 * reserved flag is refused before any runtime call, PEER007). */
static int rt_aclrtSetDeviceSatMode(const rt_args *a)
{
    return a->api->aclrtSetDeviceSatMode((aclrtFloatOverflowMode)(a->dev < 0 ? 2 : a->dev % 2));
}
static int rt_aclrtGetDeviceSatMode(const rt_args *a)
{
    aclrtFloatOverflowMode m = (aclrtFloatOverflowMode)12345;
    int code = a->api->aclrtGetDeviceSatMode(a->null_out ? NULL : &m);
    put(a->out, " m=%d", (int)m);
    return code;
}
static int rt_aclrtSetOpExecuteTimeOut(const rt_args *a) { return a->api->aclrtSetOpExecuteTimeOut((uint32_t)a->dev); }
static int rt_aclrtSetOpExecuteTimeOutV2(const rt_args *a)
{
    uint64_t actual = 12345;
    int code = a->api->aclrtSetOpExecuteTimeOutV2((uint64_t)(int64_t)a->dev * 1000000u, a->null_out ? NULL : &actual);
    put(a->out, " actual=%llu", (unsigned long long)actual);
    return code;
}
static int rt_aclrtGetOverflowStatus(const rt_args *a)
{
    static unsigned char status[64];
    return a->api->aclrtGetOverflowStatus(a->null_out ? NULL : status, sizeof status, g_stm[a->c]);
}
static int rt_aclrtResetOverflowStatus(const rt_args *a) { return a->api->aclrtResetOverflowStatus(g_stm[a->b]); }
static int rt_aclrtDeviceCanAccessPeer(const rt_args *a)
{
    int32_t can = 12345;
    int code = a->api->aclrtDeviceCanAccessPeer(a->null_out ? NULL : &can, a->dev, a->dev_c);
    put(a->out, " can=%d", (int)can);
    return code;
}
static int rt_aclrtDeviceEnablePeerAccess(const rt_args *a) { return a->api->aclrtDeviceEnablePeerAccess(a->dev, 0); }
static int rt_aclrtDeviceDisablePeerAccess(const rt_args *a) { return a->api->aclrtDeviceDisablePeerAccess(a->dev); }
static int rt_aclrtValueWrite(const rt_args *a)
{
    static uint64_t word;
    return a->api->aclrtValueWrite(a->null_out ? NULL : &word, (uint64_t)(int64_t)a->dev_c, 0, g_stm[a->c]);
}
static int rt_aclrtValueWait(const rt_args *a)
{
    static uint64_t word;
    return a->api->aclrtValueWait(a->null_out ? NULL : &word, 0, (uint32_t)a->dev_c, g_stm[a->c]);
}
/* LASTERR/QUERY: the level, device and kinds come from the operands; out-pointers
 * are NULL on the NULL slot. */
static int rt_aclrtGetLastError(const rt_args *a) { return a->api->aclrtGetLastError((aclrtLastErrLevel)(a->c % 2)); }
static int rt_aclrtPeekAtLastError(const rt_args *a)
{
    return a->api->aclrtPeekAtLastError((aclrtLastErrLevel)(a->c % 2));
}
static int rt_aclrtGetErrorVerbose(const rt_args *a)
{
    aclrtErrorInfo info;
    memset(&info, 0, sizeof info);
    int code = a->api->aclrtGetErrorVerbose(a->dev, a->null_out ? NULL : &info);
    put(a->out, " type=%d detail=%u", (int)info.errorType, (unsigned)info.hasDetail);
    return code;
}
static int rt_aclsysGetCANNVersion(const rt_args *a)
{
    aclCANNPackageVersion v;
    memset(&v, 0, sizeof v);
    int code = a->api->aclsysGetCANNVersion((aclCANNPackageName)a->c, a->null_out ? NULL : &v);
    put(a->out, " v=%.16s", v.version);
    return code;
}
static int rt_aclsysGetVersionStr(const rt_args *a)
{
    char v[ACL_PKG_VERSION_MAX_SIZE] = "";
    char name[] = "runtime";
    int code = a->api->aclsysGetVersionStr(name, a->null_out ? NULL : v);
    put(a->out, " v=%.16s", v);
    return code;
}
static int rt_aclsysGetVersionNum(const rt_args *a)
{
    int32_t n = -1;
    char name[] = "runtime";
    int code = a->api->aclsysGetVersionNum(name, a->null_out ? NULL : &n);
    put(a->out, " n=%d", (int)n);
    return code;
}
static int rt_aclrtGetSocName(const rt_args *a)
{
    const char *name = a->api->aclrtGetSocName();
    put(a->out, " soc=%s", name != NULL ? name : "NULL");
    return 0;
}
static int rt_aclGetCannAttributeList(const rt_args *a)
{
    const aclCannAttr *list = NULL;
    size_t n = 0;
    return a->api->aclGetCannAttributeList(a->null_out ? NULL : &list, &n);
}
static int rt_aclGetCannAttribute(const rt_args *a)
{
    int32_t v = -1;
    return a->api->aclGetCannAttribute((aclCannAttr)a->c, a->null_out ? NULL : &v);
}
static int rt_aclrtGetDeviceCapability(const rt_args *a)
{
    static const int types[PROG_RT_SLOTS] = {1, 21, 5, -1, 20002};
    int32_t v = -1;
    int code = a->api->aclrtGetDeviceCapability(a->dev, (aclrtDevFeatureType)types[a->c], a->null_out ? NULL : &v);
    put(a->out, " v=%d", (int)v);
    return code;
}
static int rt_aclrtCheckArchCompatibility(const rt_args *a)
{
    static const char *const socs[PROG_RT_SLOTS] = {"Ascend910B1", "Ascend310P3", "", "NoSuchSoc", NULL};
    int32_t v = -1;
    int code = a->api->aclrtCheckArchCompatibility(socs[a->c], a->null_out ? NULL : &v);
    put(a->out, " v=%d", (int)v);
    return code;
}
static int rt_aclrtGetDeviceInfo(const rt_args *a)
{
    static const int attrs[PROG_RT_SLOTS] = {101, 201, 601, 2, 999};
    int64_t v = -1;
    int code = a->api->aclrtGetDeviceInfo((uint32_t)a->dev, (aclrtDevAttr)attrs[a->c], a->null_out ? NULL : &v);
    put(a->out, " v=%lld", (long long)v);
    return code;
}
static int rt_aclrtGetResInCurrentThread(const rt_args *a)
{
    uint32_t v = 0;
    int code = a->api->aclrtGetResInCurrentThread((aclrtDevResLimitType)(a->c % 3), a->null_out ? NULL : &v);
    put(a->out, " v=%u", (unsigned)v);
    return code;
}

/* The chain in acl_functions.def's order: the call and whether the library has it. */
#define RT_CALL_ROW(NAME) [PROG_RT_##NAME] = rt_##NAME,
static int (*const k_rt_calls[PROG_RT_FNS])(const rt_args *) = {
#define ACLCTS_ACL_FN(NAME, RET, PARAMS, PROFILES) PROG_RT_ROW_##PROFILES(NAME, RT_CALL_ROW)
#include "acl/acl_functions.def"
};

static bool rt_present(const acl_api *api, int fn)
{
#define RT_PRESENT_ROW(NAME) \
    if (fn == PROG_RT_##NAME) return api->NAME != NULL;
#define ACLCTS_ACL_FN(NAME, RET, PARAMS, PROFILES) PROG_RT_ROW_##PROFILES(NAME, RT_PRESENT_ROW)
#include "acl/acl_functions.def"
    return false;
}

static int rt_dispatch(const prog_op *op, const acl_api *api, out_buf *out)
{
    uint8_t b = (uint8_t)(op->b % PROG_RT_SLOTS), c = (uint8_t)(op->c % PROG_RT_SLOTS);
    rt_args args = {
        api, out, b, c, prog_rt_devices[b % PROG_RT_DEVICES], prog_rt_devices[c % PROG_RT_DEVICES], b == PROG_RT_NULL};
    int fn = op->a % PROG_RT_FNS;
    if (!rt_present(api, fn)) {
        put(out, " absent");
        return 0;
    }
    return k_rt_calls[fn](&args);
}

/* THR006..THR010: the thread binding of the chain. */
typedef struct rt_job {
    const prog_op *op;
    const acl_api *api;
    out_buf *out;
    int code;
} rt_job;

static void *rt_thread(void *arg)
{
    rt_job *j = arg;
    j->code = rt_dispatch(j->op, j->api, j->out);
    return NULL;
}

int scenario_rt_call(const prog_op *op, const acl_api *api, out_buf *out)
{
    if (op->a % PROG_RT_OPS < PROG_RT_FNS) return rt_dispatch(op, api, out);
    rt_job j = {op, api, out, 0};
    pthread_t th;
    if (pthread_create(&th, NULL, rt_thread, &j) != 0) {
        put(out, " (no thread)");
        return rt_dispatch(op, api, out);
    }
    pthread_join(th, NULL);
    put(out, " thread");
    return j.code;
}

/* One call; returns 0 and says "absent" when the library lacks the symbol. */
static int call(const prog *p, size_t i, const acl_api *api, const scratch *s, out_buf *out)
{
    const prog_op *op = &p->ops[i];
    int type = prog_types[op->a % PROG_TYPES];
    uint64_t n = 12345;
#define NEED(fn)                 \
    do {                         \
        if (!api->fn) {          \
            put(out, " absent"); \
            return 0;            \
        }                        \
    } while (0)
    switch (op->code) {
    case OP_INIT:
        NEED(aclInit);
        return api->aclInit(scratch_path(s, op->a));
    case OP_FIN:
        NEED(aclFinalize);
        return api->aclFinalize();
    case OP_REF: {
        NEED(aclFinalizeReference);
        int code = api->aclFinalizeReference(op->a ? &n : NULL);
        if (op->a) put(out, " n=%llu", (unsigned long long)n);
        return code;
    }
    case OP_REG_INIT:
        NEED(aclInitCallbackRegister);
        return api->aclInitCallbackRegister((aclRegisterCallbackType)type, cb_init_func(op->b),
                                            cb_record_for(i, op->b, prog_rets[op->c]));
    case OP_UNREG_INIT:
        NEED(aclInitCallbackUnRegister);
        return api->aclInitCallbackUnRegister((aclRegisterCallbackType)type, cb_init_func(op->b));
    case OP_REG_FIN:
        NEED(aclFinalizeCallbackRegister);
        return api->aclFinalizeCallbackRegister((aclRegisterCallbackType)type, cb_fin_func(op->b),
                                                cb_record_for(i, op->b, prog_rets[op->c]));
    case OP_UNREG_FIN:
        NEED(aclFinalizeCallbackUnRegister);
        return api->aclFinalizeCallbackUnRegister((aclRegisterCallbackType)type, cb_fin_func(op->b));
    case OP_ERRMSG:
        NEED(aclGetRecentErrMsg);
        (void)api->aclGetRecentErrMsg();
        return 0;
    case OP_RT:
        return scenario_rt_call(op, api, out);
    default:
        return 0;
    }
#undef NEED
}

static void put_trace(out_buf *out, size_t from)
{
    char buf[8192];
    size_t need = aclcts_sb_trace_text(from, buf, sizeof(buf));
    const char *line = buf;
    while (*line) {
        const char *nl = strchr(line, '\n');
        size_t len = nl ? (size_t)(nl - line) : strlen(line);
        put(out, "      sb %.*s\n", (int)len, line);
        line += len + (nl != NULL);
    }
    if (need >= sizeof(buf)) put(out, "      sb ... (%zu bytes)\n", need);
}

void scenario_run(const prog *p, const acl_api *api, const scratch *s, out_buf *out)
{
    static char log[8192];
    cb_records_reset();
    cblog_reset(log, sizeof(log));
    scenario_rt_reset();
    for (size_t i = 0; i < p->count; i++) {
        uint8_t code = p->ops[i].code;
        if (code == OP_CONFIG || code == OP_FAULT || code == OP_ENV) continue;
        size_t mark = aclcts_sb_count(), cb_mark = cblog_len();
        put(out, "%2zu %s", i, code == OP_RT ? prog_rt_name(p->ops[i].a) : prog_op_name(code));
        int ret = call(p, i, api, s, out);
        put(out, " = %d cb[%s]\n", ret, cblog_since(cb_mark));
        put_trace(out, mark);
    }
    scenario_rt_release(api);
}
