/* REF002: aclFinalizeReference at count 1 runs the full deinit; *refCount
 * gets 0 on success, and 1 with the deinit's code on failure. */
#include "helpers/callbacks.h"
#include "helpers/configs.h"
#include "helpers/fin.h"
#include "helpers/init.h"
#include "helpers/traces.h"

ACLCTS_TEST(REF002, CountTwoOneZeroThenRepeat, "REF002 REF001 REF003", ACLCTS_PRODUCT)
{
    init_expect_times(t, "REF002", 2);
    fin_expect_reference(t, "REF001", ACL_SUCCESS, 1);
    fin_expect_reference(t, "REF002", ACL_SUCCESS, 0);
    fin_expect_reference(t, "REF003", ACL_ERROR_REPEAT_FINALIZE, 0);
}

ACLCTS_TEST(REF002, LastReferenceRunsTheDeinitTrace, "REF002 FIN003", ACLCTS_PRODUCT | ACLCTS_TRACE)
{
    aclcts_default_soc(t); /* its traces hold the default SoC runtime's fill-function answers */
    uint64_t n = 99;
    CHECK_CODE(t, t->acl->aclInit(config_dev0_file(t)), ACL_SUCCESS);
    size_t m = aclcts_mark(t);
    CHECK_CODE(t, t->acl->aclFinalizeReference(&n), ACL_SUCCESS);
    CHECK_TRACE(t, m, TR_DEINIT_DUMP_DEV);
    CHECK_INT(t, n, 0);
}

ACLCTS_TEST(REF002, LastReferenceRunsFinalizeCallbacksOnce, "REF002 CB004", ACLCTS_PRODUCT)
{
    static aclcts_cb model = {.tag = "MODEL"}, other = {.tag = "OTHER"};
    cb_add(t, "REF002", CB_FIN,
           CB_ENTRIES({ACL_REG_TYPE_OTHER, &other, CB_FN}, {ACL_REG_TYPE_ACL_MODEL, &model, CB_FN}));
    init_expect_times(t, "REF002", 2);
    CHECK_CODE(t, t->acl->aclFinalizeReference(NULL), ACL_SUCCESS);
    CHECK_STR(t, aclcts_cb_log(), "");
    CHECK_CODE(t, t->acl->aclFinalizeReference(NULL), ACL_SUCCESS);
    CHECK_STR(t, aclcts_cb_log(), "MODEL OTHER");
}

ACLCTS_TEST(REF002, FailureAtOneWritesOneAndReturnsTheCode, "REF002 CB008", ACLCTS_PRODUCT)
{
    static aclcts_cb model = {.tag = "MODEL", .ret = ACL_ERROR_FAILURE};
    cb_add(t, "REF002", CB_FIN, CB_ENTRIES({ACL_REG_TYPE_ACL_MODEL, &model, CB_FN}));
    CHECK_CODE(t, t->acl->aclInit(NULL), ACL_SUCCESS);
    fin_expect_reference(t, "REF002", ACL_ERROR_FAILURE, 1);
    model.ret = ACL_SUCCESS;
    fin_expect_reference(t, "REF002", ACL_SUCCESS, 0);
    CHECK_INT(t, model.calls, 2);
}

ACLCTS_TEST(REF002, FailureAtOneKeepsLibraryInitialised, "REF002 STATE002", ACLCTS_PRODUCT)
{
    static aclcts_cb other = {.tag = "OTHER", .ret = ACL_ERROR_RT_PARAM_INVALID};
    cb_add(t, "REF002", CB_FIN, CB_ENTRIES({ACL_REG_TYPE_OTHER, &other, CB_FN}));
    CHECK_CODE(t, t->acl->aclInit(NULL), ACL_SUCCESS);
    fin_expect_reference(t, "REF002", ACL_ERROR_RT_PARAM_INVALID, 1);
    CHECK_CODE(t, t->acl->aclInit(NULL), ACL_ERROR_REPEAT_INITIALIZE);
    fin_expect_reference(t, "REF001", ACL_SUCCESS, 1);
}

ACLCTS_TEST(REF002, LastReferenceAllowsReinit, "REF002 FIN009", ACLCTS_PRODUCT)
{
    CHECK_CODE(t, t->acl->aclInit(NULL), ACL_SUCCESS);
    fin_expect_reference(t, "REF002", ACL_SUCCESS, 0);
    init_expect_times(t, "REF002", 2);
    fin_expect_reference(t, "REF002", ACL_SUCCESS, 1);
}
