/* FIFO004: FEATURE_NOT_SUPPORT (207000) from a FIFO rtDeviceSetLimit is
 * tolerated; any other runtime code is returned by aclInit, and the later
 * FIFO key and the event mode are not processed (test
 * SetFifoSizeTest). Unlike StackSize (STACK005). */
#include "helpers/init.h"

#define FIFO_BOTH                                                                  \
    "{\"simd_printf_fifo_size_per_core\":32768,\"simt_printf_fifo_size\":1048576," \
    "\"acl_graph\":{\"event_mode\":\"1\"}}"

/* The key steps' trace lines for FIFO_BOTH, each but the last without its answer. */
#define SIMD_SET "rtDeviceSetLimit(0,4,32768)="
#define SIMT_SET "rtDeviceSetLimit(0,5,1048576)="
#define EVENT_MODE_SET "rtEventWorkModeSet(1)=0\n"

/* Each row: rtDeviceSetLimit fails as given while aclInit reads FIFO_BOTH. */
#define FIFO_FAULT(NAME, ...) \
    INIT_KEYS_FAULT_CASE(FIFO004, NAME, "FIFO004", .json = FIFO_BOTH, .symbol = "rtDeviceSetLimit", __VA_ARGS__)

FIFO_FAULT(SimdFeatureNotSupportIsTolerated, .fail = ACL_ERROR_RT_FEATURE_NOT_SUPPORT, .nth = 1, .code = ACL_SUCCESS,
           .keys = SIMD_SET "207000\n" SIMT_SET "207000\n" EVENT_MODE_SET)
/* The A2/A3 case: the SIMT type is unsupported and ignored. */
FIFO_FAULT(SimtFeatureNotSupportIsTolerated, .fail = ACL_ERROR_RT_FEATURE_NOT_SUPPORT, .nth = 2, .code = ACL_SUCCESS,
           .keys = SIMD_SET "0\n" SIMT_SET "207000\n" EVENT_MODE_SET)
FIFO_FAULT(SimdParamInvalidIsReturnedAndStopsSimt, .fail = ACL_ERROR_RT_PARAM_INVALID, .nth = 1,
           .code = ACL_ERROR_RT_PARAM_INVALID, .keys = SIMD_SET "107000\n")
FIFO_FAULT(SimtParamInvalidIsReturned, .fail = ACL_ERROR_RT_PARAM_INVALID, .nth = 2, .code = ACL_ERROR_RT_PARAM_INVALID,
           .keys = SIMD_SET "0\n" SIMT_SET "107000\n")
FIFO_FAULT(RuntimeInternalErrorIsReturned, .fail = ACL_ERROR_RT_INTERNAL_ERROR, .nth = 1,
           .code = ACL_ERROR_RT_INTERNAL_ERROR, .keys = SIMD_SET "507000\n")
