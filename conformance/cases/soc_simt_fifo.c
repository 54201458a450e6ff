/* SOC005: the SIMT printf FIFO exists only on the 950 runtime, which accepts
 * [1048576, 67108864], rounds up to 8 (default 2097152) and answers 107000
 * outside, which aclInit returns; every other runtime answers 207000, which
 * aclInit tolerates (the event mode still runs). */
#include "soc_common.h"

#define SIMT(V) "{\"simt_printf_fifo_size\":" #V "}"

SOC_CASE(SOC005, SimtBelowOneMebibyteIsRefusedOnAscend950PR, "SOC005 FIFO004", "Ascend950PR", SIMT(1048575),
         ACL_ERROR_RT_PARAM_INVALID, "rtDeviceSetLimit(0,5,1048575)=107000\n")
SOC_STORED_CASE(SOC005, SimtOneMebibyteIsTheMinimumOnAscend950PR, "SOC005", "Ascend950PR", SIMT(1048576), ACL_SUCCESS,
                "rtDeviceSetLimit(0,5,1048576)=0\n", 5, 1048576)
SOC_STORED_CASE(SOC005, Simt64MiBIsTheMaximumOnAscend950DT, "SOC005", "Ascend950DT", SIMT(67108864), ACL_SUCCESS,
                "rtDeviceSetLimit(0,5,67108864)=0\n", 5, 67108864)
SOC_CASE(SOC005, SimtAbove64MiBIsRefusedOnAscend950DT, "SOC005 FIFO004", "Ascend950DT", SIMT(67108865),
         ACL_ERROR_RT_PARAM_INVALID, "rtDeviceSetLimit(0,5,67108865)=107000\n")
SOC_STORED_CASE(SOC005, SimtRoundsUpToAMultipleOf8OnAscend950PR, "SOC005", "Ascend950PR", SIMT(1048577), ACL_SUCCESS,
                "rtDeviceSetLimit(0,5,1048577)=0\n", 5, 1048584)

/* Outside 950: 207000, tolerated; the stored default stays. */
SOC_STORED_CASE(SOC005, Simt207000ToleratedOnAscend910B1, "SOC005 FIFO004", "Ascend910B1", SIMT(1048576), ACL_SUCCESS,
                "rtDeviceSetLimit(0,5,1048576)=207000\n", 5, 2097152)
SOC_CASE(SOC005, Simt207000ToleratedOnAtlasA3, "SOC005 FIFO004", "Ascend910_9391", SIMT(1048576), ACL_SUCCESS,
         "rtDeviceSetLimit(0,5,1048576)=207000\n")
SOC_CASE(SOC005, Simt207000ToleratedOnAscend310B1, "SOC005 FIFO004", "Ascend310B1", SIMT(1048576), ACL_SUCCESS,
         "rtDeviceSetLimit(0,5,1048576)=207000\n")
SOC_CASE(SOC005, Simt207000ToleratedOnAscend310P3, "SOC005 FIFO004", "Ascend310P3", SIMT(1048576), ACL_SUCCESS,
         "rtDeviceSetLimit(0,5,1048576)=207000\n")
/* Outside 950 even an out-of-range value is only "not supported". */
SOC_CASE(SOC005, OutOfRangeSimtIsStill207000OnAscend910, "SOC005 FIFO004", "Ascend910", SIMT(1), ACL_SUCCESS,
         "rtDeviceSetLimit(0,5,1)=207000\n")
/* The tolerated refusal lets the event mode run (fixture testFifoSize_03.json). */
SOC_CASE(SOC005, FixtureFifoSize03OnAscend910B1, "SOC005 FIFO004 SOC004", "Ascend910B1",
         "{\"simd_printf_fifo_size_per_core\":32768,\"simt_printf_fifo_size\":1048576,\"acl_graph\":{\"event_mode\":\"0\"}}",
         ACL_SUCCESS, "rtDeviceSetLimit(0,4,32768)=0\nrtDeviceSetLimit(0,5,1048576)=207000\nrtEventWorkModeSet(0)=0\n")
SOC_CASE(SOC005, FixtureFifoSize03OnAscend950PR, "SOC005 SOC004", "Ascend950PR",
         "{\"simd_printf_fifo_size_per_core\":32768,\"simt_printf_fifo_size\":1048576}", ACL_SUCCESS,
         "rtDeviceSetLimit(0,4,32768)=0\nrtDeviceSetLimit(0,5,1048576)=0\n")
/* Seed 000 §3.12 example on the SoC it is written for. */
SOC_STORED_CASE(SOC005, SeedArticleSimtFifoExampleOnAscend950PR, "SOC005", "Ascend950PR",
                "{\n    \"simt_printf_fifo_size\": 1048576\n}\n", ACL_SUCCESS, "rtDeviceSetLimit(0,5,1048576)=0\n", 5,
                1048576)
