/* The runtime functions of the device, context, stream and event chain that
 * the product's src/acl/aclrt_impl/device.cpp, context.cpp, stream.cpp,
 * event.cpp and acl_rt_impl_base.cpp call. They answer with the runtime
 * chain model (lower/runtime/rt_chain.c): per-device reference counts, the
 * primary context and its default stream, the thread-local current context,
 * ASCEND_RT_VISIBLE_DEVICES. An injected fault wins and leaves the model
 * untouched. Handles the model hands out are addresses inside the spy; the
 * trace prints them as ptr. */
#include <stdlib.h>

#include "runtime/rt_chain.h"
#include "sb_internal.h"

/* Answers of the platform-info queries (acl_rt_impl_base.cpp
 * UpdatePlatformInfoWithDevice): what an Atlas A2 reports. */
#define SB_AICORE_COUNT 24u
#define SB_VECTOR_CORE_COUNT 48
#define SB_CUBE_CORE_COUNT 24

static aclcts_rtc_state g_chain;
static int g_chain_ready;
static int g_strict_get_device; /* 0: without a chain context rtGetDevice answers from lower_rt.c's model */
static int32_t g_driver_run_mode = ACLCTS_RTC_RUN_MODE_ONLINE; /* drvGetPlatformInfo on a host (SETDEV010) */

/* Caller holds the lock. */
static aclcts_rtc_state *chain_locked(aclcts_rtc_env *env)
{
    if (!g_chain_ready) {
        aclcts_rtc_start(&g_chain); /* static: the rest is zero already, its pages untouched until used */
        g_chain_ready = 1;
    }
    env->driver_count = sb_rt_device_count_locked();
    env->default_device = sb_rt_default_device_locked();
    env->visible = getenv("ASCEND_RT_VISIBLE_DEVICES");
    return &g_chain;
}

/* The chain model under the lock (SB_CALL): st and env. Concurrent set/reset
 * pairs count exactly (THR009). */
#define CHAIN_STATE                            \
    aclcts_rtc_env env;                        \
    aclcts_rtc_state *st = chain_locked(&env); \
    (void)st

static void end_ptr(enum sb_sym s, const void *p, int ret)
{
    sb_text t = {0};
    sb_text_add_ptr(&t, p);
    sb_call_end(s, &t, ret);
}

static void end_int(enum sb_sym s, int v, int ret)
{
    sb_text t = {0};
    sb_text_addf(&t, "%d", v);
    sb_call_end(s, &t, ret);
}

int sb_rt_chain_get_device_locked(int32_t *devId, int *ret)
{
    aclcts_rtc_env env;
    aclcts_rtc_state *st = chain_locked(&env);
    int answers = g_strict_get_device || aclcts_rtc_thread_device(st) >= 0;
    if (answers) *ret = aclcts_rtc_get_device(st, &env, devId);
    return answers;
}

rtError_t rtSetDevice(int32_t devId)
{
    SB_CALL(rtSetDevice, SB_RT_SET_DEVICE, (devId), CHAIN_STATE, aclcts_rtc_set_device(st, &env, devId))
    end_int(SB_RT_SET_DEVICE, devId, ret);
    return ret;
}

rtError_t rtDeviceReset(int32_t devId)
{
    SB_CALL(rtDeviceReset, SB_RT_DEVICE_RESET, (devId), CHAIN_STATE, aclcts_rtc_device_reset(st, &env, devId, 0))
    end_int(SB_RT_DEVICE_RESET, devId, ret);
    return ret;
}

rtError_t rtDeviceResetForce(int32_t devId)
{
    SB_CALL(rtDeviceResetForce, SB_RT_DEVICE_RESET_FORCE, (devId), CHAIN_STATE,
            aclcts_rtc_device_reset(st, &env, devId, 1))
    end_int(SB_RT_DEVICE_RESET_FORCE, devId, ret);
    return ret;
}

rtError_t rtGetDeviceCount(int32_t *cnt)
{
    SB_CALL(rtGetDeviceCount, SB_RT_GET_DEVICE_COUNT, (cnt), CHAIN_STATE, aclcts_rtc_get_device_count(st, &env, cnt))
    end_ptr(SB_RT_GET_DEVICE_COUNT, cnt, ret);
    return ret;
}

/* What the driver reports (aclcts_sb_rt_set_run_mode) as the runtime's mode. Caller holds the lock. */
static int run_mode_locked(rtRunMode *runMode)
{
    int32_t mode = 0;
    int ret = aclcts_rtc_get_run_mode_of(g_driver_run_mode, runMode != NULL ? &mode : NULL);
    if (ret == 0) *runMode = (rtRunMode)mode;
    return ret;
}

rtError_t rtGetRunMode(rtRunMode *runMode)
{
    SB_CALL(rtGetRunMode, SB_RT_GET_RUN_MODE, (runMode), SB_NO_STATE, run_mode_locked(runMode))
    end_ptr(SB_RT_GET_RUN_MODE, runMode, ret);
    return ret;
}

rtError_t rtDeviceSynchronize(void)
{
    SB_CALL(rtDeviceSynchronize, SB_RT_DEVICE_SYNCHRONIZE, (), CHAIN_STATE, aclcts_rtc_device_synchronize(st, &env))
    sb_call_end(SB_RT_DEVICE_SYNCHRONIZE, NULL, ret);
    return ret;
}

/* The platform queries succeed with fixed counts; NULL is refused. */
static int ai_core_count(uint32_t *aiCoreCnt)
{
    if (aiCoreCnt == NULL) return ACL_ERROR_RT_PARAM_INVALID;
    *aiCoreCnt = SB_AICORE_COUNT;
    return 0;
}

static int core_count(int32_t moduleType, int64_t *val)
{
    if (val == NULL) return ACL_ERROR_RT_PARAM_INVALID;
    *val = moduleType == ACLCTS_MODULE_TYPE_VECTOR_CORE ? SB_VECTOR_CORE_COUNT : SB_CUBE_CORE_COUNT;
    return 0;
}

rtError_t rtGetAiCoreCount(uint32_t *aiCoreCnt)
{
    SB_CALL(rtGetAiCoreCount, SB_RT_GET_AI_CORE_COUNT, (aiCoreCnt), SB_NO_STATE, ai_core_count(aiCoreCnt))
    end_ptr(SB_RT_GET_AI_CORE_COUNT, aiCoreCnt, ret);
    return ret;
}

rtError_t rtGetDeviceInfo(uint32_t deviceId, int32_t moduleType, int32_t infoType, int64_t *val)
{
    SB_CALL(rtGetDeviceInfo, SB_RT_GET_DEVICE_INFO, (deviceId, moduleType, infoType, val), SB_NO_STATE,
            core_count(moduleType, val))
    sb_text t = {0};
    sb_text_addf(&t, "%u,%d,%d,", (unsigned)deviceId, (int)moduleType, (int)infoType);
    sb_text_add_ptr(&t, val);
    sb_call_end(SB_RT_GET_DEVICE_INFO, &t, ret);
    return ret;
}

rtError_t rtCtxCreateEx(rtContext_t *createCtx, uint32_t flags, int32_t devId)
{
    SB_CALL(rtCtxCreateEx, SB_RT_CTX_CREATE_EX, (createCtx, flags, devId), CHAIN_STATE,
            aclcts_rtc_ctx_create(st, &env, createCtx, flags, devId))
    sb_text t = {0};
    sb_text_add_ptr(&t, createCtx);
    sb_text_addf(&t, ",%u,%d", (unsigned)flags, (int)devId);
    sb_call_end(SB_RT_CTX_CREATE_EX, &t, ret);
    return ret;
}

rtError_t rtCtxDestroyEx(rtContext_t destroyCtx)
{
    SB_CALL(rtCtxDestroyEx, SB_RT_CTX_DESTROY_EX, (destroyCtx), CHAIN_STATE, aclcts_rtc_ctx_destroy(st, destroyCtx))
    end_ptr(SB_RT_CTX_DESTROY_EX, destroyCtx, ret);
    return ret;
}

rtError_t rtCtxSetCurrent(rtContext_t currentCtx)
{
    SB_CALL(rtCtxSetCurrent, SB_RT_CTX_SET_CURRENT, (currentCtx), CHAIN_STATE,
            aclcts_rtc_ctx_set_current(st, currentCtx))
    end_ptr(SB_RT_CTX_SET_CURRENT, currentCtx, ret);
    return ret;
}

rtError_t rtCtxGetCurrent(rtContext_t *currentCtx)
{
    SB_CALL(rtCtxGetCurrent, SB_RT_CTX_GET_CURRENT, (currentCtx), CHAIN_STATE,
            aclcts_rtc_ctx_get_current(st, currentCtx))
    end_ptr(SB_RT_CTX_GET_CURRENT, currentCtx, ret);
    return ret;
}

rtError_t rtStreamCreate(rtStream_t *stm, int32_t priority)
{
    SB_CALL(rtStreamCreate, SB_RT_STREAM_CREATE, (stm, priority), CHAIN_STATE,
            aclcts_rtc_stream_create(st, &env, stm, priority))
    sb_text t = {0};
    sb_text_add_ptr(&t, stm);
    sb_text_addf(&t, ",%d", (int)priority);
    sb_call_end(SB_RT_STREAM_CREATE, &t, ret);
    return ret;
}

rtError_t rtStreamDestroy(rtStream_t stm)
{
    SB_CALL(rtStreamDestroy, SB_RT_STREAM_DESTROY, (stm), CHAIN_STATE, aclcts_rtc_stream_destroy(st, &env, stm))
    end_ptr(SB_RT_STREAM_DESTROY, stm, ret);
    return ret;
}

rtError_t rtStreamSynchronize(rtStream_t stm)
{
    SB_CALL(rtStreamSynchronize, SB_RT_STREAM_SYNCHRONIZE, (stm), CHAIN_STATE,
            aclcts_rtc_stream_synchronize(st, &env, stm))
    end_ptr(SB_RT_STREAM_SYNCHRONIZE, stm, ret);
    return ret;
}

rtError_t rtEventCreate(rtEvent_t *evt)
{
    SB_CALL(rtEventCreate, SB_RT_EVENT_CREATE, (evt), CHAIN_STATE, aclcts_rtc_event_create(st, &env, evt))
    end_ptr(SB_RT_EVENT_CREATE, evt, ret);
    return ret;
}

rtError_t rtEventDestroy(rtEvent_t evt)
{
    SB_CALL(rtEventDestroy, SB_RT_EVENT_DESTROY, (evt), CHAIN_STATE, aclcts_rtc_event_destroy(st, evt))
    end_ptr(SB_RT_EVENT_DESTROY, evt, ret);
    return ret;
}

rtError_t rtEventRecord(rtEvent_t evt, rtStream_t stm)
{
    SB_CALL(rtEventRecord, SB_RT_EVENT_RECORD, (evt, stm), CHAIN_STATE, aclcts_rtc_event_record(st, &env, evt, stm))
    sb_text t = {0};
    sb_text_add_ptr(&t, evt);
    sb_text_addf(&t, ",");
    sb_text_add_ptr(&t, stm);
    sb_call_end(SB_RT_EVENT_RECORD, &t, ret);
    return ret;
}

rtError_t rtEventSynchronize(rtEvent_t evt)
{
    SB_CALL(rtEventSynchronize, SB_RT_EVENT_SYNCHRONIZE, (evt), CHAIN_STATE, aclcts_rtc_event_synchronize(st, evt))
    end_ptr(SB_RT_EVENT_SYNCHRONIZE, evt, ret);
    return ret;
}

/* ---- the STREAM/RTEVENT extras (stream.cpp, event.cpp, context.cpp,
 * device.cpp) ---- */

static void end_ptr2(enum sb_sym s, const void *a, const void *b, int ret)
{
    sb_text t = {0};
    sb_text_add_ptr(&t, a);
    sb_text_addf(&t, ",");
    sb_text_add_ptr(&t, b);
    sb_call_end(s, &t, ret);
}

static void end_ptr_u(enum sb_sym s, const void *p, const char *fmt, unsigned long long v, int ret)
{
    sb_text t = {0};
    sb_text_add_ptr(&t, p);
    sb_text_addf(&t, fmt, v);
    sb_call_end(s, &t, ret);
}

/* api/api_c_stream.cc rtsStreamCreate: no config is the defaults; a config
 * without attributes, or an attribute it does not know, is 107000; the
 * priority attribute is read as the runtime's int32. */
static int stream_config_of(const rtStreamCreateConfig_t *config, int32_t *priority, uint32_t *flags)
{
    *priority = RT_STREAM_PRIORITY_DEFAULT;
    *flags = RT_STREAM_DEFAULT;
    if (config == NULL) return 0;
    if (config->attrs == NULL) return ACL_ERROR_RT_PARAM_INVALID;
    for (size_t i = 0; i < config->numAttrs; ++i) {
        if (config->attrs[i].id == RT_STREAM_CREATE_ATTR_FLAGS) *flags = config->attrs[i].value.flags;
        else if (config->attrs[i].id == RT_STREAM_CREATE_ATTR_PRIORITY)
            *priority = (int32_t)config->attrs[i].value.priority;
        else return ACL_ERROR_RT_PARAM_INVALID;
    }
    return 0;
}

/* The trace shows the attributes as given: "ptr,[priority=3,flags=0x200]". */
static void add_stream_config(sb_text *t, const rtStreamCreateConfig_t *config)
{
    if (config == NULL || config->attrs == NULL) {
        sb_text_add_ptr(t, config == NULL ? NULL : config->attrs);
        return;
    }
    sb_text_addf(t, "[");
    for (size_t i = 0; i < config->numAttrs; ++i) {
        const rtStreamCreateAttr_t *a = &config->attrs[i];
        if (i > 0) sb_text_addf(t, ",");
        if (a->id == RT_STREAM_CREATE_ATTR_PRIORITY) sb_text_addf(t, "priority=%u", (unsigned)a->value.priority);
        else if (a->id == RT_STREAM_CREATE_ATTR_FLAGS) sb_text_addf(t, "flags=%#x", (unsigned)a->value.flags);
        else sb_text_addf(t, "attr%d=%u", (int)a->id, (unsigned)a->value.rsv[0]);
    }
    sb_text_addf(t, "]");
}

rtError_t rtsStreamCreate(rtStream_t *stream, rtStreamCreateConfig_t *config)
{
    int32_t prio;
    uint32_t flags;
    int bad = stream_config_of(config, &prio, &flags);
    SB_CALL(rtsStreamCreate, SB_RTS_STREAM_CREATE, (stream, config), CHAIN_STATE,
            bad != 0 ? bad : aclcts_rtc_stream_create_ex(st, &env, stream, prio, flags))
    sb_text t = {0};
    sb_text_add_ptr(&t, stream);
    sb_text_addf(&t, ",");
    add_stream_config(&t, config);
    sb_call_end(SB_RTS_STREAM_CREATE, &t, ret);
    return ret;
}

rtError_t rtStreamDestroyForce(rtStream_t stm)
{
    SB_CALL(rtStreamDestroyForce, SB_RT_STREAM_DESTROY_FORCE, (stm), CHAIN_STATE,
            aclcts_rtc_stream_destroy_force(st, &env, stm))
    end_ptr(SB_RT_STREAM_DESTROY_FORCE, stm, ret);
    return ret;
}

rtError_t rtSetStreamOverflowSwitch(rtStream_t stm, uint32_t flags)
{
    SB_CALL(rtSetStreamOverflowSwitch, SB_RT_SET_STREAM_OVERFLOW_SWITCH, (stm, flags), CHAIN_STATE,
            aclcts_rtc_stream_set_overflow(st, &env, stm, flags))
    end_ptr_u(SB_RT_SET_STREAM_OVERFLOW_SWITCH, stm, ",%llu", flags, ret);
    return ret;
}

rtError_t rtGetStreamOverflowSwitch(rtStream_t stm, uint32_t *flags)
{
    SB_CALL(rtGetStreamOverflowSwitch, SB_RT_GET_STREAM_OVERFLOW_SWITCH, (stm, flags), CHAIN_STATE,
            aclcts_rtc_stream_get_overflow(st, &env, stm, flags))
    end_ptr2(SB_RT_GET_STREAM_OVERFLOW_SWITCH, stm, flags, ret);
    return ret;
}

rtError_t rtStreamSetMode(rtStream_t stm, const uint64_t stmMode)
{
    SB_CALL(rtStreamSetMode, SB_RT_STREAM_SET_MODE, (stm, stmMode), CHAIN_STATE,
            aclcts_rtc_stream_set_mode(st, &env, stm, stmMode))
    end_ptr_u(SB_RT_STREAM_SET_MODE, stm, ",%llu", (unsigned long long)stmMode, ret);
    return ret;
}

rtError_t rtsStreamGetId(rtStream_t stm, int32_t *streamId)
{
    SB_CALL(rtsStreamGetId, SB_RTS_STREAM_GET_ID, (stm, streamId), CHAIN_STATE,
            aclcts_rtc_stream_get_id(st, &env, stm, streamId))
    end_ptr2(SB_RTS_STREAM_GET_ID, stm, streamId, ret);
    return ret;
}

rtError_t rtStreamGetFlags(const rtStream_t stm, uint32_t *flags)
{
    SB_CALL(rtStreamGetFlags, SB_RT_STREAM_GET_FLAGS, (stm, flags), CHAIN_STATE,
            aclcts_rtc_stream_get_flags(st, &env, stm, flags))
    end_ptr2(SB_RT_STREAM_GET_FLAGS, stm, flags, ret);
    return ret;
}

rtError_t rtStreamGetPriority(const rtStream_t stm, uint32_t *priority)
{
    SB_CALL(rtStreamGetPriority, SB_RT_STREAM_GET_PRIORITY, (stm, priority), CHAIN_STATE,
            aclcts_rtc_stream_get_priority(st, &env, stm, priority))
    end_ptr2(SB_RT_STREAM_GET_PRIORITY, stm, priority, ret);
    return ret;
}

rtError_t rtsCtxGetCurrentDefaultStream(rtStream_t *stm)
{
    SB_CALL(rtsCtxGetCurrentDefaultStream, SB_RTS_CTX_GET_CURRENT_DEFAULT_STREAM, (stm), CHAIN_STATE,
            aclcts_rtc_ctx_default_stream(st, &env, stm))
    end_ptr(SB_RTS_CTX_GET_CURRENT_DEFAULT_STREAM, stm, ret);
    return ret;
}

rtError_t rtStreamWaitEvent(rtStream_t stm, rtEvent_t evt)
{
    SB_CALL(rtStreamWaitEvent, SB_RT_STREAM_WAIT_EVENT, (stm, evt), CHAIN_STATE,
            aclcts_rtc_stream_wait_event(st, &env, stm, evt))
    end_ptr2(SB_RT_STREAM_WAIT_EVENT, stm, evt, ret);
    return ret;
}

rtError_t rtDeviceSynchronizeWithTimeout(int32_t timeout)
{
    SB_CALL(rtDeviceSynchronizeWithTimeout, SB_RT_DEVICE_SYNCHRONIZE_WITH_TIMEOUT, (timeout), CHAIN_STATE,
            aclcts_rtc_device_synchronize_timeout(st, &env, timeout))
    end_int(SB_RT_DEVICE_SYNCHRONIZE_WITH_TIMEOUT, timeout, ret);
    return ret;
}

rtError_t rtEventCreateWithFlag(rtEvent_t *evt, uint32_t flag)
{
    SB_CALL(rtEventCreateWithFlag, SB_RT_EVENT_CREATE_WITH_FLAG, (evt, flag), CHAIN_STATE,
            aclcts_rtc_event_create_flag(st, &env, evt, flag))
    end_ptr_u(SB_RT_EVENT_CREATE_WITH_FLAG, evt, ",%#llx", flag, ret);
    return ret;
}

/* No current context needed: the model is called without env. */
rtError_t rtEventQuery(rtEvent_t evt)
{
    SB_CALL(rtEventQuery, SB_RT_EVENT_QUERY, (evt), CHAIN_STATE, aclcts_rtc_event_query(st, evt))
    end_ptr(SB_RT_EVENT_QUERY, evt, ret);
    return ret;
}

rtError_t rtEventReset(rtEvent_t evt, rtStream_t stm)
{
    SB_CALL(rtEventReset, SB_RT_EVENT_RESET, (evt, stm), CHAIN_STATE, aclcts_rtc_event_reset(st, &env, evt, stm))
    end_ptr2(SB_RT_EVENT_RESET, evt, stm, ret);
    return ret;
}

rtError_t rtEventElapsedTime(float *timeInterval, rtEvent_t startEvent, rtEvent_t endEvent)
{
    SB_CALL(rtEventElapsedTime, SB_RT_EVENT_ELAPSED_TIME, (timeInterval, startEvent, endEvent), CHAIN_STATE,
            aclcts_rtc_event_elapsed(st, timeInterval, startEvent, endEvent))
    sb_text t = {0};
    sb_text_add_ptr(&t, timeInterval);
    sb_text_addf(&t, ",");
    sb_text_add_ptr(&t, startEvent);
    sb_text_addf(&t, ",");
    sb_text_add_ptr(&t, endEvent);
    sb_call_end(SB_RT_EVENT_ELAPSED_TIME, &t, ret);
    return ret;
}
aclcts_rtc_state *sb_rt_chain_locked(aclcts_rtc_env *env) { return chain_locked(env); }

int32_t sb_rt_driver_run_mode_locked(void) { return g_driver_run_mode; }

int32_t sb_rt_chain_thread_device_locked(void)
{
    aclcts_rtc_env env;
    return aclcts_rtc_thread_device(chain_locked(&env));
}

aclcts_rtc_state *sb_rt_chain_state_locked(aclcts_rtc_env *env) { return chain_locked(env); }
int sb_rt_chain_user_to_driver_locked(int32_t user, int32_t *drv)
{
    aclcts_rtc_env env;
    aclcts_rtc_state *st = chain_locked(&env);
    return aclcts_rtc_user_to_driver(st, &env, user, drv);
}

int32_t sb_rt_chain_current_device_implicit_locked(void)
{
    aclcts_rtc_env env;
    aclcts_rtc_state *st = chain_locked(&env);
    return aclcts_rtc_current_device_implicit(st, &env);
}

int32_t sb_rt_chain_cached_device_locked(void)
{
    aclcts_rtc_env env;
    int closed;
    return aclcts_rtc_thread_cached_device(chain_locked(&env), &closed);
}

uint64_t sb_rt_chain_device_refs_locked(int32_t drv)
{
    aclcts_rtc_env env;
    return aclcts_rtc_device_refs(chain_locked(&env), drv);
}

/* ---- accessors (aclcts_sb_runtime.h) ---- */

void aclcts_sb_rt_strict_get_device(int on)
{
    sb_lock();
    g_strict_get_device = on != 0;
    sb_unlock();
}

int aclcts_sb_rt_set_run_mode(int32_t driver_mode)
{
    if (driver_mode < ACLCTS_RTC_RUN_MODE_OFFLINE || driver_mode > ACLCTS_RTC_RUN_MODE_RESERVED) return -1;
    sb_lock();
    g_driver_run_mode = driver_mode;
    sb_unlock();
    return 0;
}

uint64_t aclcts_sb_rt_device_refs(int32_t drv_dev)
{
    sb_lock();
    aclcts_rtc_env env;
    uint64_t v = aclcts_rtc_device_refs(chain_locked(&env), drv_dev);
    sb_unlock();
    return v;
}

int32_t aclcts_sb_rt_thread_device(void)
{
    sb_lock();
    aclcts_rtc_env env;
    int32_t v = aclcts_rtc_thread_device(chain_locked(&env));
    sb_unlock();
    return v;
}
