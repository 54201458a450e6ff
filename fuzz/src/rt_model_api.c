/* The chain model (lower/runtime/rt_chain.c) behind fuzz_rt_diff's rtd_api,
 * set up as the spy sets it up (southbound/lower_rt_chain.c chain_locked):
 * the default SoC preset's device count, the default device of the runtime
 * model (lower/runtime/rt_model.c, rtSetDefaultDeviceId), no
 * ASCEND_RT_VISIBLE_DEVICES. rtd_run serialises the calls. */
#include "rt_model_api.h"

#include <string.h>

#include "runtime/rt_chain.h"
#include "runtime/rt_model.h"

static aclcts_rtc_state g_chain;
static aclcts_rt_state g_rt;
static const aclcts_soc_preset *g_soc;

static aclcts_rtc_env env(void) { return (aclcts_rtc_env){g_soc->device_count, g_rt.default_device, NULL}; }

static int set_device(int32_t d)
{
    aclcts_rtc_env e = env();
    return aclcts_rtc_set_device(&g_chain, &e, d);
}
static int device_reset(int32_t d)
{
    aclcts_rtc_env e = env();
    return aclcts_rtc_device_reset(&g_chain, &e, d, 0);
}
static int device_reset_force(int32_t d)
{
    aclcts_rtc_env e = env();
    return aclcts_rtc_device_reset(&g_chain, &e, d, 1);
}
static int get_device(int32_t *d)
{
    aclcts_rtc_env e = env();
    return aclcts_rtc_get_device(&g_chain, &e, d);
}
static int get_device_count(int32_t *n)
{
    aclcts_rtc_env e = env();
    return aclcts_rtc_get_device_count(&g_chain, &e, n);
}
static int get_run_mode(int32_t *m) { return aclcts_rtc_get_run_mode(m); }
static int device_synchronize(void)
{
    aclcts_rtc_env e = env();
    return aclcts_rtc_device_synchronize(&g_chain, &e);
}
static int set_default_device(int32_t d) { return aclcts_rt_set_default_device(&g_rt, g_soc, d); }
static int ctx_create(void **c, uint32_t flags, int32_t d)
{
    aclcts_rtc_env e = env();
    return aclcts_rtc_ctx_create(&g_chain, &e, c, flags, d);
}
static int ctx_destroy(void *c) { return aclcts_rtc_ctx_destroy(&g_chain, c); }
static int ctx_set_current(void *c) { return aclcts_rtc_ctx_set_current(&g_chain, c); }
static int ctx_get_current(void **c) { return aclcts_rtc_ctx_get_current(&g_chain, c); }
static int stream_create(void **s, int32_t prio)
{
    aclcts_rtc_env e = env();
    return aclcts_rtc_stream_create(&g_chain, &e, s, prio);
}
static int stream_destroy(void *s)
{
    aclcts_rtc_env e = env();
    return aclcts_rtc_stream_destroy(&g_chain, &e, s);
}
static int stream_synchronize(void *s)
{
    aclcts_rtc_env e = env();
    return aclcts_rtc_stream_synchronize(&g_chain, &e, s);
}
static int event_create(void **v)
{
    aclcts_rtc_env e = env();
    return aclcts_rtc_event_create(&g_chain, &e, v);
}
static int event_destroy(void *v) { return aclcts_rtc_event_destroy(&g_chain, v); }
static int event_record(void *v, void *s)
{
    aclcts_rtc_env e = env();
    return aclcts_rtc_event_record(&g_chain, &e, v, s);
}
static int event_synchronize(void *v) { return aclcts_rtc_event_synchronize(&g_chain, v); }

static const rtd_api g_api = {set_device,       device_reset,   device_reset_force, get_device,
                              get_device_count, get_run_mode,   device_synchronize, set_default_device,
                              ctx_create,       ctx_destroy,    ctx_set_current,    ctx_get_current,
                              stream_create,    stream_destroy, stream_synchronize, event_create,
                              event_destroy,    event_record,   event_synchronize};

/* Events whose context has been torn down (destroyed, or a primary context
 * whose device was reset to zero) since they were created, even when the
 * context was set up again later: the product's runtime crashes on them. */
static unsigned char g_orphaned[ACLCTS_RTC_MAX_EVENTS];

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
     * ApiImpl::EventRecord). */
    if ((c->fn == RTD_EVENT_SYNCHRONIZE || c->fn == RTD_EVENT_DESTROY || c->fn == RTD_EVENT_RECORD) && e >= 0 &&
        g_chain.events[e].alive && g_orphaned[e])
        return RTD_HAZARD_EVENT_OF_TORN_DOWN_CTX;
    /* HAZ: a thread still bound to a context another thread destroyed (no
     * call of its own has read the binding since) crashes in rtSetDevice:
     * ApiImpl::SetDevice (api/impl/api_impl.cc) -> InnerThreadLocalContainer::
     * SetCurCtx (core/src/common/inner_thread_local.cpp UpdateThreadBinding)
     * -> Context::TryDeleteIfNeeded (core/src/context/context.cc). */
    if (c->fn == RTD_SET_DEVICE && aclcts_rtc_thread_holds_destroyed(&g_chain))
        return RTD_HAZARD_SET_DEVICE_OVER_DESTROYED_CTX;
    return RTD_HAZARD_NONE;
}

const rtd_api *rtd_model_fresh(void)
{
    g_soc = aclcts_soc_preset_find(NULL);
    aclcts_rtc_init(&g_chain);
    aclcts_rt_state_init(&g_rt);
    memset(g_orphaned, 0, sizeof g_orphaned);
    return &g_api;
}
