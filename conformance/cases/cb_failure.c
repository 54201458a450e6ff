/* CB008: the first callback that returns non-zero stops the dispatch and its
 * exact value becomes the result of aclInit / aclFinalize. Nothing is rolled
 * back: a failed init leaves the count at 0 and saves no config; a failed
 * deinit leaves the library initialised, and a retry runs the whole deinit
 * again, earlier callbacks included. */
#include "helpers/callbacks.h"
#include "helpers/configs.h"
#include "helpers/fin.h"
#include "helpers/init.h"
#include "helpers/traces.h"

ACLCTS_TEST(CB008, DvppInitCallbackCodeIsReturnedUnchanged, "CB008", ACLCTS_PRODUCT)
{
    static aclcts_cb dvpp = {.tag = "DVPP", .ret = ACL_ERROR_RT_DRV_INTERNAL_ERROR}, other = {.tag = "OTHER"};
    cb_add(t, "CB008", CB_INIT, CB_ENTRIES({ACL_REG_TYPE_ACL_DVPP, &dvpp, CB_FN}, {ACL_REG_TYPE_OTHER, &other, CB_FN}));
    CHECK_CODE(t, t->acl->aclInit(NULL), ACL_ERROR_RT_DRV_INTERNAL_ERROR);
    CHECK_INT(t, other.calls, 0);
    fin_expect_reference(t, "CB008", ACL_ERROR_REPEAT_FINALIZE, 0);
}

ACLCTS_TEST(CB008, ModelInitFailureStopsEveryLaterStep, "CB008 INIT002", ACLCTS_PRODUCT | ACLCTS_TRACE)
{
    static aclcts_cb model = {.tag = "MODEL", .ret = ACL_ERROR_RT_PARAM_INVALID}, dvpp = {.tag = "DVPP"};
    cb_add(t, "CB008", CB_INIT,
           CB_ENTRIES({ACL_REG_TYPE_ACL_MODEL, &model, CB_FN}, {ACL_REG_TYPE_ACL_DVPP, &dvpp, CB_FN}));
    init_expect_trace(t, "CB008", config_dev0_file(t), ACL_ERROR_RT_PARAM_INVALID, TR_ERRMGR0 TR_DLOG_INIT);
    CHECK_INT(t, dvpp.calls, 0);
}

/* OTHER fails after every southbound step: nothing is undone. */
ACLCTS_TEST(CB008, OtherInitFailureRollsNothingBack, "CB008 STATE003", ACLCTS_PRODUCT | ACLCTS_TRACE)
{
    aclcts_default_soc(t); /* its traces hold the default SoC runtime's fill-function answers */
    static aclcts_cb other = {.tag = "OTHER", .ret = ACL_ERROR_FAILURE};
    cb_add(t, "CB008", CB_INIT, CB_ENTRIES({ACL_REG_TYPE_OTHER, &other, CB_FN}));
    init_expect_trace(t, "CB008", NULL, ACL_ERROR_FAILURE, TR_INIT_NULL);
    CHECK_CODE(t, t->acl->aclFinalizeReference(NULL), ACL_ERROR_REPEAT_FINALIZE);
}

ACLCTS_TEST(CB008, OpExecutorInitFailureWithFile, "CB008", ACLCTS_PRODUCT)
{
    static aclcts_cb op = {.tag = "OP_EXECUTOR", .ret = ACL_ERROR_FAILURE};
    cb_add(t, "CB008", CB_INIT, CB_ENTRIES({ACL_REG_TYPE_ACL_OP_EXECUTOR, &op, CB_FN}));
    CHECK_CODE(t, t->acl->aclInit(config_braces_file(t)), ACL_ERROR_FAILURE);
    CHECK_CODE(t, t->acl->aclFinalizeReference(NULL), ACL_ERROR_REPEAT_FINALIZE);
}

/* The failed init saved no config: a different config is accepted next. */
ACLCTS_TEST(CB008, FailedInitSavesNoConfig, "CB008 REP005", ACLCTS_PRODUCT)
{
    static aclcts_cb other = {.tag = "OTHER", .ret = ACL_ERROR_FAILURE};
    cb_add(t, "CB008", CB_INIT, CB_ENTRIES({ACL_REG_TYPE_OTHER, &other, CB_FN}));
    CHECK_CODE(t, t->acl->aclInit(config_braces_file(t)), ACL_ERROR_FAILURE);
    other.ret = ACL_SUCCESS;
    CHECK_CODE(t, t->acl->aclInit(NULL), ACL_SUCCESS);
    CHECK_INT(t, other.calls, 2);
}

/* Callbacks stay registered after a failure; a retry re-runs earlier ones. */
ACLCTS_TEST(CB008, InitRetryRunsEarlierCallbacksAgain, "CB008 CB010", ACLCTS_PRODUCT)
{
    static aclcts_cb model = {.tag = "MODEL"}, dvpp = {.tag = "DVPP", .ret = ACL_ERROR_FAILURE};
    cb_add(t, "CB008", CB_INIT,
           CB_ENTRIES({ACL_REG_TYPE_ACL_MODEL, &model, CB_FN}, {ACL_REG_TYPE_ACL_DVPP, &dvpp, CB_FN}));
    CHECK_CODE(t, t->acl->aclInit(NULL), ACL_ERROR_FAILURE);
    dvpp.ret = ACL_SUCCESS;
    CHECK_CODE(t, t->acl->aclInit(NULL), ACL_SUCCESS);
    CHECK_STR(t, aclcts_cb_log(), "MODEL DVPP MODEL DVPP");
}

ACLCTS_TEST(CB008, SecondOtherFailureStopsTheThird, "CB008 CB005", ACLCTS_PRODUCT)
{
    static aclcts_cb a = {.tag = "A"}, b = {.tag = "B", .ret = ACL_ERROR_FAILURE}, c = {.tag = "C"};
    cb_add(
        t, "CB008", CB_INIT,
        CB_ENTRIES({ACL_REG_TYPE_OTHER, &a, CB_FN}, {ACL_REG_TYPE_OTHER, &b, CB_FN}, {ACL_REG_TYPE_OTHER, &c, CB_FN}));
    CHECK_CODE(t, t->acl->aclInit(NULL), ACL_ERROR_FAILURE);
    CHECK_STR(t, aclcts_cb_log(), "A B");
}

ACLCTS_TEST(CB008, DvppFinalizeCodeIsReturnedUnchanged, "CB008 STATE002", ACLCTS_PRODUCT)
{
    static aclcts_cb dvpp = {.tag = "DVPP", .ret = ACL_ERROR_RT_PARAM_INVALID};
    cb_add(t, "CB008", CB_FIN, CB_ENTRIES({ACL_REG_TYPE_ACL_DVPP, &dvpp, CB_FN}));
    CHECK_CODE(t, t->acl->aclInit(NULL), ACL_SUCCESS);
    CHECK_CODE(t, t->acl->aclFinalize(), ACL_ERROR_RT_PARAM_INVALID);
    CHECK_CODE(t, t->acl->aclInit(NULL), ACL_ERROR_REPEAT_INITIALIZE);
}

ACLCTS_TEST(CB008, FinalizeRetryRunsEarlierCallbacksAgain, "CB008 CB004", ACLCTS_PRODUCT)
{
    static aclcts_cb opc = {.tag = "OP_COMPILER"}, model = {.tag = "MODEL"};
    static aclcts_cb dvpp = {.tag = "DVPP", .ret = ACL_ERROR_FAILURE}, other = {.tag = "OTHER"};
    cb_add(t, "CB008", CB_FIN,
           CB_ENTRIES({ACL_REG_TYPE_ACL_OP_COMPILER, &opc, CB_FN}, {ACL_REG_TYPE_ACL_MODEL, &model, CB_FN},
                      {ACL_REG_TYPE_ACL_DVPP, &dvpp, CB_FN}, {ACL_REG_TYPE_OTHER, &other, CB_FN}));
    CHECK_CODE(t, t->acl->aclInit(NULL), ACL_SUCCESS);
    CHECK_CODE(t, t->acl->aclFinalize(), ACL_ERROR_FAILURE);
    CHECK_STR(t, aclcts_cb_log(), "OP_COMPILER MODEL DVPP");
    dvpp.ret = ACL_SUCCESS;
    CHECK_CODE(t, t->acl->aclFinalize(), ACL_SUCCESS);
    CHECK_STR(t, aclcts_cb_log(), "OP_COMPILER MODEL DVPP OP_COMPILER MODEL DVPP OTHER");
    CHECK_CODE(t, t->acl->aclFinalize(), ACL_ERROR_REPEAT_FINALIZE);
}

/* The retry also repeats the southbound steps before the failure point. */
ACLCTS_TEST(CB008, FinalizeRetryRepeatsTheSouthboundSteps, "CB008 FIN003", ACLCTS_PRODUCT | ACLCTS_TRACE)
{
    aclcts_default_soc(t); /* its traces hold the default SoC runtime's fill-function answers */
    static aclcts_cb dvpp = {.tag = "DVPP", .ret = ACL_ERROR_FAILURE};
    cb_add(t, "CB008", CB_FIN, CB_ENTRIES({ACL_REG_TYPE_ACL_DVPP, &dvpp, CB_FN}));
    CHECK_CODE(t, t->acl->aclInit(config_braces_file(t)), ACL_SUCCESS);
    fin_expect_finalize_code(t, "CB008", ACL_ERROR_FAILURE, TR_DLOG_FIN TR_PROF_FIN TR_DUMP_UNINIT);
    dvpp.ret = ACL_SUCCESS;
    fin_expect_finalize(t, "CB008", TR_DEINIT_DUMP);
}

ACLCTS_TEST(CB008, OpCompilerFinalizeFailureStopsModel, "CB008 CB004", ACLCTS_PRODUCT)
{
    static aclcts_cb opc = {.tag = "OP_COMPILER", .ret = ACL_ERROR_FAILURE}, model = {.tag = "MODEL"};
    cb_add(t, "CB008", CB_FIN,
           CB_ENTRIES({ACL_REG_TYPE_ACL_MODEL, &model, CB_FN}, {ACL_REG_TYPE_ACL_OP_COMPILER, &opc, CB_FN}));
    CHECK_CODE(t, t->acl->aclFinalize(), ACL_ERROR_FAILURE);
    CHECK_INT(t, model.calls, 0);
}

/* OTHER runs after every southbound step; its failure still keeps the state. */
ACLCTS_TEST(CB008, OtherFinalizeFailureAfterAllSouthboundSteps, "CB008 FIN003", ACLCTS_PRODUCT | ACLCTS_TRACE)
{
    aclcts_default_soc(t); /* its traces hold the default SoC runtime's fill-function answers */
    static aclcts_cb other = {.tag = "OTHER", .ret = ACL_ERROR_FAILURE};
    cb_add(t, "CB008", CB_FIN, CB_ENTRIES({ACL_REG_TYPE_OTHER, &other, CB_FN}));
    CHECK_CODE(t, t->acl->aclInit(config_dev0_file(t)), ACL_SUCCESS);
    fin_expect_finalize_code(t, "CB008", ACL_ERROR_FAILURE, TR_DEINIT_DUMP_DEV);
    CHECK_CODE(t, t->acl->aclInit(NULL), ACL_ERROR_REPEAT_INITIALIZE);
}
