/* DEV001: without a usable defaultDevice.default_device, aclInit makes no
 * rtSetDefaultDeviceId call (a missing defaultDevice, a
 * defaultDevice that is not an object, or an object without default_device). */
#include "helpers/configs.h"
#include "helpers/init.h"
#include "helpers/traces.h"

INIT_KEYS_CASE(DEV001, ConfigWithoutDefaultDeviceMakesNoCall, "DEV001", "{\"other\":1}", ACL_SUCCESS, "")
INIT_KEYS_CASE(DEV001, EmptyDefaultDeviceObjectMakesNoCall, "DEV001", "{\"defaultDevice\":{}}", ACL_SUCCESS, "")
INIT_KEYS_CASE(DEV001, DefaultDeviceWithOtherMemberMakesNoCall, "DEV001", "{\"defaultDevice\":{\"device_id\":\"0\"}}",
               ACL_SUCCESS, "")
INIT_KEYS_CASE(DEV001, DefaultDeviceStringIsIgnored, "DEV001", "{\"defaultDevice\":\"0\"}", ACL_SUCCESS, "")
INIT_KEYS_CASE(DEV001, DefaultDeviceNumberIsIgnored, "DEV001", "{\"defaultDevice\":0}", ACL_SUCCESS, "")
INIT_KEYS_CASE(DEV001, DefaultDeviceNullIsIgnored, "DEV001", "{\"defaultDevice\":null}", ACL_SUCCESS, "")
INIT_KEYS_CASE(DEV001, DefaultDeviceArrayIsIgnored, "DEV001", "{\"defaultDevice\":[{\"default_device\":\"0\"}]}",
               ACL_SUCCESS, "")
INIT_KEYS_CASE(DEV001, TopLevelDefaultDeviceKeyIsIgnored, "DEV001", "{\"default_device\":\"0\"}", ACL_SUCCESS, "")
INIT_KEYS_CASE(DEV001, DefaultDeviceKeyIsCaseSensitive, "DEV001", "{\"DefaultDevice\":{\"default_device\":\"0\"}}",
               ACL_SUCCESS, "")

/* No path: no key step at all, and no device discovery of any kind (acl.cpp
 * aclInitImpl enumerates no device; the runtime does, at its first call). */
ACLCTS_TEST(DEV001, NullPathMakesNoDeviceCall, "DEV001", ACLCTS_PRODUCT | ACLCTS_TRACE)
{
    aclcts_default_soc(t); /* its traces hold the default SoC runtime's fill-function answers */
    config_clear_env();
    init_expect_trace(t, "DEV001", NULL, ACL_SUCCESS, TR_LOG_HEAD TR_INIT_TAIL);
}
