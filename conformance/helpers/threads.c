/* Calls on threads of their own (threads.h). */
#include "threads.h"

#include <stdint.h>
#include <time.h>

pthread_barrier_t thread_barrier;

void thread_run_together(aclcts_t *t, size_t n, void *(*worker)(void *))
{
    pthread_t th[THREAD_MAX];
    if (n > THREAD_MAX) SKIP(t, "%zu threads asked for, at most %d", n, THREAD_MAX);
    pthread_barrier_init(&thread_barrier, NULL, (unsigned)n);
    for (size_t i = 0; i < n; i++)
        if (pthread_create(&th[i], NULL, worker, (void *)(uintptr_t)i) != 0) SKIP(t, "cannot start thread %zu", i);
    for (size_t i = 0; i < n; i++) pthread_join(th[i], NULL);
    pthread_barrier_destroy(&thread_barrier);
}

static void *init_main(void *arg)
{
    thread_init_call *call = arg;
    call->ret = call->acl->aclInit(call->path);
    return NULL;
}

void thread_start_init(aclcts_t *t, thread_init_call *call, const char *path)
{
    call->acl = t->acl;
    call->path = path;
    call->ret = -1;
    if (pthread_create(&call->thread, NULL, init_main, call) != 0) SKIP(t, "cannot start a thread");
}

void thread_run(aclcts_t *t, void *(*fn)(void *), void *arg)
{
    pthread_t th;
    if (pthread_create(&th, NULL, fn, arg) != 0) SKIP(t, "cannot start a thread");
    pthread_join(th, NULL);
}

typedef struct case_job {
    aclcts_t *t;
    thread_case_fn fn;
    void *arg;
} case_job;

static void *case_job_main(void *p)
{
    case_job *j = p;
    j->fn(j->t, j->arg);
    return NULL;
}

void thread_run_checks(aclcts_t *t, thread_case_fn fn, void *arg)
{
    case_job j = {t, fn, arg};
    pthread_t th;
    int rc = pthread_create(&th, NULL, case_job_main, &j);
    CHECK_TRUE_FOR(t, "harness", rc == 0, "pthread_create failed: %d", rc);
    if (rc == 0) pthread_join(th, NULL);
}

int thread_wait_flag(atomic_int *flag, int value, int ms)
{
    struct timespec now, until, step = {0, 50 * 1000};
    clock_gettime(CLOCK_MONOTONIC, &until);
    until.tv_sec += ms / 1000;
    until.tv_nsec += (long)(ms % 1000) * 1000000L;
    if (until.tv_nsec >= 1000000000L) until.tv_sec++, until.tv_nsec -= 1000000000L;
    for (;;) {
        if (atomic_load(flag) >= value) return 1;
        clock_gettime(CLOCK_MONOTONIC, &now);
        if (now.tv_sec > until.tv_sec || (now.tv_sec == until.tv_sec && now.tv_nsec >= until.tv_nsec)) return 0;
        nanosleep(&step, NULL);
    }
}
