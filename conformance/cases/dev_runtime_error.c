/* DEV005: a non-zero code from rtSetDefaultDeviceId is returned by aclInit
 * unchanged, later key steps do not run, and the device is not recorded as
 * set, so finalize does not reset it (acl.cpp
 * HandleDefaultDeviceAndStackSize: ACL_REQUIRES_RTS_OK). */
#include "dev_common.h"
#include "fin_common.h"

#define DEV_CFG \
    "{\"defaultDevice\":{\"default_device\":\"9\"},\"simd_printf_fifo_size_per_core\":1024," \
    "\"acl_graph\":{\"event_mode\":\"0\"}}"

KC_FAULT_CASE(DEV005, InvalidDeviceIdIsReturnedUnchanged, "DEV005",
              .json = DEV_CFG,
              .symbol = "rtSetDefaultDeviceId", .fail = ACL_ERROR_RT_INVALID_DEVICEID, .nth = 0, .code = ACL_ERROR_RT_INVALID_DEVICEID,
              .keys = "rtSetDefaultDeviceId(9)=107001\n")
/* Unlike FIFO and StackSize, FEATURE_NOT_SUPPORT is not tolerated here. */
KC_FAULT_CASE(DEV005, FeatureNotSupportIsReturned, "DEV005",
              .json = DEV_CFG,
              .symbol = "rtSetDefaultDeviceId", .fail = ACL_ERROR_RT_FEATURE_NOT_SUPPORT, .nth = 0, .code = ACL_ERROR_RT_FEATURE_NOT_SUPPORT,
              .keys = "rtSetDefaultDeviceId(9)=207000\n")
KC_FAULT_CASE(DEV005, RuntimeInternalErrorIsReturned, "DEV005",
              .json = DEV_CFG,
              .symbol = "rtSetDefaultDeviceId", .fail = ACL_ERROR_RT_INTERNAL_ERROR, .nth = 0, .code = ACL_ERROR_RT_INTERNAL_ERROR,
              .keys = "rtSetDefaultDeviceId(9)=507000\n")

/* The failed set leaves the default-device flag clear: the finalize that
 * follows makes no rtSetDefaultDeviceId(-1). */
ACLCTS_TEST(DEV005, FailedSetIsNotResetAtFinalize, "DEV005 DEV006", ACLCTS_PRODUCT | ACLCTS_TRACE)
{
    const char *path = kc_config(t, "{\"defaultDevice\":{\"default_device\":\"9\"}}");
    aclcts_fail(t, "rtSetDefaultDeviceId", 107001, 1);
    CHECK_CODE(t, t->acl->aclInit(path), ACL_ERROR_RT_INVALID_DEVICEID);
    fin_expect_finalize(t, "DEV005", TR_DEINIT_DUMP);
}
