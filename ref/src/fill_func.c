/* The kernel-launch fill function (INIT009, INIT010, FIN006).
 *
 * Registered at init and unregistered at deinit when AUTO_USE_UC_MEMORY is
 * unset, empty or starts with '1'; 207000 is tolerated both ways. */
#include <stdlib.h>
#include <string.h>

#include "aclref_limits.h"
#include "apply.h"
#include "errmsg.h"
#include "lower/lower_layers.h"

bool fill_func_enabled(const char *auto_use_uc_memory_env)
{
    const char *env = auto_use_uc_memory_env;
    return env == NULL || env[0] == '\0' || env[0] == '1';
}

/* Called by the runtime at kernel launch (the INIT013 cases call it as the
 * runtime would, through the address the spy recorded): the arguments, then
 * the current device, whose failure code comes back unchanged (107002
 * without a device). The product then writes the device's L2-cache offset
 * (rtGetL2CacheOffset) into cfgAddr; the spy has no such call, so the
 * reference writes 0 there. */
static int32_t fill_op_system_run_cfg(void *cfg_addr, uint32_t cfg_len)
{
    if (cfg_addr == NULL || (size_t)cfg_len < sizeof(size_t)) { /* INIT013 */
        return ACL_ERROR_RT_PARAM_INVALID;
    }
    int32_t device = 0;
    rtError_t rt = rtGetDevice(&device); /* INIT013 */
    if (rt != ACL_RT_SUCCESS) return rt;
    memset(cfg_addr, 0, sizeof(size_t));
    return ACL_RT_SUCCESS;
}

aclError apply_fill_func_register(void)
{
    if (!fill_func_enabled(getenv("AUTO_USE_UC_MEMORY"))) { /* INIT010 */
        return ACL_SUCCESS;
    }
    rtError_t rt = rtRegKernelLaunchFillFunc(ACLREF_FILL_FUNC_SYMBOL, fill_op_system_run_cfg); /* ERRMSG027 */
    REQUIRE(rt == ACL_RT_SUCCESS || rt == ACL_ERROR_RT_FEATURE_NOT_SUPPORT, rt, "INIT009", EH_INTERNAL,
            "rtRegKernelLaunchFillFunc returned %d", (int)rt);
    return ACL_SUCCESS;
}

aclError apply_fill_func_unregister(void)
{
    if (!fill_func_enabled(getenv("AUTO_USE_UC_MEMORY"))) { /* INIT010 */
        return ACL_SUCCESS;
    }
    rtError_t rt = rtUnRegKernelLaunchFillFunc(ACLREF_FILL_FUNC_SYMBOL);
    REQUIRE(rt == ACL_RT_SUCCESS || rt == ACL_ERROR_RT_FEATURE_NOT_SUPPORT, rt, "FIN006", EH_INTERNAL,
            "rtUnRegKernelLaunchFillFunc returned %d", (int)rt);
    return ACL_SUCCESS;
}
