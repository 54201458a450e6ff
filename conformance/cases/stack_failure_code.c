/* STACK006: the StackSize loop stops on exactly ACL_ERROR_FAILURE (500001),
 * the code of a member that cannot be read (STACK004), never on a runtime
 * code (ACL_ERROR_RT_* are 107xxx, 207xxx, 507xxx): a runtime failure of an
 * earlier member is swallowed, the unreadable member then stops the loop and
 * the later member and the default device are skipped (acl.cpp
 * SetAllStackSizes, SetStackSizeByType). */
#include "helpers/init.h"

INIT_KEYS_FAULT_CASE(
    STACK006, UnreadableMemberStopsTheLoopAfterARuntimeFailure, "STACK006 STACK004 STACK005",
    .json = "{\"StackSize\":{\"simt_stack_size\":256,\"simt_divergence_stack_size\":\"x\",\"aicore_stack_size\":65536},"
            "\"defaultDevice\":{\"default_device\":\"0\"}}",
    .symbol = "rtDeviceSetLimit", .fail = ACL_ERROR_RT_INTERNAL_ERROR, .nth = 1, .code = ACL_ERROR_FAILURE,
    .keys = "rtDeviceSetLimit(0,1,256)=507000\n")
