/* STACK001: the StackSize members are applied as rtDeviceSetLimit(0, type,
 * (uint32)value) in type order simt_stack_size (1),
 * simt_divergence_stack_size (2), aicore_stack_size (3), whatever their order
 * in the file (acl.cpp SetAllStackSizes). The
 * value goes to the runtime unchanged: rounding and limits are the runtime's. */
#include "helpers/init.h"

/* On the default SoC (Ascend910B1, a v100 runtime) the SIMT types answer
 * 207000 (FEATURE_NOT_SUPPORT), which aclInit tolerates (SOC003/SOC005). */

INIT_KEYS_CASE(STACK001, AicoreStackSizeIsTypeThree, "STACK001", "{\"StackSize\":{\"aicore_stack_size\":65536}}",
               ACL_SUCCESS, "rtDeviceSetLimit(0,3,65536)=0\n")
INIT_KEYS_CASE(STACK001, SimtStackSizeIsTypeOne, "STACK001", "{\"StackSize\":{\"simt_stack_size\":1024}}", ACL_SUCCESS,
               "rtDeviceSetLimit(0,1,1024)=207000\n")
INIT_KEYS_CASE(STACK001, SimtDivergenceStackSizeIsTypeTwo, "STACK001",
               "{\"StackSize\":{\"simt_divergence_stack_size\":512}}", ACL_SUCCESS,
               "rtDeviceSetLimit(0,2,512)=207000\n")
INIT_KEYS_CASE(
    STACK001, AllThreeKeysGoInTypeOrder, "STACK001",
    "{\"StackSize\":{\"aicore_stack_size\":32768,\"simt_divergence_stack_size\":300,\"simt_stack_size\":200}}",
    ACL_SUCCESS, "rtDeviceSetLimit(0,1,200)=207000\nrtDeviceSetLimit(0,2,300)=207000\nrtDeviceSetLimit(0,3,32768)=0\n")
/* Values below the documented minimum or not aligned are not ACL's concern. */
INIT_KEYS_CASE(STACK001, UnalignedValueIsPassedUnchanged, "STACK001", "{\"StackSize\":{\"aicore_stack_size\":40000}}",
               ACL_SUCCESS, "rtDeviceSetLimit(0,3,40000)=0\n")

/* The AI Core stack example of docs/zh/api_ref/02_initialization_and_deinitialization.md. */
INIT_KEYS_CASE(STACK001, AicoreStackSize32768IsPassedThrough, "STACK001",
               "{\n    \"StackSize\":{\n        \"aicore_stack_size\":32768\n    }\n}\n", ACL_SUCCESS,
               "rtDeviceSetLimit(0,3,32768)=0\n")
/* Its SIMT stack example (Ascend 950 only: 207000 on the default SoC). */
INIT_KEYS_CASE(
    STACK001, SimtStackSizes1024And512ArePassedThrough, "STACK001",
    "{\n    \"StackSize\": {\n        \"simt_stack_size\": 1024,\n        \"simt_divergence_stack_size\": 512\n"
    "    }\n}\n",
    ACL_SUCCESS, "rtDeviceSetLimit(0,1,1024)=207000\nrtDeviceSetLimit(0,2,512)=207000\n")
