/* PEER001..PEER006: whether a device can reach a peer (memory.cpp
 * aclrtDeviceCanAccessPeerImpl). The ACL layer refuses a device that is its
 * own peer, looks the peer's physical id up (rtGetDevicePhyIdByIndex) and
 * asks rtDeviceCanAccessPeer with the own device's logical id and the peer's
 * physical id. The product's runtime stand-in (--lower) writes neither a
 * physical id nor an answer, so the cases about those values run on the
 * spy's model only and say so. */
#include <stdlib.h>

#include "helpers/chain.h"
#include "helpers/configs.h"
#include "helpers/text.h"
#include "helpers/traces.h"

#define UNTOUCHED 12345

static void need_physical_ids(aclcts_t *t)
{
    aclcts_model_only(t, "rtGetDevicePhyIdByIndex",
                      "its driver stand-in writes no physical id: every peer would go down as 0");
}

/* ---- PEER001: the own device is no peer; the answer pointer is not checked ---- */

ACLCTS_TEST(PEER001, SameDeviceIsRefusedBeforeAnyCall, "PEER001", ACLCTS_PRODUCT)
{
    static const int32_t ids[] = {0, 3, -1};
    for (size_t i = 0; i < sizeof ids / sizeof ids[0]; ++i) {
        int32_t can = UNTOUCHED;
        size_t m = aclcts_mark(t);
        CHECK_CODE(t, t->acl->aclrtDeviceCanAccessPeer(&can, ids[i], ids[i]), ACL_ERROR_INVALID_PARAM);
        CHECK_INT(t, can, UNTOUCHED);
        if (t->trace) CHECK_INT(t, aclcts_calls(t, "rtGetDevicePhyIdByIndex", m), 0);
    }
}

ACLCTS_TEST(PEER001, NullAnswerReachesTheRuntime, "PEER001 PEER004", ACLCTS_PRODUCT | ACLCTS_TRACE)
{
    size_t m = aclcts_mark(t);
    CHECK_CODE(t, t->acl->aclrtDeviceCanAccessPeer(NULL, 0, 1), ACL_ERROR_RT_PARAM_INVALID);
    CHECK_STR(t, trace_recorded_lines(t, m, 1), "rtGetDevicePhyIdByIndex(1,ptr)=0\n");
    trace_expect_line(t, "PEER001", m + 1, "rtDeviceCanAccessPeer(NULL,0,", ")=107000\n");
}

/* ---- PEER002: the calls and what goes down ---- */

ACLCTS_TEST(PEER002, LookupThenQuestionWithTheOwnLogicalId, "PEER002 PEER006", ACLCTS_PRODUCT | ACLCTS_TRACE)
{
    size_t m = aclcts_mark(t);
    int32_t can = UNTOUCHED;
    CHECK_CODE(t, t->acl->aclrtDeviceCanAccessPeer(&can, 2, 5), ACL_SUCCESS); /* no device, no context */
    CHECK_INT(t, aclcts_calls(t, "rtGetDevicePhyIdByIndex", m) + aclcts_calls(t, "rtDeviceCanAccessPeer", m), 2);
    CHECK_STR(t, trace_recorded_lines(t, m, 1), "rtGetDevicePhyIdByIndex(5,ptr)=0\n");
    trace_expect_line(t, "PEER002", m + 1, "rtDeviceCanAccessPeer(ptr,2,", ")=0\n");
}

ACLCTS_TEST(PEER002, PeerGoesDownAsItsPhysicalId, "PEER002", ACLCTS_PRODUCT | ACLCTS_TRACE)
{
    need_physical_ids(t);
    ACLCTS_SPY(t, rt_set_phy_base)(8); /* the board's devices are physical 8..15 */
    size_t m = aclcts_mark(t);
    int32_t can = UNTOUCHED;
    CHECK_CODE(t, t->acl->aclrtDeviceCanAccessPeer(&can, 2, 5), ACL_SUCCESS);
    CHECK_TRACE(t, m, "rtGetDevicePhyIdByIndex(5,ptr)=0\nrtDeviceCanAccessPeer(ptr,2,13)=0\n");
    CHECK_INT(t, can, 1);
}

ACLCTS_TEST(PEER002, OwnDeviceStaysLogicalThroughVisibleDevices, "PEER002 PEER003", ACLCTS_PRODUCT | ACLCTS_TRACE)
{
    need_physical_ids(t);
    CHAIN_NEED_DEVICES(t);
    setenv("ASCEND_RT_VISIBLE_DEVICES", "4,5,6", 1);
    size_t m = aclcts_mark(t);
    int32_t can = UNTOUCHED;
    CHECK_CODE(t, t->acl->aclrtDeviceCanAccessPeer(&can, 0, 2), ACL_SUCCESS);
    /* the peer, logical 2, is driver device 6; the own device goes down as 0 */
    CHECK_TRACE(t, m, "rtGetDevicePhyIdByIndex(2,ptr)=0\nrtDeviceCanAccessPeer(ptr,0,6)=0\n");
    CHECK_INT(t, can, 1);
}

/* ---- PEER003: the lookup's failure stops the call ---- */

ACLCTS_TEST(PEER003, FailingLookupStopsTheCall, "PEER003", ACLCTS_PRODUCT | ACLCTS_TRACE)
{
    aclcts_fail(t, "rtGetDevicePhyIdByIndex", ACL_ERROR_RT_INTERNAL_ERROR, 1);
    size_t m = aclcts_mark(t);
    int32_t can = UNTOUCHED;
    CHECK_CODE(t, t->acl->aclrtDeviceCanAccessPeer(&can, 0, 1), ACL_ERROR_RT_INTERNAL_ERROR);
    CHECK_TRACE(t, m, "rtGetDevicePhyIdByIndex(1,ptr)=507000\n");
    CHECK_INT(t, can, UNTOUCHED);
}

ACLCTS_TEST(PEER003, NegativePeerIsCast, "PEER003", ACLCTS_PRODUCT | ACLCTS_TRACE)
{
    aclcts_fail(t, "rtGetDevicePhyIdByIndex", ACL_ERROR_RT_INVALID_DEVICEID, 1);
    size_t m = aclcts_mark(t);
    int32_t can = UNTOUCHED;
    CHECK_CODE(t, t->acl->aclrtDeviceCanAccessPeer(&can, 0, -1), ACL_ERROR_RT_INVALID_DEVICEID);
    CHECK_TRACE(t, m, "rtGetDevicePhyIdByIndex(4294967295,ptr)=107001\n");
}

ACLCTS_TEST(PEER003, PeerBeyondTheVisibleDevices, "PEER003", ACLCTS_PRODUCT | ACLCTS_TRACE)
{
    CHAIN_NEED_DEVICES(t);
    setenv("ASCEND_RT_VISIBLE_DEVICES", "1,3", 1);
    size_t m = aclcts_mark(t);
    int32_t can = UNTOUCHED;
    CHECK_CODE(t, t->acl->aclrtDeviceCanAccessPeer(&can, 0, 2), ACL_ERROR_RT_INVALID_DEVICEID);
    CHECK_TRACE(t, m, "rtGetDevicePhyIdByIndex(2,ptr)=107001\n");
}

ACLCTS_TEST(PEER003, PeerTheDriverLacks, "PEER003", ACLCTS_PRODUCT | ACLCTS_TRACE)
{
    aclcts_model_only(t, "rtGetDevicePhyIdByIndex", "its driver stand-in answers every index with success");
    CHAIN_NEED_DEVICES(t);
    int32_t can = UNTOUCHED;
    CHECK_CODE(t, t->acl->aclrtDeviceCanAccessPeer(&can, 0, 8), ACL_ERROR_RT_INVALID_DEVICEID);
    CHECK_INT(t, can, UNTOUCHED);
}

/* ---- PEER004..PEER006: the runtime's own checks ---- */

ACLCTS_TEST(PEER004, OwnDeviceOf64IsRefused, "PEER004", ACLCTS_PRODUCT | ACLCTS_TRACE)
{
    size_t m = aclcts_mark(t);
    int32_t can = UNTOUCHED;
    CHECK_CODE(t, t->acl->aclrtDeviceCanAccessPeer(&can, 64, 0), ACL_ERROR_RT_PARAM_INVALID);
    CHECK_STR(t, trace_recorded_lines(t, m, 1), "rtGetDevicePhyIdByIndex(0,ptr)=0\n");
    trace_expect_line(t, "PEER004", m + 1, "rtDeviceCanAccessPeer(ptr,64,", ")=107000\n");
}

ACLCTS_TEST(PEER004, PeerPhysicalIdOf64IsRefused, "PEER004", ACLCTS_PRODUCT | ACLCTS_TRACE)
{
    need_physical_ids(t);
    ACLCTS_SPY(t, rt_set_phy_base)(60);
    size_t m = aclcts_mark(t);
    int32_t can = UNTOUCHED;
    CHECK_CODE(t, t->acl->aclrtDeviceCanAccessPeer(&can, 0, 4), ACL_ERROR_RT_PARAM_INVALID);
    CHECK_TRACE(t, m, "rtGetDevicePhyIdByIndex(4,ptr)=0\nrtDeviceCanAccessPeer(ptr,0,64)=107000\n");
}

ACLCTS_TEST(PEER005, ProcessOnTheDeviceIsNotSupported, "PEER005", ACLCTS_PRODUCT | ACLCTS_TRACE)
{
    aclcts_model_only(t, "rtDeviceCanAccessPeer", "its driver reports the run mode of the machine it runs on");
    CHECK_INT(t, ACLCTS_SPY(t, rt_set_run_mode)(0), 0); /* OFFLINE: the process runs on the device */
    int32_t can = UNTOUCHED;
    CHECK_CODE(t, t->acl->aclrtDeviceCanAccessPeer(&can, 0, 1), ACL_ERROR_RT_FEATURE_NOT_SUPPORT);
    CHECK_INT(t, can, UNTOUCHED);
}

ACLCTS_TEST(PEER006, NoDeviceOrContextNeeded, "PEER006", ACLCTS_PRODUCT)
{
    CHAIN_NEED_DEVICES(t);
    int32_t can = UNTOUCHED;
    CHECK_CODE(t, t->acl->aclrtDeviceCanAccessPeer(&can, 0, 1), ACL_SUCCESS);
    int32_t dev = -5;
    CHECK_CODE(t, t->acl->aclrtGetDevice(&dev), ACL_ERROR_RT_CONTEXT_NULL);
}

ACLCTS_TEST(PEER006, WithADefaultDeviceOnlyThatDevice, "PEER006", ACLCTS_PRODUCT)
{
    CHAIN_NEED_DEVICES(t);
    chain_init_default_device(t, "PEER006", "2");
    int32_t can = UNTOUCHED;
    CHECK_CODE(t, t->acl->aclrtDeviceCanAccessPeer(&can, 0, 1), ACL_ERROR_RT_CONTEXT_NULL);
    CHECK_CODE(t, t->acl->aclrtDeviceCanAccessPeer(&can, 2, 1), ACL_SUCCESS);
    aclrtContext c = NULL;
    CHECK_CODE(t, t->acl->aclrtGetCurrentContext(&c), ACL_SUCCESS); /* device 2 was set implicitly */
    CHECK_INT(t, chain_current_device(t), 2);
    CHECK_CODE(t, t->acl->aclrtDeviceCanAccessPeer(&can, 0, 1), ACL_SUCCESS); /* now with a context */
}
