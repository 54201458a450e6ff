/* Device settings (DEVSET; src/acl/aclrt_impl/device.cpp, event.cpp): the
 * floating-point overflow mode and the operator execution timeout. The ACL
 * layer checks only its out-pointers; every value goes to the runtime as
 * given and its code comes back unchanged (ACL_GET_ERRCODE_RTS is the
 * identity). What the SoC allows, the stored mode and timeout are the
 * runtime's (lower/runtime/rt_devset.c). */
#include <stddef.h>

#include "acl/acl.h"
#include "errmsg.h"
#include "lower/lower_layers.h"

/* DEVSET001: no check; DEVSET002, DEVSET007, DEVSET008 are the runtime's. */
ACL_FUNC_VISIBILITY aclError aclrtSetDeviceSatMode(aclrtFloatOverflowMode mode)
{
    REQUIRE_RT_OK(rtSetDeviceSatMode((rtFloatOverflowMode_t)mode), "DEVSET001");
    return ACL_SUCCESS;
}

ACL_FUNC_VISIBILITY aclError aclrtGetDeviceSatMode(aclrtFloatOverflowMode *mode)
{
    REQUIRE_NOT_NULL(mode, "DEVSET003"); /* DEVSET022: reported as EH0008 */
    rtFloatOverflowMode_t rt_mode = RT_OVERFLOW_MODE_UNDEF;
    REQUIRE_RT_OK(rtGetDeviceSatMode(&rt_mode), "DEVSET004"); /* *mode untouched on failure */
    *mode = (aclrtFloatOverflowMode)rt_mode;
    return ACL_SUCCESS;
}

/* DEVSET009: seconds, no check; DEVSET010, DEVSET012 are the runtime's. */
ACL_FUNC_VISIBILITY aclError aclrtSetOpExecuteTimeOut(uint32_t timeout)
{
    REQUIRE_RT_OK(rtSetOpExecuteTimeOut(timeout), "DEVSET009");
    return ACL_SUCCESS;
}

/* Microseconds; the runtime writes the actual timeout (DEVSET014, DEVSET015). */
ACL_FUNC_VISIBILITY aclError aclrtSetOpExecuteTimeOutV2(uint64_t timeout, uint64_t *actualTimeout)
{
    REQUIRE_NOT_NULL(actualTimeout, "DEVSET011");
    REQUIRE_RT_OK(rtSetOpExecuteTimeOutV2(timeout, actualTimeout), "DEVSET013");
    return ACL_SUCCESS;
}
