/* FIN005: with the dump flag set, a failing AdxDataDumpServerUnInit makes the
 * deinit return ACL_ERROR_INTERNAL_ERROR (500000) whatever adump returned; the
 * library stays initialised (count and F unchanged) and a retry works. */
#include "helpers/callbacks.h"
#include "helpers/configs.h"
#include "helpers/fin.h"
#include "helpers/traces.h"

ACLCTS_TEST(FIN005, DumpServerUnInitFailureReturnsInternalError, "FIN005 FIN003", ACLCTS_PRODUCT | ACLCTS_TRACE)
{
    CHECK_CODE(t, t->acl->aclInit(config_braces_file(t)), ACL_SUCCESS);
    aclcts_fail(t, "AdxDataDumpServerUnInit", -1, 1);
    size_t m = aclcts_mark(t);
    CHECK_CODE(t, t->acl->aclFinalize(), ACL_ERROR_INTERNAL_ERROR);
    CHECK_TRACE(t, m, TR_DLOG_FIN TR_PROF_FIN "AdxDataDumpServerUnInit()=-1\n");
}

ACLCTS_TEST(FIN005, DumpServerUnInitFailureKeepsLibraryInitialised, "FIN005 STATE002", ACLCTS_PRODUCT | ACLCTS_TRACE)
{
    aclcts_default_soc(t); /* its traces hold the default SoC runtime's fill-function answers */
    CHECK_CODE(t, t->acl->aclInit(config_braces_file(t)), ACL_SUCCESS);
    aclcts_fail(t, "AdxDataDumpServerUnInit", -1, 1);
    CHECK_CODE(t, t->acl->aclFinalize(), ACL_ERROR_INTERNAL_ERROR);
    CHECK_CODE(t, t->acl->aclInit(NULL), ACL_ERROR_REPEAT_INITIALIZE);
    size_t m = aclcts_mark(t);
    CHECK_CODE(t, t->acl->aclFinalize(), ACL_SUCCESS);
    CHECK_TRACE(t, m, TR_DEINIT_DUMP);
    CHECK_CODE(t, t->acl->aclFinalize(), ACL_ERROR_REPEAT_FINALIZE);
}

ACLCTS_TEST(FIN005, DumpServerUnInitFailureKeepsTheCount, "FIN005 REF001 REF002", ACLCTS_PRODUCT | ACLCTS_TRACE)
{
    CHECK_CODE(t, t->acl->aclInit(config_braces_file(t)), ACL_SUCCESS);
    CHECK_CODE(t, t->acl->aclInit(NULL), ACL_ERROR_REPEAT_INITIALIZE);
    aclcts_fail(t, "AdxDataDumpServerUnInit", -1, 1);
    CHECK_CODE(t, t->acl->aclFinalize(), ACL_ERROR_INTERNAL_ERROR);
    fin_expect_reference(t, "FIN005", ACL_SUCCESS, 1);
    fin_expect_reference(t, "FIN005", ACL_SUCCESS, 0);
}

ACLCTS_TEST(FIN005, DumpServerUnInitFailureSkipsLaterCallbacks, "FIN005 CB008", ACLCTS_PRODUCT | ACLCTS_TRACE)
{
    static aclcts_cb model = {.tag = "MODEL"}, dvpp = {.tag = "DVPP"};
    cb_add(t, "FIN005", CB_FIN,
           CB_ENTRIES({ACL_REG_TYPE_ACL_DVPP, &dvpp, CB_FN}, {ACL_REG_TYPE_ACL_MODEL, &model, CB_FN}));
    CHECK_CODE(t, t->acl->aclInit(config_braces_file(t)), ACL_SUCCESS);
    aclcts_fail(t, "AdxDataDumpServerUnInit", -1, 1);
    CHECK_CODE(t, t->acl->aclFinalize(), ACL_ERROR_INTERNAL_ERROR);
    CHECK_STR(t, aclcts_cb_log(), "MODEL");
    CHECK_CODE(t, t->acl->aclFinalize(), ACL_SUCCESS);
    CHECK_STR(t, aclcts_cb_log(), "MODEL MODEL DVPP");
}
