/* fuzz_rt_diff's sequences (see rt_seq.h): decoding, printing, and running
 * one program over two threads against one rtd_api.
 *
 * Operand tables (the choices a call's operand bytes pick; the syntax of the
 * reproducer and of seeds/fuzz_rt_diff.txt prints the chosen value):
 *   rtMalloc(&mem[b], size a%8, type c%4), rtMallocHost(&mem[b], size a%8):
 *     sizes 0 1 31 32 100 256 4096 65536; types RT_MEMORY_DEFAULT and the
 *     huge-first, huge-only and normal-only page policies;
 *   rtMemcpy(mem[b], destMax c&3, mem[a], cnt (c>>2)&3, kind (c>>4)%10),
 *   rtMemcpyAsync(... , stm[d]), rtMemset(mem[b], destMax c&3, val a%4,
 *   cnt (c>>2)&3), rtMemsetAsync(..., stm[(c>>4)%5]): destMax and cnt are
 *     0, 1, half or full of the bytes both blocks hold (the destination's
 *     for a set; a NULL side counts the other's; never more than a block
 *     holds, so no answer of a runtime can make the harness touch memory a
 *     block does not own); vals 0 0x5a 0x1a5 0xffffffff; kind 9 is
 *     RT_MEMCPY_RESERVED;
 *   rtMemGetInfoEx(type a%8, free NULL when b picks slot 4);
 *   rtsStreamCreate(&stm[b], config a%8 with priority c&7 and flags c>>3);
 *   rtEventCreateWithFlag(&evt[b], flag a), rtDeviceSynchronizeWithTimeout(a%8),
 *   rtSetDeviceSatMode(a%4), rtSetOpExecuteTimeOutV2(a%8, ...),
 *   rtGetLastError / rtPeekAtLastError(level a%3), rtsGetResInCurrentThread(a%4, ...),
 *   rtsDeviceGetInfo(device a%6, attribute c%16, ...): the tables below. */
#define _GNU_SOURCE
#include "rt_seq.h"

#include <inttypes.h>
#include <pthread.h>
#include <stdio.h>
#include <string.h>

#define RTD_DEVICE_CHOICES 6
/* In range (0, 1, 3, 7 of 8 devices), one past the count, and -1 (which
 * rtSetDefaultDeviceId reads as "none"). */
static const int32_t rtd_devices[RTD_DEVICE_CHOICES] = {0, 1, 3, 7, 8, -1};
#define RTD_UNTOUCHED ((void *)(uintptr_t)0x5a5a5a50u) /* pre-filled into every pointer output */
#define RTD_UNTOUCHED_INT (-12345)                     /* pre-filled into every integer output */
#define RTD_UNTOUCHED_U64 0x5a5a5a5a5a5a5a5aull        /* pre-filled into every 64-bit output */
#define RTD_CTX_FLAGS_NORMAL 0u                        /* RT_CTX_NORMAL_MODE */
#define RTD_STREAM_PRIORITY 0
#define RTD_MAX_HANDLES (3 * RTD_MAX_CALLS * 2) /* every call and observation may show a new handle */
#define RTD_MAX_SIDS (RTD_MAX_CALLS + 1)        /* one stream id per call at most */
#define RTD_BOTH_NULL_BYTES 64u                 /* destMax/cnt base of a copy or set with no block at all */

/* ---- operand tables ---- */

static const uint64_t k_sizes[8] = {0, 1, 31, 32, 100, 256, 4096, 65536};
static const rtMemType_t k_mem_types[4] = {RT_MEMORY_DEFAULT, RT_MEMORY_POLICY_HUGE_PAGE_FIRST,
                                           RT_MEMORY_POLICY_HUGE_PAGE_ONLY, RT_MEMORY_POLICY_DEFAULT_PAGE_ONLY};
static const uint32_t k_set_vals[4] = {0u, 0x5au, 0x1a5u, 0xffffffffu};
static const char *const k_amounts[4] = {"0", "1", "half", "full"};
#define RTD_KINDS 10 /* rtMemcpyKind_t 0..8 and RT_MEMCPY_RESERVED */
static const int32_t k_info_types[8] = {0, 1, 2, 12, 15, 17, 18, -1};
/* rtsStreamCreate: the priority and flags attributes' values. The flags are those libascendcl passes
 * (PERSISTENT, HUGE, CPU_SCHEDULE, FAST_LAUNCH, FAST_SYNC, CP_PROCESS_USE with ACSQ_LOCK) and values the
 * runtime refuses (outside CheckStreamFlags' 0xFF3F, or CP_PROCESS_USE with another flag); not those it
 * accepts for its own streams (FORCE_COPY, FORBIDDEN_DEFAULT, HEAD, OVERFLOW, VECTOR_CORE_USE, DQS): a
 * task on a FORBIDDEN_DEFAULT stream crashes the product's runtime over its stand-ins. */
static const uint32_t k_priorities[8] = {0, 1, 3, 7, 8, 100, 0xffffffffu, 0x80000000u};
static const uint32_t k_stream_flags[32] = {0x0,    0x1,    0x4,     0x8,    0x200, 0x400,   0x800, 0x2800,
                                            0x0801, 0x600,  0x201,   0x404,  0x9,   0x208,   0x605, 0x401,
                                            0x40,   0x80,   0x10000, 0xff40, 0x41,  0x2801,  0x804, 0x808,
                                            0xa00,  0x2c00, 0xc0,    0xd,    0x609, 0x20000, 0x5,   0x80000000u};
enum { CFG_NULL, CFG_PRIORITY, CFG_FLAGS, CFG_BOTH, CFG_BOTH_FLAGS_FIRST, CFG_NULL_ATTRS, CFG_UNKNOWN_ATTR, CFG_EMPTY };
static const uint32_t k_event_flags[16] = {0x0, 0x1, 0x2, 0x4,  0x8,  0x10, 0x20, 0x40,
                                           0xe, 0x5, 0x9, 0x21, 0x30, 0x3f, 0x80, 0xffffffffu};
/* rtDeviceSynchronizeWithTimeout: none short enough to expire while a loaded host runs the stand-in's
 * tasks (1 ms sometimes did: 507046). */
static const int32_t k_sync_timeouts[8] = {-1, 0, 1000, 10000, 3000, -2, INT32_MAX, INT32_MIN};
static const int32_t k_sat_modes[4] = {0, 1, 2, -1};
static const uint64_t k_op_timeouts[8] = {0, 1, 1000, 4294967, 4294968, 1000000, 1000000000000ull, UINT64_MAX};
static const int32_t k_levels[3] = {0, 2, -1}; /* RT_THREAD_LEVEL, beyond and below the levels */
static const int32_t k_res_types[4] = {0, 1, 2, -1};
/* rtsDeviceGetInfo's attributes (rtDevAttr); 0 and 999 name none. Left out: RT_DEV_ATTR_CUBE_CORE_NUM
 * (102) and RT_DEV_ATTR_L2_CACHE_SIZE (302), the platform information's (SoCInfo cube_core_cnt,
 * l2_size): over its unit tests' platform stand-in the product's runtime cannot read it (302 answers
 * 107000) and ends the process for 102 after rtSetDevice. */
static const int32_t k_attrs[16] = {1, 101, 201, 202, 203, 204, 205, 212, 301, 401, 405, 409, 501, 601, 0, 999};
/* Attributes whose value is the driver's and that the product's driver stand-in does not answer as a
 * device: the AI CPU count (it reports 0), the total memory (halMemGetInfo writes nothing: 0), whether
 * the device is virtual (nothing written). Their code is compared, their value is not. */
static int attr_value_compared(int32_t attr) { return attr != 1 && attr != 301 && attr != 501; }

/* One line each: what the runtime does, and where (product paths). */
const char *const rtd_hazard_texts[RTD_HAZARD_COUNT] = {
    [RTD_HAZARD_NONE] = "",
    [RTD_HAZARD_EVENT_OF_TORN_DOWN_CTX] =
        "HAZ: an event whose context was torn down since its creation crashes rtEventRecord, "
        "rtEventSynchronize, rtEventDestroy and rtStreamWaitEvent (core/src/event/event.cc)",
    [RTD_HAZARD_SET_DEVICE_OVER_DESTROYED_CTX] =
        "HAZ: rtSetDevice on a thread still bound to a context another thread destroyed crashes "
        "(core/src/context/context.cc Context::TryDeleteIfNeeded)",
    [RTD_HAZARD_QUERY_OF_DEAD_CTX] =
        "HAZ: an event whose context is torn down (destroyed, or a primary context not set up again) crashes "
        "rtEventQuery, which reads the context (api/impl/api_impl_event_common.cc ApiImplEvent::EventQuery)",
    [RTD_HAZARD_MEM_INFO_OVER_TORN_DOWN_CTX] =
        "HAZ: rtMemGetInfoEx on a thread still bound to a context another thread tore down crashes: it checks "
        "the context for NULL only (api/impl/api_impl.cc ApiImpl::MemGetInfoEx)",
    [RTD_HAZARD_RES_OF_CLOSED_DEVICE] =
        "HAZ: rtsGetResInCurrentThread reads the device the thread was bound to, unchecked, after another thread "
        "closed it (api/impl/api_impl.cc ApiImpl::GetResInCurrentThread): a deleted Device",
    [RTD_LIMIT_SYNC_AFTER_QUERY] =
        "limit: an rtEventQuery reclaimed what the device has run (Event::Query): whether this record on another "
        "device is still looked up (507000) is the device's timing",
    [RTD_HAZARD_DESTROY_DEFAULT_STREAM] =
        "HAZ: destroying a context's default stream succeeds and leaves the context with the deleted stream: "
        "the next use of it crashes (api/impl/api_impl.cc ApiImpl::StreamSynchronize)",
};

/* The harness's own limits, decided on each side from its own state. */
#define RTD_LIMIT_FREED \
    "limit: a freed block (the product's driver stand-in frees with free(): the address is no longer the block)"
#define RTD_LIMIT_FOREIGN_FREE \
    "limit: a block of the other allocator (the product's driver stand-in frees any address with free())"
#define RTD_LIMIT_EX_LOCATION \
    "limit: an asynchronous _EX copy checks where its blocks are (the driver's answer; not modelled)"

const char *const rtd_symbols[RTD_FN_COUNT] = {
    "rtSetDevice",
    "rtDeviceReset",
    "rtDeviceResetForce",
    "rtGetDevice",
    "rtGetDeviceCount",
    "rtGetRunMode",
    "rtDeviceSynchronize",
    "rtSetDefaultDeviceId",
    "rtCtxCreateEx",
    "rtCtxDestroyEx",
    "rtCtxSetCurrent",
    "rtCtxGetCurrent",
    "rtStreamCreate",
    "rtStreamDestroy",
    "rtStreamSynchronize",
    "rtEventCreate",
    "rtEventDestroy",
    "rtEventRecord",
    "rtEventSynchronize",
    "rtMalloc",
    "rtFree",
    "rtMallocHost",
    "rtFreeHost",
    "rtMemcpy",
    "rtMemset",
    "rtMemcpyAsync",
    "rtMemsetAsync",
    "rtMemGetInfoEx",
    "rtsStreamCreate",
    "rtStreamDestroyForce",
    "rtStreamGetFlags",
    "rtStreamGetPriority",
    "rtsStreamGetId",
    "rtSetStreamOverflowSwitch",
    "rtGetStreamOverflowSwitch",
    "rtsCtxGetCurrentDefaultStream",
    "rtStreamWaitEvent",
    "rtEventCreateWithFlag",
    "rtEventQuery",
    "rtEventReset",
    "rtDeviceSynchronizeWithTimeout",
    "rtGetDeviceSatMode",
    "rtSetDeviceSatMode",
    "rtSetOpExecuteTimeOutV2",
    "rtGetLastError",
    "rtPeekAtLastError",
    "rtsGetResInCurrentThread",
    "rtsDeviceGetInfo",
};

int rtd_operand_bytes(int fn)
{
    switch (fn) {
    case RTD_MALLOC:
    case RTD_MEMCPY:
    case RTD_MEMSET:
    case RTD_MEMSET_ASYNC:
    case RTD_STREAM_CREATE_EX:
    case RTD_DEVICE_GET_INFO:
        return 2;
    case RTD_MEMCPY_ASYNC:
        return 3;
    default:
        return 1;
    }
}

void rtd_decode(const uint8_t *data, size_t size, rtd_prog *p)
{
    p->count = 0;
    for (size_t i = 0; i + 1 < size && p->count < RTD_MAX_CALLS;) {
        rtd_call *c = &p->calls[p->count++];
        c->thread = data[i] >> 7;
        c->fn = (uint8_t)((data[i] & 0x7f) % RTD_FN_COUNT);
        c->unobserved = ((data[i] & 0x7f) / RTD_FN_COUNT) % 2;
        c->a = data[i + 1] & 0x0f;
        c->b = data[i + 1] >> 4;
        int n = rtd_operand_bytes(c->fn);
        c->c = n > 1 && i + 2 < size ? data[i + 2] : 0;
        c->d = n > 2 && i + 3 < size ? data[i + 3] : 0;
        i += 1u + (size_t)n;
    }
}

static int32_t dev_arg(const rtd_call *c) { return rtd_devices[c->a % RTD_DEVICE_CHOICES]; }
static int slot_b(const rtd_call *c) { return c->b % (RTD_SLOTS + 1); }
static int slot_a(const rtd_call *c) { return c->a % (RTD_SLOTS + 1); }
static int null_out_a(const rtd_call *c) { return slot_a(c) == RTD_SLOTS; }
static int null_out_b(const rtd_call *c) { return slot_b(c) == RTD_SLOTS; }
static int dmax_choice(const rtd_call *c) { return c->c & 3; }
static int cnt_choice(const rtd_call *c) { return (c->c >> 2) & 3; }
static int copy_kind(const rtd_call *c) { return (c->c >> 4) % RTD_KINDS; }
static int async_set_stream(const rtd_call *c) { return (c->c >> 4) % (RTD_SLOTS + 1); }
static int async_copy_stream(const rtd_call *c) { return c->d % (RTD_SLOTS + 1); }
static int stream_config(const rtd_call *c) { return c->a % 8; }
static uint32_t config_priority(const rtd_call *c) { return k_priorities[c->c & 7]; }
static uint32_t config_flags(const rtd_call *c) { return k_stream_flags[c->c >> 3]; }

static void slot_name(char *out, size_t cap, const char *kind, int slot)
{
    if (slot == RTD_SLOTS) snprintf(out, cap, "NULL");
    else snprintf(out, cap, "%s[%d]", kind, slot);
}

/* "{priority=3, flags=0x200}" and the other configurations rtsStreamCreate gets. */
static void format_config(const rtd_call *c, char *out, size_t cap)
{
    uint32_t p = config_priority(c), f = config_flags(c);
    switch (stream_config(c)) {
    case CFG_NULL:
        snprintf(out, cap, "NULL");
        break;
    case CFG_PRIORITY:
        snprintf(out, cap, "{priority=%" PRIu32 "}", p);
        break;
    case CFG_FLAGS:
        snprintf(out, cap, "{flags=%#" PRIx32 "}", f);
        break;
    case CFG_BOTH:
        snprintf(out, cap, "{priority=%" PRIu32 ", flags=%#" PRIx32 "}", p, f);
        break;
    case CFG_BOTH_FLAGS_FIRST:
        snprintf(out, cap, "{flags=%#" PRIx32 ", priority=%" PRIu32 "}", f, p);
        break;
    case CFG_NULL_ATTRS:
        snprintf(out, cap, "{attrs=NULL}");
        break;
    case CFG_UNKNOWN_ATTR:
        snprintf(out, cap, "{attr3=0}");
        break;
    default:
        snprintf(out, cap, "{}");
        break;
    }
}

void rtd_format_call(const rtd_call *c, char *out, size_t cap)
{
    const char *sym = rtd_symbols[c->fn];
    char h[16], s[16], m[16], cfg[48];
    int t = c->thread;
    switch (c->fn) {
    case RTD_SET_DEVICE:
    case RTD_DEVICE_RESET:
    case RTD_DEVICE_RESET_FORCE:
    case RTD_SET_DEFAULT_DEVICE:
        snprintf(out, cap, "T%d %s(%d)", t, sym, (int)dev_arg(c));
        break;
    case RTD_GET_DEVICE:
        snprintf(out, cap, "T%d %s(&dev)", t, sym);
        break;
    case RTD_GET_DEVICE_COUNT:
        snprintf(out, cap, "T%d %s(&count)", t, sym);
        break;
    case RTD_GET_RUN_MODE:
        snprintf(out, cap, "T%d %s(&mode)", t, sym);
        break;
    case RTD_DEVICE_SYNCHRONIZE:
        snprintf(out, cap, "T%d %s()", t, sym);
        break;
    case RTD_CTX_CREATE:
        snprintf(out, cap, "T%d %s(&ctx[%d], 0, %d)", t, sym, slot_b(c) % RTD_SLOTS, (int)dev_arg(c));
        break;
    case RTD_CTX_GET_CURRENT:
        snprintf(out, cap, "T%d %s(&ctx[%d])", t, sym, slot_b(c) % RTD_SLOTS);
        break;
    case RTD_STREAM_CREATE:
        snprintf(out, cap, "T%d %s(&stm[%d], 0)", t, sym, slot_b(c) % RTD_SLOTS);
        break;
    case RTD_EVENT_CREATE:
        snprintf(out, cap, "T%d %s(&evt[%d])", t, sym, slot_b(c) % RTD_SLOTS);
        break;
    case RTD_CTX_DESTROY:
    case RTD_CTX_SET_CURRENT:
        slot_name(h, sizeof h, "ctx", slot_b(c));
        snprintf(out, cap, "T%d %s(%s)", t, sym, h);
        break;
    case RTD_STREAM_DESTROY:
    case RTD_STREAM_SYNCHRONIZE:
    case RTD_STREAM_DESTROY_FORCE:
        slot_name(h, sizeof h, "stm", slot_b(c));
        snprintf(out, cap, "T%d %s(%s)", t, sym, h);
        break;
    case RTD_EVENT_DESTROY:
    case RTD_EVENT_SYNCHRONIZE:
    case RTD_EVENT_QUERY:
        slot_name(h, sizeof h, "evt", slot_b(c));
        snprintf(out, cap, "T%d %s(%s)", t, sym, h);
        break;
    case RTD_EVENT_RECORD:
    case RTD_EVENT_RESET:
        slot_name(h, sizeof h, "evt", slot_b(c));
        slot_name(s, sizeof s, "stm", slot_a(c));
        snprintf(out, cap, "T%d %s(%s, %s)", t, sym, h, s);
        break;
    case RTD_MALLOC:
        snprintf(out, cap, "T%d %s(&mem[%d], %" PRIu64 ", %#x)", t, sym, slot_b(c) % RTD_SLOTS, k_sizes[c->a % 8],
                 (unsigned)k_mem_types[c->c % 4]);
        break;
    case RTD_MALLOC_HOST:
        snprintf(out, cap, "T%d %s(&mem[%d], %" PRIu64 ")", t, sym, slot_b(c) % RTD_SLOTS, k_sizes[c->a % 8]);
        break;
    case RTD_FREE:
    case RTD_FREE_HOST:
        slot_name(m, sizeof m, "mem", slot_b(c));
        snprintf(out, cap, "T%d %s(%s)", t, sym, m);
        break;
    case RTD_MEMCPY:
    case RTD_MEMCPY_ASYNC:
        slot_name(m, sizeof m, "mem", slot_b(c));
        slot_name(h, sizeof h, "mem", slot_a(c));
        slot_name(s, sizeof s, "stm", async_copy_stream(c));
        snprintf(out, cap, "T%d %s(%s, %s, %s, %s, %d%s%s)", t, sym, m, k_amounts[dmax_choice(c)], h,
                 k_amounts[cnt_choice(c)], copy_kind(c), c->fn == RTD_MEMCPY_ASYNC ? ", " : "",
                 c->fn == RTD_MEMCPY_ASYNC ? s : "");
        break;
    case RTD_MEMSET:
    case RTD_MEMSET_ASYNC:
        slot_name(m, sizeof m, "mem", slot_b(c));
        slot_name(s, sizeof s, "stm", async_set_stream(c));
        snprintf(out, cap, "T%d %s(%s, %s, %#" PRIx32 ", %s%s%s)", t, sym, m, k_amounts[dmax_choice(c)],
                 k_set_vals[c->a % 4], k_amounts[cnt_choice(c)], c->fn == RTD_MEMSET_ASYNC ? ", " : "",
                 c->fn == RTD_MEMSET_ASYNC ? s : "");
        break;
    case RTD_MEM_GET_INFO:
        snprintf(out, cap, "T%d %s(%d, %s, &total)", t, sym, (int)k_info_types[c->a % 8],
                 null_out_b(c) ? "NULL" : "&free");
        break;
    case RTD_STREAM_CREATE_EX:
        format_config(c, cfg, sizeof cfg);
        snprintf(out, cap, "T%d %s(&stm[%d], %s)", t, sym, slot_b(c) % RTD_SLOTS, cfg);
        break;
    case RTD_STREAM_GET_FLAGS:
    case RTD_STREAM_GET_PRIORITY:
    case RTD_STREAM_GET_ID:
    case RTD_GET_OVERFLOW:
        slot_name(h, sizeof h, "stm", slot_b(c));
        snprintf(out, cap, "T%d %s(%s, %s)", t, sym, h, null_out_a(c) ? "NULL" : "&out");
        break;
    case RTD_SET_OVERFLOW:
        slot_name(h, sizeof h, "stm", slot_b(c));
        snprintf(out, cap, "T%d %s(%s, %d)", t, sym, h, c->a % 3);
        break;
    case RTD_CTX_DEFAULT_STREAM:
        if (null_out_a(c)) snprintf(out, cap, "T%d %s(NULL)", t, sym);
        else snprintf(out, cap, "T%d %s(&stm[%d])", t, sym, slot_b(c) % RTD_SLOTS);
        break;
    case RTD_STREAM_WAIT_EVENT:
        slot_name(s, sizeof s, "stm", slot_a(c));
        slot_name(h, sizeof h, "evt", slot_b(c));
        snprintf(out, cap, "T%d %s(%s, %s)", t, sym, s, h);
        break;
    case RTD_EVENT_CREATE_FLAG:
        snprintf(out, cap, "T%d %s(&evt[%d], %#" PRIx32 ")", t, sym, slot_b(c) % RTD_SLOTS, k_event_flags[c->a]);
        break;
    case RTD_DEVICE_SYNC_TIMEOUT:
        snprintf(out, cap, "T%d %s(%" PRId32 ")", t, sym, k_sync_timeouts[c->a % 8]);
        break;
    case RTD_GET_SAT_MODE:
        snprintf(out, cap, "T%d %s(%s)", t, sym, null_out_b(c) ? "NULL" : "&out");
        break;
    case RTD_SET_SAT_MODE:
        snprintf(out, cap, "T%d %s(%" PRId32 ")", t, sym, k_sat_modes[c->a % 4]);
        break;
    case RTD_SET_OP_TIMEOUT_V2:
        snprintf(out, cap, "T%d %s(%" PRIu64 ", %s)", t, sym, k_op_timeouts[c->a % 8], null_out_b(c) ? "NULL" : "&out");
        break;
    case RTD_GET_LAST_ERROR:
    case RTD_PEEK_LAST_ERROR:
        snprintf(out, cap, "T%d %s(%" PRId32 ")", t, sym, k_levels[c->a % 3]);
        break;
    case RTD_GET_RES:
        snprintf(out, cap, "T%d %s(%" PRId32 ", %s)", t, sym, k_res_types[c->a % 4], null_out_b(c) ? "NULL" : "&out");
        break;
    case RTD_DEVICE_GET_INFO:
        snprintf(out, cap, "T%d %s(%d, %" PRId32 ", %s)", t, sym, (int)dev_arg(c), k_attrs[c->c % 16],
                 null_out_b(c) ? "NULL" : "&out");
        break;
    default:
        snprintf(out, cap, "T%d ?", t);
        break;
    }
    size_t n = strlen(out);
    if (c->unobserved && n < cap) snprintf(out + n, cap - n, " [unobserved]");
}

void rtd_text_line(rtd_text *t, const char *line)
{
    size_t n = strlen(line), at = t->len;
    if (at + n + 2 > sizeof t->buf) return;
    memcpy(t->buf + at, line, n);
    t->buf[at + n] = '\n';
    t->buf[at + n + 1] = '\0';
    __atomic_store_n(&t->len, at + n + 1, __ATOMIC_RELEASE);
}

/* ---- one side's handles: slots and structural names ---- */

enum rtd_kind { KIND_CTX, KIND_STM, KIND_EVT, KIND_MEM, KIND_COUNT };
static const char *const kind_names[KIND_COUNT] = {"ctx", "stm", "evt", "mem"};

enum rtd_block_state { BLOCK_NONE, BLOCK_LIVE, BLOCK_FREED };

/* What the harness knows of the block in a mem slot. */
typedef struct rtd_block {
    int state;     /* enum rtd_block_state */
    int host;      /* rtMallocHost's, else rtMalloc's */
    uint64_t size; /* the size asked for: the bytes the harness writes and reads */
    int id;        /* its structural number (mem#id) */
} rtd_block;

typedef struct rtd_side {
    const rtd_api *api;
    void *slots[KIND_COUNT][RTD_SLOTS];
    rtd_block blocks[RTD_SLOTS];
    struct {
        int kind;
        void *addr;
        int id;
    } seen[RTD_MAX_HANDLES];
    size_t seen_count;
    int next_id[KIND_COUNT];
    /* A slot whose address a newer object took (the runtime reused the
     * memory of a destroyed one): passing it would pass that newer object,
     * which the model, whose addresses are never reused, cannot mirror. */
    int stale[KIND_COUNT][RTD_SLOTS];
    struct {
        int stm;    /* the stream's structural number */
        int32_t id; /* the id its first rtsStreamGetId gave */
    } sids[RTD_MAX_SIDS];
    size_t sid_count;
} rtd_side;

/* A new name for h: every slot that still holds h held an older object. */
static void mark_stale(rtd_side *s, void *h)
{
    for (int k = 0; k < KIND_COUNT; ++k)
        for (int i = 0; i < RTD_SLOTS; ++i)
            if (s->slots[k][i] == h) s->stale[k][i] = 1;
}

/* The structural name of a handle: a fresh number when `fresh` (a create)
 * or never seen, else the number the address last had; the number, -1 for
 * NULL or untouched. */
static int handle_name(rtd_side *s, int kind, void *h, int fresh, char *out, size_t cap)
{
    if (h == NULL) {
        snprintf(out, cap, "NULL");
        return -1;
    }
    if (h == RTD_UNTOUCHED) {
        snprintf(out, cap, "untouched");
        return -1;
    }
    for (size_t i = s->seen_count; !fresh && i-- > 0;) {
        if (s->seen[i].kind == kind && s->seen[i].addr == h) {
            snprintf(out, cap, "%s#%d", kind_names[kind], s->seen[i].id);
            return s->seen[i].id;
        }
    }
    mark_stale(s, h);
    int id = s->next_id[kind]++;
    if (s->seen_count < RTD_MAX_HANDLES) s->seen[s->seen_count++] = (typeof(s->seen[0])){kind, h, id};
    snprintf(out, cap, "%s#%d", kind_names[kind], id);
    return id;
}

/* A successful destroy frees the object: a runtime may hand its address to
 * the next object of any kind, which must get a name of its own. */
static int forget_handle(rtd_side *s, int rc, void *h)
{
    for (size_t i = 0; rc == 0 && h != NULL && i < s->seen_count; ++i)
        if (s->seen[i].addr == h) s->seen[i].addr = NULL;
    return rc;
}

static void *slot_value(const rtd_side *s, int kind, int slot)
{
    return slot == RTD_SLOTS ? NULL : s->slots[kind][slot];
}

/* A create-like call: the output pre-filled, then named; a non-NULL handle
 * written by a successful call goes into the slot. The handle's number. */
static int take_handle(rtd_side *s, int kind, int slot, int rc, void *h, int fresh, char *out, size_t cap)
{
    int id = handle_name(s, kind, h, fresh && rc == 0, out, cap);
    if (rc == 0 && h != NULL && h != RTD_UNTOUCHED) {
        s->slots[kind][slot % RTD_SLOTS] = h;
        s->stale[kind][slot % RTD_SLOTS] = 0;
    }
    return id;
}

static void int_out(int32_t v, const char *what, char *out, size_t cap)
{
    if (v == RTD_UNTOUCHED_INT) snprintf(out, cap, "%s untouched", what);
    else snprintf(out, cap, "%s %d", what, (int)v);
}

static void u64_out(uint64_t v, const char *what, char *out, size_t cap)
{
    if (v == RTD_UNTOUCHED_U64) snprintf(out, cap, "%s untouched", what);
    else snprintf(out, cap, "%s %" PRIu64, what, v);
}

/* A stream id, structurally: which stream's it is, and whether a stream
 * keeps its id. The values themselves are the driver's (the product's driver
 * stand-in hands ids out from one pool for every device, and a primary
 * context takes two; the model gives each device its own, from 0), so two
 * streams' ids are never compared. */
static void sid_out(rtd_side *s, void *stm, int32_t v, char *out, size_t cap)
{
    if (v == RTD_UNTOUCHED_INT) {
        snprintf(out, cap, "id untouched");
        return;
    }
    if (stm == NULL) {
        snprintf(out, cap, "id (default stream)");
        return;
    }
    int k = -1;
    for (size_t i = s->seen_count; k < 0 && i-- > 0;)
        if (s->seen[i].kind == KIND_STM && s->seen[i].addr == stm) k = s->seen[i].id;
    size_t i = 0;
    while (i < s->sid_count && s->sids[i].stm != k) ++i;
    if (i == s->sid_count && s->sid_count < RTD_MAX_SIDS) s->sids[s->sid_count++] = (typeof(s->sids[0])){k, v};
    snprintf(out, cap, "id of stm#%d%s", k, i < RTD_MAX_SIDS && s->sids[i].id != v ? " changed" : "");
}

/* ---- blocks: the bytes the harness writes, and what a copy or set left ---- */

/* The bytes a block holds from its allocation: a pattern of its structural
 * number, the same on both sides. */
static void fill_block(void *p, const rtd_block *b)
{
    uint8_t *bytes = p;
    for (uint64_t j = 0; j < b->size; ++j) bytes[j] = (uint8_t)(b->id * 37 + 11 + j * 7);
}

static uint32_t block_hash(const void *p, const rtd_block *b)
{
    const uint8_t *bytes = p;
    uint32_t h = 2166136261u; /* FNV-1a */
    for (uint64_t j = 0; j < b->size; ++j) h = (h ^ bytes[j]) * 16777619u;
    return h;
}

static const rtd_block *live_block(const rtd_side *s, int slot)
{
    return slot < RTD_SLOTS && s->blocks[slot].state == BLOCK_LIVE ? &s->blocks[slot] : NULL;
}

/* An allocation: its handle named and, when it succeeded, the block filled. */
static void take_block(rtd_side *s, int slot, int rc, void *h, uint64_t size, int host, char *out, size_t cap)
{
    int id = take_handle(s, KIND_MEM, slot, rc, h, 1, out, cap);
    if (rc != 0 || h == NULL || h == RTD_UNTOUCHED) return;
    rtd_block *b = &s->blocks[slot % RTD_SLOTS];
    *b = (rtd_block){BLOCK_LIVE, host, size, id};
    fill_block(h, b);
}

static int drop_block(rtd_side *s, int slot, int rc)
{
    void *h = slot_value(s, KIND_MEM, slot);
    if (rc == 0 && slot < RTD_SLOTS && h != NULL) s->blocks[slot].state = BLOCK_FREED;
    return forget_handle(s, rc, h);
}

/* "mem#2 bytes 1a2b3c4d": the destination block after a synchronous copy or set. */
static void block_out(rtd_side *s, int slot, char *out, size_t cap)
{
    const rtd_block *b = live_block(s, slot);
    if (b == NULL) return;
    snprintf(out, cap, "mem#%d bytes %08" PRIx32, b->id, block_hash(s->slots[KIND_MEM][slot], b));
}

/* The product's runtime over its driver stand-in runs no task: an
 * asynchronous copy or set moves nothing there, and at once in the model.
 * Afterwards the harness writes the block's own bytes over it on both sides. */
static void restore_block(rtd_side *s, int slot)
{
    const rtd_block *b = live_block(s, slot);
    if (b != NULL) fill_block(s->slots[KIND_MEM][slot], b);
}

/* destMax or cnt: 0, 1, half or full of `base` (never more than base). */
static uint64_t amount(int choice, uint64_t base)
{
    switch (choice) {
    case 0:
        return 0;
    case 1:
        return base < 1 ? base : 1;
    case 2:
        return base / 2;
    default:
        return base;
    }
}

/* The bytes a copy may move: what both blocks hold; a NULL side counts the other's. */
static uint64_t copy_base(const rtd_side *s, int dst, int src)
{
    const rtd_block *d = live_block(s, dst), *r = live_block(s, src);
    if (d != NULL && r != NULL) return d->size < r->size ? d->size : r->size;
    if (d != NULL) return d->size;
    if (r != NULL) return r->size;
    return RTD_BOTH_NULL_BYTES;
}

static uint64_t set_base(const rtd_side *s, int dst)
{
    const rtd_block *d = live_block(s, dst);
    return d != NULL ? d->size : RTD_BOTH_NULL_BYTES;
}

/* rtsStreamCreate's configuration for call c (storage in attrs). */
static rtStreamCreateConfig_t *make_config(const rtd_call *c, rtStreamCreateConfig_t *cfg,
                                           rtStreamCreateAttr_t attrs[2])
{
    memset(attrs, 0, 2 * sizeof attrs[0]);
    rtStreamCreateAttr_t prio = {.id = RT_STREAM_CREATE_ATTR_PRIORITY}, flags = {.id = RT_STREAM_CREATE_ATTR_FLAGS};
    prio.value.priority = config_priority(c);
    flags.value.flags = config_flags(c);
    *cfg = (rtStreamCreateConfig_t){attrs, 1};
    switch (stream_config(c)) {
    case CFG_NULL:
        return NULL;
    case CFG_PRIORITY:
        attrs[0] = prio;
        break;
    case CFG_FLAGS:
        attrs[0] = flags;
        break;
    case CFG_BOTH:
        attrs[0] = prio;
        attrs[1] = flags;
        cfg->numAttrs = 2;
        break;
    case CFG_BOTH_FLAGS_FIRST:
        attrs[0] = flags;
        attrs[1] = prio;
        cfg->numAttrs = 2;
        break;
    case CFG_NULL_ATTRS:
        cfg->attrs = NULL;
        break;
    case CFG_UNKNOWN_ATTR:
        attrs[0].id = RT_STREAM_CREATE_ATTR_MAX;
        break;
    default:
        cfg->numAttrs = 0;
        break;
    }
    return cfg;
}

/* The memory calls; `wrote` says what they wrote. */
static int mem_call(rtd_side *s, const rtd_call *c, char *wrote, size_t cap)
{
    const rtd_api *api = s->api;
    void *h = RTD_UNTOUCHED;
    int rc, b = slot_b(c), a = slot_a(c);
    uint64_t size = k_sizes[c->a % 8], base, dmax, cnt;
    switch (c->fn) {
    case RTD_MALLOC:
        rc = api->malloc_dev(&h, size, k_mem_types[c->c % 4], ACLCTS_APP_MODULE_ID);
        take_block(s, b, rc, h, size, 0, wrote, cap);
        return rc;
    case RTD_MALLOC_HOST:
        rc = api->malloc_host(&h, size, ACLCTS_APP_MODULE_ID);
        take_block(s, b, rc, h, size, 1, wrote, cap);
        return rc;
    case RTD_FREE:
        return drop_block(s, b, api->free_dev(slot_value(s, KIND_MEM, b)));
    case RTD_FREE_HOST:
        return drop_block(s, b, api->free_host(slot_value(s, KIND_MEM, b)));
    case RTD_MEMCPY:
    case RTD_MEMCPY_ASYNC:
        base = copy_base(s, b, a);
        dmax = amount(dmax_choice(c), base);
        cnt = amount(cnt_choice(c), base);
        if (c->fn == RTD_MEMCPY_ASYNC) {
            rc = api->memcpy_async(slot_value(s, KIND_MEM, b), dmax, slot_value(s, KIND_MEM, a), cnt,
                                   (rtMemcpyKind_t)copy_kind(c), slot_value(s, KIND_STM, async_copy_stream(c)));
            restore_block(s, b);
            return rc;
        }
        rc = api->memcpy_sync(slot_value(s, KIND_MEM, b), dmax, slot_value(s, KIND_MEM, a), cnt,
                              (rtMemcpyKind_t)copy_kind(c));
        block_out(s, b, wrote, cap);
        return rc;
    case RTD_MEMSET:
    case RTD_MEMSET_ASYNC:
        base = set_base(s, b);
        dmax = amount(dmax_choice(c), base);
        cnt = amount(cnt_choice(c), base);
        if (c->fn == RTD_MEMSET_ASYNC) {
            rc = api->memset_async(slot_value(s, KIND_MEM, b), dmax, k_set_vals[c->a % 4], cnt,
                                   slot_value(s, KIND_STM, async_set_stream(c)));
            restore_block(s, b);
            return rc;
        }
        rc = api->memset_sync(slot_value(s, KIND_MEM, b), dmax, k_set_vals[c->a % 4], cnt);
        block_out(s, b, wrote, cap);
        return rc;
    default: { /* RTD_MEM_GET_INFO: the product's driver stand-in writes no numbers: the code alone */
        size_t free_bytes = 0, total = 0;
        return api->mem_get_info((rtMemInfoType_t)k_info_types[c->a % 8], null_out_b(c) ? NULL : &free_bytes, &total);
    }
    }
}

/* The stream and event extras. */
static int extra_call(rtd_side *s, const rtd_call *c, char *wrote, size_t cap)
{
    const rtd_api *api = s->api;
    void *h = RTD_UNTOUCHED;
    int32_t v = RTD_UNTOUCHED_INT;
    uint32_t u = (uint32_t)RTD_UNTOUCHED_INT;
    int rc, b = slot_b(c);
    void *stm_b = slot_value(s, KIND_STM, b);
    rtStreamCreateConfig_t cfg;
    rtStreamCreateAttr_t attrs[2];
    switch (c->fn) {
    case RTD_STREAM_CREATE_EX:
        rc = api->stream_create_ex(&h, make_config(c, &cfg, attrs));
        take_handle(s, KIND_STM, b, rc, h, 1, wrote, cap);
        return rc;
    case RTD_STREAM_DESTROY_FORCE:
        return forget_handle(s, api->stream_destroy_force(stm_b), stm_b);
    case RTD_STREAM_GET_FLAGS:
        rc = api->stream_get_flags(stm_b, null_out_a(c) ? NULL : &u);
        if (u == (uint32_t)RTD_UNTOUCHED_INT) snprintf(wrote, cap, "flags untouched");
        else snprintf(wrote, cap, "flags %#" PRIx32, u);
        return rc;
    case RTD_STREAM_GET_PRIORITY:
        rc = api->stream_get_priority(stm_b, null_out_a(c) ? NULL : &u);
        int_out((int32_t)u, "prio", wrote, cap);
        return rc;
    case RTD_STREAM_GET_ID:
        rc = api->stream_get_id(stm_b, null_out_a(c) ? NULL : &v);
        sid_out(s, stm_b, v, wrote, cap);
        return rc;
    case RTD_SET_OVERFLOW:
        return api->set_overflow(stm_b, (uint32_t)(c->a % 3));
    case RTD_GET_OVERFLOW:
        rc = api->get_overflow(stm_b, null_out_a(c) ? NULL : &u);
        int_out((int32_t)u, "overflow", wrote, cap);
        return rc;
    case RTD_CTX_DEFAULT_STREAM:
        rc = api->ctx_default_stream(null_out_a(c) ? NULL : &h);
        take_handle(s, KIND_STM, b, rc, h, 0, wrote, cap);
        return rc;
    case RTD_STREAM_WAIT_EVENT:
        return api->stream_wait_event(slot_value(s, KIND_STM, slot_a(c)), slot_value(s, KIND_EVT, b));
    case RTD_EVENT_CREATE_FLAG:
        rc = api->event_create_flag(&h, k_event_flags[c->a]);
        take_handle(s, KIND_EVT, b, rc, h, 1, wrote, cap);
        return rc;
    case RTD_EVENT_QUERY:
        return api->event_query(slot_value(s, KIND_EVT, b));
    case RTD_EVENT_RESET:
        return api->event_reset(slot_value(s, KIND_EVT, b), slot_value(s, KIND_STM, slot_a(c)));
    default: /* RTD_DEVICE_SYNC_TIMEOUT */
        return api->device_sync_timeout(k_sync_timeouts[c->a % 8]);
    }
}

/* Device settings, the last error and the queries. */
static int settings_call(const rtd_side *s, const rtd_call *c, char *wrote, size_t cap)
{
    const rtd_api *api = s->api;
    uint32_t u = (uint32_t)RTD_UNTOUCHED_INT;
    uint64_t q = RTD_UNTOUCHED_U64;
    int64_t w = (int64_t)RTD_UNTOUCHED_U64;
    int rc;
    int null_out = null_out_b(c);
    switch (c->fn) {
    case RTD_GET_SAT_MODE: {
        rtFloatOverflowMode_t mode = (rtFloatOverflowMode_t)RTD_UNTOUCHED_INT;
        rc = api->get_sat_mode(null_out ? NULL : &mode);
        int_out((int32_t)mode, "mode", wrote, cap);
        return rc;
    }
    case RTD_SET_SAT_MODE:
        return api->set_sat_mode((rtFloatOverflowMode_t)k_sat_modes[c->a % 4]);
    case RTD_SET_OP_TIMEOUT_V2:
        rc = api->set_op_timeout_v2(k_op_timeouts[c->a % 8], null_out ? NULL : &q);
        u64_out(q, "actual", wrote, cap);
        return rc;
    case RTD_GET_LAST_ERROR:
        return api->get_last_error((rtLastErrLevel_t)k_levels[c->a % 3]);
    case RTD_PEEK_LAST_ERROR:
        return api->peek_last_error((rtLastErrLevel_t)k_levels[c->a % 3]);
    case RTD_GET_RES:
        rc = api->get_res(k_res_types[c->a % 4], null_out ? NULL : &u);
        int_out((int32_t)u, "res", wrote, cap);
        return rc;
    default: /* RTD_DEVICE_GET_INFO */
        rc = api->device_get_info((uint32_t)dev_arg(c), k_attrs[c->c % 16], null_out ? NULL : &w);
        if (attr_value_compared(k_attrs[c->c % 16])) u64_out((uint64_t)w, "val", wrote, cap);
        return rc;
    }
}

/* Makes the call on the calling thread; `wrote` says what it wrote. */
static int make_call(rtd_side *s, const rtd_call *c, char *wrote, size_t cap)
{
    const rtd_api *api = s->api;
    int32_t v = RTD_UNTOUCHED_INT;
    void *h = RTD_UNTOUCHED;
    int rc, b = slot_b(c);
    wrote[0] = '\0';
    if (c->fn >= RTD_MALLOC && c->fn <= RTD_MEM_GET_INFO) return mem_call(s, c, wrote, cap);
    if (c->fn >= RTD_STREAM_CREATE_EX && c->fn <= RTD_DEVICE_SYNC_TIMEOUT) return extra_call(s, c, wrote, cap);
    if (c->fn >= RTD_GET_SAT_MODE) return settings_call(s, c, wrote, cap);
    switch (c->fn) {
    case RTD_SET_DEVICE:
        return api->set_device(dev_arg(c));
    case RTD_DEVICE_RESET:
        return api->device_reset(dev_arg(c));
    case RTD_DEVICE_RESET_FORCE:
        return api->device_reset_force(dev_arg(c));
    case RTD_SET_DEFAULT_DEVICE:
        return api->set_default_device(dev_arg(c));
    case RTD_DEVICE_SYNCHRONIZE:
        return api->device_synchronize();
    case RTD_GET_DEVICE:
        rc = api->get_device(&v);
        int_out(v, "dev", wrote, cap);
        return rc;
    case RTD_GET_DEVICE_COUNT:
        rc = api->get_device_count(&v);
        int_out(v, "count", wrote, cap);
        return rc;
    case RTD_GET_RUN_MODE:
        rc = api->get_run_mode(&v);
        int_out(v, "mode", wrote, cap);
        return rc;
    case RTD_CTX_CREATE:
        rc = api->ctx_create(&h, RTD_CTX_FLAGS_NORMAL, dev_arg(c));
        take_handle(s, KIND_CTX, b, rc, h, 1, wrote, cap);
        return rc;
    case RTD_CTX_GET_CURRENT:
        rc = api->ctx_get_current(&h);
        take_handle(s, KIND_CTX, b, rc, h, 0, wrote, cap);
        return rc;
    case RTD_STREAM_CREATE:
        rc = api->stream_create(&h, RTD_STREAM_PRIORITY);
        take_handle(s, KIND_STM, b, rc, h, 1, wrote, cap);
        return rc;
    case RTD_EVENT_CREATE:
        rc = api->event_create(&h);
        take_handle(s, KIND_EVT, b, rc, h, 1, wrote, cap);
        return rc;
    case RTD_CTX_DESTROY:
        return forget_handle(s, api->ctx_destroy(slot_value(s, KIND_CTX, b)), slot_value(s, KIND_CTX, b));
    case RTD_CTX_SET_CURRENT:
        return api->ctx_set_current(slot_value(s, KIND_CTX, b));
    case RTD_STREAM_DESTROY:
        return forget_handle(s, api->stream_destroy(slot_value(s, KIND_STM, b)), slot_value(s, KIND_STM, b));
    case RTD_STREAM_SYNCHRONIZE:
        return api->stream_synchronize(slot_value(s, KIND_STM, b));
    case RTD_EVENT_DESTROY:
        return forget_handle(s, api->event_destroy(slot_value(s, KIND_EVT, b)), slot_value(s, KIND_EVT, b));
    case RTD_EVENT_SYNCHRONIZE:
        return api->event_synchronize(slot_value(s, KIND_EVT, b));
    case RTD_EVENT_RECORD:
        return api->event_record(slot_value(s, KIND_EVT, b), slot_value(s, KIND_STM, slot_a(c)));
    default:
        return 0;
    }
}

/* The handles call c passes (not the outputs it writes): their kinds and
 * slots, in argument order of importance (the first is what a hazard
 * filter gets as handle_b, the second as handle_a); the count. */
static int call_inputs(const rtd_call *c, int kinds[3], int slots[3])
{
    switch (c->fn) {
    case RTD_CTX_DESTROY:
    case RTD_CTX_SET_CURRENT:
        kinds[0] = KIND_CTX, slots[0] = slot_b(c);
        return 1;
    case RTD_STREAM_DESTROY:
    case RTD_STREAM_SYNCHRONIZE:
    case RTD_STREAM_DESTROY_FORCE:
    case RTD_STREAM_GET_FLAGS:
    case RTD_STREAM_GET_PRIORITY:
    case RTD_STREAM_GET_ID:
    case RTD_SET_OVERFLOW:
    case RTD_GET_OVERFLOW:
        kinds[0] = KIND_STM, slots[0] = slot_b(c);
        return 1;
    case RTD_EVENT_DESTROY:
    case RTD_EVENT_SYNCHRONIZE:
    case RTD_EVENT_QUERY:
        kinds[0] = KIND_EVT, slots[0] = slot_b(c);
        return 1;
    case RTD_EVENT_RECORD:
    case RTD_EVENT_RESET:
    case RTD_STREAM_WAIT_EVENT:
        kinds[0] = KIND_EVT, slots[0] = slot_b(c);
        kinds[1] = KIND_STM, slots[1] = slot_a(c);
        return 2;
    case RTD_FREE:
    case RTD_FREE_HOST:
    case RTD_MEMSET:
        kinds[0] = KIND_MEM, slots[0] = slot_b(c);
        return 1;
    case RTD_MEMSET_ASYNC:
        kinds[0] = KIND_MEM, slots[0] = slot_b(c);
        kinds[1] = KIND_STM, slots[1] = async_set_stream(c);
        return 2;
    case RTD_MEMCPY:
        kinds[0] = KIND_MEM, slots[0] = slot_b(c);
        kinds[1] = KIND_MEM, slots[1] = slot_a(c);
        return 2;
    case RTD_MEMCPY_ASYNC:
        kinds[0] = KIND_MEM, slots[0] = slot_b(c);
        kinds[1] = KIND_MEM, slots[1] = slot_a(c);
        kinds[2] = KIND_STM, slots[2] = async_copy_stream(c);
        return 3;
    default:
        return 0;
    }
}

/* The harness's limit that call c would cross on side s, or NULL. */
static const char *limit_of(const rtd_side *s, const rtd_call *c)
{
    int kinds[3], slots[3], n = call_inputs(c, kinds, slots);
    for (int i = 0; i < n; ++i)
        if (kinds[i] == KIND_MEM && slots[i] < RTD_SLOTS && s->blocks[slots[i]].state == BLOCK_FREED)
            return RTD_LIMIT_FREED;
    const rtd_block *b = live_block(s, slot_b(c));
    if (b != NULL && ((c->fn == RTD_FREE && b->host) || (c->fn == RTD_FREE_HOST && !b->host)))
        return RTD_LIMIT_FOREIGN_FREE;
    /* api/impl/api_error.cc ApiErrorDecorator::MemcpyAsync: on a host
     * (online), RT_MEMCPY_HOST_TO_DEVICE_EX and RT_MEMCPY_DEVICE_TO_HOST_EX
     * ask the driver where src and dst are (MemcpyAsyncCheckExLocation). */
    if (c->fn == RTD_MEMCPY_ASYNC &&
        (copy_kind(c) == RT_MEMCPY_HOST_TO_DEVICE_EX || copy_kind(c) == RT_MEMCPY_DEVICE_TO_HOST_EX))
        return RTD_LIMIT_EX_LOCATION;
    return NULL;
}

/* The calling thread's current context, by structural name ("none": 107002). */
static void observe(rtd_side *s, char *out, size_t cap)
{
    void *h = RTD_UNTOUCHED;
    int rc = s->api->ctx_get_current(&h);
    if (rc == 0) {
        handle_name(s, KIND_CTX, h, 0, out, cap);
        return;
    }
    char name[32];
    handle_name(s, KIND_CTX, h, 0, name, sizeof name);
    snprintf(out, cap, "rc %d (%s)", rc, name);
}

/* ---- two threads taking turns ---- */

enum rtd_job { JOB_CALL, JOB_FILTER, JOB_OBSERVE, JOB_LAST_ERROR };

typedef struct rtd_runner {
    rtd_side side;
    pthread_mutex_t mu;
    pthread_cond_t cv;
    int turn; /* the thread that runs the job, -1 none */
    int quit;
    int job;              /* enum rtd_job */
    const rtd_call *call; /* JOB_CALL, JOB_FILTER */
    rtd_filter filter;    /* JOB_FILTER: ask it about call instead of making it */
    void *hb, *ha;        /* the handles call would pass */
    int hazard;
    int rc;
    int last; /* JOB_LAST_ERROR: the thread's last error (rtPeekAtLastError) */
    char wrote[96], seen[48];
} rtd_runner;

typedef struct rtd_thread_arg {
    rtd_runner *r;
    int me;
} rtd_thread_arg;

static void *worker(void *arg)
{
    rtd_thread_arg *a = arg;
    rtd_runner *r = a->r;
    pthread_mutex_lock(&r->mu);
    for (;;) {
        while (r->turn != a->me && !r->quit) pthread_cond_wait(&r->cv, &r->mu);
        if (r->quit) break;
        switch (r->job) {
        case JOB_FILTER:
            r->hazard = r->filter(r->call, r->hb, r->ha);
            break;
        case JOB_CALL:
            r->rc = make_call(&r->side, r->call, r->wrote, sizeof r->wrote);
            break;
        case JOB_OBSERVE:
            observe(&r->side, r->seen, sizeof r->seen);
            break;
        default:
            r->last = r->side.api->peek_last_error(RT_THREAD_LEVEL);
            break;
        }
        r->turn = -1;
        pthread_cond_broadcast(&r->cv);
    }
    pthread_mutex_unlock(&r->mu);
    return NULL;
}

/* Hands a job to thread `t` and waits until it is done. */
static void on_thread(rtd_runner *r, int t, int job, const rtd_call *call)
{
    pthread_mutex_lock(&r->mu);
    r->job = job;
    r->call = call;
    r->turn = t;
    pthread_cond_broadcast(&r->cv);
    while (r->turn != -1) pthread_cond_wait(&r->cv, &r->mu);
    pthread_mutex_unlock(&r->mu);
}

/* The handles call c would pass first and second (NULL for none). */
static void call_handles(const rtd_side *s, const rtd_call *c, void **hb, void **ha)
{
    int kinds[3], slots[3], n = call_inputs(c, kinds, slots);
    *hb = n > 0 ? slot_value(s, kinds[0], slots[0]) : NULL;
    *ha = n > 1 ? slot_value(s, kinds[1], slots[1]) : NULL;
}

static int passes_stale(const rtd_side *s, const rtd_call *c)
{
    int kinds[3], slots[3], n = call_inputs(c, kinds, slots);
    for (int i = 0; i < n; ++i)
        if (slots[i] < RTD_SLOTS && s->stale[kinds[i]][slots[i]]) return 1;
    return 0;
}

/* The line that ends a run at a stale slot; rtd_compare stops there. */
static void run_stopped(const rtd_call *c, rtd_text *out)
{
    char call[96], line[400];
    rtd_format_call(c, call, sizeof call);
    snprintf(line, sizeof line, "%s%s", RTD_STOPPED, call);
    rtd_text_line(out, line);
}

static void run_skipped(const rtd_call *c, const char *why, rtd_text *out)
{
    char call[96], line[400];
    rtd_format_call(c, call, sizeof call);
    snprintf(line, sizeof line, "%-52s   skipped: %s", call, why);
    rtd_text_line(out, line);
}

#define RTD_EVENT_NOT_COMPLETE 507006 /* ACL_ERROR_RT_EVENT_NOT_COMPLETE */

static void run_one(rtd_runner *r, const rtd_call *c, int timing, rtd_text *out)
{
    char call[96], line[400], cur[RTD_THREADS][48], code[24];
    int last[RTD_THREADS];
    on_thread(r, c->thread, JOB_CALL, c);
    for (int t = 0; t < RTD_THREADS; ++t) {
        if (c->unobserved) {
            snprintf(cur[t], sizeof cur[t], "-");
        } else {
            on_thread(r, t, JOB_OBSERVE, NULL);
            snprintf(cur[t], sizeof cur[t], "%s", r->seen);
        }
        on_thread(r, t, JOB_LAST_ERROR, NULL); /* a pure read of the thread's store */
        last[t] = r->last;
    }
    rtd_format_call(c, call, sizeof call);
    if (timing && (r->rc == 0 || r->rc == RTD_EVENT_NOT_COMPLETE))
        snprintf(code, sizeof code, "0|%d", RTD_EVENT_NOT_COMPLETE);
    else snprintf(code, sizeof code, "%d", r->rc);
    snprintf(line, sizeof line, "%-52s = %-6s %-22s | current: T0 %s, T1 %s | last: T0 %d, T1 %d", call, code, r->wrote,
             cur[0], cur[1], last[0], last[1]);
    rtd_text_line(out, line);
}

void rtd_run(const rtd_prog *p, const rtd_api *api, rtd_filter filter, uint8_t skip[RTD_MAX_CALLS], rtd_text *out)
{
    static rtd_runner r; /* large; one run at a time per process */
    memset(&r.side, 0, sizeof r.side);
    r.side.api = api;
    r.turn = -1;
    r.quit = 0;
    r.filter = NULL;
    pthread_mutex_init(&r.mu, NULL);
    pthread_cond_init(&r.cv, NULL);
    pthread_t th[RTD_THREADS];
    rtd_thread_arg args[RTD_THREADS];
    for (int t = 0; t < RTD_THREADS; ++t) {
        args[t] = (rtd_thread_arg){&r, t};
        pthread_create(&th[t], NULL, worker, &args[t]);
    }
    for (size_t i = 0; i < p->count; ++i) {
        const rtd_call *c = &p->calls[i];
        if (filter != NULL) { /* asked on the call's thread: a hazard may depend on its binding */
            call_handles(&r.side, c, &r.hb, &r.ha);
            r.filter = filter;
            on_thread(&r, c->thread, JOB_FILTER, c);
            r.filter = NULL;
            skip[i] = (uint8_t)r.hazard;
        }
        int hazard = skip[i] & ~RTD_TIMING;
        const char *why = hazard != RTD_HAZARD_NONE && hazard < RTD_HAZARD_COUNT ? rtd_hazard_texts[hazard] : NULL;
        const char *limit = limit_of(&r.side, c);
        if (why != NULL) {
            run_skipped(c, why, out);
        } else if (limit != NULL) {
            run_skipped(c, limit, out);
        } else if (passes_stale(&r.side, c)) {
            run_stopped(c, out);
            break;
        } else {
            run_one(&r, c, (skip[i] & RTD_TIMING) != 0, out);
        }
    }
    pthread_mutex_lock(&r.mu);
    r.quit = 1;
    pthread_cond_broadcast(&r.cv);
    pthread_mutex_unlock(&r.mu);
    for (int t = 0; t < RTD_THREADS; ++t) pthread_join(th[t], NULL);
    pthread_cond_destroy(&r.cv);
    pthread_mutex_destroy(&r.mu);
}

int rtd_compare(const char *model, const char *runtime)
{
    const char *stop = strstr(runtime, "\n" RTD_STOPPED);
    size_t n = stop != NULL                                              ? (size_t)(stop - runtime) + 1
               : strncmp(runtime, RTD_STOPPED, strlen(RTD_STOPPED)) == 0 ? 0
                                                                         : SIZE_MAX;
    if (n == SIZE_MAX) return strcmp(model, runtime) == 0;
    return strlen(model) >= n && strncmp(model, runtime, n) == 0;
}
