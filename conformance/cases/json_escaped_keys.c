/* JSON016: key names are compared after JSON string decoding, for every key
 * aclInit reads: an escaped spelling applies exactly like the plain one
 * (the product looks keys up with nlohmann's find on decoded names). The
 * err_msg_mode key is ERRMSG002. */
#include "helpers/init.h"

INIT_KEYS_CASE(JSON016, EscapedDefaultDeviceKeyIsDefaultDevice, "JSON016 DEV004",
               "{\"default\\u0044evice\":{\"default_device\":\"3\"}}", ACL_SUCCESS, "rtSetDefaultDeviceId(3)=0\n")
INIT_KEYS_CASE(JSON016, EscapedDefaultDeviceMemberIsDefaultDevice, "JSON016 DEV004",
               "{\"defaultDevice\":{\"default\\u005fdevice\":\"4\"}}", ACL_SUCCESS, "rtSetDefaultDeviceId(4)=0\n")
INIT_KEYS_CASE(JSON016, EscapedStackSizeKeyIsStackSize, "JSON016 STACK001",
               "{\"Stack\\u0053ize\":{\"aicore\\u005fstack_size\":65536}}", ACL_SUCCESS,
               "rtDeviceSetLimit(0,3,65536)=0\n")
INIT_KEYS_CASE(JSON016, EscapedFifoKeyIsTheFifoKey, "JSON016 FIFO001",
               "{\"simd_printf_fifo_size_per_cor\\u0065\":2048}", ACL_SUCCESS, "rtDeviceSetLimit(0,4,2048)=0\n")
INIT_KEYS_CASE(JSON016, EscapedEventModeKeysAreTheEventModeKeys, "JSON016 EVT002",
               "{\"acl_gr\\u0061ph\":{\"event_\\u006dode\":\"1\"}}", ACL_SUCCESS, "rtEventWorkModeSet(1)=0\n")
/* A decoded key is checked like the plain one: a bad value is still refused. */
INIT_KEYS_CODE_CASE(JSON016, EscapedKeyValueIsStillChecked, "JSON016 DEV003",
                    "{\"default\\u0044evice\":{\"default_device\":\"0x3\"}}", ACL_ERROR_FAILURE, "")
