/* PROF004: msprof validates the `profiler` text aclInit hands it
 * (ProfAclMgr::MsprofInitAclJson): at most 1 MiB, a JSON object as msprof's
 * own parser reads it, every member in the whitelist (EK0005), string-typed
 * members strings, *_freq members integers, and each value passing its
 * per-key check (ProfParamsAdapter::CheckJsonConfig; EK0003). A refusal makes
 * MsprofInit return non-zero and aclInit ACL_ERROR_INVALID_PARAM (100000). */
#include <stdio.h>
#include <stdlib.h>
#include <string.h>

#include "helpers/configs.h"
#include "helpers/init.h"
#include "helpers/prof.h"
#include "helpers/text.h"
#include "helpers/traces.h"

#define PROF_REJECT(NAME, PROFILER, REASON)                                               \
    ACLCTS_TEST(PROF004, NAME, "PROF004 PROF002", ACLCTS_PRODUCT | ACLCTS_TRACE)          \
    {                                                                                     \
        prof_expect(t, "PROF004", PROFILER, ACL_ERROR_INVALID_PARAM, "rejected", REASON); \
    }
#define PROF_ACCEPT(NAME, PROFILER)                                              \
    ACLCTS_TEST(PROF004, NAME, "PROF004 PROF002", ACLCTS_PRODUCT | ACLCTS_TRACE) \
    {                                                                            \
        prof_expect(t, "PROF004", PROFILER, ACL_SUCCESS, "on", "");              \
    }
/* Profiling switched on with one more member KEY holding the JSON text VALUE:
 * refused naming KEY (EK0003), or accepted. */
#define SWITCH_ON_WITH(KEY, VALUE) "{\"switch\":\"on\",\"" KEY "\":" VALUE "}"
#define MEMBER_REJECT(NAME, KEY, VALUE) PROF_REJECT(NAME, SWITCH_ON_WITH(KEY, VALUE), "EK0003 " KEY)
#define MEMBER_ACCEPT(NAME, KEY, VALUE) PROF_ACCEPT(NAME, SWITCH_ON_WITH(KEY, VALUE))

/* The text must be a JSON object. */
PROF_REJECT(ArrayProfilerIsRefused, "[\"switch\"]", "EK0003 parse")
PROF_REJECT(NumberProfilerIsRefused, "1", "EK0003 parse")
PROF_REJECT(TrueProfilerIsRefused, "true", "EK0003 parse")

/* The whitelist (ACLJSON_CONFIG_VECTOR): exact, case-sensitive names. */
PROF_REJECT(UnknownMemberIsRefused, "{\"switch\":\"on\",\"bad_key\":\"x\"}", "EK0005 bad_key")
PROF_REJECT(UpperCaseSwitchIsRefused, "{\"Switch\":\"on\"}", "EK0005 Switch")
PROF_REJECT(TaskTraceIsNotAnAclJsonMember, "{\"switch\":\"on\",\"task_trace\":\"on\"}", "EK0005 task_trace")
PROF_REJECT(TaskBlockIsNotAnAclJsonMember, "{\"switch\":\"on\",\"task_block\":\"on\"}", "EK0005 task_block")
PROF_REJECT(LegacyProfilingKeyInsideIsRefused, "{\"switch\":\"on\",\"profiling\":{}}", "EK0005 profiling")

/* On/off members must be strings, and "on", "off" or "". */
PROF_REJECT(BooleanSwitchIsRefused, "{\"switch\":true}", "EK0003 switch")
PROF_REJECT(NumericSwitchIsRefused, "{\"switch\":1}", "EK0003 switch")
PROF_REJECT(NullSwitchIsRefused, "{\"switch\":null}", "EK0003 switch")
PROF_REJECT(UpperCaseOnIsRefused, "{\"switch\":\"ON\"}", "EK0003 switch")
PROF_REJECT(YesIsRefused, "{\"switch\":\"yes\"}", "EK0003 switch")
MEMBER_REJECT(AicpuWordIsRefused, "aicpu", "\"enable\"")
MEMBER_REJECT(L2NumberIsRefused, "l2", "1")
MEMBER_REJECT(HcclBadValueIsRefused, "hccl", "\"of\"")
MEMBER_REJECT(MsproftxBadValueIsRefused, "msproftx", "\"1\"")
MEMBER_REJECT(AscendclBadValueIsRefused, "ascendcl", "\"true\"")
MEMBER_REJECT(RuntimeApiBadValueIsRefused, "runtime_api", "\"l0\"")
MEMBER_REJECT(TaskMemoryBadValueIsRefused, "task_memory", "\"all\"")
MEMBER_REJECT(TaskTsfwBadValueIsRefused, "task_tsfw", "\"x\"")
MEMBER_REJECT(InstrProfilingBadValueIsRefused, "instr_profiling", "\"1\"")

/* Levels: task_time l0/l1/l2/on/off (l3 per platform: PROF009, PROF010),
 * ge_api l0/l1/off. */
MEMBER_REJECT(TaskTimeL4IsRefused, "task_time", "\"l4\"")
MEMBER_REJECT(GeApiL2IsRefused, "ge_api", "\"l2\"")
MEMBER_REJECT(GeApiOnIsRefused, "ge_api", "\"on\"")

/* aic_metrics: a metric name or Custom:<1..8 events>, at most 70 bytes. */
MEMBER_REJECT(UnknownMetricIsRefused, "aic_metrics", "\"Bogus\"")
MEMBER_REJECT(LowerCaseMetricIsRefused, "aic_metrics", "\"pipeutilization\"")
MEMBER_REJECT(NumericMetricIsRefused, "aic_metrics", "1")
MEMBER_REJECT(EmptyCustomMetricIsRefused, "aic_metrics", "\"Custom:\"")
MEMBER_REJECT(NineCustomEventsAreRefused, "aic_metrics", "\"Custom:0x1,0x2,0x3,0x4,0x5,0x6,0x7,0x8,0x9\"")
MEMBER_REJECT(NonHexCustomEventIsRefused, "aic_metrics", "\"Custom:0xzz\"")
MEMBER_REJECT(MetricLongerThan70IsRefused, "aic_metrics",
              "\"Custom:1,2,3,4,5,6,7,8000000000000000000000000000000000000000000000000000000\"")

/* *_freq members: integers in their range (members the platform supports;
 * sys_cpu_freq is refused on the type before the platform is asked). */
MEMBER_REJECT(StringFreqIsRefused, "sys_cpu_freq", "\"10\"")
MEMBER_REJECT(FloatFreqIsRefused, "sys_cpu_freq", "10.5")
MEMBER_REJECT(BooleanFreqIsRefused, "dvpp_freq", "true")
MEMBER_REJECT(ZeroFreqIsRefused, "sys_interconnection_freq", "0")
MEMBER_REJECT(NegativeFreqIsRefused, "sys_io_sampling_freq", "-1")
MEMBER_REJECT(InterconnectionFreqAbove50IsRefused, "sys_interconnection_freq", "51")
MEMBER_REJECT(MemFreqAbove100IsRefused, "sys_hardware_mem_freq", "101")
MEMBER_REJECT(HostUsageFreqAbove50IsRefused, "host_sys_usage_freq", "51")
MEMBER_REJECT(StringInstrFreqIsRefused, "instr_profiling_freq", "\"1000\"")

/* Lists and names. */
MEMBER_REJECT(LlcCapacityIsRefused, "llc_profiling", "\"capacity\"")
MEMBER_REJECT(UnknownHostSysItemIsRefused, "host_sys", "\"cpu,gpu\"")
MEMBER_REJECT(EmptyHostSysItemIsRefused, "host_sys", "\"cpu,\"")
MEMBER_REJECT(HostSysUsageDiskIsRefused, "host_sys_usage", "\"disk\"")
MEMBER_REJECT(EmptyMemServiceflowIsRefused, "sys_mem_serviceflow", "\"\"")

/* Checked once switch is "on" (MsprofAclJsonParamConstruct). */
MEMBER_REJECT(OutputWithDollarIsRefused, "output", "\"/tmp/$x\"")
MEMBER_REJECT(OutputWithEscapedNewlineIsRefused, "output", "\"/tmp/a\\nb\"")
MEMBER_REJECT(StorageLimitBelow200IsRefused, "storage_limit", "\"100MB\"")
MEMBER_REJECT(StorageLimitInGigabytesIsRefused, "storage_limit", "\"200GB\"")
MEMBER_REJECT(StorageLimitUnitOnlyIsRefused, "storage_limit", "\"MB\"")
MEMBER_REJECT(StorageLimitAboveUint32IsRefused, "storage_limit", "\"4294967296MB\"")

/* Accepted values: aclInit succeeds and profiling is on. */
MEMBER_ACCEPT(PipeUtilizationMetricIsAccepted, "aic_metrics", "\"PipeUtilization\"")
MEMBER_ACCEPT(CustomHexEventsAreAccepted, "aic_metrics", "\"Custom:0x1,0x2b\"")
/* The events are lower-cased before the check: 0X1B reads as 0x1b. */
MEMBER_ACCEPT(CustomUpperCaseHexIsLowerCased, "aic_metrics", "\"Custom:0X1B\"")
MEMBER_ACCEPT(CustomDecimalEventsAreAccepted, "aic_metrics", "\"Custom:16,17\"")
MEMBER_ACCEPT(TaskTimeL2IsAccepted, "task_time", "\"l2\"")
MEMBER_ACCEPT(GeApiL1IsAccepted, "ge_api", "\"l1\"")
PROF_ACCEPT(FreqAtItsMaximumIsAccepted, "{\"switch\":\"on\",\"sys_interconnection_freq\":50,\"dvpp_freq\":100}")
MEMBER_ACCEPT(HostSysListIsAccepted, "host_sys", "\"cpu,mem,disk,network,osrt,numa\"")
MEMBER_ACCEPT(LlcReadIsAccepted, "llc_profiling", "\"read\"")
MEMBER_ACCEPT(StorageLimitRangeEndsAreAccepted, "storage_limit", "\"200MB\"")
PROF_ACCEPT(EmptyOnOffValuesAreAccepted, "{\"switch\":\"on\",\"aicpu\":\"\",\"l2\":\"off\",\"hccl\":\"on\"}")
MEMBER_ACCEPT(OutputPathIsAccepted, "output", "\"/tmp/prof\"")
PROF_ACCEPT(EveryOnOffMemberIsAccepted,
            "{\"switch\":\"on\",\"aicpu\":\"on\",\"l2\":\"on\",\"hccl\":\"off\",\"msproftx\":\"on\","
            "\"instr_profiling\":\"off\",\"task_tsfw\":\"on\",\"ascendcl\":\"on\",\"runtime_api\":\"on\","
            "\"task_memory\":\"on\"}")

/* More than 1 MiB of profiler text is refused before it is parsed. */
ACLCTS_TEST(PROF004, TextLongerThanOneMebibyteIsRefused, "PROF004 PROF002", ACLCTS_PRODUCT | ACLCTS_TRACE | ACLCTS_SLOW)
{
    size_t n = 1024 * 1024;
    char *big = text_keep(malloc(n + 64));
    int w = snprintf(big, n + 64, "{\"switch\":\"on\",\"output\":\"");
    memset(big + w, 'a', n);
    strcpy(big + w + n, "\"}");
    prof_expect(t, "PROF004", big, ACL_ERROR_INVALID_PARAM, "rejected", "EK0003 length");
}

/* The refusal is msprof's non-zero code; aclInit stops before the SoC probe. */
ACLCTS_TEST(PROF004, RefusalStopsInitBeforeTheSocProbe, "PROF004 PROF002", ACLCTS_PRODUCT | ACLCTS_TRACE)
{
    const char *json = "{\"profiler\":{\"switch\":\"on\",\"bad\":\"x\"}}";
    const char *text = "{\"bad\":\"x\",\"switch\":\"on\"}";
    const char *path = config_write(t, json);
    init_expect_trace(t, "PROF004", path, ACL_ERROR_INVALID_PARAM,
                      text_fmt("%s" TR_PROF_REG "MsprofInit(1,%s,%zu)=%d\n", trace_init_before_keys(path, strlen(json)),
                               text_quote(text), strlen(text), PROF_MSPROF_CONFIG_INVALID));
    CHECK_CODE(t, t->acl->aclFinalize(), ACL_SUCCESS);
}
