/* SOC003: the SIMT stack types (simt_stack_size 1, simt_divergence_stack_size
 * 2) exist only on the Ascend 950 runtime (libruntime_v200 ApiImplDavid);
 * every v100 runtime (Atlas A2/A3, 310B, 310P, 910) answers 207000, which
 * aclInit tolerates: the later keys are still applied and aclInit returns 0.
 * SOC009: on 950 both are rounded up to 128 in uint32, simt_stack_size is
 * stored per warp (x32), and both ending at 0 is refused with 107000, which
 * aclInit swallows like any StackSize error. */
#include "helpers/soc.h"

#define SIMT_JSON \
    "{\"StackSize\":{\"simt_stack_size\":1024,\"simt_divergence_stack_size\":512,\"aicore_stack_size\":65536}}"
#define SIMT_REFUSED \
    "rtDeviceSetLimit(0,1,1024)=207000\nrtDeviceSetLimit(0,2,512)=207000\nrtDeviceSetLimit(0,3,65536)=0\n"
#define SIMT_APPLIED "rtDeviceSetLimit(0,1,1024)=0\nrtDeviceSetLimit(0,2,512)=0\nrtDeviceSetLimit(0,3,65536)=0\n"

SOC_STORED_CASE(SOC003, SimtStackSize207000ToleratedOnAscend910B1, "SOC003 STACK005", "Ascend910B1", SIMT_JSON,
                ACL_SUCCESS, SIMT_REFUSED, 1, 36864)
SOC_STORED_CASE(SOC003, SimtStackSize207000ToleratedOnAtlasA3, "SOC003 STACK005", "Ascend910_9391", SIMT_JSON,
                ACL_SUCCESS, SIMT_REFUSED, 2, 1024)
SOC_STORED_CASE(SOC003, SimtStackSize207000ToleratedOnAscend310B1, "SOC003 STACK005", "Ascend310B1", SIMT_JSON,
                ACL_SUCCESS, SIMT_REFUSED, 3, 65536)
SOC_CASE(SOC003, SimtStackSize207000ToleratedOnAscend310P3, "SOC003 STACK005", "Ascend310P3", SIMT_JSON, ACL_SUCCESS,
         SIMT_REFUSED)
SOC_CASE(SOC003, SimtStackSize207000ToleratedOnAscend910, "SOC003 STACK005", "Ascend910A", SIMT_JSON, ACL_SUCCESS,
         SIMT_REFUSED)
/* The tolerated refusal does not stop the default device. */
SOC_CASE(SOC003, RefusedSimtStackStillSetsTheDefaultDevice, "SOC003 STACK005 DEV004", "Ascend910B1",
         "{\"StackSize\":{\"simt_stack_size\":256},\"defaultDevice\":{\"default_device\":\"2\"}}", ACL_SUCCESS,
         "rtDeviceSetLimit(0,1,256)=207000\nrtSetDefaultDeviceId(2)=0\n")

SOC_STORED_CASE(SOC003, SimtStackSizeAppliedOnAscend950PR, "SOC003 SOC009", "Ascend950PR_9599", SIMT_JSON, ACL_SUCCESS,
                SIMT_APPLIED, 1, 32768)
SOC_STORED_CASE(SOC003, SimtDivergenceStackAppliedOnAscend950DT, "SOC003 SOC009", "Ascend950DT_9591", SIMT_JSON,
                ACL_SUCCESS, SIMT_APPLIED, 2, 512)

/* fixture testStackSize_abnormal_aligned.json: 200 -> 256 (x32), 300 -> 384. */
SOC_STORED_CASE(SOC009, SimtStackRoundsUpTo128PerThreadTimes32, "SOC009", "Ascend950PR_9599",
                "{\"StackSize\":{\"simt_stack_size\":200}}", ACL_SUCCESS, "rtDeviceSetLimit(0,1,200)=0\n", 1, 8192)
SOC_STORED_CASE(SOC009, SimtDivergenceStackRoundsUpTo128, "SOC009", "Ascend950PR_9599",
                "{\"StackSize\":{\"simt_divergence_stack_size\":300}}", ACL_SUCCESS, "rtDeviceSetLimit(0,2,300)=0\n", 2,
                384)
/* -1 is passed as 4294967295, whose rounding wraps to 0. */
SOC_STORED_CASE(SOC009, SimtStackRoundingWrapsToZero, "SOC009 STACK003", "Ascend950PR_9599",
                "{\"StackSize\":{\"simt_stack_size\":-1}}", ACL_SUCCESS, "rtDeviceSetLimit(0,1,4294967295)=0\n", 1, 0)
/* Both at 0: the second call is refused with 107000 and aclInit swallows it. */
SOC_CASE(SOC009, BothSimtStacksZeroAreRefusedAndSwallowed, "SOC009 STACK005", "Ascend950PR_9599",
         "{\"StackSize\":{\"simt_stack_size\":0,\"simt_divergence_stack_size\":0}}", ACL_SUCCESS,
         "rtDeviceSetLimit(0,1,0)=0\nrtDeviceSetLimit(0,2,0)=107000\n")
/* The SIMT stack example of docs/zh/api_ref/02_initialization_and_deinitialization.md on its SoC. */
SOC_STORED_CASE(SOC009, SimtStackSizes1024And512AreStoredOnAscend950PR, "SOC009 SOC003", "Ascend950PR_9599",
                "{\n    \"StackSize\": {\n        \"simt_stack_size\": 1024,\n        \"simt_divergence_stack_size\": "
                "512\n    }\n}\n",
                ACL_SUCCESS, "rtDeviceSetLimit(0,1,1024)=0\nrtDeviceSetLimit(0,2,512)=0\n", 1, 32768)
