/* What a stream is (STREAM; src/acl/aclrt_impl/stream.cpp
 * aclrtStreamGetIdImpl, aclrtStreamGetPriorityImpl; context.cpp
 * aclrtCtxGetCurrentDefaultStreamImpl): each checks its out-pointer and asks
 * the runtime once, the stream as given (NULL names the current context's
 * default stream); the runtime's code comes back unchanged. */
#include <stddef.h>

#include "acl/acl.h"
#include "errmsg.h"
#include "lower/lower_layers.h"

ACL_FUNC_VISIBILITY aclError aclrtStreamGetId(aclrtStream stream, int32_t *streamId)
{
    REQUIRE_NOT_NULL(streamId, "STREAM035");
    REQUIRE_RT_OK(rtsStreamGetId(stream, streamId), "STREAM035"); /* STREAM036: the runtime's ids */
    return ACL_SUCCESS;
}

ACL_FUNC_VISIBILITY aclError aclrtStreamGetPriority(aclrtStream stream, uint32_t *priority)
{
    REQUIRE_NOT_NULL(priority, "STREAM040");
    uint32_t prio = 0;
    REQUIRE_RT_OK(rtStreamGetPriority(stream, &prio), "STREAM040"); /* *priority untouched */
    *priority = prio;
    return ACL_SUCCESS;
}

ACL_FUNC_VISIBILITY aclError aclrtCtxGetCurrentDefaultStream(aclrtStream *stream)
{
    REQUIRE_NOT_NULL(stream, "STREAM042");
    REQUIRE_RT_OK(rtsCtxGetCurrentDefaultStream(stream), "STREAM042"); /* STREAM043 */
    return ACL_SUCCESS;
}
