/* Calls on threads of their own: n workers released together at a barrier so
 * that their calls overlap (THR001, THR002, IPV006), one aclInit on a thread
 * of its own (HAZ006, REP007), and a step of the case run on another thread. */
#ifndef ACLCTS_HELPERS_THREADS_H_
#define ACLCTS_HELPERS_THREADS_H_

#include <pthread.h>
#include <stdatomic.h>
#include <stddef.h>

#include "aclcts/case.h"

#define THREAD_MAX 16

/* Every worker of thread_run_together waits here first:
 * pthread_barrier_wait(&thread_barrier). */
extern pthread_barrier_t thread_barrier;

/* Runs worker((void *)(uintptr_t)i) for i = 0 .. n-1 on n threads (at most
 * THREAD_MAX) and waits for them all; a thread that cannot start skips the
 * case. */
void thread_run_together(aclcts_t *t, size_t n, void *(*worker)(void *));

/* aclInit(path) on a thread of its own, for a call that must not run on the
 * case's thread (it may block; its error message stays in that thread). */
typedef struct thread_init_call {
    const aclcts_acl *acl;
    const char *path;
    aclError ret; /* what aclInit returned, once the thread is joined */
    pthread_t thread;
} thread_init_call;

/* Starts the call (skips the case when no thread can start); the case joins
 * call->thread. */
void thread_start_init(aclcts_t *t, thread_init_call *call, const char *path);

/* Runs fn(arg) on a new thread and waits for it; skips the case when no
 * thread starts. */
void thread_run(aclcts_t *t, void *(*fn)(void *), void *arg);

/* Runs fn(t, arg) on a new thread and waits for it; the thread's checks count
 * like the case's own. A thread that cannot start fails the case. Inside fn
 * use only the non-fatal checks (CHECK_CODE, CHECK_TRUE ...): SKIP and the
 * *_FATAL forms jump to the case's own stack. */
typedef void (*thread_case_fn)(aclcts_t *t, void *arg);
void thread_run_checks(aclcts_t *t, thread_case_fn fn, void *arg);

/* Waits until *flag is at least value, or ms milliseconds have passed
 * (checked every 50 us against the monotonic clock); 1 when it got there.
 * For a call on another thread: THREAD_START_MS for it to start, then
 * THREAD_SLIP_MS for a call that should block to slip through instead. */
#define THREAD_START_MS 1000
#define THREAD_SLIP_MS 3
int thread_wait_flag(atomic_int *flag, int value, int ms);

#endif /* ACLCTS_HELPERS_THREADS_H_ */
