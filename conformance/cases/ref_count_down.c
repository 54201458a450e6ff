/* REF001: aclFinalizeReference at count > 1 only decrements: it returns 0,
 * writes the new count and runs no deinit (no callback, no southbound call). */
#include "helpers/callbacks.h"
#include "helpers/fin.h"
#include "helpers/init.h"

ACLCTS_TEST(REF001, ReferenceAtTwoWritesOneAndStaysInitialised, "REF001", ACLCTS_PRODUCT)
{
    init_expect_times(t, "REF001", 2);
    fin_expect_reference(t, "REF001", ACL_SUCCESS, 1);
    CHECK_CODE(t, t->acl->aclInit(NULL), ACL_ERROR_REPEAT_INITIALIZE);
}

ACLCTS_TEST(REF001, ReferenceAtTwoRunsNoDeinit, "REF001", ACLCTS_PRODUCT | ACLCTS_TRACE)
{
    static aclcts_cb model = {.tag = "MODEL"}, other = {.tag = "OTHER"};
    cb_add(t, "REF001", CB_FIN,
           CB_ENTRIES({ACL_REG_TYPE_ACL_MODEL, &model, CB_FN}, {ACL_REG_TYPE_OTHER, &other, CB_FN}));
    init_expect_times(t, "REF001", 2);
    size_t m = aclcts_mark(t);
    CHECK_CODE(t, t->acl->aclFinalizeReference(NULL), ACL_SUCCESS);
    CHECK_TRACE(t, m, "");
    CHECK_STR(t, aclcts_cb_log(), "");
}

ACLCTS_TEST(REF001, ReferenceCountsDownFromFour, "REF001 REF002 REF003", ACLCTS_PRODUCT)
{
    init_expect_times(t, "REF001", 4);
    for (uint64_t want = 3; want > 0; want--) {
        fin_expect_reference(t, "REF001", ACL_SUCCESS, want);
    }
    fin_expect_reference(t, "REF002", ACL_SUCCESS, 0);
    fin_expect_reference(t, "REF003", ACL_ERROR_REPEAT_FINALIZE, 0);
}

/* A repeat aclInit counts whatever its argument (INIT001). */
ACLCTS_TEST(REF001, RepeatInitWithInvalidPathStillCounts, "REF001 INIT001", ACLCTS_PRODUCT)
{
    CHECK_CODE(t, t->acl->aclInit(NULL), ACL_SUCCESS);
    CHECK_CODE(t, t->acl->aclInit(aclcts_path(t, "missing.json")), ACL_ERROR_REPEAT_INITIALIZE);
    fin_expect_reference(t, "REF001", ACL_SUCCESS, 1);
}

/* Interleaving with aclInit: the count goes up and down by one. */
ACLCTS_TEST(REF001, InitAndReferenceInterleave, "REF001", ACLCTS_PRODUCT)
{
    init_expect_times(t, "REF001", 2);
    fin_expect_reference(t, "REF001", ACL_SUCCESS, 1);
    CHECK_CODE(t, t->acl->aclInit(NULL), ACL_ERROR_REPEAT_INITIALIZE);
    CHECK_CODE(t, t->acl->aclInit(NULL), ACL_ERROR_REPEAT_INITIALIZE);
    fin_expect_reference(t, "REF001", ACL_SUCCESS, 2);
}
