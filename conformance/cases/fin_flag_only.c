/* FIN001: aclFinalize looks only at the finalized flag F. After a completed
 * deinit it returns 100037 and does nothing; otherwise it runs the whole deinit
 * whatever the reference count is, and leaves the count at 0. */
#include "helpers/fin.h"
#include "helpers/init.h"
#include "helpers/traces.h"

static void init_times(aclcts_t *t, int n)
{
    CHECK_CODE_FOR(t, "FIN001", t->acl->aclInit(NULL), ACL_SUCCESS);
    for (int i = 1; i < n; i++) CHECK_CODE_FOR(t, "FIN001", t->acl->aclInit(NULL), ACL_ERROR_REPEAT_INITIALIZE);
}

ACLCTS_TEST(FIN001, FinalizeAtRefCountFiveClearsTheCount, "FIN001 REF003", ACLCTS_PRODUCT)
{
    init_times(t, 5);
    CHECK_CODE(t, t->acl->aclFinalize(), ACL_SUCCESS);
    fin_expect_reference(t, "FIN001", ACL_ERROR_REPEAT_FINALIZE, 0);
    CHECK_CODE(t, t->acl->aclFinalize(), ACL_ERROR_REPEAT_FINALIZE);
}

ACLCTS_TEST(FIN001, FinalizeAtRefCountFiveRunsOneDeinit, "FIN001 FIN003", ACLCTS_PRODUCT | ACLCTS_TRACE)
{
    aclcts_default_soc(t); /* its traces hold the default SoC runtime's fill-function answers */
    static aclcts_cb model = {.tag = "MODEL"};
    CHECK_CODE(t, t->acl->aclFinalizeCallbackRegister(ACL_REG_TYPE_ACL_MODEL, aclcts_fin_cb, &model), 0);
    init_times(t, 5);
    fin_expect_finalize(t, "FIN001", TR_DEINIT);
    CHECK_INT(t, model.calls, 1);
}

ACLCTS_TEST(FIN001, FinalizeAtRefCountTwoThenInitIsFresh, "FIN001 FIN009", ACLCTS_PRODUCT | ACLCTS_TRACE)
{
    aclcts_default_soc(t); /* its traces hold the default SoC runtime's fill-function answers */
    init_times(t, 2);
    CHECK_CODE(t, t->acl->aclFinalize(), ACL_SUCCESS);
    init_expect_trace(t, "FIN001", NULL, ACL_SUCCESS, TR_REINIT_NULL);
}

ACLCTS_TEST(FIN001, RepeatFinalizeMakesNoSouthboundCall, "FIN001", ACLCTS_PRODUCT | ACLCTS_TRACE)
{
    CHECK_CODE(t, t->acl->aclInit(NULL), ACL_SUCCESS);
    CHECK_CODE(t, t->acl->aclFinalize(), ACL_SUCCESS);
    size_t m = aclcts_mark(t);
    CHECK_CODE(t, t->acl->aclFinalize(), ACL_ERROR_REPEAT_FINALIZE);
    CHECK_CODE(t, t->acl->aclFinalize(), ACL_ERROR_REPEAT_FINALIZE);
    CHECK_TRACE(t, m, "");
}

ACLCTS_TEST(FIN001, RepeatFinalizeRunsNoFinalizeCallback, "FIN001 CB004", ACLCTS_PRODUCT)
{
    static aclcts_cb other = {.tag = "OTHER"};
    CHECK_CODE(t, t->acl->aclFinalizeCallbackRegister(ACL_REG_TYPE_OTHER, aclcts_fin_cb, &other), 0);
    CHECK_CODE(t, t->acl->aclInit(NULL), ACL_SUCCESS);
    CHECK_CODE(t, t->acl->aclFinalize(), ACL_SUCCESS);
    CHECK_CODE(t, t->acl->aclFinalize(), ACL_ERROR_REPEAT_FINALIZE);
    CHECK_INT(t, other.calls, 1);
}

/* Once finalized, a failed re-init keeps F true: finalize is a repeat. */
ACLCTS_TEST(FIN001, FinalizeAfterFailedReinitIsRepeat, "FIN001 STATE002", ACLCTS_PRODUCT)
{
    CHECK_CODE(t, t->acl->aclInit(NULL), ACL_SUCCESS);
    CHECK_CODE(t, t->acl->aclFinalize(), ACL_SUCCESS);
    CHECK_CODE(t, t->acl->aclInit(aclcts_path(t, "missing.json")), ACL_ERROR_INVALID_FILE);
    CHECK_CODE(t, t->acl->aclFinalize(), ACL_ERROR_REPEAT_FINALIZE);
}

ACLCTS_TEST(FIN001, FinalizeAfterReferenceReachedZeroIsRepeat, "FIN001 REF002", ACLCTS_PRODUCT)
{
    CHECK_CODE(t, t->acl->aclInit(NULL), ACL_SUCCESS);
    fin_expect_reference(t, "REF002", ACL_SUCCESS, 0);
    CHECK_CODE(t, t->acl->aclFinalize(), ACL_ERROR_REPEAT_FINALIZE);
}
