/* FIN003: the deinit order. Southbound: DlogReportFinalize, MsprofFinalize,
 * [dump flag: AdxDataDumpServerUnInit], rtUnRegKernelLaunchFillFunc,
 * [default-device flag: rtSetDefaultDeviceId(-1)]; finalize callbacks at fixed
 * points between them: OP_COMPILER and MODEL after MsprofFinalize, DVPP after
 * the dump uninit, OTHER last. Callbacks are not in the trace: each records
 * the spy's call count at the moment it ran (cb_note_position). */
#include "helpers/callbacks.h"
#include "helpers/configs.h"
#include "helpers/fin.h"
#include "helpers/traces.h"

static aclcts_cb opc = CB_TRACKED("OP_COMPILER"), model = CB_TRACKED("MODEL"), dvpp = CB_TRACKED("DVPP"),
                 other = CB_TRACKED("OTHER");

/* In reverse dispatch order, so the order seen can only come from the dispatch. */
static const cb_entry all_reversed[] = {
    {ACL_REG_TYPE_OTHER, &other, CB_FN},
    {ACL_REG_TYPE_ACL_DVPP, &dvpp, CB_FN},
    {ACL_REG_TYPE_ACL_MODEL, &model, CB_FN},
    {ACL_REG_TYPE_ACL_OP_COMPILER, &opc, CB_FN},
    {.slot = NULL},
};

ACLCTS_TEST(FIN003, DeinitAfterNullInitTrace, "FIN003", ACLCTS_PRODUCT | ACLCTS_TRACE)
{
    aclcts_default_soc(t); /* its traces hold the default SoC runtime's fill-function answers */
    fin_expect_cycle(t, "FIN003", NULL, TR_DEINIT);
}

ACLCTS_TEST(FIN003, DeinitAfterDefaultDeviceConfigTrace, "FIN003 DEV006", ACLCTS_PRODUCT | ACLCTS_TRACE)
{
    aclcts_default_soc(t); /* its traces hold the default SoC runtime's fill-function answers */
    fin_expect_cycle(t, "FIN003", config_dev0_file(t), TR_DEINIT_DUMP_DEV);
}

ACLCTS_TEST(FIN003, DeinitAfterBracesConfigTrace, "FIN003 INIT005", ACLCTS_PRODUCT | ACLCTS_TRACE)
{
    aclcts_default_soc(t); /* its traces hold the default SoC runtime's fill-function answers */
    fin_expect_cycle(t, "FIN003", config_braces_file(t), TR_DEINIT_DUMP);
}

ACLCTS_TEST(FIN003, FinalizeCallbacksRunOpCompilerModelDvppOther, "FIN003 CB004", ACLCTS_PRODUCT)
{
    cb_add(t, "FIN003", CB_FIN, all_reversed);
    CHECK_CODE(t, t->acl->aclInit(NULL), ACL_SUCCESS);
    aclcts_cb_log_clear();
    CHECK_CODE(t, t->acl->aclFinalize(), ACL_SUCCESS);
    CHECK_STR(t, aclcts_cb_log(), "OP_COMPILER MODEL DVPP OTHER");
}

/* Full interleaving with both flags set:
 *   m+0 DlogReportFinalize, m+1 MsprofFinalize, OP_COMPILER, MODEL,
 *   m+2 AdxDataDumpServerUnInit, DVPP, m+3 rtUnRegKernelLaunchFillFunc,
 *   m+4 rtSetDefaultDeviceId(-1), OTHER. */
ACLCTS_TEST(FIN003, DeinitInterleavesCallbacksWithBothFlags, "FIN003 CB004", ACLCTS_PRODUCT | ACLCTS_TRACE)
{
    aclcts_default_soc(t); /* its traces hold the default SoC runtime's fill-function answers */
    cb_expect_interleaving(t, "FIN003", CB_FIN, config_dev0_file(t), all_reversed, TR_DEINIT_DUMP_DEV,
                           "OP_COMPILER MODEL DVPP OTHER", CB_AT({&opc, 2}, {&model, 2}, {&dvpp, 3}, {&other, 5}));
}

/* Without the flags: m+0 Dlog, m+1 Msprof, OP_COMPILER, MODEL, DVPP,
 * m+2 rtUnRegKernelLaunchFillFunc, OTHER. */
ACLCTS_TEST(FIN003, DeinitInterleavesCallbacksWithoutFlags, "FIN003 CB004", ACLCTS_PRODUCT | ACLCTS_TRACE)
{
    aclcts_default_soc(t); /* its traces hold the default SoC runtime's fill-function answers */
    cb_expect_interleaving(t, "FIN003", CB_FIN, NULL, all_reversed, TR_DEINIT, "OP_COMPILER MODEL DVPP OTHER",
                           CB_AT({&opc, 2}, {&model, 2}, {&dvpp, 2}, {&other, 3}));
}

/* A failing MODEL callback stops the deinit before the dump uninit. */
ACLCTS_TEST(FIN003, DeinitStopsAtFailingModelCallback, "FIN003 CB008", ACLCTS_PRODUCT | ACLCTS_TRACE)
{
    cb_add(t, "FIN003", CB_FIN, all_reversed);
    model.ret = ACL_ERROR_FAILURE;
    CHECK_CODE(t, t->acl->aclInit(config_dev0_file(t)), ACL_SUCCESS);
    aclcts_cb_log_clear();
    size_t m = aclcts_mark(t);
    CHECK_CODE_FOR(t, "CB008", t->acl->aclFinalize(), ACL_ERROR_FAILURE);
    CHECK_TRACE(t, m, TR_DLOG_FIN TR_PROF_FIN);
    CHECK_STR(t, aclcts_cb_log(), "OP_COMPILER MODEL");
}
