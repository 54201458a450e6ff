/* CB011: an init callback registered while the count is 0 (before any init,
 * after a finalize, after a failed init) is not invoked at registration; it
 * runs at the next fresh init's dispatch. */
#include "helpers/callbacks.h"

/* Ways to reach count 0 before the registration. */
static void fresh(aclcts_t *t) { (void)t; }

static void after_finalize(aclcts_t *t)
{
    CHECK_CODE(t, t->acl->aclInit(NULL), ACL_SUCCESS);
    CHECK_CODE(t, t->acl->aclFinalize(), ACL_SUCCESS);
}

static void after_last_reference(aclcts_t *t)
{
    CHECK_CODE(t, t->acl->aclInit(NULL), ACL_SUCCESS);
    CHECK_CODE_FOR(t, "REF002", t->acl->aclFinalizeReference(NULL), ACL_SUCCESS);
}

static void after_failed_init(aclcts_t *t)
{
    CHECK_CODE_FOR(t, "STATE003", t->acl->aclInit(aclcts_path(t, "missing.json")), ACL_ERROR_INVALID_FILE);
}

/* After `reach_zero`, registering under `type` does not run the callback; the
 * next aclInit(NULL) does, once. */
static void registered_at_zero_runs_at_next_init(aclcts_t *t, void (*reach_zero)(aclcts_t *t),
                                                 aclRegisterCallbackType type)
{
    static aclcts_cb a = {.tag = "A"};
    reach_zero(t);
    cb_register(t, "CB011", CB_INIT, type, CB_FN, &a, ACL_SUCCESS);
    CHECK_INT(t, a.calls, 0);
    cb_run(t, "CB011", CB_INIT, NULL);
    CHECK_INT(t, a.calls, 1);
}

/* One case a row: reach count 0 by REACH_ZERO, register under TYPE. */
#define AT_ZERO_CASE(NAME, RULES, REACH_ZERO, TYPE)                               \
    ACLCTS_TEST(CB011, NAME, RULES, ACLCTS_PRODUCT)                               \
    {                                                                             \
        ACLCTS_HELPER(registered_at_zero_runs_at_next_init, t, REACH_ZERO, TYPE); \
    }

AT_ZERO_CASE(RegisterBeforeInitDoesNotRun, "CB011", fresh, ACL_REG_TYPE_ACL_MODEL)
AT_ZERO_CASE(RegisterAfterFinalizeDoesNotRun, "CB011", after_finalize, ACL_REG_TYPE_OTHER)
AT_ZERO_CASE(RegisterAfterLastReferenceDoesNotRun, "CB011 REF002", after_last_reference, ACL_REG_TYPE_ACL_DVPP)
AT_ZERO_CASE(RegisterAfterFailedInitDoesNotRun, "CB011 STATE003", after_failed_init, ACL_REG_TYPE_ACL_MODEL)

/* A type aclInit never dispatches, registered at count 0, never runs at all. */
ACLCTS_TEST(CB011, NonDispatchedTypeRegisteredEarlyNeverRuns, "CB011 CB009", ACLCTS_PRODUCT)
{
    static aclcts_cb a = {.tag = "A"};
    cb_add(t, "CB011", CB_INIT, CB_ENTRIES({ACL_REG_TYPE_ACL_RETR, &a, CB_FN}));
    cb_run(t, "CB011", CB_FIN, NULL);
    CHECK_INT(t, a.calls, 0);
}
