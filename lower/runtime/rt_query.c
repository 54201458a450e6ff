/* The runtime's host-side queries (rt_query.h). Each function follows the
 * product's C entry point (src/runtime/api/api_c*.cc), its argument checks
 * (src/runtime/api/impl/api_error.cc ApiErrorDecorator) and its answer
 * (src/runtime/api/impl/api_impl.cc ApiImpl). What the driver reports is
 * the suite's chosen Atlas A2 board: the counts the platform queries of the
 * device chain already give (24 AI cores, 48 vector cores). */
#include "runtime/rt_query.h"

#include <string.h>

#include "runtime/rt_model.h"

#define RTQ_AICORE_COUNT 24u /* as rtGetAiCoreCount answers (southbound/lower_rt_chain.c) */
#define RTQ_VECTOR_COUNT 48u /* as rtGetDeviceInfo(vector core, core num) answers */
#define RTQ_AICPU_COUNT 6    /* the driver's AICPU count (chosen) */
#define RTQ_TASKID_WIDTH 16  /* GetTaskIdBitWidth on the v100 runtimes */
#define RTQ_AICPU_SCHEDULE 2 /* the driver's AICPU schedule type (chosen) */
#define RTQ_NPU_ARCH_UNKNOWN 0

/* api_c_device.cc rtsDeviceGetCapability: the range check goes through the
 * common path (stored); a type in range that is none of the four the
 * function knows returns 107000 directly. Then ApiErrorDecorator::
 * GetDeviceCapability (null value, the stub device, the user id) and
 * ApiImpl::GetDeviceCapability (CheckCurCtxValid with a default device set;
 * the task-update query needs a current context). */
/* QUERY029 */
int aclcts_rtq_capability(const aclcts_rtq_env *env, int32_t dev, int32_t type, int32_t *val, int *direct)
{
    *direct = 0;
    if (type < 0 || type >= ACLCTS_RTQ_FEATURE_MAX) return ACLCTS_RT_INVALID_VALUE;
    if (type != ACLCTS_RTQ_FEATURE_TASK_UPDATE && type != ACLCTS_RTQ_FEATURE_MEMQ_CROSS_DEV &&
        type != ACLCTS_RTQ_FEATURE_AICPU_SCHEDULE && type != ACLCTS_RTQ_FEATURE_TASKID_WIDTH) {
        *direct = 1; /* LASTERR012: returned without storing */
        return ACLCTS_RT_INVALID_VALUE;
    }
    if (val == NULL) return ACLCTS_RT_INVALID_VALUE;
    if (type == ACLCTS_RTQ_FEATURE_TASK_UPDATE && dev == ACLCTS_RTQ_STUB_DEVICE) {
        *val = 0; /* GetModTaskUpIsSupport: no device needed */
        return ACLCTS_RT_OK;
    }
    if (!env->device_ok) return ACLCTS_RT_DEVICE_ID;
    if (env->default_device_set && !env->has_context) return ACLCTS_RT_CONTEXT_NULL;
    switch (type) {
    case ACLCTS_RTQ_FEATURE_TASK_UPDATE: /* GetModelTaskUpdateIsSupport: RT_DEV_CAP_NOT_SUPPORT */
        if (!env->has_context) return ACLCTS_RT_CONTEXT_NULL;
        *val = 0;
        return ACLCTS_RT_OK;
    case ACLCTS_RTQ_FEATURE_MEMQ_CROSS_DEV: /* NpuDriver::MemQEventCrossDevSupported */
        *val = 1;
        return ACLCTS_RT_OK;
    case ACLCTS_RTQ_FEATURE_AICPU_SCHEDULE: /* GetScheduleType */
        *val = RTQ_AICPU_SCHEDULE;
        return ACLCTS_RT_OK;
    default: /* GetTaskIdBitWidth */
        *val = RTQ_TASKID_WIDTH;
        return ACLCTS_RT_OK;
    }
}

/* One row per platform information file of the product (NpuArch). */
static const struct {
    const char *name;
    int32_t arch;
} k_npu_arch[] = {
    {"Ascend031", 3004},         {"Ascend035", 3505},         {"Ascend035A", 3505},       {"Ascend035B", 3505},
    {"Ascend310B1", 3002},       {"Ascend310B2", 3002},       {"Ascend310B3", 3002},      {"Ascend310B4", 3002},
    {"Ascend310P1", 2002},       {"Ascend310P3", 2002},       {"Ascend310P5", 2002},      {"Ascend310P7", 2002},
    {"Ascend910A", 1001},        {"Ascend910B", 1001},        {"Ascend910B1", 2201},      {"Ascend910B2", 2201},
    {"Ascend910B2C", 2201},      {"Ascend910B3", 2201},       {"Ascend910B4-1", 2201},    {"Ascend910B4", 2201},
    {"Ascend910PremiumA", 1001}, {"Ascend910ProA", 1001},     {"Ascend910ProB", 1001},    {"Ascend910_9362", 2201},
    {"Ascend910_9363", 2201},    {"Ascend910_9372", 2201},    {"Ascend910_9381", 2201},   {"Ascend910_9382", 2201},
    {"Ascend910_9391", 2201},    {"Ascend910_9392", 2201},    {"Ascend350_354f", 3510},   {"Ascend350_355e", 3510},
    {"Ascend950DT_950x", 3510},  {"Ascend950DT_950y", 3510},  {"Ascend950DT_9571", 3510}, {"Ascend950DT_9572", 3510},
    {"Ascend950DT_9573", 3510},  {"Ascend950DT_9574", 3510},  {"Ascend950DT_9575", 3510}, {"Ascend950DT_9576", 3510},
    {"Ascend950DT_9577", 3510},  {"Ascend950DT_9578", 3510},  {"Ascend950DT_9581", 3510}, {"Ascend950DT_9581x", 3510},
    {"Ascend950DT_9582", 3510},  {"Ascend950DT_9582x", 3510}, {"Ascend950DT_9583", 3510}, {"Ascend950DT_9584", 3510},
    {"Ascend950DT_9585", 3510},  {"Ascend950DT_9586", 3510},  {"Ascend950DT_9587", 3510}, {"Ascend950DT_9588", 3510},
    {"Ascend950DT_9591", 3510},  {"Ascend950DT_9592", 3510},  {"Ascend950DT_9595", 3510}, {"Ascend950DT_9596", 3510},
    {"Ascend950DT_95A1", 3510},  {"Ascend950DT_95A2", 3510},  {"Ascend950PR_950z", 3510}, {"Ascend950PR_9579", 3510},
    {"Ascend950PR_957b", 3510},  {"Ascend950PR_957bx", 3510}, {"Ascend950PR_957c", 3510}, {"Ascend950PR_957d", 3510},
    {"Ascend950PR_9589", 3510},  {"Ascend950PR_958b", 3510},  {"Ascend950PR_9599", 3510},
};

int32_t aclcts_rtq_npu_arch(const char *soc_name)
{
    if (soc_name == NULL) return RTQ_NPU_ARCH_UNKNOWN;
    if (strcmp(soc_name, "Ascend910") == 0) soc_name = "Ascend910A"; /* GetPlatformInfos */
    for (size_t i = 0; i < sizeof k_npu_arch / sizeof k_npu_arch[0]; i++)
        if (strcmp(k_npu_arch[i].name, soc_name) == 0) return k_npu_arch[i].arch;
    return RTQ_NPU_ARCH_UNKNOWN;
}

/* api_c.cc rtCheckArchCompatibility (its own SoC through rtGetSocVersion,
 * "" when that fails), ApiErrorDecorator::CheckArchCompatibility (null
 * arguments, an empty name), ApiImpl::CheckArchCompatibility (GetNpuArchByName
 * of the given name, then of its own; the arches equal gives 1, else 0).
 * Every failure goes through the common path. */
/* QUERY031 */
int aclcts_rtq_arch_compatibility(const char *own_soc, const char *om_soc, int32_t *can_compatible)
{
    if (om_soc == NULL || can_compatible == NULL || om_soc[0] == '\0') return ACLCTS_RT_INVALID_VALUE;
    int32_t given = aclcts_rtq_npu_arch(om_soc);
    if (given == RTQ_NPU_ARCH_UNKNOWN) return ACLCTS_RT_INVALID_VALUE;
    int32_t own = aclcts_rtq_npu_arch(own_soc);
    if (own == RTQ_NPU_ARCH_UNKNOWN) return ACLCTS_RT_INVALID_VALUE;
    *can_compatible = given == own ? 1 : 0;
    return ACLCTS_RT_OK;
}

/* api_c_device.cc rtsDeviceGetInfo, ApiErrorDecorator::GetDeviceInfoByAttr
 * (null value; a user id that does not map or a driver id past the count:
 * 107000, not 107001), ApiImpl::GetDeviceInfoByAttr and
 * GetDeviceInfoByAttrMisc (an attribute neither knows: 107000). The answers
 * need no current context. */
/* QUERY033 */
int aclcts_rtq_device_info(const aclcts_rtq_env *env, int32_t attr, int64_t *val)
{
    if (val == NULL || !env->device_ok) return ACLCTS_RT_INVALID_VALUE;
    switch (attr) {
    case 1: /* RT_DEV_ATTR_AICPU_CORE_NUM */
        *val = RTQ_AICPU_COUNT;
        return ACLCTS_RT_OK;
    case 101: /* RT_DEV_ATTR_AICORE_CORE_NUM */
        *val = RTQ_AICORE_COUNT;
        return ACLCTS_RT_OK;
    case 102: /* RT_DEV_ATTR_CUBE_CORE_NUM: SoCInfo cube_core_cnt */
        *val = RTQ_AICORE_COUNT;
        return ACLCTS_RT_OK;
    case 201: /* RT_DEV_ATTR_VECTOR_CORE_NUM */
        *val = RTQ_VECTOR_COUNT;
        return ACLCTS_RT_OK;
    case 601: /* RT_DEV_ATTR_NPU_ARCH */
        *val = aclcts_rtq_npu_arch(env->soc_name != NULL ? env->soc_name : env->soc->name);
        return ACLCTS_RT_OK;
    default:
        break;
    }
    if ((attr >= 202 && attr <= 212) || attr == 301 || attr == 302 || (attr >= 401 && attr <= 409) || attr == 501) {
        *val = 0; /* SIMT limits, memory and cache sizes, system ids: none on the chosen board */
        return ACLCTS_RT_OK;
    }
    return ACLCTS_RT_INVALID_VALUE;
}

/* api_c_stream.cc rtsGetResInCurrentThread, ApiErrorDecorator::
 * GetResInCurrentThread (the type as unsigned below RT_DEV_RES_TYPE_MAX, a
 * null value), ApiImpl::GetResInCurrentThread (no stream limit is modelled:
 * the device's own cube and vector cores; without a current context, after
 * the implicit set of a default device, 107002). All through the common path. */
/* QUERY035 */
int aclcts_rtq_res_in_thread(const aclcts_rtq_env *env, int32_t type, uint32_t *val)
{
    if ((uint32_t)type >= ACLCTS_RTQ_RES_TYPES || val == NULL) return ACLCTS_RT_INVALID_VALUE;
    if (!env->has_context) return ACLCTS_RT_CONTEXT_NULL;
    *val = type == 0 ? RTQ_AICORE_COUNT : RTQ_VECTOR_COUNT;
    return ACLCTS_RT_OK;
}

/* The runtimes with RT_FEATURE_DFX_ERR_GET_AND_REPAIR (src/runtime/config/
 * 950, 910_B_93, 350 and arch9201 dev_info_reg.cc). */
static int err_verbose_supported(const aclcts_soc_preset *soc)
{
    static const char *const k_dirs[] = {"950", "910_B_93", "350", "arch9201"};
    for (size_t i = 0; i < sizeof k_dirs / sizeof k_dirs[0]; i++)
        if (strcmp(soc->runtime_config, k_dirs[i]) == 0) return 1;
    return 0;
}

/* api_c_device.cc rtsGetErrorVerbose (the chip feature: 207000 through the
 * common path), ApiErrorDecorator::GetErrorVerbose (null info 107000; a user
 * id that does not map or a driver id past the count 107001),
 * ApiImpl::GetErrorVerbose (no primary context on the device: no fault;
 * else the device's fault, a memory error with its repair addresses). */
int aclcts_rtq_error_verbose(const aclcts_rtq_env *env, int has_info, const aclcts_rtq_fault *fault,
                             aclcts_rtq_error_info *out, int *direct)
{
    *direct = 0;
    if (!err_verbose_supported(env->soc)) return ACLCTS_RT_FEATURE_NOT_SUPPORT; /* LASTERR015 */
    if (!has_info) return ACLCTS_RT_INVALID_VALUE;
    if (!env->device_ok) return ACLCTS_RT_DEVICE_ID;
    memset(out, 0, sizeof *out);
    if (!env->primary_context || fault == NULL || fault->error_type == 0) return ACLCTS_RT_OK; /* LASTERR016 */
    out->error_type = fault->error_type;
    out->try_repair = fault->try_repair;
    if (fault->error_type == 1) { /* RT_ERROR_MEMORY: GetMemUceInfoProc (LASTERR018) */
        out->has_detail = 1;
        out->uce_count = fault->uce_count;
        for (uint64_t i = 0; i < fault->uce_count && i < ACLCTS_RTQ_UCE_MAX; i++) {
            out->uce_ptr[i] = 0x100000ull * (i + 1);
            out->uce_len[i] = 0x1000ull * (i + 1);
        }
    }
    return ACLCTS_RT_OK;
}
