/* The platforms of the two worlds and the key/metric -> feature maps (see
 * msprof_platform.h for the product files each table is read from). */
#include "msprof/msprof_platform.h"

#include <stddef.h>
#include <string.h>

#define F(x) (1ull << MSPROF_F_##x)

/* PROF009: CloudV2Platform::CloudV2Platform (cloud_v2_platform.cpp), the
 * features the `profiler` checks ask about. */
static const aclcts_msprof_platform g_atlas_a2 = {
    "Atlas A2 (chip 5)", 5, 0,
    F(TASK_ASCENDCL) | F(TASK_RUNTIME_API) | F(TASK_GE_API) | F(TASK_HCCL) | F(TASK_TSFW) | F(TASK_L2_CACHE_REG) |
        F(TASK_MEMORY) | F(TASK_MSPROFTX) | F(TASK_SWITCH) | F(TASK_TRACE) | F(TASK_TRACE_L3) | F(TASK_AICPU) |
        F(AU_PMU) | F(PU_PMU) | F(PUEXCT_PMU) | F(MEMORY_PMU) | F(MEMORYL0_PMU) | F(MEMORYUB_PMU) | F(L2_CACHE_PMU) |
        F(RCR_PMU) | F(MEMORY_ACCESS_PMU) | F(DEV_NPU_MODULE_MEM) | F(DEV_LLC) | F(DEV_HBM) | F(DEV_NIC) | F(DEV_ROCE) |
        F(DEV_HCCS) | F(DEV_PCIE) | F(DEV_DVPP) | F(DEV_DVPP_EX) | F(DEV_INSTR_PROFILING) | F(HOST_ALL_PID_CPU) |
        F(HOST_ALL_PID_MEM) | F(HOST_SYS_CPU) | F(HOST_SYS_MEM) | F(MEM_SERVICEFLOW)};

/* PROF010: MdcPlatform::MdcPlatform (mdc_platform.cpp): the platform of a general
 * server. Without libascend_hal.so every driver query answers "not
 * supported" (.../driver/devmgmt/msprof_drv_api.cpp), and ConfigManager::Init
 * (.../common/config/config_manager.cpp) then takes the product build's
 * default chip id, MDC_TYPE (2). */
static const aclcts_msprof_platform g_general_server = {
    "general server (no driver; chip 2 default)", 2, 1,
    F(TASK_AICPU) | F(TASK_ASCENDCL) | F(TASK_GE_API) | F(TASK_HCCL) | F(TASK_L2_CACHE_REG) | F(TASK_MSPROFTX) |
        F(TASK_RUNTIME_API) | F(TASK_SWITCH) | F(TASK_TRACE) | F(TASK_TSFW) | F(TASK_MEMORY) | F(AU_PMU) | F(PU_PMU) |
        F(MEMORY_PMU) | F(MEMORYL0_PMU) | F(MEMORYUB_PMU) | F(RCR_PMU) | F(DEV_NPU_MODULE_MEM) | F(DEV_DVPP_EX) |
        F(DEV_DDR) | F(DEV_HBM) | F(DEV_LLC)};

#define KEY_FEATURES_MAX 4 /* the longest list of PLATFORM_FEATURE_MAP (sys_hardware_mem_freq) */
#define NONE MSPROF_F_COUNT

typedef struct key_features {
    const char *key;
    aclcts_msprof_feature any[KEY_FEATURES_MAX]; /* NONE-terminated when shorter */
} key_features;

/* PLATFORM_FEATURE_MAP (platform_interface.h), the keys a `profiler` may
 * hold; "task_time" is there in the product build (not
 * BUILD_PROFILING_OPEN_PROJECT). */
static const key_features g_key_map[] = {
    {"switch", {MSPROF_F_TASK_SWITCH, NONE}},
    {"ge_api", {MSPROF_F_TASK_GE_API, NONE}},
    {"task_memory", {MSPROF_F_TASK_MEMORY, NONE}},
    {"task_time", {MSPROF_F_TASK_TRACE, NONE}},
    {"aicpu", {MSPROF_F_TASK_AICPU, NONE}},
    {"l2", {MSPROF_F_TASK_L2_CACHE_REG, NONE}},
    {"hccl", {MSPROF_F_TASK_HCCL, NONE}},
    {"msproftx", {MSPROF_F_TASK_MSPROFTX, NONE}},
    {"instr_profiling", {MSPROF_F_DEV_INSTR_PROFILING, MSPROF_F_TASK_INSTR_PROFILING, NONE}},
    {"instr_profiling_freq", {MSPROF_F_DEV_INSTR_PROFILING, NONE}},
    {"task_tsfw", {MSPROF_F_TASK_TSFW, NONE}},
    {"runtime_api", {MSPROF_F_TASK_RUNTIME_API, NONE}},
    {"ascendcl", {MSPROF_F_TASK_ASCENDCL, NONE}},
    {"sys_lp_freq", {MSPROF_F_DEV_LOW_POWER, NONE}},
    {"sys_hardware_mem_freq", {MSPROF_F_DEV_NPU_MODULE_MEM, MSPROF_F_DEV_LLC, MSPROF_F_DEV_DDR, MSPROF_F_DEV_HBM}},
    {"sys_mem_serviceflow", {MSPROF_F_MEM_SERVICEFLOW, NONE}},
    {"llc_profiling", {MSPROF_F_DEV_LLC, NONE}},
    {"sys_io_sampling_freq", {MSPROF_F_DEV_NIC, MSPROF_F_DEV_ROCE, NONE}},
    {"sys_interconnection_freq", {MSPROF_F_DEV_PCIE, MSPROF_F_DEV_HCCS, NONE}},
    {"sys_cpu_freq", {MSPROF_F_DEV_AICPU_HSCB, NONE}},
    {"dvpp_freq", {MSPROF_F_DEV_DVPP, MSPROF_F_DEV_DVPP_EX, NONE}},
    {"host_sys", {MSPROF_F_HOST_SYS_CPU, MSPROF_F_HOST_SYS_MEM, NONE}},
    {"host_sys_usage", {MSPROF_F_HOST_ALL_PID_CPU, MSPROF_F_HOST_ALL_PID_MEM, NONE}},
    {"host_sys_usage_freq", {MSPROF_F_HOST_ALL_PID_CPU, MSPROF_F_HOST_ALL_PID_MEM, NONE}},
    {NULL, {NONE}}};

typedef struct metric_feature {
    const char *name;
    aclcts_msprof_feature feature;
} metric_feature;

/* METRIC_FEATURE_MAP (platform_interface.h). */
static const metric_feature g_metric_map[] = {{"ArithmeticUtilization", MSPROF_F_AU_PMU},
                                              {"PipeUtilization", MSPROF_F_PU_PMU},
                                              {"PipeUtilizationExct", MSPROF_F_PUEXCT_PMU},
                                              {"PipelineExecuteUtilization", MSPROF_F_PEU_PMU},
                                              {"ResourceConflictRatio", MSPROF_F_RCR_PMU},
                                              {"PipeStallCycle", MSPROF_F_PSC_PMU},
                                              {"Memory", MSPROF_F_MEMORY_PMU},
                                              {"MemoryL0", MSPROF_F_MEMORYL0_PMU},
                                              {"MemoryUB", MSPROF_F_MEMORYUB_PMU},
                                              {"L2Cache", MSPROF_F_L2_CACHE_PMU},
                                              {"ScalarRatio", MSPROF_F_SCALAR_RATIO_PMU},
                                              {"MemoryAccess", MSPROF_F_MEMORY_ACCESS_PMU},
                                              {NULL, NONE}};

const aclcts_msprof_platform *aclcts_msprof_platform_of(aclcts_msprof_world world)
{
    return world == ACLCTS_MSPROF_WORLD_GENERAL ? &g_general_server : &g_atlas_a2;
}

int aclcts_msprof_supports(const aclcts_msprof_platform *p, aclcts_msprof_feature f)
{
    return f < MSPROF_F_COUNT && (p->features & (1ull << f)) != 0;
}

static const key_features *key_entry(const char *key)
{
    for (const key_features *k = g_key_map; k->key != NULL; ++k) {
        if (strcmp(k->key, key) == 0) {
            return k;
        }
    }
    return NULL;
}

static int any_supported(const aclcts_msprof_platform *p, const key_features *k)
{
    for (size_t i = 0; i < KEY_FEATURES_MAX && k->any[i] != NONE; ++i) {
        if (aclcts_msprof_supports(p, k->any[i])) {
            return 1;
        }
    }
    return 0;
}

int aclcts_msprof_supports_key(const aclcts_msprof_platform *p, const char *key)
{
    const key_features *k = key_entry(key);
    return k != NULL && any_supported(p, k);
}

int aclcts_msprof_key_support_check(const aclcts_msprof_platform *p, const char *key)
{
    const key_features *k = key_entry(key);
    return k == NULL || any_supported(p, k);
}

int aclcts_msprof_supports_metric(const aclcts_msprof_platform *p, const char *name)
{
    for (const metric_feature *m = g_metric_map; m->name != NULL; ++m) {
        if (strcmp(m->name, name) == 0) {
            return aclcts_msprof_supports(p, m->feature);
        }
    }
    return 0;
}
