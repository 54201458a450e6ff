/* A stream's switches (STREAM; src/acl/aclrt_impl/stream.cpp
 * aclrtSetStreamOverflowSwitchImpl, aclrtGetStreamOverflowSwitchImpl,
 * aclrtSetStreamFailureModeImpl): the overflow switch is 0 or 1 (checked
 * here), the failure mode is not checked at all; the runtime keeps both. */
#include <stddef.h>

#include "acl/acl.h"
#include "errmsg.h"
#include "lower/lower_layers.h"

ACL_FUNC_VISIBILITY aclError aclrtSetStreamOverflowSwitch(aclrtStream stream, uint32_t flag)
{
    REQUIRE(flag == 0U || flag == 1U, ACL_ERROR_INVALID_PARAM, "STREAM028", EH_INVALID_VALUE,
            "%s: value %u of param flag is invalid, it must be 0 or 1", __func__, (unsigned)flag);
    REQUIRE_RT_OK(rtSetStreamOverflowSwitch(stream, flag), "STREAM029");
    return ACL_SUCCESS;
}

ACL_FUNC_VISIBILITY aclError aclrtGetStreamOverflowSwitch(aclrtStream stream, uint32_t *flag)
{
    REQUIRE_NOT_NULL(flag, "STREAM030");
    REQUIRE_RT_OK(rtGetStreamOverflowSwitch(stream, flag), "STREAM030");
    return ACL_SUCCESS;
}

/* STREAM033: no check; the runtime reads the mode (STREAM034). */
ACL_FUNC_VISIBILITY aclError aclrtSetStreamFailureMode(aclrtStream stream, uint64_t mode)
{
    REQUIRE_RT_OK(rtStreamSetMode(stream, mode), "STREAM033");
    return ACL_SUCCESS;
}
