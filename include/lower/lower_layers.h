/* The lower-layer symbols a libascendcl calls during the process lifecycle,
 * declared with the product's signatures (pkg_inc/ headers of the product).
 * The reference imports them; the southbound spy exports them. Two have C++
 * linkage in the product and are reached here through their mangled names. */
#ifndef ACLCTS_LOWER_LAYERS_H_
#define ACLCTS_LOWER_LAYERS_H_

#include <stddef.h>
#include <stdint.h>

#include "acl/error_codes/rt_error_codes.h"

#ifdef __cplusplus
extern "C" {
#endif

typedef int32_t rtError_t;

/* rtLimitType_t (pkg_inc/runtime/rt_external_base.h) */
enum {
    RT_LIMIT_TYPE_SIMT_STACK_SIZE = 1,
    RT_LIMIT_TYPE_SIMT_DVG_WARP_STACK_SIZE = 2,
    RT_LIMIT_TYPE_STACK_SIZE = 3,
    RT_LIMIT_TYPE_SIMD_PRINTF_FIFO_SIZE_PER_CORE = 4,
    RT_LIMIT_TYPE_SIMT_PRINTF_FIFO_SIZE = 5
};

/* Handles and the run mode of the device/context/stream/event chain
 * (pkg_inc/runtime/runtime/context.h, base.h, dev.h). */
typedef void *rtContext_t;
typedef void *rtStream_t;
typedef void *rtEvent_t;
typedef enum tagRtRunMode {
    RT_RUN_MODE_OFFLINE = 0,
    RT_RUN_MODE_ONLINE,
    RT_RUN_MODE_AICPU_SCHED,
    RT_RUN_MODE_RESERVED
} rtRunMode;
#define RT_CTX_NORMAL_MODE 0u        /* rtCtxMode_t */
#define RT_STREAM_PRIORITY_DEFAULT 0 /* pkg_inc/runtime/runtime/stream.h */
#define ACLCTS_MODULE_TYPE_AICORE 4  /* acl_rt_impl_base.cpp UpdatePlatformInfoWithDevice */
#define ACLCTS_MODULE_TYPE_VECTOR_CORE 7
#define ACLCTS_INFO_TYPE_CORE_NUM 3
#define ACLCTS_INFO_TYPE_CUBE_NUM 0x775A5A5A /* INFO_TYPE_CUBE_NUM, pkg_inc/runtime/runtime/dev.h */

/* MsprofInit data types (pkg_inc/profiling/aprof_pub.h) and module id. */
#define MSPROF_CTRL_INIT_ACL_ENV 0u
#define MSPROF_CTRL_INIT_ACL_JSON 1u
#define MSPROF_CTRL_INIT_DYNA 0xFFu
#define ACLCTS_MSPROF_MODULE_ASCENDCL 48u

/* adump results (pkg_inc/dump/adump_pub.h) */
#define ADUMP_SUCCESS 0
#define ADUMP_FAILED (-1)
#define ADUMP_INPUT_FAILED (-2)

/* error_message::ErrorMessageMode (pkg_inc/base/err_mgr.h) */
#define ERR_MSG_INTERNAL_MODE 0u
#define ERR_MSG_PROCESS_MODE 1u

#define RT_GET_DEV_ERROR_MSG 0
#define RT_DMS_MAX_EVENT_NAME_LENGTH 256
#define RT_DMS_MAX_EVENT_DATA_LENGTH 32
#define RT_DMS_MAX_EVENT_RESV_LENGTH 32

typedef int32_t (*rtKernelLaunchFillFunc)(void *cfgAddr, uint32_t cfglen);
typedef int32_t (*ProfCommandHandle)(uint32_t type, void *data, uint32_t len);
typedef void (*rtGetMsgCallback)(const char *msg, uint32_t len);

typedef struct rtDmsEventFilter {
    uint64_t filterFlag;
    uint32_t eventId;
    unsigned char severity;
    unsigned char nodeType;
    unsigned char resv[RT_DMS_MAX_EVENT_RESV_LENGTH];
} rtDmsEventFilter;

typedef struct rtDmsFaultEvent {
    uint64_t alarmRaisedTime;
    uint32_t eventId;
    int32_t tgid;
    int32_t eventSerialNum;
    int32_t notifySerialNum;
    uint16_t deviceId;
    uint16_t nodeType;
    uint16_t subNodeType;
    unsigned char nodeId;
    unsigned char subNodeId;
    unsigned char severity;
    unsigned char assertion;
    char eventName[RT_DMS_MAX_EVENT_NAME_LENGTH];
    char additionalInfo[RT_DMS_MAX_EVENT_DATA_LENGTH - 9];
    uint8_t subModuleId;
    uint8_t errorRegisterIndex;
    char reserved[3];
    uint8_t rasCode[4];
    unsigned char osId;
    unsigned char resv[RT_DMS_MAX_EVENT_RESV_LENGTH];
} rtDmsFaultEvent;

/* Adx::DumpConfigInfo, passed by value. */
typedef struct AdxDumpConfigInfo {
    const char *dumpConfigPath;
    const char *dumpConfigData;
    size_t dumpConfigSize;
} AdxDumpConfigInfo;

rtError_t rtSetDefaultDeviceId(const int32_t deviceId);
rtError_t rtDeviceSetLimit(int32_t devId, int type, uint32_t val);
rtError_t rtEventWorkModeSet(uint8_t mode);
rtError_t rtGetSocVersion(char *ver, const uint32_t maxLen);
rtError_t rtRegKernelLaunchFillFunc(const char *symbol, rtKernelLaunchFillFunc callback);
rtError_t rtUnRegKernelLaunchFillFunc(const char *symbol);
rtError_t rtGetDevMsg(int getMsgType, rtGetMsgCallback callback);
rtError_t rtGetDevice(int32_t *devId);
rtError_t rtGetFaultEvent(const int32_t deviceId, rtDmsEventFilter *filter, rtDmsFaultEvent *dmsEvent, uint32_t len,
                          uint32_t *eventCount);
/* The device/context/stream/event chain (pkg_inc/runtime/runtime/dev.h,
 * context.h, stream.h, event.h): what src/acl/aclrt_impl/device.cpp,
 * context.cpp, stream.cpp, event.cpp and acl_rt_impl_base.cpp call. */
rtError_t rtSetDevice(int32_t devId);
rtError_t rtDeviceReset(int32_t devId);
rtError_t rtDeviceResetForce(int32_t devId);
rtError_t rtGetDeviceCount(int32_t *cnt);
rtError_t rtGetRunMode(rtRunMode *runMode);
rtError_t rtDeviceSynchronize(void);
rtError_t rtGetAiCoreCount(uint32_t *aiCoreCnt);
rtError_t rtGetDeviceInfo(uint32_t deviceId, int32_t moduleType, int32_t infoType, int64_t *val);
rtError_t rtCtxCreateEx(rtContext_t *createCtx, uint32_t flags, int32_t devId);
rtError_t rtCtxDestroyEx(rtContext_t destroyCtx);
rtError_t rtCtxSetCurrent(rtContext_t currentCtx);
rtError_t rtCtxGetCurrent(rtContext_t *currentCtx);
rtError_t rtStreamCreate(rtStream_t *stm, int32_t priority);
rtError_t rtStreamDestroy(rtStream_t stm);
rtError_t rtStreamSynchronize(rtStream_t stm);
rtError_t rtEventCreate(rtEvent_t *evt);
rtError_t rtEventDestroy(rtEvent_t evt);
rtError_t rtEventRecord(rtEvent_t evt, rtStream_t stm);
rtError_t rtEventSynchronize(rtEvent_t evt);
int32_t MsprofInit(uint32_t dataType, void *data, uint32_t dataLen);
int32_t MsprofRegisterCallback(uint32_t moduleId, ProfCommandHandle handle);
int32_t MsprofFinalize(void);
int AdxDataDumpServerInit(void);
int AdxDataDumpServerUnInit(void);
int DlogReportInitialize(void);
int DlogReportFinalize(void);

/* The C layer's lower layer (src/acl/aclrt_c/common/acl_rt.c, the ipv350
 * profile): the compact runtime (pkg_inc/runtime/rt_external_device.h; rtDeinit
 * returns nothing) and the graph executor (src/acl/aclrt_c/common/ge_executor_rt.h,
 * whose Status is uint32_t, SUCCESS 0). */
typedef uint32_t aclcts_ge_status;
rtError_t rtInit(void);
void rtDeinit(void);
aclcts_ge_status GeInitialize(void);
aclcts_ge_status GeFinalize(void);
aclcts_ge_status GeDbgInit(const char *configPath);
aclcts_ge_status GeDbgDeInit(void);

/* host-side API, MEM: the runtime calls underneath. */

/* host-side API, LASTERR/QUERY: the runtime calls underneath. */
/* The thread's last error (pkg_inc/runtime/runtime/config.h), a device's
 * fault details (rt_ras.h, event.h), capabilities, attributes and resources
 * (rt_external_device.h, rts/rts_device.h, rts/rts_stream.h, dev.h). */
typedef enum tagRTLastErrLevel { RT_THREAD_LEVEL = 0, RT_CONTEXT_LEVEL } rtLastErrLevel_t;
#define RT_MAX_RECORD_PA_NUM_PER_DEV 20u
typedef struct {
    uint64_t ptr;
    uint64_t len;
} rtMemRepairAddr;
typedef struct {
    size_t arraySize;
    rtMemRepairAddr repairAddrArray[RT_MAX_RECORD_PA_NUM_PER_DEV];
} rtMemUceArray;
typedef union {
    rtMemUceArray uceInfo;
    int32_t aicoreErrType; /* rtAicoreErrorType */
} rtErrorInfoDetail;
typedef struct {
    uint8_t tryRepair;
    uint8_t hasDetail; /* 1: detail is valid */
    uint8_t rsv[2];
    int32_t errorType; /* rtErrType: RT_NO_ERROR 0, RT_ERROR_MEMORY 1, ... RT_ERROR_OTHERS 0xFFFF */
    rtErrorInfoDetail detail;
} rtErrorInfo;
#define RT_NO_ERROR 0
#define RT_ERROR_MEMORY 1
typedef int32_t rtDevAttr;           /* RT_DEV_ATTR_*, the values of aclrtDevAttr */
typedef int32_t rtDevResLimitType_t; /* RT_DEV_RES_CUBE_CORE 0, RT_DEV_RES_VECTOR_CORE 1 */

rtError_t rtGetLastError(rtLastErrLevel_t level);
rtError_t rtPeekAtLastError(rtLastErrLevel_t level);
rtError_t rtsGetErrorVerbose(const uint32_t deviceId, rtErrorInfo *const errorInfo);
rtError_t rtsDeviceGetCapability(int32_t deviceId, int32_t devFeatureType, int32_t *val);
rtError_t rtCheckArchCompatibility(const char *omSocVersion, int32_t *canCompatible);
rtError_t rtsDeviceGetInfo(uint32_t deviceId, rtDevAttr attr, int64_t *val);
rtError_t rtsGetResInCurrentThread(const rtDevResLimitType_t type, uint32_t *const value);

/* host-side API, STREAM/RTEVENT extras: the runtime calls underneath. */

/* host-side API, DEVSET/PEER: the runtime calls underneath. */

/* host-side API, ALLOC: the runtime calls underneath. */

/* C++ linkage in the product: error_message::ErrMgrInit(ErrorMessageMode) and
 * Adx::AdumpSetDumpConfig(Adx::DumpConfigInfo). */
#define ACLCTS_SYM_ERRMGRINIT "_ZN13error_message10ErrMgrInitENS_16ErrorMessageModeE"
#define ACLCTS_SYM_ADUMPSETDUMPCONFIG "_ZN3Adx18AdumpSetDumpConfigENS_14DumpConfigInfoE"
int32_t aclcts_ErrMgrInit(uint32_t mode) __asm__(ACLCTS_SYM_ERRMGRINIT);
int32_t aclcts_AdumpSetDumpConfig(AdxDumpConfigInfo info) __asm__(ACLCTS_SYM_ADUMPSETDUMPCONFIG);

#ifdef __cplusplus
}
#endif

#endif /* ACLCTS_LOWER_LAYERS_H_ */
