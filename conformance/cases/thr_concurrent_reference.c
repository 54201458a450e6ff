/* THR002: aclFinalizeReference is safe to call concurrently: after 10 inits,
 * 10 threads each calling it once all get 0, every post-call count from 9 down
 * to 0 is written exactly once, and the deinit runs once. */

#include "helpers/callbacks.h"
#include "helpers/fin.h"
#include "helpers/threads.h"

#define THREADS 10

static const aclcts_acl *acl;
static aclError results[THREADS];
static uint64_t counts[THREADS];

static void *reference_worker(void *arg)
{
    size_t i = (size_t)(uintptr_t)arg;
    pthread_barrier_wait(&thread_barrier);
    results[i] = acl->aclFinalizeReference(&counts[i]);
    return NULL;
}

static void run_references(aclcts_t *t)
{
    acl = t->acl;
    CHECK_CODE_FOR(t, "THR002", t->acl->aclInit(NULL), ACL_SUCCESS);
    for (int i = 1; i < THREADS; i++) CHECK_CODE_FOR(t, "THR002", t->acl->aclInit(NULL), ACL_ERROR_REPEAT_INITIALIZE);
    for (size_t i = 0; i < THREADS; i++) counts[i] = 99;
    thread_run_together(t, THREADS, reference_worker);
}

ACLCTS_TEST(THR002, TenConcurrentReferencesAllSucceedAndReachZero, "THR002 REF001 REF002", ACLCTS_PRODUCT | ACLCTS_SLOW)
{
    run_references(t);
    int seen[THREADS] = {0};
    for (size_t i = 0; i < THREADS; i++) {
        CHECK_CODE(t, results[i], ACL_SUCCESS);
        if (counts[i] < THREADS) seen[counts[i]]++;
    }
    for (int c = 0; c < THREADS; c++) CHECK_TRUE(t, seen[c] == 1, "post-call count %d written %d times", c, seen[c]);
    fin_expect_reference(t, "THR002", ACL_ERROR_REPEAT_FINALIZE, 0);
}

ACLCTS_TEST(THR002, TenConcurrentReferencesRunTheDeinitOnce, "THR002 REF002", ACLCTS_PRODUCT | ACLCTS_SLOW)
{
    cb_expect_one_dispatch(t, "THR002", CB_FIN, run_references);
}
