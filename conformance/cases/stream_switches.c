/* A stream's overflow switch and failure mode (STREAM028-034): the switch
 * must be 0 or 1 in ACL (stream.cpp aclrtSetStreamOverflowSwitchImpl, an
 * EH0007 report), the failure mode is not checked there at all
 * (aclrtSetStreamFailureModeImpl); the runtime keeps both per stream
 * (api_impl.cc ApiImpl::SetStreamOverflowSwitch, GetStreamOverflowSwitch,
 * StreamSetMode). */
#include <string.h>

#include "helpers/chain.h"
#include "helpers/threads.h"

#define switch_expect_value(t, ...) ACLCTS_HELPER(switch_expect_value_, t, __VA_ARGS__)
static void switch_expect_value_(aclcts_t *t, const char *rule, aclrtStream s, uint32_t want)
{
    uint32_t v = 0xdeadu;
    CHECK_CODE_FOR(t, rule, t->acl->aclrtGetStreamOverflowSwitch(s, &v), ACL_SUCCESS);
    CHECK_INT_FOR(t, rule, v, want);
}

/* STREAM028: a flag other than 0 and 1. */
#define SWITCH_REFUSED(NAME, STREAM, FLAG)                                                            \
    ACLCTS_TEST(STREAM028, NAME, "STREAM028", ACLCTS_PRODUCT)                                         \
    {                                                                                                 \
        CHAIN_NEED_DEVICES(t);                                                                        \
        chain_set_device(t, "STREAM028", 0);                                                          \
        aclrtStream s = chain_create_stream(t, "STREAM028");                                          \
        size_t m = aclcts_mark(t);                                                                    \
        (void)s;                                                                                      \
        CHECK_CODE(t, t->acl->aclrtSetStreamOverflowSwitch(STREAM, (FLAG)), ACL_ERROR_INVALID_PARAM); \
        if (t->trace) CHECK_INT(t, aclcts_calls(t, "rtSetStreamOverflowSwitch", m), 0);               \
    }

SWITCH_REFUSED(FlagTwoIsRefused, s, 2u)
SWITCH_REFUSED(FlagAllOnesIsRefused, s, 0xFFFFFFFFu)
SWITCH_REFUSED(FlagTwoOnTheDefaultStreamIsRefused, NULL, 2u)

ACLCTS_TEST(STREAM028, RefusalIsReportedAsAnInvalidValue, "STREAM028", ACLCTS_PRODUCT)
{
    CHAIN_NEED_DEVICES(t);
    ACLCTS_NEED(t, aclGetRecentErrMsg);
    CHECK_CODE_FATAL_FOR(t, "INIT001", t->acl->aclInit(NULL), ACL_SUCCESS);
    chain_set_device(t, "STREAM028", 0);
    (void)t->acl->aclGetRecentErrMsg();
    CHECK_CODE(t, t->acl->aclrtSetStreamOverflowSwitch(NULL, 3u), ACL_ERROR_INVALID_PARAM);
    const char *msg = t->acl->aclGetRecentErrMsg();
    CHECK_TRUE(t, msg != NULL && strstr(msg, "EH0007") != NULL, "aclGetRecentErrMsg after the refusal: %s",
               msg ? msg : "NULL");
}

ACLCTS_TEST(STREAM029, OneCallWithTheStreamAsGiven, "STREAM029 STREAM030", ACLCTS_PRODUCT | ACLCTS_TRACE)
{
    CHAIN_NEED_DEVICES(t);
    chain_set_device(t, "STREAM029", 0);
    aclrtStream s = chain_create_stream(t, "STREAM029");
    uint32_t v = 0;
    size_t m = aclcts_mark(t);
    CHECK_CODE(t, t->acl->aclrtSetStreamOverflowSwitch(s, 1u), ACL_SUCCESS);
    CHECK_CODE(t, t->acl->aclrtSetStreamOverflowSwitch(NULL, 0u), ACL_SUCCESS);
    CHECK_CODE_FOR(t, "STREAM030", t->acl->aclrtGetStreamOverflowSwitch(NULL, &v), ACL_SUCCESS);
    CHECK_TRACE(t, m,
                "rtSetStreamOverflowSwitch(ptr,1)=0\nrtSetStreamOverflowSwitch(NULL,0)=0\n"
                "rtGetStreamOverflowSwitch(NULL,ptr)=0\n");
}

ACLCTS_TEST(STREAM029, RuntimeCodeComesBackUnchanged, "STREAM029", ACLCTS_PRODUCT | ACLCTS_TRACE)
{
    CHAIN_NEED_DEVICES(t);
    chain_set_device(t, "STREAM029", 0);
    aclcts_fail(t, "rtSetStreamOverflowSwitch", ACL_ERROR_RT_FEATURE_NOT_SUPPORT, 1);
    CHECK_CODE(t, t->acl->aclrtSetStreamOverflowSwitch(NULL, 1u), ACL_ERROR_RT_FEATURE_NOT_SUPPORT);
}

ACLCTS_TEST(STREAM030, NullFlagOutIsRefused, "STREAM030", ACLCTS_PRODUCT)
{
    CHAIN_NEED_DEVICES(t);
    chain_set_device(t, "STREAM030", 0);
    CHAIN_EXPECT_NULL_REFUSED(t, t->acl->aclrtGetStreamOverflowSwitch(NULL, NULL), "rtGetStreamOverflowSwitch");
}

ACLCTS_TEST(STREAM030, FailingRuntimeLeavesTheFlag, "STREAM030", ACLCTS_PRODUCT | ACLCTS_TRACE)
{
    CHAIN_NEED_DEVICES(t);
    chain_set_device(t, "STREAM030", 0);
    aclcts_fail(t, "rtGetStreamOverflowSwitch", ACL_ERROR_RT_INTERNAL_ERROR, 1);
    uint32_t v = 0xdeadu;
    CHECK_CODE(t, t->acl->aclrtGetStreamOverflowSwitch(NULL, &v), ACL_ERROR_RT_INTERNAL_ERROR);
    CHECK_INT(t, v, 0xdeadu);
}

/* STREAM031: the switch of each stream. */
ACLCTS_TEST(STREAM031, EachStreamKeepsItsSwitch, "STREAM031 STREAM029 STREAM030", ACLCTS_PRODUCT)
{
    CHAIN_NEED_DEVICES(t);
    aclcts_default_soc(t); /* RT_FEATURE_STREAM_ATTR_OVERFLOW_CHECK and STARS */
    chain_set_device(t, "STREAM031", 0);
    aclrtStream a = chain_create_stream(t, "STREAM031");
    aclrtStream b = chain_create_stream_with(t, "STREAM031", 1, ACL_STREAM_FAST_LAUNCH);
    switch_expect_value(t, "STREAM031", a, 0);
    CHECK_CODE_FOR(t, "STREAM029", t->acl->aclrtSetStreamOverflowSwitch(a, 1u), ACL_SUCCESS);
    switch_expect_value(t, "STREAM031", a, 1);
    switch_expect_value(t, "STREAM031", b, 0);
    switch_expect_value(t, "STREAM031", NULL, 0);
    CHECK_CODE_FOR(t, "STREAM029", t->acl->aclrtSetStreamOverflowSwitch(a, 0u), ACL_SUCCESS);
    switch_expect_value(t, "STREAM031", a, 0);
}

ACLCTS_TEST(STREAM031, NullIsTheDefaultStream, "STREAM031 STREAM043", ACLCTS_PRODUCT)
{
    CHAIN_NEED_DEVICES(t);
    aclcts_default_soc(t);
    chain_set_device(t, "STREAM031", 1);
    aclrtStream d = chain_default_stream(t, "STREAM031");
    switch_expect_value(t, "STREAM031", d, 0);
    CHECK_CODE_FOR(t, "STREAM029", t->acl->aclrtSetStreamOverflowSwitch(NULL, 1u), ACL_SUCCESS);
    switch_expect_value(t, "STREAM031", d, 1);
    CHECK_CODE_FOR(t, "STREAM029", t->acl->aclrtSetStreamOverflowSwitch(d, 0u), ACL_SUCCESS);
    switch_expect_value(t, "STREAM031", NULL, 0);
}

/* STREAM032: the stream's context. A runtime without
 * RT_FEATURE_STREAM_ATTR_OVERFLOW_CHECK answers rtSetStreamOverflowSwitch
 * with success before it looks at the stream (src/runtime/api/api_c_stream.cc
 * rtSetStreamOverflowSwitch), so these cases pin the default SoC. */
ACLCTS_TEST(STREAM032, StreamOfAnotherContext, "STREAM032", ACLCTS_PRODUCT)
{
    CHAIN_NEED_DEVICES(t);
    aclcts_default_soc(t);
    (void)chain_create_context(t, "STREAM032", 0);
    aclrtStream s = chain_create_stream(t, "STREAM032");
    (void)chain_create_context(t, "STREAM032", 0);
    uint32_t v = 0xdeadu;
    CHECK_CODE(t, t->acl->aclrtSetStreamOverflowSwitch(s, 1u), ACL_ERROR_RT_STREAM_CONTEXT);
    CHECK_CODE(t, t->acl->aclrtGetStreamOverflowSwitch(s, &v), ACL_ERROR_RT_STREAM_CONTEXT);
    CHECK_INT(t, v, 0xdeadu);
}

static void switch_without_context(aclcts_t *t, void *arg)
{
    uint32_t v = 0xdeadu;
    CHECK_CODE(t, t->acl->aclrtSetStreamOverflowSwitch((aclrtStream)arg, 1u), ACL_ERROR_RT_CONTEXT_NULL);
    CHECK_CODE(t, t->acl->aclrtGetStreamOverflowSwitch((aclrtStream)arg, &v), ACL_ERROR_RT_CONTEXT_NULL);
    CHECK_CODE(t, t->acl->aclrtGetStreamOverflowSwitch(NULL, &v), ACL_ERROR_RT_CONTEXT_NULL);
}

ACLCTS_TEST(STREAM032, ThreadWithoutContextIsContextNull, "STREAM032", ACLCTS_PRODUCT)
{
    CHAIN_NEED_DEVICES(t);
    aclcts_default_soc(t);
    chain_set_device(t, "STREAM032", 0);
    thread_run_checks(t, switch_without_context, chain_create_stream(t, "STREAM032"));
}

/* STREAM033: the failure mode goes down as given. NULL is the default stream
 * only on a runtime with RT_FEATURE_DEVICE_CTRL_SQ (src/runtime/core/src/
 * runtime.cc Runtime::GetCurStream); other SoCs' runtimes refuse it with
 * 107000 (api_error.cc ApiErrorDecorator::StreamSetMode): the default SoC. */
ACLCTS_TEST(STREAM033, ModeGoesDownUnchecked, "STREAM033", ACLCTS_PRODUCT | ACLCTS_TRACE)
{
    CHAIN_NEED_DEVICES(t);
    aclcts_default_soc(t);
    chain_set_device(t, "STREAM033", 0);
    aclrtStream s = chain_create_stream(t, "STREAM033");
    size_t m = aclcts_mark(t);
    CHECK_CODE(t, t->acl->aclrtSetStreamFailureMode(s, ACL_CONTINUE_ON_FAILURE), ACL_SUCCESS);
    CHECK_CODE(t, t->acl->aclrtSetStreamFailureMode(NULL, 2u), ACL_SUCCESS);
    CHECK_CODE(t, t->acl->aclrtSetStreamFailureMode(s, ACL_STOP_ON_FAILURE), ACL_SUCCESS);
    CHECK_CODE(t, t->acl->aclrtSetStreamFailureMode(s, UINT64_MAX), ACL_SUCCESS);
    CHECK_TRACE(t, m,
                "rtStreamSetMode(ptr,0)=0\nrtStreamSetMode(NULL,2)=0\nrtStreamSetMode(ptr,1)=0\n"
                "rtStreamSetMode(ptr,18446744073709551615)=0\n");
}

ACLCTS_TEST(STREAM033, RuntimeCodeComesBackUnchanged, "STREAM033", ACLCTS_PRODUCT | ACLCTS_TRACE)
{
    CHAIN_NEED_DEVICES(t);
    chain_set_device(t, "STREAM033", 0);
    aclcts_fail(t, "rtStreamSetMode", ACL_ERROR_RT_FEATURE_NOT_SUPPORT, 1);
    CHECK_CODE(t, t->acl->aclrtSetStreamFailureMode(NULL, ACL_STOP_ON_FAILURE), ACL_ERROR_RT_FEATURE_NOT_SUPPORT);
}

/* STREAM034: what the runtime makes of the mode, as a device build runs it. */
static void mode_need_device_build(aclcts_t *t)
{
    const char *lib = aclcts_lower_of(t, "rtStreamSetMode");
    if (lib == NULL) return;
    const char *base = strrchr(lib, '/');
    SKIP(t,
         "%s beneath answers rtStreamSetMode: a runtime built for a host (CFG_DEV_PLATFORM_PC) returns 0 for every "
         "mode after its NULL check (api_error.cc ApiErrorDecorator::StreamSetMode), the case needs a device "
         "build's answers",
         base ? base + 1 : lib);
}

ACLCTS_TEST(STREAM034, StopCannotGoBackToContinue, "STREAM034 STREAM033", ACLCTS_PRODUCT)
{
    CHAIN_NEED_DEVICES(t);
    mode_need_device_build(t);
    chain_set_device(t, "STREAM034", 0);
    aclrtStream s = chain_create_stream(t, "STREAM034");
    CHECK_CODE(t, t->acl->aclrtSetStreamFailureMode(s, ACL_CONTINUE_ON_FAILURE), ACL_SUCCESS);
    CHECK_CODE(t, t->acl->aclrtSetStreamFailureMode(s, ACL_STOP_ON_FAILURE), ACL_SUCCESS);
    CHECK_CODE(t, t->acl->aclrtSetStreamFailureMode(s, 3u), ACL_SUCCESS); /* bit 0: stop again */
    CHECK_CODE(t, t->acl->aclrtSetStreamFailureMode(s, ACL_CONTINUE_ON_FAILURE), ACL_ERROR_RT_FEATURE_NOT_SUPPORT);
    CHECK_CODE(t, t->acl->aclrtSetStreamFailureMode(s, 2u), ACL_ERROR_RT_FEATURE_NOT_SUPPORT);
}

ACLCTS_TEST(STREAM034, StreamOfAnotherContext, "STREAM034", ACLCTS_PRODUCT)
{
    CHAIN_NEED_DEVICES(t);
    mode_need_device_build(t);
    (void)chain_create_context(t, "STREAM034", 0);
    aclrtStream s = chain_create_stream(t, "STREAM034");
    chain_set_device(t, "STREAM034", 1);
    CHECK_CODE(t, t->acl->aclrtSetStreamFailureMode(s, ACL_STOP_ON_FAILURE), ACL_ERROR_RT_STREAM_CONTEXT);
}

static void mode_without_context(aclcts_t *t, void *arg)
{
    (void)arg;
    CHECK_CODE(t, t->acl->aclrtSetStreamFailureMode(NULL, ACL_STOP_ON_FAILURE), ACL_ERROR_RT_PARAM_INVALID);
}

/* Both builds check NULL first: without a context it names no stream. */
ACLCTS_TEST(STREAM034, NullWithoutContextIsInvalid, "STREAM034", ACLCTS_PRODUCT)
{
    CHAIN_NEED_DEVICES(t);
    chain_set_device(t, "STREAM034", 0);
    thread_run_checks(t, mode_without_context, NULL);
}
