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
        aclcts_rtc_init(&g_chain);
        g_chain_ready = 1;
    }
    env->driver_count = sb_rt_device_count_locked();
    env->default_device = sb_rt_default_device_locked();
    env->visible = getenv("ASCEND_RT_VISIBLE_DEVICES");
    return &g_chain;
}

/* One chain call: fault first, then the library beneath (--lower) without
 * the lock, or the model under the lock (concurrent set/reset pairs count
 * exactly, THR009). */
#define SB_UNPAREN(...) __VA_ARGS__
#define CHAIN_CALL(fn, sym, args, expr)             \
    int ret = sb_call_begin(sym);                   \
    if (ret == 0 && SB_FORWARDS(sym)) {             \
        ret = SB_FORWARD(fn, sym, SB_UNPAREN args); \
    } else if (ret == 0) {                          \
        sb_lock();                                  \
        aclcts_rtc_env env;                         \
        aclcts_rtc_state *st = chain_locked(&env);  \
        (void)st;                                   \
        ret = (expr);                               \
        sb_unlock();                                \
    }

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

int sb_rt_chain_get_device(int32_t *devId, int *ret)
{
    sb_lock();
    aclcts_rtc_env env;
    aclcts_rtc_state *st = chain_locked(&env);
    int answers = g_strict_get_device || aclcts_rtc_thread_device(st) >= 0;
    if (answers) *ret = aclcts_rtc_get_device(st, &env, devId);
    sb_unlock();
    return answers;
}

rtError_t rtSetDevice(int32_t devId)
{
    CHAIN_CALL(rtSetDevice, SB_RT_SET_DEVICE, (devId), aclcts_rtc_set_device(st, &env, devId))
    end_int(SB_RT_SET_DEVICE, devId, ret);
    return ret;
}

rtError_t rtDeviceReset(int32_t devId)
{
    CHAIN_CALL(rtDeviceReset, SB_RT_DEVICE_RESET, (devId), aclcts_rtc_device_reset(st, &env, devId, 0))
    end_int(SB_RT_DEVICE_RESET, devId, ret);
    return ret;
}

rtError_t rtDeviceResetForce(int32_t devId)
{
    CHAIN_CALL(rtDeviceResetForce, SB_RT_DEVICE_RESET_FORCE, (devId), aclcts_rtc_device_reset(st, &env, devId, 1))
    end_int(SB_RT_DEVICE_RESET_FORCE, devId, ret);
    return ret;
}

rtError_t rtGetDeviceCount(int32_t *cnt)
{
    CHAIN_CALL(rtGetDeviceCount, SB_RT_GET_DEVICE_COUNT, (cnt), aclcts_rtc_get_device_count(st, &env, cnt))
    end_ptr(SB_RT_GET_DEVICE_COUNT, cnt, ret);
    return ret;
}

rtError_t rtGetRunMode(rtRunMode *runMode)
{
    int32_t mode = 0;
    int ret = sb_call_begin(SB_RT_GET_RUN_MODE);
    if (ret == 0 && SB_FORWARDS(SB_RT_GET_RUN_MODE)) {
        ret = SB_FORWARD(rtGetRunMode, SB_RT_GET_RUN_MODE, runMode);
    } else if (ret == 0) {
        sb_lock();
        int32_t driver_mode = g_driver_run_mode;
        sb_unlock();
        ret = aclcts_rtc_get_run_mode_of(driver_mode, runMode != NULL ? &mode : NULL);
        if (ret == 0) *runMode = (rtRunMode)mode;
    }
    end_ptr(SB_RT_GET_RUN_MODE, runMode, ret);
    return ret;
}

rtError_t rtDeviceSynchronize(void)
{
    CHAIN_CALL(rtDeviceSynchronize, SB_RT_DEVICE_SYNCHRONIZE, (), aclcts_rtc_device_synchronize(st, &env))
    sb_call_end(SB_RT_DEVICE_SYNCHRONIZE, NULL, ret);
    return ret;
}

/* The platform queries succeed with fixed counts; NULL is refused. */
rtError_t rtGetAiCoreCount(uint32_t *aiCoreCnt)
{
    int ret = sb_call_begin(SB_RT_GET_AI_CORE_COUNT);
    if (ret == 0 && SB_FORWARDS(SB_RT_GET_AI_CORE_COUNT)) {
        ret = SB_FORWARD(rtGetAiCoreCount, SB_RT_GET_AI_CORE_COUNT, aiCoreCnt);
    } else if (ret == 0) {
        if (aiCoreCnt == NULL) ret = ACL_ERROR_RT_PARAM_INVALID;
        else *aiCoreCnt = SB_AICORE_COUNT;
    }
    end_ptr(SB_RT_GET_AI_CORE_COUNT, aiCoreCnt, ret);
    return ret;
}

rtError_t rtGetDeviceInfo(uint32_t deviceId, int32_t moduleType, int32_t infoType, int64_t *val)
{
    int ret = sb_call_begin(SB_RT_GET_DEVICE_INFO);
    if (ret == 0 && SB_FORWARDS(SB_RT_GET_DEVICE_INFO)) {
        ret = SB_FORWARD(rtGetDeviceInfo, SB_RT_GET_DEVICE_INFO, deviceId, moduleType, infoType, val);
    } else if (ret == 0) {
        if (val == NULL) ret = ACL_ERROR_RT_PARAM_INVALID;
        else *val = moduleType == ACLCTS_MODULE_TYPE_VECTOR_CORE ? SB_VECTOR_CORE_COUNT : SB_CUBE_CORE_COUNT;
    }
    sb_text t = {0};
    sb_text_addf(&t, "%u,%d,%d,", (unsigned)deviceId, (int)moduleType, (int)infoType);
    sb_text_add_ptr(&t, val);
    sb_call_end(SB_RT_GET_DEVICE_INFO, &t, ret);
    return ret;
}

rtError_t rtCtxCreateEx(rtContext_t *createCtx, uint32_t flags, int32_t devId)
{
    CHAIN_CALL(rtCtxCreateEx, SB_RT_CTX_CREATE_EX, (createCtx, flags, devId),
               aclcts_rtc_ctx_create(st, &env, createCtx, flags, devId))
    sb_text t = {0};
    sb_text_add_ptr(&t, createCtx);
    sb_text_addf(&t, ",%u,%d", (unsigned)flags, (int)devId);
    sb_call_end(SB_RT_CTX_CREATE_EX, &t, ret);
    return ret;
}

rtError_t rtCtxDestroyEx(rtContext_t destroyCtx)
{
    CHAIN_CALL(rtCtxDestroyEx, SB_RT_CTX_DESTROY_EX, (destroyCtx), aclcts_rtc_ctx_destroy(st, destroyCtx))
    end_ptr(SB_RT_CTX_DESTROY_EX, destroyCtx, ret);
    return ret;
}

rtError_t rtCtxSetCurrent(rtContext_t currentCtx)
{
    CHAIN_CALL(rtCtxSetCurrent, SB_RT_CTX_SET_CURRENT, (currentCtx), aclcts_rtc_ctx_set_current(st, currentCtx))
    end_ptr(SB_RT_CTX_SET_CURRENT, currentCtx, ret);
    return ret;
}

rtError_t rtCtxGetCurrent(rtContext_t *currentCtx)
{
    CHAIN_CALL(rtCtxGetCurrent, SB_RT_CTX_GET_CURRENT, (currentCtx), aclcts_rtc_ctx_get_current(st, currentCtx))
    end_ptr(SB_RT_CTX_GET_CURRENT, currentCtx, ret);
    return ret;
}

rtError_t rtStreamCreate(rtStream_t *stm, int32_t priority)
{
    CHAIN_CALL(rtStreamCreate, SB_RT_STREAM_CREATE, (stm, priority), aclcts_rtc_stream_create(st, &env, stm, priority))
    sb_text t = {0};
    sb_text_add_ptr(&t, stm);
    sb_text_addf(&t, ",%d", (int)priority);
    sb_call_end(SB_RT_STREAM_CREATE, &t, ret);
    return ret;
}

rtError_t rtStreamDestroy(rtStream_t stm)
{
    CHAIN_CALL(rtStreamDestroy, SB_RT_STREAM_DESTROY, (stm), aclcts_rtc_stream_destroy(st, &env, stm))
    end_ptr(SB_RT_STREAM_DESTROY, stm, ret);
    return ret;
}

rtError_t rtStreamSynchronize(rtStream_t stm)
{
    CHAIN_CALL(rtStreamSynchronize, SB_RT_STREAM_SYNCHRONIZE, (stm), aclcts_rtc_stream_synchronize(st, &env, stm))
    end_ptr(SB_RT_STREAM_SYNCHRONIZE, stm, ret);
    return ret;
}

rtError_t rtEventCreate(rtEvent_t *evt)
{
    CHAIN_CALL(rtEventCreate, SB_RT_EVENT_CREATE, (evt), aclcts_rtc_event_create(st, &env, evt))
    end_ptr(SB_RT_EVENT_CREATE, evt, ret);
    return ret;
}

rtError_t rtEventDestroy(rtEvent_t evt)
{
    CHAIN_CALL(rtEventDestroy, SB_RT_EVENT_DESTROY, (evt), aclcts_rtc_event_destroy(st, evt))
    end_ptr(SB_RT_EVENT_DESTROY, evt, ret);
    return ret;
}

rtError_t rtEventRecord(rtEvent_t evt, rtStream_t stm)
{
    CHAIN_CALL(rtEventRecord, SB_RT_EVENT_RECORD, (evt, stm), aclcts_rtc_event_record(st, &env, evt, stm))
    sb_text t = {0};
    sb_text_add_ptr(&t, evt);
    sb_text_addf(&t, ",");
    sb_text_add_ptr(&t, stm);
    sb_call_end(SB_RT_EVENT_RECORD, &t, ret);
    return ret;
}

rtError_t rtEventSynchronize(rtEvent_t evt)
{
    CHAIN_CALL(rtEventSynchronize, SB_RT_EVENT_SYNCHRONIZE, (evt), aclcts_rtc_event_synchronize(st, evt))
    end_ptr(SB_RT_EVENT_SYNCHRONIZE, evt, ret);
    return ret;
}

int32_t sb_rt_chain_thread_device_locked(void)
{
    aclcts_rtc_env env;
    return aclcts_rtc_thread_device(chain_locked(&env));
}

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
