/* The runtime model behind fuzz_rt_diff's rtd_api: the chain
 * (lower/runtime/rt_chain.c, with its stream and event extras), memory
 * (rt_mem.c), device settings (rt_devset.c), the thread's last error
 * (rt_last_error.c) and the queries (rt_query.c), set up as the spy sets
 * them up (southbound/lower_rt_chain.c chain_locked and the other stand-ins
 * it names): the default SoC preset and its device count, the default device
 * of the runtime model (lower/runtime/rt_model.c, rtSetDefaultDeviceId), no
 * ASCEND_RT_VISIBLE_DEVICES, a host's run mode. rtd_run serialises the calls. */
#include "rt_model_api.h"

#include <stdlib.h>
#include <string.h>

#include "runtime/rt_chain.h"
#include "runtime/rt_devset.h"
#include "runtime/rt_last_error.h"
#include "runtime/rt_mem.h"
#include "runtime/rt_model.h"
#include "runtime/rt_query.h"
#include "spy/spy_control.h"

static aclcts_rtc_state g_chain;
static aclcts_rt_state g_rt;
static aclcts_rtm_state g_mem;
static aclcts_rtd_state g_devset;
static const aclcts_soc_preset *g_soc;
/* The thread's last error: fresh on every thread rtd_run starts. */
static __thread aclcts_rtle t_last_error;

static aclcts_rtc_env env(void) { return (aclcts_rtc_env){g_soc->device_count, g_rt.default_device, NULL}; }

/* Every answer ends here, as every call of the spy ends in sb_call_end
 * (southbound/sb_last_error.c): a failure is stored as the thread's last
 * error unless the product's entry point returns it directly. */
static int note(const char *sym, int rc)
{
    if (rc != 0 && !aclcts_rtle_direct(sym, rc)) aclcts_rtle_store(&t_last_error, rc);
    return rc;
}

/* The chain's calls; E declares the chain's environment for expr. */
#define E aclcts_rtc_env e = env()

static int set_device(int32_t d)
{
    E;
    return note("rtSetDevice", aclcts_rtc_set_device(&g_chain, &e, d));
}
static int device_reset(int32_t d)
{
    E;
    return note("rtDeviceReset", aclcts_rtc_device_reset(&g_chain, &e, d, 0));
}
static int device_reset_force(int32_t d)
{
    E;
    return note("rtDeviceResetForce", aclcts_rtc_device_reset(&g_chain, &e, d, 1));
}
static int get_device(int32_t *d)
{
    E;
    return note("rtGetDevice", aclcts_rtc_get_device(&g_chain, &e, d));
}
static int get_device_count(int32_t *n)
{
    E;
    return note("rtGetDeviceCount", aclcts_rtc_get_device_count(&g_chain, &e, n));
}
static int get_run_mode(int32_t *m) { return note("rtGetRunMode", aclcts_rtc_get_run_mode(m)); }
static int device_synchronize(void)
{
    E;
    return note("rtDeviceSynchronize", aclcts_rtc_device_synchronize(&g_chain, &e));
}
static int set_default_device(int32_t d)
{
    return note("rtSetDefaultDeviceId", aclcts_rt_set_default_device(&g_rt, g_soc, d));
}
static int ctx_create(void **c, uint32_t flags, int32_t d)
{
    E;
    return note("rtCtxCreateEx", aclcts_rtc_ctx_create(&g_chain, &e, c, flags, d));
}
static int ctx_destroy(void *c) { return note("rtCtxDestroyEx", aclcts_rtc_ctx_destroy(&g_chain, c)); }
static int ctx_set_current(void *c) { return note("rtCtxSetCurrent", aclcts_rtc_ctx_set_current(&g_chain, c)); }
static int ctx_get_current(void **c) { return note("rtCtxGetCurrent", aclcts_rtc_ctx_get_current(&g_chain, c)); }
static int stream_create(void **s, int32_t prio)
{
    E;
    return note("rtStreamCreate", aclcts_rtc_stream_create(&g_chain, &e, s, prio));
}
static int stream_destroy(void *s)
{
    E;
    return note("rtStreamDestroy", aclcts_rtc_stream_destroy(&g_chain, &e, s));
}
static int stream_synchronize(void *s)
{
    E;
    return note("rtStreamSynchronize", aclcts_rtc_stream_synchronize(&g_chain, &e, s));
}
static int event_create(void **v)
{
    E;
    return note("rtEventCreate", aclcts_rtc_event_create(&g_chain, &e, v));
}
static int event_destroy(void *v) { return note("rtEventDestroy", aclcts_rtc_event_destroy(&g_chain, v)); }
static int event_record(void *v, void *s)
{
    E;
    return note("rtEventRecord", aclcts_rtc_event_record(&g_chain, &e, v, s));
}
static int event_synchronize(void *v) { return note("rtEventSynchronize", aclcts_rtc_event_synchronize(&g_chain, v)); }

/* ---- memory (rt_mem.c, as southbound/lower_rt_mem.c calls it) ---- */

static rtError_t malloc_dev(void **p, uint64_t size, rtMemType_t type, const uint16_t module)
{
    (void)type;
    (void)module;
    E;
    return note("rtMalloc", aclcts_rtm_malloc(&g_mem, &g_chain, &e, p, size));
}
static rtError_t free_dev(void *p) { return note("rtFree", aclcts_rtm_free(&g_mem, p)); }
static rtError_t malloc_host(void **p, uint64_t size, const uint16_t module)
{
    (void)module;
    E;
    return note("rtMallocHost", aclcts_rtm_malloc_host(&g_mem, &g_chain, &e, p, size));
}
static rtError_t free_host(void *p)
{
    E;
    return note("rtFreeHost", aclcts_rtm_free_host(&g_mem, &g_chain, &e, p));
}
static rtError_t memcpy_sync(void *dst, uint64_t max, const void *src, uint64_t cnt, rtMemcpyKind_t kind)
{
    E;
    return note("rtMemcpy", aclcts_rtm_memcpy(&g_chain, &e, dst, max, src, cnt, (int)kind));
}
static rtError_t memset_sync(void *p, uint64_t max, uint32_t val, uint64_t cnt)
{
    E;
    return note("rtMemset", aclcts_rtm_memset(&g_chain, &e, p, max, val, cnt));
}
static rtError_t memcpy_async(void *dst, uint64_t max, const void *src, uint64_t cnt, rtMemcpyKind_t kind,
                              rtStream_t stm)
{
    E;
    return note("rtMemcpyAsync", aclcts_rtm_memcpy_async(&g_chain, &e, dst, max, src, cnt, (int)kind, stm));
}
static rtError_t memset_async(void *p, uint64_t max, uint32_t val, uint64_t cnt, rtStream_t stm)
{
    E;
    return note("rtMemsetAsync", aclcts_rtm_memset_async(&g_chain, &e, p, max, val, cnt, stm));
}
static rtError_t mem_get_info(rtMemInfoType_t type, size_t *free_bytes, size_t *total)
{
    E;
    return note("rtMemGetInfoEx", aclcts_rtm_mem_get_info(&g_mem, &g_chain, &e, (int)type, free_bytes, total));
}

/* ---- the stream and event extras (rt_chain.c, as southbound/lower_rt_chain.c calls it) ---- */

/* rtsStreamCreate's attributes, read as the spy reads them
 * (southbound/lower_rt_chain.c stream_config_of): no config is the
 * defaults; no attributes, or one it does not know, is 107000. */
static int stream_config_of(const rtStreamCreateConfig_t *config, int32_t *priority, uint32_t *flags)
{
    *priority = RT_STREAM_PRIORITY_DEFAULT;
    *flags = RT_STREAM_DEFAULT;
    if (config == NULL) return 0;
    if (config->attrs == NULL) return ACLCTS_RT_INVALID_VALUE;
    for (size_t i = 0; i < config->numAttrs; ++i) {
        if (config->attrs[i].id == RT_STREAM_CREATE_ATTR_FLAGS) *flags = config->attrs[i].value.flags;
        else if (config->attrs[i].id == RT_STREAM_CREATE_ATTR_PRIORITY)
            *priority = (int32_t)config->attrs[i].value.priority;
        else return ACLCTS_RT_INVALID_VALUE;
    }
    return 0;
}

static rtError_t stream_create_ex(rtStream_t *stm, rtStreamCreateConfig_t *config)
{
    int32_t prio;
    uint32_t flags;
    int bad = stream_config_of(config, &prio, &flags);
    E;
    return note("rtsStreamCreate", bad != 0 ? bad : aclcts_rtc_stream_create_ex(&g_chain, &e, stm, prio, flags));
}
static rtError_t stream_destroy_force(rtStream_t s)
{
    E;
    return note("rtStreamDestroyForce", aclcts_rtc_stream_destroy_force(&g_chain, &e, s));
}
static rtError_t stream_get_flags(const rtStream_t s, uint32_t *flags)
{
    E;
    return note("rtStreamGetFlags", aclcts_rtc_stream_get_flags(&g_chain, &e, s, flags));
}
static rtError_t stream_get_priority(const rtStream_t s, uint32_t *prio)
{
    E;
    return note("rtStreamGetPriority", aclcts_rtc_stream_get_priority(&g_chain, &e, s, prio));
}
static rtError_t stream_get_id(rtStream_t s, int32_t *id)
{
    E;
    return note("rtsStreamGetId", aclcts_rtc_stream_get_id(&g_chain, &e, s, id));
}
static rtError_t set_overflow(rtStream_t s, uint32_t flags)
{
    E;
    return note("rtSetStreamOverflowSwitch", aclcts_rtc_stream_set_overflow(&g_chain, &e, s, flags));
}
static rtError_t get_overflow(rtStream_t s, uint32_t *flags)
{
    E;
    return note("rtGetStreamOverflowSwitch", aclcts_rtc_stream_get_overflow(&g_chain, &e, s, flags));
}
static rtError_t ctx_default_stream(rtStream_t *s)
{
    E;
    return note("rtsCtxGetCurrentDefaultStream", aclcts_rtc_ctx_default_stream(&g_chain, &e, s));
}
static rtError_t stream_wait_event(rtStream_t s, rtEvent_t v)
{
    E;
    return note("rtStreamWaitEvent", aclcts_rtc_stream_wait_event(&g_chain, &e, s, v));
}
static rtError_t event_create_flag(rtEvent_t *v, uint32_t flag)
{
    E;
    return note("rtEventCreateWithFlag", aclcts_rtc_event_create_flag(&g_chain, &e, v, flag));
}
static rtError_t event_query(rtEvent_t v) { return note("rtEventQuery", aclcts_rtc_event_query(&g_chain, v)); }
static rtError_t event_reset(rtEvent_t v, rtStream_t s)
{
    E;
    return note("rtEventReset", aclcts_rtc_event_reset(&g_chain, &e, v, s));
}
static rtError_t device_sync_timeout(int32_t timeout)
{
    E;
    return note("rtDeviceSynchronizeWithTimeout", aclcts_rtc_device_synchronize_timeout(&g_chain, &e, timeout));
}

/* ---- device settings (rt_devset.c, as southbound/lower_rt_devset.c calls it) ---- */

#define D \
    E;    \
    aclcts_rtd_env de = {g_soc, &g_chain, &e, ACLCTS_RTC_RUN_MODE_ONLINE}

static rtError_t get_sat_mode(rtFloatOverflowMode_t *mode)
{
    D;
    int m = 0;
    int rc = aclcts_rtd_get_sat_mode(&g_devset, &de, mode != NULL ? &m : NULL);
    if (rc == 0) *mode = (rtFloatOverflowMode_t)m;
    return note("rtGetDeviceSatMode", rc);
}
static rtError_t set_sat_mode(rtFloatOverflowMode_t mode)
{
    D;
    return note("rtSetDeviceSatMode", aclcts_rtd_set_sat_mode(&g_devset, &de, (int)mode));
}
static rtError_t set_op_timeout_v2(uint64_t timeout, uint64_t *actual)
{
    D;
    return note("rtSetOpExecuteTimeOutV2", aclcts_rtd_set_op_execute_timeout_v2(&g_devset, &de, timeout, actual));
}

/* ---- the last error and the queries (rt_last_error.c, rt_query.c, as
 * southbound/lower_rt_query.c calls them) ---- */

static rtError_t read_last_error(rtLastErrLevel_t level, int clear)
{
    int has_context = (int)level == ACLCTS_RTLE_CONTEXT_LEVEL && aclcts_rtc_thread_device(&g_chain) >= 0;
    return note(clear ? "rtGetLastError" : "rtPeekAtLastError",
                aclcts_rtle_read(&t_last_error, (int32_t)level, has_context, clear));
}
static rtError_t get_last_error(rtLastErrLevel_t level) { return read_last_error(level, 1); }
static rtError_t peek_last_error(rtLastErrLevel_t level) { return read_last_error(level, 0); }

/* The facts a query needs about user device dev (lower_rt_query.c
 * query_env_locked); need_context: the call looks for a current context,
 * which may set the default device implicitly. */
static aclcts_rtq_env query_env(int32_t dev, int need_context)
{
    E;
    aclcts_rtq_env q = {g_soc, 0, 0, g_rt.default_device >= 0, 0, ACLCTS_SB_DEFAULT_SOC};
    int32_t drv = -1;
    q.device_ok = aclcts_rtc_user_to_driver(&g_chain, &e, dev, &drv) == 0;
    q.primary_context = q.device_ok && aclcts_rtc_device_refs(&g_chain, drv) > 0;
    if (need_context) q.has_context = aclcts_rtc_current_device_implicit(&g_chain, &e) >= 0;
    return q;
}

static rtError_t get_res(const rtDevResLimitType_t type, uint32_t *const value)
{
    /* As southbound/lower_rt_query.c: the argument checks, then the device
     * the thread's runtime keeps, then a current context. */
    int checks_pass = (uint32_t)type < ACLCTS_RTQ_RES_TYPES && value != NULL, closed;
    int cached = checks_pass && aclcts_rtc_thread_cached_device(&g_chain, &closed) >= 0;
    aclcts_rtq_env q = query_env(0, checks_pass && !cached);
    if (cached) q.has_context = 1;
    return note("rtsGetResInCurrentThread", aclcts_rtq_res_in_thread(&q, (int32_t)type, value));
}
static rtError_t device_get_info(uint32_t dev, rtDevAttr attr, int64_t *val)
{
    aclcts_rtq_env q = query_env((int32_t)dev, 0);
    return note("rtsDeviceGetInfo", aclcts_rtq_device_info(&q, (int32_t)attr, val));
}

static const rtd_api g_api = {set_device,
                              device_reset,
                              device_reset_force,
                              get_device,
                              get_device_count,
                              get_run_mode,
                              device_synchronize,
                              set_default_device,
                              ctx_create,
                              ctx_destroy,
                              ctx_set_current,
                              ctx_get_current,
                              stream_create,
                              stream_destroy,
                              stream_synchronize,
                              event_create,
                              event_destroy,
                              event_record,
                              event_synchronize,
                              malloc_dev,
                              free_dev,
                              malloc_host,
                              free_host,
                              memcpy_sync,
                              memset_sync,
                              memcpy_async,
                              memset_async,
                              mem_get_info,
                              stream_create_ex,
                              stream_destroy_force,
                              stream_get_flags,
                              stream_get_priority,
                              stream_get_id,
                              set_overflow,
                              get_overflow,
                              ctx_default_stream,
                              stream_wait_event,
                              event_create_flag,
                              event_query,
                              event_reset,
                              device_sync_timeout,
                              get_sat_mode,
                              set_sat_mode,
                              set_op_timeout_v2,
                              get_last_error,
                              peek_last_error,
                              get_res,
                              device_get_info};

/* Events whose context has been torn down (destroyed, or a primary context
 * whose device was reset to zero) since they were created, even when the
 * context was set up again later: the product's runtime crashes on them. */
static unsigned char g_orphaned[ACLCTS_RTC_MAX_EVENTS];
/* Events an rtEventQuery asked about after a record (see rtd_model_hazard). */
static unsigned char g_queried[ACLCTS_RTC_MAX_EVENTS];

static void note_orphans(void)
{
    for (int i = 0; i < ACLCTS_RTC_MAX_EVENTS; ++i)
        if (g_chain.events[i].alive && !g_chain.ctxs[g_chain.events[i].ctx].alive) g_orphaned[i] = 1;
}

/* The model's index of an event handle, -1 for NULL or a foreign address. */
static int model_event(const void *h)
{
    const char *p = h, *base = (const char *)g_chain.events;
    if (p < base || p >= base + sizeof g_chain.events || (size_t)(p - base) % sizeof g_chain.events[0] != 0) return -1;
    return (int)((size_t)(p - base) / sizeof g_chain.events[0]);
}

/* The model's index of a stream handle, -1 for NULL or a foreign address. */
static int model_stream(const void *h)
{
    const char *p = h, *base = (const char *)g_chain.streams;
    if (p < base || p >= base + sizeof g_chain.streams || (size_t)(p - base) % sizeof g_chain.streams[0] != 0)
        return -1;
    return (int)((size_t)(p - base) / sizeof g_chain.streams[0]);
}

/* Asked before every call, so every teardown is seen before the next call. */
int rtd_model_hazard(const rtd_call *c, void *handle_b, void *handle_a)
{
    (void)handle_a;
    note_orphans();
    int e = model_event(handle_b);
    /* HAZ: the product's runtime keeps an event's device pointer after the
     * context's teardown frees that device (a reset to zero tears the device
     * down even though the primary context object is reused):
     * rtEventSynchronize and rtEventDestroy crash in Event::IsEventInModel
     * (core/src/event/event.cc, from api/impl/api_error.cc
     * ApiErrorDecorator::EventSynchronize), rtEventRecord in
     * Event::AllocEventIdResource (from Event::Record, api/impl/api_impl.cc
     * ApiImpl::EventRecord), rtStreamWaitEvent in Event::Wait (from
     * ApiImpl::StreamWaitEvent). */
    int orphan = e >= 0 && g_chain.events[e].alive ? g_orphaned[e] : 0;
    if ((c->fn == RTD_EVENT_SYNCHRONIZE || c->fn == RTD_EVENT_DESTROY || c->fn == RTD_EVENT_RECORD ||
         c->fn == RTD_STREAM_WAIT_EVENT) &&
        orphan != 0)
        return RTD_HAZARD_EVENT_OF_TORN_DOWN_CTX;
    /* HAZ: rtStreamDestroy and rtStreamDestroyForce take a context's default
     * stream like any other (0); the context keeps the deleted stream as its
     * default, and the next call that uses it crashes (rtStreamSynchronize(NULL)
     * in ApiImpl::StreamSynchronize, api/impl/api_impl.cc). The model answers
     * 0 too; its later answers for that context are not the product's. */
    int st = model_stream(handle_b);
    if ((c->fn == RTD_STREAM_DESTROY || c->fn == RTD_STREAM_DESTROY_FORCE) && st >= 0 && g_chain.streams[st].alive &&
        g_chain.ctxs[g_chain.streams[st].ctx].default_stream == st)
        return RTD_HAZARD_DESTROY_DEFAULT_STREAM;
    /* HAZ: ApiImpl::GetResInCurrentThread (api/impl/api_impl.cc) answers
     * from the device the thread's runtime keeps from its last binding change
     * (InnerThreadLocalContainer::GetDevice), unchecked: once another thread
     * closed that device (reset or destroyed its last context), the Device
     * object is deleted and read all the same. The model answers from the
     * device's numbers. */
    int closed = 0;
    if (c->fn == RTD_GET_RES && aclcts_rtc_thread_cached_device(&g_chain, &closed) >= 0 && closed)
        return RTD_HAZARD_RES_OF_CLOSED_DEVICE;
    /* HAZ: ApiImpl::MemGetInfoEx (api/impl/api_impl.cc) takes the thread's
     * current context with NULL_PTR_RETURN_MSG only, where the other calls
     * check it (CHECK_CONTEXT_VALID_WITH_RETURN): a binding to a context
     * another thread tore down passes, and its device is read. The model
     * answers 107002 (no valid context). */
    if (c->fn == RTD_MEM_GET_INFO && aclcts_rtc_thread_binding_dead(&g_chain))
        return RTD_HAZARD_MEM_INFO_OVER_TORN_DOWN_CTX;
    /* HAZ: rtEventQuery of an event whose context is torn down reads that
     * context (api/impl/api_impl_event_common.cc ApiImplEvent::EventQuery:
     * evt->Context_()->CheckStatus()): a destroyed created context is
     * deleted, a primary one torn down until its device is set again (then
     * its events are queried without a crash). */
    if (c->fn == RTD_EVENT_QUERY && orphan != 0 && !g_chain.ctxs[g_chain.events[e].ctx].alive)
        return RTD_HAZARD_QUERY_OF_DEAD_CTX;
    /* HAZ: a thread still bound to a context another thread destroyed (no
     * call of its own has read the binding since) crashes in rtSetDevice:
     * ApiImpl::SetDevice (api/impl/api_impl.cc) -> InnerThreadLocalContainer::
     * SetCurCtx (core/src/common/inner_thread_local.cpp UpdateThreadBinding)
     * -> Context::TryDeleteIfNeeded (core/src/context/context.cc). */
    if (c->fn == RTD_SET_DEVICE && aclcts_rtc_thread_holds_destroyed(&g_chain))
        return RTD_HAZARD_SET_DEVICE_OVER_DESTROYED_CTX;
    /* A recorded event: whether the query finds its latest record done is the
     * device's timing. The model runs a stream's tasks when the host waits;
     * a device may have run the record before; and the product's runtime
     * marks a record done when its completion report is handled
     * (core/src/event/event.cc Event::RecordComplete), which over its driver
     * stand-in may come even after rtStreamSynchronize has returned. */
    if (c->fn == RTD_EVENT_QUERY && e >= 0 && g_chain.events[e].alive && g_chain.events[e].record_stream >= 0) {
        g_queried[e] = 1;
        return RTD_TIMING;
    }
    /* ... and such a query reclaims the recording stream's finished tasks
     * (Event::Query -> ReclaimTask): a record it finds done is RECORDED, and
     * a later rtEventSynchronize looks nothing up (Event::WaitTask: 0), where
     * the model, which ran nothing, still finds a record on another device's
     * stream (507000, RTEVENT017). Left out: which code comes is the
     * device's timing, and the code is stored as the last error. */
    if (c->fn == RTD_EVENT_SYNCHRONIZE && e >= 0 && g_queried[e] && g_chain.events[e].alive) {
        const aclcts_rtc_event *ev = &g_chain.events[e];
        if (ev->record_dev >= 0 && ev->record_dev != g_chain.ctxs[ev->ctx].dev &&
            g_chain.streams[ev->record_stream].completed < ev->record_seq)
            return RTD_LIMIT_SYNC_AFTER_QUERY;
    }
    return RTD_HAZARD_NONE;
}

const rtd_api *rtd_model_fresh(void)
{
    g_soc = aclcts_soc_preset_find(ACLCTS_SB_DEFAULT_SOC); /* what the spy's rtGetSocVersion reports */
    aclcts_rtc_init(&g_chain);
    aclcts_rt_state_init(&g_rt);
    for (int i = 0; i < ACLCTS_RTM_MAX_BLOCKS; ++i) free(g_mem.blocks[i].ptr); /* the last run's */
    aclcts_rtm_init(&g_mem);
    aclcts_rtd_init(&g_devset);
    memset(g_orphaned, 0, sizeof g_orphaned);
    memset(g_queried, 0, sizeof g_queried);
    return &g_api;
}
