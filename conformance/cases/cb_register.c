/* CB001: registration. NULL function → 100000; a second registration for any
 * non-OTHER type → 500000 whatever the function and userData; OTHER takes any
 * number of entries (the same function twice included); the init and the
 * finalize registries are independent. */
#include "fin_common.h"

#define OTHER ACL_REG_TYPE_OTHER
#define MODEL ACL_REG_TYPE_ACL_MODEL

ACLCTS_TEST(CB001, InitRegisterNullFunctionIsInvalidParam, "CB001 API005", ACLCTS_PRODUCT)
{
    static aclcts_cb a = {.tag = "A"};
    CHECK_CODE(t, t->acl->aclInitCallbackRegister(MODEL, NULL, &a), ACL_ERROR_INVALID_PARAM);
    CHECK_CODE(t, t->acl->aclInitCallbackRegister(OTHER, NULL, NULL), ACL_ERROR_INVALID_PARAM);
    /* nothing was stored: the type is still free */
    CHECK_CODE(t, t->acl->aclInitCallbackRegister(MODEL, aclcts_init_cb, &a), ACL_SUCCESS);
}

ACLCTS_TEST(CB001, FinalizeRegisterNullFunctionIsInvalidParam, "CB001 API005", ACLCTS_PRODUCT)
{
    static aclcts_cb a = {.tag = "A"};
    CHECK_CODE(t, t->acl->aclFinalizeCallbackRegister(MODEL, NULL, &a), ACL_ERROR_INVALID_PARAM);
    CHECK_CODE(t, t->acl->aclFinalizeCallbackRegister(OTHER, NULL, NULL), ACL_ERROR_INVALID_PARAM);
    CHECK_CODE(t, t->acl->aclFinalizeCallbackRegister(MODEL, aclcts_fin_cb, &a), ACL_SUCCESS);
}

/* The NULL check comes first: an occupied type still gives 100000 for NULL. */
ACLCTS_TEST(CB001, NullFunctionOnOccupiedTypeIsInvalidParam, "CB001", ACLCTS_PRODUCT)
{
    static aclcts_cb a = {.tag = "A"};
    CHECK_CODE(t, t->acl->aclInitCallbackRegister(MODEL, aclcts_init_cb, &a), ACL_SUCCESS);
    CHECK_CODE(t, t->acl->aclInitCallbackRegister(MODEL, NULL, &a), ACL_ERROR_INVALID_PARAM);
    CHECK_CODE(t, t->acl->aclFinalizeCallbackRegister(MODEL, aclcts_fin_cb, &a), ACL_SUCCESS);
    CHECK_CODE(t, t->acl->aclFinalizeCallbackRegister(MODEL, NULL, &a), ACL_ERROR_INVALID_PARAM);
}

ACLCTS_TEST(CB001, InitDuplicateTypeIsInternalError, "CB001 CB013", ACLCTS_PRODUCT)
{
    static aclcts_cb a = {.tag = "A"}, b = {.tag = "B"};
    CHECK_CODE(t, t->acl->aclInitCallbackRegister(MODEL, aclcts_init_cb, &a), ACL_SUCCESS);
    CHECK_CODE(t, t->acl->aclInitCallbackRegister(MODEL, aclcts_init_cb2, &b), ACL_ERROR_INTERNAL_ERROR);
    CHECK_CODE(t, t->acl->aclInitCallbackRegister(MODEL, aclcts_init_cb, &b), ACL_ERROR_INTERNAL_ERROR);
    CHECK_CODE(t, t->acl->aclInitCallbackRegister(MODEL, aclcts_init_cb, &a), ACL_ERROR_INTERNAL_ERROR);
    CHECK_CODE(t, t->acl->aclInit(NULL), ACL_SUCCESS);
    CHECK_STR(t, aclcts_cb_log(), "A");
}

ACLCTS_TEST(CB001, FinalizeDuplicateTypeIsInternalError, "CB001 CB013", ACLCTS_PRODUCT)
{
    static aclcts_cb a = {.tag = "A"}, b = {.tag = "B"};
    const aclRegisterCallbackType dvpp = ACL_REG_TYPE_ACL_DVPP;
    CHECK_CODE(t, t->acl->aclFinalizeCallbackRegister(dvpp, aclcts_fin_cb, &a), ACL_SUCCESS);
    CHECK_CODE(t, t->acl->aclFinalizeCallbackRegister(dvpp, aclcts_fin_cb2, &b), ACL_ERROR_INTERNAL_ERROR);
    CHECK_CODE(t, t->acl->aclFinalizeCallbackRegister(dvpp, aclcts_fin_cb, &a), ACL_ERROR_INTERNAL_ERROR);
    CHECK_CODE(t, t->acl->aclFinalize(), ACL_SUCCESS);
    CHECK_STR(t, aclcts_cb_log(), "A");
}

/* Every non-OTHER type is limited to one entry, dispatched or not. */
ACLCTS_TEST(CB001, EveryNamedTypeTakesOneEntry, "CB001 API003", ACLCTS_PRODUCT)
{
    static aclcts_cb a = {.tag = "A"};
    for (int type = ACL_REG_TYPE_ACL_MODEL; type <= ACL_REG_TYPE_ACL_RETR; type++) {
        aclRegisterCallbackType ty = (aclRegisterCallbackType)type;
        CHECK_CODE(t, t->acl->aclInitCallbackRegister(ty, aclcts_init_cb, &a), ACL_SUCCESS);
        CHECK_CODE(t, t->acl->aclInitCallbackRegister(ty, aclcts_init_cb2, &a), ACL_ERROR_INTERNAL_ERROR);
        CHECK_CODE(t, t->acl->aclFinalizeCallbackRegister(ty, aclcts_fin_cb, &a), ACL_SUCCESS);
        CHECK_CODE(t, t->acl->aclFinalizeCallbackRegister(ty, aclcts_fin_cb2, &a), ACL_ERROR_INTERNAL_ERROR);
    }
}

/* The init registry and the finalize registry do not share entries. */
ACLCTS_TEST(CB001, InitAndFinalizeRegistriesAreIndependent, "CB001 CB012", ACLCTS_PRODUCT)
{
    static aclcts_cb i = {.tag = "INIT"}, f = {.tag = "FIN"};
    CHECK_CODE(t, t->acl->aclFinalizeCallbackRegister(MODEL, aclcts_fin_cb, &f), ACL_SUCCESS);
    CHECK_CODE(t, t->acl->aclInitCallbackRegister(MODEL, aclcts_init_cb, &i), ACL_SUCCESS);
    CHECK_CODE(t, t->acl->aclInit(NULL), ACL_SUCCESS);
    CHECK_CODE(t, t->acl->aclFinalize(), ACL_SUCCESS);
    CHECK_STR(t, aclcts_cb_log(), "INIT FIN");
    /* removing one leaves the other */
    CHECK_CODE(t, t->acl->aclInitCallbackUnRegister(MODEL, aclcts_init_cb), ACL_SUCCESS);
    CHECK_CODE(t, t->acl->aclFinalizeCallbackUnRegister(MODEL, aclcts_fin_cb), ACL_SUCCESS);
}

ACLCTS_TEST(CB001, InitOtherTakesTheSameFunctionTwice, "CB001 CB005", ACLCTS_PRODUCT)
{
    static aclcts_cb a = {.tag = "A"}, b = {.tag = "B"}, c = {.tag = "C"};
    CHECK_CODE(t, t->acl->aclInitCallbackRegister(OTHER, aclcts_init_cb, &a), ACL_SUCCESS);
    CHECK_CODE(t, t->acl->aclInitCallbackRegister(OTHER, aclcts_init_cb, &a), ACL_SUCCESS);
    CHECK_CODE(t, t->acl->aclInitCallbackRegister(OTHER, aclcts_init_cb, &b), ACL_SUCCESS);
    CHECK_CODE(t, t->acl->aclInitCallbackRegister(OTHER, aclcts_init_cb2, &c), ACL_SUCCESS);
    CHECK_CODE(t, t->acl->aclInit(NULL), ACL_SUCCESS);
    CHECK_STR(t, aclcts_cb_log(), "A A B C");
}

ACLCTS_TEST(CB001, FinalizeOtherTakesTheSameFunctionTwice, "CB001 CB005", ACLCTS_PRODUCT)
{
    static aclcts_cb a = {.tag = "A"};
    CHECK_CODE(t, t->acl->aclFinalizeCallbackRegister(OTHER, aclcts_fin_cb, &a), ACL_SUCCESS);
    CHECK_CODE(t, t->acl->aclFinalizeCallbackRegister(OTHER, aclcts_fin_cb, &a), ACL_SUCCESS);
    CHECK_CODE(t, t->acl->aclInit(NULL), ACL_SUCCESS);
    CHECK_CODE(t, t->acl->aclFinalize(), ACL_SUCCESS);
    CHECK_INT(t, a.calls, 2);
    CHECK_STR(t, aclcts_cb_log(), "A A");
}
