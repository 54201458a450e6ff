/* The SoC probe (INIT008, SOC001, SOC002): rtGetSocVersion into a 128-byte
 * buffer, once per process; the name is never used to branch. */
#include <string.h>

#include "aclref_limits.h"
#include "apply.h"
#include "errmsg.h"
#include "lower/lower_layers.h"

aclError apply_soc_probe(aclref_state *state)
{
    if (state->soc_name_known) { /* SOC002: cached across finalize and re-init */
        return ACL_SUCCESS;
    }
    char name[ACLREF_SOC_NAME_BYTES] = {0};
    rtError_t rt = rtGetSocVersion(name, ACLREF_SOC_NAME_BYTES); /* ERRMSG027: an EH9999 report */
    REQUIRE(rt == ACL_RT_SUCCESS, ACL_ERROR_INTERNAL_ERROR, "INIT008", EH_INTERNAL, "rtGetSocVersion returned %d",
            (int)rt);
    name[ACLREF_SOC_NAME_BYTES - 1] = '\0';
    memcpy(state->soc_name, name, sizeof(name));
    state->soc_name_known = true;
    return ACL_SUCCESS;
}
