/* The runtime (rt*) functions a libascendcl calls on the lifecycle path.
 * rtDeviceSetLimit, rtEventWorkModeSet and rtSetDefaultDeviceId answer like
 * the product's runtime for the reported SoC (lower/runtime: SoC presets and
 * the runtime's process-wide state); the others succeed. An injected fault
 * wins and leaves the model untouched. Null output pointers are refused with
 * ACL_ERROR_RT_PARAM_INVALID instead of crashing the caller. */
#include <string.h>

#include "runtime/rt_model.h"
#include "sb_internal.h"

#pragma GCC visibility push(default)
#include "aclcts_sb_runtime.h"
#pragma GCC visibility pop

static aclcts_rt_state g_rt;
static int g_rt_ready;
static int32_t g_device_count = -1; /* -1: the preset's */

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

rtError_t rtSetDefaultDeviceId(const int32_t deviceId)
{
    int ret = sb_call_begin(SB_RT_SET_DEFAULT_DEVICE_ID);
    if (ret == 0) {
        sb_lock();
        aclcts_soc_preset soc = soc_locked();
        ret = aclcts_rt_set_default_device(rt_locked(), &soc, deviceId);
        sb_unlock();
    }
    sb_text t = {0};
    sb_text_addf(&t, "%d", (int)deviceId);
    sb_call_end(SB_RT_SET_DEFAULT_DEVICE_ID, &t, ret);
    return ret;
}

rtError_t rtDeviceSetLimit(int32_t devId, int type, uint32_t val)
{
    int ret = sb_call_begin(SB_RT_DEVICE_SET_LIMIT);
    if (ret == 0) {
        sb_lock();
        aclcts_soc_preset soc = soc_locked();
        ret = aclcts_rt_device_set_limit(rt_locked(), &soc, devId, type, val);
        sb_unlock();
    }
    sb_text t = {0};
    sb_text_addf(&t, "%d,%d,%u", (int)devId, type, (unsigned)val);
    sb_call_end(SB_RT_DEVICE_SET_LIMIT, &t, ret);
    return ret;
}

rtError_t rtEventWorkModeSet(uint8_t mode)
{
    int ret = sb_call_begin(SB_RT_EVENT_WORK_MODE_SET);
    if (ret == 0) {
        sb_lock();
        aclcts_soc_preset soc = soc_locked();
        ret = aclcts_rt_event_work_mode_set(rt_locked(), &soc, mode);
        sb_unlock();
    }
    sb_text t = {0};
    sb_text_addf(&t, "%u", (unsigned)mode);
    sb_call_end(SB_RT_EVENT_WORK_MODE_SET, &t, ret);
    return ret;
}

/* Copies the configured SoC name (ACLCTS_SB_SOC, aclcts_sb_set_soc); a name
 * that does not fit in maxLen is refused and the buffer left alone. */
rtError_t rtGetSocVersion(char *ver, const uint32_t maxLen)
{
    int ret = sb_call_begin(SB_RT_GET_SOC_VERSION);
    if (ret == 0) {
        sb_lock();
        if (ver == NULL || strlen(aclcts_sb_soc()) >= maxLen) {
            ret = ACL_ERROR_RT_PARAM_INVALID;
        } else {
            sb_soc_copy_locked(ver, maxLen);
        }
        sb_unlock();
    }
    sb_text t = {0};
    sb_text_add_ptr(&t, ver);
    sb_text_addf(&t, ",%u", (unsigned)maxLen);
    sb_call_end(SB_RT_GET_SOC_VERSION, &t, ret);
    return ret;
}

rtError_t rtRegKernelLaunchFillFunc(const char *symbol, rtKernelLaunchFillFunc callback)
{
    int ret = sb_call_begin(SB_RT_REG_KERNEL_LAUNCH_FILL_FUNC);
    sb_text t = {0};
    sb_text_add_str(&t, symbol);
    sb_text_addf(&t, ",");
    sb_text_add_ptr(&t, (const void *)(uintptr_t)callback);
    sb_call_end(SB_RT_REG_KERNEL_LAUNCH_FILL_FUNC, &t, ret);
    return ret;
}

rtError_t rtUnRegKernelLaunchFillFunc(const char *symbol)
{
    int ret = sb_call_begin(SB_RT_UNREG_KERNEL_LAUNCH_FILL_FUNC);
    sb_text t = {0};
    sb_text_add_str(&t, symbol);
    sb_call_end(SB_RT_UNREG_KERNEL_LAUNCH_FILL_FUNC, &t, ret);
    return ret;
}

/* On success the configured device message (aclcts_sb_set_dev_msg) is handed
 * to the callback after the call is recorded; with no message configured the
 * callback is not called. */
rtError_t rtGetDevMsg(int getMsgType, rtGetMsgCallback callback)
{
    int ret = sb_call_begin(SB_RT_GET_DEV_MSG);
    sb_text t = {0};
    sb_text_addf(&t, "%d,", getMsgType);
    sb_text_add_ptr(&t, (const void *)(uintptr_t)callback);
    sb_call_end(SB_RT_GET_DEV_MSG, &t, ret);
    if (ret == 0) {
        sb_dev_msg_deliver(callback);
    }
    return ret;
}

/* The calling thread's device from the chain model (lower_rt_chain.c). */
rtError_t rtGetDevice(int32_t *devId)
{
    int ret = sb_call_begin(SB_RT_GET_DEVICE);
    if (ret == 0) {
        ret = sb_rt_chain_get_device(devId);
    }
    sb_text t = {0};
    sb_text_add_ptr(&t, devId);
    sb_call_end(SB_RT_GET_DEVICE, &t, ret);
    return ret;
}

/* Reports the configured fault events (aclcts_sb_add_fault_event), at most
 * len of them, and their number; the filter is ignored. */
rtError_t rtGetFaultEvent(const int32_t deviceId, rtDmsEventFilter *filter, rtDmsFaultEvent *dmsEvent,
                          uint32_t len, uint32_t *eventCount)
{
    int ret = sb_call_begin(SB_RT_GET_FAULT_EVENT);
    if (ret == 0) {
        if (eventCount == NULL || (dmsEvent == NULL && len > 0)) {
            ret = ACL_ERROR_RT_PARAM_INVALID;
        } else {
            sb_lock();
            *eventCount = sb_fault_events_fill_locked(deviceId, dmsEvent, len);
            sb_unlock();
        }
    }
    sb_text t = {0};
    sb_text_addf(&t, "%d,", (int)deviceId);
    sb_text_add_ptr(&t, filter);
    sb_text_addf(&t, ",");
    sb_text_add_ptr(&t, dmsEvent);
    sb_text_addf(&t, ",%u,", (unsigned)len);
    sb_text_add_ptr(&t, eventCount);
    sb_call_end(SB_RT_GET_FAULT_EVENT, &t, ret);
    return ret;
}

int32_t sb_rt_default_device_locked(void)
{
    return rt_locked()->default_device;
}

int32_t sb_rt_device_count_locked(void)
{
    return soc_locked().device_count;
}

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

const char *aclcts_sb_rt_soc_config(void)
{
    sb_lock();
    const char *v = soc_locked().runtime_config;
    sb_unlock();
    return v;
}
