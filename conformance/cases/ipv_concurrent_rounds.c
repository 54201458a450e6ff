/* IPV006 (ipv350 profile), many times over: a race between concurrent first
 * inits (two threads both seeing the count at 0) shows only now and then, so
 * one process runs ROUNDS rounds of THREADS aclInit calls released together
 * at a barrier, each round followed by as many aclFinalize calls (the count
 * back at 0, so the next round is a first init again: IPV002). Every round
 * must init exactly once: ROUNDS rtInit and ROUNDS rtDeinit in all. */
#include "fin_common.h"
#include "together.h"

#define THREADS 8
#define ROUNDS 300 /* a missing lock lets some round init twice long before this (a round takes about 1 ms) */

static const aclcts_acl *acl;
static const char *config_path;
static aclError results[THREADS];

static void *init_worker(void *arg)
{
    size_t i = (size_t)(uintptr_t)arg;
    pthread_barrier_wait(&together_start);
    results[i] = acl->aclInit(config_path);
    return NULL;
}

ACLCTS_TEST(IPV006, EveryRoundOfConcurrentInitsInitsOnce, "IPV006 IPV001 IPV002",
            ACLCTS_IPV350 | ACLCTS_TRACE | ACLCTS_SLOW)
{
    acl = t->acl;
    config_path = fin_braces_file(t);
    size_t m = aclcts_mark(t);
    int bad_codes = 0;
    for (int round = 0; round < ROUNDS; round++) {
        together_run(t, THREADS, init_worker);
        for (size_t i = 0; i < THREADS; i++) {
            bad_codes += results[i] != ACL_SUCCESS;
            bad_codes += t->acl->aclFinalize() != ACL_SUCCESS;
        }
    }
    CHECK_INT(t, bad_codes, 0);
    CHECK_INT(t, aclcts_calls(t, "rtInit", m), ROUNDS);
    CHECK_INT(t, aclcts_calls(t, "rtDeinit", m), ROUNDS);
}
