/* The runtime's answers on the lifecycle path, per SoC preset: a pure model
 * of rtDeviceSetLimit, rtEventWorkModeSet and rtSetDefaultDeviceId with the
 * process-wide state the product's runtime keeps (rules SOC003-SOC010, each
 * tagged in rt_model.c where it is decided).
 * Codes are the ACL-visible runtime codes (ACL_GET_ERRCODE_RTS is the
 * identity): 107000 RT_ERROR_INVALID_VALUE, 107001 RT_ERROR_DEVICE_ID,
 * 207000 RT_ERROR_FEATURE_NOT_SUPPORT. */
#ifndef ACLCTS_LOWER_RT_MODEL_H_
#define ACLCTS_LOWER_RT_MODEL_H_

#include <stdint.h>

#include "runtime/soc_preset.h"

#define ACLCTS_RT_OK 0
#define ACLCTS_RT_INVALID_VALUE 107000
#define ACLCTS_RT_DEVICE_ID 107001
#define ACLCTS_RT_FEATURE_NOT_SUPPORT 207000
#define ACLCTS_RT_CONTEXT_NULL 107002      /* RT_ERROR_CONTEXT_NULL */
#define ACLCTS_RT_DEVICE_TASK_ABORT 107022 /* RT_ERROR_DEVICE_TASK_ABORT, an abnormal device status */

/* rtLimitType_t values used by aclInit. */
#define ACLCTS_RT_LIMIT_SIMT_STACK 1
#define ACLCTS_RT_LIMIT_SIMT_DVG_STACK 2
#define ACLCTS_RT_LIMIT_STACK 3
#define ACLCTS_RT_LIMIT_SIMD_FIFO 4
#define ACLCTS_RT_LIMIT_SIMT_FIFO 5
#define ACLCTS_RT_LIMIT_TYPES 6

/* Defaults of the runtime (runtime.hpp; SOC004, SOC005, SOC008, SOC009). */
#define ACLCTS_RT_DEFAULT_AICORE_STACK 32768u
#define ACLCTS_RT_DEFAULT_SIMT_WARP_STACK 36864u /* 1152 B per thread x 32 */
#define ACLCTS_RT_DEFAULT_SIMT_DVG_STACK 1024u
#define ACLCTS_RT_DEFAULT_SIMD_FIFO 32768u
#define ACLCTS_RT_DEFAULT_SIMT_FIFO 2097152u

/* The runtime's process-wide state. Nothing here is reset by aclFinalize. */
typedef struct aclcts_rt_state {
    uint32_t limit[ACLCTS_RT_LIMIT_TYPES]; /* stored value per limit type */
    unsigned event_mode_refs;              /* successful rtEventWorkModeSet calls (never reset) */
    int event_mode;                        /* last mode set, -1 when none */
    int32_t default_device;                /* -1: none */
    int32_t device_status;                 /* Device::GetDeviceStatus: 0 normal, else its code */
} aclcts_rt_state;

/* The runtime's thread-bound state: the calling thread's current context
 * (InnerThreadLocalContainer in the product). */
typedef struct aclcts_rt_thread {
    int32_t context_device; /* device of the current context, -1: none */
} aclcts_rt_thread;

/* What rtGetDevMsg hands its callback when it succeeds. */
typedef enum aclcts_rt_dev_reply {
    ACLCTS_RT_REPLY_NONE,   /* the call failed: no callback */
    ACLCTS_RT_REPLY_EMPTY,  /* callback("", 0): STARS, or nothing decoded */
    ACLCTS_RT_REPLY_DECODED /* callback with the decoded device report */
} aclcts_rt_dev_reply;

void aclcts_rt_state_init(aclcts_rt_state *st);
int aclcts_rt_device_set_limit(aclcts_rt_state *st, const aclcts_soc_preset *soc, int32_t dev, int type, uint32_t val);
int aclcts_rt_event_work_mode_set(aclcts_rt_state *st, const aclcts_soc_preset *soc, uint8_t mode);
int aclcts_rt_set_default_device(aclcts_rt_state *st, const aclcts_soc_preset *soc, int32_t id);

/* rtRegKernelLaunchFillFunc / rtUnRegKernelLaunchFillFunc (has_callback
 * 1 for the unregister, which takes none): rt_model.c. */
int aclcts_rt_kernel_fill_func(const aclcts_soc_preset *soc, int has_symbol, int has_callback);

/* aclGetRecentErrMsg's path (rt_dev_msg.c). A thread without a current
 * context gets one on the default device when one is set (implicit set
 * device), which these calls may do. */
int aclcts_rt_get_dev_msg(const aclcts_rt_state *st, const aclcts_soc_preset *soc, aclcts_rt_thread *th, int type,
                          int has_callback, aclcts_rt_dev_reply *reply);
int aclcts_rt_get_device(const aclcts_rt_state *st, const aclcts_rt_thread *th, int32_t *dev);
int aclcts_rt_get_fault_event(const aclcts_rt_state *st, const aclcts_soc_preset *soc, aclcts_rt_thread *th,
                              int32_t dev, int has_filter);

#endif
