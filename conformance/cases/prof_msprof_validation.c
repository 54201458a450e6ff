/* PROF004: msprof validates the `profiler` text aclInit hands it
 * (ProfAclMgr::MsprofInitAclJson): at most 1 MiB, a JSON object as msprof's
 * own parser reads it, every member in the whitelist (EK0005), string-typed
 * members strings, *_freq members integers, and each value passing its
 * per-key check (ProfParamsAdapter::CheckJsonConfig; EK0003). A refusal makes
 * MsprofInit return non-zero and aclInit ACL_ERROR_INVALID_PARAM (100000). */
#include "fin_common.h"
#include "prof_common.h"

#define PROF_REJECT(NAME, PROFILER, REASON)                                                       \
    ACLCTS_TEST(PROF004, NAME, "PROF004 PROF002", ACLCTS_PRODUCT | ACLCTS_TRACE)                  \
    {                                                                                             \
        pc_expect(t, "PROF004", PROFILER, ACL_ERROR_INVALID_PARAM, "rejected", REASON);           \
    }
#define PROF_ACCEPT(NAME, PROFILER)                                                               \
    ACLCTS_TEST(PROF004, NAME, "PROF004 PROF002", ACLCTS_PRODUCT | ACLCTS_TRACE)                  \
    {                                                                                             \
        pc_expect(t, "PROF004", PROFILER, ACL_SUCCESS, "on", "");                                 \
    }

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
PROF_REJECT(AicpuWordIsRefused, "{\"switch\":\"on\",\"aicpu\":\"enable\"}", "EK0003 aicpu")
PROF_REJECT(L2NumberIsRefused, "{\"switch\":\"on\",\"l2\":1}", "EK0003 l2")
PROF_REJECT(HcclBadValueIsRefused, "{\"switch\":\"on\",\"hccl\":\"of\"}", "EK0003 hccl")
PROF_REJECT(MsproftxBadValueIsRefused, "{\"switch\":\"on\",\"msproftx\":\"1\"}", "EK0003 msproftx")
PROF_REJECT(AscendclBadValueIsRefused, "{\"switch\":\"on\",\"ascendcl\":\"true\"}", "EK0003 ascendcl")
PROF_REJECT(RuntimeApiBadValueIsRefused, "{\"switch\":\"on\",\"runtime_api\":\"l0\"}", "EK0003 runtime_api")
PROF_REJECT(TaskMemoryBadValueIsRefused, "{\"switch\":\"on\",\"task_memory\":\"all\"}", "EK0003 task_memory")
PROF_REJECT(TaskTsfwBadValueIsRefused, "{\"switch\":\"on\",\"task_tsfw\":\"x\"}", "EK0003 task_tsfw")
PROF_REJECT(InstrProfilingBadValueIsRefused, "{\"switch\":\"on\",\"instr_profiling\":\"1\"}", "EK0003 instr_profiling")

/* Levels: task_time l0/l1/l2/on/off, ge_api l0/l1/off. */
PROF_REJECT(TaskTimeL3IsRefused, "{\"switch\":\"on\",\"task_time\":\"l3\"}", "EK0003 task_time")
PROF_REJECT(TaskTimeL4IsRefused, "{\"switch\":\"on\",\"task_time\":\"l4\"}", "EK0003 task_time")
PROF_REJECT(GeApiL2IsRefused, "{\"switch\":\"on\",\"ge_api\":\"l2\"}", "EK0003 ge_api")
PROF_REJECT(GeApiOnIsRefused, "{\"switch\":\"on\",\"ge_api\":\"on\"}", "EK0003 ge_api")

/* aic_metrics: a metric name or Custom:<1..8 events>, at most 70 bytes. */
PROF_REJECT(UnknownMetricIsRefused, "{\"switch\":\"on\",\"aic_metrics\":\"Bogus\"}", "EK0003 aic_metrics")
PROF_REJECT(LowerCaseMetricIsRefused, "{\"switch\":\"on\",\"aic_metrics\":\"pipeutilization\"}", "EK0003 aic_metrics")
PROF_REJECT(NumericMetricIsRefused, "{\"switch\":\"on\",\"aic_metrics\":1}", "EK0003 aic_metrics")
PROF_REJECT(EmptyCustomMetricIsRefused, "{\"switch\":\"on\",\"aic_metrics\":\"Custom:\"}", "EK0003 aic_metrics")
PROF_REJECT(NineCustomEventsAreRefused,
            "{\"switch\":\"on\",\"aic_metrics\":\"Custom:0x1,0x2,0x3,0x4,0x5,0x6,0x7,0x8,0x9\"}", "EK0003 aic_metrics")
PROF_REJECT(NonHexCustomEventIsRefused, "{\"switch\":\"on\",\"aic_metrics\":\"Custom:0xzz\"}", "EK0003 aic_metrics")
PROF_REJECT(MetricLongerThan70IsRefused,
            "{\"switch\":\"on\",\"aic_metrics\":\"Custom:1,2,3,4,5,6,7,8000000000000000000000000000000000000000000000000000000\"}",
            "EK0003 aic_metrics")

/* *_freq members: integers in their range. */
PROF_REJECT(StringFreqIsRefused, "{\"switch\":\"on\",\"sys_cpu_freq\":\"10\"}", "EK0003 sys_cpu_freq")
PROF_REJECT(FloatFreqIsRefused, "{\"switch\":\"on\",\"sys_cpu_freq\":10.5}", "EK0003 sys_cpu_freq")
PROF_REJECT(BooleanFreqIsRefused, "{\"switch\":\"on\",\"dvpp_freq\":true}", "EK0003 dvpp_freq")
PROF_REJECT(ZeroFreqIsRefused, "{\"switch\":\"on\",\"sys_cpu_freq\":0}", "EK0003 sys_cpu_freq")
PROF_REJECT(NegativeFreqIsRefused, "{\"switch\":\"on\",\"sys_io_sampling_freq\":-1}", "EK0003 sys_io_sampling_freq")
PROF_REJECT(CpuFreqAbove50IsRefused, "{\"switch\":\"on\",\"sys_cpu_freq\":51}", "EK0003 sys_cpu_freq")
PROF_REJECT(MemFreqAbove100IsRefused, "{\"switch\":\"on\",\"sys_hardware_mem_freq\":101}",
            "EK0003 sys_hardware_mem_freq")
PROF_REJECT(HostUsageFreqAbove50IsRefused, "{\"switch\":\"on\",\"host_sys_usage_freq\":51}",
            "EK0003 host_sys_usage_freq")
PROF_REJECT(StringInstrFreqIsRefused, "{\"switch\":\"on\",\"instr_profiling_freq\":\"1000\"}",
            "EK0003 instr_profiling_freq")

/* Lists and names. */
PROF_REJECT(LlcCapacityIsRefused, "{\"switch\":\"on\",\"llc_profiling\":\"capacity\"}", "EK0003 llc_profiling")
PROF_REJECT(UnknownHostSysItemIsRefused, "{\"switch\":\"on\",\"host_sys\":\"cpu,gpu\"}", "EK0003 host_sys")
PROF_REJECT(EmptyHostSysItemIsRefused, "{\"switch\":\"on\",\"host_sys\":\"cpu,\"}", "EK0003 host_sys")
PROF_REJECT(HostSysUsageDiskIsRefused, "{\"switch\":\"on\",\"host_sys_usage\":\"disk\"}", "EK0003 host_sys_usage")
PROF_REJECT(EmptyMemServiceflowIsRefused, "{\"switch\":\"on\",\"sys_mem_serviceflow\":\"\"}",
            "EK0003 sys_mem_serviceflow")

/* Checked once switch is "on" (MsprofAclJsonParamConstruct). */
PROF_REJECT(OutputWithDollarIsRefused, "{\"switch\":\"on\",\"output\":\"/tmp/$x\"}", "EK0003 output")
PROF_REJECT(OutputWithEscapedNewlineIsRefused, "{\"switch\":\"on\",\"output\":\"/tmp/a\\nb\"}", "EK0003 output")
PROF_REJECT(StorageLimitBelow200IsRefused, "{\"switch\":\"on\",\"storage_limit\":\"100MB\"}", "EK0003 storage_limit")
PROF_REJECT(StorageLimitInGigabytesIsRefused, "{\"switch\":\"on\",\"storage_limit\":\"200GB\"}",
            "EK0003 storage_limit")
PROF_REJECT(StorageLimitUnitOnlyIsRefused, "{\"switch\":\"on\",\"storage_limit\":\"MB\"}", "EK0003 storage_limit")
PROF_REJECT(StorageLimitAboveUint32IsRefused, "{\"switch\":\"on\",\"storage_limit\":\"4294967296MB\"}",
            "EK0003 storage_limit")

/* Accepted values: aclInit succeeds and profiling is on. */
PROF_ACCEPT(PipeUtilizationMetricIsAccepted, "{\"switch\":\"on\",\"aic_metrics\":\"PipeUtilization\"}")
PROF_ACCEPT(CustomHexEventsAreAccepted, "{\"switch\":\"on\",\"aic_metrics\":\"Custom:0x1,0x2b\"}")
/* The events are lower-cased before the check: 0X1B reads as 0x1b. */
PROF_ACCEPT(CustomUpperCaseHexIsLowerCased, "{\"switch\":\"on\",\"aic_metrics\":\"Custom:0X1B\"}")
PROF_ACCEPT(CustomDecimalEventsAreAccepted, "{\"switch\":\"on\",\"aic_metrics\":\"Custom:16,17\"}")
PROF_ACCEPT(TaskTimeL2IsAccepted, "{\"switch\":\"on\",\"task_time\":\"l2\"}")
PROF_ACCEPT(GeApiL1IsAccepted, "{\"switch\":\"on\",\"ge_api\":\"l1\"}")
PROF_ACCEPT(FreqAtItsMaximumIsAccepted, "{\"switch\":\"on\",\"sys_cpu_freq\":50,\"dvpp_freq\":100}")
PROF_ACCEPT(HostSysListIsAccepted, "{\"switch\":\"on\",\"host_sys\":\"cpu,mem,disk,network,osrt,numa\"}")
PROF_ACCEPT(LlcReadIsAccepted, "{\"switch\":\"on\",\"llc_profiling\":\"read\"}")
PROF_ACCEPT(StorageLimitRangeEndsAreAccepted, "{\"switch\":\"on\",\"storage_limit\":\"200MB\"}")
PROF_ACCEPT(EmptyOnOffValuesAreAccepted, "{\"switch\":\"on\",\"aicpu\":\"\",\"l2\":\"off\",\"hccl\":\"on\"}")
PROF_ACCEPT(OutputPathIsAccepted, "{\"switch\":\"on\",\"output\":\"/tmp/prof\"}")
PROF_ACCEPT(EveryOnOffMemberIsAccepted,
            "{\"switch\":\"on\",\"aicpu\":\"on\",\"l2\":\"on\",\"hccl\":\"off\",\"msproftx\":\"on\","
            "\"instr_profiling\":\"off\",\"task_tsfw\":\"on\",\"ascendcl\":\"on\",\"runtime_api\":\"on\","
            "\"task_memory\":\"on\"}")

/* More than 1 MiB of profiler text is refused before it is parsed. */
ACLCTS_TEST(PROF004, TextLongerThanOneMebibyteIsRefused, "PROF004 PROF002", ACLCTS_PRODUCT | ACLCTS_TRACE | ACLCTS_SLOW)
{
    size_t n = 1024 * 1024;
    char *big = kc_keep(malloc(n + 64));
    int w = snprintf(big, n + 64, "{\"switch\":\"on\",\"output\":\"");
    memset(big + w, 'a', n);
    strcpy(big + w + n, "\"}");
    pc_expect(t, "PROF004", big, ACL_ERROR_INVALID_PARAM, "rejected", "EK0003 length");
}

/* The refusal is msprof's non-zero code; aclInit stops before the SoC probe. */
ACLCTS_TEST(PROF004, RefusalStopsInitBeforeTheSocProbe, "PROF004 PROF002", ACLCTS_PRODUCT | ACLCTS_TRACE)
{
    const char *json = "{\"profiler\":{\"switch\":\"on\",\"bad\":\"x\"}}";
    const char *text = "{\"bad\":\"x\",\"switch\":\"on\"}";
    const char *path = kc_config(t, json);
    fin_expect_init(t, "PROF004", path, ACL_ERROR_INVALID_PARAM,
                    kc_fmt("%s" TR_PROF_REG "MsprofInit(1,%s,%zu)=%d\n", kc_head(path, strlen(json)), kc_quote(text),
                           strlen(text), PC_MSPROF_CONFIG_INVALID));
    CHECK_CODE(t, t->acl->aclFinalize(), ACL_SUCCESS);
}
