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
/* pkg_inc/runtime/runtime/base.h rtGetSocSpec; pkg_inc/runtime/runtime/mem.h (rtMemInfoType_t) and
 * pkg_inc/runtime/rt_external_mem.h (the memory types and policies, rtMemcpyKind_t): what
 * src/acl/aclrt_impl/memory.cpp calls. The module id is APP (33, include/dfx/base/log_types.h), which
 * src/acl/common/log_inner.h names APP_MODE_ID_U16. */
typedef uint32_t rtMemType_t;
#define RT_MEMORY_DEFAULT 0x0u
#define RT_MEMORY_POLICY_HUGE_PAGE_FIRST 0x400u
#define RT_MEMORY_POLICY_HUGE_PAGE_ONLY 0x800u
#define RT_MEMORY_POLICY_DEFAULT_PAGE_ONLY 0x1000u
#define RT_MEMORY_POLICY_HUGE_PAGE_FIRST_P2P 0x2000u
#define RT_MEMORY_POLICY_HUGE_PAGE_ONLY_P2P 0x4000u
#define RT_MEMORY_POLICY_DEFAULT_PAGE_ONLY_P2P 0x8000u
#define RT_MEMORY_POLICY_HUGE1G_PAGE_ONLY 0x10000u
#define RT_MEMORY_POLICY_HUGE1G_PAGE_ONLY_P2P 0x20000u
#define ACLCTS_APP_MODULE_ID 33u
typedef enum tagRtMemcpyKind {
    RT_MEMCPY_HOST_TO_HOST = 0,
    RT_MEMCPY_HOST_TO_DEVICE,
    RT_MEMCPY_DEVICE_TO_HOST,
    RT_MEMCPY_DEVICE_TO_DEVICE,
    RT_MEMCPY_MANAGED,
    RT_MEMCPY_ADDR_DEVICE_TO_DEVICE,
    RT_MEMCPY_HOST_TO_DEVICE_EX,
    RT_MEMCPY_DEVICE_TO_HOST_EX,
    RT_MEMCPY_DEFAULT,
    RT_MEMCPY_RESERVED,
} rtMemcpyKind_t;
typedef enum tagRtMemInfoType {
    RT_MEMORYINFO_DDR,
    RT_MEMORYINFO_HBM,
    RT_MEMORYINFO_DDR_HUGE,
    RT_MEMORYINFO_DDR_NORMAL,
    RT_MEMORYINFO_HBM_HUGE,
    RT_MEMORYINFO_HBM_NORMAL,
    RT_MEMORYINFO_DDR_P2P_HUGE,
    RT_MEMORYINFO_DDR_P2P_NORMAL,
    RT_MEMORYINFO_HBM_P2P_HUGE,
    RT_MEMORYINFO_HBM_P2P_NORMAL,
    RT_MEMORYINFO_HBM_HUGE1G,
    RT_MEMORYINFO_HBM_P2P_HUGE1G,
    RT_MEMORYINFO_NORMAL,
    RT_MEMORYINFO_HUGE,
    RT_MEMORYINFO_HUGE1G,
    RT_MEMORYINFO_P2P_NORMAL,
    RT_MEMORYINFO_P2P_HUGE,
    RT_MEMORYINFO_P2P_HUGE1G,
} rtMemInfoType_t;
rtError_t rtGetSocSpec(const char *label, const char *key, char *val, const uint32_t maxLen);
rtError_t rtMalloc(void **devPtr, uint64_t size, rtMemType_t type, const uint16_t moduleId);
rtError_t rtFree(void *devPtr);
rtError_t rtMallocHost(void **hostPtr, uint64_t size, const uint16_t moduleId);
rtError_t rtFreeHost(void *hostPtr);
rtError_t rtMemGetInfoEx(rtMemInfoType_t memInfoType, size_t *freeSize, size_t *totalSize);
rtError_t rtMemcpy(void *dst, uint64_t destMax, const void *src, uint64_t cnt, rtMemcpyKind_t kind);
rtError_t rtMemcpyAsync(void *dst, uint64_t destMax, const void *src, uint64_t cnt, rtMemcpyKind_t kind,
                        rtStream_t stm);
rtError_t rtMemset(void *devPtr, uint64_t destMax, uint32_t val, uint64_t cnt);
rtError_t rtMemsetAsync(void *ptr, uint64_t destMax, uint32_t val, uint64_t cnt, rtStream_t stm);

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
/* pkg_inc/runtime/runtime/stream.h, rt_external_stream.h, rts/rts_stream.h,
 * rts/rts_context.h, event.h, dev.h: what stream.cpp, event.cpp,
 * context.cpp and device.cpp call. */
#define RT_STREAM_DEFAULT 0x00U
#define RT_STREAM_PERSISTENT 0x01U
#define RT_STREAM_HUGE 0x04U
#define RT_STREAM_CPU_SCHEDULE 0x08U
#define RT_STREAM_FAST_LAUNCH 0x200U
#define RT_STREAM_FAST_SYNC 0x400U
#define RT_STREAM_CP_PROCESS_USE 0x800U
#define RT_EVENT_DDSYNC_NS 0x01U
#define RT_EVENT_STREAM_MARK 0x02U
#define RT_EVENT_DDSYNC 0x04U
#define RT_EVENT_TIME_LINE 0x08U
#define RT_EVENT_MC2 0x10U
#define RT_EVENT_EXTERNAL 0x20U
#define RT_EVENT_IPC 0x40U
#define RT_EVENT_DEFAULT (RT_EVENT_DDSYNC | RT_EVENT_TIME_LINE | RT_EVENT_STREAM_MARK)
typedef enum {
    RT_STREAM_CREATE_ATTR_FLAGS = 1,
    RT_STREAM_CREATE_ATTR_PRIORITY = 2,
    RT_STREAM_CREATE_ATTR_MAX = 3
} rtStreamCreateAttrId;
typedef union {
    uint32_t flags;
    uint32_t priority;
    uint32_t rsv[4];
} rtStreamCreateAttrValue_t;
typedef struct {
    rtStreamCreateAttrId id;
    rtStreamCreateAttrValue_t value;
} rtStreamCreateAttr_t;
typedef struct {
    rtStreamCreateAttr_t *attrs;
    size_t numAttrs;
} rtStreamCreateConfig_t;
rtError_t rtsStreamCreate(rtStream_t *stream, rtStreamCreateConfig_t *config);
rtError_t rtStreamDestroyForce(rtStream_t stm);
rtError_t rtSetStreamOverflowSwitch(rtStream_t stm, uint32_t flags);
rtError_t rtGetStreamOverflowSwitch(rtStream_t stm, uint32_t *flags);
rtError_t rtStreamSetMode(rtStream_t stm, const uint64_t stmMode);
rtError_t rtsStreamGetId(rtStream_t stm, int32_t *streamId);
rtError_t rtStreamGetFlags(const rtStream_t stm, uint32_t *flags);
rtError_t rtStreamGetPriority(const rtStream_t stm, uint32_t *priority);
rtError_t rtsCtxGetCurrentDefaultStream(rtStream_t *stm);
rtError_t rtStreamWaitEvent(rtStream_t stm, rtEvent_t evt);
rtError_t rtDeviceSynchronizeWithTimeout(int32_t timeout);
rtError_t rtEventCreateWithFlag(rtEvent_t *evt, uint32_t flag);
rtError_t rtEventQuery(rtEvent_t evt);
rtError_t rtEventReset(rtEvent_t evt, rtStream_t stm);
rtError_t rtEventElapsedTime(float *timeInterval, rtEvent_t startEvent, rtEvent_t endEvent);

/* host-side API, DEVSET/PEER: the runtime calls underneath. */
/* pkg_inc/runtime/runtime/base.h tagRtFloatOverflowMode */
typedef enum tagRtFloatOverflowMode {
    RT_OVERFLOW_MODE_SATURATION = 0,
    RT_OVERFLOW_MODE_INFNAN,
    RT_OVERFLOW_MODE_UNDEF,
} rtFloatOverflowMode_t;
/* pkg_inc/runtime/runtime/dev.h, config.h, kernel.h */
rtError_t rtSetDeviceSatMode(rtFloatOverflowMode_t floatOverflowMode);
rtError_t rtGetDeviceSatMode(rtFloatOverflowMode_t *floatOverflowMode);
rtError_t rtSetOpExecuteTimeOut(uint32_t timeout);
rtError_t rtSetOpExecuteTimeOutV2(uint64_t timeout, uint64_t *actualTimeout);
rtError_t rtGetDeviceSatStatus(void *const outputAddrPtr, const uint64_t outputSize, rtStream_t stm);
rtError_t rtCleanDeviceSatStatus(rtStream_t stm);
/* pkg_inc/runtime/runtime/dev.h, rt_external_device.h, mem.h */
rtError_t rtGetDevicePhyIdByIndex(uint32_t devIndex, uint32_t *phyId);
rtError_t rtDeviceCanAccessPeer(int32_t *canAccessPeer, uint32_t devId, uint32_t peerDevice);
rtError_t rtEnableP2P(uint32_t devIdDes, uint32_t phyIdSrc, uint32_t flag);
rtError_t rtDisableP2P(uint32_t devIdDes, uint32_t phyIdSrc);
rtError_t rtsValueWrite(const void *const devAddr, const uint64_t value, const uint32_t flag, rtStream_t stm);
rtError_t rtsValueWait(const void *const devAddr, const uint64_t value, const uint32_t flag, rtStream_t stm);

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
