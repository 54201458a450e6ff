/* The runtime's device/context/stream/event chain (see rt_chain.h). Each
 * function names the product function whose answers it reproduces; paths are
 * under src/runtime/ of the product repository. */
#include <stddef.h>
#include <string.h>

#include "runtime/rt_chain.h"
#include "runtime/rt_model.h"

#define RTC_RESOURCE_ALLOC_FAIL 207005 /* a pool is full (never in practice) */
#define RTC_CTX_NORMAL_MODE 0u         /* rtCtxMode_t (pkg_inc/runtime/runtime/context.h) */
#define RTC_CTX_GEN_MODE 1u

/* InnerThreadLocalContainer: CurCtx (explicit current context, -1 none) and
 * CurRef (the driver device whose primary-context slot SetDevice left, -1
 * none). A new thread has neither (THR006); setting a device or a context
 * changes only the calling thread's (THR007, THR008). Contexts, streams,
 * events and the device reference counts are process-wide in st (THR008,
 * THR011, THR013); the spy serialises calls into the chain (THR009). */
static __thread int tl_cur_ctx = -1;
static __thread int tl_cur_ref = -1;

/* Every change of the calling thread's CurCtx: the runtime counts the
 * threads bound to an explicit context (core/src/common/inner_thread_local.cpp
 * InnerThreadLocalContainer::SetCurCtx -> ContextThreadBind/Unbind) and
 * frees a destroyed one only when the last of them lets go
 * (Context::TryDeleteIfNeeded). */
static void bind_cur_ctx(aclcts_rtc_state *st, int c)
{
    if (tl_cur_ctx >= 0) st->ctxs[tl_cur_ctx].bound--;
    tl_cur_ctx = c;
    if (c >= 0) st->ctxs[c].bound++;
}

void aclcts_rtc_init(aclcts_rtc_state *st)
{
    memset(st, 0, sizeof *st);
    for (int d = 0; d < ACLCTS_RTC_MAX_DEVICES; ++d) st->primary_ctx[d] = -1;
}

/* ---- ASCEND_RT_VISIBLE_DEVICES (core/src/runtime.cc Runtime::GetVisibleDevices,
 * read once, when the runtime starts: here at the first chain call; SETDEV022;
 * ASCEND_VISIBLE_DEVICES is not read, SETDEV023) ---- */

static int all_digits(const char *s, size_t n)
{
    if (n == 0) return 0;
    for (size_t i = 0; i < n; ++i)
        if (s[i] < '0' || s[i] > '9') return 0;
    return 1;
}

/* Tokens are comma-separated; the first that is not a number, or names a
 * device the driver lacks, ends the list; a descending or repeated id makes
 * the whole variable an error (RT_ALL_ORDER_ERROR, RT_ALL_DUPLICATED_ERROR),
 * and so does an empty list (RT_ALL_DATA_ERROR). */
static void parse_visible(aclcts_rtc_state *st, const char *s)
{
    int32_t n = 0;
    while (*s != '\0' && n < st->driver_count) {
        size_t len = strcspn(s, ",");
        if (!all_digits(s, len) || len > 9) break;
        int32_t v = 0;
        for (size_t i = 0; i < len; ++i) v = v * 10 + (s[i] - '0');
        if (v > st->driver_count - 1) break;
        for (int32_t j = 0; j < n; ++j) {
            if (v < st->user_to_drv[n - 1] || v == st->user_to_drv[j]) {
                st->visible_error = 1;
                return;
            }
        }
        st->user_to_drv[n++] = v;
        s += len;
        if (*s == ',') ++s;
    }
    if (n == 0) {
        st->visible_error = 1;
        return;
    }
    st->user_count = n;
}

static void ready(aclcts_rtc_state *st, const aclcts_rtc_env *env)
{
    if (st->ready) return;
    st->ready = 1;
    st->driver_count = env->driver_count < ACLCTS_RTC_MAX_DEVICES ? env->driver_count : ACLCTS_RTC_MAX_DEVICES;
    /* No device, or the variable unset: ids are not translated. */
    if (st->driver_count <= 0 || env->visible == NULL) return;
    st->visible_set = 1;
    parse_visible(st, env->visible);
}

/* Runtime::ChgUserDevIdToDeviceId: user id -> driver id; 0 or 107001. */
static int user_to_drv(const aclcts_rtc_state *st, int32_t user, int32_t *drv)
{
    if (!st->visible_set) {
        *drv = user;
        return 0;
    }
    if (user < 0 || user >= st->user_count) /* SETDEV022: beyond the visible list */
        return ACLCTS_RT_DEVICE_ID;
    *drv = st->user_to_drv[user];
    return 0;
}

/* Runtime::GetUserDevIdByDeviceId, for a driver id known to be mapped. */
static int32_t drv_to_user(const aclcts_rtc_state *st, int32_t drv)
{
    if (!st->visible_set) return drv;
    for (int32_t u = 0; u < st->user_count; ++u)
        if (st->user_to_drv[u] == drv) return u;
    return drv;
}

/* ---- objects ---- */

static int new_stream(aclcts_rtc_state *st, int ctx)
{
    for (int i = 0; i < ACLCTS_RTC_MAX_STREAMS; ++i) {
        if (!st->streams[i].used) {
            st->streams[i] = (aclcts_rtc_stream){1, 1, ctx};
            return i;
        }
    }
    return -1;
}

/* A context with its default stream (Context::Setup creates defaultStream_). */
static int new_ctx(aclcts_rtc_state *st, int32_t drv, int primary)
{
    for (int i = 0; i < ACLCTS_RTC_MAX_CONTEXTS; ++i) {
        if (!st->ctxs[i].used) {
            int s = new_stream(st, i);
            if (s < 0) return -1;
            st->ctxs[i] = (aclcts_rtc_ctx){1, 1, primary, drv, drv_to_user(st, drv), s, 0};
            return i;
        }
    }
    return -1;
}

/* Context::TearDown: the context's streams (its default stream too) go with
 * it; events stay (they belong to the device, Device::PushEvent). */
static void tear_down(aclcts_rtc_state *st, int ctx)
{ /* STREAM016 */
    st->ctxs[ctx].alive = 0;
    for (int i = 0; i < ACLCTS_RTC_MAX_STREAMS; ++i)
        if (st->streams[i].used && st->streams[i].ctx == ctx) st->streams[i].alive = 0;
}

static int ctx_alive(const aclcts_rtc_state *st, int ctx) { return ctx >= 0 && st->ctxs[ctx].alive; }

/* Index of a handle inside a pool, or -1 for an address outside it. */
static int pool_index(const void *h, const void *pool, size_t elem, size_t count)
{
    const char *p = h, *base = pool;
    if (p < base || p >= base + elem * count || (size_t)(p - base) % elem != 0) return -1;
    return (int)((size_t)(p - base) / elem);
}

static int ctx_index(const aclcts_rtc_state *st, const void *h)
{
    return pool_index(h, st->ctxs, sizeof st->ctxs[0], ACLCTS_RTC_MAX_CONTEXTS);
}

/* api/api_handle_guard.cc ValidateStreamHandleForApi / ValidateEventHandleForApi
 * (core/src/common/runtime_handle_guard.cc ValidateInnerObject): NULL passes
 * as NULL (*idx = -1); a destroyed or foreign handle is 107017. */
static int stream_handle(const aclcts_rtc_state *st, const void *h, int *idx)
{
    *idx = -1;
    if (h == NULL) return 0;
    int i = pool_index(h, st->streams, sizeof st->streams[0], ACLCTS_RTC_MAX_STREAMS);
    if (i < 0 || !st->streams[i].alive) /* STREAM014: foreign; STREAM015, STREAM016: gone */
        return ACLCTS_RTC_INVALID_HANDLE;
    *idx = i;
    return 0;
}

static int event_handle(const aclcts_rtc_state *st, const void *h, int *idx)
{
    *idx = -1;
    if (h == NULL) return 0;
    int i = pool_index(h, st->events, sizeof st->events[0], ACLCTS_RTC_MAX_EVENTS);
    if (i < 0 || !st->events[i].alive) /* RTEVENT015: foreign; RTEVENT016: destroyed */
        return ACLCTS_RTC_INVALID_HANDLE;
    *idx = i;
    return 0;
}

/* ---- the current context ---- */

/* Runtime::PrimaryContextRetain + the thread binding of ApiImpl::SetDevice:
 * the device's primary context (created on first retain) gains a reference,
 * becomes the thread's CurRef, and CurCtx is cleared. */
static int retain_primary(aclcts_rtc_state *st, int32_t drv)
{
    int c = st->primary_ctx[drv];
    if (c < 0) {
        c = new_ctx(st, drv, 1);
        if (c < 0) return RTC_RESOURCE_ALLOC_FAIL;
        st->primary_ctx[drv] = c;
    } else if (!st->ctxs[c].alive) {
        /* core/src/runtime.cc PreparePrimaryContext (reusedCtx): the slot
         * kept the torn-down context (ReleasePrimaryContextSlot,
         * TrySetValAndResetRef(ctx)), which is set up again: the device's
         * primary context is the same handle for the life of the process,
         * with a new default stream. CTX024 */
        int s = new_stream(st, c);
        if (s < 0) return RTC_RESOURCE_ALLOC_FAIL;
        st->ctxs[c].alive = 1;
        st->ctxs[c].default_stream = s;
    }
    st->primary_refs[drv]++;
    tl_cur_ref = drv; /* CTX010: the primary context is bound; CTX021: it replaces a created one */
    bind_cur_ctx(st, -1);
    return 0;
}

/* Runtime::CurrentContext() without its side effect: CurCtx if set (valid
 * or not), else the CurRef slot's primary context; -1 when there is none
 * or it is gone. */
static int peek_current_ctx(const aclcts_rtc_state *st)
{
    if (tl_cur_ctx >= 0) return ctx_alive(st, tl_cur_ctx) ? tl_cur_ctx : -1;
    if (tl_cur_ref >= 0 && ctx_alive(st, st->primary_ctx[tl_cur_ref])) return st->primary_ctx[tl_cur_ref];
    return -1;
}

/* Runtime::CurrentContext(): as peek_current_ctx, and a binding found
 * invalid is dropped from the calling thread (core/src/context/
 * context_manage.cc ContextManage::CheckContextIsValid ->
 * DetachInvalidContextFromThread), so a context revived later (a primary
 * context set again) is no longer this thread's. */
static int current_ctx(aclcts_rtc_state *st)
{
    int c = peek_current_ctx(st);
    if (c < 0 && tl_cur_ctx >= 0) bind_cur_ctx(st, -1);
    else if (c < 0 && tl_cur_ref >= 0) tl_cur_ref = -1;
    return c;
}

/* Runtime::CurrentContext(isNeedSetDevice = true), what stream, event and
 * device-synchronize calls use: with neither CurCtx nor CurRef, a default
 * device (rtSetDefaultDeviceId, aclInit's defaultDevice) is set implicitly,
 * retaining its primary context like an explicit SetDevice. */
static int current_ctx_implicit(aclcts_rtc_state *st, const aclcts_rtc_env *env)
{ /* SETDEV030: the default device is set by the first call that needs a context */
    if (tl_cur_ctx >= 0 || tl_cur_ref >= 0) return current_ctx(st);
    int32_t drv;
    if (env->default_device >= 0 && st->driver_count > 0 && user_to_drv(st, env->default_device, &drv) == 0 &&
        drv < st->driver_count && retain_primary(st, drv) == 0)
        return st->primary_ctx[drv];
    return -1;
}

/* ---- devices ---- */

/* api/impl/api_error.cc ApiErrorDecorator::SetDevice: the user id must map
 * and name a driver device in [0, count), else 107001; then ApiImpl::SetDevice. */
/* HAZ010: over a binding to a context another thread destroyed, the set
 * succeeds here; the product's runtime crashes replacing that binding. */
int aclcts_rtc_set_device(aclcts_rtc_state *st, const aclcts_rtc_env *env, int32_t dev)
{
    ready(st, env);
    int32_t drv;
    if (user_to_drv(st, dev, &drv) != 0 || drv < 0 || drv >= st->driver_count) /* SETDEV017 */
        return ACLCTS_RT_DEVICE_ID;
    return retain_primary(st, drv); /* SETDEV014: one more reference; SETDEV020: dev becomes current */
}

/* ApiErrorDecorator::DeviceReset (id checks as SetDevice's; with no device
 * any id >= 0 passes CheckDeviceIdIsValid), ApiImpl::DeviceReset ->
 * Runtime::PrimaryContextRelease: an ordinary reset drops one reference
 * (none left: 507007, "The device has not been set or has already been
 * reset") and tears the primary context down at zero; a forced reset drains
 * every reference (no primary context: 507007). The teardown unbinds the
 * calling thread's primary-context reference (whichever device it names);
 * other threads keep theirs, which read as no context when they name the
 * torn-down slot. */
int aclcts_rtc_device_reset(aclcts_rtc_state *st, const aclcts_rtc_env *env, int32_t dev, int force)
{
    ready(st, env);
    int32_t drv;
    if (user_to_drv(st, dev, &drv) != 0 || drv < 0 || drv >= ACLCTS_RTC_MAX_DEVICES ||
        (st->driver_count > 0 && drv >= st->driver_count))
        return ACLCTS_RT_DEVICE_ID; /* SETDEV018 */
    if (st->primary_ctx[drv] < 0 || st->primary_refs[drv] == 0)
        return ACLCTS_RTC_CONTEXT_DEL; /* SETDEV015: never set; SETDEV014: all references gone */
    /* SETDEV014: one reference per reset; SETDEV016: a forced reset drops all */
    st->primary_refs[drv] = force ? 0 : st->primary_refs[drv] - 1;
    if (st->primary_refs[drv] == 0) { /* primary_ctx[drv] keeps the context, see retain_primary */
        /* core/src/runtime.cc Runtime::ExecutePrimaryTearDown: a successful
         * teardown clears the calling thread's CurRef, whatever device it
         * names, and its CurCtx when that was this primary context (the
         * scope guard restores any other CurCtx). SETDEV036 */
        if (tl_cur_ctx == st->primary_ctx[drv]) bind_cur_ctx(st, -1);
        tl_cur_ref = -1;
        tear_down(st, st->primary_ctx[drv]);
    }
    return 0;
}

/* ApiImpl::GetDevice: the current context's user device; without one, the
 * default device if one is set, else 107002. */
int aclcts_rtc_get_device(aclcts_rtc_state *st, const aclcts_rtc_env *env, int32_t *dev)
{
    ready(st, env);
    if (dev == NULL) return ACLCTS_RT_INVALID_VALUE;
    int c = current_ctx(st);
    if (c < 0) {
        if (env->default_device < 0) return ACLCTS_RTC_CONTEXT_NULL; /* SETDEV019: *dev untouched */
        *dev = env->default_device;                                  /* SETDEV024; THR010: process-wide, every thread */
        return 0;
    }
    *dev = st->ctxs[c].user_dev; /* SETDEV020, SETDEV025: the current context's device wins */
    return 0;
}

/* ApiImpl::GetDeviceCount: the driver's count, or the number of visible
 * devices; an erroneous ASCEND_RT_VISIBLE_DEVICES gives 207004. */
int aclcts_rtc_get_device_count(aclcts_rtc_state *st, const aclcts_rtc_env *env, int32_t *cnt)
{
    ready(st, env);
    if (cnt == NULL) return ACLCTS_RT_INVALID_VALUE;
    if (!st->visible_set) {
        *cnt = st->driver_count; /* SETDEV021 */
        return 0;
    }
    if (st->visible_error) return ACLCTS_RTC_NO_DEVICE;
    *cnt = st->user_count;
    return 0;
}

/* ApiImpl::GetRunMode: the driver's mode (NpuDriver::RtGetRunMode:
 * drvGetPlatformInfo's answer, RESERVED when it fails), AICPU_SCHED reported
 * as OFFLINE; it never fails but on a NULL pointer (ApiErrorDecorator). A host
 * process is ONLINE, which aclrtGetRunMode reports as ACL_HOST. */
int aclcts_rtc_get_run_mode_of(int32_t driver_mode, int32_t *mode)
{
    if (mode == NULL) return ACLCTS_RT_INVALID_VALUE;
    *mode = driver_mode == ACLCTS_RTC_RUN_MODE_AICPU_SCHED ? ACLCTS_RTC_RUN_MODE_OFFLINE : driver_mode;
    return 0;
}

int aclcts_rtc_get_run_mode(int32_t *mode) { return aclcts_rtc_get_run_mode_of(ACLCTS_RTC_RUN_MODE_ONLINE, mode); }

/* ApiImpl::DeviceSynchronize: needs a current context (implicit default
 * device allowed), else 107002; nothing runs on the model's devices, so
 * every wait completes. */
int aclcts_rtc_device_synchronize(aclcts_rtc_state *st, const aclcts_rtc_env *env)
{
    ready(st, env);
    return current_ctx_implicit(st, env) < 0 ? ACLCTS_RTC_CONTEXT_NULL : 0; /* SETDEV029 */
}

/* ---- contexts ---- */

/* api/api_c.cc rtCtxCreateEx (RT_CTX_GEN_MODE: 207000),
 * ApiErrorDecorator::ContextCreate (id mapping: 107001; NULL: 107000),
 * ApiImpl::ContextCreate (driver id in [0, count): 107001; the new context
 * becomes the thread's current one, CurRef cleared). */
int aclcts_rtc_ctx_create(aclcts_rtc_state *st, const aclcts_rtc_env *env, void **ctx, uint32_t flags, int32_t dev)
{
    ready(st, env);
    if (flags == RTC_CTX_GEN_MODE) return ACLCTS_RT_FEATURE_NOT_SUPPORT;
    int32_t drv;
    if (user_to_drv(st, dev, &drv) != 0) return ACLCTS_RT_DEVICE_ID;
    if (ctx == NULL) return ACLCTS_RT_INVALID_VALUE;
    if (drv < 0 || drv >= st->driver_count)
        return ACLCTS_RT_DEVICE_ID; /* CTX018: *ctx and the current context untouched */
    int c = new_ctx(st, drv, 0);    /* CTX011: always a new context; CTX019: no init or device needed */
    if (c < 0) return RTC_RESOURCE_ALLOC_FAIL;
    st->ctxs[c].user_dev = dev;
    *ctx = &st->ctxs[c];
    bind_cur_ctx(st, c); /* CTX009: the new context is current */
    tl_cur_ref = -1;
    return 0;
}

/* ApiErrorDecorator::ContextDestroy (NULL: 107000), ApiImpl::ContextDestroy:
 * an unknown or destroyed context, or a primary context, is 107002; the
 * calling thread's CurCtx is cleared when it was this context (other threads
 * keep a dangling one, which reads as no context). A destroyed context that
 * another thread is still bound to is still known to the runtime: destroying
 * it again is 507007 (ContextManage::CheckContextIsValid drops the caller's
 * own binding first; AcquireInactiveContextForDestroy: a tracked context
 * past setup, RT_ERROR_CONTEXT_DEL). */
int aclcts_rtc_ctx_destroy(aclcts_rtc_state *st, void *ctx)
{
    if (ctx == NULL) return ACLCTS_RT_INVALID_VALUE;
    int c = ctx_index(st, ctx);
    if (c >= 0 && !st->ctxs[c].alive && !st->ctxs[c].primary) {
        if (tl_cur_ctx == c) bind_cur_ctx(st, -1);
        /* CTX025: still bound elsewhere; CTX015: gone */
        return st->ctxs[c].bound > 0 ? ACLCTS_RTC_CONTEXT_DEL : ACLCTS_RTC_CONTEXT_NULL;
    }
    if (!ctx_alive(st, c) || st->ctxs[c].primary) /* CTX015: unknown; CTX014: primary */
        return ACLCTS_RTC_CONTEXT_NULL;
    tear_down(st, c);
    if (tl_cur_ctx == c) /* CTX016: the thread is left without a current context */
        bind_cur_ctx(st, -1);
    return 0;
}

/* ApiErrorDecorator::ContextSetCurrent: NULL or a destroyed context is
 * 107000 (CHECK_CONTEXT_VALID_WITH_RETURN(inCtx, RT_ERROR_INVALID_VALUE));
 * ApiImpl::ContextSetCurrent: CurCtx = ctx, CurRef cleared. */
int aclcts_rtc_ctx_set_current(aclcts_rtc_state *st, void *ctx)
{
    int c = ctx == NULL ? -1 : ctx_index(st, ctx);
    if (!ctx_alive(st, c)) return ACLCTS_RT_INVALID_VALUE; /* CTX017 */
    bind_cur_ctx(st, c);                                   /* CTX012; CTX022: a primary context too */
    tl_cur_ref = -1;
    return 0;
}

/* ApiImpl::ContextGetCurrent: 107002 when the thread has no live context,
 * after writing NULL (*inCtx = Runtime::CurrentContext(), then the check). */
int aclcts_rtc_ctx_get_current(aclcts_rtc_state *st, void **ctx)
{
    if (ctx == NULL) return ACLCTS_RT_INVALID_VALUE;
    int c = current_ctx(st);
    if (c < 0) {
        *ctx = NULL;
        return ACLCTS_RTC_CONTEXT_NULL; /* CTX013 */
    }
    *ctx = &st->ctxs[c];
    return 0;
}

/* ---- streams ---- */

/* ApiErrorDecorator::StreamCreate (NULL: 107000), ApiImpl::StreamCreate:
 * created in the current context (implicit default device allowed), else
 * 107002. The priority is clamped by the runtime and not observable here. */
int aclcts_rtc_stream_create(aclcts_rtc_state *st, const aclcts_rtc_env *env, void **stm, int32_t priority)
{
    (void)priority;
    ready(st, env);
    if (stm == NULL) return ACLCTS_RT_INVALID_VALUE;
    int c = current_ctx_implicit(st, env);
    if (c < 0) return ACLCTS_RTC_CONTEXT_NULL; /* STREAM007 */
    int s = new_stream(st, c);                 /* STREAM008; STREAM013: it belongs to the current context */
    if (s < 0) return RTC_RESOURCE_ALLOC_FAIL;
    *stm = &st->streams[s];
    return 0;
}

/* api/api_c_stream.cc rtStreamDestroy (handle check: 107017),
 * ApiErrorDecorator::StreamDestroy (NULL: 107000), ApiImpl::StreamDestroy:
 * no current context 107002; a stream of another context 107003
 * (COND_RETURN_AND_MSG_INVALID_CONTEXT_STREAM_WITH_FUNC_DESC). */
int aclcts_rtc_stream_destroy(aclcts_rtc_state *st, const aclcts_rtc_env *env, void *stm)
{
    ready(st, env);
    int s, rc = stream_handle(st, stm, &s);
    if (rc != 0) return rc;
    if (s < 0) return ACLCTS_RT_INVALID_VALUE;
    int c = current_ctx_implicit(st, env);
    if (c < 0) return ACLCTS_RTC_CONTEXT_NULL;
    if (st->streams[s].ctx != c) /* STREAM009, STREAM013 */
        return ACLCTS_RTC_STREAM_CONTEXT;
    st->streams[s].alive = 0;
    return 0;
}

/* rtStreamSynchronize (handle check: 107017), ApiImpl::StreamSynchronize:
 * no current context 107002; NULL is the current context's default stream;
 * a stream of another context is synchronised by switching to its context
 * and back (ContextSetCurrent twice: the thread ends with CurCtx set and
 * CurRef cleared). */
int aclcts_rtc_stream_synchronize(aclcts_rtc_state *st, const aclcts_rtc_env *env, void *stm)
{
    ready(st, env);
    int s, rc = stream_handle(st, stm, &s);
    if (rc != 0) return rc;
    int c = current_ctx_implicit(st, env);
    if (c < 0) return ACLCTS_RTC_CONTEXT_NULL; /* STREAM011: NULL needs a current context */
    if (s >= 0 && st->streams[s].ctx != c) {   /* STREAM010: back to the caller's context */
        bind_cur_ctx(st, c);
        tl_cur_ref = -1;
    }
    return 0;
}

/* ---- events ---- */

/* rtEventCreate = rtEventCreateWithFlag(RT_EVENT_DEFAULT);
 * ApiErrorDecorator::EventCreate (NULL: 107000), ApiImpl::EventCreate: needs
 * a current context (implicit default device allowed), else 107002. */
int aclcts_rtc_event_create(aclcts_rtc_state *st, const aclcts_rtc_env *env, void **evt)
{
    ready(st, env);
    if (evt == NULL) return ACLCTS_RT_INVALID_VALUE;
    int c = current_ctx_implicit(st, env);
    if (c < 0) return ACLCTS_RTC_CONTEXT_NULL; /* RTEVENT009 */
    for (int i = 0; i < ACLCTS_RTC_MAX_EVENTS; ++i) {
        if (!st->events[i].used) {
            st->events[i] = (aclcts_rtc_event){1, 1, c, 0, -1};
            *evt = &st->events[i];
            return 0;
        }
    }
    return RTC_RESOURCE_ALLOC_FAIL;
}

/* rtEventDestroy (handle check: 107017), ApiErrorDecorator::EventDestroy
 * (NULL: 107000), ApiImpl::EventDestroy: needs no context. */
/* HAZ008: an event whose context was destroyed is destroyed as any other;
 * the product's runtime crashes on the device it freed. */
int aclcts_rtc_event_destroy(aclcts_rtc_state *st, void *evt)
{
    int e, rc = event_handle(st, evt, &e);
    if (rc != 0) return rc;
    if (e < 0) return ACLCTS_RT_INVALID_VALUE;
    st->events[e].alive = 0;
    return 0;
}

/* api/api_c.cc rtEventRecord (handle checks on both: 107017),
 * ApiErrorDecorator::EventRecord (NULL event: 107000), ApiImpl::EventRecord:
 * no current context 107002; NULL is the current context's default stream;
 * a stream of another context 107003. */
/* HAZ009: an event whose device was reset to zero and set again records;
 * the product's runtime crashes on the torn-down device the event kept. */
int aclcts_rtc_event_record(aclcts_rtc_state *st, const aclcts_rtc_env *env, void *evt, void *stm)
{
    ready(st, env);
    int e, s, rc = event_handle(st, evt, &e);
    if (rc == 0) rc = stream_handle(st, stm, &s);
    if (rc != 0) return rc;
    if (e < 0) return ACLCTS_RT_INVALID_VALUE;
    int c = current_ctx_implicit(st, env);
    if (c < 0) return ACLCTS_RTC_CONTEXT_NULL;                               /* RTEVENT013 */
    if (s >= 0 && st->streams[s].ctx != c) return ACLCTS_RTC_STREAM_CONTEXT; /* RTEVENT012 */
    st->events[e].recorded++;                                                /* RTEVENT010 */
    st->events[e].record_dev = st->ctxs[s >= 0 ? st->streams[s].ctx : c].dev;
    return 0;
}

/* rtEventSynchronize (handle check: 107017), ApiErrorDecorator::EventSynchronize
 * (NULL: 107000), ApiImpl::EventSynchronize: needs no current context; an
 * event never recorded, or recorded on a model device, is complete. An
 * event last recorded on a stream of another device than its own (the
 * record itself is accepted) is 507000: Event::WaitTask
 * (core/src/event/event.cc) looks the recording stream up by id on the
 * event's device and does not find it. RTEVENT017 */
/* HAZ008: an event whose context was destroyed synchronizes (0); the
 * product's runtime crashes in Event::IsEventInModel. */
int aclcts_rtc_event_synchronize(aclcts_rtc_state *st, void *evt)
{
    int e, rc = event_handle(st, evt, &e); /* THR012: no current context needed */
    if (rc != 0) return rc;
    if (e < 0) return ACLCTS_RT_INVALID_VALUE;
    const aclcts_rtc_event *ev = &st->events[e];
    if (ev->record_dev >= 0 && ev->record_dev != st->ctxs[ev->ctx].dev) return ACLCTS_RTC_INTERNAL_ERROR;
    return 0; /* RTEVENT010; RTEVENT011: never recorded is complete */
}

int aclcts_rtc_user_to_driver(aclcts_rtc_state *st, const aclcts_rtc_env *env, int32_t user, int32_t *drv)
{
    ready(st, env);
    if (user < 0 || user_to_drv(st, user, drv) != 0 || *drv >= st->driver_count) return ACLCTS_RT_DEVICE_ID;
    return 0;
}

int32_t aclcts_rtc_current_device_implicit(aclcts_rtc_state *st, const aclcts_rtc_env *env)
{
    ready(st, env);
    int c = current_ctx_implicit(st, env);
    return c < 0 ? -1 : st->ctxs[c].user_dev;
}

uint64_t aclcts_rtc_device_refs(const aclcts_rtc_state *st, int32_t drv_dev)
{
    return drv_dev >= 0 && drv_dev < ACLCTS_RTC_MAX_DEVICES ? st->primary_refs[drv_dev] : 0;
}

int32_t aclcts_rtc_thread_device(const aclcts_rtc_state *st)
{
    int c = peek_current_ctx(st);
    return c < 0 ? -1 : st->ctxs[c].user_dev;
}

int aclcts_rtc_thread_holds_destroyed(const aclcts_rtc_state *st)
{
    return tl_cur_ctx >= 0 && !st->ctxs[tl_cur_ctx].alive && !st->ctxs[tl_cur_ctx].primary;
}
