/* The runtime's answers to the host-side queries under the ACL family QUERY
 * and to rtsGetErrorVerbose (LASTERR): rtsDeviceGetCapability,
 * rtCheckArchCompatibility, rtsDeviceGetInfo, rtsGetResInCurrentThread.
 * Pure decisions over facts the spy gathers from the chain model (which user
 * ids name a device, the calling thread's current context) and the SoC
 * preset; sources in lower/runtime/README.md, each decision tagged with the
 * product function it follows.
 *
 * Each answer says whether the product's runtime returns the code through
 * its common error path, which stores it as the thread's last error
 * (GetRtExtErrCodeAndSetGlobalErr), or directly (*direct = 1). */
#ifndef ACLCTS_LOWER_RT_QUERY_H_
#define ACLCTS_LOWER_RT_QUERY_H_

#include <stddef.h>
#include <stdint.h>

#include "runtime/soc_preset.h"

/* rtsDeviceGetCapability's feature types (pkg_inc/runtime/rt_external_device.h). */
#define ACLCTS_RTQ_FEATURE_TASK_UPDATE 1        /* RT_FEATURE_TSCPU_TASK_UPDATE_SUPPORT_AIC_AIV */
#define ACLCTS_RTQ_FEATURE_MEMQ_CROSS_DEV 21    /* RT_FEATURE_SYSTEM_MEMQ_EVENT_CROSS_DEV */
#define ACLCTS_RTQ_FEATURE_AICPU_SCHEDULE 10001 /* RT_FEATURE_AICPU_SCHEDULE_TYPE */
#define ACLCTS_RTQ_FEATURE_TASKID_WIDTH 20001   /* RT_FEATURE_SYSTEM_TASKID_BIT_WIDTH */
#define ACLCTS_RTQ_FEATURE_MAX 20002            /* RT_DEV_FEATURE_MAX */
#define ACLCTS_RTQ_STUB_DEVICE 64               /* STUB_DEVICE_ID = RT_MAX_DEV_NUM (spec/base_info.hpp) */
#define ACLCTS_RTQ_RES_TYPES 2                  /* RT_DEV_RES_TYPE_MAX */

/* What one call needs to know about the device it names and the thread. */
typedef struct aclcts_rtq_env {
    const aclcts_soc_preset *soc;
    int device_ok;          /* the user id maps to a driver device (ChgUserDevIdToDeviceId) */
    int has_context;        /* the thread has a current context (after an implicit set of the default device) */
    int default_device_set; /* rtSetDefaultDeviceId left a default device */
    int primary_context;    /* the named device has a primary context (GetPriCtxByDeviceId) */
    const char *soc_name;   /* the SoC the runtime reports; NULL: the preset's name */
} aclcts_rtq_env;

int aclcts_rtq_capability(const aclcts_rtq_env *env, int32_t dev, int32_t type, int32_t *val, int *direct);

/* The NpuArch of the platform information a SoC name has (the product's
 * src/platform/platform_config/cann/ and cann-dev/ <name>.ini, "NpuArch=";
 * "Ascend910" reads Ascend910A's: PlatformManagerV2::GetPlatformInfos); 0
 * when the name has none. */
int32_t aclcts_rtq_npu_arch(const char *soc_name);
/* own_soc: what rtGetSocVersion gives inside the call ("" when it fails). */
int aclcts_rtq_arch_compatibility(const char *own_soc, const char *om_soc, int32_t *can_compatible);

int aclcts_rtq_device_info(const aclcts_rtq_env *env, int32_t attr, int64_t *val);

int aclcts_rtq_res_in_thread(const aclcts_rtq_env *env, int32_t type, uint32_t *val);

/* A device fault as rtsGetErrorVerbose reports it (the spy plants one per
 * device: aclcts_sb_rt_set_device_fault). error_type 0 is none. */
typedef struct aclcts_rtq_fault {
    int32_t error_type; /* rtErrType */
    uint8_t try_repair;
    uint64_t uce_count; /* memory errors: the repair addresses the runtime reports */
} aclcts_rtq_fault;
#define ACLCTS_RTQ_UCE_MAX 20 /* RT_MAX_RECORD_PA_NUM_PER_DEV */

/* Fills the runtime's rtErrorInfo fields through the pointers (any may be
 * NULL only when the answer is an error); *direct as above. */
typedef struct aclcts_rtq_error_info {
    uint8_t try_repair;
    uint8_t has_detail;
    int32_t error_type;
    uint64_t uce_count;                   /* arraySize */
    uint64_t uce_ptr[ACLCTS_RTQ_UCE_MAX]; /* repairAddrArray[i].ptr */
    uint64_t uce_len[ACLCTS_RTQ_UCE_MAX]; /* repairAddrArray[i].len */
} aclcts_rtq_error_info;
int aclcts_rtq_error_verbose(const aclcts_rtq_env *env, int has_info, const aclcts_rtq_fault *fault,
                             aclcts_rtq_error_info *out, int *direct);

#endif
