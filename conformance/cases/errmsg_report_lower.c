/* ERRMSG023..ERRMSG029 (MUST): the host report of each lower-layer or
 * callback failure on the lifecycle path: EH9999 with the values of the
 * product's inner or call error, verbatim and in order (helpers/errmsg.h); a
 * failing aclFinalize adds the code it returns (ERRMSG026).
 *
 * The failing calls return real answers of their layers (the spy accepts
 * only those: southbound/sb_codes.c), chosen apart from every other number of
 * the report where the layer allows it (PROF_CODE, CALLBACK_CODE). Each case
 * names, after "Caught:", a one-point change of the product's code that
 * makes it fail (checked against the product built with that change; the
 * earlier cases pass it). */
#include <string.h>

#include "helpers/callbacks.h"
#include "helpers/configs.h"
#include "helpers/errmsg.h"
#include "helpers/text.h"

#define ADX_CODE -1          /* adump's only failure code besides ADUMP_INPUT_FAILED (ADUMP_FAILED) */
#define CALLBACK_CODE 123456 /* a callback's own code, returned unchanged (CB008) */
#define PROF_CODE 5          /* a MsprofErrorCode (pkg_inc/profiling/aprof_pub.h) no other step of the report prints */

static char code_buf[4][32]; /* the values of one report, printed */
#define CODE_TEXT(i, code) text_decimal(code_buf[i], sizeof code_buf[i], (code))

/* ERRMSG023: the dump server does not start at aclInit: EH9999 with adump's
 * code (dump.cpp AclDump::HandleDumpCommand, "dump server run failed").
 * Caught: that inner error printing 0 in place of adxRet. */
ACLCTS_TEST(ERRMSG023, DumpServerStartFailureReportsAdxCode, "ERRMSG023 ERRMSG004 DUMP001",
            ACLCTS_PRODUCT | ACLCTS_TRACE)
{
    ACLCTS_NEED(t, aclGetRecentErrMsg);
    aclcts_fail(t, "AdxDataDumpServerInit", ADX_CODE, 1);
    CHECK_CODE(t, t->acl->aclInit(config_braces_file(t)), ACL_ERROR_INTERNAL_ERROR);
    errmsg_expect_recent_report(t, "ERRMSG023", ERRMSG_REPORT_INTERNAL, CODE_TEXT(0, ADX_CODE));
}

/* ERRMSG024: adump rejects the dump config: EH9999 with its code, whether the
 * code means a bad config (100009) or not (500000): dump.cpp
 * AclDump::HandleDumpCommand ("set dump config failed"), never an EH0004.
 * Caught: that inner error printing 0 in place of adxRet (both); an
 * ADUMP_INPUT_FAILED answer reported as an EH0004 input error instead, as the
 * reference did (the first). */
static void expect_set_dump_config_report(aclcts_t *t, int adump_code, aclError code)
{
    ACLCTS_NEED(t, aclGetRecentErrMsg);
    aclcts_fail(t, "Adx::AdumpSetDumpConfig", adump_code, 1);
    CHECK_CODE(t, t->acl->aclInit(config_braces_file(t)), code);
    const char *msg = t->acl->aclGetRecentErrMsg();
    errmsg_expect_report(t, "ERRMSG024", msg, ERRMSG_REPORT_INTERNAL, CODE_TEXT(0, adump_code));
    CHECK_TRUE(t, msg == NULL || strstr(msg, "EH0004") == NULL, "an input-file report EH0004: %s", msg);
}

ACLCTS_TEST(ERRMSG024, RejectedDumpConfigReportsAdumpCode, "ERRMSG024 ERRMSG004 DUMP002", ACLCTS_PRODUCT | ACLCTS_TRACE)
{
    expect_set_dump_config_report(t, -2 /* Adx::ADUMP_INPUT_FAILED, pkg_inc/dump/adump_pub.h */,
                                  ACL_ERROR_INVALID_DUMP_CONFIG);
}

ACLCTS_TEST(ERRMSG024, FailedDumpConfigReportsAdumpCode, "ERRMSG024 ERRMSG004 DUMP002", ACLCTS_PRODUCT | ACLCTS_TRACE)
{
    expect_set_dump_config_report(t, ADX_CODE, ACL_ERROR_INTERNAL_ERROR);
}

/* ERRMSG025 and ERRMSG026: the dump server does not stop at aclFinalize:
 * EH9999 with adump's code (acl.cpp aclFinalizeInternal, "generate dump file
 * failed in disk"), then the code aclFinalize returns (aclFinalizeImpl,
 * "finalize internal failed"). aclFinalizeReference reports the same way.
 * Caught: aclFinalizeInternal's "generate dump file failed" call error
 * printing 0 in place of adxRet (both); the "finalize internal failed" inner
 * error of aclFinalizeImpl (first) or of aclFinalizeReferenceImpl (second)
 * only logged. */
ACLCTS_TEST(ERRMSG025, DumpServerStopFailureReportsAdxCode, "ERRMSG025 ERRMSG026 FIN005", ACLCTS_PRODUCT | ACLCTS_TRACE)
{
    ACLCTS_NEED(t, aclGetRecentErrMsg);
    CHECK_CODE(t, t->acl->aclInit(config_braces_file(t)), ACL_SUCCESS);
    aclcts_fail(t, "AdxDataDumpServerUnInit", ADX_CODE, 1);
    CHECK_CODE(t, t->acl->aclFinalize(), ACL_ERROR_INTERNAL_ERROR);
    errmsg_expect_recent_report(t, "ERRMSG025", ERRMSG_REPORT_INTERNAL, CODE_TEXT(0, ADX_CODE),
                                CODE_TEXT(1, ACL_ERROR_INTERNAL_ERROR));
}

ACLCTS_TEST(ERRMSG025, ReferenceDumpServerStopFailureReportsAdxCode, "ERRMSG025 ERRMSG026 REF001",
            ACLCTS_PRODUCT | ACLCTS_TRACE)
{
    ACLCTS_NEED(t, aclGetRecentErrMsg);
    ACLCTS_NEED(t, aclFinalizeReference);
    uint64_t count = 7;
    CHECK_CODE(t, t->acl->aclInit(config_braces_file(t)), ACL_SUCCESS);
    aclcts_fail(t, "AdxDataDumpServerUnInit", ADX_CODE, 1);
    CHECK_CODE(t, t->acl->aclFinalizeReference(&count), ACL_ERROR_INTERNAL_ERROR);
    errmsg_expect_recent_report(t, "ERRMSG025", ERRMSG_REPORT_INTERNAL, CODE_TEXT(0, ADX_CODE),
                                CODE_TEXT(1, ACL_ERROR_INTERNAL_ERROR));
}

/* ERRMSG026 alone: the report of a finalize callback that fails without an
 * inner error of its own (the OTHER type, acl.cpp aclFinalizeInternal logs it
 * only) is the "finalize internal failed" line with the code. Caught:
 * aclFinalizeImpl's "finalize internal failed" inner error only logged. */
ACLCTS_TEST(ERRMSG026, FailingOtherFinalizeCallbackReportsItsCode, "ERRMSG026 CB008", ACLCTS_PRODUCT)
{
    ACLCTS_NEED(t, aclGetRecentErrMsg);
    static aclcts_cb other = {.tag = "OTHER", .ret = CALLBACK_CODE};
    cb_add(t, "ERRMSG026", CB_FIN, CB_ENTRIES({ACL_REG_TYPE_OTHER, &other, CB_FN}));
    CHECK_CODE(t, t->acl->aclInit(NULL), ACL_SUCCESS);
    CHECK_CODE(t, t->acl->aclFinalize(), CALLBACK_CODE);
    errmsg_expect_recent_report(t, "ERRMSG026", ERRMSG_REPORT_INTERNAL, CODE_TEXT(0, CALLBACK_CODE));
}

/* ERRMSG026: the default device cannot be disabled at aclFinalize: the
 * product only warns (aclFinalizeInternal), so the report is the "finalize
 * internal failed" line with the runtime's code. Caught: that line only
 * logged. */
ACLCTS_TEST(ERRMSG026, DefaultDeviceDisableFailureReportsItsCode, "ERRMSG026 FIN007", ACLCTS_PRODUCT | ACLCTS_TRACE)
{
    ACLCTS_NEED(t, aclGetRecentErrMsg);
    CHECK_CODE(t, t->acl->aclInit(config_dev0_file(t)), ACL_SUCCESS);
    aclcts_fail(t, "rtSetDefaultDeviceId", ACL_ERROR_RT_INTERNAL_ERROR, 1);
    CHECK_CODE(t, t->acl->aclFinalize(), ACL_ERROR_RT_INTERNAL_ERROR);
    errmsg_expect_recent_report(t, "ERRMSG026", ERRMSG_REPORT_INTERNAL, CODE_TEXT(0, ACL_ERROR_RT_INTERNAL_ERROR));
}

/* ERRMSG027: the runtime steps of aclInit and aclFinalize: rtGetSocVersion
 * failing is EH9999 (acl.cpp aclInitImpl, "init SoC version failed", no
 * value); the fill function's registration and removal failing are EH9999
 * with the runtime's code, the removal also with the code aclFinalize
 * returns (ERRMSG026). Caught, one case each: the SoC-version inner error of
 * aclInitImpl only logged; the register-fill-function inner error printing
 * 0 in place of rtRegErr; the unregister one printing 0 in place of rtRegErr
 * (and the finalize line only logged). */
ACLCTS_TEST(ERRMSG027, SocVersionFailureReportsEH9999, "ERRMSG027 INIT008", ACLCTS_PRODUCT | ACLCTS_TRACE)
{
    ACLCTS_NEED(t, aclGetRecentErrMsg);
    aclcts_fail(t, "rtGetSocVersion", ACL_ERROR_RT_PARAM_INVALID, 1);
    CHECK_CODE(t, t->acl->aclInit(NULL), ACL_ERROR_INTERNAL_ERROR);
    errmsg_expect_recent_report(t, "ERRMSG027", ERRMSG_REPORT_INTERNAL);
}

ACLCTS_TEST(ERRMSG027, FillFuncRegistrationFailureReportsRtCode, "ERRMSG027 INIT009", ACLCTS_PRODUCT | ACLCTS_TRACE)
{
    ACLCTS_NEED(t, aclGetRecentErrMsg);
    aclcts_default_soc(t);
    aclcts_fail(t, "rtRegKernelLaunchFillFunc", ACL_ERROR_RT_PARAM_INVALID, 1);
    CHECK_CODE(t, t->acl->aclInit(NULL), ACL_ERROR_RT_PARAM_INVALID);
    errmsg_expect_recent_report(t, "ERRMSG027", ERRMSG_REPORT_INTERNAL, CODE_TEXT(0, ACL_ERROR_RT_PARAM_INVALID));
}

ACLCTS_TEST(ERRMSG027, FillFuncRemovalFailureReportsRtCode, "ERRMSG027 ERRMSG026 FIN006", ACLCTS_PRODUCT | ACLCTS_TRACE)
{
    ACLCTS_NEED(t, aclGetRecentErrMsg);
    aclcts_default_soc(t);
    CHECK_CODE(t, t->acl->aclInit(NULL), ACL_SUCCESS);
    aclcts_fail(t, "rtUnRegKernelLaunchFillFunc", ACL_ERROR_RT_PARAM_INVALID, 1);
    CHECK_CODE(t, t->acl->aclFinalize(), ACL_ERROR_RT_PARAM_INVALID);
    errmsg_expect_recent_report(t, "ERRMSG027", ERRMSG_REPORT_INTERNAL, CODE_TEXT(0, ACL_ERROR_RT_PARAM_INVALID),
                                CODE_TEXT(1, ACL_ERROR_RT_PARAM_INVALID));
}

/* ERRMSG028: profiling. MsprofInit (no profiler config) and MsprofFinalize
 * failing leave EH9999 with msprof's code although aclInit and aclFinalize
 * succeed (profiling.cpp AclProfilingManager::Init "init profiling with
 * nullptr failed", acl.cpp aclFinalizeInternal "Failed to call
 * MsprofFinalize"); a profiler config msprof rejects is EH9999 with msprof's
 * result, then the code aclInit returns (profiling.cpp "handle profiling
 * command failed"). Caught, one case each: the MsprofInit call error printing
 * 0 in place of ret; aclFinalizeInternal's MsprofFinalize call error only
 * logged; the rejected-config call error printing 0 in place of ret. */
ACLCTS_TEST(ERRMSG028, MsprofInitFailureIsReportedAfterSuccess, "ERRMSG028 PROF001", ACLCTS_PRODUCT | ACLCTS_TRACE)
{
    ACLCTS_NEED(t, aclGetRecentErrMsg);
    aclcts_fail(t, "MsprofInit", PROF_CODE, 1);
    CHECK_CODE(t, t->acl->aclInit(NULL), ACL_SUCCESS);
    errmsg_expect_recent_report(t, "ERRMSG028", ERRMSG_REPORT_INTERNAL, CODE_TEXT(0, PROF_CODE));
}

ACLCTS_TEST(ERRMSG028, MsprofFinalizeFailureIsReportedAfterSuccess, "ERRMSG028 FIN004", ACLCTS_PRODUCT | ACLCTS_TRACE)
{
    ACLCTS_NEED(t, aclGetRecentErrMsg);
    CHECK_CODE(t, t->acl->aclInit(NULL), ACL_SUCCESS);
    aclcts_fail(t, "MsprofFinalize", PROF_CODE, 1);
    CHECK_CODE(t, t->acl->aclFinalize(), ACL_SUCCESS);
    errmsg_expect_recent_report(t, "ERRMSG028", ERRMSG_REPORT_INTERNAL, CODE_TEXT(0, PROF_CODE));
}

ACLCTS_TEST(ERRMSG028, RejectedProfilerConfigReportsMsprofResult, "ERRMSG028 PROF002", ACLCTS_PRODUCT | ACLCTS_TRACE)
{
    ACLCTS_NEED(t, aclGetRecentErrMsg);
    const char *json = "{\"profiler\":{\"switch\":\"on\",\"output\":\"/nonexistent/x\",\"aic_metrics\":\"bogus\"}}";
    aclcts_fail(t, "MsprofInit", PROF_CODE, 1);
    CHECK_CODE(t, t->acl->aclInit(aclcts_file(t, "prof.json", json)), ACL_ERROR_INVALID_PARAM);
    errmsg_expect_recent_report(t, "ERRMSG028", ERRMSG_REPORT_INTERNAL, CODE_TEXT(0, PROF_CODE),
                                CODE_TEXT(1, ACL_ERROR_INVALID_PARAM));
}

/* ERRMSG029: a failing init or finalize callback of the MODEL and DVPP
 * types: EH9999 with the callback's code (acl.cpp aclInitImpl "call acl_model
 * init callback failed" ...); at aclFinalize also the code it returns
 * (ERRMSG026). Caught, one case each: aclInitImpl's MODEL or DVPP init
 * callback inner error printing 0 in place of ret; aclFinalizeInternal's
 * MODEL or DVPP finalize callback inner error only logged. */
static void expect_callback_report(aclcts_t *t, cb_registry r, aclRegisterCallbackType type)
{
    ACLCTS_NEED(t, aclGetRecentErrMsg);
    static aclcts_cb failing = {.tag = "FAILING", .ret = CALLBACK_CODE};
    cb_add(t, "ERRMSG029", r, CB_ENTRIES({type, &failing, CB_FN}));
    if (r == CB_INIT) {
        CHECK_CODE(t, t->acl->aclInit(NULL), CALLBACK_CODE);
        errmsg_expect_recent_report(t, "ERRMSG029", ERRMSG_REPORT_INTERNAL, CODE_TEXT(0, CALLBACK_CODE));
        return;
    }
    CHECK_CODE(t, t->acl->aclInit(NULL), ACL_SUCCESS);
    CHECK_CODE(t, t->acl->aclFinalize(), CALLBACK_CODE);
    errmsg_expect_recent_report(t, "ERRMSG029", ERRMSG_REPORT_INTERNAL, CODE_TEXT(0, CALLBACK_CODE),
                                CODE_TEXT(1, CALLBACK_CODE));
}

ACLCTS_TEST(ERRMSG029, FailingModelInitCallbackReportsItsCode, "ERRMSG029 CB008", ACLCTS_PRODUCT)
{
    expect_callback_report(t, CB_INIT, ACL_REG_TYPE_ACL_MODEL);
}

ACLCTS_TEST(ERRMSG029, FailingDvppInitCallbackReportsItsCode, "ERRMSG029 CB008", ACLCTS_PRODUCT)
{
    expect_callback_report(t, CB_INIT, ACL_REG_TYPE_ACL_DVPP);
}

ACLCTS_TEST(ERRMSG029, FailingModelFinalizeCallbackReportsItsCode, "ERRMSG029 ERRMSG026 CB008", ACLCTS_PRODUCT)
{
    expect_callback_report(t, CB_FIN, ACL_REG_TYPE_ACL_MODEL);
}

ACLCTS_TEST(ERRMSG029, FailingDvppFinalizeCallbackReportsItsCode, "ERRMSG029 ERRMSG026 CB008", ACLCTS_PRODUCT)
{
    expect_callback_report(t, CB_FIN, ACL_REG_TYPE_ACL_DVPP);
}
