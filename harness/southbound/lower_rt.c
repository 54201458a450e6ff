/* The runtime (rt*) functions a libascendcl calls on the lifecycle path.
 * Each succeeds unless a fault is set; null output pointers are refused with
 * ACL_ERROR_RT_PARAM_INVALID instead of crashing the caller. */
#include <string.h>

#include "sb_internal.h"

rtError_t rtSetDefaultDeviceId(const int32_t deviceId)
{
    int ret = sb_call_begin(SB_RT_SET_DEFAULT_DEVICE_ID);
    sb_text t = {0};
    sb_text_addf(&t, "%d", (int)deviceId);
    sb_call_end(SB_RT_SET_DEFAULT_DEVICE_ID, &t, ret);
    return ret;
}

rtError_t rtDeviceSetLimit(int32_t devId, int type, uint32_t val)
{
    int ret = sb_call_begin(SB_RT_DEVICE_SET_LIMIT);
    sb_text t = {0};
    sb_text_addf(&t, "%d,%d,%u", (int)devId, type, (unsigned)val);
    sb_call_end(SB_RT_DEVICE_SET_LIMIT, &t, ret);
    return ret;
}

rtError_t rtEventWorkModeSet(uint8_t mode)
{
    int ret = sb_call_begin(SB_RT_EVENT_WORK_MODE_SET);
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

/* The current device is always 0. */
rtError_t rtGetDevice(int32_t *devId)
{
    int ret = sb_call_begin(SB_RT_GET_DEVICE);
    if (ret == 0) {
        if (devId == NULL) {
            ret = ACL_ERROR_RT_PARAM_INVALID;
        } else {
            *devId = 0;
        }
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
