/* CB007: an init callback registered while initialised (count > 0) runs at
 * once, on the registering thread, with the saved raw config of the init that
 * made the 0 → 1 transition; its return value is ignored (register returns 0)
 * and it is stored. This holds for any type value. A rejected registration
 * does not run; finalize callbacks never run at registration. */
#include "helpers/callbacks.h"

ACLCTS_TEST(CB007, RegisterAfterNullInitRunsAtOnce, "CB007 CB006", ACLCTS_PRODUCT)
{
    static aclcts_cb a = {.tag = "A"};
    CHECK_CODE(t, t->acl->aclInit(NULL), ACL_SUCCESS);
    cb_add(t, "CB007", CB_INIT, CB_ENTRIES({ACL_REG_TYPE_ACL_MODEL, &a, CB_FN}));
    CHECK_INT(t, a.calls, 1);
    CHECK_INT(t, a.cfg_was_null, 0);
    CHECK_INT(t, a.last_len, 0);
    CHECK_STR(t, a.last_cfg, "");
}

ACLCTS_TEST(CB007, RegisterAfterFileInitGetsTheSavedBytes, "CB007 CB006", ACLCTS_PRODUCT)
{
    static aclcts_cb a = {.tag = "A"};
    static const char text[] = "{\"saved\": \"yes\"}\n";
    CHECK_CODE(t, t->acl->aclInit(aclcts_file(t, "saved.json", text)), ACL_SUCCESS);
    cb_add(t, "CB007", CB_INIT, CB_ENTRIES({ACL_REG_TYPE_OTHER, &a, CB_FN}));
    CHECK_INT(t, a.calls, 1);
    CHECK_INT(t, a.last_len, sizeof text - 1);
    CHECK_STR(t, a.last_cfg, text);
}

/* The config of the first init counts, not the argument of a repeat init. */
ACLCTS_TEST(CB007, RepeatInitDoesNotReplaceTheSavedConfig, "CB007 INIT001", ACLCTS_PRODUCT)
{
    static aclcts_cb a = {.tag = "A"};
    static const char first[] = "{\"first\":1}";
    CHECK_CODE(t, t->acl->aclInit(aclcts_file(t, "first.json", first)), ACL_SUCCESS);
    CHECK_CODE(t, t->acl->aclInit(aclcts_file(t, "second.json", "{\"second\":2}")), ACL_ERROR_REPEAT_INITIALIZE);
    cb_add(t, "CB007", CB_INIT, CB_ENTRIES({ACL_REG_TYPE_ACL_DVPP, &a, CB_FN}));
    CHECK_INT(t, a.last_len, sizeof first - 1);
    CHECK_STR(t, a.last_cfg, first);
}

ACLCTS_TEST(CB007, ImmediateReturnValueIsIgnoredAndEntryKept, "CB007 CB001", ACLCTS_PRODUCT)
{
    static aclcts_cb a = {.tag = "A", .ret = ACL_ERROR_FAILURE}, b = {.tag = "B"};
    CHECK_CODE(t, t->acl->aclInit(NULL), ACL_SUCCESS);
    cb_add(t, "CB007", CB_INIT, CB_ENTRIES({ACL_REG_TYPE_ACL_MODEL, &a, CB_FN}));
    CHECK_INT(t, a.calls, 1);
    /* it was stored: the type is taken, and B is rejected without running */
    CHECK_CODE(t, t->acl->aclInitCallbackRegister(ACL_REG_TYPE_ACL_MODEL, aclcts_init_cb2, &b),
               ACL_ERROR_INTERNAL_ERROR);
    CHECK_INT(t, b.calls, 0);
    CHECK_CODE(t, t->acl->aclInitCallbackUnRegister(ACL_REG_TYPE_ACL_MODEL, aclcts_init_cb), ACL_SUCCESS);
}

ACLCTS_TEST(CB007, OtherFailingImmediateCallbackRegistersWithSuccess, "CB007", ACLCTS_PRODUCT)
{
    static aclcts_cb ok = {.tag = "OK"}, bad = {.tag = "BAD", .ret = ACL_ERROR_RT_PARAM_INVALID};
    CHECK_CODE(t, t->acl->aclInit(NULL), ACL_SUCCESS);
    cb_add(t, "CB007", CB_INIT, CB_ENTRIES({ACL_REG_TYPE_OTHER, &ok, CB_FN}, {ACL_REG_TYPE_OTHER, &bad, CB_FN2}));
    CHECK_STR(t, aclcts_cb_log(), "OK BAD");
    CHECK_CODE(t, t->acl->aclInitCallbackUnRegister(ACL_REG_TYPE_OTHER, aclcts_init_cb), ACL_SUCCESS);
    CHECK_CODE(t, t->acl->aclInitCallbackUnRegister(ACL_REG_TYPE_OTHER, aclcts_init_cb2), ACL_SUCCESS);
}

/* Types aclInit never dispatches, and values outside the enum, still run. */
ACLCTS_TEST(CB007, ImmediateRunForAnyTypeValue, "CB007 CB009", ACLCTS_PRODUCT)
{
    static const int types[] = {2, 3, 4, 5, 7, 8, 12345};
    static aclcts_cb slots[7];
    static const char *const tags[] = {"2", "3", "4", "5", "7", "8", "12345"};
    CHECK_CODE(t, t->acl->aclInit(NULL), ACL_SUCCESS);
    for (size_t i = 0; i < 7; i++) {
        slots[i].tag = tags[i];
        CHECK_CODE(t, t->acl->aclInitCallbackRegister((aclRegisterCallbackType)types[i], aclcts_init_cb, &slots[i]),
                   ACL_SUCCESS);
    }
    CHECK_STR(t, aclcts_cb_log(), "2 3 4 5 7 8 12345");
}

ACLCTS_TEST(CB007, RejectedRegistrationDoesNotRun, "CB007 CB001", ACLCTS_PRODUCT)
{
    static aclcts_cb a = {.tag = "A"}, b = {.tag = "B"};
    CHECK_CODE(t, t->acl->aclInit(NULL), ACL_SUCCESS);
    cb_add(t, "CB007", CB_INIT, CB_ENTRIES({ACL_REG_TYPE_ACL_DVPP, &a, CB_FN}));
    CHECK_CODE(t, t->acl->aclInitCallbackRegister(ACL_REG_TYPE_ACL_DVPP, aclcts_init_cb2, &b),
               ACL_ERROR_INTERNAL_ERROR);
    CHECK_CODE(t, t->acl->aclInitCallbackRegister(ACL_REG_TYPE_ACL_DVPP, NULL, &b), ACL_ERROR_INVALID_PARAM);
    CHECK_STR(t, aclcts_cb_log(), "A");
}

ACLCTS_TEST(CB007, FinalizeCallbackDoesNotRunAtRegistration, "CB007 CB004", ACLCTS_PRODUCT)
{
    static aclcts_cb f = {.tag = "F"}, o = {.tag = "O"};
    CHECK_CODE(t, t->acl->aclInit(NULL), ACL_SUCCESS);
    cb_add(t, "CB007", CB_FIN, CB_ENTRIES({ACL_REG_TYPE_ACL_MODEL, &f, CB_FN}, {ACL_REG_TYPE_OTHER, &o, CB_FN}));
    CHECK_STR(t, aclcts_cb_log(), "");
    CHECK_CODE(t, t->acl->aclFinalize(), ACL_SUCCESS);
    CHECK_STR(t, aclcts_cb_log(), "F O");
}

/* The immediate run makes no southbound call and does not re-init. */
ACLCTS_TEST(CB007, ImmediateRunMakesNoSouthboundCall, "CB007", ACLCTS_PRODUCT | ACLCTS_TRACE)
{
    static aclcts_cb a = {.tag = "A"};
    CHECK_CODE(t, t->acl->aclInit(NULL), ACL_SUCCESS);
    size_t m = aclcts_mark(t);
    cb_add(t, "CB007", CB_INIT, CB_ENTRIES({ACL_REG_TYPE_ACL_MODEL, &a, CB_FN}));
    CHECK_TRACE(t, m, "");
    CHECK_INT(t, a.calls, 1);
}

/* Registered while initialised, it is also dispatched by the next fresh init. */
ACLCTS_TEST(CB007, LateRegisteredCallbackRunsAgainAtNextInit, "CB007 CB010", ACLCTS_PRODUCT)
{
    static aclcts_cb a = {.tag = "A"};
    CHECK_CODE(t, t->acl->aclInit(NULL), ACL_SUCCESS);
    cb_add(t, "CB007", CB_INIT, CB_ENTRIES({ACL_REG_TYPE_ACL_MODEL, &a, CB_FN}));
    CHECK_CODE(t, t->acl->aclFinalize(), ACL_SUCCESS);
    CHECK_INT(t, a.calls, 1);
    CHECK_CODE(t, t->acl->aclInit(NULL), ACL_SUCCESS);
    CHECK_INT(t, a.calls, 2);
}
