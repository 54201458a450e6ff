/* IPV006 (ipv350 profile): aclInit and aclFinalize may be called concurrently
 * (the C layer's reference object is a compare-and-swap counter). Ten threads
 * started together at a barrier: every aclInit returns 0 and the init runs
 * once (rtInit and GeDbgInit are called once); every aclFinalize returns 0 and
 * the deinit runs once (one rtDeinit). */

#include "helpers/configs.h"
#include "helpers/threads.h"

#define THREADS 10

static const aclcts_acl *acl;
static const char *config_path;
static aclError results[THREADS];

static void *init_worker(void *arg)
{
    size_t i = (size_t)(uintptr_t)arg;
    pthread_barrier_wait(&thread_barrier);
    results[i] = acl->aclInit(config_path);
    return NULL;
}

static void *finalize_worker(void *arg)
{
    size_t i = (size_t)(uintptr_t)arg;
    pthread_barrier_wait(&thread_barrier);
    results[i] = acl->aclFinalize();
    return NULL;
}

/* Runs `worker` on THREADS threads released together; checks every result is 0. */
static void run_together(aclcts_t *t, void *(*worker)(void *))
{
    acl = t->acl;
    thread_run_together(t, THREADS, worker);
    for (size_t i = 0; i < THREADS; i++) CHECK_CODE_FOR(t, "IPV006", results[i], ACL_SUCCESS);
}

ACLCTS_TEST(IPV006, ConcurrentInitsAllSucceedAndInitOnce, "IPV006 IPV001", ACLCTS_IPV350 | ACLCTS_TRACE | ACLCTS_SLOW)
{
    config_path = config_braces_file(t);
    size_t m = aclcts_mark(t);
    run_together(t, init_worker);
    CHECK_INT(t, aclcts_calls(t, "rtInit", m), 1);
    CHECK_INT(t, aclcts_calls(t, "GeDbgInit", m), 1);
}

ACLCTS_TEST(IPV006, ConcurrentFinalizesAllSucceedAndDeinitOnce, "IPV006 IPV002",
            ACLCTS_IPV350 | ACLCTS_TRACE | ACLCTS_SLOW)
{
    config_path = config_braces_file(t);
    run_together(t, init_worker);
    size_t m = aclcts_mark(t);
    run_together(t, finalize_worker);
    CHECK_INT(t, aclcts_calls(t, "rtDeinit", m), 1);
    m = aclcts_mark(t);
    CHECK_CODE(t, t->acl->aclFinalize(), ACL_SUCCESS);
    CHECK_TRACE(t, m, "");
}

/* The concurrent inits counted ten references: nine aclFinalize calls do
 * not deinitialise, the tenth does. */
ACLCTS_TEST(IPV006, ConcurrentInitsCountTen, "IPV006 IPV002", ACLCTS_IPV350 | ACLCTS_TRACE | ACLCTS_SLOW)
{
    config_path = config_braces_file(t);
    run_together(t, init_worker);
    size_t m = aclcts_mark(t);
    for (int i = 0; i < THREADS - 1; i++) CHECK_CODE(t, t->acl->aclFinalize(), ACL_SUCCESS);
    CHECK_TRACE(t, m, "");
    CHECK_CODE(t, t->acl->aclFinalize(), ACL_SUCCESS);
    CHECK_INT(t, aclcts_calls(t, "rtDeinit", m), 1);
}

/* IPV006 (ipv350 profile), many times over: a race between concurrent first
 * inits (two threads both seeing the count at 0) shows only now and then, so
 * one process runs ROUNDS rounds of ROUND_THREADS aclInit calls released together
 * at a barrier, each round followed by as many aclFinalize calls (the count
 * back at 0, so the next round is a first init again: IPV002). Every round
 * must init exactly once: ROUNDS rtInit and ROUNDS rtDeinit in all. */
#define ROUND_THREADS 8
#define ROUNDS 300 /* a missing lock lets some round init twice long before this (a round takes about 1 ms) */

ACLCTS_TEST(IPV006, EveryRoundOfConcurrentInitsInitsOnce, "IPV006 IPV001 IPV002",
            ACLCTS_IPV350 | ACLCTS_TRACE | ACLCTS_SLOW)
{
    acl = t->acl;
    config_path = config_braces_file(t);
    size_t m = aclcts_mark(t);
    int bad_codes = 0;
    for (int round = 0; round < ROUNDS; round++) {
        thread_run_together(t, ROUND_THREADS, init_worker);
        for (size_t i = 0; i < ROUND_THREADS; i++) {
            bad_codes += results[i] != ACL_SUCCESS;
            bad_codes += t->acl->aclFinalize() != ACL_SUCCESS;
        }
    }
    CHECK_INT(t, bad_codes, 0);
    CHECK_INT(t, aclcts_calls(t, "rtInit", m), ROUNDS);
    CHECK_INT(t, aclcts_calls(t, "rtDeinit", m), ROUNDS);
}
