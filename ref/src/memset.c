/* Memory sets (MEM; src/acl/aclrt_impl/memory.cpp aclrtMemsetImpl,
 * aclrtMemsetAsyncImpl). A zero count succeeds before the NULL check; the
 * value goes to the runtime as uint32_t, maxCount and the stream unchecked. */
#include <stddef.h>
#include <stdint.h>

#include "acl/acl.h"
#include "errmsg.h"
#include "lower/lower_layers.h"

ACL_FUNC_VISIBILITY aclError aclrtMemset(void *devPtr, size_t maxCount, int32_t value, size_t count)
{
    if (count == 0) return ACL_SUCCESS; /* MEM031 */
    REQUIRE_NOT_NULL(devPtr, "MEM032");
    REQUIRE_RT_OK(rtMemset(devPtr, maxCount, (uint32_t)value, count), "MEM033");
    return ACL_SUCCESS;
}

ACL_FUNC_VISIBILITY aclError aclrtMemsetAsync(void *devPtr, size_t maxCount, int32_t value, size_t count,
                                              aclrtStream stream)
{
    if (count == 0) return ACL_SUCCESS; /* MEM031 */
    REQUIRE_NOT_NULL(devPtr, "MEM032");
    REQUIRE_RT_OK(rtMemsetAsync(devPtr, maxCount, (uint32_t)value, count, stream), "MEM035");
    return ACL_SUCCESS;
}
