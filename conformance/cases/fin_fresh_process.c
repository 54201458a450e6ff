/* FIN002: aclFinalize in a process that never initialised runs the deinit
 * (F starts false) and returns 0; the next one is a repeat finalize. */
#include "helpers/fin.h"
#include "helpers/traces.h"

ACLCTS_TEST(FIN002, FinalizeOnFreshProcessReturnsSuccessThenRepeat, "FIN002 FIN001 STATE001", ACLCTS_PRODUCT)
{
    CHECK_CODE(t, t->acl->aclFinalize(), ACL_SUCCESS);
    CHECK_CODE_FOR(t, "FIN001", t->acl->aclFinalize(), ACL_ERROR_REPEAT_FINALIZE);
}

ACLCTS_TEST(FIN002, FinalizeOnFreshProcessRunsDeinitTrace, "FIN002 FIN003", ACLCTS_PRODUCT | ACLCTS_TRACE)
{
    aclcts_default_soc(t); /* its traces hold the default SoC runtime's fill-function answers */
    fin_expect_finalize(t, "FIN002", TR_DEINIT);
    size_t m = aclcts_mark(t);
    CHECK_CODE_FOR(t, "FIN001", t->acl->aclFinalize(), ACL_ERROR_REPEAT_FINALIZE);
    CHECK_TRACE_FOR(t, "FIN001", m, "");
}

/* CB-004: finalize callbacks run at the deinit of a never-initialised process. */
ACLCTS_TEST(FIN002, FinalizeOnFreshProcessRunsFinalizeCallbacks, "FIN002 CB004", ACLCTS_PRODUCT)
{
    static aclcts_cb model = {.tag = "MODEL"}, other = {.tag = "OTHER"};
    CHECK_CODE(t, t->acl->aclFinalizeCallbackRegister(ACL_REG_TYPE_OTHER, aclcts_fin_cb, &other), 0);
    CHECK_CODE(t, t->acl->aclFinalizeCallbackRegister(ACL_REG_TYPE_ACL_MODEL, aclcts_fin_cb, &model), 0);
    CHECK_CODE(t, t->acl->aclFinalize(), ACL_SUCCESS);
    CHECK_STR(t, aclcts_cb_log(), "MODEL OTHER");
    CHECK_CODE_FOR(t, "FIN001", t->acl->aclFinalize(), ACL_ERROR_REPEAT_FINALIZE);
    CHECK_INT_FOR(t, "FIN001", model.calls, 1);
}

/* A failed fresh init leaves F false, so the deinit still runs once. */
ACLCTS_TEST(FIN002, FinalizeAfterFailedFreshInitRunsDeinit, "FIN002 STATE003", ACLCTS_PRODUCT)
{
    CHECK_CODE(t, t->acl->aclInit(aclcts_path(t, "missing.json")), ACL_ERROR_INVALID_FILE);
    CHECK_CODE(t, t->acl->aclFinalize(), ACL_SUCCESS);
    CHECK_CODE(t, t->acl->aclFinalize(), ACL_ERROR_REPEAT_FINALIZE);
}

ACLCTS_TEST(FIN002, InitAfterFreshFinalizeSucceeds, "FIN002 FIN009", ACLCTS_PRODUCT)
{
    CHECK_CODE(t, t->acl->aclFinalize(), ACL_SUCCESS);
    CHECK_CODE_FOR(t, "FIN009", t->acl->aclInit(NULL), ACL_SUCCESS);
    CHECK_CODE_FOR(t, "FIN009", t->acl->aclInit(NULL), ACL_ERROR_REPEAT_INITIALIZE);
    CHECK_CODE_FOR(t, "FIN009", t->acl->aclFinalize(), ACL_SUCCESS);
}
