/* CB012: the init and the finalize registries are independent. A type taken
 * in one is free in the other, unregistering from one never finds or
 * removes an entry of the other, and each registry's entries run only at its
 * own dispatch. */
#include "helpers/callbacks.h"

#define MODEL ACL_REG_TYPE_ACL_MODEL
#define DVPP ACL_REG_TYPE_ACL_DVPP
/* The same address as the other registry's function type (never called). */
#define AS_FIN(f) ((aclFinalizeCallbackFunc)(void (*)(void))(f))
#define AS_INIT(f) ((aclInitCallbackFunc)(void (*)(void))(f))

ACLCTS_TEST(CB012, InitEntryDoesNotOccupyTheFinalizeType, "CB012 CB001", ACLCTS_PRODUCT)
{
    static aclcts_cb i = {.tag = "INIT"}, f = {.tag = "FIN"};
    cb_add(t, "CB012", CB_INIT, CB_ENTRIES({DVPP, &i, CB_FN}));
    cb_add(t, "CB012", CB_FIN, CB_ENTRIES({DVPP, &f, CB_FN}));
    /* each registry now holds its one DVPP entry */
    cb_register(t, "CB001", CB_INIT, DVPP, CB_FN2, &i, ACL_ERROR_INTERNAL_ERROR);
    cb_register(t, "CB001", CB_FIN, DVPP, CB_FN2, &f, ACL_ERROR_INTERNAL_ERROR);
}

/* An entry only the other registry holds is "not registered" (500000), even
 * when asked for with the very same function address. */
ACLCTS_TEST(CB012, UnregisterDoesNotSeeTheOtherRegistry, "CB012 CB002", ACLCTS_PRODUCT)
{
    static aclcts_cb i = {.tag = "INIT"}, f = {.tag = "FIN"};
    cb_add(t, "CB012", CB_INIT, CB_ENTRIES({MODEL, &i, CB_FN}));
    cb_add(t, "CB012", CB_FIN, CB_ENTRIES({DVPP, &f, CB_FN}));
    CHECK_CODE(t, t->acl->aclFinalizeCallbackUnRegister(MODEL, AS_FIN(aclcts_init_cb)), ACL_ERROR_INTERNAL_ERROR);
    CHECK_CODE(t, t->acl->aclInitCallbackUnRegister(DVPP, AS_INIT(aclcts_fin_cb)), ACL_ERROR_INTERNAL_ERROR);
    cb_run(t, "CB012", CB_FIN, NULL);
    CHECK_STR(t, aclcts_cb_log(), "INIT FIN");
}

/* Removing the init entry of a type leaves the finalize entry of that type. */
ACLCTS_TEST(CB012, UnregisteringTheInitEntryKeepsTheFinalizeEntry, "CB012 CB002", ACLCTS_PRODUCT)
{
    static aclcts_cb i = {.tag = "INIT"}, f = {.tag = "FIN"};
    cb_add(t, "CB012", CB_INIT, CB_ENTRIES({MODEL, &i, CB_FN}));
    cb_add(t, "CB012", CB_FIN, CB_ENTRIES({MODEL, &f, CB_FN}));
    cb_unregister(t, "CB012", CB_INIT, MODEL, CB_FN, ACL_SUCCESS);
    cb_run(t, "CB012", CB_FIN, NULL);
    CHECK_STR(t, aclcts_cb_log(), "FIN");
    cb_unregister(t, "CB012", CB_FIN, MODEL, CB_FN, ACL_SUCCESS);
}
