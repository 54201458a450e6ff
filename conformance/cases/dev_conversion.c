/* DEV004: an accepted default_device becomes rtSetDefaultDeviceId(
 * (int32)strtol(text)), called after the StackSize calls and before the FIFO
 * and event-mode steps. Values that truncate to -1 (the "not set" marker) make
 * no call and succeed. */
#include "helpers/init.h"

#define DEV_ID_CASE(NAME, TEXT, KEYS) \
    INIT_KEYS_CASE(DEV004, NAME, "DEV004", "{\"defaultDevice\":{\"default_device\":\"" TEXT "\"}}", ACL_SUCCESS, KEYS)

DEV_ID_CASE(ZeroSetsDeviceZero, "0", "rtSetDefaultDeviceId(0)=0\n")
DEV_ID_CASE(SevenSetsDeviceSeven, "7", "rtSetDefaultDeviceId(7)=0\n")
/* The JSON escape is decoded before the text check. */
DEV_ID_CASE(EscapedDigitIsAccepted, "\\u0037", "rtSetDefaultDeviceId(7)=0\n")
/* 12345678901 mod 2^32 = 3755744309, which is -539222987 as int32. The
 * negative id is passed on; the runtime refuses it with 107001 (DEV005) and
 * aclInit returns that code. */
INIT_KEYS_CASE(DEV004, LargeIdTruncatesToInt32, "DEV004 DEV005",
               "{\"defaultDevice\":{\"default_device\":\"12345678901\"}}", ACL_ERROR_RT_INVALID_DEVICEID,
               "rtSetDefaultDeviceId(-539222987)=107001\n")
INIT_KEYS_CASE(DEV004, TwoPow31WrapsToIntMin, "DEV004 DEV005",
               "{\"defaultDevice\":{\"default_device\":\"2147483648\"}}", ACL_ERROR_RT_INVALID_DEVICEID,
               "rtSetDefaultDeviceId(-2147483648)=107001\n")
DEV_ID_CASE(TwoPow32WrapsToZero, "4294967296", "rtSetDefaultDeviceId(0)=0\n")
/* 4294967295 becomes -1, the internal "no default device": no call at all. */
DEV_ID_CASE(IdWrappingToMinusOneMakesNoCall, "4294967295", "")
/* strtol saturates at LONG_MAX (2^63-1), whose low 32 bits are -1 as well. */
DEV_ID_CASE(SaturatedIdMakesNoCall, "99999999999999999999", "")

/* Order inside aclInit: StackSize, default device, FIFO sizes, event mode,
 * whatever the order of the keys in the file. */
INIT_KEYS_CASE(DEV004, DefaultDeviceIsSetBetweenStackSizeAndFifo, "DEV004 STACK001 FIFO001 EVT002",
               "{\"acl_graph\":{\"event_mode\":\"1\"},\"simd_printf_fifo_size_per_core\":1024,"
               "\"defaultDevice\":{\"default_device\":\"1\"},\"StackSize\":{\"aicore_stack_size\":65536}}",
               ACL_SUCCESS,
               "rtDeviceSetLimit(0,3,65536)=0\nrtSetDefaultDeviceId(1)=0\nrtDeviceSetLimit(0,4,1024)=0\n"
               "rtEventWorkModeSet(1)=0\n")

/* A rejected default_device is found only after the StackSize calls were
 * made; nothing later runs. */
INIT_KEYS_CASE(DEV004, RejectionComesAfterStackSizeCalls, "DEV004 DEV003 STACK001",
               "{\"StackSize\":{\"simt_stack_size\":256},\"defaultDevice\":{\"default_device\":\"x\"},"
               "\"simd_printf_fifo_size_per_core\":1024}",
               ACL_ERROR_FAILURE, "rtDeviceSetLimit(0,1,256)=207000\n")
