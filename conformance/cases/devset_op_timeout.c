/* DEVSET009..DEVSET015: the operator execution timeout (event.cpp
 * aclrtSetOpExecuteTimeOutImpl, aclrtSetOpExecuteTimeOutV2Impl). The ACL
 * layer passes the timeout on unchanged (seconds, microseconds) and checks
 * only V2's out-pointer; the runtime keeps one timeout for the process
 * (Runtime::SetTimeoutConfig) and V2 reports what it rounded it to
 * (ApiImpl::SetOpExecuteTimeOutV2). A framework such as torch_npu uses V2
 * when the library exports it and falls back to the seconds function: both
 * return the runtime's 207000 unchanged. */
#include <stdint.h>

#include "helpers/chain.h"
#include "helpers/rt_stored.h"
#include "helpers/soc.h"
#include "helpers/text.h"
#include "helpers/threads.h"

#define NOT_WRITTEN 12345u

/* ---- DEVSET009, DEVSET010: the seconds function ---- */

ACLCTS_TEST(DEVSET009, EveryTimeoutGoesDownOnce, "DEVSET009 DEVSET010", ACLCTS_PRODUCT | ACLCTS_TRACE)
{
    static const uint32_t timeouts[] = {0u, 1u, UINT32_MAX};
    for (size_t i = 0; i < sizeof timeouts / sizeof timeouts[0]; ++i) {
        size_t m = aclcts_mark(t);
        CHECK_CODE(t, t->acl->aclrtSetOpExecuteTimeOut(timeouts[i]), ACL_SUCCESS);
        CHECK_TRACE(t, m, text_fmt("rtSetOpExecuteTimeOut(%u)=0\n", (unsigned)timeouts[i]));
    }
}

ACLCTS_TEST(DEVSET009, RuntimeCodesComeBackUnchanged, "DEVSET009", ACLCTS_PRODUCT | ACLCTS_TRACE)
{
    aclcts_fail(t, "rtSetOpExecuteTimeOut", ACL_ERROR_RT_FEATURE_NOT_SUPPORT, 1);
    CHECK_CODE(t, t->acl->aclrtSetOpExecuteTimeOut(5), ACL_ERROR_RT_FEATURE_NOT_SUPPORT);
    aclcts_fail(t, "rtSetOpExecuteTimeOut", ACL_ERROR_RT_INTERNAL_ERROR, 1);
    CHECK_CODE(t, t->acl->aclrtSetOpExecuteTimeOut(5), ACL_ERROR_RT_INTERNAL_ERROR);
}

/* Every preset answers 0 without aclInit or a device. */
#define DEVSET_SECONDS_ACCEPTED(NAME, SOC)                                   \
    ACLCTS_TEST(DEVSET010, NAME, "DEVSET010", ACLCTS_PRODUCT | ACLCTS_TRACE) \
    {                                                                        \
        soc_use(t, SOC);                                                     \
        size_t m = aclcts_mark(t);                                           \
        CHECK_CODE(t, t->acl->aclrtSetOpExecuteTimeOut(30), ACL_SUCCESS);    \
        CHECK_TRACE(t, m, "rtSetOpExecuteTimeOut(30)=0\n");                  \
    }
DEVSET_SECONDS_ACCEPTED(AcceptedOnAscend910B1, "Ascend910B1")
DEVSET_SECONDS_ACCEPTED(AcceptedOnAscend950PR, "Ascend950PR_9599")
DEVSET_SECONDS_ACCEPTED(AcceptedOnAscend310P3, "Ascend310P3")
DEVSET_SECONDS_ACCEPTED(AcceptedOnAscend910, "Ascend910A")
DEVSET_SECONDS_ACCEPTED(AcceptedOnAscend310B1, "Ascend310B1")

/* ---- DEVSET011, DEVSET013: the microseconds function ---- */

ACLCTS_TEST(DEVSET011, NullActualTimeoutIsRefused, "DEVSET011", ACLCTS_PRODUCT)
{
    CHAIN_NEED_DEVICES(t);
    chain_set_device(t, "DEVSET011", 0);
    CHAIN_EXPECT_NULL_REFUSED(t, t->acl->aclrtSetOpExecuteTimeOutV2(5000000u, NULL), "rtSetOpExecuteTimeOutV2");
}

ACLCTS_TEST(DEVSET013, TimeoutGoesDownUnchanged, "DEVSET013", ACLCTS_PRODUCT | ACLCTS_TRACE)
{
    CHAIN_NEED_DEVICES(t);
    chain_set_device(t, "DEVSET013", 0);
    uint64_t actual = NOT_WRITTEN;
    size_t m = aclcts_mark(t);
    CHECK_CODE(t, t->acl->aclrtSetOpExecuteTimeOutV2(123456789012ull, &actual), ACL_SUCCESS);
    CHECK_TRACE(t, m, "rtSetOpExecuteTimeOutV2(123456789012,ptr)=0\n");
    CHECK_TRUE(t, actual != NOT_WRITTEN, "the actual timeout was not written");
}

ACLCTS_TEST(DEVSET013, FeatureNotSupportedComesBackUnchanged, "DEVSET013", ACLCTS_PRODUCT | ACLCTS_TRACE)
{
    CHAIN_NEED_DEVICES(t);
    chain_set_device(t, "DEVSET013", 0);
    aclcts_fail(t, "rtSetOpExecuteTimeOutV2", ACL_ERROR_RT_FEATURE_NOT_SUPPORT, 1);
    uint64_t actual = NOT_WRITTEN;
    CHECK_CODE(t, t->acl->aclrtSetOpExecuteTimeOutV2(1000u, &actual), ACL_ERROR_RT_FEATURE_NOT_SUPPORT);
    CHECK_INT(t, actual, NOT_WRITTEN);
    /* the fallback a framework then takes works */
    CHECK_CODE_FOR(t, "DEVSET009", t->acl->aclrtSetOpExecuteTimeOut(1), ACL_SUCCESS);
}

/* ---- DEVSET012: one timeout for the process ---- */

ACLCTS_TEST(DEVSET012, LastCallWinsAcrossBothFunctions, "DEVSET012", ACLCTS_PRODUCT | ACLCTS_TRACE)
{
    CHAIN_NEED_DEVICES(t);
    chain_set_device(t, "DEVSET012", 0);
    uint64_t actual = 0;
    CHECK_CODE_FATAL(t, t->acl->aclrtSetOpExecuteTimeOut(5), ACL_SUCCESS);
    CHECK_INT(t, rt_stored_op_timeout_s(t), 5);
    CHECK_CODE_FATAL(t, t->acl->aclrtSetOpExecuteTimeOutV2(7500000u, &actual), ACL_SUCCESS);
    CHECK_INT(t, rt_stored_op_timeout_s(t), 7); /* microseconds: 7.5 s */
    CHECK_CODE_FATAL(t, t->acl->aclrtSetOpExecuteTimeOut(3), ACL_SUCCESS);
    CHECK_INT(t, rt_stored_op_timeout_s(t), 3);
}

static void seconds_on_another_thread(aclcts_t *t, void *arg)
{
    (void)arg;
    CHECK_CODE(t, t->acl->aclrtSetOpExecuteTimeOut(9), ACL_SUCCESS); /* this thread has no device */
}

ACLCTS_TEST(DEVSET012, AnotherThreadReplacesIt, "DEVSET012 DEVSET010", ACLCTS_PRODUCT | ACLCTS_TRACE | ACLCTS_SLOW)
{
    CHAIN_NEED_DEVICES(t);
    chain_set_device(t, "DEVSET012", 0);
    CHECK_CODE_FATAL(t, t->acl->aclrtSetOpExecuteTimeOut(5), ACL_SUCCESS);
    thread_run_checks(t, seconds_on_another_thread, NULL);
    CHECK_INT(t, rt_stored_op_timeout_s(t), 9);
}

ACLCTS_TEST(DEVSET012, DeviceResetKeepsIt, "DEVSET012", ACLCTS_PRODUCT | ACLCTS_TRACE)
{
    CHAIN_NEED_DEVICES(t);
    chain_set_device(t, "DEVSET012", 0);
    CHECK_CODE_FATAL(t, t->acl->aclrtSetOpExecuteTimeOut(6), ACL_SUCCESS);
    CHECK_CODE(t, t->acl->aclrtResetDevice(0), ACL_SUCCESS);
    CHECK_INT(t, rt_stored_op_timeout_s(t), 6);
}

ACLCTS_TEST(DEVSET012, SecondsAndNeverAreStoredInMicroseconds, "DEVSET012", ACLCTS_PRODUCT | ACLCTS_TRACE)
{
    aclcts_model_only(t, "rtSetOpExecuteTimeOutV2", "the runtime beneath reports the timeout in whole seconds only");
    int (*stored)(uint64_t *) = ACLCTS_SPY(t, rt_op_execute_timeout);
    CHAIN_NEED_DEVICES(t);
    chain_set_device(t, "DEVSET012", 0);
    uint64_t us = 0, actual = 0;
    CHECK_CODE_FATAL(t, t->acl->aclrtSetOpExecuteTimeOut(UINT32_MAX), ACL_SUCCESS);
    CHECK_TRUE(t, stored(&us) && us == (uint64_t)UINT32_MAX * 1000000u, "stored %llu us for UINT32_MAX s",
               (unsigned long long)us);
    CHECK_CODE_FATAL(t, t->acl->aclrtSetOpExecuteTimeOutV2(UINT64_MAX, &actual), ACL_SUCCESS);
    CHECK_TRUE(t, stored(&us) && us == UINT64_MAX - 1, "stored %llu us for UINT64_MAX us", (unsigned long long)us);
}

/* ---- DEVSET014: V2 needs a current context ---- */

ACLCTS_TEST(DEVSET014, NoContextIsContextNull, "DEVSET014", ACLCTS_PRODUCT | ACLCTS_TRACE)
{
    CHAIN_NEED_DEVICES(t);
    long long before = rt_stored_op_timeout_s(t);
    uint64_t actual = NOT_WRITTEN;
    size_t m = aclcts_mark(t);
    CHECK_CODE(t, t->acl->aclrtSetOpExecuteTimeOutV2(8000000u, &actual), ACL_ERROR_RT_CONTEXT_NULL);
    CHECK_TRACE(t, m, "rtSetOpExecuteTimeOutV2(8000000,ptr)=107002\n");
    CHECK_INT(t, actual, NOT_WRITTEN);
    CHECK_INT(t, rt_stored_op_timeout_s(t), before);
}

ACLCTS_TEST(DEVSET014, DefaultDeviceIsSetImplicitly, "DEVSET014", ACLCTS_PRODUCT)
{
    CHAIN_NEED_DEVICES(t);
    chain_init_default_device(t, "DEVSET014", "1");
    aclrtContext c = NULL;
    CHECK_CODE(t, t->acl->aclrtGetCurrentContext(&c), ACL_ERROR_RT_CONTEXT_NULL);
    uint64_t actual = NOT_WRITTEN;
    CHECK_CODE(t, t->acl->aclrtSetOpExecuteTimeOutV2(8000000u, &actual), ACL_SUCCESS);
    CHECK_CODE(t, t->acl->aclrtGetCurrentContext(&c), ACL_SUCCESS); /* the default device's primary context */
    CHECK_INT(t, chain_current_device(t), 1);
}

/* ---- DEVSET015: the actual timeout ---- */

typedef struct devset_rounding {
    uint64_t timeout, actual;
} devset_rounding;

static void expect_rounding(aclcts_t *t, const devset_rounding *rows, size_t n)
{
    for (size_t i = 0; i < n; ++i) {
        uint64_t actual = NOT_WRITTEN;
        CHECK_CODE(t, t->acl->aclrtSetOpExecuteTimeOutV2(rows[i].timeout, &actual), ACL_SUCCESS);
        CHECK_TRUE(t, actual == rows[i].actual, "timeout %llu us: actual %llu, expected %llu",
                   (unsigned long long)rows[i].timeout, (unsigned long long)actual, (unsigned long long)rows[i].actual);
    }
}

ACLCTS_TEST(DEVSET015, WholeCreditsOnTheDefaultSoc, "DEVSET015", ACLCTS_PRODUCT)
{
    aclcts_default_soc(t);
    CHAIN_NEED_DEVICES(t);
    chain_set_device(t, "DEVSET015", 0);
    static const devset_rounding rows[] = {
        {1u, 4294967u},       {4294967u, 4294967u},       {4294968u, 8589934u},
        {5000000u, 8589934u}, {1000000000u, 1000727379u}, {1090921694u, 1090921693u},
        {0u, 1090921693u},    {UINT64_MAX, 1090921693u},
    };
    expect_rounding(t, rows, sizeof rows / sizeof rows[0]);
}

ACLCTS_TEST(DEVSET015, Ascend310P3CountsItsOwnCredits, "DEVSET015", ACLCTS_PRODUCT | ACLCTS_TRACE)
{
    soc_use(t, "Ascend310P3");
    CHAIN_NEED_DEVICES(t);
    chain_set_device(t, "DEVSET015", 0);
    static const devset_rounding rows[] = {{1u, 2147483u}, {5000000u, 6442450u}, {0u, 545460846u}};
    expect_rounding(t, rows, sizeof rows / sizeof rows[0]);
}

ACLCTS_TEST(DEVSET015, Ascend910CountsItsOwnCredits, "DEVSET015", ACLCTS_PRODUCT | ACLCTS_TRACE)
{
    soc_use(t, "Ascend910A");
    CHAIN_NEED_DEVICES(t);
    chain_set_device(t, "DEVSET015", 0);
    static const devset_rounding rows[] = {{1u, 68719476u}, {1000000000u, 1030792151u}, {0u, 17454747090ull}};
    expect_rounding(t, rows, sizeof rows / sizeof rows[0]);
}
