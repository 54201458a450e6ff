/* Peer access between devices (PEER; src/acl/aclrt_impl/memory.cpp). The
 * peer is named by its logical id and goes down as the physical id the
 * runtime reports for it (rtGetDevicePhyIdByIndex); the own device goes down
 * as its logical id, which the runtime itself maps. A device cannot be its
 * own peer. Runtime codes come back unchanged. */
#include <stddef.h>

#include "acl/acl.h"
#include "errmsg.h"
#include "lower/lower_layers.h"

/* PEER001, PEER013: the same device twice, reported as EH0009 (func, value,
 * param, reason), the product's ReportInputError(INVALID_PARAM_REASON_MSG). */
static aclError same_device(const char *func, int line, int32_t deviceId, int32_t peerDeviceId, const char *rule)
{
    return aclref_fail(ACL_ERROR_INVALID_PARAM, rule, __FILE__, line, EH_INVALID_PARAM,
                       "%s failed: value %d for parameter deviceId: deviceId %d cannot be equal to peerDeviceId %d",
                       func, deviceId, deviceId, peerDeviceId);
}

/* PEER003: a failing lookup stops the call with its code; ids are cast. */
static aclError peer_physical_id(int32_t peerDeviceId, uint32_t *peerPhyId)
{
    REQUIRE_RT_OK(rtGetDevicePhyIdByIndex((uint32_t)peerDeviceId, peerPhyId), "PEER003");
    return ACL_SUCCESS;
}

/* canAccessPeer is not checked here: NULL reaches the runtime (PEER004). */
ACL_FUNC_VISIBILITY aclError aclrtDeviceCanAccessPeer(int32_t *canAccessPeer, int32_t deviceId, int32_t peerDeviceId)
{
    if (deviceId == peerDeviceId) return same_device(__func__, __LINE__, deviceId, peerDeviceId, "PEER001");
    uint32_t peerPhyId = 0;
    aclError ret = peer_physical_id(peerDeviceId, &peerPhyId);
    if (ret != ACL_SUCCESS) return ret;
    /* PEER002: the own device's logical id, the peer's physical id */
    REQUIRE_RT_OK(rtDeviceCanAccessPeer(canAccessPeer, (uint32_t)deviceId, peerPhyId), "PEER002");
    return ACL_SUCCESS;
}

ACL_FUNC_VISIBILITY aclError aclrtDeviceEnablePeerAccess(int32_t peerDeviceId, uint32_t flags)
{
    /* PEER007: a reserved parameter, reported as EH0009 before any runtime call */
    REQUIRE(flags == 0u, ACL_ERROR_FEATURE_UNSUPPORTED, "PEER007", EH_INVALID_PARAM,
            "%s failed: value %u for parameter flags: flags is a reserved parameter and must be 0", __func__,
            (unsigned)flags);
    int32_t deviceId = 0;
    REQUIRE_RT_OK(rtGetDevice(&deviceId), "PEER008"); /* the current device, or 107002 */
    if (deviceId == peerDeviceId) return same_device(__func__, __LINE__, deviceId, peerDeviceId, "PEER009");
    uint32_t peerPhyId = 0;
    aclError ret = peer_physical_id(peerDeviceId, &peerPhyId);
    if (ret != ACL_SUCCESS) return ret;
    REQUIRE_RT_OK(rtEnableP2P((uint32_t)deviceId, peerPhyId, flags), "PEER010");
    return ACL_SUCCESS;
}

ACL_FUNC_VISIBILITY aclError aclrtDeviceDisablePeerAccess(int32_t peerDeviceId)
{
    int32_t deviceId = 0;
    REQUIRE_RT_OK(rtGetDevice(&deviceId), "PEER011");
    if (deviceId == peerDeviceId) return same_device(__func__, __LINE__, deviceId, peerDeviceId, "PEER011");
    uint32_t peerPhyId = 0;
    aclError ret = peer_physical_id(peerDeviceId, &peerPhyId);
    if (ret != ACL_SUCCESS) return ret;
    REQUIRE_RT_OK(rtDisableP2P((uint32_t)deviceId, peerPhyId), "PEER011");
    return ACL_SUCCESS;
}
