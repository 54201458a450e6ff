/* SETDEV001, SETDEV005, SETDEV035: aclrtSetDevice hands the id to
 * rtSetDevice and returns its code unchanged (a NULL out-pointer of
 * aclrtGetDevice, SETDEV004: setdev_null_args.c) (device.cpp aclrtSetDeviceImpl,
 * aclrtGetDeviceImpl: ACL_REQUIRES_RTS_OK,
 * ACL_REQUIRES_NOT_NULL_WITH_INPUT_REPORT). The cases that need no
 * platform-info trace also run in the ipv350 profile: the C layer
 * (aclrt_c/runtime/device.c) makes the same checks. */
#include "helpers/chain.h"
#include "helpers/traces.h"

ACLCTS_TEST(SETDEV001, SetDeviceCallsRtSetDeviceOnce, "SETDEV001 SETDEV035", ACLCTS_PRODUCT | ACLCTS_TRACE)
{
    CHAIN_NEED_DEVICES(t);
    chain_expect_set_device(t, "SETDEV001", 3, ACL_SUCCESS, TR_FIRST_SET_DEVICE(3));
}

ACLCTS_TEST(SETDEV001, RuntimeCodeIsReturnedUnchanged, "SETDEV001", ACLCTS_BOTH | ACLCTS_TRACE)
{
    CHAIN_NEED(t);
    aclcts_fail(t, "rtSetDevice", ACL_ERROR_RT_DEV_SETUP_ERROR, 0);
    chain_expect_set_device(t, "SETDEV001", 0, ACL_ERROR_RT_DEV_SETUP_ERROR, "rtSetDevice(0)=507033\n");
}

ACLCTS_TEST(SETDEV005, GetDeviceReportsTheSetDevice, "SETDEV005 SETDEV001", ACLCTS_BOTH)
{
    CHAIN_NEED_DEVICES(t);
    int32_t dev = -1;
    CHECK_CODE_FATAL_FOR(t, "SETDEV001", t->acl->aclrtSetDevice(2), ACL_SUCCESS);
    CHECK_CODE(t, t->acl->aclrtGetDevice(&dev), ACL_SUCCESS);
    CHECK_INT(t, dev, 2);
}

/* SETDEV035: a failed SoC query ends the platform-info update before the
 * core counts, aclrtSetDevice still succeeds, and the next set asks again
 * (InitSocVersion caches only a success). */
ACLCTS_TEST(SETDEV035, FailedSocQueryIsRetriedNextTime, "SETDEV035 SETDEV001", ACLCTS_PRODUCT | ACLCTS_TRACE)
{
    CHAIN_NEED(t);
    chain_need_platform_info(t); /* the update itself: it needs the platform specification */
    aclcts_fail(t, "rtGetSocVersion", ACL_ERROR_RT_INTERNAL_ERROR, 1);
    chain_expect_set_device(t, "SETDEV035", 0, ACL_SUCCESS, "rtSetDevice(0)=0\nrtGetSocVersion(ptr,128)=507000\n");
    chain_expect_set_device(t, "SETDEV035", 0, ACL_SUCCESS, TR_FIRST_SET_DEVICE(0));
}

/* SETDEV035: a failed cube-core query leaves the device not done: the next
 * set of the same device runs the three core queries again, without a
 * second SoC query. */
ACLCTS_TEST(SETDEV035, FailedCoreQueryIsRetriedNextTime, "SETDEV035", ACLCTS_PRODUCT | ACLCTS_TRACE)
{
    CHAIN_NEED(t);
    chain_need_platform_info(t); /* the update itself: it needs the platform specification */
    aclcts_fail(t, "rtGetDeviceInfo", ACL_ERROR_RT_FEATURE_NOT_SUPPORT, 2);
    chain_expect_set_device(t, "SETDEV035", 5, ACL_SUCCESS,
                            "rtSetDevice(5)=0\n" TR_SOC "rtGetAiCoreCount(ptr)=0\nrtGetDeviceInfo(5,7,3,ptr)=0\n"
                            "rtGetDeviceInfo(5,4,2002410074,ptr)=207000\n");
    chain_expect_set_device(t, "SETDEV035", 5, ACL_SUCCESS, "rtSetDevice(5)=0\n" TR_PLATFORM(5));
    chain_expect_set_device(t, "SETDEV035", 5, ACL_SUCCESS, "rtSetDevice(5)=0\n");
}
