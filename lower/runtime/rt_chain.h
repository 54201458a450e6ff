/* The runtime's device, context, stream and event chain: an executable model
 * of what the product's runtime (src/runtime, commit 681ef761) answers to the
 * rt* calls a libascendcl makes for aclrtSetDevice ... aclrtSynchronizeEvent,
 * in every state a user can reach.
 *
 * Codes are the ACL-visible runtime codes (the runtime's api_c layer maps its
 * internal RT_ERROR_* through core/src/common/errcode_manage.cc):
 *   107000 RT_ERROR_INVALID_VALUE      107001 RT_ERROR_DEVICE_ID
 *   107002 RT_ERROR_CONTEXT_NULL       107003 RT_ERROR_STREAM_CONTEXT
 *   107017 RT_ERROR_INVALID_HANDLE     207000 RT_ERROR_FEATURE_NOT_SUPPORT
 *   207004 RT_ERROR_DRV_NO_DEVICE      507007 RT_ERROR_CONTEXT_DEL
 *   507000 ACL_ERROR_RT_INTERNAL_ERROR (a stream not found by id)
 *
 * State is process-wide (devices, contexts, streams, events) except the
 * current context, which is per thread (InnerThreadLocalContainer: the
 * explicit current context CurCtx and the primary-context reference CurRef a
 * SetDevice leaves). Handles are addresses of entries in fixed pools that are
 * never freed, so a destroyed or foreign handle is recognised, never
 * dereferenced. The caller serialises the calls (the spy holds its lock). */
#ifndef ACLCTS_LOWER_RT_CHAIN_H_
#define ACLCTS_LOWER_RT_CHAIN_H_

#include <stdint.h>

#define ACLCTS_RTC_INVALID_HANDLE 107017
#define ACLCTS_RTC_CONTEXT_NULL 107002
#define ACLCTS_RTC_STREAM_CONTEXT 107003
#define ACLCTS_RTC_NO_DEVICE 207004
#define ACLCTS_RTC_CONTEXT_DEL 507007
#define ACLCTS_RTC_INTERNAL_ERROR 507000
#define ACLCTS_RTC_EVENT_NOT_COMPLETE 507006      /* RT_ERROR_EVENT_NOT_COMPLETE */
#define ACLCTS_RTC_EVENT_TIMESTAMP_INVALID 107006 /* RT_ERROR_EVENT_TIMESTAMP_INVALID */

#define ACLCTS_RTC_MAX_DEVICES 64   /* RT_MAX_DEV_NUM */
#define ACLCTS_RTC_MAX_CONTEXTS 256 /* pool sizes: far more than a case creates */
#define ACLCTS_RTC_MAX_STREAMS 1024
#define ACLCTS_RTC_MAX_EVENTS 1024

/* rtRunMode (pkg_inc/runtime/runtime/dev.h). */
#define ACLCTS_RTC_RUN_MODE_OFFLINE 0     /* the process runs on the device */
#define ACLCTS_RTC_RUN_MODE_ONLINE 1      /* a host with devices attached */
#define ACLCTS_RTC_RUN_MODE_AICPU_SCHED 2 /* a driver answer only: reported as OFFLINE */
#define ACLCTS_RTC_RUN_MODE_RESERVED 3    /* the answer when the driver's query fails */

typedef struct aclcts_rtc_ctx {
    int used;           /* ever created (the handle is known) */
    int alive;          /* not destroyed / torn down */
    int primary;        /* a device's primary context */
    int32_t dev;        /* driver device id */
    int32_t user_dev;   /* user device id (ASCEND_RT_VISIBLE_DEVICES) */
    int default_stream; /* index in streams[] */
    int bound;          /* threads whose CurCtx names it: a destroyed context stays known until none does */
} aclcts_rtc_ctx;

typedef struct aclcts_rtc_stream {
    int used;
    int alive;
    int ctx;            /* index in ctxs[] */
    int32_t id;         /* Stream::Id_: unique among the live streams of its device */
    uint32_t priority;  /* clamped into [0, 7] */
    uint32_t flags;     /* the runtime's RT_STREAM_* bits, as created */
    uint32_t overflow;  /* the overflow switch, 0 or 1 */
    uint64_t fail_mode; /* 0 continue, 1 stop on failure */
    /* Tasks (event records) submitted and completed, in order: the model's
     * device runs nothing until the host waits (a synchronisation completes
     * everything submitted before it). */
    uint64_t submitted, completed;
} aclcts_rtc_stream;

typedef struct aclcts_rtc_event {
    int used;
    int alive;
    int ctx;             /* the context current at creation (Event::Context_) */
    int recorded;        /* rtEventRecord calls that reached the model */
    int32_t record_dev;  /* driver device of the latest record's stream, -1 none */
    uint32_t flags;      /* RT_EVENT_* bits of its creation (rtEventCreate: RT_EVENT_DEFAULT) */
    int record_stream;   /* index in streams[] of the latest record, -1 none */
    uint64_t record_seq; /* that record's task number on its stream */
    uint64_t stamp_ns;   /* host clock (CLOCK_MONOTONIC) when it was recorded */
    int resets;          /* rtEventReset calls that reached the model */
} aclcts_rtc_event;

typedef struct aclcts_rtc_state {
    int ready;            /* the visible-device table has been read */
    int32_t driver_count; /* devices the driver reports */
    /* ASCEND_RT_VISIBLE_DEVICES (Runtime::GetVisibleDevices) */
    int visible_set;    /* the variable is set (and there is a device) */
    int visible_error;  /* 0 ok, else the error retType: every count query fails with 207004 */
    int32_t user_count; /* user ids [0, user_count) */
    int32_t user_to_drv[ACLCTS_RTC_MAX_DEVICES];
    /* primary context per driver device (Runtime::PrimaryContextRetain/Release) */
    uint64_t primary_refs[ACLCTS_RTC_MAX_DEVICES];
    int primary_ctx[ACLCTS_RTC_MAX_DEVICES]; /* index in ctxs[], -1 none */
    /* times each driver device was closed (its last context gone: the
     * runtime deletes the Device object; RawDevice::ReleaseOwnedObjectsOnDestroy) */
    uint32_t dev_gen[ACLCTS_RTC_MAX_DEVICES];
    /* The pools. An entry is taken at the first unused index and never given
     * back (used: its handle stays known), so the used entries of each pool
     * are a prefix: a scan stops at the first unused one and a process
     * touches only the pages of what it created. */
    aclcts_rtc_ctx ctxs[ACLCTS_RTC_MAX_CONTEXTS];
    aclcts_rtc_stream streams[ACLCTS_RTC_MAX_STREAMS];
    aclcts_rtc_event events[ACLCTS_RTC_MAX_EVENTS];
} aclcts_rtc_state;

/* What the chain needs to know from the rest of the runtime model. */
typedef struct aclcts_rtc_env {
    int32_t driver_count;   /* the SoC preset's device count (or the override) */
    int32_t default_device; /* rtSetDefaultDeviceId's device, -1 none */
    const char *visible;    /* ASCEND_RT_VISIBLE_DEVICES, NULL when unset */
} aclcts_rtc_env;

void aclcts_rtc_init(aclcts_rtc_state *st);
/* The starting values on storage that is all zero already (a static state a
 * process has not used): nothing else is written, so a fresh process touches
 * only the pages of the state it uses. aclcts_rtc_init is memset + this. */
void aclcts_rtc_start(aclcts_rtc_state *st);

int aclcts_rtc_set_device(aclcts_rtc_state *st, const aclcts_rtc_env *env, int32_t dev);
int aclcts_rtc_device_reset(aclcts_rtc_state *st, const aclcts_rtc_env *env, int32_t dev, int force);
int aclcts_rtc_get_device(aclcts_rtc_state *st, const aclcts_rtc_env *env, int32_t *dev);
int aclcts_rtc_get_device_count(aclcts_rtc_state *st, const aclcts_rtc_env *env, int32_t *cnt);
/* The answer on a host (ONLINE); _of: the answer over a driver that reports
 * driver_mode (0..2, or RESERVED when its query fails). */
int aclcts_rtc_get_run_mode(int32_t *mode);
int aclcts_rtc_get_run_mode_of(int32_t driver_mode, int32_t *mode);
int aclcts_rtc_device_synchronize(aclcts_rtc_state *st, const aclcts_rtc_env *env);

int aclcts_rtc_ctx_create(aclcts_rtc_state *st, const aclcts_rtc_env *env, void **ctx, uint32_t flags, int32_t dev);
int aclcts_rtc_ctx_destroy(aclcts_rtc_state *st, void *ctx);
int aclcts_rtc_ctx_set_current(aclcts_rtc_state *st, void *ctx);
int aclcts_rtc_ctx_get_current(aclcts_rtc_state *st, void **ctx);

int aclcts_rtc_stream_create(aclcts_rtc_state *st, const aclcts_rtc_env *env, void **stm, int32_t priority);
int aclcts_rtc_stream_destroy(aclcts_rtc_state *st, const aclcts_rtc_env *env, void *stm);
int aclcts_rtc_stream_synchronize(aclcts_rtc_state *st, const aclcts_rtc_env *env, void *stm);

int aclcts_rtc_event_create(aclcts_rtc_state *st, const aclcts_rtc_env *env, void **evt);
int aclcts_rtc_event_destroy(aclcts_rtc_state *st, void *evt);
int aclcts_rtc_event_record(aclcts_rtc_state *st, const aclcts_rtc_env *env, void *evt, void *stm);
int aclcts_rtc_event_synchronize(aclcts_rtc_state *st, void *evt);

/* The STREAM/RTEVENT extras (rtsStreamCreate ... rtEventElapsedTime). A
 * stream created by aclcts_rtc_stream_create has flags 0; an event created
 * by aclcts_rtc_event_create has RT_EVENT_DEFAULT. */
int aclcts_rtc_stream_create_ex(aclcts_rtc_state *st, const aclcts_rtc_env *env, void **stm, int32_t priority,
                                uint32_t flags);
int aclcts_rtc_stream_destroy_force(aclcts_rtc_state *st, const aclcts_rtc_env *env, void *stm);
int aclcts_rtc_stream_set_overflow(aclcts_rtc_state *st, const aclcts_rtc_env *env, void *stm, uint32_t flags);
int aclcts_rtc_stream_get_overflow(aclcts_rtc_state *st, const aclcts_rtc_env *env, void *stm, uint32_t *flags);
int aclcts_rtc_stream_set_mode(aclcts_rtc_state *st, const aclcts_rtc_env *env, void *stm, uint64_t mode);
int aclcts_rtc_stream_get_id(aclcts_rtc_state *st, const aclcts_rtc_env *env, void *stm, int32_t *id);
int aclcts_rtc_stream_get_flags(aclcts_rtc_state *st, const aclcts_rtc_env *env, void *stm, uint32_t *flags);
int aclcts_rtc_stream_get_priority(aclcts_rtc_state *st, const aclcts_rtc_env *env, void *stm, uint32_t *priority);
int aclcts_rtc_ctx_default_stream(aclcts_rtc_state *st, const aclcts_rtc_env *env, void **stm);
int aclcts_rtc_stream_wait_event(aclcts_rtc_state *st, const aclcts_rtc_env *env, void *stm, void *evt);
int aclcts_rtc_device_synchronize_timeout(aclcts_rtc_state *st, const aclcts_rtc_env *env, int32_t timeout);
int aclcts_rtc_event_create_flag(aclcts_rtc_state *st, const aclcts_rtc_env *env, void **evt, uint32_t flag);
int aclcts_rtc_event_query(aclcts_rtc_state *st, void *evt);
int aclcts_rtc_event_reset(aclcts_rtc_state *st, const aclcts_rtc_env *env, void *evt, void *stm);
int aclcts_rtc_event_elapsed(aclcts_rtc_state *st, float *ms, void *start, void *end);
/* For the other runtime models (rt_mem.c), which validate a stream and need
 * a current context as the chain's own calls do. _stream_valid: the handle
 * check of a stream argument (RT_VALIDATE_AND_UNWRAP_OBJECT; NULL passes):
 * 0 or 107017. _task_context: the calling thread's current context, read as
 * Runtime::CurrentContext() (implicit 0) or with the implicit set of the
 * default device (implicit 1, ApiImpl::CurrentContext()): none is 107002;
 * then a (valid) stream of another context is 107003 (NULL: the context's
 * default stream); else 0. */
int aclcts_rtc_stream_valid(const aclcts_rtc_state *st, const void *stm);
int aclcts_rtc_task_context(aclcts_rtc_state *st, const aclcts_rtc_env *env, const void *stm, int implicit);
/* For the host-side queries (rt_query.c): Runtime::ChgUserDevIdToDeviceId
 * of a user id, 0 with *drv set, or 107001 for an id the visible list (or,
 * without it, the driver's count) does not name. */
int aclcts_rtc_user_to_driver(aclcts_rtc_state *st, const aclcts_rtc_env *env, int32_t user, int32_t *drv);
/* Runtime::CurrentContext(isNeedSetDevice = true): the user device of the
 * calling thread's current context, after the implicit set of a default
 * device when the thread has none; -1 when it still has none. */
int32_t aclcts_rtc_current_device_implicit(aclcts_rtc_state *st, const aclcts_rtc_env *env);

/* Observers for the spy's accessors. */
uint64_t aclcts_rtc_device_refs(const aclcts_rtc_state *st, int32_t drv_dev);
/* The calling thread's current context's user device, -1 when none. */
int32_t aclcts_rtc_thread_device(const aclcts_rtc_state *st);
/* 1 when the calling thread's explicit current context (CurCtx) is one that
 * has been destroyed (by another thread) and not yet let go by this one. */
int aclcts_rtc_thread_holds_destroyed(const aclcts_rtc_state *st);
/* 1 when the calling thread is still bound to a context that has been torn
 * down since (its CurCtx, or without one its CurRef's primary context,
 * destroyed or reset by another thread) and no call of its own has read the
 * binding since. */
int aclcts_rtc_thread_binding_dead(const aclcts_rtc_state *st);
/* InnerThreadLocalContainer::GetDevice: the user device of the context the
 * calling thread was bound to at its last binding change (a binding to a
 * context torn down since still names it), -1 without a binding;
 * *closed_since: that device has been closed since (another thread reset or
 * destroyed its last context), so the runtime's cached Device is deleted. */
int32_t aclcts_rtc_thread_cached_device(const aclcts_rtc_state *st, int *closed_since);

/* For the runtime calls of other families that work in the current context
 * (rt_devset.c). */
/* Runtime::ChgUserDevIdToDeviceId: 0, or 107001 for a user id beyond
 * ASCEND_RT_VISIBLE_DEVICES. */
int aclcts_rtc_user_to_drv(aclcts_rtc_state *st, const aclcts_rtc_env *env, int32_t user, int32_t *drv);
/* RT_VALIDATE_AND_UNWRAP_OBJECT(stm, Stream, ...): 0 for NULL or a live
 * stream, 107017 for a destroyed or foreign handle. */
int aclcts_rtc_stream_handle(aclcts_rtc_state *st, const void *stm);
/* 1 when the calling thread has a live current context: Runtime::CurrentContext()
 * (implicit 0), or ApiImpl::CurrentContext() which sets the default device
 * implicitly (implicit 1). A binding found dead is dropped. */
int aclcts_rtc_has_context(aclcts_rtc_state *st, const aclcts_rtc_env *env, int implicit);
/* A task on stm in the current context: 107017, 107002 (no context, the
 * default device set implicitly first), 107003 (another context's stream), or
 * 0; NULL is the current context's default stream. */
int aclcts_rtc_stream_in_current(aclcts_rtc_state *st, const aclcts_rtc_env *env, const void *stm);
/* ApiImpl::CheckCurCtxValid for driver device drv: 0 or 107002. */
int aclcts_rtc_check_cur_ctx_valid(aclcts_rtc_state *st, const aclcts_rtc_env *env, int32_t drv);

#endif
