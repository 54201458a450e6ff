/* The runtime functions under the thread's last error and the host-side
 * queries (families LASTERR and QUERY): rtGetLastError, rtPeekAtLastError,
 * rtsGetErrorVerbose, rtsDeviceGetCapability, rtCheckArchCompatibility,
 * rtsDeviceGetInfo, rtsGetResInCurrentThread. They answer with
 * lower/runtime/rt_last_error.c and rt_query.c over the chain model's devices
 * and the calling thread's current context; an injected fault wins and
 * leaves the models untouched; under --lower each forwards to the library
 * beneath. */
#include <string.h>

#include "runtime/rt_last_error.h"
#include "runtime/rt_query.h"
#include "sb_internal.h"

#define SB_SOC_VERSION_LEN 50u /* rtCheckArchCompatibility's buffer (src/runtime/api/api.hpp SOC_VERSION_LEN) */
#define SB_FAULT_DEVICES 64    /* RT_MAX_DEV_NUM */

static aclcts_rtq_fault g_faults[SB_FAULT_DEVICES]; /* per user device, planted by aclcts_sb_rt_set_device_fault */

/* The facts a query needs about user device `dev`. need_context: the call
 * asks for a current context, which may set the default device implicitly
 * (only such calls do). Caller holds the lock. */
static aclcts_rtq_env query_env_locked(int32_t dev, int need_context, const aclcts_soc_preset **soc)
{
    *soc = aclcts_soc_preset_find(aclcts_sb_soc());
    aclcts_rtq_env env = {*soc, 0, 0, sb_rt_default_device_locked() >= 0, 0};
    int32_t drv = -1;
    env.device_ok = sb_rt_chain_user_to_driver_locked(dev, &drv) == 0;
    env.primary_context = env.device_ok && sb_rt_chain_device_refs_locked(drv) > 0;
    if (need_context) env.has_context = sb_rt_chain_current_device_implicit_locked() >= 0;
    return env;
}

static void end_ptr_after(enum sb_sym s, sb_text *t, const void *p, int ret, int direct)
{
    sb_text_add_ptr(t, p);
    if (direct) sb_call_end_direct(s, t, ret);
    else sb_call_end(s, t, ret);
}

/* LASTERR003, LASTERR004: the stored code is the answer. */
static rtError_t read_last_error(enum sb_sym s, rtLastErrLevel_t level, int clear)
{
    int ret = sb_call_begin(s);
    if (ret == 0 && SB_FORWARDS(s)) {
        ret = clear ? SB_FORWARD(rtGetLastError, s, level) : SB_FORWARD(rtPeekAtLastError, s, level);
    } else if (ret == 0) {
        int has_context = 0;
        if ((int)level == ACLCTS_RTLE_CONTEXT_LEVEL) {
            sb_lock();
            has_context = sb_rt_chain_thread_device_locked() >= 0;
            sb_unlock();
        }
        ret = sb_last_error_read((int32_t)level, has_context, clear);
    }
    sb_text t = {0};
    sb_text_addf(&t, "%d", (int)level);
    sb_call_end(s, &t, ret);
    return ret;
}

rtError_t rtGetLastError(rtLastErrLevel_t level) { return read_last_error(SB_RT_GET_LAST_ERROR, level, 1); }

rtError_t rtPeekAtLastError(rtLastErrLevel_t level) { return read_last_error(SB_RT_PEEK_AT_LAST_ERROR, level, 0); }

rtError_t rtsGetErrorVerbose(const uint32_t deviceId, rtErrorInfo *const errorInfo)
{
    int direct = 0;
    int ret = sb_call_begin(SB_RTS_GET_ERROR_VERBOSE);
    if (ret == 0 && SB_FORWARDS(SB_RTS_GET_ERROR_VERBOSE)) {
        ret = SB_FORWARD(rtsGetErrorVerbose, SB_RTS_GET_ERROR_VERBOSE, deviceId, errorInfo);
    } else if (ret == 0) {
        aclcts_rtq_error_info out;
        const aclcts_soc_preset *soc;
        sb_lock();
        int32_t user = (int32_t)deviceId;
        aclcts_rtq_env env = query_env_locked(user, 0, &soc);
        const aclcts_rtq_fault *fault = user >= 0 && user < SB_FAULT_DEVICES ? &g_faults[user] : NULL;
        ret = aclcts_rtq_error_verbose(&env, errorInfo != NULL, fault, &out, &direct);
        sb_unlock();
        if (ret == 0) {
            errorInfo->tryRepair = out.try_repair;
            errorInfo->hasDetail = out.has_detail;
            errorInfo->errorType = out.error_type;
            if (out.has_detail) {
                errorInfo->detail.uceInfo.arraySize = (size_t)out.uce_count;
                for (unsigned i = 0; i < RT_MAX_RECORD_PA_NUM_PER_DEV; i++) {
                    errorInfo->detail.uceInfo.repairAddrArray[i].ptr = out.uce_ptr[i];
                    errorInfo->detail.uceInfo.repairAddrArray[i].len = out.uce_len[i];
                }
            }
        }
    }
    sb_text t = {0};
    sb_text_addf(&t, "%u,", (unsigned)deviceId);
    end_ptr_after(SB_RTS_GET_ERROR_VERBOSE, &t, errorInfo, ret, direct);
    return ret;
}

rtError_t rtsDeviceGetCapability(int32_t deviceId, int32_t devFeatureType, int32_t *val)
{
    int direct = 0;
    int ret = sb_call_begin(SB_RTS_DEVICE_GET_CAPABILITY);
    if (ret == 0 && SB_FORWARDS(SB_RTS_DEVICE_GET_CAPABILITY)) {
        ret = SB_FORWARD(rtsDeviceGetCapability, SB_RTS_DEVICE_GET_CAPABILITY, deviceId, devFeatureType, val);
    } else if (ret == 0) {
        const aclcts_soc_preset *soc;
        sb_lock();
        /* Only the task-update query, or any with a default device set, asks for a context. */
        int need_context = devFeatureType == ACLCTS_RTQ_FEATURE_TASK_UPDATE || sb_rt_default_device_locked() >= 0;
        aclcts_rtq_env env = query_env_locked(deviceId, 0, &soc);
        if (need_context && env.device_ok && val != NULL) {
            env.has_context = sb_rt_chain_current_device_implicit_locked() >= 0;
        }
        ret = aclcts_rtq_capability(&env, deviceId, devFeatureType, val, &direct);
        sb_unlock();
    }
    sb_text t = {0};
    sb_text_addf(&t, "%d,%d,", (int)deviceId, (int)devFeatureType);
    end_ptr_after(SB_RTS_DEVICE_GET_CAPABILITY, &t, val, ret, direct);
    return ret;
}

rtError_t rtCheckArchCompatibility(const char *omSocVersion, int32_t *canCompatible)
{
    int ret = sb_call_begin(SB_RT_CHECK_ARCH_COMPATIBILITY);
    if (ret == 0 && SB_FORWARDS(SB_RT_CHECK_ARCH_COMPATIBILITY)) {
        ret = SB_FORWARD(rtCheckArchCompatibility, SB_RT_CHECK_ARCH_COMPATIBILITY, omSocVersion, canCompatible);
    } else if (ret == 0) {
        char own[SB_SOC_VERSION_LEN] = "";
        sb_lock();
        if (strlen(aclcts_sb_soc()) < sizeof own)
            sb_soc_copy_locked(own, sizeof own); /* else rtGetSocVersion fails: "" */
        sb_unlock();
        ret = aclcts_rtq_arch_compatibility(own, omSocVersion, canCompatible);
    }
    sb_text t = {0};
    sb_text_add_str(&t, omSocVersion);
    sb_text_addf(&t, ",");
    end_ptr_after(SB_RT_CHECK_ARCH_COMPATIBILITY, &t, canCompatible, ret, 0);
    return ret;
}

rtError_t rtsDeviceGetInfo(uint32_t deviceId, rtDevAttr attr, int64_t *val)
{
    int ret = sb_call_begin(SB_RTS_DEVICE_GET_INFO);
    if (ret == 0 && SB_FORWARDS(SB_RTS_DEVICE_GET_INFO)) {
        ret = SB_FORWARD(rtsDeviceGetInfo, SB_RTS_DEVICE_GET_INFO, deviceId, attr, val);
    } else if (ret == 0) {
        const aclcts_soc_preset *soc;
        sb_lock();
        aclcts_rtq_env env = query_env_locked((int32_t)deviceId, 0, &soc);
        ret = aclcts_rtq_device_info(&env, (int32_t)attr, val);
        sb_unlock();
    }
    sb_text t = {0};
    sb_text_addf(&t, "%u,%d,", (unsigned)deviceId, (int)attr);
    end_ptr_after(SB_RTS_DEVICE_GET_INFO, &t, val, ret, 0);
    return ret;
}

rtError_t rtsGetResInCurrentThread(const rtDevResLimitType_t type, uint32_t *const value)
{
    int ret = sb_call_begin(SB_RTS_GET_RES_IN_CURRENT_THREAD);
    if (ret == 0 && SB_FORWARDS(SB_RTS_GET_RES_IN_CURRENT_THREAD)) {
        ret = SB_FORWARD(rtsGetResInCurrentThread, SB_RTS_GET_RES_IN_CURRENT_THREAD, type, value);
    } else if (ret == 0) {
        const aclcts_soc_preset *soc;
        sb_lock();
        /* The argument checks come first; then the device the thread's
         * runtime keeps from its last binding change (answered from even
         * when that context has been torn down since), and only without one
         * a current context (ApiImpl::GetResInCurrentThread). */
        int checks_pass = (uint32_t)type < ACLCTS_RTQ_RES_TYPES && value != NULL;
        int cached = checks_pass && sb_rt_chain_cached_device_locked() >= 0;
        aclcts_rtq_env env = query_env_locked(0, checks_pass && !cached, &soc);
        if (cached) env.has_context = 1;
        ret = aclcts_rtq_res_in_thread(&env, (int32_t)type, value);
        sb_unlock();
    }
    sb_text t = {0};
    sb_text_addf(&t, "%d,", (int)type);
    end_ptr_after(SB_RTS_GET_RES_IN_CURRENT_THREAD, &t, value, ret, 0);
    return ret;
}

/* ---- accessors (aclcts_sb_runtime.h) ---- */

int aclcts_sb_rt_set_device_fault(int32_t device, int32_t error_type, uint32_t try_repair, uint64_t uce_count)
{
    if (device < 0 || device >= SB_FAULT_DEVICES) return -1;
    sb_lock();
    g_faults[device] = (aclcts_rtq_fault){error_type, (uint8_t)try_repair, uce_count};
    sb_unlock();
    return 0;
}
