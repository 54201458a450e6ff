/* EVT002: event_mode must be the JSON string "0" or "1" (regex 0|1), giving
 * rtEventWorkModeSet(0|1) as the last key step; any other string gives
 * ACL_ERROR_INVALID_PARAM (100000), not 500001
 * (fixtures testEventMode_01/02/06). A non-string value is HAZ002. */
#include "helpers/init.h"

#define EVT_VALUE_CASE(NAME, TEXT, CODE, KEYS) \
    INIT_KEYS_CASE(EVT002, NAME, "EVT002", "{\"acl_graph\":{\"event_mode\":\"" TEXT "\"}}", CODE, KEYS)
#define EVT_REJECT_CASE(NAME, TEXT)                                                              \
    INIT_KEYS_CODE_CASE(EVT002, NAME, "EVT002", "{\"acl_graph\":{\"event_mode\":\"" TEXT "\"}}", \
                        ACL_ERROR_INVALID_PARAM, "")

EVT_VALUE_CASE(ZeroSetsSoftwareMode, "0", ACL_SUCCESS, "rtEventWorkModeSet(0)=0\n")
EVT_VALUE_CASE(OneSetsHardwareMode, "1", ACL_SUCCESS, "rtEventWorkModeSet(1)=0\n")
/* The JSON escape is decoded before the check. */
EVT_VALUE_CASE(EscapedOneIsAccepted, "\\u0031", ACL_SUCCESS, "rtEventWorkModeSet(1)=0\n")

EVT_REJECT_CASE(TwoIsRejected, "2")
EVT_REJECT_CASE(LeadingSpaceIsRejected, " 1")
EVT_REJECT_CASE(TrailingSpaceIsRejected, "1 ")
EVT_REJECT_CASE(LeadingZeroIsRejected, "01")
EVT_REJECT_CASE(EmptyStringIsRejected, "")
EVT_REJECT_CASE(WordIsRejected, "true")

/* The event mode is the last key step: every earlier key step was applied. */
INIT_KEYS_CASE(EVT002, EventModeComesAfterTheFifoSizes, "EVT002 FIFO001",
               "{\"acl_graph\":{\"event_mode\":\"0\"},\"simt_printf_fifo_size\":1048576,"
               "\"StackSize\":{\"aicore_stack_size\":65536}}",
               ACL_SUCCESS,
               "rtDeviceSetLimit(0,3,65536)=0\nrtDeviceSetLimit(0,5,1048576)=207000\nrtEventWorkModeSet(0)=0\n")
/* A rejected mode leaves the earlier calls made. */
INIT_KEYS_CODE_CASE(EVT002, RejectionKeepsTheEarlierCalls, "EVT002",
                    "{\"simd_printf_fifo_size_per_core\":1024,\"acl_graph\":{\"event_mode\":\"2\"}}",
                    ACL_ERROR_INVALID_PARAM, "rtDeviceSetLimit(0,4,1024)=0\n")
