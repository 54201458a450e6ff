/* PROF008: every deinit attempt calls MsprofFinalize() once, whether or not
 * profiling was ever started, and again on a retry after a failed deinit;
 * aclFinalizeReference above count 1 and a repeated aclFinalize (100037)
 * make no MsprofFinalize call. */
#include "helpers/init.h"

#define PROF_FIN "MsprofFinalize"

/* aclFinalize returns `code` and makes `calls` MsprofFinalize calls. */
#define finalize_counts(t, ...) ACLCTS_HELPER(finalize_counts_, t, __VA_ARGS__)
static void finalize_counts_(aclcts_t *t, const char *rule, aclError code, size_t calls)
{
    size_t m = aclcts_mark(t);
    CHECK_CODE_FOR(t, rule, t->acl->aclFinalize(), code);
    CHECK_INT_FOR(t, rule, aclcts_calls(t, PROF_FIN, m), calls);
}

ACLCTS_TEST(PROF008, NeverInitialisedProcessFinalizesProfiling, "PROF008 FIN002", ACLCTS_PRODUCT | ACLCTS_TRACE)
{
    finalize_counts(t, "PROF008", ACL_SUCCESS, 1);
    finalize_counts(t, "PROF008", ACL_ERROR_REPEAT_FINALIZE, 0);
}

/* The only aclInit failed before the profiling step (a MODEL callback). */
ACLCTS_TEST(PROF008, InitFailedBeforeProfilingStillFinalizesIt, "PROF008 FIN002 CB008", ACLCTS_PRODUCT | ACLCTS_TRACE)
{
    static aclcts_cb model = {.tag = "MODEL", .ret = ACL_ERROR_FAILURE};
    CHECK_CODE(t, t->acl->aclInitCallbackRegister(ACL_REG_TYPE_ACL_MODEL, aclcts_init_cb, &model), 0);
    size_t m = aclcts_mark(t);
    CHECK_CODE(t, t->acl->aclInit(NULL), ACL_ERROR_FAILURE);
    CHECK_INT(t, aclcts_calls(t, "MsprofInit", m), 0);
    finalize_counts(t, "PROF008", ACL_SUCCESS, 1);
}

/* A failed deinit (OTHER finalize callback) and its retry: one call each. */
ACLCTS_TEST(PROF008, RetriedDeinitFinalizesProfilingAgain, "PROF008 FIN003 CB008", ACLCTS_PRODUCT | ACLCTS_TRACE)
{
    static aclcts_cb other = {.tag = "OTHER", .ret = ACL_ERROR_FAILURE};
    CHECK_CODE(t, t->acl->aclFinalizeCallbackRegister(ACL_REG_TYPE_OTHER, aclcts_fin_cb, &other), 0);
    CHECK_CODE(t, t->acl->aclInit(NULL), ACL_SUCCESS);
    finalize_counts(t, "PROF008", ACL_ERROR_FAILURE, 1);
    other.ret = ACL_SUCCESS;
    finalize_counts(t, "PROF008", ACL_SUCCESS, 1);
}

ACLCTS_TEST(PROF008, ReferenceAboveOneDoesNotFinalizeProfiling, "PROF008 REF001", ACLCTS_PRODUCT | ACLCTS_TRACE)
{
    uint64_t n = 99;
    init_expect_times(t, "PROF008", 2);
    size_t m = aclcts_mark(t);
    CHECK_CODE(t, t->acl->aclFinalizeReference(&n), ACL_SUCCESS);
    CHECK_INT(t, aclcts_calls(t, PROF_FIN, m), 0);
    CHECK_CODE(t, t->acl->aclFinalizeReference(&n), ACL_SUCCESS);
    CHECK_INT(t, aclcts_calls(t, PROF_FIN, m), 1);
}
