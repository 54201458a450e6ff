/* FIFO001: the top-level keys simd_printf_fifo_size_per_core (type 4) then
 * simt_printf_fifo_size (type 5) become rtDeviceSetLimit(0, type, value),
 * after the default device and before the event mode, whatever their order
 * in the file (acl.cpp SetPrintFifoSizes). The
 * documented ranges and the rounding to 8 are the runtime's. */
#include "helpers/init.h"

/* On the default SoC (Ascend910B1, a v100 runtime) the SIMT types answer
 * 207000 (FEATURE_NOT_SUPPORT), which aclInit tolerates (SOC003/SOC005). */

INIT_KEYS_CASE(FIFO001, SimdFifoSizeIsTypeFour, "FIFO001", "{\"simd_printf_fifo_size_per_core\":32768}", ACL_SUCCESS,
               "rtDeviceSetLimit(0,4,32768)=0\n")
INIT_KEYS_CASE(FIFO001, SimtFifoSizeIsTypeFive, "FIFO001", "{\"simt_printf_fifo_size\":2097152}", ACL_SUCCESS,
               "rtDeviceSetLimit(0,5,2097152)=207000\n")
INIT_KEYS_CASE(FIFO001, BothKeysGoInTypeOrder, "FIFO001",
               "{\"simt_printf_fifo_size\":1048576,\"simd_printf_fifo_size_per_core\":1024}", ACL_SUCCESS,
               "rtDeviceSetLimit(0,4,1024)=0\nrtDeviceSetLimit(0,5,1048576)=207000\n")
/* Out-of-range or unaligned values are the runtime's to judge: ACL passes 1
 * unchanged, the runtime refuses it (below 1024: 107000, SOC004) and aclInit
 * returns that code (FIFO004). */
INIT_KEYS_CASE(FIFO001, UnalignedSmallValueIsPassedUnchanged, "FIFO001 FIFO004 SOC004",
               "{\"simd_printf_fifo_size_per_core\":1}", ACL_ERROR_RT_PARAM_INVALID, "rtDeviceSetLimit(0,4,1)=107000\n")
INIT_KEYS_CASE(FIFO001, FifoComesAfterStackSizeAndDefaultDevice, "FIFO001 DEV004 STACK001",
               "{\"simt_printf_fifo_size\":1048576,\"defaultDevice\":{\"default_device\":\"3\"},"
               "\"StackSize\":{\"simt_stack_size\":256}}",
               ACL_SUCCESS,
               "rtDeviceSetLimit(0,1,256)=207000\nrtSetDefaultDeviceId(3)=0\nrtDeviceSetLimit(0,5,1048576)=207000\n")

/* The SIMT printf FIFO example of docs/zh/api_ref/02_initialization_and_deinitialization.md. */
INIT_KEYS_CASE(FIFO001, SimtFifoSize1048576IsPassedThrough, "FIFO001", "{\n    \"simt_printf_fifo_size\": 1048576\n}\n",
               ACL_SUCCESS, "rtDeviceSetLimit(0,5,1048576)=207000\n")
/* Its SIMD printf FIFO example. */
INIT_KEYS_CASE(FIFO001, SimdFifoSize1048576IsPassedThrough, "FIFO001",
               "{\n    \"simd_printf_fifo_size_per_core\": 1048576\n}\n", ACL_SUCCESS,
               "rtDeviceSetLimit(0,4,1048576)=0\n")
