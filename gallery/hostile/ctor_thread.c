/* A constructor that starts a thread: a fork of the loaded library would lose
 * it, so the runner must give each test a fresh process that loads the
 * library itself (the fork server's check, harness/runner/forkserver.c). */
#include <pthread.h>
#include <unistd.h>

#include "acl/acl_rt.h"

static void *idle(void *arg)
{
    (void)arg;
    for (;;) pause();
    return NULL;
}

__attribute__((constructor)) static void start_thread_on_load(void)
{
    pthread_t t;
    if (pthread_create(&t, NULL, idle, NULL) == 0) pthread_detach(t);
}

aclError aclInit(const char *configPath)
{
    (void)configPath;
    return 0;
}
