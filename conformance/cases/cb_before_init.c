/* CB011: an init callback registered while the count is 0 (before any init,
 * after a finalize, after a failed init) is not invoked at registration; it
 * runs at the next fresh init's dispatch. */
#include "fin_common.h"

/* Registering the init callback `slot` under `type` succeeds and does not run it. */
#define register_idle(t, ...) ACLCTS_HELPER(register_idle_, t, __VA_ARGS__)
static void register_idle_(aclcts_t *t, const char *rule, aclRegisterCallbackType type, aclcts_cb *slot)
{
    CHECK_CODE_FOR(t, rule, t->acl->aclInitCallbackRegister(type, aclcts_init_cb, slot), 0);
    CHECK_INT_FOR(t, rule, slot->calls, 0);
}

ACLCTS_TEST(CB011, RegisterBeforeInitDoesNotRun, "CB011", ACLCTS_PRODUCT)
{
    static aclcts_cb a = {.tag = "A"};
    register_idle(t, "CB011", ACL_REG_TYPE_ACL_MODEL, &a);
    CHECK_CODE(t, t->acl->aclInit(NULL), ACL_SUCCESS);
    CHECK_INT(t, a.calls, 1);
}

ACLCTS_TEST(CB011, RegisterAfterFinalizeDoesNotRun, "CB011", ACLCTS_PRODUCT)
{
    static aclcts_cb a = {.tag = "A"};
    CHECK_CODE(t, t->acl->aclInit(NULL), ACL_SUCCESS);
    CHECK_CODE(t, t->acl->aclFinalize(), ACL_SUCCESS);
    register_idle(t, "CB011", ACL_REG_TYPE_OTHER, &a);
    CHECK_CODE(t, t->acl->aclInit(NULL), ACL_SUCCESS);
    CHECK_INT(t, a.calls, 1);
}

ACLCTS_TEST(CB011, RegisterAfterLastReferenceDoesNotRun, "CB011 REF002", ACLCTS_PRODUCT)
{
    static aclcts_cb a = {.tag = "A"};
    CHECK_CODE(t, t->acl->aclInit(NULL), ACL_SUCCESS);
    CHECK_CODE(t, t->acl->aclFinalizeReference(NULL), ACL_SUCCESS);
    register_idle(t, "CB011", ACL_REG_TYPE_ACL_DVPP, &a);
}

ACLCTS_TEST(CB011, RegisterAfterFailedInitDoesNotRun, "CB011 STATE003", ACLCTS_PRODUCT)
{
    static aclcts_cb a = {.tag = "A"};
    CHECK_CODE(t, t->acl->aclInit(aclcts_path(t, "missing.json")), ACL_ERROR_INVALID_FILE);
    register_idle(t, "CB011", ACL_REG_TYPE_ACL_MODEL, &a);
}

/* A type aclInit never dispatches, registered at count 0, never runs at all. */
ACLCTS_TEST(CB011, NonDispatchedTypeRegisteredEarlyNeverRuns, "CB011 CB009", ACLCTS_PRODUCT)
{
    static aclcts_cb a = {.tag = "A"};
    CHECK_CODE(t, t->acl->aclInitCallbackRegister(ACL_REG_TYPE_ACL_RETR, aclcts_init_cb, &a), 0);
    CHECK_CODE(t, t->acl->aclInit(NULL), ACL_SUCCESS);
    CHECK_CODE(t, t->acl->aclFinalize(), ACL_SUCCESS);
    CHECK_INT(t, a.calls, 0);
}
