/* FIN004: DlogReportFinalize and MsprofFinalize failures are only logged; the
 * deinit goes on and aclFinalize returns 0. */
#include "helpers/configs.h"
#include "helpers/traces.h"

ACLCTS_TEST(FIN004, DlogReportFinalizeFailureIsIgnored, "FIN004", ACLCTS_PRODUCT | ACLCTS_TRACE)
{
    aclcts_default_soc(t); /* its traces hold the default SoC runtime's fill-function answers */
    CHECK_CODE(t, t->acl->aclInit(NULL), ACL_SUCCESS);
    aclcts_fail(t, "DlogReportFinalize", -1, 0);
    size_t m = aclcts_mark(t);
    CHECK_CODE(t, t->acl->aclFinalize(), ACL_SUCCESS);
    CHECK_TRACE(t, m, "DlogReportFinalize()=-1\n" TR_PROF_FIN TR_UNFILL);
    CHECK_CODE(t, t->acl->aclFinalize(), ACL_ERROR_REPEAT_FINALIZE);
}

ACLCTS_TEST(FIN004, MsprofFinalizeFailureIsIgnored, "FIN004", ACLCTS_PRODUCT | ACLCTS_TRACE)
{
    aclcts_default_soc(t); /* its traces hold the default SoC runtime's fill-function answers */
    CHECK_CODE(t, t->acl->aclInit(config_dev0_file(t)), ACL_SUCCESS);
    aclcts_fail(t, "MsprofFinalize", 1, 0);
    size_t m = aclcts_mark(t);
    CHECK_CODE(t, t->acl->aclFinalize(), ACL_SUCCESS);
    CHECK_TRACE(t, m, TR_DLOG_FIN "MsprofFinalize()=1\n" TR_DUMP_UNINIT TR_UNFILL TR_NODEV);
    CHECK_CODE(t, t->acl->aclFinalize(), ACL_ERROR_REPEAT_FINALIZE);
}

ACLCTS_TEST(FIN004, BothFailuresIgnoredAndCallbacksStillRun, "FIN004 FIN003", ACLCTS_PRODUCT | ACLCTS_TRACE)
{
    static aclcts_cb model = {.tag = "MODEL"}, other = {.tag = "OTHER"};
    CHECK_CODE(t, t->acl->aclFinalizeCallbackRegister(ACL_REG_TYPE_ACL_MODEL, aclcts_fin_cb, &model), 0);
    CHECK_CODE(t, t->acl->aclFinalizeCallbackRegister(ACL_REG_TYPE_OTHER, aclcts_fin_cb, &other), 0);
    CHECK_CODE(t, t->acl->aclInit(NULL), ACL_SUCCESS);
    aclcts_fail(t, "DlogReportFinalize", -1, 0);
    aclcts_fail(t, "MsprofFinalize", -1, 0);
    CHECK_CODE(t, t->acl->aclFinalize(), ACL_SUCCESS);
    CHECK_STR(t, aclcts_cb_log(), "MODEL OTHER");
}
