/* LASTERR001..LASTERR004: aclrtGetLastError and aclrtPeekAtLastError take
 * only ACL_RT_THREAD_LEVEL (context.cpp aclrtGetLastErrorImpl,
 * aclrtPeekAtLastErrorImpl: ACL_REQUIRES_PARAM_EQUAL_REPORT), refusing the
 * runtime's RT_CONTEXT_LEVEL (1) too, and return the runtime's answer as it
 * comes: the answer is the stored code, not a status. */
#include <limits.h>

#include "aclcts/case.h"
#include "helpers/chain.h"

/* The levels libascendcl refuses: the runtime's context level, the ones the
 * runtime refuses itself, the extremes. */
static const int k_other_levels[] = {1, 2, -1, INT_MAX, INT_MIN};
#define OTHER_LEVELS (sizeof k_other_levels / sizeof k_other_levels[0])

/* A failing aclrtSetDevice leaves 107001 stored; every other level is then
 * refused without a runtime call, and the store is still there. */
#define lasterr_expect_levels_refused(t, ...) ACLCTS_HELPER(lasterr_expect_levels_refused_, t, __VA_ARGS__)
static void lasterr_expect_levels_refused_(aclcts_t *t, const char *rule, int get)
{
    CHECK_CODE_FATAL_FOR(t, rule, t->acl->aclrtSetDevice(99), ACL_ERROR_RT_INVALID_DEVICEID);
    size_t m = aclcts_mark(t);
    for (size_t i = 0; i < OTHER_LEVELS; i++) {
        aclrtLastErrLevel level = (aclrtLastErrLevel)k_other_levels[i];
        aclError got = get ? t->acl->aclrtGetLastError(level) : t->acl->aclrtPeekAtLastError(level);
        CHECK_TRUE_FOR(t, rule, got == ACL_ERROR_INVALID_PARAM, "%s(%d) returned %d, expected 100000",
                       get ? "aclrtGetLastError" : "aclrtPeekAtLastError", k_other_levels[i], got);
    }
    if (t->trace) {
        CHECK_INT_FOR(t, rule, aclcts_calls(t, "rtGetLastError", m), 0);
        CHECK_INT_FOR(t, rule, aclcts_calls(t, "rtPeekAtLastError", m), 0);
    }
    CHECK_CODE_FOR(t, rule, t->acl->aclrtPeekAtLastError(ACL_RT_THREAD_LEVEL), ACL_ERROR_RT_INVALID_DEVICEID);
}

ACLCTS_TEST(LASTERR001, GetRefusesEveryOtherLevel, "LASTERR001 LASTERR010", ACLCTS_PRODUCT)
{
    CHAIN_NEED(t);
    lasterr_expect_levels_refused(t, "LASTERR001", 1);
}

ACLCTS_TEST(LASTERR002, PeekRefusesEveryOtherLevel, "LASTERR002 LASTERR010", ACLCTS_PRODUCT)
{
    CHAIN_NEED(t);
    lasterr_expect_levels_refused(t, "LASTERR002", 0);
}

/* A fresh process: nothing stored, one runtime call each, no aclInit. */
ACLCTS_TEST(LASTERR003, GetInAFreshProcessIsZero, "LASTERR003", ACLCTS_PRODUCT | ACLCTS_TRACE)
{
    size_t m = aclcts_mark(t);
    CHECK_CODE(t, t->acl->aclrtGetLastError(ACL_RT_THREAD_LEVEL), ACL_SUCCESS);
    CHECK_TRACE(t, m, "rtGetLastError(0)=0\n");
}

ACLCTS_TEST(LASTERR004, PeekInAFreshProcessIsZero, "LASTERR004", ACLCTS_PRODUCT | ACLCTS_TRACE)
{
    size_t m = aclcts_mark(t);
    CHECK_CODE(t, t->acl->aclrtPeekAtLastError(ACL_RT_THREAD_LEVEL), ACL_SUCCESS);
    CHECK_TRACE(t, m, "rtPeekAtLastError(0)=0\n");
}

/* Whatever the runtime answers is the answer, passed on unchanged. */
ACLCTS_TEST(LASTERR003, GetPassesTheRuntimesAnswerOn, "LASTERR003", ACLCTS_PRODUCT | ACLCTS_TRACE)
{
    aclcts_fail(t, "rtGetLastError", ACL_ERROR_RT_INTERNAL_ERROR, 1);
    size_t m = aclcts_mark(t);
    CHECK_CODE(t, t->acl->aclrtGetLastError(ACL_RT_THREAD_LEVEL), ACL_ERROR_RT_INTERNAL_ERROR);
    CHECK_TRACE(t, m, "rtGetLastError(0)=507000\n");
}

ACLCTS_TEST(LASTERR004, PeekPassesTheRuntimesAnswerOn, "LASTERR004", ACLCTS_PRODUCT | ACLCTS_TRACE)
{
    aclcts_fail(t, "rtPeekAtLastError", ACL_ERROR_RT_FEATURE_NOT_SUPPORT, 1);
    size_t m = aclcts_mark(t);
    CHECK_CODE(t, t->acl->aclrtPeekAtLastError(ACL_RT_THREAD_LEVEL), ACL_ERROR_RT_FEATURE_NOT_SUPPORT);
    CHECK_TRACE(t, m, "rtPeekAtLastError(0)=207000\n");
}
