/* REF004: a NULL refCount is legal; the call behaves as with a pointer and
 * simply writes nothing. */
#include "helpers/fin.h"
#include "helpers/init.h"

ACLCTS_TEST(REF004, NullPointerAtTwoDecrements, "REF004 REF001", ACLCTS_PRODUCT)
{
    init_expect_times(t, "REF004", 2);
    CHECK_CODE(t, t->acl->aclFinalizeReference(NULL), ACL_SUCCESS);
    fin_expect_reference(t, "REF004", ACL_SUCCESS, 0);
}

ACLCTS_TEST(REF004, NullPointerAtOneDeinits, "REF004 REF002", ACLCTS_PRODUCT)
{
    CHECK_CODE(t, t->acl->aclInit(NULL), ACL_SUCCESS);
    CHECK_CODE(t, t->acl->aclFinalizeReference(NULL), ACL_SUCCESS);
    CHECK_CODE(t, t->acl->aclFinalize(), ACL_ERROR_REPEAT_FINALIZE);
}

ACLCTS_TEST(REF004, NullPointerAtZeroIsRepeatFinalize, "REF004 REF003", ACLCTS_PRODUCT)
{
    CHECK_CODE(t, t->acl->aclFinalizeReference(NULL), ACL_ERROR_REPEAT_FINALIZE);
    CHECK_CODE(t, t->acl->aclFinalizeReference(NULL), ACL_ERROR_REPEAT_FINALIZE);
}

ACLCTS_TEST(REF004, NullPointerReturnsDeinitFailure, "REF004 REF002 CB008", ACLCTS_PRODUCT)
{
    static aclcts_cb dvpp = {.tag = "DVPP", .ret = ACL_ERROR_RT_DRV_INTERNAL_ERROR};
    CHECK_CODE(t, t->acl->aclFinalizeCallbackRegister(ACL_REG_TYPE_ACL_DVPP, aclcts_fin_cb, &dvpp), 0);
    CHECK_CODE(t, t->acl->aclInit(NULL), ACL_SUCCESS);
    CHECK_CODE(t, t->acl->aclFinalizeReference(NULL), ACL_ERROR_RT_DRV_INTERNAL_ERROR);
    CHECK_CODE(t, t->acl->aclInit(NULL), ACL_ERROR_REPEAT_INITIALIZE);
}
