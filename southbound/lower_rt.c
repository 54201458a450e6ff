/* The runtime (rt*) functions a libascendcl calls on the lifecycle path.
 * rtDeviceSetLimit, rtEventWorkModeSet, rtSetDefaultDeviceId, rtGetDevMsg,
 * rtGetDevice and rtGetFaultEvent answer like the product's runtime for the
 * reported SoC (lower/runtime: SoC presets, the runtime's process-wide state
 * and each thread's current context), and so do rtGetSocVersion and
 * rt(Un)RegKernelLaunchFillFunc. An injected fault
 * wins and leaves the model untouched. Null output pointers are refused with
 * ACL_ERROR_RT_PARAM_INVALID instead of crashing the caller.
 *
 * Process state the default models (southbound/README.md): the
 * process's main thread holds a current context on device 0, as after
 * aclrtSetDevice(0) there; every other thread starts without one; the device
 * status is normal. aclcts_sb_runtime.h changes both. */
#include <string.h>

#include "runtime/rt_model.h"
#include "sb_internal.h"

static aclcts_rt_state g_rt;
static int g_rt_ready;
static int32_t g_device_count = -1; /* -1: the preset's */

/* This thread's runtime state: no context at first; a context the thread
 * made current through the chain (rtSetDevice, rtCtxCreateEx,
 * rtCtxSetCurrent: lower_rt_chain.c) is its current context, as the runtime
 * has one current context per thread. Caller holds the lock. */
static __thread aclcts_rt_thread t_rt = {.context_device = -1};
static __thread int t_rt_follows_chain; /* the chain made a context current here: it decides from then on */

static aclcts_rt_thread *rt_thread(void)
{
    int32_t chain = sb_rt_chain_thread_device_locked();
    t_rt_follows_chain |= chain >= 0;
    if (t_rt_follows_chain) {
        t_rt.context_device = chain;
    }
    return &t_rt;
}

/* Caller holds the lock. */
static aclcts_rt_state *rt_locked(void)
{
    if (!g_rt_ready) {
        aclcts_rt_state_init(&g_rt);
        g_rt_ready = 1;
    }
    return &g_rt;
}

/* The current SoC's preset, with the device count override. Caller holds the lock. */
static aclcts_soc_preset soc_locked(void)
{
    aclcts_soc_preset p = *aclcts_soc_preset_find(aclcts_sb_soc());
    if (g_device_count >= 0) {
        p.device_count = g_device_count;
    }
    return p;
}

/* The model under the lock (SB_CALL): the SoC's preset as soc; rt_locked()
 * is the runtime's state. */
#define RT_STATE aclcts_soc_preset soc = soc_locked()

rtError_t rtSetDefaultDeviceId(const int32_t deviceId)
{
    SB_CALL(rtSetDefaultDeviceId, SB_RT_SET_DEFAULT_DEVICE_ID, (deviceId), RT_STATE,
            aclcts_rt_set_default_device(rt_locked(), &soc, deviceId))
    sb_text t = {0};
    sb_text_addf(&t, "%d", (int)deviceId);
    sb_call_end(SB_RT_SET_DEFAULT_DEVICE_ID, &t, ret);
    return ret;
}

rtError_t rtDeviceSetLimit(int32_t devId, int type, uint32_t val)
{
    SB_CALL(rtDeviceSetLimit, SB_RT_DEVICE_SET_LIMIT, (devId, type, val), RT_STATE,
            aclcts_rt_device_set_limit(rt_locked(), &soc, devId, type, val))
    sb_text t = {0};
    sb_text_addf(&t, "%d,%d,%u", (int)devId, type, (unsigned)val);
    sb_call_end(SB_RT_DEVICE_SET_LIMIT, &t, ret);
    return ret;
}

rtError_t rtEventWorkModeSet(uint8_t mode)
{
    SB_CALL(rtEventWorkModeSet, SB_RT_EVENT_WORK_MODE_SET, (mode), RT_STATE,
            aclcts_rt_event_work_mode_set(rt_locked(), &soc, mode))
    sb_text t = {0};
    sb_text_addf(&t, "%u", (unsigned)mode);
    sb_call_end(SB_RT_EVENT_WORK_MODE_SET, &t, ret);
    return ret;
}

/* Copies the configured SoC name (ACLCTS_SB_SOC, aclcts_sb_set_soc), as
 * src/runtime/api/api_c_soc.cc rtGetSocVersion: a null buffer or maxLen 0 is
 * 107000; a name that does not fit fails memcpy_s, which zeroes the buffer
 * (RT_ERROR_SEC_HANDLE, 507000). */
static int soc_version_locked(char *ver, uint32_t maxLen)
{
    if (ver == NULL || maxLen == 0) return ACL_ERROR_RT_PARAM_INVALID;
    if (strlen(aclcts_sb_soc()) >= maxLen) {
        memset(ver, 0, maxLen);
        return ACL_ERROR_RT_INTERNAL_ERROR;
    }
    sb_soc_copy_locked(ver, maxLen);
    return 0;
}

rtError_t rtGetSocVersion(char *ver, const uint32_t maxLen)
{
    SB_CALL(rtGetSocVersion, SB_RT_GET_SOC_VERSION, (ver, maxLen), SB_NO_STATE, soc_version_locked(ver, maxLen))
    sb_text t = {0};
    sb_text_add_ptr(&t, ver);
    sb_text_addf(&t, ",%u", (unsigned)maxLen);
    sb_call_end(SB_RT_GET_SOC_VERSION, &t, ret);
    return ret;
}

/* Both answer per SoC preset (RT_FEATURE_KERNEL_REGISTER_CALLBACK). */
rtError_t rtRegKernelLaunchFillFunc(const char *symbol, rtKernelLaunchFillFunc callback)
{
    sb_lock();
    sb_keep_fill_func_locked((void *)(uintptr_t)callback); /* aclcts_sb_last_fill_func, whatever the answer */
    sb_unlock();
    SB_CALL(rtRegKernelLaunchFillFunc, SB_RT_REG_KERNEL_LAUNCH_FILL_FUNC, (symbol, callback), RT_STATE,
            aclcts_rt_kernel_fill_func(&soc, symbol != NULL, callback != NULL))
    sb_text t = {0};
    sb_text_add_str(&t, symbol);
    sb_text_addf(&t, ",");
    sb_text_add_ptr(&t, (const void *)(uintptr_t)callback);
    sb_call_end(SB_RT_REG_KERNEL_LAUNCH_FILL_FUNC, &t, ret);
    return ret;
}

rtError_t rtUnRegKernelLaunchFillFunc(const char *symbol)
{
    SB_CALL(rtUnRegKernelLaunchFillFunc, SB_RT_UNREG_KERNEL_LAUNCH_FILL_FUNC, (symbol), RT_STATE,
            aclcts_rt_kernel_fill_func(&soc, symbol != NULL, 1))
    sb_text t = {0};
    sb_text_add_str(&t, symbol);
    sb_call_end(SB_RT_UNREG_KERNEL_LAUNCH_FILL_FUNC, &t, ret);
    return ret;
}

/* On success the callback always runs, after the call is recorded and
 * without the spy's lock: with "" on a STARS SoC or when no device message is
 * configured, else with the runtime's report of the configured message
 * (aclcts_sb_set_dev_msg). A failure calls nothing. */
static int dev_msg_locked(int getMsgType, int has_callback, aclcts_rt_dev_reply *reply, int32_t *device)
{
    aclcts_soc_preset soc = soc_locked();
    int ret = aclcts_rt_get_dev_msg(rt_locked(), &soc, rt_thread(), getMsgType, has_callback, reply);
    *device = rt_thread()->context_device;
    return ret;
}

rtError_t rtGetDevMsg(int getMsgType, rtGetMsgCallback callback)
{
    aclcts_rt_dev_reply reply = ACLCTS_RT_REPLY_NONE;
    int32_t device = -1;
    SB_CALL(rtGetDevMsg, SB_RT_GET_DEV_MSG, (getMsgType, callback), SB_NO_STATE,
            dev_msg_locked(getMsgType, callback != NULL, &reply, &device))
    sb_text t = {0};
    sb_text_addf(&t, "%d,", getMsgType);
    sb_text_add_ptr(&t, (const void *)(uintptr_t)callback);
    sb_call_end(SB_RT_GET_DEV_MSG, &t, ret);
    if (reply != ACLCTS_RT_REPLY_NONE) {
        sb_dev_msg_deliver(callback, reply == ACLCTS_RT_REPLY_DECODED, device);
    }
    return ret;
}

/* A context this thread made current through the chain (rtSetDevice,
 * rtCtxCreateEx, rtCtxSetCurrent; lower_rt_chain.c) answers first; else the
 * current context's device, else the default device, else 107002. */
static int get_device_locked(int32_t *devId)
{
    int ret;
    if (devId == NULL) return ACL_ERROR_RT_PARAM_INVALID;
    if (sb_rt_chain_get_device_locked(devId, &ret)) return ret;
    return aclcts_rt_get_device(rt_locked(), rt_thread(), devId);
}

rtError_t rtGetDevice(int32_t *devId)
{
    SB_CALL(rtGetDevice, SB_RT_GET_DEVICE, (devId), SB_NO_STATE, get_device_locked(devId))
    sb_text t = {0};
    sb_text_add_ptr(&t, devId);
    sb_call_end(SB_RT_GET_DEVICE, &t, ret);
    return ret;
}

/* When the runtime lets the call through to the driver: the configured fault
 * events (aclcts_sb_add_fault_event), at most len of them, and their number;
 * the filter's contents are ignored. */
static int fault_event_locked(int32_t deviceId, int has_filter, rtDmsFaultEvent *dmsEvent, uint32_t len,
                              uint32_t *eventCount)
{
    aclcts_soc_preset soc = soc_locked();
    int ret = aclcts_rt_get_fault_event(rt_locked(), &soc, rt_thread(), deviceId, has_filter);
    if (ret != 0) return ret;
    if (eventCount == NULL || (dmsEvent == NULL && len > 0)) return ACL_ERROR_RT_PARAM_INVALID;
    *eventCount = sb_fault_events_fill_locked(deviceId, dmsEvent, len);
    return 0;
}

rtError_t rtGetFaultEvent(const int32_t deviceId, rtDmsEventFilter *filter, rtDmsFaultEvent *dmsEvent, uint32_t len,
                          uint32_t *eventCount)
{
    SB_CALL(rtGetFaultEvent, SB_RT_GET_FAULT_EVENT, (deviceId, filter, dmsEvent, len, eventCount), SB_NO_STATE,
            fault_event_locked(deviceId, filter != NULL, dmsEvent, len, eventCount))
    sb_text t = {0};
    sb_text_addf(&t, "%d,", (int)deviceId);
    if (filter != NULL) { /* what the driver is asked to filter by: flag, event id, severity, node type */
        sb_text_addf(&t, "{%llu,%u,%u,%u}", (unsigned long long)filter->filterFlag, (unsigned)filter->eventId,
                     (unsigned)filter->severity, (unsigned)filter->nodeType);
    } else {
        sb_text_add_ptr(&t, filter);
    }
    sb_text_addf(&t, ",");
    sb_text_add_ptr(&t, dmsEvent);
    sb_text_addf(&t, ",%u,", (unsigned)len);
    sb_text_add_ptr(&t, eventCount);
    sb_call_end(SB_RT_GET_FAULT_EVENT, &t, ret);
    return ret;
}

int32_t sb_rt_default_device_locked(void) { return rt_locked()->default_device; }

int32_t sb_rt_device_count_locked(void) { return soc_locked().device_count; }

/* ---- accessors (aclcts_sb_runtime.h) ---- */

uint32_t aclcts_sb_rt_limit(int type)
{
    sb_lock();
    uint32_t v = type > 0 && type < ACLCTS_RT_LIMIT_TYPES ? rt_locked()->limit[type] : 0;
    sb_unlock();
    return v;
}

uint32_t aclcts_sb_rt_aicore_stack_max(void)
{
    sb_lock();
    uint32_t v = soc_locked().aicore_stack_max;
    sb_unlock();
    return v;
}

int aclcts_sb_rt_event_mode(void)
{
    sb_lock();
    int v = rt_locked()->event_mode;
    sb_unlock();
    return v;
}

unsigned aclcts_sb_rt_event_mode_sets(void)
{
    sb_lock();
    unsigned v = rt_locked()->event_mode_refs;
    sb_unlock();
    return v;
}

int32_t aclcts_sb_rt_default_device(void)
{
    sb_lock();
    int32_t v = rt_locked()->default_device;
    sb_unlock();
    return v;
}

void aclcts_sb_rt_set_device_count(int32_t n)
{
    sb_lock();
    g_device_count = n < 0 ? -1 : n;
    sb_unlock();
}

int32_t aclcts_sb_rt_device_count(void)
{
    sb_lock();
    int32_t v = soc_locked().device_count;
    sb_unlock();
    return v;
}

int aclcts_sb_rt_soc_known(void)
{
    sb_lock();
    int v = soc_locked().known;
    sb_unlock();
    return v;
}

void aclcts_sb_rt_set_current_context(int32_t device)
{
    sb_lock();
    t_rt_follows_chain = 0;
    t_rt.context_device = device < 0 ? -1 : device;
    sb_unlock();
}

int32_t aclcts_sb_rt_current_context(void)
{
    sb_lock();
    int32_t v = rt_thread()->context_device;
    sb_unlock();
    return v;
}

void aclcts_sb_rt_set_device_status(int32_t code)
{
    sb_lock();
    rt_locked()->device_status = code;
    sb_unlock();
}

int aclcts_sb_rt_soc_answers_as_default(const char *name)
{
    return aclcts_soc_preset_same_answers(aclcts_soc_preset_find(name), aclcts_soc_preset_find(ACLCTS_SB_DEFAULT_SOC));
}

int aclcts_sb_rt_soc_same_platform(const char *a, const char *b) { return aclcts_soc_same_platform(a, b); }

const char *aclcts_sb_rt_soc_config(void)
{
    sb_lock();
    const char *v = soc_locked().runtime_config;
    sb_unlock();
    return v;
}
