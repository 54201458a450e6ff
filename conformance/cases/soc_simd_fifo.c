/* SOC004: every runtime (v100 and v200) accepts the SIMD printf FIFO size in
 * [1024, 67108864] and stores it rounded up to a multiple of 8 (default
 * 32768); outside the range it answers 107000, which aclInit returns
 * (FIFO004). The aclInit page (api_ref/02_initialization_and_deinitialization.md)
 * lists only 950/A3/A2; 310B/310P/910 accept it all the same. */
#include "helpers/configs.h"
#include "helpers/rt_stored.h"
#include "helpers/soc.h"

#define SIMD(V) "{\"simd_printf_fifo_size_per_core\":" #V "}"

#define SIMD_REFUSED(NAME, SOC, V) SOC_LIMIT_REFUSED(SOC004, NAME, "SOC004 FIFO004", SOC, SIMD(V), 4, V)
#define SIMD_STORED(NAME, SOC, V, STORED) SOC_LIMIT_STORED(SOC004, NAME, "SOC004", SOC, SIMD(V), 4, V, 0, STORED)

SIMD_REFUSED(SimdBelow1024IsRefused, "Ascend910B1", 1023)
SIMD_STORED(Simd1024IsTheMinimum, "Ascend910B1", 1024, 1024)
SIMD_STORED(Simd64MiBIsTheMaximum, "Ascend910B1", 67108864, 67108864)
SIMD_REFUSED(SimdAbove64MiBIsRefused, "Ascend910B1", 67108865)
SIMD_STORED(SimdRoundsUpToAMultipleOf8, "Ascend910B1", 1025, 1032)
SIMD_STORED(SimdIsAcceptedOnAscend950PR, "Ascend950PR_9599", 40000, 40000)
SIMD_STORED(SimdIsAcceptedOnAscend310P3, "Ascend310P3", 4097, 4104)
SIMD_STORED(SimdIsAcceptedOnAscend310B1, "Ascend310B1", 2048, 2048)
SIMD_REFUSED(SimdRangeIsTheSameOnAscend910, "Ascend910A", 512)
/* The refusal stops the FIFO step: the SIMT key and the event mode do not run. */
SOC_CASE(
    SOC004, RefusedSimdStopsTheSimtKeyAndEventMode, "SOC004 FIFO004", "Ascend950PR_9599",
    "{\"simd_printf_fifo_size_per_core\":8,\"simt_printf_fifo_size\":1048576,\"acl_graph\":{\"event_mode\":\"1\"}}",
    ACL_ERROR_RT_PARAM_INVALID, "rtDeviceSetLimit(0,4,8)=107000\n")

/* The default stays 32768 when the key is absent. */
ACLCTS_TEST(SOC004, SimdDefaultIs32768, "SOC004", ACLCTS_PRODUCT | ACLCTS_TRACE)
{
    soc_use(t, "Ascend910B1");
    CHECK_CODE(t, t->acl->aclInit(config_write(t, "{}")), ACL_SUCCESS);
    CHECK_INT(t, rt_stored_limit(t, 4), 32768);
}
