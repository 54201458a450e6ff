/* A device's capabilities, attributes, architecture and the resources of the
 * calling thread (QUERY028..QUERY035; src/acl/aclrt_impl/device.cpp
 * aclrtGetDeviceCapabilityImpl, aclrtGetDeviceInfoImpl,
 * aclrtCheckArchCompatibilityImpl, aclrtGetResInCurrentThreadImpl). Each
 * checks its output pointer (aclrtCheckArchCompatibility nothing), makes one
 * runtime call with the arguments as given and returns the runtime's code
 * unchanged; the runtime writes the answer. */
#include "acl/acl.h"
#include "errmsg.h"
#include "lower/lower_layers.h"

ACL_FUNC_VISIBILITY aclError aclrtGetDeviceCapability(int32_t deviceId, aclrtDevFeatureType devFeatureType,
                                                      int32_t *value)
{
    REQUIRE_NOT_NULL(value, "QUERY028");
    REQUIRE_RT_OK(rtsDeviceGetCapability(deviceId, (int32_t)devFeatureType, value), "QUERY028");
    return ACL_SUCCESS;
}

/* QUERY030: no check of its own: NULL arguments are the runtime's to refuse. */
ACL_FUNC_VISIBILITY aclError aclrtCheckArchCompatibility(const char *socVersion, int32_t *canCompatible)
{
    REQUIRE_RT_OK(rtCheckArchCompatibility(socVersion, canCompatible), "QUERY030");
    return ACL_SUCCESS;
}

ACL_FUNC_VISIBILITY aclError aclrtGetDeviceInfo(uint32_t deviceId, aclrtDevAttr attr, int64_t *value)
{
    REQUIRE_NOT_NULL(value, "QUERY032");
    REQUIRE_RT_OK(rtsDeviceGetInfo(deviceId, (rtDevAttr)attr, value), "QUERY032");
    return ACL_SUCCESS;
}

ACL_FUNC_VISIBILITY aclError aclrtGetResInCurrentThread(aclrtDevResLimitType type, uint32_t *value)
{
    REQUIRE_NOT_NULL(value, "QUERY034");
    REQUIRE_RT_OK(rtsGetResInCurrentThread((rtDevResLimitType_t)type, value), "QUERY034");
    return ACL_SUCCESS;
}
