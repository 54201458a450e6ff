/* PROF008: every deinit attempt calls MsprofFinalize() once, whether or not
 * profiling was ever started, and again on a retry after a failed deinit;
 * aclFinalizeReference above count 1 and a repeated aclFinalize (100037)
 * make no MsprofFinalize call. */
#include "fin_common.h"

#define PROF_FIN "MsprofFinalize"

ACLCTS_TEST(PROF008, NeverInitialisedProcessFinalizesProfiling, "PROF008 FIN002", ACLCTS_PRODUCT | ACLCTS_TRACE)
{
    size_t m = aclcts_mark(t);
    CHECK_CODE(t, t->acl->aclFinalize(), ACL_SUCCESS);
    CHECK_INT(t, aclcts_calls(t, PROF_FIN, m), 1);
    m = aclcts_mark(t);
    CHECK_CODE(t, t->acl->aclFinalize(), ACL_ERROR_REPEAT_FINALIZE);
    CHECK_INT(t, aclcts_calls(t, PROF_FIN, m), 0);
}

/* The only aclInit failed before the profiling step (a MODEL callback). */
ACLCTS_TEST(PROF008, InitFailedBeforeProfilingStillFinalizesIt, "PROF008 FIN002 CB008", ACLCTS_PRODUCT | ACLCTS_TRACE)
{
    static aclcts_cb model = {.tag = "MODEL", .ret = ACL_ERROR_FAILURE};
    CHECK_CODE(t, t->acl->aclInitCallbackRegister(ACL_REG_TYPE_ACL_MODEL, aclcts_init_cb, &model), 0);
    size_t m = aclcts_mark(t);
    CHECK_CODE(t, t->acl->aclInit(NULL), ACL_ERROR_FAILURE);
    CHECK_INT(t, aclcts_calls(t, "MsprofInit", m), 0);
    m = aclcts_mark(t);
    CHECK_CODE(t, t->acl->aclFinalize(), ACL_SUCCESS);
    CHECK_INT(t, aclcts_calls(t, PROF_FIN, m), 1);
}

/* A failed deinit (OTHER finalize callback) and its retry: one call each. */
ACLCTS_TEST(PROF008, RetriedDeinitFinalizesProfilingAgain, "PROF008 FIN003 CB008", ACLCTS_PRODUCT | ACLCTS_TRACE)
{
    static aclcts_cb other = {.tag = "OTHER", .ret = ACL_ERROR_FAILURE};
    CHECK_CODE(t, t->acl->aclFinalizeCallbackRegister(ACL_REG_TYPE_OTHER, aclcts_fin_cb, &other), 0);
    CHECK_CODE(t, t->acl->aclInit(NULL), ACL_SUCCESS);
    size_t m = aclcts_mark(t);
    CHECK_CODE(t, t->acl->aclFinalize(), ACL_ERROR_FAILURE);
    CHECK_INT(t, aclcts_calls(t, PROF_FIN, m), 1);
    other.ret = ACL_SUCCESS;
    m = aclcts_mark(t);
    CHECK_CODE(t, t->acl->aclFinalize(), ACL_SUCCESS);
    CHECK_INT(t, aclcts_calls(t, PROF_FIN, m), 1);
}

ACLCTS_TEST(PROF008, ReferenceAboveOneDoesNotFinalizeProfiling, "PROF008 REF001", ACLCTS_PRODUCT | ACLCTS_TRACE)
{
    uint64_t n = 99;
    CHECK_CODE(t, t->acl->aclInit(NULL), ACL_SUCCESS);
    CHECK_CODE(t, t->acl->aclInit(NULL), ACL_ERROR_REPEAT_INITIALIZE);
    size_t m = aclcts_mark(t);
    CHECK_CODE(t, t->acl->aclFinalizeReference(&n), ACL_SUCCESS);
    CHECK_INT(t, aclcts_calls(t, PROF_FIN, m), 0);
    CHECK_CODE(t, t->acl->aclFinalizeReference(&n), ACL_SUCCESS);
    CHECK_INT(t, aclcts_calls(t, PROF_FIN, m), 1);
}
