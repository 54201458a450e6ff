/* Events (RTEVENT; src/acl/aclrt_impl/event.cpp): the event is checked
 * first, the stream of a record may be NULL (the default stream). */
#include <stddef.h>

#include "acl/acl.h"
#include "errmsg.h"
#include "lower/lower_layers.h"

ACL_FUNC_VISIBILITY aclError aclrtCreateEvent(aclrtEvent *event)
{
    REQUIRE_NOT_NULL(event, "RTEVENT001");
    rtEvent_t evt = NULL;
    REQUIRE_RT_OK(rtEventCreate(&evt), "RTEVENT002"); /* *event untouched on failure */
    *event = evt;
    return ACL_SUCCESS;
}

ACL_FUNC_VISIBILITY aclError aclrtDestroyEvent(aclrtEvent event)
{
    REQUIRE_NOT_NULL(event, "RTEVENT003");
    REQUIRE_RT_OK(rtEventDestroy(event), "RTEVENT004");
    return ACL_SUCCESS;
}

ACL_FUNC_VISIBILITY aclError aclrtRecordEvent(aclrtEvent event, aclrtStream stream)
{
    REQUIRE_NOT_NULL(event, "RTEVENT005");
    REQUIRE_RT_OK(rtEventRecord(event, stream), "RTEVENT006");
    return ACL_SUCCESS;
}

ACL_FUNC_VISIBILITY aclError aclrtSynchronizeEvent(aclrtEvent event)
{
    REQUIRE_NOT_NULL(event, "RTEVENT007");
    REQUIRE_RT_OK(rtEventSynchronize(event), "RTEVENT008");
    return ACL_SUCCESS;
}
