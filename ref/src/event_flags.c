/* Events with flags (RTEVENT; src/acl/aclrt_impl/event.cpp
 * aclrtCreateEventWithFlagImpl): the flag goes down unchecked; the runtime
 * decides (RTEVENT020-023). */
#include <stddef.h>

#include "acl/acl.h"
#include "errmsg.h"
#include "lower/lower_layers.h"

ACL_FUNC_VISIBILITY aclError aclrtCreateEventWithFlag(aclrtEvent *event, uint32_t flag)
{
    REQUIRE_NOT_NULL(event, "RTEVENT018");
    rtEvent_t evt = NULL;
    REQUIRE_RT_OK(rtEventCreateWithFlag(&evt, flag), "RTEVENT019"); /* *event untouched on failure */
    *event = evt;
    return ACL_SUCCESS;
}
