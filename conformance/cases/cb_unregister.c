/* CB002: unregistration. NULL → 100000; no entry of that type with that
 * function → 500000; otherwise the first entry of the type whose function
 * matches is removed (userData is not compared), one entry per call. */
#include "fin_common.h"

#define OTHER ACL_REG_TYPE_OTHER
#define MODEL ACL_REG_TYPE_ACL_MODEL
#define DVPP ACL_REG_TYPE_ACL_DVPP

ACLCTS_TEST(CB002, InitUnregisterNullIsInvalidParam, "CB002 API005", ACLCTS_PRODUCT)
{
    static aclcts_cb a = {.tag = "A"};
    CHECK_CODE(t, t->acl->aclInitCallbackUnRegister(MODEL, NULL), ACL_ERROR_INVALID_PARAM);
    CHECK_CODE(t, t->acl->aclInitCallbackRegister(MODEL, aclcts_init_cb, &a), ACL_SUCCESS);
    CHECK_CODE(t, t->acl->aclInitCallbackUnRegister(MODEL, NULL), ACL_ERROR_INVALID_PARAM);
    CHECK_CODE(t, t->acl->aclInit(NULL), ACL_SUCCESS);
    CHECK_INT(t, a.calls, 1);
}

ACLCTS_TEST(CB002, FinalizeUnregisterNullIsInvalidParam, "CB002 API005", ACLCTS_PRODUCT)
{
    static aclcts_cb a = {.tag = "A"};
    CHECK_CODE(t, t->acl->aclFinalizeCallbackUnRegister(OTHER, NULL), ACL_ERROR_INVALID_PARAM);
    CHECK_CODE(t, t->acl->aclFinalizeCallbackRegister(OTHER, aclcts_fin_cb, &a), ACL_SUCCESS);
    CHECK_CODE(t, t->acl->aclFinalizeCallbackUnRegister(OTHER, NULL), ACL_ERROR_INVALID_PARAM);
    CHECK_CODE(t, t->acl->aclFinalize(), ACL_SUCCESS);
    CHECK_INT(t, a.calls, 1);
}

ACLCTS_TEST(CB002, UnregisterWithNothingRegisteredIsInternalError, "CB002 API005", ACLCTS_PRODUCT)
{
    CHECK_CODE(t, t->acl->aclInitCallbackUnRegister(MODEL, aclcts_init_cb), ACL_ERROR_INTERNAL_ERROR);
    CHECK_CODE(t, t->acl->aclInitCallbackUnRegister(OTHER, aclcts_init_cb), ACL_ERROR_INTERNAL_ERROR);
    CHECK_CODE(t, t->acl->aclFinalizeCallbackUnRegister(MODEL, aclcts_fin_cb), ACL_ERROR_INTERNAL_ERROR);
    CHECK_CODE(t, t->acl->aclFinalizeCallbackUnRegister(OTHER, aclcts_fin_cb), ACL_ERROR_INTERNAL_ERROR);
}

ACLCTS_TEST(CB002, UnregisterOfAnotherFunctionIsInternalError, "CB002", ACLCTS_PRODUCT)
{
    static aclcts_cb a = {.tag = "A"};
    CHECK_CODE(t, t->acl->aclInitCallbackRegister(MODEL, aclcts_init_cb, &a), ACL_SUCCESS);
    CHECK_CODE(t, t->acl->aclInitCallbackUnRegister(MODEL, aclcts_init_cb2), ACL_ERROR_INTERNAL_ERROR);
    CHECK_CODE(t, t->acl->aclInit(NULL), ACL_SUCCESS);
    CHECK_INT(t, a.calls, 1);
}

ACLCTS_TEST(CB002, UnregisterUnderTheWrongTypeIsInternalError, "CB002", ACLCTS_PRODUCT)
{
    static aclcts_cb a = {.tag = "A"}, f = {.tag = "F"};
    CHECK_CODE(t, t->acl->aclInitCallbackRegister(MODEL, aclcts_init_cb, &a), ACL_SUCCESS);
    CHECK_CODE(t, t->acl->aclFinalizeCallbackRegister(MODEL, aclcts_fin_cb, &f), ACL_SUCCESS);
    CHECK_CODE(t, t->acl->aclInitCallbackUnRegister(DVPP, aclcts_init_cb), ACL_ERROR_INTERNAL_ERROR);
    CHECK_CODE(t, t->acl->aclFinalizeCallbackUnRegister(DVPP, aclcts_fin_cb), ACL_ERROR_INTERNAL_ERROR);
    CHECK_CODE(t, t->acl->aclInit(NULL), ACL_SUCCESS);
    CHECK_CODE(t, t->acl->aclFinalize(), ACL_SUCCESS);
    CHECK_STR(t, aclcts_cb_log(), "A F");
}

ACLCTS_TEST(CB002, OtherRegisteredTwiceNeedsTwoUnregisters, "CB002 CB001", ACLCTS_PRODUCT)
{
    static aclcts_cb a = {.tag = "A"};
    CHECK_CODE(t, t->acl->aclInitCallbackRegister(OTHER, aclcts_init_cb, &a), ACL_SUCCESS);
    CHECK_CODE(t, t->acl->aclInitCallbackRegister(OTHER, aclcts_init_cb, &a), ACL_SUCCESS);
    CHECK_CODE(t, t->acl->aclInitCallbackUnRegister(OTHER, aclcts_init_cb), ACL_SUCCESS);
    CHECK_CODE(t, t->acl->aclInitCallbackUnRegister(OTHER, aclcts_init_cb), ACL_SUCCESS);
    CHECK_CODE(t, t->acl->aclInitCallbackUnRegister(OTHER, aclcts_init_cb), ACL_ERROR_INTERNAL_ERROR);
    CHECK_CODE(t, t->acl->aclInit(NULL), ACL_SUCCESS);
    CHECK_INT(t, a.calls, 0);
}

ACLCTS_TEST(CB002, FinalizeOtherRegisteredTwiceNeedsTwoUnregisters, "CB002 CB001", ACLCTS_PRODUCT)
{
    static aclcts_cb a = {.tag = "A"};
    CHECK_CODE(t, t->acl->aclFinalizeCallbackRegister(OTHER, aclcts_fin_cb, &a), ACL_SUCCESS);
    CHECK_CODE(t, t->acl->aclFinalizeCallbackRegister(OTHER, aclcts_fin_cb, &a), ACL_SUCCESS);
    CHECK_CODE(t, t->acl->aclFinalizeCallbackUnRegister(OTHER, aclcts_fin_cb), ACL_SUCCESS);
    CHECK_CODE(t, t->acl->aclFinalizeCallbackUnRegister(OTHER, aclcts_fin_cb), ACL_SUCCESS);
    CHECK_CODE(t, t->acl->aclFinalizeCallbackUnRegister(OTHER, aclcts_fin_cb), ACL_ERROR_INTERNAL_ERROR);
    CHECK_CODE(t, t->acl->aclFinalize(), ACL_SUCCESS);
    CHECK_INT(t, a.calls, 0);
}

/* A, B (another function), C: unregistering the function of A and C removes
 * A, the first match, although C's userData differs. */
ACLCTS_TEST(CB002, InitUnregisterRemovesTheFirstMatchIgnoringUserData, "CB002 CB005", ACLCTS_PRODUCT)
{
    static aclcts_cb a = {.tag = "A"}, b = {.tag = "B"}, c = {.tag = "C"};
    CHECK_CODE(t, t->acl->aclInitCallbackRegister(OTHER, aclcts_init_cb, &a), ACL_SUCCESS);
    CHECK_CODE(t, t->acl->aclInitCallbackRegister(OTHER, aclcts_init_cb2, &b), ACL_SUCCESS);
    CHECK_CODE(t, t->acl->aclInitCallbackRegister(OTHER, aclcts_init_cb, &c), ACL_SUCCESS);
    CHECK_CODE(t, t->acl->aclInitCallbackUnRegister(OTHER, aclcts_init_cb), ACL_SUCCESS);
    CHECK_CODE(t, t->acl->aclInit(NULL), ACL_SUCCESS);
    CHECK_STR(t, aclcts_cb_log(), "B C");
}

ACLCTS_TEST(CB002, FinalizeUnregisterRemovesTheFirstMatchIgnoringUserData, "CB002 CB005", ACLCTS_PRODUCT)
{
    static aclcts_cb a = {.tag = "A"}, b = {.tag = "B"}, c = {.tag = "C"};
    CHECK_CODE(t, t->acl->aclFinalizeCallbackRegister(OTHER, aclcts_fin_cb, &a), ACL_SUCCESS);
    CHECK_CODE(t, t->acl->aclFinalizeCallbackRegister(OTHER, aclcts_fin_cb2, &b), ACL_SUCCESS);
    CHECK_CODE(t, t->acl->aclFinalizeCallbackRegister(OTHER, aclcts_fin_cb, &c), ACL_SUCCESS);
    CHECK_CODE(t, t->acl->aclFinalizeCallbackUnRegister(OTHER, aclcts_fin_cb), ACL_SUCCESS);
    CHECK_CODE(t, t->acl->aclFinalize(), ACL_SUCCESS);
    CHECK_STR(t, aclcts_cb_log(), "B C");
}

/* Unregistering frees the single slot of a non-OTHER type. */
ACLCTS_TEST(CB002, UnregisterFreesTheTypeForANewEntry, "CB002 CB001", ACLCTS_PRODUCT)
{
    static aclcts_cb a = {.tag = "A"}, b = {.tag = "B"};
    CHECK_CODE(t, t->acl->aclInitCallbackRegister(MODEL, aclcts_init_cb, &a), ACL_SUCCESS);
    CHECK_CODE(t, t->acl->aclInitCallbackUnRegister(MODEL, aclcts_init_cb), ACL_SUCCESS);
    CHECK_CODE(t, t->acl->aclInitCallbackUnRegister(MODEL, aclcts_init_cb), ACL_ERROR_INTERNAL_ERROR);
    CHECK_CODE(t, t->acl->aclInitCallbackRegister(MODEL, aclcts_init_cb2, &b), ACL_SUCCESS);
    CHECK_CODE(t, t->acl->aclInit(NULL), ACL_SUCCESS);
    CHECK_STR(t, aclcts_cb_log(), "B");
}
