/* Destroying a stream without waiting for its tasks (STREAM;
 * src/acl/aclrt_impl/stream.cpp aclrtDestroyStreamForceImpl): the NULL check
 * and one runtime call, as aclrtDestroyStream. */
#include <stddef.h>

#include "acl/acl.h"
#include "errmsg.h"
#include "lower/lower_layers.h"

ACL_FUNC_VISIBILITY aclError aclrtDestroyStreamForce(aclrtStream stream)
{
    REQUIRE_NOT_NULL(stream, "STREAM025");
    REQUIRE_RT_OK(rtStreamDestroyForce(stream), "STREAM026"); /* STREAM027: the runtime's checks */
    return ACL_SUCCESS;
}
