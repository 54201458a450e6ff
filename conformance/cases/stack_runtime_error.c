/* STACK005: a runtime error from a StackSize rtDeviceSetLimit is swallowed:
 * the next member is still applied, the default device too, and aclInit
 * returns 0 (tests SetStackSize_SimtStackFail /
 * SetStackSize_SimtDivergenceStackFail). */
#include "helpers/init.h"

/* On the default SoC (Ascend910B1, a v100 runtime) the SIMT types answer
 * 207000 (FEATURE_NOT_SUPPORT), which aclInit tolerates (SOC003/SOC005). */

#define STACK_ALL                                                                  \
    "{\"StackSize\":{\"simt_stack_size\":256,\"simt_divergence_stack_size\":1024," \
    "\"aicore_stack_size\":65536}}"

/* The key steps' trace lines for STACK_ALL without their answers. */
#define SIMT_STACK_SET "rtDeviceSetLimit(0,1,256)="
#define DIVERGENCE_STACK_SET "rtDeviceSetLimit(0,2,1024)="
#define AICORE_STACK_SET "rtDeviceSetLimit(0,3,65536)="

/* Each row: rtDeviceSetLimit fails as given while aclInit reads STACK_ALL; aclInit succeeds. */
#define STACK_FAULT(NAME, ...)                                                                        \
    INIT_KEYS_FAULT_CASE(STACK005, NAME, "STACK005", .json = STACK_ALL, .symbol = "rtDeviceSetLimit", \
                         .code = ACL_SUCCESS, __VA_ARGS__)

STACK_FAULT(ParamInvalidIsSwallowed, .fail = ACL_ERROR_RT_PARAM_INVALID, .nth = 1,
            .keys = SIMT_STACK_SET "107000\n" DIVERGENCE_STACK_SET "207000\n" AICORE_STACK_SET "0\n")
STACK_FAULT(FeatureNotSupportIsSwallowed, .fail = ACL_ERROR_RT_FEATURE_NOT_SUPPORT, .nth = 2,
            .keys = SIMT_STACK_SET "207000\n" DIVERGENCE_STACK_SET "207000\n" AICORE_STACK_SET "0\n")
STACK_FAULT(RuntimeInternalErrorIsSwallowed, .fail = ACL_ERROR_RT_INTERNAL_ERROR, .nth = 3,
            .keys = SIMT_STACK_SET "207000\n" DIVERGENCE_STACK_SET "207000\n" AICORE_STACK_SET "507000\n")
/* Every call failing still ends in success. */
STACK_FAULT(EveryCallFailingIsSwallowed, .fail = ACL_ERROR_RT_PARAM_INVALID, .nth = 0,
            .keys = SIMT_STACK_SET "107000\n" DIVERGENCE_STACK_SET "107000\n" AICORE_STACK_SET "107000\n")
/* The default device after a failed aicore limit is still set. */
INIT_KEYS_FAULT_CASE(
    STACK005, FailureStillSetsTheDefaultDevice, "STACK005 DEV004",
    .json = "{\"StackSize\":{\"aicore_stack_size\":65536},\"defaultDevice\":{\"default_device\":\"2\"}}",
    .symbol = "rtDeviceSetLimit", .fail = ACL_ERROR_RT_PARAM_INVALID, .nth = 1, .code = ACL_SUCCESS,
    .keys = "rtDeviceSetLimit(0,3,65536)=107000\nrtSetDefaultDeviceId(2)=0\n")
