/* STACK004: a StackSize member that is not a JSON number (string, bool, null,
 * array, object) makes aclInit return ACL_ERROR_FAILURE (500001); members of
 * later types and the default device are not processed; calls made for
 * earlier types stay made (fixture
 * testStackSize_abnormal_abc.json). */
#include "helpers/init.h"

/* aclInit of JSON returns ACL_ERROR_FAILURE after the key-step lines KEYS. */
#define STACK_REJECTED(NAME, RULES, JSON, KEYS) \
    INIT_KEYS_CODE_CASE(STACK004, NAME, RULES, JSON, ACL_ERROR_FAILURE, KEYS)
#define STACK_TYPE_CASE(NAME, JSONVALUE) \
    STACK_REJECTED(NAME, "STACK004", "{\"StackSize\":{\"aicore_stack_size\":" JSONVALUE "}}", "")

STACK_TYPE_CASE(NumericStringIsRejected, "\"32768\"")
STACK_TYPE_CASE(TrueIsRejected, "true")
STACK_TYPE_CASE(NullIsRejected, "null")
STACK_TYPE_CASE(ArrayIsRejected, "[32768]")
STACK_TYPE_CASE(ObjectIsRejected, "{}")

/* The first type fails: the two later members are never applied. */
STACK_REJECTED(RejectedSimtStopsTheLaterKeys, "STACK004 STACK001",
               "{\"StackSize\":{\"simt_stack_size\":\"32768\",\"simt_divergence_stack_size\":512,"
               "\"aicore_stack_size\":65536}}",
               "")
/* The last type fails: the earlier calls were already made (207000: default SoC, SOC003). */
STACK_REJECTED(RejectionKeepsTheEarlierCalls, "STACK004 STACK001",
               "{\"StackSize\":{\"simt_stack_size\":256,\"aicore_stack_size\":\"abc\"}}",
               "rtDeviceSetLimit(0,1,256)=207000\n")
/* The default device is handled after StackSize and is skipped. */
STACK_REJECTED(RejectionSkipsTheDefaultDevice, "STACK004 DEV004",
               "{\"StackSize\":{\"aicore_stack_size\":false},\"defaultDevice\":{\"default_device\":\"0\"}}", "")
