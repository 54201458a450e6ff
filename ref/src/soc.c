/* The SoC probe (INIT008, SOC001, SOC002, QUERY022..QUERY025): rtGetSocVersion
 * into a 128-byte buffer, one cache for the process shared by aclInit,
 * aclrtGetSocName and the platform-info update after a device comes up
 * (acl_rt_impl_base.cpp InitSocVersion); the name is never used to branch. */
#include <pthread.h>
#include <string.h>

#include "aclref_limits.h"
#include "apply.h"
#include "errmsg.h"
#include "lower/lower_layers.h"

static pthread_mutex_t g_soc_lock = PTHREAD_MUTEX_INITIALIZER; /* aclSocVersionMutex */

int32_t soc_probe(aclref_state *state)
{
    pthread_mutex_lock(&g_soc_lock); /* QUERY023: one cache for aclInit, aclrtGetSocName, the device's platform info */
    rtError_t rt = ACL_RT_SUCCESS;
    if (!state->soc_name_known) { /* SOC002: cached across finalize and re-init */
        char name[ACLREF_SOC_NAME_BYTES] = {0};
        rt = rtGetSocVersion(name, ACLREF_SOC_NAME_BYTES); /* QUERY024: a failure caches nothing */
        if (rt == ACL_RT_SUCCESS) {
            name[ACLREF_SOC_NAME_BYTES - 1] = '\0';
            memcpy(state->soc_name, name, sizeof(name));
            state->soc_name_known = name[0] != '\0'; /* QUERY025: an empty name is asked for again */
        }
    }
    pthread_mutex_unlock(&g_soc_lock);
    return rt;
}

aclError apply_soc_probe(aclref_state *state)
{
    rtError_t rt = soc_probe(state); /* ERRMSG027: an EH9999 report */
    REQUIRE(rt == ACL_RT_SUCCESS, ACL_ERROR_INTERNAL_ERROR, "INIT008", EH_INTERNAL, "rtGetSocVersion returned %d",
            (int)rt);
    return ACL_SUCCESS;
}
