/* Waiting (STREAM; src/acl/aclrt_impl/stream.cpp aclrtStreamWaitEventImpl,
 * device.cpp aclrtSynchronizeDeviceWithTimeoutImpl): a stream waits for an
 * event (the event is checked, the stream is not); the host waits for the
 * device with a timeout of -1 (none) or more, a smaller one refused here
 * with the runtime's own code. */
#include <stddef.h>

#include "acl/acl.h"
#include "errmsg.h"
#include "lower/lower_layers.h"

ACL_FUNC_VISIBILITY aclError aclrtStreamWaitEvent(aclrtStream stream, aclrtEvent event)
{
    REQUIRE_NOT_NULL(event, "STREAM045");
    REQUIRE_RT_OK(rtStreamWaitEvent(stream, event), "STREAM045"); /* STREAM046-048: the runtime's checks */
    return ACL_SUCCESS;
}

ACL_FUNC_VISIBILITY aclError aclrtSynchronizeDeviceWithTimeout(int32_t timeout)
{
    REQUIRE(timeout >= -1, ACL_ERROR_RT_PARAM_INVALID, "STREAM049", EH_INVALID_VALUE,
            "%s: value %d of param timeout is invalid, it must be in [-1, INT_MAX]", __func__, (int)timeout);
    /* STREAM050: 0 goes down; STREAM051: ACL_ERROR_RT_STREAM_SYNC_TIMEOUT like any other code */
    REQUIRE_RT_OK(rtDeviceSynchronizeWithTimeout(timeout), "STREAM051");
    return ACL_SUCCESS;
}
