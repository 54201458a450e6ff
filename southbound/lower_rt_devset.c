/* The runtime functions of the device settings, peer access and value tasks
 * that the product's src/acl/aclrt_impl/device.cpp, event.cpp and memory.cpp
 * call (families DEVSET and PEER). They answer with the model of
 * lower/runtime/rt_devset.c over the chain model's contexts and streams and
 * the SoC preset the spy reports; an injected fault wins and leaves the model
 * untouched; under --lower each call goes to the library beneath. Pointer
 * values never enter the trace; the numbers do, as the callee received them
 * (the enum mode as an int, the ids and flags unsigned). */
#include "runtime/rt_devset.h"
#include "sb_internal.h"

static aclcts_rtd_state g_devset;
static int g_devset_ready;

/* Caller holds the lock. */
static aclcts_rtd_state *devset_locked(aclcts_rtd_env *env, aclcts_rtc_env *chain_env)
{
    if (!g_devset_ready) {
        aclcts_rtd_start(&g_devset); /* static: the rest is zero already */
        g_devset_ready = 1;
    }
    env->soc = aclcts_soc_preset_find(aclcts_sb_soc());
    env->chain = sb_rt_chain_locked(chain_env);
    env->chain_env = chain_env;
    env->driver_run_mode = sb_rt_driver_run_mode_locked();
    return &g_devset;
}

/* The model under the lock (SB_CALL): st, env and the chain's chain_env. */
#define DEVSET_STATE                                        \
    aclcts_rtc_env chain_env;                               \
    aclcts_rtd_env env;                                     \
    aclcts_rtd_state *st = devset_locked(&env, &chain_env); \
    (void)st

static void end_ptr(enum sb_sym s, const void *p, int ret)
{
    sb_text t = {0};
    sb_text_add_ptr(&t, p);
    sb_call_end(s, &t, ret);
}

rtError_t rtSetDeviceSatMode(rtFloatOverflowMode_t floatOverflowMode)
{
    SB_CALL(rtSetDeviceSatMode, SB_RT_SET_DEVICE_SAT_MODE, (floatOverflowMode), DEVSET_STATE,
            aclcts_rtd_set_sat_mode(st, &env, (int)floatOverflowMode))
    sb_text t = {0};
    sb_text_addf(&t, "%d", (int)floatOverflowMode);
    sb_call_end(SB_RT_SET_DEVICE_SAT_MODE, &t, ret);
    return ret;
}

rtError_t rtGetDeviceSatMode(rtFloatOverflowMode_t *floatOverflowMode)
{
    int mode = 0;
    SB_CALL(rtGetDeviceSatMode, SB_RT_GET_DEVICE_SAT_MODE, (floatOverflowMode), DEVSET_STATE,
            aclcts_rtd_get_sat_mode(st, &env, floatOverflowMode != NULL ? &mode : NULL))
    if (ret == 0 && !SB_FORWARDS(SB_RT_GET_DEVICE_SAT_MODE)) *floatOverflowMode = (rtFloatOverflowMode_t)mode;
    end_ptr(SB_RT_GET_DEVICE_SAT_MODE, floatOverflowMode, ret);
    return ret;
}

rtError_t rtSetOpExecuteTimeOut(uint32_t timeout)
{
    SB_CALL(rtSetOpExecuteTimeOut, SB_RT_SET_OP_EXECUTE_TIME_OUT, (timeout), DEVSET_STATE,
            aclcts_rtd_set_op_execute_timeout(st, &env, timeout))
    sb_text t = {0};
    sb_text_addf(&t, "%u", (unsigned)timeout);
    sb_call_end(SB_RT_SET_OP_EXECUTE_TIME_OUT, &t, ret);
    return ret;
}

rtError_t rtSetOpExecuteTimeOutV2(uint64_t timeout, uint64_t *actualTimeout)
{
    SB_CALL(rtSetOpExecuteTimeOutV2, SB_RT_SET_OP_EXECUTE_TIME_OUT_V2, (timeout, actualTimeout), DEVSET_STATE,
            aclcts_rtd_set_op_execute_timeout_v2(st, &env, timeout, actualTimeout))
    sb_text t = {0};
    sb_text_addf(&t, "%llu,", (unsigned long long)timeout);
    sb_text_add_ptr(&t, actualTimeout);
    sb_call_end(SB_RT_SET_OP_EXECUTE_TIME_OUT_V2, &t, ret);
    return ret;
}

rtError_t rtGetDeviceSatStatus(void *const outputAddrPtr, const uint64_t outputSize, rtStream_t stm)
{
    SB_CALL(rtGetDeviceSatStatus, SB_RT_GET_DEVICE_SAT_STATUS, (outputAddrPtr, outputSize, stm), DEVSET_STATE,
            aclcts_rtd_get_sat_status(&env, outputAddrPtr, outputSize, stm))
    sb_text t = {0};
    sb_text_add_ptr(&t, outputAddrPtr);
    sb_text_addf(&t, ",%llu,", (unsigned long long)outputSize);
    sb_text_add_ptr(&t, stm);
    sb_call_end(SB_RT_GET_DEVICE_SAT_STATUS, &t, ret);
    return ret;
}

rtError_t rtCleanDeviceSatStatus(rtStream_t stm)
{
    SB_CALL(rtCleanDeviceSatStatus, SB_RT_CLEAN_DEVICE_SAT_STATUS, (stm), DEVSET_STATE,
            aclcts_rtd_clean_sat_status(&env, stm))
    end_ptr(SB_RT_CLEAN_DEVICE_SAT_STATUS, stm, ret);
    return ret;
}

rtError_t rtGetDevicePhyIdByIndex(uint32_t devIndex, uint32_t *phyId)
{
    SB_CALL(rtGetDevicePhyIdByIndex, SB_RT_GET_DEVICE_PHY_ID_BY_INDEX, (devIndex, phyId), DEVSET_STATE,
            aclcts_rtd_phy_id_by_index(st, &env, devIndex, phyId))
    sb_text t = {0};
    sb_text_addf(&t, "%u,", (unsigned)devIndex);
    sb_text_add_ptr(&t, phyId);
    sb_call_end(SB_RT_GET_DEVICE_PHY_ID_BY_INDEX, &t, ret);
    return ret;
}

rtError_t rtDeviceCanAccessPeer(int32_t *canAccessPeer, uint32_t devId, uint32_t peerDevice)
{
    SB_CALL(rtDeviceCanAccessPeer, SB_RT_DEVICE_CAN_ACCESS_PEER, (canAccessPeer, devId, peerDevice), DEVSET_STATE,
            aclcts_rtd_can_access_peer(st, &env, canAccessPeer, devId, peerDevice))
    sb_text t = {0};
    sb_text_add_ptr(&t, canAccessPeer);
    sb_text_addf(&t, ",%u,%u", (unsigned)devId, (unsigned)peerDevice);
    sb_call_end(SB_RT_DEVICE_CAN_ACCESS_PEER, &t, ret);
    return ret;
}

rtError_t rtEnableP2P(uint32_t devIdDes, uint32_t phyIdSrc, uint32_t flag)
{
    SB_CALL(rtEnableP2P, SB_RT_ENABLE_P2P, (devIdDes, phyIdSrc, flag), DEVSET_STATE,
            aclcts_rtd_enable_p2p(st, &env, devIdDes, phyIdSrc, flag))
    sb_text t = {0};
    sb_text_addf(&t, "%u,%u,%u", (unsigned)devIdDes, (unsigned)phyIdSrc, (unsigned)flag);
    sb_call_end(SB_RT_ENABLE_P2P, &t, ret);
    return ret;
}

rtError_t rtDisableP2P(uint32_t devIdDes, uint32_t phyIdSrc)
{
    SB_CALL(rtDisableP2P, SB_RT_DISABLE_P2P, (devIdDes, phyIdSrc), DEVSET_STATE,
            aclcts_rtd_disable_p2p(st, &env, devIdDes, phyIdSrc))
    sb_text t = {0};
    sb_text_addf(&t, "%u,%u", (unsigned)devIdDes, (unsigned)phyIdSrc);
    sb_call_end(SB_RT_DISABLE_P2P, &t, ret);
    return ret;
}

static void end_value(enum sb_sym s, const void *addr, uint64_t value, uint32_t flag, const void *stm, int ret)
{
    sb_text t = {0};
    sb_text_add_ptr(&t, addr);
    sb_text_addf(&t, ",%llu,%u,", (unsigned long long)value, (unsigned)flag);
    sb_text_add_ptr(&t, stm);
    sb_call_end(s, &t, ret);
}

rtError_t rtsValueWrite(const void *const devAddr, const uint64_t value, const uint32_t flag, rtStream_t stm)
{
    SB_CALL(rtsValueWrite, SB_RTS_VALUE_WRITE, (devAddr, value, flag, stm), DEVSET_STATE,
            aclcts_rtd_value(&env, 0, devAddr, flag, stm))
    end_value(SB_RTS_VALUE_WRITE, devAddr, value, flag, stm, ret);
    return ret;
}

rtError_t rtsValueWait(const void *const devAddr, const uint64_t value, const uint32_t flag, rtStream_t stm)
{
    SB_CALL(rtsValueWait, SB_RTS_VALUE_WAIT, (devAddr, value, flag, stm), DEVSET_STATE,
            aclcts_rtd_value(&env, 1, devAddr, flag, stm))
    end_value(SB_RTS_VALUE_WAIT, devAddr, value, flag, stm, ret);
    return ret;
}

/* ---- accessors (include/spy/spy_control.def) ---- */

void aclcts_sb_rt_set_phy_base(uint32_t base)
{
    sb_lock();
    aclcts_rtc_env chain_env;
    aclcts_rtd_env env;
    devset_locked(&env, &chain_env)->phy_base = base;
    sb_unlock();
}

int aclcts_sb_rt_p2p_enabled(int32_t drv_dev, uint32_t peer_phy)
{
    sb_lock();
    aclcts_rtc_env chain_env;
    aclcts_rtd_env env;
    const aclcts_rtd_state *st = devset_locked(&env, &chain_env);
    int v = drv_dev >= 0 && drv_dev < ACLCTS_RTC_MAX_DEVICES && peer_phy < ACLCTS_RTC_MAX_DEVICES &&
            st->p2p[drv_dev][peer_phy];
    sb_unlock();
    return v;
}

int aclcts_sb_rt_op_execute_timeout(uint64_t *us)
{
    sb_lock();
    aclcts_rtc_env chain_env;
    aclcts_rtd_env env;
    const aclcts_rtd_state *st = devset_locked(&env, &chain_env);
    int set = st->timeout_set;
    if (set && us != NULL) *us = st->timeout_us;
    sb_unlock();
    return set;
}
