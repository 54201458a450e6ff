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
    aclcts_rtq_env env = {*soc, 0, 0, sb_rt_default_device_locked() >= 0, 0, aclcts_sb_soc()};
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
static int last_error_locked(rtLastErrLevel_t level, int clear)
{
    int has_context = (int)level == ACLCTS_RTLE_CONTEXT_LEVEL && sb_rt_chain_thread_device_locked() >= 0;
    return sb_last_error_read((int32_t)level, has_context, clear);
}

/* rtGetLastError and rtPeekAtLastError have one signature: s names which. */
static rtError_t read_last_error(enum sb_sym s, rtLastErrLevel_t level, int clear)
{
    SB_CALL(rtGetLastError, s, (level), SB_NO_STATE, last_error_locked(level, clear))
    sb_text t = {0};
    sb_text_addf(&t, "%d", (int)level);
    sb_call_end(s, &t, ret);
    return ret;
}

rtError_t rtGetLastError(rtLastErrLevel_t level) { return read_last_error(SB_RT_GET_LAST_ERROR, level, 1); }

rtError_t rtPeekAtLastError(rtLastErrLevel_t level) { return read_last_error(SB_RT_PEEK_AT_LAST_ERROR, level, 0); }

static int error_verbose_locked(uint32_t deviceId, rtErrorInfo *errorInfo, int *direct)
{
    aclcts_rtq_error_info out;
    const aclcts_soc_preset *soc;
    int32_t user = (int32_t)deviceId;
    aclcts_rtq_env env = query_env_locked(user, 0, &soc);
    const aclcts_rtq_fault *fault = user >= 0 && user < SB_FAULT_DEVICES ? &g_faults[user] : NULL;
    int ret = aclcts_rtq_error_verbose(&env, errorInfo != NULL, fault, &out, direct);
    if (ret != 0) return ret;
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
    return 0;
}

rtError_t rtsGetErrorVerbose(const uint32_t deviceId, rtErrorInfo *const errorInfo)
{
    int direct = 0;
    SB_CALL(rtsGetErrorVerbose, SB_RTS_GET_ERROR_VERBOSE, (deviceId, errorInfo), SB_NO_STATE,
            error_verbose_locked(deviceId, errorInfo, &direct))
    sb_text t = {0};
    sb_text_addf(&t, "%u,", (unsigned)deviceId);
    end_ptr_after(SB_RTS_GET_ERROR_VERBOSE, &t, errorInfo, ret, direct);
    return ret;
}

static int capability_locked(int32_t deviceId, int32_t devFeatureType, int32_t *val, int *direct)
{
    const aclcts_soc_preset *soc;
    /* Only the task-update query, or any with a default device set, asks for a context. */
    int need_context = devFeatureType == ACLCTS_RTQ_FEATURE_TASK_UPDATE || sb_rt_default_device_locked() >= 0;
    aclcts_rtq_env env = query_env_locked(deviceId, 0, &soc);
    if (need_context && env.device_ok && val != NULL) {
        env.has_context = sb_rt_chain_current_device_implicit_locked() >= 0;
    }
    return aclcts_rtq_capability(&env, deviceId, devFeatureType, val, direct);
}

rtError_t rtsDeviceGetCapability(int32_t deviceId, int32_t devFeatureType, int32_t *val)
{
    int direct = 0;
    SB_CALL(rtsDeviceGetCapability, SB_RTS_DEVICE_GET_CAPABILITY, (deviceId, devFeatureType, val), SB_NO_STATE,
            capability_locked(deviceId, devFeatureType, val, &direct))
    sb_text t = {0};
    sb_text_addf(&t, "%d,%d,", (int)deviceId, (int)devFeatureType);
    end_ptr_after(SB_RTS_DEVICE_GET_CAPABILITY, &t, val, ret, direct);
    return ret;
}

static int arch_compatibility_locked(const char *omSocVersion, int32_t *canCompatible)
{
    char own[SB_SOC_VERSION_LEN] = "";
    if (strlen(aclcts_sb_soc()) < sizeof own) sb_soc_copy_locked(own, sizeof own); /* else rtGetSocVersion fails: "" */
    return aclcts_rtq_arch_compatibility(own, omSocVersion, canCompatible);
}

rtError_t rtCheckArchCompatibility(const char *omSocVersion, int32_t *canCompatible)
{
    SB_CALL(rtCheckArchCompatibility, SB_RT_CHECK_ARCH_COMPATIBILITY, (omSocVersion, canCompatible), SB_NO_STATE,
            arch_compatibility_locked(omSocVersion, canCompatible))
    sb_text t = {0};
    sb_text_add_str(&t, omSocVersion);
    sb_text_addf(&t, ",");
    end_ptr_after(SB_RT_CHECK_ARCH_COMPATIBILITY, &t, canCompatible, ret, 0);
    return ret;
}

static int device_info_locked(uint32_t deviceId, rtDevAttr attr, int64_t *val)
{
    const aclcts_soc_preset *soc;
    aclcts_rtq_env env = query_env_locked((int32_t)deviceId, 0, &soc);
    return aclcts_rtq_device_info(&env, (int32_t)attr, val);
}

rtError_t rtsDeviceGetInfo(uint32_t deviceId, rtDevAttr attr, int64_t *val)
{
    SB_CALL(rtsDeviceGetInfo, SB_RTS_DEVICE_GET_INFO, (deviceId, attr, val), SB_NO_STATE,
            device_info_locked(deviceId, attr, val))
    sb_text t = {0};
    sb_text_addf(&t, "%u,%d,", (unsigned)deviceId, (int)attr);
    end_ptr_after(SB_RTS_DEVICE_GET_INFO, &t, val, ret, 0);
    return ret;
}

/* The argument checks come first; then the device the thread's runtime
 * keeps from its last binding change (answered from even when that context
 * has been torn down since), and only without one a current context
 * (ApiImpl::GetResInCurrentThread). */
static int res_in_thread_locked(rtDevResLimitType_t type, uint32_t *value)
{
    const aclcts_soc_preset *soc;
    int checks_pass = (uint32_t)type < ACLCTS_RTQ_RES_TYPES && value != NULL;
    int cached = checks_pass && sb_rt_chain_cached_device_locked() >= 0;
    aclcts_rtq_env env = query_env_locked(0, checks_pass && !cached, &soc);
    if (cached) env.has_context = 1;
    return aclcts_rtq_res_in_thread(&env, (int32_t)type, value);
}

rtError_t rtsGetResInCurrentThread(const rtDevResLimitType_t type, uint32_t *const value)
{
    SB_CALL(rtsGetResInCurrentThread, SB_RTS_GET_RES_IN_CURRENT_THREAD, (type, value), SB_NO_STATE,
            res_in_thread_locked(type, value))
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
