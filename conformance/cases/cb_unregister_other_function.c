/* CB002: aclFinalizeCallbackUnRegister(type, g) while the type holds another
 * function f is ACL_ERROR_INTERNAL_ERROR (500000) and removes nothing: the
 * finalize registry's twin of UnregisterOfAnotherFunctionIsInternalError
 * (init_callback_manager.cpp UnRegFinalizeCallback -> UnregisterCallbackImpl,
 * which removes only an entry of the type whose function matches). The OTHER
 * type, which holds any number of entries, is checked too. Caught:
 * UnRegFinalizeCallback removing an entry of the type whatever its function
 * (the init registry's case does not see a change of the finalize side). */
#include "helpers/callbacks.h"

#define MODEL ACL_REG_TYPE_ACL_MODEL
#define OTHER ACL_REG_TYPE_OTHER

ACLCTS_TEST(CB002, FinalizeUnregisterOfAnotherFunctionIsInternalError, "CB002", ACLCTS_PRODUCT)
{
    static aclcts_cb a = {.tag = "A"};
    cb_add(t, "CB002", CB_FIN, CB_ENTRIES({MODEL, &a, CB_FN}));
    cb_unregister(t, "CB002", CB_FIN, MODEL, CB_FN2, ACL_ERROR_INTERNAL_ERROR);
    cb_run(t, "CB002", CB_FIN, NULL);
    CHECK_INT(t, a.calls, 1);
}

static void other_keeps_its_function(aclcts_t *t, cb_registry r)
{
    static aclcts_cb a = {.tag = "A"};
    cb_add(t, "CB002", r, CB_ENTRIES({OTHER, &a, CB_FN}));
    cb_unregister(t, "CB002", r, OTHER, CB_FN2, ACL_ERROR_INTERNAL_ERROR);
    cb_run(t, "CB002", r, NULL);
    CHECK_INT(t, a.calls, 1);
}
CB_BOTH_REGISTRIES(CB002, InitUnregisterOfAnotherOtherFunctionIsInternalError,
                   FinalizeUnregisterOfAnotherOtherFunctionIsInternalError, "CB002", other_keeps_its_function)
