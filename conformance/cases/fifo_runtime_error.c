/* FIFO004: FEATURE_NOT_SUPPORT (207000) from a FIFO rtDeviceSetLimit is
 * tolerated; any other runtime code is returned by aclInit, and the later
 * FIFO key and the event mode are not processed (test
 * SetFifoSizeTest). Unlike StackSize (STACK005). */
#include "dev_common.h"

#define FIFO_BOTH                                                                                 \
    "{\"simd_printf_fifo_size_per_core\":32768,\"simt_printf_fifo_size\":1048576,"                \
    "\"acl_graph\":{\"event_mode\":\"1\"}}"

KC_FAULT_CASE(FIFO004, SimdFeatureNotSupportIsTolerated, "FIFO004",
              .json = FIFO_BOTH,
              .symbol = "rtDeviceSetLimit", .fail = ACL_ERROR_RT_FEATURE_NOT_SUPPORT, .nth = 1, .code = ACL_SUCCESS,
              .keys = "rtDeviceSetLimit(0,4,32768)=207000\nrtDeviceSetLimit(0,5,1048576)=207000\nrtEventWorkModeSet(1)=0\n")
/* The A2/A3 case: the SIMT type is unsupported and ignored. */
KC_FAULT_CASE(FIFO004, SimtFeatureNotSupportIsTolerated, "FIFO004",
              .json = FIFO_BOTH,
              .symbol = "rtDeviceSetLimit", .fail = ACL_ERROR_RT_FEATURE_NOT_SUPPORT, .nth = 2, .code = ACL_SUCCESS,
              .keys = "rtDeviceSetLimit(0,4,32768)=0\nrtDeviceSetLimit(0,5,1048576)=207000\nrtEventWorkModeSet(1)=0\n")
KC_FAULT_CASE(FIFO004, SimdParamInvalidIsReturnedAndStopsSimt, "FIFO004",
              .json = FIFO_BOTH,
              .symbol = "rtDeviceSetLimit", .fail = ACL_ERROR_RT_PARAM_INVALID, .nth = 1, .code = ACL_ERROR_RT_PARAM_INVALID,
              .keys = "rtDeviceSetLimit(0,4,32768)=107000\n")
KC_FAULT_CASE(FIFO004, SimtParamInvalidIsReturned, "FIFO004",
              .json = FIFO_BOTH,
              .symbol = "rtDeviceSetLimit", .fail = ACL_ERROR_RT_PARAM_INVALID, .nth = 2, .code = ACL_ERROR_RT_PARAM_INVALID,
              .keys = "rtDeviceSetLimit(0,4,32768)=0\nrtDeviceSetLimit(0,5,1048576)=107000\n")
KC_FAULT_CASE(FIFO004, RuntimeInternalErrorIsReturned, "FIFO004",
              .json = FIFO_BOTH,
              .symbol = "rtDeviceSetLimit", .fail = ACL_ERROR_RT_INTERNAL_ERROR, .nth = 1, .code = ACL_ERROR_RT_INTERNAL_ERROR,
              .keys = "rtDeviceSetLimit(0,4,32768)=507000\n")
