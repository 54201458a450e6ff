/* Shared by the concurrency cases (THR001, THR002, IPV006): n threads on
 * one worker, released together at a barrier so that their calls overlap;
 * and one aclInit on a thread of its own (HAZ006, REP007). */
#ifndef ACLCTS_TOGETHER_H_
#define ACLCTS_TOGETHER_H_

#include <pthread.h>
#include <stdint.h>

#include "aclcts/case.h"
#include "cb_common.h"

#define TOGETHER_MAX 16

/* Every worker waits here first: pthread_barrier_wait(&together_start). */
static pthread_barrier_t together_start __attribute__((unused));

/* Runs worker((void *)(uintptr_t)i) for i = 0 .. n-1 on n threads (at most
 * TOGETHER_MAX) and waits for them all; a thread that cannot start skips the
 * case. */
static inline void together_run(aclcts_t *t, size_t n, void *(*worker)(void *))
{
    pthread_t th[TOGETHER_MAX];
    if (n > TOGETHER_MAX)
        SKIP(t, "%zu threads asked for, at most %d", n, TOGETHER_MAX);
    pthread_barrier_init(&together_start, NULL, (unsigned)n);
    for (size_t i = 0; i < n; i++)
        if (pthread_create(&th[i], NULL, worker, (void *)(uintptr_t)i) != 0)
            SKIP(t, "cannot start thread %zu", i);
    for (size_t i = 0; i < n; i++)
        pthread_join(th[i], NULL);
    pthread_barrier_destroy(&together_start);
}

/* With a MODEL and an OTHER recorder in registry r, `run` (the concurrent
 * calls) dispatches r exactly once. */
#define together_expect_one_dispatch(t, ...) ACLCTS_HELPER(together_expect_one_dispatch_, t, __VA_ARGS__)
static inline void together_expect_one_dispatch_(aclcts_t *t, const char *rule, cb_registry r,
                                                 void (*run)(aclcts_t *t))
{
    static aclcts_cb model = {.tag = "MODEL"}, other = {.tag = "OTHER"};
    cb_add(t, rule, r, CB_ENTRIES({ACL_REG_TYPE_ACL_MODEL, &model, CB_FN}, {ACL_REG_TYPE_OTHER, &other, CB_FN}));
    run(t);
    CHECK_STR_FOR(t, rule, aclcts_cb_log(), "MODEL OTHER");
}

/* aclInit(path) on a thread of its own, for a call that must not run on the
 * case's thread (it may block; its error message stays in that thread). */
typedef struct together_init {
    const aclcts_acl *acl;
    const char *path;
    aclError ret; /* what aclInit returned, once the thread is joined */
    pthread_t thread;
} together_init;

static inline void *together_init_main(void *arg)
{
    together_init *call = arg;
    call->ret = call->acl->aclInit(call->path);
    return NULL;
}

/* Starts the call (skips the case when no thread can start); the case joins
 * call->thread. */
static inline void together_init_start(aclcts_t *t, together_init *call, const char *path)
{
    call->acl = t->acl;
    call->path = path;
    call->ret = -1;
    if (pthread_create(&call->thread, NULL, together_init_main, call) != 0)
        SKIP(t, "cannot start a thread");
}

#endif /* ACLCTS_TOGETHER_H_ */
