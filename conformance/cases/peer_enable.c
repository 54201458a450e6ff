/* PEER007..PEER013: enabling and disabling access to a peer (memory.cpp
 * aclrtDeviceEnablePeerAccessImpl, aclrtDeviceDisablePeerAccessImpl). The
 * ACL layer refuses a reserved flag, asks the runtime for the current device
 * (rtGetDevice), refuses that device as its own peer, looks the peer's
 * physical id up and hands both to rtEnableP2P / rtDisableP2P. Which pairs the
 * driver holds enabled is the model's (lower/runtime/rt_devset.c); the
 * product's runtime stand-in (--lower) holds none and writes no physical id,
 * so those cases run on the model only and say so. */
#include "helpers/chain.h"
#include "helpers/errmsg.h"
#include "helpers/text.h"
#include "helpers/threads.h"
#include "helpers/traces.h"

/* The spy's driver with physical ids from `phy_base` (peer n is phy_base +
 * n), device `dev` current. */
static void p2p_model_on(aclcts_t *t, const char *rule, uint32_t phy_base, int32_t dev)
{
    aclcts_model_only(t, "rtEnableP2P",
                      "its driver stand-in keeps no enabled pair and writes no physical id for the peer");
    CHAIN_NEED_DEVICES(t);
    ACLCTS_SPY(t, rt_set_phy_base)(phy_base);
    chain_set_device(t, rule, dev);
}

/* Enabling and then disabling `peer` both answer `code`; the calls beneath
 * are `calls`. */
#define expect_both_refused(t, ...) ACLCTS_HELPER(expect_both_refused_, t, __VA_ARGS__)
static void expect_both_refused_(aclcts_t *t, const char *rule, int32_t peer, aclError code, const char *calls)
{
    size_t m = aclcts_mark(t);
    CHECK_CODE_FOR(t, rule, t->acl->aclrtDeviceEnablePeerAccess(peer, 0), code);
    CHECK_CODE_FOR(t, rule, t->acl->aclrtDeviceDisablePeerAccess(peer), code);
    CHECK_TRACE_FOR(t, rule, m, calls);
}

/* ---- PEER007: the reserved flags ---- */

ACLCTS_TEST(PEER007, ReservedFlagsAreRefusedFirst, "PEER007", ACLCTS_PRODUCT)
{
    static const uint32_t flags[] = {1u, 2u, 0x80000000u};
    for (size_t i = 0; i < sizeof flags / sizeof flags[0]; ++i) {
        size_t m = aclcts_mark(t); /* no device: rtGetDevice would answer 107002 */
        CHECK_CODE(t, t->acl->aclrtDeviceEnablePeerAccess(1, flags[i]), ACL_ERROR_FEATURE_UNSUPPORTED);
        if (t->trace) CHECK_INT(t, aclcts_calls(t, "rtGetDevice", m), 0);
    }
}

ACLCTS_TEST(PEER007, ReservedFlagsAreReported, "PEER007", ACLCTS_PRODUCT)
{
    ACLCTS_NEED(t, aclGetRecentErrMsg);
    CHECK_CODE_FATAL(t, t->acl->aclInit(NULL), ACL_SUCCESS);
    (void)t->acl->aclGetRecentErrMsg();
    CHECK_CODE(t, t->acl->aclrtDeviceEnablePeerAccess(1, 2u), ACL_ERROR_FEATURE_UNSUPPORTED);
    errmsg_expect_recent_report(t, "PEER007", ERRMSG_REPORT_PARAM, "aclrtDeviceEnablePeerAccess", "2", "flags",
                                "flags is a reserved parameter and must be 0");
}

/* ---- PEER008, PEER009: the current device ---- */

ACLCTS_TEST(PEER008, NoDeviceIsContextNull, "PEER008", ACLCTS_PRODUCT | ACLCTS_TRACE)
{
    expect_both_refused(t, "PEER008", 1, ACL_ERROR_RT_CONTEXT_NULL,
                        "rtGetDevice(ptr)=107002\nrtGetDevice(ptr)=107002\n");
}

ACLCTS_TEST(PEER008, GetDeviceFailureComesBack, "PEER008", ACLCTS_PRODUCT | ACLCTS_TRACE)
{
    CHAIN_NEED_DEVICES(t);
    chain_set_device(t, "PEER008", 0);
    aclcts_fail(t, "rtGetDevice", ACL_ERROR_RT_INTERNAL_ERROR, 0);
    expect_both_refused(t, "PEER008", 1, ACL_ERROR_RT_INTERNAL_ERROR,
                        "rtGetDevice(ptr)=507000\nrtGetDevice(ptr)=507000\n");
}

ACLCTS_TEST(PEER009, CurrentDeviceAsPeerIsRefused, "PEER009", ACLCTS_PRODUCT | ACLCTS_TRACE)
{
    CHAIN_NEED_DEVICES(t);
    chain_set_device(t, "PEER009", 2);
    expect_both_refused(t, "PEER009", 2, ACL_ERROR_INVALID_PARAM, "rtGetDevice(ptr)=0\nrtGetDevice(ptr)=0\n");
}

/* ---- PEER010, PEER011: the calls and the pair the driver holds ---- */

/* After a call on peer 3 from device 1 (marked at `m`): rtGetDevice,
 * rtGetDevicePhyIdByIndex(3), then `p2p` once, with device 1, the peer's
 * physical id and `tail`. */
#define expect_three_calls(t, ...) ACLCTS_HELPER(expect_three_calls_, t, __VA_ARGS__)
static void expect_three_calls_(aclcts_t *t, const char *rule, size_t m, const char *p2p, const char *tail)
{
    CHECK_STR_FOR(t, rule, trace_recorded_lines(t, m, 2), "rtGetDevice(ptr)=0\nrtGetDevicePhyIdByIndex(3,ptr)=0\n");
    trace_expect_line(t, rule, m + 2, text_fmt("%s(1,", p2p), tail);
    CHECK_INT_FOR(t, rule, aclcts_calls(t, p2p, m), 1);
}

ACLCTS_TEST(PEER010, EnableMakesThreeCalls, "PEER010", ACLCTS_PRODUCT | ACLCTS_TRACE)
{
    CHAIN_NEED_DEVICES(t);
    chain_set_device(t, "PEER010", 1);
    size_t m = aclcts_mark(t);
    CHECK_CODE(t, t->acl->aclrtDeviceEnablePeerAccess(3, 0), ACL_SUCCESS);
    expect_three_calls(t, "PEER010", m, "rtEnableP2P", ",0)=0\n");
}

ACLCTS_TEST(PEER011, DisableMakesThreeCalls, "PEER011", ACLCTS_PRODUCT | ACLCTS_TRACE)
{
    CHAIN_NEED_DEVICES(t);
    chain_set_device(t, "PEER011", 1);
    size_t m = aclcts_mark(t);
    CHECK_CODE(t, t->acl->aclrtDeviceDisablePeerAccess(3), ACL_SUCCESS);
    expect_three_calls(t, "PEER011", m, "rtDisableP2P", ")=0\n");
}

ACLCTS_TEST(PEER010, PeerGoesDownAsItsPhysicalId, "PEER010", ACLCTS_PRODUCT | ACLCTS_TRACE)
{
    p2p_model_on(t, "PEER010", 16, 1);
    size_t m = aclcts_mark(t);
    CHECK_CODE(t, t->acl->aclrtDeviceEnablePeerAccess(3, 0), ACL_SUCCESS);
    CHECK_TRACE(t, m, "rtGetDevice(ptr)=0\nrtGetDevicePhyIdByIndex(3,ptr)=0\nrtEnableP2P(1,19,0)=0\n");
    int (*enabled)(int32_t, uint32_t) = ACLCTS_SPY(t, rt_p2p_enabled);
    CHECK_INT(t, enabled(1, 19), 1); /* the current device's driver id, the peer's physical id */
    CHECK_INT(t, enabled(1, 3), 0);
}

ACLCTS_TEST(PEER011, DisableClearsTheEnabledPair, "PEER011 PEER010", ACLCTS_PRODUCT | ACLCTS_TRACE)
{
    p2p_model_on(t, "PEER011", 16, 1);
    int (*enabled)(int32_t, uint32_t) = ACLCTS_SPY(t, rt_p2p_enabled);
    CHECK_CODE_FOR(t, "PEER010", t->acl->aclrtDeviceEnablePeerAccess(3, 0), ACL_SUCCESS);
    CHECK_CODE_FOR(t, "PEER010", t->acl->aclrtDeviceEnablePeerAccess(4, 0), ACL_SUCCESS);
    size_t m = aclcts_mark(t);
    CHECK_CODE(t, t->acl->aclrtDeviceDisablePeerAccess(3), ACL_SUCCESS);
    CHECK_TRACE(t, m, "rtGetDevice(ptr)=0\nrtGetDevicePhyIdByIndex(3,ptr)=0\nrtDisableP2P(1,19)=0\n");
    CHECK_INT(t, enabled(1, 19), 0);
    CHECK_INT(t, enabled(1, 20), 1); /* the other pair stays */
}

static void enable_from_device_1(aclcts_t *t, void *arg)
{
    (void)arg;
    CHECK_CODE(t, t->acl->aclrtSetDevice(1), ACL_SUCCESS);
    CHECK_CODE(t, t->acl->aclrtDeviceEnablePeerAccess(0, 0), ACL_SUCCESS);
}

ACLCTS_TEST(PEER010, EnabledPairIsTheProcesss, "PEER010", ACLCTS_PRODUCT | ACLCTS_TRACE | ACLCTS_SLOW)
{
    p2p_model_on(t, "PEER010", 0, 0);
    thread_run_checks(t, enable_from_device_1, NULL);
    int (*enabled)(int32_t, uint32_t) = ACLCTS_SPY(t, rt_p2p_enabled);
    CHECK_INT(t, enabled(1, 0), 1);
    CHECK_INT(t, enabled(0, 1), 0); /* one direction */
    CHECK_CODE(t, t->acl->aclrtSetDevice(1), ACL_SUCCESS);
    CHECK_CODE(t, t->acl->aclrtDeviceEnablePeerAccess(0, 0), ACL_SUCCESS); /* enabling again succeeds */
    CHECK_INT(t, enabled(1, 0), 1);
}

ACLCTS_TEST(PEER010, RuntimeCodesComeBackUnchanged, "PEER010 PEER011 PEER003", ACLCTS_PRODUCT | ACLCTS_TRACE)
{
    CHAIN_NEED_DEVICES(t);
    chain_set_device(t, "PEER010", 0);
    aclcts_fail(t, "rtEnableP2P", ACL_ERROR_RT_INTERNAL_ERROR, 1);
    CHECK_CODE(t, t->acl->aclrtDeviceEnablePeerAccess(1, 0), ACL_ERROR_RT_INTERNAL_ERROR);
    aclcts_fail(t, "rtDisableP2P", ACL_ERROR_RT_INTERNAL_ERROR, 1);
    CHECK_CODE_FOR(t, "PEER011", t->acl->aclrtDeviceDisablePeerAccess(1), ACL_ERROR_RT_INTERNAL_ERROR);
    aclcts_fail(t, "rtGetDevicePhyIdByIndex", ACL_ERROR_RT_INVALID_DEVICEID, 0);
    size_t m = aclcts_mark(t);
    CHECK_CODE_FOR(t, "PEER003", t->acl->aclrtDeviceEnablePeerAccess(1, 0), ACL_ERROR_RT_INVALID_DEVICEID);
    CHECK_CODE_FOR(t, "PEER003", t->acl->aclrtDeviceDisablePeerAccess(1), ACL_ERROR_RT_INVALID_DEVICEID);
    CHECK_INT_FOR(t, "PEER003", aclcts_calls(t, "rtEnableP2P", m) + aclcts_calls(t, "rtDisableP2P", m), 0);
}

/* ---- PEER012: ids the runtime refuses ---- */

ACLCTS_TEST(PEER012, PhysicalIdOf64IsRefused, "PEER012", ACLCTS_PRODUCT | ACLCTS_TRACE)
{
    p2p_model_on(t, "PEER012", 60, 0);
    expect_both_refused(t, "PEER012", 5, ACL_ERROR_RT_PARAM_INVALID,
                        "rtGetDevice(ptr)=0\nrtGetDevicePhyIdByIndex(5,ptr)=0\nrtEnableP2P(0,65,0)=107000\n"
                        "rtGetDevice(ptr)=0\nrtGetDevicePhyIdByIndex(5,ptr)=0\nrtDisableP2P(0,65)=107000\n");
}

/* ---- PEER013: the own device as its peer is reported ---- */

static void expect_same_device_report(aclcts_t *t, const char *func, const char *id)
{
    errmsg_expect_recent_report(t, "PEER013", ERRMSG_REPORT_PARAM, func, id, "deviceId",
                                text_fmt("deviceId %s cannot be equal to peerDeviceId %s", id, id));
}

ACLCTS_TEST(PEER013, SameDeviceIsReported, "PEER013 PEER001 PEER009", ACLCTS_PRODUCT)
{
    ACLCTS_NEED(t, aclGetRecentErrMsg);
    CHAIN_NEED_DEVICES(t);
    CHECK_CODE_FATAL(t, t->acl->aclInit(NULL), ACL_SUCCESS);
    int32_t can = 0;
    (void)t->acl->aclGetRecentErrMsg();
    CHECK_CODE_FOR(t, "PEER001", t->acl->aclrtDeviceCanAccessPeer(&can, 3, 3), ACL_ERROR_INVALID_PARAM);
    expect_same_device_report(t, "aclrtDeviceCanAccessPeer", "3");
    chain_set_device(t, "PEER013", 2);
    (void)t->acl->aclGetRecentErrMsg();
    CHECK_CODE_FOR(t, "PEER009", t->acl->aclrtDeviceEnablePeerAccess(2, 0), ACL_ERROR_INVALID_PARAM);
    expect_same_device_report(t, "aclrtDeviceEnablePeerAccess", "2");
    (void)t->acl->aclGetRecentErrMsg();
    CHECK_CODE_FOR(t, "PEER009", t->acl->aclrtDeviceDisablePeerAccess(2), ACL_ERROR_INVALID_PARAM);
    expect_same_device_report(t, "aclrtDeviceDisablePeerAccess", "2");
}
