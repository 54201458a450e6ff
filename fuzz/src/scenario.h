/* Running a fuzz program against one library and writing what happened as
 * text: per operation its code, refCount, callback log and the southbound
 * calls it made. Two runs behave the same exactly when their texts are equal.
 * The text of aclGetRecentErrMsg is IMPL (ERRMSG004) and is left out. */
#ifndef ACLFUZZ_SCENARIO_H_
#define ACLFUZZ_SCENARIO_H_

#include <stddef.h>

#include "acl/acl.h"
#include "program.h"
#include "scratch.h"

/* The 18 device/context/stream/event functions; absent ones stay NULL. */
typedef struct acl_rt_api {
    aclError (*set_device)(int32_t);
    aclError (*reset_device)(int32_t);
    aclError (*reset_device_force)(int32_t);
    aclError (*get_device)(int32_t *);
    aclError (*get_device_count)(uint32_t *);
    aclError (*get_run_mode)(aclrtRunMode *);
    aclError (*synchronize_device)(void);
    aclError (*create_context)(aclrtContext *, int32_t);
    aclError (*destroy_context)(aclrtContext);
    aclError (*set_current_context)(aclrtContext);
    aclError (*get_current_context)(aclrtContext *);
    aclError (*create_stream)(aclrtStream *);
    aclError (*destroy_stream)(aclrtStream);
    aclError (*synchronize_stream)(aclrtStream);
    aclError (*create_event)(aclrtEvent *);
    aclError (*destroy_event)(aclrtEvent);
    aclError (*record_event)(aclrtEvent, aclrtStream);
    aclError (*synchronize_event)(aclrtEvent);
} acl_rt_api;

/* The reference's own functions, for targets linked with it. */
#define ACL_RT_API_LINKED                                                                                      \
    {aclrtSetDevice, aclrtResetDevice, aclrtResetDeviceForce, aclrtGetDevice, aclrtGetDeviceCount,             \
     aclrtGetRunMode, aclrtSynchronizeDevice, aclrtCreateContext, aclrtDestroyContext, aclrtSetCurrentContext, \
     aclrtGetCurrentContext, aclrtCreateStream, aclrtDestroyStream, aclrtSynchronizeStream, aclrtCreateEvent,  \
     aclrtDestroyEvent, aclrtRecordEvent, aclrtSynchronizeEvent}

typedef struct acl_api {
    aclError (*init)(const char *);
    aclError (*finalize)(void);
    aclError (*finalize_reference)(uint64_t *);
    const char *(*recent_errmsg)(void);
    aclError (*init_cb_register)(aclRegisterCallbackType, aclInitCallbackFunc, void *);
    aclError (*init_cb_unregister)(aclRegisterCallbackType, aclInitCallbackFunc);
    aclError (*fin_cb_register)(aclRegisterCallbackType, aclFinalizeCallbackFunc, void *);
    aclError (*fin_cb_unregister)(aclRegisterCallbackType, aclFinalizeCallbackFunc);
    acl_rt_api rt;
} acl_api;

typedef struct out_buf {
    char *text;
    size_t cap;
    size_t len;
} out_buf;

/* One RT operation (program.h): b picks the device id (prog_rt_devices) or
 * the handle slot of the function's first handle, c the stream slot of
 * aclrtRecordEvent or the device of aclrtCreateContext; slot 4 is NULL and an
 * unfilled slot holds NULL too. Out-pointers go to slot b (4: NULL). Appends
 * what the call wrote (device, count, mode, which slot the current context
 * is) to out; returns the code, or 0 with " absent" when the function is
 * missing. Handles live until scenario_rt_reset. */
int scenario_rt_call(const prog_op *op, const acl_rt_api *rt, out_buf *out);
void scenario_rt_reset(void);

/* dlsym of the 26 functions; an absent one stays NULL (reported per call). */
void acl_api_resolve(void *handle, acl_api *api);
/* The process environment and the spy as the program's FAULT/ENV ask
 * (resets the spy). Call in the process that then runs the program. */
void scenario_prepare(const prog *p);
/* Runs every operation; appends the text to out. */
void scenario_run(const prog *p, const acl_api *api, const scratch *s, out_buf *out);

#endif /* ACLFUZZ_SCENARIO_H_ */
