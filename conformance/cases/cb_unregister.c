/* CB002: unregistration. NULL → 100000; no entry of that type with that
 * function → 500000; otherwise the first entry of the type whose function
 * matches is removed (userData is not compared), one entry per call. Each
 * behaviour is checked on both registries. */
#include "helpers/callbacks.h"

#define OTHER ACL_REG_TYPE_OTHER
#define MODEL ACL_REG_TYPE_ACL_MODEL
#define DVPP ACL_REG_TYPE_ACL_DVPP

/* NULL is refused with and without an entry, and removes nothing. */
static void unregister_null_is_invalid_param(aclcts_t *t, cb_registry r)
{
    static aclcts_cb a = {.tag = "A"};
    const aclRegisterCallbackType type = r == CB_INIT ? MODEL : OTHER;
    cb_unregister(t, "CB002", r, type, CB_NULL, ACL_ERROR_INVALID_PARAM);
    cb_add(t, "CB002", r, CB_ENTRIES({type, &a, CB_FN}));
    cb_unregister(t, "CB002", r, type, CB_NULL, ACL_ERROR_INVALID_PARAM);
    cb_run(t, "CB002", r, NULL);
    CHECK_INT(t, a.calls, 1);
}
CB_BOTH_REGISTRIES(CB002, InitUnregisterNullIsInvalidParam, FinalizeUnregisterNullIsInvalidParam, "CB002 API005",
                   unregister_null_is_invalid_param)

ACLCTS_TEST(CB002, UnregisterWithNothingRegisteredIsInternalError, "CB002 API005", ACLCTS_PRODUCT)
{
    for (cb_registry r = CB_INIT; r <= CB_FIN; r++) {
        cb_unregister(t, "CB002", r, MODEL, CB_FN, ACL_ERROR_INTERNAL_ERROR);
        cb_unregister(t, "CB002", r, OTHER, CB_FN, ACL_ERROR_INTERNAL_ERROR);
    }
}

ACLCTS_TEST(CB002, UnregisterOfAnotherFunctionIsInternalError, "CB002", ACLCTS_PRODUCT)
{
    static aclcts_cb a = {.tag = "A"};
    cb_add(t, "CB002", CB_INIT, CB_ENTRIES({MODEL, &a, CB_FN}));
    cb_unregister(t, "CB002", CB_INIT, MODEL, CB_FN2, ACL_ERROR_INTERNAL_ERROR);
    cb_run(t, "CB002", CB_INIT, NULL);
    CHECK_INT(t, a.calls, 1);
}

ACLCTS_TEST(CB002, UnregisterUnderTheWrongTypeIsInternalError, "CB002", ACLCTS_PRODUCT)
{
    static aclcts_cb a = {.tag = "A"}, f = {.tag = "F"};
    cb_add(t, "CB002", CB_INIT, CB_ENTRIES({MODEL, &a, CB_FN}));
    cb_add(t, "CB002", CB_FIN, CB_ENTRIES({MODEL, &f, CB_FN}));
    cb_unregister(t, "CB002", CB_INIT, DVPP, CB_FN, ACL_ERROR_INTERNAL_ERROR);
    cb_unregister(t, "CB002", CB_FIN, DVPP, CB_FN, ACL_ERROR_INTERNAL_ERROR);
    cb_run(t, "CB002", CB_FIN, NULL);
    CHECK_STR(t, aclcts_cb_log(), "A F");
}

/* One unregistration removes one of two identical OTHER entries. */
static void other_registered_twice_needs_two_unregisters(aclcts_t *t, cb_registry r)
{
    static aclcts_cb a = {.tag = "A"};
    cb_add(t, "CB002", r, CB_ENTRIES({OTHER, &a, CB_FN}, {OTHER, &a, CB_FN}));
    cb_unregister(t, "CB002", r, OTHER, CB_FN, ACL_SUCCESS);
    cb_unregister(t, "CB002", r, OTHER, CB_FN, ACL_SUCCESS);
    cb_unregister(t, "CB002", r, OTHER, CB_FN, ACL_ERROR_INTERNAL_ERROR);
    cb_run(t, "CB002", r, NULL);
    CHECK_INT(t, a.calls, 0);
}
CB_BOTH_REGISTRIES(CB002, OtherRegisteredTwiceNeedsTwoUnregisters, FinalizeOtherRegisteredTwiceNeedsTwoUnregisters,
                   "CB002 CB001", other_registered_twice_needs_two_unregisters)

/* A, B (another function), C: unregistering the function of A and C removes
 * A, the first match, although C's userData differs. */
static void unregister_removes_the_first_match(aclcts_t *t, cb_registry r)
{
    static aclcts_cb a = {.tag = "A"}, b = {.tag = "B"}, c = {.tag = "C"};
    cb_add(t, "CB002", r, CB_ENTRIES({OTHER, &a, CB_FN}, {OTHER, &b, CB_FN2}, {OTHER, &c, CB_FN}));
    cb_unregister(t, "CB002", r, OTHER, CB_FN, ACL_SUCCESS);
    cb_run(t, "CB002", r, NULL);
    CHECK_STR(t, aclcts_cb_log(), "B C");
}
CB_BOTH_REGISTRIES(CB002, InitUnregisterRemovesTheFirstMatchIgnoringUserData,
                   FinalizeUnregisterRemovesTheFirstMatchIgnoringUserData, "CB002 CB005",
                   unregister_removes_the_first_match)

/* Unregistering frees the single slot of a non-OTHER type. */
ACLCTS_TEST(CB002, UnregisterFreesTheTypeForANewEntry, "CB002 CB001", ACLCTS_PRODUCT)
{
    static aclcts_cb a = {.tag = "A"}, b = {.tag = "B"};
    cb_add(t, "CB002", CB_INIT, CB_ENTRIES({MODEL, &a, CB_FN}));
    cb_unregister(t, "CB002", CB_INIT, MODEL, CB_FN, ACL_SUCCESS);
    cb_unregister(t, "CB002", CB_INIT, MODEL, CB_FN, ACL_ERROR_INTERNAL_ERROR);
    cb_add(t, "CB002", CB_INIT, CB_ENTRIES({MODEL, &b, CB_FN2}));
    cb_run(t, "CB002", CB_INIT, NULL);
    CHECK_STR(t, aclcts_cb_log(), "B");
}

/* A, B (another function): unregistering B removes B and leaves A in place;
 * B again finds nothing (500000) and removes nothing. */
static void unregister_the_last_keeps_the_others(aclcts_t *t, cb_registry r)
{
    static aclcts_cb a = {.tag = "A"}, b = {.tag = "B"};
    cb_add(t, "CB002", r, CB_ENTRIES({OTHER, &a, CB_FN}, {OTHER, &b, CB_FN2}));
    cb_unregister(t, "CB002", r, OTHER, CB_FN2, ACL_SUCCESS);
    cb_unregister(t, "CB002", r, OTHER, CB_FN2, ACL_ERROR_INTERNAL_ERROR);
    cb_run(t, "CB002", r, NULL);
    CHECK_STR(t, aclcts_cb_log(), "A");
}
CB_BOTH_REGISTRIES(CB002, InitUnregisterOfTheLastKeepsTheOthers, FinalizeUnregisterOfTheLastKeepsTheOthers, "CB002",
                   unregister_the_last_keeps_the_others)
