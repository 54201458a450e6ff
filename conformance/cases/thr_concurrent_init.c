/* THR001: aclInit, aclFinalize and aclFinalizeReference are serialised by one
 * process-wide lock: 10 threads calling aclInit at count 0 (started together
 * at a barrier) give exactly one 0 and nine 100002, and the count ends at 10.
 */
#include <time.h>

#include "helpers/callbacks.h"
#include "helpers/fin.h"
#include "helpers/threads.h"

#define THREADS 10

static const aclcts_acl *acl;
static aclError results[THREADS];
static atomic_int calling; /* threads past the barrier, about to call */

static void *init_worker(void *arg)
{
    size_t i = (size_t)(uintptr_t)arg;
    pthread_barrier_wait(&thread_barrier);
    atomic_fetch_add(&calling, 1);
    results[i] = acl->aclInit("");
    return NULL;
}

static void run_inits(aclcts_t *t)
{
    acl = t->acl;
    thread_run_together(t, THREADS, init_worker);
}

ACLCTS_TEST(THR001, TenConcurrentInitsGiveOneSuccessAndNineRepeats, "THR001 INIT001", ACLCTS_PRODUCT | ACLCTS_SLOW)
{
    int successes = 0, repeats = 0;
    run_inits(t);
    for (size_t i = 0; i < THREADS; i++) {
        successes += results[i] == ACL_SUCCESS;
        repeats += results[i] == ACL_ERROR_REPEAT_INITIALIZE;
    }
    CHECK_INT(t, successes, 1);
    CHECK_INT(t, repeats, THREADS - 1);
    fin_expect_reference(t, "THR001", ACL_SUCCESS, THREADS - 1);
}

ACLCTS_TEST(THR001, TenConcurrentInitsRunTheInitOnce, "THR001 CB003", ACLCTS_PRODUCT | ACLCTS_SLOW)
{
    cb_expect_one_dispatch(t, "THR001", CB_INIT, run_inits);
}

/* The lock covers the whole init: a slow init callback does not let a second
 * init slip in as a second fresh init. The callback is slow until every
 * thread is about to call, and a few milliseconds more for their calls to
 * slip in. */
static void slow_action(aclcts_cb *self)
{
    (void)self;
    (void)thread_wait_flag(&calling, THREADS, THREAD_START_MS);
    struct timespec slip = {0, THREAD_SLIP_MS * 1000000L};
    nanosleep(&slip, NULL);
}

ACLCTS_TEST(THR001, InitIsSerialisedAcrossSlowCallbacks, "THR001", ACLCTS_PRODUCT | ACLCTS_SLOW)
{
    static aclcts_cb model = {.tag = "MODEL", .action = slow_action};
    cb_add(t, "THR001", CB_INIT, CB_ENTRIES({ACL_REG_TYPE_ACL_MODEL, &model, CB_FN}));
    run_inits(t);
    int successes = 0;
    for (size_t i = 0; i < THREADS; i++) successes += results[i] == ACL_SUCCESS;
    CHECK_INT(t, successes, 1);
    CHECK_INT(t, model.calls, 1);
}
