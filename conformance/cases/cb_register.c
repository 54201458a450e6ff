/* CB001: registration. NULL function → 100000; a second registration for any
 * non-OTHER type → 500000 whatever the function and userData, and the first
 * entry stays the one that runs (CB013); OTHER takes any number of entries (the
 * same function twice included); the init and the finalize registries are
 * independent. Each behaviour is checked on both registries. */
#include "helpers/callbacks.h"

#define OTHER ACL_REG_TYPE_OTHER
#define MODEL ACL_REG_TYPE_ACL_MODEL

/* Nothing was stored for a NULL function: the type is still free afterwards. */
static void null_function_is_invalid_param(aclcts_t *t, cb_registry r)
{
    static aclcts_cb a = {.tag = "A"};
    cb_register(t, "CB001", r, MODEL, CB_NULL, &a, ACL_ERROR_INVALID_PARAM);
    cb_register(t, "CB001", r, OTHER, CB_NULL, NULL, ACL_ERROR_INVALID_PARAM);
    cb_register(t, "CB001", r, MODEL, CB_FN, &a, ACL_SUCCESS);
}
CB_BOTH_REGISTRIES(CB001, InitRegisterNullFunctionIsInvalidParam, FinalizeRegisterNullFunctionIsInvalidParam,
                   "CB001 API005", null_function_is_invalid_param)

/* The NULL check comes first: an occupied type still gives 100000 for NULL. */
ACLCTS_TEST(CB001, NullFunctionOnOccupiedTypeIsInvalidParam, "CB001", ACLCTS_PRODUCT)
{
    static aclcts_cb a = {.tag = "A"};
    for (cb_registry r = CB_INIT; r <= CB_FIN; r++) {
        cb_register(t, "CB001", r, MODEL, CB_FN, &a, ACL_SUCCESS);
        cb_register(t, "CB001", r, MODEL, CB_NULL, &a, ACL_ERROR_INVALID_PARAM);
    }
}

/* Another function, the same function with other userData, the very same
 * registration: all rejected, and only the first entry runs (CB013). */
static void duplicate_type_is_internal_error(aclcts_t *t, cb_registry r)
{
    static aclcts_cb a = {.tag = "A"}, b = {.tag = "B"};
    const aclRegisterCallbackType type = r == CB_INIT ? MODEL : ACL_REG_TYPE_ACL_DVPP;
    cb_register(t, "CB001", r, type, CB_FN, &a, ACL_SUCCESS);
    cb_register(t, "CB001", r, type, CB_FN2, &b, ACL_ERROR_INTERNAL_ERROR);
    cb_register(t, "CB001", r, type, CB_FN, &b, ACL_ERROR_INTERNAL_ERROR);
    cb_register(t, "CB001", r, type, CB_FN, &a, ACL_ERROR_INTERNAL_ERROR);
    cb_run(t, "CB013", r, NULL);
    CHECK_STR_FOR(t, "CB013", aclcts_cb_log(), "A");
    CHECK_INT_FOR(t, "CB013", b.calls, 0);
}
CB_BOTH_REGISTRIES(CB001, InitDuplicateTypeIsInternalError, FinalizeDuplicateTypeIsInternalError, "CB001 CB013",
                   duplicate_type_is_internal_error)

/* Every non-OTHER type is limited to one entry, dispatched or not. */
ACLCTS_TEST(CB001, EveryNamedTypeTakesOneEntry, "CB001 API003", ACLCTS_PRODUCT)
{
    static aclcts_cb a = {.tag = "A"};
    for (int type = ACL_REG_TYPE_ACL_MODEL; type <= ACL_REG_TYPE_ACL_RETR; type++) {
        for (cb_registry r = CB_INIT; r <= CB_FIN; r++) {
            cb_register(t, "CB001", r, (aclRegisterCallbackType)type, CB_FN, &a, ACL_SUCCESS);
            cb_register(t, "CB001", r, (aclRegisterCallbackType)type, CB_FN2, &a, ACL_ERROR_INTERNAL_ERROR);
        }
    }
}

/* The init registry and the finalize registry do not share entries: one type
 * taken in both runs at both dispatches, and each is removed on its own. */
ACLCTS_TEST(CB001, InitAndFinalizeRegistriesAreIndependent, "CB001 CB012", ACLCTS_PRODUCT)
{
    static aclcts_cb i = {.tag = "INIT"}, f = {.tag = "FIN"};
    cb_add(t, "CB001", CB_FIN, CB_ENTRIES({MODEL, &f, CB_FN}));
    cb_add(t, "CB001", CB_INIT, CB_ENTRIES({MODEL, &i, CB_FN}));
    cb_run(t, "CB001", CB_FIN, NULL);
    CHECK_STR(t, aclcts_cb_log(), "INIT FIN");
    cb_unregister(t, "CB012", CB_INIT, MODEL, CB_FN, ACL_SUCCESS);
    cb_unregister(t, "CB012", CB_FIN, MODEL, CB_FN, ACL_SUCCESS);
}

/* OTHER takes the same function twice (with the same userData), and more. */
static void other_takes_the_same_function_twice(aclcts_t *t, cb_registry r)
{
    static aclcts_cb a = {.tag = "A"}, b = {.tag = "B"}, c = {.tag = "C"};
    cb_add(t, "CB001", r, CB_ENTRIES({OTHER, &a, CB_FN}, {OTHER, &a, CB_FN}, {OTHER, &b, CB_FN}, {OTHER, &c, CB_FN2}));
    cb_run(t, "CB001", r, NULL);
    CHECK_INT(t, a.calls, 2);
    CHECK_STR_FOR(t, "CB005", aclcts_cb_log(), "A A B C");
}
CB_BOTH_REGISTRIES(CB001, InitOtherTakesTheSameFunctionTwice, FinalizeOtherTakesTheSameFunctionTwice, "CB001 CB005",
                   other_takes_the_same_function_twice)
