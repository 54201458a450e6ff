/* The runtime's device settings, peer access and value tasks: an executable
 * model of what the product's runtime (src/runtime, commit 681ef761) answers
 * to rtSetDeviceSatMode, rtGetDeviceSatMode, rtSetOpExecuteTimeOut,
 * rtSetOpExecuteTimeOutV2, rtGetDeviceSatStatus, rtCleanDeviceSatStatus,
 * rtGetDevicePhyIdByIndex, rtDeviceCanAccessPeer, rtEnableP2P, rtDisableP2P,
 * rtsValueWrite and rtsValueWait, per SoC preset (rules DEVSET and PEER).
 *
 * The current context, streams and device ids are the chain's (rt_chain.h):
 * these calls read them through its accessors. Codes are the ACL-visible
 * runtime codes (rt_chain.h, rt_model.h). State is process-wide; the caller
 * serialises the calls (the spy holds its lock). Nothing here runs on a
 * device: the overflow status and the values written or waited for are
 * device memory the model never sees, so it checks the calls and keeps no
 * bytes (lower/runtime/README.md). */
#ifndef ACLCTS_LOWER_RT_DEVSET_H_
#define ACLCTS_LOWER_RT_DEVSET_H_

#include <stdint.h>

#include "runtime/rt_chain.h"
#include "runtime/soc_preset.h"

#define ACLCTS_RTD_OVERFLOW_SATURATION 0 /* rtFloatOverflowMode_t */
#define ACLCTS_RTD_OVERFLOW_INFNAN 1
#define ACLCTS_RTD_OVERFLOW_UNDEF 2
#define ACLCTS_RTD_OVERFLOW_OUTPUT_SIZE 64u /* core/inc/task/task_base.hpp OVERFLOW_OUTPUT_SIZE */
#define ACLCTS_RTD_MAX_KERNEL_CREDIT 254u   /* core/inc/stars/stars_base.hpp RT_STARS_MAX_KERNEL_CREDIT */
#define ACLCTS_RTD_WAIT_VALUE_TYPES 4u      /* core/inc/stars/stars_cond_isa_define.hpp MEM_WAIT_VALUE_TYPE_MAX */

/* The runtime's process-wide state of these calls (Runtime in
 * core/inc/runtime.hpp, the driver's P2P table). */
typedef struct aclcts_rtd_state {
    int sat_mode;        /* Runtime::satMode_; -1: never set, the SoC's default (aclcts_rtd_default_sat_mode) */
    int timeout_set;     /* RtTimeoutConfig::isCfgOpExcTaskTimeout */
    uint64_t timeout_us; /* RtTimeoutConfig::opExcTaskTimeout, microseconds */
    uint32_t phy_base;   /* the driver's physical id of driver device d is phy_base + d */
    uint8_t p2p[ACLCTS_RTC_MAX_DEVICES][ACLCTS_RTC_MAX_DEVICES]; /* [driver device][peer physical id] enabled */
} aclcts_rtd_state;

/* What the calls need from the rest of the runtime model. */
typedef struct aclcts_rtd_env {
    const aclcts_soc_preset *soc;
    aclcts_rtc_state *chain; /* the chain's state and environment (device count, default device) */
    const aclcts_rtc_env *chain_env;
    int32_t driver_run_mode; /* what drvGetPlatformInfo reports (ACLCTS_RTC_RUN_MODE_*) */
} aclcts_rtd_env;

void aclcts_rtd_init(aclcts_rtd_state *st);
/* As aclcts_rtc_start: the starting values on storage already all zero. */
void aclcts_rtd_start(aclcts_rtd_state *st);

/* The overflow mode a process starts with on soc: Inf/NaN where the chip has
 * RT_FEATURE_OVERFLOW_MODE, else saturation. */
int aclcts_rtd_default_sat_mode(const aclcts_soc_preset *soc);
/* The op-execute timeout interval of soc's devices (microseconds per kernel
 * credit), as the runtime sets it when a device starts. */
double aclcts_rtd_timeout_interval_us(const aclcts_soc_preset *soc);

int aclcts_rtd_set_sat_mode(aclcts_rtd_state *st, const aclcts_rtd_env *env, int mode);
int aclcts_rtd_get_sat_mode(const aclcts_rtd_state *st, const aclcts_rtd_env *env, int *mode);
int aclcts_rtd_set_op_execute_timeout(aclcts_rtd_state *st, const aclcts_rtd_env *env, uint32_t seconds);
int aclcts_rtd_set_op_execute_timeout_v2(aclcts_rtd_state *st, const aclcts_rtd_env *env, uint64_t us,
                                         uint64_t *actual);
int aclcts_rtd_get_sat_status(const aclcts_rtd_env *env, const void *addr, uint64_t size, const void *stm);
int aclcts_rtd_clean_sat_status(const aclcts_rtd_env *env, const void *stm);

int aclcts_rtd_phy_id_by_index(const aclcts_rtd_state *st, const aclcts_rtd_env *env, uint32_t index, uint32_t *phy);
int aclcts_rtd_can_access_peer(const aclcts_rtd_state *st, const aclcts_rtd_env *env, int32_t *can, uint32_t dev,
                               uint32_t peer_phy);
int aclcts_rtd_enable_p2p(aclcts_rtd_state *st, const aclcts_rtd_env *env, uint32_t dev, uint32_t peer_phy,
                          uint32_t flag);
int aclcts_rtd_disable_p2p(aclcts_rtd_state *st, const aclcts_rtd_env *env, uint32_t dev, uint32_t peer_phy);

/* rtsValueWrite (wait 0) and rtsValueWait (wait 1). */
int aclcts_rtd_value(const aclcts_rtd_env *env, int wait, const void *addr, uint32_t flag, const void *stm);

#endif
