/* STACK005: a runtime error from a StackSize rtDeviceSetLimit is swallowed:
 * the next member is still applied, the default device too, and aclInit
 * returns 0 (tests SetStackSize_SimtStackFail /
 * SetStackSize_SimtDivergenceStackFail). */
#include "dev_common.h"

/* On the default SoC (Ascend910B1, a v100 runtime) the SIMT types answer
 * 207000 (FEATURE_NOT_SUPPORT), which aclInit tolerates (SOC003/SOC005). */

#define STACK_ALL                                                                                   \
    "{\"StackSize\":{\"simt_stack_size\":256,\"simt_divergence_stack_size\":1024,"                  \
    "\"aicore_stack_size\":65536}}"

KC_FAULT_CASE(STACK005, ParamInvalidIsSwallowed, "STACK005",
              .json = STACK_ALL,
              .symbol = "rtDeviceSetLimit", .fail = ACL_ERROR_RT_PARAM_INVALID, .nth = 1, .code = ACL_SUCCESS,
              .keys = "rtDeviceSetLimit(0,1,256)=107000\nrtDeviceSetLimit(0,2,1024)=207000\nrtDeviceSetLimit(0,3,65536)=0\n")
KC_FAULT_CASE(STACK005, FeatureNotSupportIsSwallowed, "STACK005",
              .json = STACK_ALL,
              .symbol = "rtDeviceSetLimit", .fail = ACL_ERROR_RT_FEATURE_NOT_SUPPORT, .nth = 2, .code = ACL_SUCCESS,
              .keys = "rtDeviceSetLimit(0,1,256)=207000\nrtDeviceSetLimit(0,2,1024)=207000\nrtDeviceSetLimit(0,3,65536)=0\n")
KC_FAULT_CASE(STACK005, RuntimeInternalErrorIsSwallowed, "STACK005",
              .json = STACK_ALL,
              .symbol = "rtDeviceSetLimit", .fail = ACL_ERROR_RT_INTERNAL_ERROR, .nth = 3, .code = ACL_SUCCESS,
              .keys = "rtDeviceSetLimit(0,1,256)=207000\nrtDeviceSetLimit(0,2,1024)=207000\nrtDeviceSetLimit(0,3,65536)=507000\n")
/* Every call failing still ends in success. */
KC_FAULT_CASE(STACK005, EveryCallFailingIsSwallowed, "STACK005",
              .json = STACK_ALL,
              .symbol = "rtDeviceSetLimit", .fail = ACL_ERROR_RT_PARAM_INVALID, .nth = 0, .code = ACL_SUCCESS,
              .keys = "rtDeviceSetLimit(0,1,256)=107000\nrtDeviceSetLimit(0,2,1024)=107000\n"
              "rtDeviceSetLimit(0,3,65536)=107000\n")
/* The default device after a failed aicore limit is still set. */
KC_FAULT_CASE(STACK005, FailureStillSetsTheDefaultDevice, "STACK005 DEV004",
              .json = "{\"StackSize\":{\"aicore_stack_size\":65536},\"defaultDevice\":{\"default_device\":\"2\"}}",
              .symbol = "rtDeviceSetLimit", .fail = ACL_ERROR_RT_PARAM_INVALID, .nth = 1, .code = ACL_SUCCESS,
              .keys = "rtDeviceSetLimit(0,3,65536)=107000\nrtSetDefaultDeviceId(2)=0\n")
