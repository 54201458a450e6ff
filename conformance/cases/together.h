/* Shared by the concurrency cases (THR001, THR002, IPV006): n threads on
 * one worker, released together at a barrier so that their calls overlap. */
#ifndef ACLCTS_TOGETHER_H_
#define ACLCTS_TOGETHER_H_

#include <pthread.h>
#include <stdint.h>

#include "aclcts/case.h"

#define TOGETHER_MAX 16

/* Every worker waits here first: pthread_barrier_wait(&together_start). */
static pthread_barrier_t together_start;

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

#endif /* ACLCTS_TOGETHER_H_ */
