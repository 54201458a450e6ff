/* REF003: aclFinalizeReference at count 0 returns 100037, writes 0 and runs
 * no deinit. It does not look at F: on a fresh process it does not deinit
 * (unlike aclFinalize, FIN002) and does not mark the process finalized. */
#include "helpers/callbacks.h"
#include "helpers/fin.h"
#include "helpers/init.h"

ACLCTS_TEST(REF003, FreshProcessIsRepeatFinalizeWithZero, "REF003 STATE001", ACLCTS_PRODUCT)
{
    fin_expect_reference(t, "REF003", ACL_ERROR_REPEAT_FINALIZE, 0);
}

ACLCTS_TEST(REF003, FreshProcessRunsNoDeinit, "REF003", ACLCTS_PRODUCT | ACLCTS_TRACE)
{
    static aclcts_cb model = {.tag = "MODEL"};
    cb_add(t, "REF003", CB_FIN, CB_ENTRIES({ACL_REG_TYPE_ACL_MODEL, &model, CB_FN}));
    size_t m = aclcts_mark(t);
    CHECK_CODE(t, t->acl->aclFinalizeReference(NULL), ACL_ERROR_REPEAT_FINALIZE);
    CHECK_TRACE(t, m, "");
    CHECK_INT(t, model.calls, 0);
}

/* F stays false, so aclFinalize still runs the deinit once afterwards. */
ACLCTS_TEST(REF003, ZeroCountDoesNotMarkFinalized, "REF003 FIN002", ACLCTS_PRODUCT)
{
    static aclcts_cb model = {.tag = "MODEL"};
    cb_add(t, "REF003", CB_FIN, CB_ENTRIES({ACL_REG_TYPE_ACL_MODEL, &model, CB_FN}));
    CHECK_CODE(t, t->acl->aclFinalizeReference(NULL), ACL_ERROR_REPEAT_FINALIZE);
    CHECK_CODE(t, t->acl->aclFinalize(), ACL_SUCCESS);
    CHECK_INT(t, model.calls, 1);
    CHECK_CODE(t, t->acl->aclFinalize(), ACL_ERROR_REPEAT_FINALIZE);
}

ACLCTS_TEST(REF003, AfterFailedFreshInitIsRepeatFinalize, "REF003 STATE003", ACLCTS_PRODUCT)
{
    CHECK_CODE(t, t->acl->aclInit(aclcts_path(t, "missing.json")), ACL_ERROR_INVALID_FILE);
    fin_expect_reference(t, "REF003", ACL_ERROR_REPEAT_FINALIZE, 0);
}

ACLCTS_TEST(REF003, AfterFinalizeIsRepeatFinalize, "REF003 FIN001", ACLCTS_PRODUCT)
{
    init_expect_times(t, "REF003", 2);
    CHECK_CODE(t, t->acl->aclFinalize(), ACL_SUCCESS);
    fin_expect_reference(t, "REF003", ACL_ERROR_REPEAT_FINALIZE, 0);
}
