/* CB013: a registration rejected as a duplicate (500000) changes nothing.
 * The first entry keeps its function and userData, runs at the next
 * dispatch, and is the one its function unregisters; the rejected function
 * was never stored. (That the first entry alone runs at the next dispatch, in
 * either registry, is CB001.Init/FinalizeDuplicateTypeIsInternalError.) */
#include "helpers/callbacks.h"

#define MODEL ACL_REG_TYPE_ACL_MODEL
#define DVPP ACL_REG_TYPE_ACL_DVPP

/* The rejected function was not stored: it cannot be unregistered, the
 * first one can (product test aclInitCallbackApiTest). */
ACLCTS_TEST(CB013, OnlyTheFirstFunctionCanBeUnregistered, "CB013 CB002", ACLCTS_PRODUCT)
{
    static aclcts_cb first = {.tag = "FIRST"}, second = {.tag = "SECOND"};
    cb_add(t, "CB013", CB_INIT, CB_ENTRIES({MODEL, &first, CB_FN}));
    cb_register(t, "CB013", CB_INIT, MODEL, CB_FN2, &second, ACL_ERROR_INTERNAL_ERROR);
    cb_unregister(t, "CB013", CB_INIT, MODEL, CB_FN2, ACL_ERROR_INTERNAL_ERROR);
    cb_unregister(t, "CB013", CB_INIT, MODEL, CB_FN, ACL_SUCCESS);
    cb_run(t, "CB013", CB_INIT, NULL);
    CHECK_STR(t, aclcts_cb_log(), "");
}

/* While initialised, a rejected registration neither replaces the entry nor
 * runs the rejected callback (CB007). */
ACLCTS_TEST(CB013, RejectedRegistrationWhileInitialisedKeepsTheFirstEntry, "CB013 CB007", ACLCTS_PRODUCT)
{
    static aclcts_cb first = {.tag = "FIRST"}, second = {.tag = "SECOND"};
    CHECK_CODE(t, t->acl->aclInit(NULL), ACL_SUCCESS);
    cb_add(t, "CB013", CB_INIT, CB_ENTRIES({DVPP, &first, CB_FN}));
    cb_register(t, "CB013", CB_INIT, DVPP, CB_FN2, &second, ACL_ERROR_INTERNAL_ERROR);
    CHECK_CODE(t, t->acl->aclFinalize(), ACL_SUCCESS);
    CHECK_CODE(t, t->acl->aclInit(NULL), ACL_SUCCESS);
    /* FIRST ran at registration and again at the re-init's DVPP step */
    CHECK_STR(t, aclcts_cb_log(), "FIRST FIRST");
}
