/* Values written and waited for on a stream (PEER; src/acl/aclrt_impl/
 * memory.cpp): the ACL layer checks only the address; the value, the flag and
 * the stream go to the runtime as given (PEER016..PEER018 are its checks,
 * with the address's memory location) and its code comes back unchanged. */
#include <stddef.h>

#include "acl/acl.h"
#include "errmsg.h"
#include "lower/lower_layers.h"

ACL_FUNC_VISIBILITY aclError aclrtValueWrite(void *devAddr, uint64_t value, uint32_t flag, aclrtStream stream)
{
    REQUIRE_NOT_NULL(devAddr, "PEER014"); /* PEER019: reported as EH0008 */
    REQUIRE_RT_OK(rtsValueWrite(devAddr, value, flag, stream), "PEER014");
    return ACL_SUCCESS;
}

ACL_FUNC_VISIBILITY aclError aclrtValueWait(void *devAddr, uint64_t value, uint32_t flag, aclrtStream stream)
{
    REQUIRE_NOT_NULL(devAddr, "PEER015");
    REQUIRE_RT_OK(rtsValueWait(devAddr, value, flag, stream), "PEER015");
    return ACL_SUCCESS;
}
