/* The platforms msprof's `profiler` checks can meet, and what each supports:
 * the chip's supported-feature table (product
 * src/dfx/msprof/collector/dvvp/profimpl/platform/<chip>_platform.cpp, the
 * constructor's supportedFeature_) and the map from a `profiler` key or an
 * aic_metrics name to the features that enable it (.../platform/
 * platform_interface.h PLATFORM_FEATURE_MAP and METRIC_FEATURE_MAP), read
 * as Platform::CheckIfSupport (.../common/platform/platform.cpp) reads them.
 *
 * Two worlds (Platform::Init, ConfigManager::Init and GetPlatformType in
 * .../common/config/config_manager.cpp):
 * - a device host: libascend_hal.so loads and the driver reports the chip;
 *   the model's device is an Atlas A2 (chip id 5, CHIP_CLOUD_V2,
 *   cloud_v2_platform.cpp);
 * - a general server: no libascend_hal.so (Platform::PlatformIsGeneralServer);
 *   every driver query answers "not supported", so ConfigManager::Init takes
 *   the product build's default chip id, CHIP_MDC (chip id 2,
 *   mdc_platform.cpp). */
#ifndef ACLCTS_LOWER_MSPROF_PLATFORM_H_
#define ACLCTS_LOWER_MSPROF_PLATFORM_H_

typedef enum aclcts_msprof_world {
    ACLCTS_MSPROF_WORLD_DEVICE = 0, /* the default: a device host with an Atlas A2 */
    ACLCTS_MSPROF_WORLD_GENERAL     /* a general server: no driver installed */
} aclcts_msprof_world;

/* The PlatformFeature values the `profiler` checks ask about. */
typedef enum aclcts_msprof_feature {
    MSPROF_F_TASK_SWITCH,
    MSPROF_F_TASK_ASCENDCL,
    MSPROF_F_TASK_RUNTIME_API,
    MSPROF_F_TASK_AICPU,
    MSPROF_F_TASK_HCCL,
    MSPROF_F_TASK_L2_CACHE_REG,
    MSPROF_F_TASK_GE_API,
    MSPROF_F_TASK_TRACE,
    MSPROF_F_TASK_TRACE_L3,
    MSPROF_F_TASK_MSPROFTX,
    MSPROF_F_TASK_TSFW,
    MSPROF_F_TASK_MEMORY,
    MSPROF_F_TASK_INSTR_PROFILING,
    MSPROF_F_TASK_SCALE,
    MSPROF_F_AU_PMU,
    MSPROF_F_PU_PMU,
    MSPROF_F_PUEXCT_PMU,
    MSPROF_F_PEU_PMU,
    MSPROF_F_RCR_PMU,
    MSPROF_F_PSC_PMU,
    MSPROF_F_SCALAR_RATIO_PMU,
    MSPROF_F_MEMORY_PMU,
    MSPROF_F_MEMORYL0_PMU,
    MSPROF_F_MEMORYUB_PMU,
    MSPROF_F_L2_CACHE_PMU,
    MSPROF_F_MEMORY_ACCESS_PMU,
    MSPROF_F_DEV_NPU_MODULE_MEM,
    MSPROF_F_DEV_LLC,
    MSPROF_F_DEV_DDR,
    MSPROF_F_DEV_HBM,
    MSPROF_F_DEV_NIC,
    MSPROF_F_DEV_ROCE,
    MSPROF_F_DEV_HCCS,
    MSPROF_F_DEV_PCIE,
    MSPROF_F_DEV_DVPP,
    MSPROF_F_DEV_DVPP_EX,
    MSPROF_F_DEV_INSTR_PROFILING,
    MSPROF_F_DEV_LOW_POWER,
    MSPROF_F_DEV_US,
    MSPROF_F_DEV_AICPU_HSCB,
    MSPROF_F_HOST_ALL_PID_CPU,
    MSPROF_F_HOST_ALL_PID_MEM,
    MSPROF_F_HOST_SYS_CPU,
    MSPROF_F_HOST_SYS_MEM,
    MSPROF_F_MEM_SERVICEFLOW,
    MSPROF_F_COUNT
} aclcts_msprof_feature;

typedef struct aclcts_msprof_platform {
    const char *name;            /* for messages: "Atlas A2 (chip 5)" */
    unsigned chip_id;            /* the driver's chip id (PlatformTypeEnum) */
    int general_server;          /* Platform::PlatformIsGeneralServer */
    unsigned long long features; /* bit f: feature f is supported */
} aclcts_msprof_platform;

/* The platform msprof sees in a world. */
const aclcts_msprof_platform *aclcts_msprof_platform_of(aclcts_msprof_world world);
/* Platform::CheckIfSupport(PlatformFeature). */
int aclcts_msprof_supports(const aclcts_msprof_platform *p, aclcts_msprof_feature f);
/* Platform::CheckIfSupport(std::string): a key of PLATFORM_FEATURE_MAP is
 * supported when one of its features is; any other name is not. */
int aclcts_msprof_supports_key(const aclcts_msprof_platform *p, const char *key);
/* ProfParamsAdapter::CheckJsonConfigSupport: a name outside
 * PLATFORM_FEATURE_MAP needs no feature. */
int aclcts_msprof_key_support_check(const aclcts_msprof_platform *p, const char *key);
/* An aic_metrics name of METRIC_FEATURE_MAP the platform supports. */
int aclcts_msprof_supports_metric(const aclcts_msprof_platform *p, const char *name);

#endif
