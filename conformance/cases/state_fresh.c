/* STATE001: a new process is FRESH: reference count 0 and the finalized flag
 * false. Observable as: aclFinalizeReference answers 100037 with a count of
 * 0, aclFinalize runs the deinit and answers 0 (then 100037), aclInit answers
 * 0 (not 100002). */
#include "helpers/fin.h"

ACLCTS_TEST(STATE001, NewProcessHasCountZero, "STATE001 REF003", ACLCTS_PRODUCT)
{
    ACLCTS_NEED(t, aclFinalizeReference);
    fin_expect_reference(t, "STATE001", ACL_ERROR_REPEAT_FINALIZE, 0);
}

ACLCTS_TEST(STATE001, NewProcessIsNotFinalized, "STATE001 FIN002", ACLCTS_PRODUCT)
{
    CHECK_CODE(t, t->acl->aclFinalize(), ACL_SUCCESS);
    CHECK_CODE(t, t->acl->aclFinalize(), ACL_ERROR_REPEAT_FINALIZE);
}

ACLCTS_TEST(STATE001, NewProcessAcceptsFirstInit, "STATE001 STATE002", ACLCTS_PRODUCT)
{
    CHECK_CODE(t, t->acl->aclInit(NULL), ACL_SUCCESS);
    CHECK_CODE(t, t->acl->aclInit(NULL), ACL_ERROR_REPEAT_INITIALIZE);
}
