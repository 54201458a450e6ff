/* The runtime's device settings, peer access and value tasks (see
 * rt_devset.h). Each function names the product functions whose answers it
 * reproduces; paths are under src/runtime/ of the product repository. The
 * checks run in the product's order: the C entry point (api/api_c*.cc),
 * then ApiErrorDecorator (api/impl/api_error.cc), then ApiImpl
 * (api/impl/api_impl.cc; ApiImplDavid on 950 answers these alike). */
#include <stddef.h>
#include <string.h>

#include "runtime/rt_devset.h"
#include "runtime/rt_model.h"

#define SAT_BIT (1u << ACLCTS_RTD_OVERFLOW_SATURATION) /* OVERFLOW_MODE_SATURATION */
#define INFNAN_BIT (1u << ACLCTS_RTD_OVERFLOW_INFNAN)  /* OVERFLOW_MODE_INFNAN */

/* The properties of each runtime config (config/<dir>/dev_info_reg.cc) that
 * decide these answers:
 *   modes         DevProperties.supportOverflowMode
 *   infnan        RT_FEATURE_OVERFLOW_MODE: Runtime::Init starts the process in Inf/NaN mode
 *   stream_level  deviceSatStatusImpl DEVICE_SAT_STATUS_STREAM_LEVEL (with RT_FEATURE_DEVICE_CTRL_SQ):
 *                 rtCleanDeviceSatStatus clears through NpuClearFloatStatus; else CONTEXT_LEVEL
 *   interval_us   the op-execute timeout interval a device starts with (Runtime::InitOpExecTimeout,
 *                 GetKernelCreditScaleUS; core/inc/runtime.hpp *_TASK_KERNEL_CREDIT_SCALE_US) on a
 *                 device whose firmware lacks TS_FEATURE_OP_EXEC_TIMEOUT_MS
 * No preset has RT_FEATURE_TASK_TIMEOUT_CONFIG or RT_FEATURE_TASK_OP_EXE_TIMEOUT_CONFIG (the
 * features that make rtSetOpExecuteTimeOut answer 207000), and every preset's deviceSatStatusImpl
 * supports rtGetDeviceSatStatus and every one has RT_FEATURE_DEVICE_P2P. */
typedef struct devset_chip {
    const char *config;
    unsigned modes;
    int infnan;
    int stream_level;
    double interval_us;
} devset_chip;

static const devset_chip k_chips[] = {
    {"910_B_93", SAT_BIT | INFNAN_BIT, 1, 1, 4294967.296},
    {"950", INFNAN_BIT, 1, 1, 4294967.296},
    {"350", INFNAN_BIT, 1, 1, 4294967.296},
    {"mini_v3", SAT_BIT, 0, 0, 4294967.296},
    {"dc", SAT_BIT, 0, 0, 2147483.648},
    {"cloud", SAT_BIT, 0, 0, 68719476.736},
};

static const devset_chip *chip_of(const aclcts_soc_preset *soc)
{
    for (size_t i = 0; i < sizeof k_chips / sizeof k_chips[0]; ++i)
        if (strcmp(k_chips[i].config, soc->runtime_config) == 0) return &k_chips[i];
    return &k_chips[0]; /* the fallback preset's config, 910_B_93 */
}

void aclcts_rtd_start(aclcts_rtd_state *st) { st->sat_mode = -1; }

void aclcts_rtd_init(aclcts_rtd_state *st)
{
    memset(st, 0, sizeof *st);
    aclcts_rtd_start(st);
}

int aclcts_rtd_default_sat_mode(const aclcts_soc_preset *soc)
{ /* DEVSET005: core/src/runtime.cc Runtime::Init */
    return chip_of(soc)->infnan ? ACLCTS_RTD_OVERFLOW_INFNAN : ACLCTS_RTD_OVERFLOW_SATURATION;
}

double aclcts_rtd_timeout_interval_us(const aclcts_soc_preset *soc) { return chip_of(soc)->interval_us; }

/* ---- the overflow mode ---- */

/* api/api_c.cc rtSetDeviceSatMode: a mode in [0, 2) the chip cannot set is
 * 207000 (WE0001); saturation on a saturation-only chip succeeds without a
 * change; ApiErrorDecorator::SetDeviceSatMode: outside [0, 2) is 107000;
 * ApiImpl::SetDeviceSatMode: CurrentContext() (which may set the default
 * device), then the process-wide Runtime::SetSatMode. No device needed. */
int aclcts_rtd_set_sat_mode(aclcts_rtd_state *st, const aclcts_rtd_env *env, int mode)
{
    const devset_chip *chip = chip_of(env->soc);
    if (mode >= ACLCTS_RTD_OVERFLOW_SATURATION && mode < ACLCTS_RTD_OVERFLOW_UNDEF) {
        unsigned bit = 1u << mode;
        if ((chip->modes & bit) == 0) return ACLCTS_RT_FEATURE_NOT_SUPPORT; /* DEVSET007, DEVSET008 */
        if (bit == SAT_BIT && chip->modes == SAT_BIT) return 0;             /* DEVSET007: nothing to change */
    } else {
        return ACLCTS_RT_INVALID_VALUE; /* DEVSET002 */
    }
    (void)aclcts_rtc_has_context(env->chain, env->chain_env, 1);
    st->sat_mode = mode; /* DEVSET006: process-wide, no device needed, kept by a reset */
    return 0;
}

/* rtGetDeviceSatMode: ApiErrorDecorator::GetDeviceSatMode (NULL: 107000),
 * ApiImpl::GetDeviceSatMode (Runtime::GetSatMode, no context needed). */
int aclcts_rtd_get_sat_mode(const aclcts_rtd_state *st, const aclcts_rtd_env *env, int *mode)
{
    if (mode == NULL) return ACLCTS_RT_INVALID_VALUE;
    *mode = st->sat_mode >= 0 ? st->sat_mode : aclcts_rtd_default_sat_mode(env->soc);
    return 0;
}

/* ---- the op-execute timeout (Runtime::SetTimeoutConfig, core/src/runtime.cc) ---- */

/* api/api_c_standard_soc.cc rtSetOpExecuteTimeOut: no preset refuses it
 * (see k_chips); ApiImpl::SetOpExecuteTimeOut(timeout, RT_TIME_UNIT_TYPE_S):
 * stored as timeout x 10^6 us (ConvertTimeoutToUs), no context needed. The
 * runtime also sends the timeout to every device that is set up; the model's
 * devices take it. */
int aclcts_rtd_set_op_execute_timeout(aclcts_rtd_state *st, const aclcts_rtd_env *env, uint32_t seconds)
{
    (void)env;           /* DEVSET010: 0 on every preset, no context needed */
    st->timeout_set = 1; /* DEVSET012: one process-wide value, the last call wins */
    st->timeout_us = (uint64_t)seconds * 1000000u;
    return 0;
}

/* api/api_c.cc rtSetOpExecuteTimeOutV2: ApiErrorDecorator (NULL: 107000),
 * ApiImpl::SetOpExecuteTimeOutV2: a current context (implicit default
 * device allowed, else 107002; a device has started, so the timeout
 * configuration is initialised), the timeout stored in us (UINT64_MAX as
 * UINT64_MAX - 1: "never" is not supported), then the actual timeout: the
 * kernel credit ceil(t / interval), at most 254, 254 for t = 0
 * (core/src/task/task_execute_time.cc TransExeTimeoutCfgToKernelCredit),
 * times the interval, truncated. The millisecond interval of newer firmware
 * (TS_FEATURE_OP_EXEC_TIMEOUT_MS, read from the driver, where 0 means never
 * and answers UINT64_MAX) is not modelled. */
int aclcts_rtd_set_op_execute_timeout_v2(aclcts_rtd_state *st, const aclcts_rtd_env *env, uint64_t us, uint64_t *actual)
{
    if (actual == NULL) return ACLCTS_RT_INVALID_VALUE;
    if (!aclcts_rtc_has_context(env->chain, env->chain_env, 1)) return ACLCTS_RT_CONTEXT_NULL; /* DEVSET014 */
    st->timeout_set = 1;                                                                       /* DEVSET012 */
    st->timeout_us = us == UINT64_MAX ? UINT64_MAX - 1 : us;
    double interval = aclcts_rtd_timeout_interval_us(env->soc);
    double quotient = (double)us / interval;
    unsigned credit = ACLCTS_RTD_MAX_KERNEL_CREDIT;
    if (us != 0 && quotient < ACLCTS_RTD_MAX_KERNEL_CREDIT) {
        credit = (unsigned)quotient;
        if ((double)credit < quotient) credit++; /* ceil */
    }
    *actual = (uint64_t)((double)credit * interval); /* DEVSET015 */
    return 0;
}

/* ---- the overflow status ---- */

/* api/api_c.cc rtGetDeviceSatStatus: the stream handle (107017); every
 * preset's deviceSatStatusImpl supports it; ApiErrorDecorator::
 * GetDeviceSatStatus: NULL, a size other than 64 (107000); a capturing
 * stream (107027, not modelled: no capture here); ApiImpl::GetDeviceSatStatus:
 * context and stream (107002, 107003), then an asynchronous device-to-device
 * copy of the context's overflow area into outputAddr on the stream. */
int aclcts_rtd_get_sat_status(const aclcts_rtd_env *env, const void *addr, uint64_t size, const void *stm)
{
    int rc = aclcts_rtc_stream_handle(env->chain, stm);
    if (rc != 0) return rc; /* DEVSET018: before the size */
    if (addr == NULL) return ACLCTS_RT_INVALID_VALUE;
    if (size != ACLCTS_RTD_OVERFLOW_OUTPUT_SIZE) return ACLCTS_RT_INVALID_VALUE; /* DEVSET017 */
    return aclcts_rtc_stream_in_current(env->chain, env->chain_env, stm);        /* DEVSET018 */
}

/* api/api_c.cc rtCleanDeviceSatStatus: the stream handle (107017); then by
 * deviceSatStatusImpl: STREAM_LEVEL chips go through
 * ApiErrorDecorator::NpuClearFloatStatus, whose Runtime::GetCurStream turns
 * NULL into the default stream of Runtime::CurrentContext() (no implicit
 * set device) and refuses NULL left there (107000), then
 * ApiImpl::NpuClearFloatStatus (107002, 107003); CONTEXT_LEVEL chips go
 * through ApiImpl::CleanDeviceSatStatus (107002 after the implicit set
 * device, 107003). */
int aclcts_rtd_clean_sat_status(const aclcts_rtd_env *env, const void *stm)
{
    int rc = aclcts_rtc_stream_handle(env->chain, stm);
    if (rc != 0) return rc; /* DEVSET021 */
    if (chip_of(env->soc)->stream_level && stm == NULL && !aclcts_rtc_has_context(env->chain, env->chain_env, 0))
        return ACLCTS_RT_INVALID_VALUE;                                   /* DEVSET020 */
    return aclcts_rtc_stream_in_current(env->chain, env->chain_env, stm); /* DEVSET020, DEVSET021 */
}

/* ---- peer access ---- */

/* The driver's answers (src/runtime/driver/npu_driver.cc: drvDeviceGetPhyIdByIndex,
 * halDeviceCanAccessPeer, halDeviceEnableP2P, halDeviceDisableP2P): a
 * driver device or physical id the driver does not have is
 * DRV_ERROR_INVALID_DEVICE (107001 through RT_GET_DRV_ERRCODE); the model's
 * board numbers its physical devices from phy_base and every device reaches
 * every other. */
static int drv_present(const aclcts_rtd_env *env, uint32_t drv)
{
    return env->chain_env->driver_count > 0 && drv < (uint32_t)env->chain_env->driver_count;
}

static int phy_present(const aclcts_rtd_state *st, const aclcts_rtd_env *env, uint32_t phy)
{
    return phy >= st->phy_base && drv_present(env, phy - st->phy_base);
}

/* api/api_c_device.cc rtGetDevicePhyIdByIndex: ApiErrorDecorator::
 * GetDevicePhyIdByIndex (NULL: 107000; the user id through
 * ASCEND_RT_VISIBLE_DEVICES: 107001), ApiImpl::GetDevicePhyIdByIndex (the
 * driver's answer; no context needed). */
int aclcts_rtd_phy_id_by_index(const aclcts_rtd_state *st, const aclcts_rtd_env *env, uint32_t index, uint32_t *phy)
{
    if (phy == NULL) return ACLCTS_RT_INVALID_VALUE;
    int32_t drv;
    int rc = aclcts_rtc_user_to_drv(env->chain, env->chain_env, (int32_t)index, &drv);
    if (rc != 0) return rc;                                           /* PEER003 */
    if (!drv_present(env, (uint32_t)drv)) return ACLCTS_RT_DEVICE_ID; /* PEER003 */
    *phy = st->phy_base + (uint32_t)drv;                              /* PEER002 */
    return 0;
}

/* ApiErrorDecorator::DeviceCanAccessPeer: devId through
 * ASCEND_RT_VISIBLE_DEVICES (107001), then 107000 for a driver id >= 64, a
 * NULL answer, a peer >= 64; ApiImpl::DeviceCanAccessPeer: a process running
 * on the device (run mode OFFLINE) is 207000, then CheckCurCtxValid(drv)
 * (107002), then the driver. */
int aclcts_rtd_can_access_peer(const aclcts_rtd_state *st, const aclcts_rtd_env *env, int32_t *can, uint32_t dev,
                               uint32_t peer_phy)
{
    int32_t drv;
    int rc = aclcts_rtc_user_to_drv(env->chain, env->chain_env, (int32_t)dev, &drv);
    if (rc != 0) return rc;
    if ((uint32_t)drv >= ACLCTS_RTC_MAX_DEVICES || can == NULL || peer_phy >= ACLCTS_RTC_MAX_DEVICES)
        return ACLCTS_RT_INVALID_VALUE;                                                            /* PEER004 */
    if (env->driver_run_mode == ACLCTS_RTC_RUN_MODE_OFFLINE) return ACLCTS_RT_FEATURE_NOT_SUPPORT; /* PEER005 */
    rc = aclcts_rtc_check_cur_ctx_valid(env->chain, env->chain_env, drv);
    if (rc != 0) return rc; /* PEER006 */
    if (!drv_present(env, (uint32_t)drv) || !phy_present(st, env, peer_phy)) return ACLCTS_RT_DEVICE_ID;
    *can = st->phy_base + (uint32_t)drv != peer_phy; /* PEER002 */
    return 0;
}

/* ApiErrorDecorator::EnableP2P / DisableP2P: devIdDes through
 * ASCEND_RT_VISIBLE_DEVICES (107001), its driver id and the peer's physical
 * id below 64 (107000); ApiImpl / NpuDriver::EnableP2P, DisableP2P: every
 * preset has RT_FEATURE_DEVICE_P2P; the driver keeps the pair. No context
 * needed. */
static int p2p_checks(const aclcts_rtd_state *st, const aclcts_rtd_env *env, uint32_t dev, uint32_t peer_phy,
                      int32_t *drv)
{
    int rc = aclcts_rtc_user_to_drv(env->chain, env->chain_env, (int32_t)dev, drv);
    if (rc != 0) return rc;
    if ((uint32_t)*drv >= ACLCTS_RTC_MAX_DEVICES || peer_phy >= ACLCTS_RTC_MAX_DEVICES)
        return ACLCTS_RT_INVALID_VALUE; /* PEER012 */
    if (!drv_present(env, (uint32_t)*drv) || !phy_present(st, env, peer_phy)) return ACLCTS_RT_DEVICE_ID;
    return 0;
}

int aclcts_rtd_enable_p2p(aclcts_rtd_state *st, const aclcts_rtd_env *env, uint32_t dev, uint32_t peer_phy,
                          uint32_t flag)
{
    (void)flag; /* handed to halDeviceEnableP2P; the ACL layer passes only 0 */
    int32_t drv;
    int rc = p2p_checks(st, env, dev, peer_phy, &drv);
    if (rc != 0) return rc;
    st->p2p[drv][peer_phy] = 1; /* PEER010 */
    return 0;
}

int aclcts_rtd_disable_p2p(aclcts_rtd_state *st, const aclcts_rtd_env *env, uint32_t dev, uint32_t peer_phy)
{
    int32_t drv;
    int rc = p2p_checks(st, env, dev, peer_phy, &drv);
    if (rc != 0) return rc;
    st->p2p[drv][peer_phy] = 0; /* PEER011 */
    return 0;
}

/* ---- values ---- */

/* api/api_c_memory.cc rtsValueWrite / rtsValueWait: a chip without
 * RT_FEATURE_TASK_VALUE_WAIT is 207000; the stream handle (107017);
 * ApiErrorDecorator::MemWriteValue / MemWaitValue: NULL (107000), a write
 * flag other than 0 or a wait flag >= MEM_WAIT_VALUE_TYPE_MAX (107000), then
 * the address must be device memory (PtrGetAttributes: a location other than
 * RT_MEMORY_LOC_DEVICE is 107000; the model, like the product's driver
 * stand-in, takes every address for device memory); ApiImpl::MemWriteValue /
 * MemWaitValue: context and stream (107002, 107003), then the task. */
int aclcts_rtd_value(const aclcts_rtd_env *env, int wait, const void *addr, uint32_t flag, const void *stm)
{
    if (!env->soc->event_mode) return ACLCTS_RT_FEATURE_NOT_SUPPORT; /* PEER017 */
    int rc = aclcts_rtc_stream_handle(env->chain, stm);
    if (rc != 0) return rc; /* PEER018: before the flag */
    if (addr == NULL) return ACLCTS_RT_INVALID_VALUE;
    if (wait ? flag >= ACLCTS_RTD_WAIT_VALUE_TYPES : flag != 0) return ACLCTS_RT_INVALID_VALUE; /* PEER016 */
    return aclcts_rtc_stream_in_current(env->chain, env->chain_env, stm);                       /* PEER018 */
}
