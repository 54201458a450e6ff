/* CB013: a registration rejected as a duplicate (500000) changes nothing.
 * The first entry keeps its function and userData, runs at the next
 * dispatch, and is the one its function unregisters; the rejected function
 * was never stored. */
#include "fin_common.h"

#define MODEL ACL_REG_TYPE_ACL_MODEL
#define DVPP ACL_REG_TYPE_ACL_DVPP

ACLCTS_TEST(CB013, RejectedInitRegistrationKeepsTheFirstEntry, "CB013 CB001 CB006", ACLCTS_PRODUCT)
{
    static aclcts_cb first = {.tag = "FIRST"}, second = {.tag = "SECOND"};
    CHECK_CODE(t, t->acl->aclInitCallbackRegister(MODEL, aclcts_init_cb, &first), ACL_SUCCESS);
    /* same function with other userData, and another function: both rejected */
    CHECK_CODE(t, t->acl->aclInitCallbackRegister(MODEL, aclcts_init_cb, &second), ACL_ERROR_INTERNAL_ERROR);
    CHECK_CODE(t, t->acl->aclInitCallbackRegister(MODEL, aclcts_init_cb2, &second), ACL_ERROR_INTERNAL_ERROR);
    CHECK_CODE(t, t->acl->aclInit(NULL), ACL_SUCCESS);
    CHECK_STR(t, aclcts_cb_log(), "FIRST");
    CHECK_INT(t, second.calls, 0);
}

ACLCTS_TEST(CB013, RejectedFinalizeRegistrationKeepsTheFirstEntry, "CB013 CB001", ACLCTS_PRODUCT)
{
    static aclcts_cb first = {.tag = "FIRST"}, second = {.tag = "SECOND"};
    CHECK_CODE(t, t->acl->aclFinalizeCallbackRegister(DVPP, aclcts_fin_cb, &first), ACL_SUCCESS);
    CHECK_CODE(t, t->acl->aclFinalizeCallbackRegister(DVPP, aclcts_fin_cb, &second), ACL_ERROR_INTERNAL_ERROR);
    CHECK_CODE(t, t->acl->aclFinalizeCallbackRegister(DVPP, aclcts_fin_cb2, &second), ACL_ERROR_INTERNAL_ERROR);
    CHECK_CODE(t, t->acl->aclFinalize(), ACL_SUCCESS);
    CHECK_STR(t, aclcts_cb_log(), "FIRST");
}

/* The rejected function was not stored: it cannot be unregistered, the
 * first one can (product test aclInitCallbackApiTest). */
ACLCTS_TEST(CB013, OnlyTheFirstFunctionCanBeUnregistered, "CB013 CB002", ACLCTS_PRODUCT)
{
    static aclcts_cb first = {.tag = "FIRST"}, second = {.tag = "SECOND"};
    CHECK_CODE(t, t->acl->aclInitCallbackRegister(MODEL, aclcts_init_cb, &first), ACL_SUCCESS);
    CHECK_CODE(t, t->acl->aclInitCallbackRegister(MODEL, aclcts_init_cb2, &second), ACL_ERROR_INTERNAL_ERROR);
    CHECK_CODE(t, t->acl->aclInitCallbackUnRegister(MODEL, aclcts_init_cb2), ACL_ERROR_INTERNAL_ERROR);
    CHECK_CODE(t, t->acl->aclInitCallbackUnRegister(MODEL, aclcts_init_cb), ACL_SUCCESS);
    CHECK_CODE(t, t->acl->aclInit(NULL), ACL_SUCCESS);
    CHECK_STR(t, aclcts_cb_log(), "");
}

/* While initialised, a rejected registration neither replaces the entry nor
 * runs the rejected callback (CB007). */
ACLCTS_TEST(CB013, RejectedRegistrationWhileInitialisedKeepsTheFirstEntry, "CB013 CB007", ACLCTS_PRODUCT)
{
    static aclcts_cb first = {.tag = "FIRST"}, second = {.tag = "SECOND"};
    CHECK_CODE(t, t->acl->aclInit(NULL), ACL_SUCCESS);
    CHECK_CODE(t, t->acl->aclInitCallbackRegister(DVPP, aclcts_init_cb, &first), ACL_SUCCESS);
    CHECK_CODE(t, t->acl->aclInitCallbackRegister(DVPP, aclcts_init_cb2, &second), ACL_ERROR_INTERNAL_ERROR);
    CHECK_CODE(t, t->acl->aclFinalize(), ACL_SUCCESS);
    CHECK_CODE(t, t->acl->aclInit(NULL), ACL_SUCCESS);
    /* FIRST ran at registration and again at the re-init's DVPP step */
    CHECK_STR(t, aclcts_cb_log(), "FIRST FIRST");
}
