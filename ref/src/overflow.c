/* The overflow status (DEVSET; src/acl/aclrt_impl/device.cpp): the ACL layer
 * checks only that there is an output address; the size and the stream go
 * to the runtime, which checks them (DEVSET017, DEVSET018, DEVSET020,
 * DEVSET021), and its code comes back unchanged. */
#include <stddef.h>

#include "acl/acl.h"
#include "errmsg.h"
#include "lower/lower_layers.h"

ACL_FUNC_VISIBILITY aclError aclrtGetOverflowStatus(void *outputAddr, size_t outputSize, aclrtStream stream)
{
    REQUIRE_NOT_NULL(outputAddr, "DEVSET016");
    REQUIRE_RT_OK(rtGetDeviceSatStatus(outputAddr, (uint64_t)outputSize, stream), "DEVSET017");
    return ACL_SUCCESS;
}

/* DEVSET019: no check at all. */
ACL_FUNC_VISIBILITY aclError aclrtResetOverflowStatus(aclrtStream stream)
{
    REQUIRE_RT_OK(rtCleanDeviceSatStatus(stream), "DEVSET019");
    return ACL_SUCCESS;
}
