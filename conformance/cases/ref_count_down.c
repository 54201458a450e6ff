/* REF001: aclFinalizeReference at count > 1 only decrements: it returns 0,
 * writes the new count and runs no deinit (no callback, no southbound call). */
#include "fin_common.h"

ACLCTS_TEST(REF001, ReferenceAtTwoWritesOneAndStaysInitialised, "REF001", ACLCTS_PRODUCT)
{
    uint64_t n = 99;
    fin_init_times(t, "REF001", 2);
    CHECK_CODE(t, t->acl->aclFinalizeReference(&n), ACL_SUCCESS);
    CHECK_INT(t, n, 1);
    CHECK_CODE(t, t->acl->aclInit(NULL), ACL_ERROR_REPEAT_INITIALIZE);
}

ACLCTS_TEST(REF001, ReferenceAtTwoRunsNoDeinit, "REF001", ACLCTS_PRODUCT | ACLCTS_TRACE)
{
    static aclcts_cb model = {.tag = "MODEL"}, other = {.tag = "OTHER"};
    CHECK_CODE(t, t->acl->aclFinalizeCallbackRegister(ACL_REG_TYPE_ACL_MODEL, aclcts_fin_cb, &model), 0);
    CHECK_CODE(t, t->acl->aclFinalizeCallbackRegister(ACL_REG_TYPE_OTHER, aclcts_fin_cb, &other), 0);
    fin_init_times(t, "REF001", 2);
    size_t m = aclcts_mark(t);
    CHECK_CODE(t, t->acl->aclFinalizeReference(NULL), ACL_SUCCESS);
    CHECK_TRACE(t, m, "");
    CHECK_STR(t, aclcts_cb_log(), "");
}

ACLCTS_TEST(REF001, ReferenceCountsDownFromFour, "REF001 REF002 REF003", ACLCTS_PRODUCT)
{
    uint64_t n = 99;
    fin_init_times(t, "REF001", 4);
    for (uint64_t want = 3; want > 0; want--) {
        CHECK_CODE(t, t->acl->aclFinalizeReference(&n), ACL_SUCCESS);
        CHECK_INT(t, n, want);
    }
    CHECK_CODE_FOR(t, "REF002", t->acl->aclFinalizeReference(&n), ACL_SUCCESS);
    CHECK_INT_FOR(t, "REF002", n, 0);
    n = 99;
    CHECK_CODE_FOR(t, "REF003", t->acl->aclFinalizeReference(&n), ACL_ERROR_REPEAT_FINALIZE);
    CHECK_INT_FOR(t, "REF003", n, 0);
}

/* A repeat aclInit counts whatever its argument (INIT001). */
ACLCTS_TEST(REF001, RepeatInitWithInvalidPathStillCounts, "REF001 INIT001", ACLCTS_PRODUCT)
{
    uint64_t n = 99;
    CHECK_CODE(t, t->acl->aclInit(NULL), ACL_SUCCESS);
    CHECK_CODE(t, t->acl->aclInit(aclcts_path(t, "missing.json")), ACL_ERROR_REPEAT_INITIALIZE);
    CHECK_CODE(t, t->acl->aclFinalizeReference(&n), ACL_SUCCESS);
    CHECK_INT(t, n, 1);
}

/* Interleaving with aclInit: the count goes up and down by one. */
ACLCTS_TEST(REF001, InitAndReferenceInterleave, "REF001", ACLCTS_PRODUCT)
{
    uint64_t n = 99;
    fin_init_times(t, "REF001", 2);
    CHECK_CODE(t, t->acl->aclFinalizeReference(&n), ACL_SUCCESS);
    CHECK_INT(t, n, 1);
    CHECK_CODE(t, t->acl->aclInit(NULL), ACL_ERROR_REPEAT_INITIALIZE);
    CHECK_CODE(t, t->acl->aclInit(NULL), ACL_ERROR_REPEAT_INITIALIZE);
    CHECK_CODE(t, t->acl->aclFinalizeReference(&n), ACL_SUCCESS);
    CHECK_INT(t, n, 2);
}
