/* THR001: aclFinalizeReference takes the lifecycle lock too. Called on
 * another thread while aclInit is inside its last init callback (OTHER,
 * before the count is set), it waits for that init to end, then finds the
 * count at 1 and runs the full deinit: 0, and 0 written to refCount
 * (acl.cpp aclFinalizeReferenceImpl: the same recursive mutex as
 * aclInitImpl). A call that did not wait would find the count at 0 and
 * answer ACL_ERROR_REPEAT_FINALIZE. The callback gives the other call a few
 * milliseconds to slip in once it has started. */
#include <pthread.h>
#include <stdatomic.h>

#include "helpers/callbacks.h"
#include "helpers/threads.h"

static const aclcts_acl *acl;
static atomic_int started, finished, spawned, spawn_failed;
static aclError reference_ret = -1;
static uint64_t reference_count = 99;
static pthread_t other;

static void *reference_worker(void *arg)
{
    (void)arg;
    atomic_store(&started, 1);
    reference_ret = acl->aclFinalizeReference(&reference_count);
    atomic_store(&finished, 1);
    return NULL;
}

static void reference_on_another_thread(aclcts_cb *self)
{
    if (self->calls != 1) return;
    if (pthread_create(&other, NULL, reference_worker, NULL) != 0) {
        atomic_store(&spawn_failed, 1);
        return;
    }
    atomic_store(&spawned, 1);
    (void)thread_wait_flag(&started, 1, THREAD_START_MS);
    (void)thread_wait_flag(&finished, 1, THREAD_SLIP_MS);
}

ACLCTS_TEST(THR001, FinalizeReferenceWaitsForAnInitInsideItsCallback, "THR001 REF002", ACLCTS_PRODUCT)
{
    ACLCTS_NEED(t, aclFinalizeReference);
    static aclcts_cb last = {.tag = "OTHER", .action = reference_on_another_thread};
    acl = t->acl;
    cb_add(t, "THR001", CB_INIT, CB_ENTRIES({ACL_REG_TYPE_OTHER, &last, CB_FN}));
    CHECK_CODE(t, t->acl->aclInit(NULL), ACL_SUCCESS);
    if (atomic_load(&spawn_failed)) SKIP(t, "cannot start a thread");
    CHECK_TRUE(t, atomic_load(&spawned), "the OTHER init callback did not run");
    if (!atomic_load(&spawned)) return;
    pthread_join(other, NULL);
    CHECK_CODE(t, reference_ret, ACL_SUCCESS);
    CHECK_INT(t, reference_count, 0);
}
