/* fuzz_rt_diff's call sequences: the program format, the runtime functions
 * a sequence calls (one table per implementation: the runtime model or a
 * runtime library), and the transcript a run writes.
 *
 * Program: a call is an opcode byte, an operand byte and, for the calls that
 * take more (rtd_extra_bytes), one or two more bytes; the rest is ignored
 * and a missing byte reads as 0 (any bytes decode):
 *   byte 0: bit 7 the thread (T0 or T1), bits 0-6 the function modulo
 *           RTD_FN_COUNT (enum rtd_fn); when bits 0-6 divided by
 *           RTD_FN_COUNT is odd, the threads' current contexts are not
 *           looked at after the call (reading them drops an invalid binding,
 *           so a sequence without the reads reaches other states);
 *   byte 1: bits 0-3 `a`, bits 4-7 `b`. A device argument is
 *           rtd_devices[a % 6]; a handle argument or output names a slot,
 *           b % 5 (slots 0-3 per kind, 4 = NULL); the second handle of a
 *           call (rtEventRecord's, rtEventReset's stream, rtStreamWaitEvent's
 *           stream, rtMemcpy's source) is slot a % 5; an output that is not
 *           a handle is NULL when its free operand picks slot 4, else a
 *           local; a numeric argument picks a row of its table with a;
 *   byte 2 `c`, byte 3 `d`: the further choices of the memory calls,
 *           rtsStreamCreate and rtsDeviceGetInfo (rt_seq.c, operand tables).
 * Handles are never compared by address: each side maps every handle it
 * sees to ctx#n / stm#n / evt#n / mem#n, numbered in order of first sight (a
 * create always starts a new number, since a runtime may reuse the address
 * of a destroyed object, and a successful destroy forgets the address);
 * a stream id shows whose it is and whether it changed, never its value
 * (the driver's). A block (mem#n) holds the bytes
 * the harness wrote into it when it was allocated; the synchronous copies
 * and sets show a hash of their destination afterwards. */
#ifndef ACLCTS_FUZZ_RT_SEQ_H_
#define ACLCTS_FUZZ_RT_SEQ_H_

#include <stddef.h>
#include <stdint.h>

#include "lower/lower_layers.h"

#define RTD_MAX_CALLS 64                  /* calls per program: ample for any state of two threads */
#define RTD_MAX_BYTES (4 * RTD_MAX_CALLS) /* the longest program's bytes */
#define RTD_SLOTS 4                       /* handle slots per kind; slot RTD_SLOTS is NULL */
#define RTD_THREADS 2
#define RTD_TEXT_BYTES 49152 /* a transcript: RTD_MAX_CALLS lines of under 400 bytes, and the status */

enum rtd_fn {
    /* the chain (lower/runtime/rt_chain.c) */
    RTD_SET_DEVICE,
    RTD_DEVICE_RESET,
    RTD_DEVICE_RESET_FORCE,
    RTD_GET_DEVICE,
    RTD_GET_DEVICE_COUNT,
    RTD_GET_RUN_MODE,
    RTD_DEVICE_SYNCHRONIZE,
    RTD_SET_DEFAULT_DEVICE,
    RTD_CTX_CREATE,
    RTD_CTX_DESTROY,
    RTD_CTX_SET_CURRENT,
    RTD_CTX_GET_CURRENT,
    RTD_STREAM_CREATE,
    RTD_STREAM_DESTROY,
    RTD_STREAM_SYNCHRONIZE,
    RTD_EVENT_CREATE,
    RTD_EVENT_DESTROY,
    RTD_EVENT_RECORD,
    RTD_EVENT_SYNCHRONIZE,
    /* memory (rt_mem.c) */
    RTD_MALLOC,
    RTD_FREE,
    RTD_MALLOC_HOST,
    RTD_FREE_HOST,
    RTD_MEMCPY,
    RTD_MEMSET,
    RTD_MEMCPY_ASYNC,
    RTD_MEMSET_ASYNC,
    RTD_MEM_GET_INFO,
    /* the stream and event extras (rt_chain.c) */
    RTD_STREAM_CREATE_EX,
    RTD_STREAM_DESTROY_FORCE,
    RTD_STREAM_GET_FLAGS,
    RTD_STREAM_GET_PRIORITY,
    RTD_STREAM_GET_ID,
    RTD_SET_OVERFLOW,
    RTD_GET_OVERFLOW,
    RTD_CTX_DEFAULT_STREAM,
    RTD_STREAM_WAIT_EVENT,
    RTD_EVENT_CREATE_FLAG,
    RTD_EVENT_QUERY,
    RTD_EVENT_RESET,
    RTD_DEVICE_SYNC_TIMEOUT,
    /* device settings (rt_devset.c) */
    RTD_GET_SAT_MODE,
    RTD_SET_SAT_MODE,
    RTD_SET_OP_TIMEOUT_V2,
    /* the thread's last error and the queries (rt_last_error.c, rt_query.c) */
    RTD_GET_LAST_ERROR,
    RTD_PEEK_LAST_ERROR,
    RTD_GET_RES,
    RTD_DEVICE_GET_INFO,
    RTD_FN_COUNT
};

typedef struct rtd_call {
    uint8_t thread; /* 0 or 1 */
    uint8_t fn;     /* enum rtd_fn */
    uint8_t a, b;
    uint8_t c, d;       /* the further operand bytes (0 when the call takes none) */
    uint8_t unobserved; /* 1: no rtCtxGetCurrent on either thread after the call */
} rtd_call;

typedef struct rtd_prog {
    size_t count;
    rtd_call calls[RTD_MAX_CALLS];
} rtd_prog;

/* The runtime's C signatures (pkg_inc/runtime/ headers, as
 * include/lower/lower_layers.h declares them), the chain's handles as void *. */
typedef struct rtd_api {
    int (*set_device)(int32_t dev);
    int (*device_reset)(int32_t dev);
    int (*device_reset_force)(int32_t dev);
    int (*get_device)(int32_t *dev);
    int (*get_device_count)(int32_t *count);
    int (*get_run_mode)(int32_t *mode);
    int (*device_synchronize)(void);
    int (*set_default_device)(int32_t dev);
    int (*ctx_create)(void **ctx, uint32_t flags, int32_t dev);
    int (*ctx_destroy)(void *ctx);
    int (*ctx_set_current)(void *ctx);
    int (*ctx_get_current)(void **ctx);
    int (*stream_create)(void **stm, int32_t priority);
    int (*stream_destroy)(void *stm);
    int (*stream_synchronize)(void *stm);
    int (*event_create)(void **evt);
    int (*event_destroy)(void *evt);
    int (*event_record)(void *evt, void *stm);
    int (*event_synchronize)(void *evt);
    rtError_t (*malloc_dev)(void **devPtr, uint64_t size, rtMemType_t type, const uint16_t moduleId);
    rtError_t (*free_dev)(void *devPtr);
    rtError_t (*malloc_host)(void **hostPtr, uint64_t size, const uint16_t moduleId);
    rtError_t (*free_host)(void *hostPtr);
    rtError_t (*memcpy_sync)(void *dst, uint64_t destMax, const void *src, uint64_t cnt, rtMemcpyKind_t kind);
    rtError_t (*memset_sync)(void *devPtr, uint64_t destMax, uint32_t val, uint64_t cnt);
    rtError_t (*memcpy_async)(void *dst, uint64_t destMax, const void *src, uint64_t cnt, rtMemcpyKind_t kind,
                              rtStream_t stm);
    rtError_t (*memset_async)(void *ptr, uint64_t destMax, uint32_t val, uint64_t cnt, rtStream_t stm);
    rtError_t (*mem_get_info)(rtMemInfoType_t memInfoType, size_t *freeSize, size_t *totalSize);
    rtError_t (*stream_create_ex)(rtStream_t *stream, rtStreamCreateConfig_t *config);
    rtError_t (*stream_destroy_force)(rtStream_t stm);
    rtError_t (*stream_get_flags)(const rtStream_t stm, uint32_t *flags);
    rtError_t (*stream_get_priority)(const rtStream_t stm, uint32_t *priority);
    rtError_t (*stream_get_id)(rtStream_t stm, int32_t *streamId);
    rtError_t (*set_overflow)(rtStream_t stm, uint32_t flags);
    rtError_t (*get_overflow)(rtStream_t stm, uint32_t *flags);
    rtError_t (*ctx_default_stream)(rtStream_t *stm);
    rtError_t (*stream_wait_event)(rtStream_t stm, rtEvent_t evt);
    rtError_t (*event_create_flag)(rtEvent_t *evt, uint32_t flag);
    rtError_t (*event_query)(rtEvent_t evt);
    rtError_t (*event_reset)(rtEvent_t evt, rtStream_t stm);
    rtError_t (*device_sync_timeout)(int32_t timeout);
    rtError_t (*get_sat_mode)(rtFloatOverflowMode_t *floatOverflowMode);
    rtError_t (*set_sat_mode)(rtFloatOverflowMode_t floatOverflowMode);
    rtError_t (*set_op_timeout_v2)(uint64_t timeout, uint64_t *actualTimeout);
    rtError_t (*get_last_error)(rtLastErrLevel_t level);
    rtError_t (*peek_last_error)(rtLastErrLevel_t level);
    rtError_t (*get_res)(const rtDevResLimitType_t type, uint32_t *const value);
    rtError_t (*device_get_info)(uint32_t deviceId, rtDevAttr attr, int64_t *val);
} rtd_api;

/* The rt* symbol of each rtd_api member, in member order. */
extern const char *const rtd_symbols[RTD_FN_COUNT];

/* A transcript, possibly in memory shared with a parent: `len` is advanced
 * only after a whole line is written, so a crash leaves the lines of every
 * call that returned. */
typedef struct rtd_text {
    volatile size_t len;
    char buf[RTD_TEXT_BYTES];
} rtd_text;

void rtd_decode(const uint8_t *data, size_t size, rtd_prog *p);
/* The operand bytes fn takes after its opcode byte (1 to 3). */
int rtd_operand_bytes(int fn);
/* "T1 rtCtxCreateEx(&ctx[2], 0, 3)": the call as the reproducer shows it,
 * followed by " [unobserved]" when it is. */
void rtd_format_call(const rtd_call *c, char *out, size_t cap);
/* Known hazards of the product's runtime: a call the differential must not
 * make, because the runtime crashes on it through its own code (a HAZ rule,
 * spec/rules/HAZ.json, or lower/runtime/README.md), or, for
 * RTD_LIMIT_SYNC_AFTER_QUERY, whose answer depends on the device's timing
 * and would leave the last errors apart. RTD_HAZARD_NONE: the call is made. */
enum rtd_hazard {
    RTD_HAZARD_NONE,
    RTD_HAZARD_EVENT_OF_TORN_DOWN_CTX,
    RTD_HAZARD_SET_DEVICE_OVER_DESTROYED_CTX,
    RTD_HAZARD_QUERY_OF_DEAD_CTX,
    RTD_HAZARD_MEM_INFO_OVER_TORN_DOWN_CTX,
    RTD_HAZARD_DESTROY_DEFAULT_STREAM,
    RTD_HAZARD_RES_OF_CLOSED_DEVICE,
    RTD_LIMIT_SYNC_AFTER_QUERY, /* not a crash: a call whose answer is the device's timing */
    RTD_HAZARD_COUNT
};
extern const char *const rtd_hazard_texts[RTD_HAZARD_COUNT];
/* Or'd into a filter's answer for a call that is made but whose outcome
 * depends on when the device runs a task: an rtEventQuery of a recorded
 * event (the model runs nothing until the host waits; a device, and the
 * product's runtime over its driver stand-in, complete records on their own
 * schedule). Its 0 and 507006 print alike. */
#define RTD_TIMING 0x80

/* The hazard call c would run into, given the handles it would pass as its b
 * and a operands, with RTD_TIMING or'd in when its outcome depends on the
 * device's timing; asked before each call, on the call's thread, on the
 * model side only. */
typedef int (*rtd_filter)(const rtd_call *c, void *handle_b, void *handle_a);

/* Runs the program on two fresh threads (calls in program order, each on its
 * thread), writing one line per call: the call, its return code, what it
 * wrote, each thread's current context and each thread's last error
 * afterwards. With a filter, it fills skip[i] with the filter's answer for
 * call i and skips the calls with a hazard; without, it skips the calls whose
 * skip[i] names a hazard (the model side's decision, so both sides skip the
 * same calls); either way a call marked RTD_TIMING prints 0 and 507006 alike.
 * Either side also skips, on its own state, the calls that would hand the
 * runtime a block it cannot take safely (a freed block, a block of the other
 * allocator to free: rt_seq.c). */
void rtd_run(const rtd_prog *p, const rtd_api *api, rtd_filter filter, uint8_t skip[RTD_MAX_CALLS], rtd_text *out);
/* The start of the line that ends a run early: the call would pass a slot
 * whose address the runtime has reused for a newer object (a destroyed
 * handle aliasing a live one). The model never reuses a handle's address, so
 * only a runtime's run stops, and the runs are compared up to that line.
 * fuzz_rt_diff_server's children never give memory back, so a runtime that
 * allocates its objects from the heap never gets there. */
#define RTD_STOPPED "stopped (stale handle, address reused by the runtime): "
/* 1 when the model's transcript agrees with the runtime's (up to its
 * RTD_STOPPED line, if any). */
int rtd_compare(const char *model, const char *runtime);

/* Appends a line (the caller's status lines). */
void rtd_text_line(rtd_text *t, const char *line);

#endif
