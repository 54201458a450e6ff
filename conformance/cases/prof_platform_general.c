/* PROF010: on a general server (no libascend_hal.so: no driver installed)
 * msprof reads no chip id and checks the `profiler` members against its
 * default chip's table (ConfigManager::Init: MDC_TYPE; mdc_platform.cpp);
 * a profiler that passes with switch "on" is then refused by the
 * general-server whitelist (prof_acl_mgr.cpp CheckGeneralServerOptionWhitelist:
 * every acl.json profiling turns ai-core on), so MsprofInit returns 5
 * (MSPROF_ERROR) and aclInit ACL_ERROR_INVALID_PARAM (100000). Each case
 * chooses that world through the spy (aclcts_sb_prof_set_world("general"));
 * each answer was compared with the product's msprof built on the host and
 * run without libascend_hal.so. */
#include <limits.h>
#include <stdlib.h>
#include <string.h>

#include "helpers/configs.h"
#include "helpers/prof.h"
#include "helpers/text.h"
#include "helpers/traces.h"

#define GENERAL_EXPECT(NAME, PROFILER, CODE, DECISION, REASON)                   \
    ACLCTS_TEST(PROF010, NAME, "PROF010 PROF004", ACLCTS_PRODUCT | ACLCTS_TRACE) \
    {                                                                            \
        prof_use_general_server(t);                                              \
        prof_expect(t, "PROF010", PROFILER, CODE, DECISION, REASON);             \
    }
#define GENERAL_REJECT(NAME, PROFILER, REASON) \
    GENERAL_EXPECT(NAME, PROFILER, ACL_ERROR_INVALID_PARAM, "rejected", REASON)

/* Members the default chip's table lacks (EK0005), whatever switch says. */
GENERAL_REJECT(InstrProfilingIsNotSupported, "{\"switch\":\"off\",\"instr_profiling\":\"on\"}",
               "EK0005 instr_profiling")
GENERAL_REJECT(InstrProfilingFreqIsNotSupported, "{\"switch\":\"on\",\"instr_profiling_freq\":1000}",
               "EK0005 instr_profiling_freq")
GENERAL_REJECT(HostUsageFreqIsNotSupported, "{\"switch\":\"on\",\"host_sys_usage_freq\":10}",
               "EK0005 host_sys_usage_freq")
GENERAL_REJECT(IoSamplingFreqIsNotSupported, "{\"switch\":\"off\",\"sys_io_sampling_freq\":10}",
               "EK0005 sys_io_sampling_freq")
/* No PLATFORM_TASK_TRACE_L3, no L2Cache PMU, no mem serviceflow: EK0003. */
GENERAL_REJECT(TaskTimeL3IsRefused, "{\"switch\":\"on\",\"task_time\":\"l3\"}", "EK0003 task_time")
GENERAL_REJECT(L2CacheMetricIsRefused, "{\"switch\":\"on\",\"aic_metrics\":\"L2Cache\"}", "EK0003 aic_metrics")
GENERAL_REJECT(MemServiceflowIsRefused, "{\"switch\":\"off\",\"sys_mem_serviceflow\":\"x\"}",
               "EK0003 sys_mem_serviceflow")

/* Everything passes and switch is "on": the whitelist refuses with 5. */
GENERAL_REJECT(SwitchOnIsRefusedByTheWhitelist, "{\"switch\":\"on\"}", "EK0005 ai-core")
GENERAL_REJECT(SupportedMembersWithSwitchOnAreRefused,
               "{\"switch\":\"on\",\"ascendcl\":\"on\",\"task_time\":\"l1\",\"dvpp_freq\":10,\"host_sys\":\"cpu\"}",
               "EK0005 ai-core")
/* With switch off the members are checked and profiling stays off. */
GENERAL_EXPECT(SupportedMembersWithSwitchOffSucceed,
               "{\"switch\":\"off\",\"aicpu\":\"on\",\"dvpp_freq\":10,\"aic_metrics\":\"MemoryUB\"}", ACL_SUCCESS,
               "off", "")

/* MsprofInit's own code on the whitelist's refusal is 5, not 3. */
ACLCTS_TEST(PROF010, WhitelistRefusalIsMsprofError, "PROF010 PROF004", ACLCTS_PRODUCT | ACLCTS_TRACE)
{
    prof_use_general_server(t);
    const char *path = config_write(t, "{\"profiler\":{\"switch\":\"on\"}}");
    CHECK_CODE_FOR(t, "PROF010", t->acl->aclInit(path), ACL_ERROR_INVALID_PARAM);
    const char *call = text_fmt("MsprofInit(1,%s,15)=%d\n", text_quote("{\"switch\":\"on\"}"), PROF_MSPROF_ERROR);
    const char *trace = trace_recorded_lines(t, 0, UINT_MAX);
    CHECK_TRUE_FOR(t, "PROF010", strstr(trace, call) != NULL, "the trace holds %s; it is:\n%s", call, trace);
}

/* The world can also come from the environment, read at each MsprofInit
 * (ACLCTS_SB_MSPROF_WORLD, like ACLCTS_SB_SOC for the SoC). */
ACLCTS_TEST(PROF010, GeneralServerChosenByTheEnvironment, "PROF010 PROF004", ACLCTS_PRODUCT | ACLCTS_TRACE)
{
    setenv("ACLCTS_SB_MSPROF_WORLD", "general", 1);
    prof_use_world_of_environment(t);
    CHECK_STR_FOR(t, "PROF010", prof_world(t), "general");
    prof_expect(t, "PROF010", "{\"switch\":\"on\"}", ACL_ERROR_INVALID_PARAM, "rejected", "EK0005 ai-core");
    unsetenv("ACLCTS_SB_MSPROF_WORLD");
}
