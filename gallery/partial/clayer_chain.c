/* The device/context/stream chain of the faithful C layer (ipv350), written
 * from the behaviour of the product's src/acl/aclrt_c/runtime/device.c,
 * context.c and stream.c: exactly the chain functions the C layer defines,
 * each one runtime call whose code comes back unchanged, an out-pointer or
 * handle checked first (ACL_ERROR_INVALID_PARAM). It logs only: the error
 * message aclGetRecentErrMsg reads is untouched.
 *
 * Not defined, as in the C layer: aclrtResetDeviceForce, aclrtGetDeviceCount,
 * aclrtSynchronizeDevice, aclrtCreateStream (it has only aclrtCreateStreamV2)
 * and the four event functions. */
#include <stddef.h>
#include <stdint.h>

#include "acl/acl_rt.h"
#include "lower/lower_layers.h"

/* device.c aclrtSetDevice notifies the GE executor of the device
 * (ge_executor_rt.h GeNofifySetDevice, Status 0 = SUCCESS). The spy has no GE
 * executor: the symbol is weak and the notification is made only where a
 * lower layer defines it. */
extern uint32_t GeNofifySetDevice(uint32_t chipId, uint32_t deviceId) __attribute__((weak));

aclError aclrtSetDevice(int32_t deviceId)
{
    rtError_t rt = rtSetDevice(deviceId);
    if (rt != ACL_RT_SUCCESS) return rt;
    if (GeNofifySetDevice != NULL) {
        uint32_t ge = GeNofifySetDevice(0, (uint32_t)deviceId);
        if (ge != 0) return (aclError)ge;
    }
    return ACL_SUCCESS;
}

aclError aclrtResetDevice(int32_t deviceId) { return rtDeviceReset(deviceId); }

aclError aclrtGetDevice(int32_t *deviceId)
{
    if (deviceId == NULL) return ACL_ERROR_INVALID_PARAM;
    return rtGetDevice(deviceId);
}

aclError aclrtGetRunMode(aclrtRunMode *runMode)
{
    if (runMode == NULL) return ACL_ERROR_INVALID_PARAM;
    rtRunMode mode;
    rtError_t rt = rtGetRunMode(&mode);
    if (rt != ACL_RT_SUCCESS) return rt; /* *runMode untouched */
    *runMode = mode == RT_RUN_MODE_OFFLINE ? ACL_DEVICE : ACL_HOST;
    return ACL_SUCCESS;
}

aclError aclrtCreateContext(aclrtContext *context, int32_t deviceId)
{
    if (context == NULL) return ACL_ERROR_INVALID_PARAM;
    rtContext_t ctx = NULL;
    rtError_t rt = rtCtxCreateEx(&ctx, RT_CTX_NORMAL_MODE, deviceId);
    if (rt != ACL_RT_SUCCESS) return rt; /* *context untouched */
    *context = ctx;
    return ACL_SUCCESS;
}

aclError aclrtDestroyContext(aclrtContext context)
{
    if (context == NULL) return ACL_ERROR_INVALID_PARAM;
    return rtCtxDestroyEx(context);
}

aclError aclrtSetCurrentContext(aclrtContext context)
{
    if (context == NULL) return ACL_ERROR_INVALID_PARAM;
    return rtCtxSetCurrent(context);
}

aclError aclrtGetCurrentContext(aclrtContext *context)
{
    if (context == NULL) return ACL_ERROR_INVALID_PARAM;
    rtContext_t ctx = NULL;
    rtError_t rt = rtCtxGetCurrent(&ctx);
    if (rt != ACL_RT_SUCCESS) return rt;
    *context = ctx;
    return ACL_SUCCESS;
}

aclError aclrtDestroyStream(aclrtStream stream)
{
    if (stream == NULL) return ACL_ERROR_INVALID_PARAM;
    return rtStreamDestroy(stream);
}

/* NULL is the default stream: no check. */
aclError aclrtSynchronizeStream(aclrtStream stream) { return rtStreamSynchronize(stream); }
