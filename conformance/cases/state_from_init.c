/* STATE002, rows leaving INIT(n):
 *   INIT(n) --aclInit(anything)--> INIT(n+1), 100002
 *   INIT(n) --aclFinalize--> deinit: ok -> FINALIZED, 0; fails -> INIT(n), error
 *   INIT(n>1) --aclFinalizeReference(p)--> INIT(n-1), *p = n-1, 0, no deinit
 *   INIT(1) --aclFinalizeReference(p)--> deinit: ok -> FINALIZED, *p = 0;
 *                                         fails -> INIT(1), *p = 1, error */
#include "helpers/callbacks.h"
#include "helpers/fin.h"
#include "helpers/init.h"

/* INIT(n), with the finalize callback `slot` under `type` watching whether
 * a deinit runs. */
#define init_watched(t, ...) ACLCTS_HELPER(init_watched_, t, __VA_ARGS__)
static void init_watched_(aclcts_t *t, int n, aclRegisterCallbackType type, aclcts_cb *slot)
{
    ACLCTS_NEED(t, aclFinalizeReference);
    ACLCTS_NEED(t, aclFinalizeCallbackRegister);
    cb_add(t, "STATE002", CB_FIN, CB_ENTRIES({type, slot, CB_FN}));
    init_expect_times(t, "STATE002", n);
}

ACLCTS_TEST(STATE002, InitRepeatInitCountsUp, "STATE002 INIT001", ACLCTS_PRODUCT)
{
    ACLCTS_NEED(t, aclFinalizeReference);
    CHECK_CODE(t, t->acl->aclInit(NULL), ACL_SUCCESS);
    CHECK_CODE(t, t->acl->aclInit(aclcts_path(t, "missing.json")), ACL_ERROR_REPEAT_INITIALIZE);
    CHECK_CODE(t, t->acl->aclInit(""), ACL_ERROR_REPEAT_INITIALIZE);
    fin_expect_reference(t, "STATE002", ACL_SUCCESS, 2);
}

/* aclFinalize ends INIT(3) at once and the state is FINALIZED. */
ACLCTS_TEST(STATE002, InitFinalizeGoesToFinalized, "STATE002 FIN001", ACLCTS_PRODUCT)
{
    ACLCTS_NEED(t, aclFinalizeReference);
    init_expect_times(t, "STATE002", 3);
    CHECK_CODE(t, t->acl->aclFinalize(), ACL_SUCCESS);
    fin_expect_reference(t, "STATE002", ACL_ERROR_REPEAT_FINALIZE, 0);
    CHECK_CODE(t, t->acl->aclFinalize(), ACL_ERROR_REPEAT_FINALIZE);
}

/* A failing deinit leaves INIT(3) unchanged. */
ACLCTS_TEST(STATE002, InitFinalizeFailureKeepsCount, "STATE002 CB008", ACLCTS_PRODUCT)
{
    aclcts_cb other = {.tag = "OTHER", .ret = ACL_ERROR_FAILURE};
    init_watched(t, 3, ACL_REG_TYPE_OTHER, &other);
    CHECK_CODE(t, t->acl->aclFinalize(), ACL_ERROR_FAILURE);
    CHECK_CODE(t, t->acl->aclInit(NULL), ACL_ERROR_REPEAT_INITIALIZE);
    fin_expect_reference(t, "STATE002", ACL_SUCCESS, 3);
}

ACLCTS_TEST(STATE002, InitManyFinalizeReferenceCountsDown, "STATE002 REF001", ACLCTS_PRODUCT)
{
    aclcts_cb other = {.tag = "OTHER"};
    init_watched(t, 3, ACL_REG_TYPE_OTHER, &other);
    fin_expect_reference(t, "STATE002", ACL_SUCCESS, 2);
    fin_expect_reference(t, "STATE002", ACL_SUCCESS, 1);
    CHECK_INT(t, other.calls, 0);
}

ACLCTS_TEST(STATE002, InitOneFinalizeReferenceGoesToFinalized, "STATE002 REF002", ACLCTS_PRODUCT)
{
    aclcts_cb other = {.tag = "OTHER"};
    init_watched(t, 1, ACL_REG_TYPE_OTHER, &other);
    fin_expect_reference(t, "STATE002", ACL_SUCCESS, 0);
    CHECK_INT(t, other.calls, 1);
    CHECK_CODE(t, t->acl->aclFinalize(), ACL_ERROR_REPEAT_FINALIZE);
}

ACLCTS_TEST(STATE002, InitOneFinalizeReferenceFailureStaysInitOne, "STATE002 REF002 CB008", ACLCTS_PRODUCT)
{
    aclcts_cb model = {.tag = "MODEL", .ret = ACL_ERROR_RT_DRV_INTERNAL_ERROR};
    init_watched(t, 1, ACL_REG_TYPE_ACL_MODEL, &model);
    fin_expect_reference(t, "STATE002", ACL_ERROR_RT_DRV_INTERNAL_ERROR, 1);
    CHECK_CODE(t, t->acl->aclInit(NULL), ACL_ERROR_REPEAT_INITIALIZE);
}
