/* DEV005: a non-zero code from rtSetDefaultDeviceId is returned by aclInit
 * unchanged, later key steps do not run, and the device is not recorded as
 * set, so finalize does not reset it (acl.cpp
 * HandleDefaultDeviceAndStackSize: ACL_REQUIRES_RTS_OK). */
#include "helpers/configs.h"
#include "helpers/fin.h"
#include "helpers/init.h"
#include "helpers/traces.h"

#define DEV_CFG                                                                              \
    "{\"defaultDevice\":{\"default_device\":\"9\"},\"simd_printf_fifo_size_per_core\":1024," \
    "\"acl_graph\":{\"event_mode\":\"0\"}}"

/* Each row: rtSetDefaultDeviceId answers CODE, which aclInit returns. */
#define DEV_RETURNED(NAME, CODE) \
    INIT_RETURNED_CASE(DEV005, NAME, "DEV005", DEV_CFG, "rtSetDefaultDeviceId", "rtSetDefaultDeviceId(9)", CODE)

DEV_RETURNED(InvalidDeviceIdIsReturnedUnchanged, ACL_ERROR_RT_INVALID_DEVICEID)
/* Unlike FIFO and StackSize, FEATURE_NOT_SUPPORT is not tolerated here. */
DEV_RETURNED(FeatureNotSupportIsReturned, ACL_ERROR_RT_FEATURE_NOT_SUPPORT)
DEV_RETURNED(RuntimeInternalErrorIsReturned, ACL_ERROR_RT_INTERNAL_ERROR)

/* The failed set leaves the default-device flag clear: the finalize that
 * follows makes no rtSetDefaultDeviceId(-1). */
ACLCTS_TEST(DEV005, FailedSetIsNotResetAtFinalize, "DEV005 DEV006", ACLCTS_PRODUCT | ACLCTS_TRACE)
{
    const char *path = config_write(t, "{\"defaultDevice\":{\"default_device\":\"9\"}}");
    aclcts_fail(t, "rtSetDefaultDeviceId", 107001, 1);
    CHECK_CODE(t, t->acl->aclInit(path), ACL_ERROR_RT_INVALID_DEVICEID);
    fin_expect_finalize(t, "DEV005", TR_DEINIT_DUMP);
}
