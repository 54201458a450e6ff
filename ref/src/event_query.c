/* An event's state (RTEVENT; src/acl/aclrt_impl/event.cpp
 * aclrtQueryEventImpl, aclrtResetEventImpl, aclrtEventElapsedTimeImpl): the
 * arguments are checked in the product's order, then one runtime call; the
 * query turns "not complete" into a status, every other code comes back
 * unchanged. */
#include <stddef.h>

#include "acl/acl.h"
#include "errmsg.h"
#include "lower/lower_layers.h"

ACL_FUNC_VISIBILITY aclError aclrtQueryEvent(aclrtEvent event, aclrtEventStatus *status)
{
    REQUIRE_NOT_NULL(event, "RTEVENT024"); /* the event first */
    REQUIRE_NOT_NULL(status, "RTEVENT024");
    const rtError_t rt = rtEventQuery(event);
    if (rt == ACL_ERROR_RT_EVENT_NOT_COMPLETE) { /* RTEVENT025: a state, not a failure */
        *status = ACL_EVENT_STATUS_NOT_READY;
        return ACL_SUCCESS;
    }
    REQUIRE_RT_OK(rt, "RTEVENT025"); /* *status untouched */
    *status = ACL_EVENT_STATUS_COMPLETE;
    return ACL_SUCCESS;
}

ACL_FUNC_VISIBILITY aclError aclrtResetEvent(aclrtEvent event, aclrtStream stream)
{
    REQUIRE_NOT_NULL(event, "RTEVENT028");
    REQUIRE_RT_OK(rtEventReset(event, stream), "RTEVENT028"); /* RTEVENT029: the runtime's checks */
    return ACL_SUCCESS;
}

ACL_FUNC_VISIBILITY aclError aclrtEventElapsedTime(float *ms, aclrtEvent startEvent, aclrtEvent endEvent)
{
    REQUIRE_NOT_NULL(ms, "RTEVENT030"); /* in this order */
    REQUIRE_NOT_NULL(startEvent, "RTEVENT030");
    REQUIRE_NOT_NULL(endEvent, "RTEVENT030");
    REQUIRE_RT_OK(rtEventElapsedTime(ms, startEvent, endEvent), "RTEVENT031");
    return ACL_SUCCESS;
}
