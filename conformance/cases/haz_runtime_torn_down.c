/* HAZ008-HAZ010: call sequences of the chain on which the product's runtime
 * crashes in its own code (found by fuzz_rt_diff against the product's
 * runtime; each reproduced through the ACL layer with that runtime beneath,
 * `aclcts run --lower`). The runtime keeps an event's device after the
 * context's teardown freed it, and a thread's binding to a context another
 * thread destroyed. The intended answers, the spy's model's: the calls
 * succeed. Run over the product's runtime these tests end in SIGSEGV, which
 * the runner reports as a hazard. */
#include "helpers/chain.h"
#include "helpers/threads.h"

/* HAZ008: an event of a created context, the context destroyed, then the
 * event synchronized or destroyed. */
static aclrtEvent event_of_a_destroyed_context(aclcts_t *t)
{
    aclrtContext c = NULL;
    aclrtEvent e = NULL;
    CHECK_CODE_FATAL_FOR(t, "HAZ008", t->acl->aclrtCreateContext(&c, 7), ACL_SUCCESS);
    CHECK_CODE_FATAL_FOR(t, "HAZ008", t->acl->aclrtCreateEvent(&e), ACL_SUCCESS);
    CHECK_CODE_FATAL_FOR(t, "HAZ008", t->acl->aclrtDestroyContext(c), ACL_SUCCESS);
    return e;
}

ACLCTS_TEST(HAZ008, SynchronizeEventOfADestroyedContext, "HAZ008", ACLCTS_PRODUCT)
{
    CHAIN_NEED_DEVICES(t);
    CHECK_CODE(t, t->acl->aclrtSynchronizeEvent(event_of_a_destroyed_context(t)), ACL_SUCCESS);
}

ACLCTS_TEST(HAZ008, DestroyEventOfADestroyedContext, "HAZ008", ACLCTS_PRODUCT)
{
    CHAIN_NEED_DEVICES(t);
    CHECK_CODE(t, t->acl->aclrtDestroyEvent(event_of_a_destroyed_context(t)), ACL_SUCCESS);
}

/* HAZ009: an event of the primary context, the device reset to zero and set
 * again (the same primary context object, a new device), then the event
 * recorded on the default stream. */
ACLCTS_TEST(HAZ009, RecordEventAfterItsDeviceWasResetAndSetAgain, "HAZ009", ACLCTS_PRODUCT)
{
    CHAIN_NEED_DEVICES(t);
    aclrtEvent e = NULL;
    chain_set_device(t, "HAZ009", 0);
    CHECK_CODE_FATAL(t, t->acl->aclrtCreateEvent(&e), ACL_SUCCESS);
    CHECK_CODE_FATAL(t, t->acl->aclrtResetDevice(0), ACL_SUCCESS);
    chain_set_device(t, "HAZ009", 0);
    CHECK_CODE(t, t->acl->aclrtRecordEvent(e, NULL), ACL_SUCCESS);
}

/* HAZ010: a thread bound to a context another thread destroyed (no call of
 * its own has read the binding since) sets a device. */
static void destroy_elsewhere(aclcts_t *t, void *arg)
{
    CHECK_CODE_FOR(t, "HAZ010", t->acl->aclrtDestroyContext(*(aclrtContext *)arg), ACL_SUCCESS);
}

ACLCTS_TEST(HAZ010, SetDeviceOverAContextDestroyedOnAnotherThread, "HAZ010", ACLCTS_PRODUCT)
{
    CHAIN_NEED_DEVICES(t);
    aclrtContext c = NULL;
    CHECK_CODE_FATAL(t, t->acl->aclrtCreateContext(&c, 0), ACL_SUCCESS);
    thread_run_checks(t, destroy_elsewhere, &c);
    CHECK_CODE(t, t->acl->aclrtSetDevice(3), ACL_SUCCESS);
}
