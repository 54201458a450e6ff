/* FIN006: rtUnRegKernelLaunchFillFunc("g_opSystemRunCfg") at deinit:
 * ACL_ERROR_RT_FEATURE_NOT_SUPPORT (207000) is tolerated, any other code is
 * returned unchanged and the library stays initialised. */
#include "helpers/callbacks.h"
#include "helpers/configs.h"
#include "helpers/fin.h"
#include "helpers/traces.h"

/* The deinit's unregistration line with the runtime's answer. */
#define UNFILL_ANSWERS(RET) "rtUnRegKernelLaunchFillFunc(\"g_opSystemRunCfg\")=" #RET "\n"

ACLCTS_TEST(FIN006, FeatureNotSupportedIsTolerated, "FIN006", ACLCTS_PRODUCT | ACLCTS_TRACE)
{
    CHECK_CODE(t, t->acl->aclInit(NULL), ACL_SUCCESS);
    aclcts_fail(t, "rtUnRegKernelLaunchFillFunc", ACL_ERROR_RT_FEATURE_NOT_SUPPORT, 0);
    fin_expect_finalize(t, "FIN006", TR_DLOG_FIN TR_PROF_FIN UNFILL_ANSWERS(207000));
    CHECK_CODE(t, t->acl->aclFinalize(), ACL_ERROR_REPEAT_FINALIZE);
}

/* With both sticky flags set and an OTHER finalize callback, the
 * unregistration answers `answer` (on every call): aclFinalize
 * returns `code` after exactly the southbound calls `deinit`, and OTHER ran
 * `other_calls` times. */
#define unfill_answers(t, ...) ACLCTS_HELPER(unfill_answers_, t, __VA_ARGS__)
static void unfill_answers_(aclcts_t *t, aclError answer, aclError code, const char *deinit, int other_calls)
{
    static aclcts_cb other = {.tag = "OTHER"};
    cb_add(t, "FIN006", CB_FIN, CB_ENTRIES({ACL_REG_TYPE_OTHER, &other, CB_FN}));
    CHECK_CODE(t, t->acl->aclInit(config_dev0_file(t)), ACL_SUCCESS);
    aclcts_fail(t, "rtUnRegKernelLaunchFillFunc", answer, 0);
    fin_expect_finalize_code(t, "FIN006", code, deinit);
    CHECK_INT_FOR(t, "FIN003", other.calls, other_calls);
}

ACLCTS_TEST(FIN006, ToleratedFailureContinuesToDefaultDeviceAndOther, "FIN006 FIN003", ACLCTS_PRODUCT | ACLCTS_TRACE)
{
    unfill_answers(t, ACL_ERROR_RT_FEATURE_NOT_SUPPORT, ACL_SUCCESS,
                   TR_DLOG_FIN TR_PROF_FIN TR_DUMP_UNINIT UNFILL_ANSWERS(207000) TR_NODEV, 1);
}

ACLCTS_TEST(FIN006, ParamInvalidIsReturnedAndStateKept, "FIN006 STATE002", ACLCTS_PRODUCT | ACLCTS_TRACE)
{
    CHECK_CODE(t, t->acl->aclInit(NULL), ACL_SUCCESS);
    aclcts_fail(t, "rtUnRegKernelLaunchFillFunc", ACL_ERROR_RT_PARAM_INVALID, 1);
    CHECK_CODE(t, t->acl->aclFinalize(), ACL_ERROR_RT_PARAM_INVALID);
    fin_expect_still_initialised(t, "STATE002");
}

ACLCTS_TEST(FIN006, InternalErrorStopsBeforeDefaultDeviceAndOther, "FIN006 FIN003", ACLCTS_PRODUCT | ACLCTS_TRACE)
{
    unfill_answers(t, ACL_ERROR_RT_INTERNAL_ERROR, ACL_ERROR_RT_INTERNAL_ERROR,
                   TR_DLOG_FIN TR_PROF_FIN TR_DUMP_UNINIT UNFILL_ANSWERS(507000), 0);
}

/* The failure is returned by aclFinalizeReference at count 1 too (REF002). */
ACLCTS_TEST(FIN006, ReferenceAtOneReturnsFillFuncFailure, "FIN006 REF002", ACLCTS_PRODUCT | ACLCTS_TRACE)
{
    uint64_t n = 99;
    CHECK_CODE(t, t->acl->aclInit(NULL), ACL_SUCCESS);
    aclcts_fail(t, "rtUnRegKernelLaunchFillFunc", ACL_ERROR_RT_PARAM_INVALID, 1);
    CHECK_CODE(t, t->acl->aclFinalizeReference(&n), ACL_ERROR_RT_PARAM_INVALID);
    CHECK_INT_FOR(t, "REF002", n, 1);
}
