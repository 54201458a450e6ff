/* SOC005: the SIMT printf FIFO exists only on the 950 runtime, which accepts
 * [1048576, 67108864], rounds up to 8 (default 2097152) and answers 107000
 * outside, which aclInit returns; every other runtime answers 207000, which
 * aclInit tolerates (the event mode still runs). */
#include "helpers/soc.h"

#define SIMT(V) "{\"simt_printf_fifo_size\":" #V "}"

/* On the 950 runtime: refused with 107000, or stored. */
#define SIMT_REFUSED(NAME, SOC, V) SOC_LIMIT_REFUSED(SOC005, NAME, "SOC005 FIFO004", SOC, SIMT(V), 5, V)
#define SIMT_STORED(NAME, SOC, V, STORED) SOC_LIMIT_STORED(SOC005, NAME, "SOC005", SOC, SIMT(V), 5, V, 0, STORED)
/* Outside 950: 207000 whatever V is, tolerated; the stored default stays. */
#define SIMT_VALUE_UNSUPPORTED(NAME, SOC, V) \
    SOC_LIMIT_STORED(SOC005, NAME, "SOC005 FIFO004", SOC, SIMT(V), 5, V, 207000, 2097152)
/* The same for the smallest size the 950 runtime accepts. */
#define SIMT_UNSUPPORTED(NAME, SOC) SIMT_VALUE_UNSUPPORTED(NAME, SOC, 1048576)

SIMT_REFUSED(SimtBelowOneMebibyteIsRefusedOnAscend950PR, "Ascend950PR_9599", 1048575)
SIMT_STORED(SimtOneMebibyteIsTheMinimumOnAscend950PR, "Ascend950PR_9599", 1048576, 1048576)
SIMT_STORED(Simt64MiBIsTheMaximumOnAscend950DT, "Ascend950DT_9591", 67108864, 67108864)
SIMT_REFUSED(SimtAbove64MiBIsRefusedOnAscend950DT, "Ascend950DT_9591", 67108865)
SIMT_STORED(SimtRoundsUpToAMultipleOf8OnAscend950PR, "Ascend950PR_9599", 1048577, 1048584)

SIMT_UNSUPPORTED(Simt207000ToleratedOnAscend910B1, "Ascend910B1")
SIMT_UNSUPPORTED(Simt207000ToleratedOnAtlasA3, "Ascend910_9391")
SIMT_UNSUPPORTED(Simt207000ToleratedOnAscend310B1, "Ascend310B1")
SIMT_UNSUPPORTED(Simt207000ToleratedOnAscend310P3, "Ascend310P3")
/* Outside 950 even an out-of-range value is only "not supported". */
SIMT_VALUE_UNSUPPORTED(OutOfRangeSimtIsStill207000OnAscend910, "Ascend910A", 1)
/* The tolerated refusal lets the event mode run (fixture testFifoSize_03.json). */
SOC_CASE(
    SOC005, FixtureFifoSize03OnAscend910B1, "SOC005 FIFO004 SOC004", "Ascend910B1",
    "{\"simd_printf_fifo_size_per_core\":32768,\"simt_printf_fifo_size\":1048576,\"acl_graph\":{\"event_mode\":\"0\"}}",
    ACL_SUCCESS, "rtDeviceSetLimit(0,4,32768)=0\nrtDeviceSetLimit(0,5,1048576)=207000\nrtEventWorkModeSet(0)=0\n")
SOC_CASE(SOC005, FixtureFifoSize03OnAscend950PR, "SOC005 SOC004", "Ascend950PR_9599",
         "{\"simd_printf_fifo_size_per_core\":32768,\"simt_printf_fifo_size\":1048576}", ACL_SUCCESS,
         "rtDeviceSetLimit(0,4,32768)=0\nrtDeviceSetLimit(0,5,1048576)=0\n")
/* The SIMT printf FIFO example of docs/zh/api_ref/02_initialization_and_deinitialization.md on its SoC. */
SOC_STORED_CASE(SOC005, SimtFifoSize1048576IsStoredOnAscend950PR, "SOC005", "Ascend950PR_9599",
                "{\n    \"simt_printf_fifo_size\": 1048576\n}\n", ACL_SUCCESS, "rtDeviceSetLimit(0,5,1048576)=0\n", 5,
                1048576)
