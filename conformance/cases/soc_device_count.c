/* SOC010: rtSetDefaultDeviceId checks 0 <= id < device count (the runtime's
 * CheckDeviceIdIsValid) and answers 107001 otherwise, which aclInit returns
 * (DEV005); with the driver reporting 0 devices any non-negative id passes.
 * The presets report 8 devices. */
#include "helpers/configs.h"
#include "helpers/init.h"
#include "helpers/soc.h"

#define DEV(V) "{\"defaultDevice\":{\"default_device\":\"" V "\"}}"

SOC_CASE(SOC010, LastDeviceIsAccepted, "SOC010 DEV004", "Ascend910B1", DEV("7"), ACL_SUCCESS,
         "rtSetDefaultDeviceId(7)=0\n")
SOC_CASE(SOC010, DeviceCountIsRefused, "SOC010 DEV005", "Ascend910B1", DEV("8"), ACL_ERROR_RT_INVALID_DEVICEID,
         "rtSetDefaultDeviceId(8)=107001\n")
SOC_CASE(SOC010, LargeIdIsRefusedOnAscend950PR, "SOC010 DEV005", "Ascend950PR_9599", DEV("100"),
         ACL_ERROR_RT_INVALID_DEVICEID, "rtSetDefaultDeviceId(100)=107001\n")

ACLCTS_TEST(SOC010, AnyIdPassesWhenTheDriverReportsNoDevice, "SOC010 DEV005", ACLCTS_PRODUCT | ACLCTS_TRACE)
{
    soc_use(t, "Ascend910B1");
    soc_set_device_count(t, 0);
    init_expect_keys(t, "SOC010", DEV("100"), ACL_SUCCESS, "rtSetDefaultDeviceId(100)=0\n");
}

/* A refused id is not recorded: the finalize makes no rtSetDefaultDeviceId(-1). */
ACLCTS_TEST(SOC010, RefusedIdLeavesNoDefaultDevice, "SOC010 DEV005 DEV006", ACLCTS_PRODUCT | ACLCTS_TRACE)
{
    soc_use(t, "Ascend910B1");
    CHECK_CODE(t, t->acl->aclInit(config_write(t, DEV("9"))), ACL_ERROR_RT_INVALID_DEVICEID);
    size_t m = aclcts_mark(t);
    CHECK_CODE(t, t->acl->aclFinalize(), ACL_SUCCESS);
    CHECK_INT(t, aclcts_calls(t, "rtSetDefaultDeviceId", m), 0);
}
