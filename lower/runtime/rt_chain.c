/* The runtime's device/context/stream/event chain (see rt_chain.h). Each
 * function names the product function whose answers it reproduces; paths are
 * under src/runtime/ of the product repository. */
#include <stddef.h>
#include <string.h>
#include <time.h>

#include "runtime/rt_chain.h"
#include "runtime/rt_model.h"

#define RTC_RESOURCE_ALLOC_FAIL 207005 /* a pool is full (never in practice) */
#define RTC_CTX_NORMAL_MODE 0u         /* rtCtxMode_t (pkg_inc/runtime/runtime/context.h) */
#define RTC_CTX_GEN_MODE 1u

/* Stream and event flags (pkg_inc/runtime/rt_external_stream.h,
 * runtime/stream.h, runtime/event.h). */
#define RTC_STREAM_PERSISTENT 0x01u
#define RTC_STREAM_FORCE_COPY 0x02u
#define RTC_STREAM_HUGE 0x04u
#define RTC_STREAM_AICPU 0x08u
#define RTC_STREAM_FORBIDDEN_DEFAULT 0x10u
#define RTC_STREAM_HEAD 0x20u
#define RTC_STREAM_PRIMARY_DEFAULT 0x40u
#define RTC_STREAM_PRIMARY_FIRST_DEFAULT 0x80u
#define RTC_STREAM_OVERFLOW 0x100u
#define RTC_STREAM_FAST_LAUNCH 0x200u
#define RTC_STREAM_FAST_SYNC 0x400u
#define RTC_STREAM_CP_PROCESS_USE 0x800u
#define RTC_STREAM_VECTOR_CORE_USE 0x1000u
#define RTC_STREAM_ACSQ_LOCK 0x2000u
#define RTC_STREAM_DQS_CTRL 0x4000u
#define RTC_STREAM_DQS_INTER_CHIP 0x8000u
/* ApiErrorDecorator::CheckStreamFlags maxFlags (0xFF3F) */
#define RTC_STREAM_FLAGS_MAX                                                                                \
    (RTC_STREAM_PERSISTENT | RTC_STREAM_FORCE_COPY | RTC_STREAM_HUGE | RTC_STREAM_AICPU |                   \
     RTC_STREAM_FORBIDDEN_DEFAULT | RTC_STREAM_HEAD | RTC_STREAM_OVERFLOW | RTC_STREAM_FAST_LAUNCH |        \
     RTC_STREAM_FAST_SYNC | RTC_STREAM_CP_PROCESS_USE | RTC_STREAM_VECTOR_CORE_USE | RTC_STREAM_ACSQ_LOCK | \
     RTC_STREAM_DQS_CTRL | RTC_STREAM_DQS_INTER_CHIP)
#define RTC_STREAM_LEAST_PRIORITY 7 /* core/inc/spec/base_info.hpp; the greatest is 0 */
/* The default streams on a chip with RT_FEATURE_DEVICE_CTRL_SQ (the 910B
 * family): a device's primary stream (device/raw_device.cc) and a created
 * context's (context/context.cc Context::Setup). */
#define RTC_PRIMARY_STREAM_FLAGS \
    (RTC_STREAM_PRIMARY_FIRST_DEFAULT | RTC_STREAM_PRIMARY_DEFAULT | RTC_STREAM_FAST_LAUNCH | RTC_STREAM_FAST_SYNC)
#define RTC_CTX_STREAM_FLAGS (RTC_STREAM_PRIMARY_DEFAULT | RTC_STREAM_FAST_LAUNCH | RTC_STREAM_FAST_SYNC)

#define RTC_EVENT_DDSYNC_NS 0x01u
#define RTC_EVENT_STREAM_MARK 0x02u
#define RTC_EVENT_DDSYNC 0x04u
#define RTC_EVENT_TIME_LINE 0x08u
#define RTC_EVENT_MC2 0x10u
#define RTC_EVENT_EXTERNAL 0x20u
#define RTC_EVENT_FLAG_MAX 0x3Fu /* core/inc/event/event.hpp RT_EVENT_FLAG_MAX */
#define RTC_EVENT_DEFAULT (RTC_EVENT_DDSYNC | RTC_EVENT_TIME_LINE | RTC_EVENT_STREAM_MARK)

#define RTC_OVERFLOW_MODE_UNDEF 2u /* rtFloatOverflowMode_t: the switch is 0 or 1 */
#define RTC_CONTINUE_ON_FAILURE 0u
#define RTC_STOP_ON_FAILURE 1u

/* InnerThreadLocalContainer: CurCtx (explicit current context, -1 none) and
 * CurRef (the driver device whose primary-context slot SetDevice left, -1
 * none). A new thread has neither (THR006); setting a device or a context
 * changes only the calling thread's (THR007, THR008). Contexts, streams,
 * events and the device reference counts are process-wide in st (THR008,
 * THR011, THR013); the spy serialises calls into the chain (THR009). */
static __thread int tl_cur_ctx = -1;
static __thread int tl_cur_ref = -1;
/* InnerThreadLocalContainer::device_: the device of the context the thread
 * was bound to at its last binding change (RefreshDevice), with the device's
 * generation then (aclcts_rtc_state.dev_gen): a device another thread closed
 * since is a Device object the runtime has deleted. */
static __thread int32_t tl_dev = -1;
static __thread uint32_t tl_dev_gen;

/* Every change of the calling thread's CurCtx: the runtime counts the
 * threads bound to an explicit context (core/src/common/inner_thread_local.cpp
 * InnerThreadLocalContainer::SetCurCtx -> ContextThreadBind/Unbind) and
 * frees a destroyed one only when the last of them lets go
 * (Context::TryDeleteIfNeeded). */
/* InnerThreadLocalContainer::RefreshDevice, after every change of CurCtx or
 * CurRef (SetCurCtx, SetCurRef): the bound context's device, none without a
 * binding (a primary slot binds its context, torn down or not). */
static void refresh_device(const aclcts_rtc_state *st)
{
    int c = tl_cur_ctx >= 0 ? tl_cur_ctx : tl_cur_ref >= 0 ? st->primary_ctx[tl_cur_ref] : -1;
    tl_dev = c >= 0 ? st->ctxs[c].dev : -1;
    tl_dev_gen = tl_dev >= 0 ? st->dev_gen[tl_dev] : 0;
}

static void bind_cur_ctx(aclcts_rtc_state *st, int c)
{
    if (tl_cur_ctx >= 0) st->ctxs[tl_cur_ctx].bound--;
    tl_cur_ctx = c;
    if (c >= 0) st->ctxs[c].bound++;
    refresh_device(st);
}

static void set_cur_ref(aclcts_rtc_state *st, int32_t drv)
{
    tl_cur_ref = drv;
    refresh_device(st);
}

void aclcts_rtc_start(aclcts_rtc_state *st)
{
    for (int d = 0; d < ACLCTS_RTC_MAX_DEVICES; ++d) st->primary_ctx[d] = -1;
}

void aclcts_rtc_init(aclcts_rtc_state *st)
{
    memset(st, 0, sizeof *st);
    aclcts_rtc_start(st);
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

/* The lowest id no live stream of driver device drv has (the driver hands
 * ids out per device and takes a destroyed stream's back). STREAM036 */
static int32_t free_stream_id(const aclcts_rtc_state *st, int32_t drv)
{
    for (int32_t id = 0;; ++id) {
        int taken = 0;
        for (int i = 0; i < ACLCTS_RTC_MAX_STREAMS && st->streams[i].used && !taken; ++i) { /* the used prefix */
            const aclcts_rtc_stream *s = &st->streams[i];
            taken = s->alive && st->ctxs[s->ctx].dev == drv && s->id == id;
        }
        if (!taken) return id;
    }
}

/* A stream of ctx on driver device drv (ctx's entry may not be filled in
 * yet: a context's default stream is made first). */
static int new_stream_on(aclcts_rtc_state *st, int ctx, int32_t drv, uint32_t priority, uint32_t flags)
{
    for (int i = 0; i < ACLCTS_RTC_MAX_STREAMS; ++i) {
        if (!st->streams[i].used) { /* HAZ014: a dead stream's slot is never given again */
            int32_t id = free_stream_id(st, drv);
            st->streams[i] =
                (aclcts_rtc_stream){.used = 1, .alive = 1, .ctx = ctx, .id = id, .priority = priority, .flags = flags};
            return i;
        }
    }
    return -1;
}

static int new_stream(aclcts_rtc_state *st, int ctx, uint32_t priority, uint32_t flags)
{
    return new_stream_on(st, ctx, st->ctxs[ctx].dev, priority, flags);
}

/* A stream's tasks have run (a synchronisation, a destroy). */
static void complete_stream(aclcts_rtc_state *st, int s) { st->streams[s].completed = st->streams[s].submitted; }

static int record_done(const aclcts_rtc_state *st, const aclcts_rtc_event *ev);

/* A context with its default stream (Context::Setup creates defaultStream_). */
static int new_ctx(aclcts_rtc_state *st, int32_t drv, int primary)
{
    for (int i = 0; i < ACLCTS_RTC_MAX_CONTEXTS; ++i) {
        if (!st->ctxs[i].used) {
            /* STREAM039: the default stream's flags */
            int s = new_stream_on(st, i, drv, 0, primary ? RTC_PRIMARY_STREAM_FLAGS : RTC_CTX_STREAM_FLAGS);
            if (s < 0) return -1;
            st->ctxs[i] = (aclcts_rtc_ctx){1, 1, primary, drv, drv_to_user(st, drv), s, 0};
            return i;
        }
    }
    return -1;
}

/* A device is open while a context of it is (core/src/device/raw_device.cc:
 * the Device object is shared by its contexts). */
static int device_open(const aclcts_rtc_state *st, int32_t drv)
{
    for (int i = 0; i < ACLCTS_RTC_MAX_CONTEXTS && st->ctxs[i].used; ++i) /* the used prefix */
        if (st->ctxs[i].alive && st->ctxs[i].dev == drv) return 1;
    return 0;
}

/* Context::TearDown: the context's streams go with it, but one created
 * FORBIDDEN_DEFAULT, which Context::StreamCreate does not add to the
 * context's list (core/src/context/context.cc): it stays until it is
 * destroyed; events stay (they belong to the device, Device::PushEvent). A
 * primary context's default
 * stream is the device's primary stream (Context::Setup: device_->
 * PrimaryStream_()), which the device deletes when it is destroyed, the last
 * of its contexts gone (RawDevice::ReleaseOwnedObjectsOnDestroy): while a
 * created context keeps the device open, it stays valid, and the primary
 * context set up again takes it back (retain_primary). */
static void tear_down(aclcts_rtc_state *st, int ctx)
{ /* STREAM016 */
    int32_t drv = st->ctxs[ctx].dev;
    st->ctxs[ctx].alive = 0;
    int open = device_open(st, drv);
    if (!open) st->dev_gen[drv]++;                                            /* the Device object is deleted */
    for (int i = 0; i < ACLCTS_RTC_MAX_STREAMS && st->streams[i].used; ++i) { /* the used prefix */
        if (!st->streams[i].alive) continue;
        const aclcts_rtc_ctx *owner = &st->ctxs[st->streams[i].ctx];
        int device_stream = owner->primary && owner->default_stream == i && owner->dev == drv;
        int unlisted = (st->streams[i].flags & RTC_STREAM_FORBIDDEN_DEFAULT) != 0;
        if ((st->streams[i].ctx == ctx && !unlisted) || (device_stream && !open && !owner->alive)) {
            complete_stream(st, i);
            if (!(device_stream && open)) st->streams[i].alive = 0;
        }
    }
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
         * with the device's primary stream as its default stream: the same
         * one when a created context kept the device open meanwhile, else a
         * new one (tear_down). CTX024 */
        int s = st->ctxs[c].default_stream;
        if (!st->streams[s].alive) s = new_stream(st, c, 0, RTC_PRIMARY_STREAM_FLAGS);
        if (s < 0) return RTC_RESOURCE_ALLOC_FAIL;
        st->ctxs[c].alive = 1;
        st->ctxs[c].default_stream = s;
    }
    st->primary_refs[drv]++;
    set_cur_ref(st, drv); /* CTX010: the primary context is bound; CTX021: it replaces a created one */
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
    else if (c < 0 && tl_cur_ref >= 0) set_cur_ref(st, -1);
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
        set_cur_ref(st, -1);
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
    return aclcts_rtc_device_synchronize_timeout(st, env, -1); /* SETDEV029 */
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
    set_cur_ref(st, -1);
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
    set_cur_ref(st, -1);
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

/* rtStreamCreate = rtStreamCreateWithFlags(priority, RT_STREAM_DEFAULT);
 * see aclcts_rtc_stream_create_ex. */
int aclcts_rtc_stream_create(aclcts_rtc_state *st, const aclcts_rtc_env *env, void **stm, int32_t priority)
{
    return aclcts_rtc_stream_create_ex(st, env, stm, priority, 0);
}

/* The stream of ctx that stm names (NULL: ctx's default stream). */
static int stream_or_default(const aclcts_rtc_state *st, int ctx, int s)
{
    return s >= 0 ? s : st->ctxs[ctx].default_stream;
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
    complete_stream(st, s);
    return 0;
}

/* rtStreamSynchronize (handle check: 107017); ApiErrorDecorator::
 * StreamSynchronize: a stream created AICPU, CP_PROCESS_USE or PERSISTENT
 * answers 0 at once, waiting for nothing and needing no context;
 * ApiImpl::StreamSynchronize: no current context 107002; NULL is the current
 * context's default stream; a stream of another context is synchronised by
 * switching to its context and back (ContextSetCurrent twice: the thread
 * ends with CurCtx set and CurRef cleared). */
int aclcts_rtc_stream_synchronize(aclcts_rtc_state *st, const aclcts_rtc_env *env, void *stm)
{
    ready(st, env);
    int s, rc = stream_handle(st, stm, &s);
    if (rc != 0) return rc;
    if (s >= 0 && (st->streams[s].flags & (RTC_STREAM_AICPU | RTC_STREAM_CP_PROCESS_USE | RTC_STREAM_PERSISTENT)) != 0)
        return 0;
    int c = current_ctx_implicit(st, env);
    if (c < 0) return ACLCTS_RTC_CONTEXT_NULL; /* STREAM011: NULL needs a current context */
    if (s >= 0 && st->streams[s].ctx != c) {   /* STREAM010: back to the caller's context */
        bind_cur_ctx(st, c);
        set_cur_ref(st, -1);
    }
    complete_stream(st, stream_or_default(st, c, s)); /* RTEVENT026 */
    return 0;
}

/* ---- events ---- */

/* rtEventCreate = rtEventCreateWithFlag(RT_EVENT_DEFAULT);
 * ApiErrorDecorator::EventCreate (NULL: 107000), ApiImpl::EventCreate: needs
 * a current context (implicit default device allowed), else 107002. */
int aclcts_rtc_event_create(aclcts_rtc_state *st, const aclcts_rtc_env *env, void **evt)
{
    return aclcts_rtc_event_create_flag(st, env, evt, RTC_EVENT_DEFAULT); /* RTEVENT009 */
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
    aclcts_rtc_event *ev = &st->events[e];
    int rs = stream_or_default(st, c, s);
    ev->recorded++; /* RTEVENT010 */
    ev->record_dev = st->ctxs[st->streams[rs].ctx].dev;
    /* A task on the stream, done at the stream's next synchronisation; its
     * time is the host's now (RTEVENT033). */
    ev->record_stream = rs;
    ev->record_seq = ++st->streams[rs].submitted;
    struct timespec now;
    clock_gettime(CLOCK_MONOTONIC, &now);
    ev->stamp_ns = (uint64_t)now.tv_sec * 1000000000u + (uint64_t)now.tv_nsec;
    return 0;
}

/* rtEventSynchronize (handle check: 107017), ApiErrorDecorator::EventSynchronize
 * (NULL: 107000), ApiImpl::EventSynchronize: needs no current context; an
 * event never recorded, or recorded on a model device, is complete. An
 * event whose latest record has not run yet, recorded on a stream of another
 * device than its own (the record itself is accepted), is 507000:
 * Event::WaitTask (core/src/event/event.cc) looks the recording stream up by
 * id on the event's device and does not find it (RTEVENT017); once that
 * record has run (its stream synchronised, destroyed or torn down: the
 * event's latest record is RECORDED) nothing is looked up and it is 0. */
/* HAZ008: an event whose context was destroyed synchronizes (0); the
 * product's runtime crashes in Event::IsEventInModel. */
int aclcts_rtc_event_synchronize(aclcts_rtc_state *st, void *evt)
{
    int e, rc = event_handle(st, evt, &e); /* THR012: no current context needed */
    if (rc != 0) return rc;
    if (e < 0) return ACLCTS_RT_INVALID_VALUE;
    const aclcts_rtc_event *ev = &st->events[e];
    if (ev->flags == RTC_EVENT_EXTERNAL) return ACLCTS_RT_FEATURE_NOT_SUPPORT; /* RTEVENT027 */
    if (record_done(st, ev)) return 0; /* Event::WaitTask: a record that has run (RECORDED) is not looked up */
    if (ev->record_dev >= 0 && ev->record_dev != st->ctxs[ev->ctx].dev) return ACLCTS_RTC_INTERNAL_ERROR;
    /* RTEVENT026: the record and what its stream had before it have run */
    if (ev->record_stream >= 0) {
        aclcts_rtc_stream *rs = &st->streams[ev->record_stream];
        if (rs->completed < ev->record_seq) rs->completed = ev->record_seq;
    }
    return 0; /* RTEVENT010; RTEVENT011: never recorded is complete */
}

/* ---- the STREAM/RTEVENT extras ---- */

/* Events that have a wait task (core/inc/event/event.hpp
 * Event::IsEventWithoutWaitTask: none of DDSYNC, DDSYNC_NS, EXTERNAL, IPC). */
static int has_wait_task(uint32_t flags)
{
    return (flags & (RTC_EVENT_DDSYNC | RTC_EVENT_DDSYNC_NS | RTC_EVENT_EXTERNAL)) != 0;
}

/* An event whose latest record has run (Event::Query: not RECORDING). */
static int record_done(const aclcts_rtc_state *st, const aclcts_rtc_event *ev)
{
    return ev->record_stream < 0 || st->streams[ev->record_stream].completed >= ev->record_seq;
}

/* api/api_c_stream.cc rtsStreamCreate (unknown attribute: 107000; the spy
 * reads the attributes) -> rtStreamCreateWithFlags;
 * ApiErrorDecorator::StreamCreate: NULL 107000; CheckStreamFlags (HUGE is
 * supported on the 910B family); the priority clamped into [0, 7];
 * ApiImpl::StreamCreate: a current context (implicit default device
 * allowed), else 107002; Context::StreamCreate: a coprocessor stream needs
 * the firmware's MC2 feature, which the model's devices lack (207000). */
int aclcts_rtc_stream_create_ex(aclcts_rtc_state *st, const aclcts_rtc_env *env, void **stm, int32_t priority,
                                uint32_t flags)
{
    ready(st, env);
    if (stm == NULL) return ACLCTS_RT_INVALID_VALUE;
    if (flags > RTC_STREAM_FLAGS_MAX) return ACLCTS_RT_INVALID_VALUE;
    if ((flags & RTC_STREAM_CP_PROCESS_USE) != 0 &&
        (flags | RTC_STREAM_ACSQ_LOCK) != (RTC_STREAM_ACSQ_LOCK | RTC_STREAM_CP_PROCESS_USE))
        return ACLCTS_RT_INVALID_VALUE; /* STREAM022: only with ACSQ_LOCK */
    int32_t prio = priority < 0 ? 0 : priority > RTC_STREAM_LEAST_PRIORITY ? RTC_STREAM_LEAST_PRIORITY : priority;
    /* STREAM021 */
    int c = current_ctx_implicit(st, env);
    if (c < 0) return ACLCTS_RTC_CONTEXT_NULL;                                          /* STREAM007, STREAM024 */
    if ((flags & RTC_STREAM_CP_PROCESS_USE) != 0) return ACLCTS_RT_FEATURE_NOT_SUPPORT; /* STREAM023 */
    int s = new_stream(st, c, (uint32_t)prio, flags); /* STREAM008; STREAM013: it belongs to the current context */
    if (s < 0) return RTC_RESOURCE_ALLOC_FAIL;
    *stm = &st->streams[s];
    return 0;
}

/* rtStreamDestroyForce: as rtStreamDestroy (ApiImpl::StreamDestroy with
 * flag true; the model has no tasks to abandon). STREAM027 */
int aclcts_rtc_stream_destroy_force(aclcts_rtc_state *st, const aclcts_rtc_env *env, void *stm)
{
    return aclcts_rtc_stream_destroy(st, env, stm);
}

/* A stream call that needs the current context and a stream of it (NULL:
 * its default stream): 107002, 107003, else 0 and *s. */
static int own_stream(aclcts_rtc_state *st, const aclcts_rtc_env *env, int *s)
{
    int c = current_ctx_implicit(st, env);
    if (c < 0) return ACLCTS_RTC_CONTEXT_NULL;
    *s = stream_or_default(st, c, *s);
    return st->streams[*s].ctx != c ? ACLCTS_RTC_STREAM_CONTEXT : 0;
}

/* api/api_c_stream.cc rtSetStreamOverflowSwitch (the 910B family has
 * RT_FEATURE_STREAM_ATTR_OVERFLOW_CHECK; then the handle check),
 * ApiErrorDecorator::SetStreamOverflowSwitch (flags >= 2: 107000),
 * ApiImpl::SetStreamOverflowSwitch (context, default stream, 107003). */
int aclcts_rtc_stream_set_overflow(aclcts_rtc_state *st, const aclcts_rtc_env *env, void *stm, uint32_t flags)
{
    ready(st, env);
    int s, rc = stream_handle(st, stm, &s);
    if (rc != 0) return rc;
    if (flags >= RTC_OVERFLOW_MODE_UNDEF) return ACLCTS_RT_INVALID_VALUE;
    rc = own_stream(st, env, &s); /* STREAM032 */
    if (rc != 0) return rc;
    st->streams[s].overflow = flags; /* STREAM031 */
    return 0;
}

/* rtGetStreamOverflowSwitch, ApiErrorDecorator (NULL: 107000),
 * ApiImpl::GetStreamOverflowSwitch: the stream's switch on a STARS chip. */
int aclcts_rtc_stream_get_overflow(aclcts_rtc_state *st, const aclcts_rtc_env *env, void *stm, uint32_t *flags)
{
    ready(st, env);
    int s, rc = stream_handle(st, stm, &s);
    if (rc != 0) return rc;
    if (flags == NULL) return ACLCTS_RT_INVALID_VALUE;
    rc = own_stream(st, env, &s);
    if (rc != 0) return rc;
    *flags = st->streams[s].overflow;
    return 0;
}

/* api/api_c_stream.cc rtStreamSetMode (handle check; the 910B family has
 * RT_FEATURE_STREAM_DOT_SET_MODE), ApiErrorDecorator::StreamSetMode
 * (Runtime::GetCurStream: NULL names the current context's default stream,
 * no implicit device: none is 107000; a coprocessor stream 207000),
 * ApiImpl::StreamSetMode as a device build runs it (a host build,
 * CFG_DEV_PLATFORM_PC, stops after the decorator with 0): bit 0 is the
 * mode; the same mode again is 0; stop to continue is 207000; a stream of
 * another context 107003. STREAM034 */
int aclcts_rtc_stream_set_mode(aclcts_rtc_state *st, const aclcts_rtc_env *env, void *stm, uint64_t mode)
{
    ready(st, env);
    int s, rc = stream_handle(st, stm, &s);
    if (rc != 0) return rc;
    if (s < 0) {
        int cur = current_ctx(st);
        if (cur < 0) return ACLCTS_RT_INVALID_VALUE;
        s = st->ctxs[cur].default_stream;
    }
    if ((st->streams[s].flags & RTC_STREAM_CP_PROCESS_USE) != 0) return ACLCTS_RT_FEATURE_NOT_SUPPORT;
    int c = current_ctx_implicit(st, env);
    if (c < 0) return ACLCTS_RTC_CONTEXT_NULL;
    uint64_t fail_mode = mode & 0x1u;
    if (st->streams[s].fail_mode == fail_mode) return 0;
    if (st->streams[s].fail_mode == RTC_STOP_ON_FAILURE && fail_mode == RTC_CONTINUE_ON_FAILURE)
        return ACLCTS_RT_FEATURE_NOT_SUPPORT;
    if (st->streams[s].ctx != c) return ACLCTS_RTC_STREAM_CONTEXT;
    st->streams[s].fail_mode = fail_mode;
    return 0;
}

/* rtsStreamGetId = rtGetStreamId (handle check), ApiErrorDecorator (NULL:
 * 107000), ApiImpl::GetStreamId: a context only for NULL. STREAM036 */
int aclcts_rtc_stream_get_id(aclcts_rtc_state *st, const aclcts_rtc_env *env, void *stm, int32_t *id)
{
    ready(st, env);
    int s, rc = stream_handle(st, stm, &s);
    if (rc != 0) return rc;
    if (id == NULL) return ACLCTS_RT_INVALID_VALUE;
    if (s < 0) {
        int c = current_ctx_implicit(st, env);
        if (c < 0) return ACLCTS_RTC_CONTEXT_NULL;
        s = st->ctxs[c].default_stream;
    }
    *id = st->streams[s].id;
    return 0;
}

/* rtStreamGetFlags, rtStreamGetPriority (handle check), ApiErrorDecorator
 * (NULL: 107000), ApiImpl::StreamGetFlags / StreamGetPriority: a current
 * context first, the stream's own not checked. STREAM041 */
static int stream_read(aclcts_rtc_state *st, const aclcts_rtc_env *env, void *stm, const void *out, int *s)
{
    ready(st, env);
    int rc = stream_handle(st, stm, s);
    if (rc != 0) return rc;
    if (out == NULL) return ACLCTS_RT_INVALID_VALUE;
    int c = current_ctx_implicit(st, env);
    if (c < 0) return ACLCTS_RTC_CONTEXT_NULL;
    *s = stream_or_default(st, c, *s);
    return 0;
}

int aclcts_rtc_stream_get_flags(aclcts_rtc_state *st, const aclcts_rtc_env *env, void *stm, uint32_t *flags)
{
    int s, rc = stream_read(st, env, stm, flags, &s);
    if (rc == 0) *flags = st->streams[s].flags; /* STREAM038, STREAM039: as created */
    return rc;
}

int aclcts_rtc_stream_get_priority(aclcts_rtc_state *st, const aclcts_rtc_env *env, void *stm, uint32_t *priority)
{
    int s, rc = stream_read(st, env, stm, priority, &s);
    if (rc == 0) *priority = st->streams[s].priority;
    return rc;
}

/* rtsCtxGetCurrentDefaultStream = rtCtxGetCurrentDefaultStream,
 * ApiErrorDecorator (NULL: 107000), ApiImpl::CtxGetCurrentDefaultStream:
 * the current context's (implicit default device allowed: STREAM044), else
 * 107002. STREAM043 */
int aclcts_rtc_ctx_default_stream(aclcts_rtc_state *st, const aclcts_rtc_env *env, void **stm)
{
    ready(st, env);
    if (stm == NULL) return ACLCTS_RT_INVALID_VALUE;
    int c = current_ctx_implicit(st, env);
    if (c < 0) return ACLCTS_RTC_CONTEXT_NULL;
    *stm = &st->streams[st->ctxs[c].default_stream];
    return 0;
}

/* api/api_c_stream.cc rtStreamWaitEvent (handle checks, the stream first),
 * ApiErrorDecorator::StreamWaitEvent (NULL event 107000; no wait task
 * 207000, STREAM047), ApiImpl::StreamWaitEvent (context 107002, default
 * stream, 107003: STREAM048), Event::Wait: an event without DDSYNC_NS or
 * EXTERNAL that was never recorded is 107000 (STREAM046); an event of
 * another device is waited for (CrossDeviceEventWait). */
int aclcts_rtc_stream_wait_event(aclcts_rtc_state *st, const aclcts_rtc_env *env, void *stm, void *evt)
{
    ready(st, env);
    int s, e, rc = stream_handle(st, stm, &s);
    if (rc == 0) rc = event_handle(st, evt, &e);
    if (rc != 0) return rc;
    if (e < 0) return ACLCTS_RT_INVALID_VALUE;
    const aclcts_rtc_event *ev = &st->events[e];
    if (!has_wait_task(ev->flags)) return ACLCTS_RT_FEATURE_NOT_SUPPORT; /* STREAM047 */
    rc = own_stream(st, env, &s);                                        /* STREAM048 */
    if (rc != 0) return rc;
    if ((ev->flags & (RTC_EVENT_DDSYNC_NS | RTC_EVENT_EXTERNAL)) == 0 && ev->recorded == 0)
        return ACLCTS_RT_INVALID_VALUE; /* STREAM046: nothing to wait for; RTEVENT035: EXTERNAL waits first */
    return 0;
}

/* rtDeviceSynchronizeWithTimeout, ApiErrorDecorator::DeviceSynchronize
 * (timeout < -1 or 0: 107000, STREAM050), ApiImpl::DeviceSynchronize: a
 * current context (implicit default device allowed), else 107002
 * (STREAM051); Context::Synchronize waits for every stream of it, which in
 * the model is at once. */
int aclcts_rtc_device_synchronize_timeout(aclcts_rtc_state *st, const aclcts_rtc_env *env, int32_t timeout)
{
    ready(st, env);
    if (timeout < -1 || timeout == 0) return ACLCTS_RT_INVALID_VALUE;
    int c = current_ctx_implicit(st, env);
    if (c < 0) return ACLCTS_RTC_CONTEXT_NULL;
    for (int i = 0; i < ACLCTS_RTC_MAX_STREAMS && st->streams[i].used; ++i)          /* the used prefix */
        if (st->streams[i].alive && st->streams[i].ctx == c) complete_stream(st, i); /* RTEVENT026 */
    return 0;
}

/* api/api_c.cc rtEventCreateWithFlag, ApiErrorDecorator::EventCreate (NULL;
 * no bit in, or a bit beyond, RT_EVENT_FLAG_MAX: RTEVENT020; MC2 or
 * EXTERNAL with another bit: RTEVENT021; all 107000), ApiImpl::EventCreate
 * (a current context, implicit default device allowed, else 107002; MC2
 * needs the firmware's MC2 feature, which the model's devices lack: 207000,
 * RTEVENT022). RTEVENT023 */
int aclcts_rtc_event_create_flag(aclcts_rtc_state *st, const aclcts_rtc_env *env, void **evt, uint32_t flag)
{
    ready(st, env);
    if (evt == NULL) return ACLCTS_RT_INVALID_VALUE;
    if ((flag & RTC_EVENT_FLAG_MAX) == 0 || flag > RTC_EVENT_FLAG_MAX) return ACLCTS_RT_INVALID_VALUE;
    if ((flag & RTC_EVENT_MC2) != 0 && (flag & ~RTC_EVENT_MC2) != 0) return ACLCTS_RT_INVALID_VALUE;
    if ((flag & RTC_EVENT_EXTERNAL) != 0 && (flag & ~RTC_EVENT_EXTERNAL) != 0) return ACLCTS_RT_INVALID_VALUE;
    int c = current_ctx_implicit(st, env);
    if (c < 0) return ACLCTS_RTC_CONTEXT_NULL;
    if (flag == RTC_EVENT_MC2) return ACLCTS_RT_FEATURE_NOT_SUPPORT;
    for (int i = 0; i < ACLCTS_RTC_MAX_EVENTS; ++i) {
        if (!st->events[i].used) {
            st->events[i] = (aclcts_rtc_event){
                .used = 1, .alive = 1, .ctx = c, .record_dev = -1, .flags = flag, .record_stream = -1};
            *evt = &st->events[i];
            return 0;
        }
    }
    return RTC_RESOURCE_ALLOC_FAIL;
}

/* api/api_c.cc rtEventQuery (handle check; RT_ERROR_EVENT_NOT_COMPLETE
 * 507006), ApiErrorDecorator::EventQuery (NULL 107000; EXTERNAL 207000,
 * RTEVENT027), Event::Query: a record that has not run yet is not complete,
 * anything else is (RTEVENT026). No current context needed. */
int aclcts_rtc_event_query(aclcts_rtc_state *st, void *evt)
{
    int e, rc = event_handle(st, evt, &e);
    if (rc != 0) return rc;
    if (e < 0) return ACLCTS_RT_INVALID_VALUE;
    const aclcts_rtc_event *ev = &st->events[e];
    if (ev->flags == RTC_EVENT_EXTERNAL) return ACLCTS_RT_FEATURE_NOT_SUPPORT;
    return record_done(st, ev) ? 0 : ACLCTS_RTC_EVENT_NOT_COMPLETE;
}

/* api/api_c.cc rtEventReset (handle checks, the event first),
 * ApiErrorDecorator::EventReset (NULL 107000; MC2 107000; no wait task
 * 207000), ApiImpl::EventReset (context 107002, default stream, 107003),
 * Event::Reset: a reset task; the record state is kept. RTEVENT029 */
int aclcts_rtc_event_reset(aclcts_rtc_state *st, const aclcts_rtc_env *env, void *evt, void *stm)
{
    ready(st, env);
    int e, s, rc = event_handle(st, evt, &e);
    if (rc == 0) rc = stream_handle(st, stm, &s);
    if (rc != 0) return rc;
    if (e < 0) return ACLCTS_RT_INVALID_VALUE;
    if ((st->events[e].flags & RTC_EVENT_MC2) != 0) return ACLCTS_RT_INVALID_VALUE;
    if (!has_wait_task(st->events[e].flags)) return ACLCTS_RT_FEATURE_NOT_SUPPORT;
    rc = own_stream(st, env, &s);
    if (rc != 0) return rc;
    st->events[e].resets++;
    return 0;
}

/* api/api_c.cc rtEventElapsedTime (handle checks: start, end),
 * ApiErrorDecorator::EventElapsedTime (NULLs 107000; EXTERNAL 207000,
 * RTEVENT034), Event::ElapsedTime: both recorded (else
 * RT_ERROR_EVENT_RECORDER_NULL, 507000: RTEVENT032), both timestamps valid
 * (else 107006: a record that has not run, or an event without
 * RT_EVENT_TIME_LINE, which the model gives no timestamp); the difference in
 * ms. The model's timestamps are the host clock at the record (RTEVENT033);
 * no current context needed. */
int aclcts_rtc_event_elapsed(aclcts_rtc_state *st, float *ms, void *start, void *end)
{
    int a, b, rc = event_handle(st, start, &a);
    if (rc == 0) rc = event_handle(st, end, &b);
    if (rc != 0) return rc;
    if (ms == NULL || a < 0 || b < 0) return ACLCTS_RT_INVALID_VALUE;
    const aclcts_rtc_event *s = &st->events[a], *e = &st->events[b];
    if (s->flags == RTC_EVENT_EXTERNAL || e->flags == RTC_EVENT_EXTERNAL) return ACLCTS_RT_FEATURE_NOT_SUPPORT;
    if (s->recorded == 0 || e->recorded == 0) return ACLCTS_RTC_INTERNAL_ERROR;
    if (!record_done(st, s) || !record_done(st, e) || (s->flags & RTC_EVENT_TIME_LINE) == 0 ||
        (e->flags & RTC_EVENT_TIME_LINE) == 0)
        return ACLCTS_RTC_EVENT_TIMESTAMP_INVALID;
    *ms = (float)(((double)e->stamp_ns - (double)s->stamp_ns) / 1e6);
    return 0;
}

/* ---- for the other runtime models ---- */

int aclcts_rtc_stream_valid(const aclcts_rtc_state *st, const void *stm)
{
    int s;
    return stream_handle(st, stm, &s);
}

int aclcts_rtc_task_context(aclcts_rtc_state *st, const aclcts_rtc_env *env, const void *stm, int implicit)
{
    ready(st, env);
    int s, c = implicit ? current_ctx_implicit(st, env) : current_ctx(st);
    if (c < 0) return ACLCTS_RTC_CONTEXT_NULL;
    if (stream_handle(st, stm, &s) == 0 && s >= 0 && st->streams[s].ctx != c) return ACLCTS_RTC_STREAM_CONTEXT;
    return 0;
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

int32_t aclcts_rtc_thread_cached_device(const aclcts_rtc_state *st, int *closed_since)
{
    *closed_since = tl_dev >= 0 && st->dev_gen[tl_dev] != tl_dev_gen;
    return tl_dev >= 0 ? drv_to_user(st, tl_dev) : -1;
}

int aclcts_rtc_thread_binding_dead(const aclcts_rtc_state *st)
{
    if (tl_cur_ctx >= 0) return !ctx_alive(st, tl_cur_ctx);
    return tl_cur_ref >= 0 && !ctx_alive(st, st->primary_ctx[tl_cur_ref]);
}

/* ---- for the runtime calls of other families that work in the current
 * context (rt_devset.c) ---- */

int aclcts_rtc_user_to_drv(aclcts_rtc_state *st, const aclcts_rtc_env *env, int32_t user, int32_t *drv)
{
    ready(st, env);
    return user_to_drv(st, user, drv);
}

int aclcts_rtc_stream_handle(aclcts_rtc_state *st, const void *stm)
{
    int s;
    return stream_handle(st, stm, &s);
}

int aclcts_rtc_has_context(aclcts_rtc_state *st, const aclcts_rtc_env *env, int implicit)
{
    ready(st, env);
    return (implicit ? current_ctx_implicit(st, env) : current_ctx(st)) >= 0;
}

/* The pattern of ApiImpl::MemWriteValue, GetDeviceSatStatus,
 * CleanDeviceSatStatus, NpuClearFloatStatus: CurrentContext() (implicit
 * default device allowed), CHECK_CONTEXT_VALID_WITH_RETURN (107002); NULL is
 * the context's default stream; a stream of another context is 107003
 * (COND_RETURN_AND_MSG_INVALID_CONTEXT_STREAM_WITH_FUNC_DESC). The handle
 * itself was validated before (aclcts_rtc_stream_handle). */
int aclcts_rtc_stream_in_current(aclcts_rtc_state *st, const aclcts_rtc_env *env, const void *stm)
{
    ready(st, env);
    int s, rc = stream_handle(st, stm, &s);
    if (rc != 0) return rc;
    int c = current_ctx_implicit(st, env);
    if (c < 0) return ACLCTS_RTC_CONTEXT_NULL;
    if (s >= 0 && st->streams[s].ctx != c) return ACLCTS_RTC_STREAM_CONTEXT;
    return 0;
}

/* api/impl/api_impl.cc ApiImpl::CheckCurCtxValid(drv): only with a default
 * device set, the thread needs a current context: Runtime::CurrentContext(
 * true, drv) (core/src/runtime.cc) sets the default device implicitly when
 * drv equals the default device's id as it was given, else there is none
 * (107002). Without a default device nothing is checked. */
int aclcts_rtc_check_cur_ctx_valid(aclcts_rtc_state *st, const aclcts_rtc_env *env, int32_t drv)
{
    ready(st, env);
    if (env->default_device < 0) return 0;
    if (tl_cur_ctx >= 0 || tl_cur_ref >= 0) return current_ctx(st) >= 0 ? 0 : ACLCTS_RTC_CONTEXT_NULL;
    if (env->default_device != drv) return ACLCTS_RTC_CONTEXT_NULL;
    return current_ctx_implicit(st, env) >= 0 ? 0 : ACLCTS_RTC_CONTEXT_NULL;
}
