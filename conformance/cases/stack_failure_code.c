/* STACK006: the StackSize loop stops on exactly ACL_ERROR_FAILURE (500001),
 * so a runtime code that happens to equal 500001 is not swallowed: aclInit
 * returns 500001 and the later members and the default device are skipped
 * (acl.cpp SetAllStackSizes). */
#include "dev_common.h"

KC_FAULT_CASE(STACK006, RuntimeCodeEqualToFailureStopsTheLoop, "STACK006 STACK005",
              .json = "{\"StackSize\":{\"simt_stack_size\":256,\"aicore_stack_size\":65536},"
              "\"defaultDevice\":{\"default_device\":\"0\"}}",
              .symbol = "rtDeviceSetLimit", .fail = ACL_ERROR_FAILURE, .nth = 1, .code = ACL_ERROR_FAILURE,
              .keys = "rtDeviceSetLimit(0,1,256)=500001\n")
