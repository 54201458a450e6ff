/* STACK002: no rtDeviceSetLimit for stack sizes when StackSize is absent, not
 * an object, empty, or has none of the three members
 * (fixture testStackSize_normal_no_field.json). */
#include "helpers/init.h"

INIT_KEYS_CASE(STACK002, AbsentStackSizeMakesNoCall, "STACK002", "{\"other\":{\"aicore_stack_size\":65536}}",
               ACL_SUCCESS, "")
INIT_KEYS_CASE(STACK002, EmptyStackSizeMakesNoCall, "STACK002", "{\"StackSize\":{}}", ACL_SUCCESS, "")
INIT_KEYS_CASE(STACK002, UnknownMemberMakesNoCall, "STACK002", "{\"StackSize\":{\"aic_stack_size\":65536}}",
               ACL_SUCCESS, "")
INIT_KEYS_CASE(STACK002, NumberStackSizeIsIgnored, "STACK002", "{\"StackSize\":5}", ACL_SUCCESS, "")
INIT_KEYS_CASE(STACK002, StringStackSizeIsIgnored, "STACK002", "{\"StackSize\":\"aicore_stack_size\"}", ACL_SUCCESS, "")
INIT_KEYS_CASE(STACK002, NullStackSizeIsIgnored, "STACK002", "{\"StackSize\":null}", ACL_SUCCESS, "")
INIT_KEYS_CASE(STACK002, ArrayStackSizeIsIgnored, "STACK002", "{\"StackSize\":[{\"aicore_stack_size\":65536}]}",
               ACL_SUCCESS, "")
INIT_KEYS_CASE(STACK002, TopLevelStackKeysAreIgnored, "STACK002",
               "{\"aicore_stack_size\":65536,\"simt_stack_size\":256}", ACL_SUCCESS, "")
INIT_KEYS_CASE(STACK002, KeyNameIsCaseSensitive, "STACK002", "{\"stacksize\":{\"aicore_stack_size\":65536}}",
               ACL_SUCCESS, "")
