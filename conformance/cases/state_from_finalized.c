/* STATE002, rows leaving FINALIZED:
 *   FINALIZED --aclInit ok--> INIT(1), 0
 *   FINALIZED --aclInit fails--> FINALIZED, error
 *   FINALIZED --aclFinalize--> 100037, nothing else
 *   FINALIZED --aclFinalizeReference(p)--> 100037, *p = 0 */
#include "helpers/fin.h"
#include "helpers/init.h"

static void go_finalized(aclcts_t *t)
{
    CHECK_CODE_FATAL_FOR(t, "STATE002", t->acl->aclInit(NULL), ACL_SUCCESS);
    CHECK_CODE_FATAL_FOR(t, "STATE002", t->acl->aclFinalize(), ACL_SUCCESS);
}

ACLCTS_TEST(STATE002, FinalizedInitSuccessGoesToInitOne, "STATE002 FIN009", ACLCTS_PRODUCT)
{
    ACLCTS_NEED(t, aclFinalizeReference);
    go_finalized(t);
    CHECK_CODE(t, t->acl->aclInit(NULL), ACL_SUCCESS);
    init_expect_count_one(t, "STATE002");
}

ACLCTS_TEST(STATE002, FinalizedInitFailureStaysFinalized, "STATE002 STATE003", ACLCTS_PRODUCT)
{
    go_finalized(t);
    CHECK_CODE(t, t->acl->aclInit(aclcts_path(t, "missing.json")), ACL_ERROR_INVALID_FILE);
    CHECK_CODE(t, t->acl->aclFinalize(), ACL_ERROR_REPEAT_FINALIZE);
    init_expect_count_zero(t, "STATE002");
}

ACLCTS_TEST(STATE002, FinalizedFinalizeRunsNothing, "STATE002 FIN001", ACLCTS_PRODUCT)
{
    ACLCTS_NEED(t, aclFinalizeCallbackRegister);
    go_finalized(t);
    aclcts_cb other = {.tag = "OTHER"};
    CHECK_CODE(t, t->acl->aclFinalizeCallbackRegister(ACL_REG_TYPE_OTHER, aclcts_fin_cb, &other), ACL_SUCCESS);
    CHECK_CODE(t, t->acl->aclFinalize(), ACL_ERROR_REPEAT_FINALIZE);
    CHECK_INT(t, other.calls, 0);
}

ACLCTS_TEST(STATE002, FinalizedFinalizeMakesNoSouthboundCall, "STATE002 FIN001", ACLCTS_PRODUCT | ACLCTS_TRACE)
{
    go_finalized(t);
    fin_expect_finalize_code(t, "STATE002", ACL_ERROR_REPEAT_FINALIZE, "");
}

ACLCTS_TEST(STATE002, FinalizedFinalizeReferenceReturnsRepeatFinalize, "STATE002 REF003", ACLCTS_PRODUCT)
{
    ACLCTS_NEED(t, aclFinalizeReference);
    go_finalized(t);
    fin_expect_reference(t, "STATE002", ACL_ERROR_REPEAT_FINALIZE, 0);
}
