/* ALLOC025: one registry for the process, under one lock (allocator.cpp
 * g_AllocatorDesMap, g_AllocatorDescMutex): what one thread registers
 * another reads and removes; threads working at once on their own streams
 * each find their own registration. */
#include <sched.h>
#include <stdint.h>

#include "helpers/alloc.h"
#include "helpers/threads.h"

typedef struct alloc_shared {
    aclrtAllocatorDesc d;
    alloc_kit kit;
} alloc_shared;

static void read_elsewhere(aclcts_t *t, void *arg)
{
    alloc_shared *sh = arg;
    alloc_expect_registered(t, "ALLOC025", ALLOC_FAKE_STREAM(0), sh->d, &sh->kit);
}

static void unregister_elsewhere(aclcts_t *t, void *arg)
{
    (void)arg;
    CHECK_CODE_FOR(t, "ALLOC025", t->acl->aclrtAllocatorUnregister(ALLOC_FAKE_STREAM(0)), ACL_SUCCESS);
}

ACLCTS_TEST(ALLOC025, RegisteredHereSeenOnAnotherThread, "ALLOC025", ACLCTS_PRODUCT)
{
    alloc_shared sh = {NULL, alloc_kit_a()};
    sh.d = alloc_desc(t, "ALLOC025", &sh.kit, ALLOC_ALL);
    alloc_register(t, "ALLOC025", ALLOC_FAKE_STREAM(0), sh.d);
    thread_run_checks(t, read_elsewhere, &sh);
    thread_run_checks(t, unregister_elsewhere, &sh);
    alloc_expect_unregistered(t, "ALLOC025", ALLOC_FAKE_STREAM(0));
}

static void register_elsewhere(aclcts_t *t, void *arg)
{
    alloc_shared *sh = arg;
    CHECK_CODE_FOR(t, "ALLOC025", t->acl->aclrtAllocatorRegister(ALLOC_FAKE_STREAM(0), sh->d), ACL_SUCCESS);
}

ACLCTS_TEST(ALLOC025, RegisteredOnAnotherThreadSeenHere, "ALLOC025", ACLCTS_PRODUCT)
{
    alloc_shared sh = {NULL, alloc_kit_a()};
    sh.d = alloc_desc(t, "ALLOC025", &sh.kit, ALLOC_ALL);
    thread_run_checks(t, register_elsewhere, &sh);
    alloc_expect_registered(t, "ALLOC025", ALLOC_FAKE_STREAM(0), sh.d, &sh.kit);
}

/* Eight threads at once, each on four streams of its own with a descriptor
 * of its own: register the four, read them back, unregister them, a few
 * rounds (the table grows and shrinks under them all). A thread's result is
 * a count of failed steps (the workers do not check: the case does). */
#define ALLOC_WORKERS 8
#define ALLOC_KEYS 4
#define ALLOC_ROUNDS 40

static const aclcts_acl *g_acl;
static alloc_kit g_kit;
static aclrtAllocatorDesc g_descs[ALLOC_WORKERS];
static unsigned g_bad[ALLOC_WORKERS];

static void *worker(void *arg)
{
    size_t i = (size_t)(uintptr_t)arg;
    pthread_barrier_wait(&thread_barrier);
    for (int r = 0; r < ALLOC_ROUNDS; r++) {
        for (size_t k = 0; k < ALLOC_KEYS; k++) {
            if (g_acl->aclrtAllocatorRegister(ALLOC_FAKE_STREAM(i * ALLOC_KEYS + k), g_descs[i]) != ACL_SUCCESS) {
                g_bad[i]++;
            }
            sched_yield(); /* let the others in between */
        }
        for (size_t k = 0; k < ALLOC_KEYS; k++) {
            aclrtAllocatorDesc got = NULL;
            aclrtAllocator obj = NULL;
            aclrtStream s = ALLOC_FAKE_STREAM(i * ALLOC_KEYS + k);
            if (g_acl->aclrtAllocatorGetByStream(s, &got, &obj, NULL, NULL, NULL, NULL) != ACL_SUCCESS) g_bad[i]++;
            if (got != g_descs[i] || obj != g_kit.obj) g_bad[i]++;
        }
        for (size_t k = 0; k < ALLOC_KEYS; k++) {
            if (g_acl->aclrtAllocatorUnregister(ALLOC_FAKE_STREAM(i * ALLOC_KEYS + k)) != ACL_SUCCESS) g_bad[i]++;
        }
    }
    return NULL;
}

ACLCTS_TEST(ALLOC025, ThreadsOnTheirOwnStreamsAtOnce, "ALLOC025", ACLCTS_PRODUCT | ACLCTS_SLOW)
{
    g_acl = t->acl;
    g_kit = alloc_kit_a();
    for (size_t i = 0; i < ALLOC_WORKERS; i++) g_descs[i] = alloc_desc(t, "ALLOC025", &g_kit, ALLOC_ALL);
    thread_run_together(t, ALLOC_WORKERS, worker);
    for (size_t i = 0; i < ALLOC_WORKERS; i++) {
        CHECK_INT(t, g_bad[i], 0);
        for (size_t k = 0; k < ALLOC_KEYS; k++) {
            alloc_expect_unregistered(t, "ALLOC025", ALLOC_FAKE_STREAM(i * ALLOC_KEYS + k));
        }
    }
}
