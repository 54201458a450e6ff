/* SOC004: every runtime (v100 and v200) accepts the SIMD printf FIFO size in
 * [1024, 67108864] and stores it rounded up to a multiple of 8 (default
 * 32768); outside the range it answers 107000, which aclInit returns
 * (FIFO004). The seed article lists only 950/A3/A2; 310B/310P/910 accept it
 * all the same. */
#include "soc_common.h"

#define SIMD(V) "{\"simd_printf_fifo_size_per_core\":" #V "}"

SOC_CASE(SOC004, SimdBelow1024IsRefused, "SOC004 FIFO004", "Ascend910B1", SIMD(1023), ACL_ERROR_RT_PARAM_INVALID,
         "rtDeviceSetLimit(0,4,1023)=107000\n")
SOC_STORED_CASE(SOC004, Simd1024IsTheMinimum, "SOC004", "Ascend910B1", SIMD(1024), ACL_SUCCESS,
                "rtDeviceSetLimit(0,4,1024)=0\n", 4, 1024)
SOC_STORED_CASE(SOC004, Simd64MiBIsTheMaximum, "SOC004", "Ascend910B1", SIMD(67108864), ACL_SUCCESS,
                "rtDeviceSetLimit(0,4,67108864)=0\n", 4, 67108864)
SOC_CASE(SOC004, SimdAbove64MiBIsRefused, "SOC004 FIFO004", "Ascend910B1", SIMD(67108865), ACL_ERROR_RT_PARAM_INVALID,
         "rtDeviceSetLimit(0,4,67108865)=107000\n")
SOC_STORED_CASE(SOC004, SimdRoundsUpToAMultipleOf8, "SOC004", "Ascend910B1", SIMD(1025), ACL_SUCCESS,
                "rtDeviceSetLimit(0,4,1025)=0\n", 4, 1032)
SOC_STORED_CASE(SOC004, SimdIsAcceptedOnAscend950PR, "SOC004", "Ascend950PR", SIMD(40000), ACL_SUCCESS,
                "rtDeviceSetLimit(0,4,40000)=0\n", 4, 40000)
SOC_STORED_CASE(SOC004, SimdIsAcceptedOnAscend310P3, "SOC004", "Ascend310P3", SIMD(4097), ACL_SUCCESS,
                "rtDeviceSetLimit(0,4,4097)=0\n", 4, 4104)
SOC_STORED_CASE(SOC004, SimdIsAcceptedOnAscend310B1, "SOC004", "Ascend310B1", SIMD(2048), ACL_SUCCESS,
                "rtDeviceSetLimit(0,4,2048)=0\n", 4, 2048)
SOC_CASE(SOC004, SimdRangeIsTheSameOnAscend910, "SOC004 FIFO004", "Ascend910", SIMD(512), ACL_ERROR_RT_PARAM_INVALID,
         "rtDeviceSetLimit(0,4,512)=107000\n")
/* The refusal stops the FIFO step: the SIMT key and the event mode do not run. */
SOC_CASE(SOC004, RefusedSimdStopsTheSimtKeyAndEventMode, "SOC004 FIFO004", "Ascend950PR",
         "{\"simd_printf_fifo_size_per_core\":8,\"simt_printf_fifo_size\":1048576,\"acl_graph\":{\"event_mode\":\"1\"}}",
         ACL_ERROR_RT_PARAM_INVALID, "rtDeviceSetLimit(0,4,8)=107000\n")

/* The default stays 32768 when the key is absent. */
ACLCTS_TEST(SOC004, SimdDefaultIs32768, "SOC004", ACLCTS_PRODUCT | ACLCTS_TRACE)
{
    soc_use(t, "Ascend910B1");
    CHECK_CODE(t, t->acl->aclInit(kc_config(t, "{}")), ACL_SUCCESS);
    CHECK_INT(t, soc_limit(t, 4), 32768);
}
