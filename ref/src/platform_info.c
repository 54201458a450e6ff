/* The platform-info update after aclrtSetDevice and aclrtCreateContext
 * (SETDEV035, CTX023; acl_rt_impl_base.cpp UpdatePlatformInfoWithDevice).
 * The library under it (libplatform) only stores the counts; what a user can
 * observe is the runtime calls, their order and that each device is done
 * once per process. */
#include <pthread.h>
#include <string.h>

#include "aclref_limits.h"
#include "apply.h"
#include "lower/lower_layers.h"
#include "rt_chain.h"
#include "state.h"

/* g_platformInfoInitSet: the device ids whose update completed. Ids outside
 * [0, ACLREF_PLATFORM_DEVICES) never complete an rtSetDevice, so never get here. */
#define ACLREF_PLATFORM_DEVICES 64 /* RT_MAX_DEV_NUM */
static pthread_mutex_t g_platform_lock = PTHREAD_MUTEX_INITIALIZER;
static bool g_platform_done[ACLREF_PLATFORM_DEVICES];

static aclError core_counts(int32_t deviceId)
{
    uint32_t aicore = 0;
    int64_t vector = 0, cube = 0;
    rtError_t rt = rtGetAiCoreCount(&aicore);
    if (rt != ACL_RT_SUCCESS) return rt;
    rt = rtGetDeviceInfo((uint32_t)deviceId, ACLCTS_MODULE_TYPE_VECTOR_CORE, ACLCTS_INFO_TYPE_CORE_NUM, &vector);
    if (rt != ACL_RT_SUCCESS) return rt;
    return rtGetDeviceInfo((uint32_t)deviceId, ACLCTS_MODULE_TYPE_AICORE, (int32_t)ACLCTS_INFO_TYPE_CUBE_NUM, &cube);
}

/* The product library's rt_chain_device_up (rt_chain.h). */
aclError rt_chain_device_up(int32_t deviceId)
{
    aclref_state *state = state_get();
    /* aclrtGetSocNameImpl: the SoC cache shared with aclInit (SOC002) */
    if (soc_probe(state) != ACL_RT_SUCCESS) return ACL_ERROR_INTERNAL_ERROR; /* "Init SocVersion failed" */
    aclError ret = ACL_SUCCESS;
    if (deviceId < 0 || deviceId >= ACLREF_PLATFORM_DEVICES) return ACL_SUCCESS;
    pthread_mutex_lock(&g_platform_lock);
    if (!g_platform_done[deviceId]) {
        ret = core_counts(deviceId);
        g_platform_done[deviceId] = ret == ACL_SUCCESS; /* emplace only on success */
    }
    pthread_mutex_unlock(&g_platform_lock);
    return ret;
}
