/* REP005: the remembered config is never cleared (not by aclFinalize, not by
 * aclFinalizeReference) and only a successful fresh init stores it: a failed
 * init neither saves its bytes nor replaces the saved ones. */
#include "helpers/init.h"
#include "helpers/rep.h"

ACLCTS_TEST(REP005, SurvivesSeveralFinalizeCycles, "REP005 FIN009", ACLCTS_PRODUCT)
{
    const char *a = rep_config(t, REP_A);
    const char *b = rep_config(t, REP_B);
    for (int i = 0; i < 3; ++i) {
        CHECK_CODE_FATAL(t, t->acl->aclInit(a), ACL_SUCCESS);
        CHECK_CODE_FATAL(t, t->acl->aclFinalize(), ACL_SUCCESS);
    }
    CHECK_CODE(t, t->acl->aclInit(b), ACL_ERROR_INVALID_PARAM);
}

ACLCTS_TEST(REP005, SurvivesFinalizeReference, "REP005 REF002", ACLCTS_PRODUCT)
{
    ACLCTS_NEED(t, aclFinalizeReference);
    uint64_t n = 99;
    CHECK_CODE_FATAL(t, t->acl->aclInit(rep_config(t, REP_A)), ACL_SUCCESS);
    CHECK_CODE_FATAL(t, t->acl->aclFinalizeReference(&n), ACL_SUCCESS);
    CHECK_INT(t, n, 0);
    CHECK_CODE(t, t->acl->aclInit(rep_config(t, REP_B)), ACL_ERROR_INVALID_PARAM);
}

/* B fails (err_msg_mode "2", after the comparison point) in a fresh process:
 * nothing is saved, so NULL then succeeds. */
ACLCTS_TEST(REP005, FailedFirstInitSavesNothing, "REP005 STATE003", ACLCTS_PRODUCT)
{
    const char *bad = aclcts_file(t, "bad.json", "{\"err_msg_mode\":\"2\"}");
    CHECK_CODE(t, t->acl->aclInit(bad), ACL_ERROR_INVALID_PARAM);
    CHECK_CODE(t, t->acl->aclInit(NULL), ACL_SUCCESS);
    init_expect_count_one(t, "REP005");
}

/* After A, a rejected B does not replace A: A is still accepted, B still not. */
ACLCTS_TEST(REP005, FailedInitDoesNotReplaceSavedConfig, "REP005", ACLCTS_PRODUCT)
{
    const char *a = rep_config(t, REP_A);
    const char *b = rep_config(t, REP_B);
    rep_expect_paths(t, "REP005", a, b, ACL_ERROR_INVALID_PARAM);
    CHECK_CODE(t, t->acl->aclInit(a), ACL_SUCCESS);
    CHECK_CODE(t, t->acl->aclFinalize(), ACL_SUCCESS);
    CHECK_CODE(t, t->acl->aclInit(b), ACL_ERROR_INVALID_PARAM);
}

/* A first init that fails after reading a valid file (a callback error) saves
 * nothing either: a different config succeeds next. */
ACLCTS_TEST(REP005, CallbackFailureSavesNothing, "REP005 CB008", ACLCTS_PRODUCT)
{
    ACLCTS_NEED(t, aclInitCallbackRegister);
    aclcts_cb other = {.tag = "OTHER", .ret = ACL_ERROR_FAILURE};
    CHECK_CODE(t, t->acl->aclInitCallbackRegister(ACL_REG_TYPE_OTHER, aclcts_init_cb, &other), ACL_SUCCESS);
    CHECK_CODE(t, t->acl->aclInit(rep_config(t, REP_A)), ACL_ERROR_FAILURE);
    other.ret = ACL_SUCCESS;
    CHECK_CODE(t, t->acl->aclInit(rep_config(t, REP_B)), ACL_SUCCESS);
    CHECK_INT(t, other.calls, 2);
}
