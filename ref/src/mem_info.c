/* Device memory information (MEM; src/acl/aclrt_impl/memory.cpp
 * aclrtGetMemInfoImpl): both out-pointers checked, the attribute handed to
 * the runtime as its memory-information type, unchecked. */
#include <stddef.h>

#include "acl/acl.h"
#include "errmsg.h"
#include "lower/lower_layers.h"

ACL_FUNC_VISIBILITY aclError aclrtGetMemInfo(aclrtMemAttr attr, size_t *free, size_t *total)
{
    REQUIRE_NOT_NULL(free, "MEM017");
    REQUIRE_NOT_NULL(total, "MEM017");
    /* MEM018: attr as rtMemInfoType_t, the runtime's values and code;
     * MEM019: no range check here, the runtime's 107016 comes back */
    REQUIRE_RT_OK(rtMemGetInfoEx((rtMemInfoType_t)attr, free, total), "MEM018");
    return ACL_SUCCESS;
}
