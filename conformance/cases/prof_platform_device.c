/* PROF009: on a device host (the suite's default world: the spy's msprof
 * model answers for an Atlas A2, chip id 5) msprof checks each `profiler`
 * member against the chip's supported-feature table
 * (profimpl/platform/cloud_v2_platform.cpp, read through
 * platform_interface.h PLATFORM_FEATURE_MAP and Platform::CheckIfSupport).
 * These are the answers that depend on that table; each was compared with
 * the product's msprof built on the host over a driver stand-in reporting
 * chip id 5. */
#include <stdlib.h>

#include "helpers/prof.h"

#define PLATFORM_REJECT(NAME, PROFILER, REASON)                                           \
    ACLCTS_TEST(PROF009, NAME, "PROF009 PROF004", ACLCTS_PRODUCT | ACLCTS_TRACE)          \
    {                                                                                     \
        prof_expect(t, "PROF009", PROFILER, ACL_ERROR_INVALID_PARAM, "rejected", REASON); \
    }
#define PLATFORM_ACCEPT(NAME, PROFILER)                                          \
    ACLCTS_TEST(PROF009, NAME, "PROF009 PROF004", ACLCTS_PRODUCT | ACLCTS_TRACE) \
    {                                                                            \
        prof_expect(t, "PROF009", PROFILER, ACL_SUCCESS, "on", "");              \
    }

/* No PLATFORM_SYS_DEVICE_AICPU_HSCB, no PLATFORM_SYS_DEVICE_LOW_POWER: the
 * members are refused as unsupported (EK0005 first) whatever their value,
 * and before switch is looked at. */
PLATFORM_REJECT(CpuFreqIsNotSupported, "{\"switch\":\"on\",\"sys_cpu_freq\":10}", "EK0005 sys_cpu_freq")
PLATFORM_REJECT(CpuFreqOutOfRangeIsReportedAsNotSupported, "{\"switch\":\"on\",\"sys_cpu_freq\":51}",
                "EK0005 sys_cpu_freq")
PLATFORM_REJECT(CpuFreqIsRefusedWithSwitchOff, "{\"switch\":\"off\",\"sys_cpu_freq\":10}", "EK0005 sys_cpu_freq")
PLATFORM_REJECT(LowPowerFreqIsNotSupported, "{\"switch\":\"on\",\"sys_lp_freq\":10}", "EK0005 sys_lp_freq")

/* PLATFORM_TASK_TRACE_L3: task_time l3 passes. */
PLATFORM_ACCEPT(TaskTimeL3IsAccepted, "{\"switch\":\"on\",\"task_time\":\"l3\"}")

/* METRIC_FEATURE_MAP names: the chip's PMU features decide. */
PLATFORM_ACCEPT(PipeUtilizationExctIsAccepted, "{\"switch\":\"on\",\"aic_metrics\":\"PipeUtilizationExct\"}")
PLATFORM_ACCEPT(MemoryAccessIsAccepted, "{\"switch\":\"on\",\"aic_metrics\":\"MemoryAccess\"}")
PLATFORM_REJECT(ScalarRatioIsRefused, "{\"switch\":\"on\",\"aic_metrics\":\"ScalarRatio\"}", "EK0003 aic_metrics")
PLATFORM_REJECT(PipelineExecuteUtilizationIsRefused,
                "{\"switch\":\"on\",\"aic_metrics\":\"PipelineExecuteUtilization\"}", "EK0003 aic_metrics")

/* No PLATFORM_TASK_INSTR_PROFILING: once switch is "on", instr_profiling
 * "on" needs instr_profiling_freq in 300..30000 (default 1000). */
PLATFORM_REJECT(InstrProfilingFreqBelow300IsRefused,
                "{\"switch\":\"on\",\"instr_profiling\":\"on\",\"instr_profiling_freq\":299}",
                "EK0003 instr_profiling_freq")
PLATFORM_ACCEPT(InstrProfilingWithTheDefaultFreqIsAccepted, "{\"switch\":\"on\",\"instr_profiling\":\"on\"}")
PLATFORM_ACCEPT(InstrProfilingFreqIsUncheckedWhileInstrProfilingIsOff, "{\"switch\":\"on\",\"instr_profiling_freq\":1}")

/* No PLATFORM_TASK_SCALE: a non-empty optype is refused once switch is
 * "on", with a log line and no error report ("-"). */
PLATFORM_REJECT(OptypeIsRefusedWithoutAReport, "{\"switch\":\"on\",\"optype\":\"Conv2D\"}", "- optype")
PLATFORM_ACCEPT(EmptyOptypeIsAccepted, "{\"switch\":\"on\",\"optype\":\"\"}")

/* The world itself: a device host unless a case or ACLCTS_SB_MSPROF_WORLD
 * chooses otherwise (the variable is read at each query). */
ACLCTS_TEST(PROF009, DeviceHostIsTheDefaultWorld, "PROF009", ACLCTS_PRODUCT | ACLCTS_TRACE)
{
    unsetenv("ACLCTS_SB_MSPROF_WORLD");
    CHECK_STR_FOR(t, "PROF009", prof_world(t), "device");
}
