/* SETDEV035: the first rtGetDeviceInfo of aclrtSetDevice's platform update
 * (the vector-core count, module 7, info 3) failing ends the update before
 * the cube-core query; aclrtSetDevice still returns 0 and the next set of
 * the same device runs the three core queries again, without a second SoC
 * query (acl_rt_impl_base.cpp UpdatePlatformInfoWithDevice returns at the
 * failed query, before the device is recorded as done). The failure of the
 * second query is setdev_basics.c FailedCoreQueryIsRetriedNextTime. Caught:
 * the vector-core query's failure only warned about, the update going on to
 * the cube-core query. */
#include "helpers/chain.h"
#include "helpers/traces.h"

ACLCTS_TEST(SETDEV035, FailedVectorCoreQueryIsRetriedNextTime, "SETDEV035 SETDEV001", ACLCTS_PRODUCT | ACLCTS_TRACE)
{
    CHAIN_NEED(t);
    chain_need_platform_info(t); /* the update itself: it needs the platform specification */
    aclcts_fail(t, "rtGetDeviceInfo", ACL_ERROR_RT_FEATURE_NOT_SUPPORT, 1);
    chain_expect_set_device(t, "SETDEV035", 5, ACL_SUCCESS,
                            "rtSetDevice(5)=0\n" TR_SOC "rtGetAiCoreCount(ptr)=0\nrtGetDeviceInfo(5,7,3,ptr)=207000\n");
    chain_expect_set_device(t, "SETDEV035", 5, ACL_SUCCESS, "rtSetDevice(5)=0\n" TR_PLATFORM(5));
    chain_expect_set_device(t, "SETDEV035", 5, ACL_SUCCESS, "rtSetDevice(5)=0\n");
}

/* The failed device stays not done while another device completes. */
ACLCTS_TEST(SETDEV035, FailedVectorCoreQueryLeavesOnlyThatDevice, "SETDEV035", ACLCTS_PRODUCT | ACLCTS_TRACE)
{
    CHAIN_NEED(t);
    chain_need_platform_info(t); /* the update itself: it needs the platform specification */
    aclcts_fail(t, "rtGetDeviceInfo", ACL_ERROR_RT_FEATURE_NOT_SUPPORT, 1);
    chain_expect_set_device(t, "SETDEV035", 5, ACL_SUCCESS,
                            "rtSetDevice(5)=0\n" TR_SOC "rtGetAiCoreCount(ptr)=0\nrtGetDeviceInfo(5,7,3,ptr)=207000\n");
    chain_expect_set_device(t, "SETDEV035", 6, ACL_SUCCESS, "rtSetDevice(6)=0\n" TR_PLATFORM(6));
    chain_expect_set_device(t, "SETDEV035", 6, ACL_SUCCESS, "rtSetDevice(6)=0\n");
    chain_expect_set_device(t, "SETDEV035", 5, ACL_SUCCESS, "rtSetDevice(5)=0\n" TR_PLATFORM(5));
}
