/* Devices (SETDEV; src/acl/aclrt_impl/device.cpp): every function is one
 * runtime call whose code comes back unchanged (ACL_GET_ERRCODE_RTS is the
 * identity); out-pointers are checked first (SETDEV012: reported as EH0008).
 * SETDEV013: none of them looks at the init state. The device state itself (set
 * counts, the thread's current device) is the runtime's. */
#include <stddef.h>

#include "errmsg.h"
#include "lower/lower_layers.h"
#include "rt_chain.h"

ACL_FUNC_VISIBILITY aclError aclrtSetDevice(int32_t deviceId)
{
    REQUIRE_RT_OK(rtSetDevice(deviceId), "SETDEV001");
    (void)rt_chain_device_up(deviceId); /* SETDEV035: only warns */
    return ACL_SUCCESS;
}

ACL_FUNC_VISIBILITY aclError aclrtResetDevice(int32_t deviceId)
{
    REQUIRE_RT_OK(rtDeviceReset(deviceId), "SETDEV002");
    return ACL_SUCCESS;
}

ACL_FUNC_VISIBILITY aclError aclrtResetDeviceForce(int32_t deviceId)
{
    REQUIRE_RT_OK(rtDeviceResetForce(deviceId), "SETDEV003");
    return ACL_SUCCESS;
}

ACL_FUNC_VISIBILITY aclError aclrtGetDevice(int32_t *deviceId)
{
    REQUIRE_NOT_NULL(deviceId, "SETDEV004");
    REQUIRE_RT_OK(rtGetDevice(deviceId), "SETDEV005");
    return ACL_SUCCESS;
}

ACL_FUNC_VISIBILITY aclError aclrtGetDeviceCount(uint32_t *count)
{
    REQUIRE_NOT_NULL(count, "SETDEV006");
    REQUIRE_RT_OK(rtGetDeviceCount((int32_t *)count), "SETDEV007");
    return ACL_SUCCESS;
}

ACL_FUNC_VISIBILITY aclError aclrtGetRunMode(aclrtRunMode *runMode)
{
    REQUIRE_NOT_NULL(runMode, "SETDEV008");
    rtRunMode mode = RT_RUN_MODE_OFFLINE;
    REQUIRE_RT_OK(rtGetRunMode(&mode), "SETDEV009");                /* *runMode untouched on failure */
    *runMode = mode == RT_RUN_MODE_OFFLINE ? ACL_DEVICE : ACL_HOST; /* SETDEV010 */
    return ACL_SUCCESS;
}

ACL_FUNC_VISIBILITY aclError aclrtSynchronizeDevice(void)
{
    REQUIRE_RT_OK(rtDeviceSynchronize(), "SETDEV011");
    return ACL_SUCCESS;
}
