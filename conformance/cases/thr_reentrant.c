/* THR003 / THR004 (IMPL): the lifecycle lock is re-entrant on the same
 * thread. A callback that calls back into aclInit / aclFinalize must not
 * deadlock (the runner's deadline reports a hang as a timeout). What the
 * nested call returns is implementation-defined; only termination, a
 * documented code and a consistent final state are checked. Each nested call
 * is made once (a nested fresh init would dispatch the callback again). */
#include "helpers/callbacks.h"
#include "helpers/fin.h"

static const aclcts_acl *acl;
static aclError nested = -1;

static void init_inside(aclcts_cb *self)
{
    if (self->calls == 1) nested = acl->aclInit(NULL);
}

static void finalize_inside(aclcts_cb *self)
{
    if (self->calls == 1) nested = acl->aclFinalize();
}

/* Registers in r a callback of `type` whose first run calls `inside`, then
 * runs the lifecycle that dispatches r. */
#define run_nested(t, ...) ACLCTS_HELPER(run_nested_, t, __VA_ARGS__)
static void run_nested_(aclcts_t *t, const char *rule, cb_registry r, aclRegisterCallbackType type,
                        void (*inside)(aclcts_cb *self))
{
    static aclcts_cb slot = {.tag = "NESTING"};
    slot.action = inside;
    acl = t->acl;
    cb_add(t, rule, r, CB_ENTRIES({type, &slot, CB_FN}));
    cb_run(t, rule, r, NULL);
}

ACLCTS_TEST(THR003, InitFromAnInitCallbackDoesNotDeadlock, "THR003", ACLCTS_PRODUCT)
{
    run_nested(t, "THR003", CB_INIT, ACL_REG_TYPE_OTHER, init_inside);
    CHECK_TRUE(t, nested == ACL_SUCCESS || nested == ACL_ERROR_REPEAT_INITIALIZE, "nested aclInit returned %d", nested);
    CHECK_CODE(t, t->acl->aclInit(NULL), ACL_ERROR_REPEAT_INITIALIZE);
}

/* Registration while initialised runs the callback at once; calling aclInit
 * from there is a plain repeat init (count > 0). */
ACLCTS_TEST(THR003, InitFromAnImmediateCallbackIsARepeatInit, "THR003 CB007 INIT001", ACLCTS_PRODUCT)
{
    static aclcts_cb late = {.tag = "LATE", .action = init_inside};
    acl = t->acl;
    CHECK_CODE(t, t->acl->aclInit(NULL), ACL_SUCCESS);
    cb_add(t, "THR003", CB_INIT, CB_ENTRIES({ACL_REG_TYPE_ACL_MODEL, &late, CB_FN}));
    CHECK_CODE(t, nested, ACL_ERROR_REPEAT_INITIALIZE);
    fin_expect_reference(t, "THR003", ACL_SUCCESS, 1);
}

ACLCTS_TEST(THR004, FinalizeFromAFinalizeCallbackDoesNotDeadlock, "THR004", ACLCTS_PRODUCT)
{
    run_nested(t, "THR004", CB_FIN, ACL_REG_TYPE_OTHER, finalize_inside);
    CHECK_TRUE(t, nested == ACL_SUCCESS || nested == ACL_ERROR_REPEAT_FINALIZE, "nested aclFinalize returned %d",
               nested);
    CHECK_CODE(t, t->acl->aclFinalize(), ACL_ERROR_REPEAT_FINALIZE);
}

ACLCTS_TEST(THR004, InitFromAFinalizeCallbackDoesNotDeadlock, "THR004 THR003", ACLCTS_PRODUCT)
{
    run_nested(t, "THR004", CB_FIN, ACL_REG_TYPE_ACL_MODEL, init_inside);
    /* the nested init saw count 1: a repeat init that the deinit then cleared */
    CHECK_CODE(t, nested, ACL_ERROR_REPEAT_INITIALIZE);
    CHECK_CODE(t, t->acl->aclFinalize(), ACL_ERROR_REPEAT_FINALIZE);
}
