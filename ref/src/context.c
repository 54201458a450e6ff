/* Contexts (CTX; src/acl/aclrt_impl/context.cpp): a NULL argument is
 * refused before any runtime call, otherwise one runtime call whose code
 * comes back unchanged. Which context is current, per thread, is the
 * runtime's. */
#include <stddef.h>

#include "errmsg.h"
#include "lower/lower_layers.h"
#include "rt_chain.h"

ACL_FUNC_VISIBILITY aclError aclrtCreateContext(aclrtContext *context, int32_t deviceId)
{
    REQUIRE_NOT_NULL(context, "CTX001");
    rtContext_t ctx = NULL;
    uint32_t mode = RT_CTX_NORMAL_MODE;
    REQUIRE_RT_OK(rtCtxCreateEx(&ctx, mode, deviceId), "CTX002"); /* *context untouched */
    *context = ctx;
    (void)rt_chain_device_up(deviceId); /* CTX023: only warns */
    return ACL_SUCCESS;
}

ACL_FUNC_VISIBILITY aclError aclrtDestroyContext(aclrtContext context)
{
    REQUIRE_NOT_NULL(context, "CTX003");
    REQUIRE_RT_OK(rtCtxDestroyEx(context), "CTX004");
    return ACL_SUCCESS;
}

ACL_FUNC_VISIBILITY aclError aclrtSetCurrentContext(aclrtContext context)
{
    REQUIRE_NOT_NULL(context, "CTX005");
    REQUIRE_RT_OK(rtCtxSetCurrent(context), "CTX006");
    return ACL_SUCCESS;
}

ACL_FUNC_VISIBILITY aclError aclrtGetCurrentContext(aclrtContext *context)
{
    REQUIRE_NOT_NULL(context, "CTX007");
    rtContext_t ctx = NULL;
    REQUIRE_RT_OK(rtCtxGetCurrent(&ctx), "CTX008"); /* *context untouched on failure */
    *context = ctx;
    return ACL_SUCCESS;
}
