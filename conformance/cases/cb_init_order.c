/* CB003: init callbacks are dispatched MODEL, OP_EXECUTOR (only when the path
 * is non-empty), DVPP, OTHER, at fixed points of the fresh-init pipeline:
 * MODEL after DlogReportInitialize, OP_EXECUTOR after the dump hand-off, DVPP
 * after the SoC probe, OTHER after rtRegKernelLaunchFillFunc. */
#include <string.h>

#include "helpers/callbacks.h"
#include "helpers/configs.h"
#include "helpers/text.h"
#include "helpers/traces.h"

static aclcts_cb model = CB_TRACKED("MODEL"), opexec = CB_TRACKED("OP_EXECUTOR"), dvpp = CB_TRACKED("DVPP"),
                 other = CB_TRACKED("OTHER");

/* In reverse dispatch order, so the order seen can only come from the dispatch. */
static const cb_entry all_reversed[] = {
    {ACL_REG_TYPE_OTHER, &other, CB_FN},
    {ACL_REG_TYPE_ACL_DVPP, &dvpp, CB_FN},
    {ACL_REG_TYPE_ACL_OP_EXECUTOR, &opexec, CB_FN},
    {ACL_REG_TYPE_ACL_MODEL, &model, CB_FN},
    {.slot = NULL},
};

ACLCTS_TEST(CB003, FilePathDispatchesModelOpExecutorDvppOther, "CB003", ACLCTS_PRODUCT)
{
    cb_add(t, "CB003", CB_INIT, all_reversed);
    CHECK_CODE(t, t->acl->aclInit(config_braces_file(t)), ACL_SUCCESS);
    CHECK_STR(t, aclcts_cb_log(), "MODEL OP_EXECUTOR DVPP OTHER");
}

ACLCTS_TEST(CB003, NullPathSkipsOpExecutor, "CB003 INIT003", ACLCTS_PRODUCT)
{
    cb_add(t, "CB003", CB_INIT, all_reversed);
    CHECK_CODE(t, t->acl->aclInit(NULL), ACL_SUCCESS);
    CHECK_STR(t, aclcts_cb_log(), "MODEL DVPP OTHER");
    CHECK_INT(t, opexec.calls, 0);
}

ACLCTS_TEST(CB003, EmptyStringPathSkipsOpExecutor, "CB003 INIT003", ACLCTS_PRODUCT)
{
    cb_add(t, "CB003", CB_INIT, all_reversed);
    CHECK_CODE(t, t->acl->aclInit(""), ACL_SUCCESS);
    CHECK_STR(t, aclcts_cb_log(), "MODEL DVPP OTHER");
}

/* The rule is about the path, not the content: a 0-byte file is "no
 * configuration" but its path is non-empty, so OP_EXECUTOR runs (len 0). */
ACLCTS_TEST(CB003, EmptyFileStillDispatchesOpExecutor, "CB003 INIT004 CB006", ACLCTS_PRODUCT)
{
    cb_add(t, "CB003", CB_INIT, all_reversed);
    CHECK_CODE(t, t->acl->aclInit(aclcts_file(t, "empty.json", "")), ACL_SUCCESS);
    CHECK_STR(t, aclcts_cb_log(), "MODEL OP_EXECUTOR DVPP OTHER");
    CHECK_INT_FOR(t, "CB006", opexec.last_len, 0);
}

/* m+0 ErrMgrInit, m+1 DlogReportInitialize, MODEL, m+2 AdxDataDumpServerInit,
 * m+3 AdumpSetDumpConfig, OP_EXECUTOR, m+4 rtSetDefaultDeviceId(0),
 * m+5 MsprofRegisterCallback, m+6 MsprofInit, m+7 rtGetSocVersion, DVPP,
 * m+8 rtRegKernelLaunchFillFunc, OTHER. */
ACLCTS_TEST(CB003, CallbacksInterleaveWithFileInit, "CB003 INIT002", ACLCTS_PRODUCT | ACLCTS_TRACE)
{
    aclcts_default_soc(t); /* its traces hold the default SoC runtime's fill-function answers */
    text_buf want = {{0}, 0};
    const char *path = config_dev0_file(t);
    trace_init_file(&want, 0, path, strlen(CONFIG_DEV0_JSON), TR_DEV0, 1);
    cb_expect_interleaving(t, "CB003", CB_INIT, path, all_reversed, want.s, "MODEL OP_EXECUTOR DVPP OTHER",
                           CB_AT({&model, 2}, {&opexec, 4}, {&dvpp, 8}, {&other, 9}));
}

/* m+0 ErrMgrInit, m+1 DlogReportInitialize, MODEL, m+2 MsprofRegisterCallback,
 * m+3 MsprofInit, m+4 rtGetSocVersion, DVPP, m+5 rtRegKernelLaunchFillFunc,
 * OTHER. */
ACLCTS_TEST(CB003, CallbacksInterleaveWithNullInit, "CB003 INIT002", ACLCTS_PRODUCT | ACLCTS_TRACE)
{
    aclcts_default_soc(t); /* its traces hold the default SoC runtime's fill-function answers */
    cb_expect_interleaving(t, "CB003", CB_INIT, NULL, all_reversed, TR_INIT_NULL, "MODEL DVPP OTHER",
                           CB_AT({&model, 2}, {&dvpp, 5}, {&other, 6}));
}
