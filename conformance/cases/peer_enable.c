/* PEER007..PEER013: enabling and disabling access to a peer (memory.cpp
 * aclrtDeviceEnablePeerAccessImpl, aclrtDeviceDisablePeerAccessImpl). The
 * ACL layer refuses a reserved flag, asks the runtime for the current device
 * (rtGetDevice), refuses that device as its own peer, looks the peer's
 * physical id up and hands both to rtEnableP2P / rtDisableP2P. Which pairs the
 * driver holds enabled is the model's (lower/runtime/rt_devset.c); the
 * product's runtime stand-in (--lower) holds none and writes no physical id,
 * so those cases run on the model only and say so. */
#include <string.h>

#include "helpers/chain.h"
#include "helpers/errmsg.h"
#include "helpers/text.h"
#include "helpers/threads.h"
#include "helpers/traces.h"

static void need_p2p_model(aclcts_t *t)
{
    aclcts_model_only(t, "rtEnableP2P",
                      "its driver stand-in keeps no enabled pair and writes no physical id for the peer");
}

/* The recorded line at `from` starts with `head` and ends with `tail`. */
static void expect_line(aclcts_t *t, const char *rule, size_t from, const char *head, const char *tail)
{
    const char *line = trace_recorded_lines(t, from, 1);
    size_t n = strlen(line), h = strlen(head), k = strlen(tail);
    CHECK_TRUE_FOR(t, rule, n >= h + k && strncmp(line, head, h) == 0 && strcmp(line + n - k, tail) == 0,
                   "call %zu is \"%s\", expected \"%s...%s\"", from, line, head, tail);
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
    size_t m = aclcts_mark(t);
    CHECK_CODE(t, t->acl->aclrtDeviceEnablePeerAccess(1, 0), ACL_ERROR_RT_CONTEXT_NULL);
    CHECK_CODE(t, t->acl->aclrtDeviceDisablePeerAccess(1), ACL_ERROR_RT_CONTEXT_NULL);
    CHECK_TRACE(t, m, "rtGetDevice(ptr)=107002\nrtGetDevice(ptr)=107002\n");
}

ACLCTS_TEST(PEER008, GetDeviceFailureComesBack, "PEER008", ACLCTS_PRODUCT | ACLCTS_TRACE)
{
    CHAIN_NEED_DEVICES(t);
    chain_set_device(t, "PEER008", 0);
    aclcts_fail(t, "rtGetDevice", ACL_ERROR_RT_INTERNAL_ERROR, 0);
    size_t m = aclcts_mark(t);
    CHECK_CODE(t, t->acl->aclrtDeviceEnablePeerAccess(1, 0), ACL_ERROR_RT_INTERNAL_ERROR);
    CHECK_CODE(t, t->acl->aclrtDeviceDisablePeerAccess(1), ACL_ERROR_RT_INTERNAL_ERROR);
    CHECK_TRACE(t, m, "rtGetDevice(ptr)=507000\nrtGetDevice(ptr)=507000\n");
}

ACLCTS_TEST(PEER009, CurrentDeviceAsPeerIsRefused, "PEER009", ACLCTS_PRODUCT | ACLCTS_TRACE)
{
    CHAIN_NEED_DEVICES(t);
    chain_set_device(t, "PEER009", 2);
    size_t m = aclcts_mark(t);
    CHECK_CODE(t, t->acl->aclrtDeviceEnablePeerAccess(2, 0), ACL_ERROR_INVALID_PARAM);
    CHECK_CODE(t, t->acl->aclrtDeviceDisablePeerAccess(2), ACL_ERROR_INVALID_PARAM);
    CHECK_TRACE(t, m, "rtGetDevice(ptr)=0\nrtGetDevice(ptr)=0\n");
}

/* ---- PEER010, PEER011: the calls and the pair the driver holds ---- */

ACLCTS_TEST(PEER010, EnableMakesThreeCalls, "PEER010", ACLCTS_PRODUCT | ACLCTS_TRACE)
{
    CHAIN_NEED_DEVICES(t);
    chain_set_device(t, "PEER010", 1);
    size_t m = aclcts_mark(t);
    CHECK_CODE(t, t->acl->aclrtDeviceEnablePeerAccess(3, 0), ACL_SUCCESS);
    CHECK_STR(t, trace_recorded_lines(t, m, 2), "rtGetDevice(ptr)=0\nrtGetDevicePhyIdByIndex(3,ptr)=0\n");
    expect_line(t, "PEER010", m + 2, "rtEnableP2P(1,", ",0)=0\n");
    CHECK_INT(t, aclcts_calls(t, "rtEnableP2P", m), 1);
}

ACLCTS_TEST(PEER011, DisableMakesThreeCalls, "PEER011", ACLCTS_PRODUCT | ACLCTS_TRACE)
{
    CHAIN_NEED_DEVICES(t);
    chain_set_device(t, "PEER011", 1);
    size_t m = aclcts_mark(t);
    CHECK_CODE(t, t->acl->aclrtDeviceDisablePeerAccess(3), ACL_SUCCESS);
    CHECK_STR(t, trace_recorded_lines(t, m, 2), "rtGetDevice(ptr)=0\nrtGetDevicePhyIdByIndex(3,ptr)=0\n");
    expect_line(t, "PEER011", m + 2, "rtDisableP2P(1,", ")=0\n");
    CHECK_INT(t, aclcts_calls(t, "rtDisableP2P", m), 1);
}

ACLCTS_TEST(PEER010, PeerGoesDownAsItsPhysicalId, "PEER010", ACLCTS_PRODUCT | ACLCTS_TRACE)
{
    need_p2p_model(t);
    CHAIN_NEED_DEVICES(t);
    ACLCTS_SPY(t, rt_set_phy_base)(16);
    chain_set_device(t, "PEER010", 1);
    size_t m = aclcts_mark(t);
    CHECK_CODE(t, t->acl->aclrtDeviceEnablePeerAccess(3, 0), ACL_SUCCESS);
    CHECK_TRACE(t, m, "rtGetDevice(ptr)=0\nrtGetDevicePhyIdByIndex(3,ptr)=0\nrtEnableP2P(1,19,0)=0\n");
    int (*enabled)(int32_t, uint32_t) = ACLCTS_SPY(t, rt_p2p_enabled);
    CHECK_INT(t, enabled(1, 19), 1); /* the current device's driver id, the peer's physical id */
    CHECK_INT(t, enabled(1, 3), 0);
}

ACLCTS_TEST(PEER011, DisableClearsTheEnabledPair, "PEER011 PEER010", ACLCTS_PRODUCT | ACLCTS_TRACE)
{
    need_p2p_model(t);
    CHAIN_NEED_DEVICES(t);
    ACLCTS_SPY(t, rt_set_phy_base)(16);
    chain_set_device(t, "PEER011", 1);
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
    need_p2p_model(t);
    CHAIN_NEED_DEVICES(t);
    chain_set_device(t, "PEER010", 0);
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
    need_p2p_model(t);
    CHAIN_NEED_DEVICES(t);
    ACLCTS_SPY(t, rt_set_phy_base)(60);
    chain_set_device(t, "PEER012", 0);
    size_t m = aclcts_mark(t);
    CHECK_CODE(t, t->acl->aclrtDeviceEnablePeerAccess(5, 0), ACL_ERROR_RT_PARAM_INVALID);
    CHECK_CODE(t, t->acl->aclrtDeviceDisablePeerAccess(5), ACL_ERROR_RT_PARAM_INVALID);
    CHECK_TRACE(t, m,
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
