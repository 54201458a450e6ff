/* HAZ006 (ipv350 profile): a FIFO as config path. The C layer tests the path
 * with fopen(path, "r") (acl_rt.c PathIsLegal, mmpa_linux.h mmOpenFile), which
 * blocks until a writer opens the FIFO; the intended result is aclInit
 * returning 0 at once, without GeDbgInit (a FIFO has no size). The call runs
 * on a thread; if it has not returned after BLOCK_MS the case opens the FIFO
 * for writing itself, so that a blocked target is released and the case ends
 * with a failure (reported as a hazard) instead of a timeout. */
#define _GNU_SOURCE /* pthread_timedjoin_np */
#include <errno.h>
#include <fcntl.h>
#include <pthread.h>
#include <sys/stat.h>
#include <time.h>
#include <unistd.h>

#include "helpers/threads.h"
#include "helpers/traces.h"

#define BLOCK_MS 1000 /* far above the microseconds a non-blocking check takes */

/* Joins th within ms; 0 when it ended. */
static int join_within(pthread_t th, long ms)
{
    struct timespec until;
    clock_gettime(CLOCK_REALTIME, &until);
    until.tv_sec += ms / 1000;
    until.tv_nsec += (ms % 1000) * 1000000L;
    if (until.tv_nsec >= 1000000000L) {
        until.tv_sec++;
        until.tv_nsec -= 1000000000L;
    }
    return pthread_timedjoin_np(th, NULL, &until);
}

ACLCTS_TEST(HAZ006, FifoPathDoesNotBlockInit, "HAZ006 IPV011", ACLCTS_IPV350 | ACLCTS_TRACE | ACLCTS_SLOW)
{
    const char *fifo_path = aclcts_path(t, "pipe.json");
    CHECK_INT(t, mkfifo(fifo_path, 0600), 0);
    size_t m = aclcts_mark(t);
    thread_init_call call;
    thread_start_init(t, &call, fifo_path);
    int blocked = join_within(call.thread, BLOCK_MS) != 0;
    CHECK_TRUE(t, !blocked, "aclInit(FIFO) was still blocked after %d ms", BLOCK_MS);
    if (blocked) {
        int w = open(fifo_path, O_WRONLY | O_NONBLOCK); /* releases a reader blocked in open */
        if (w >= 0) close(w);
        pthread_join(call.thread, NULL);
        return;
    }
    CHECK_CODE(t, call.ret, ACL_SUCCESS);
    CHECK_TRACE(t, m, TR_C_INIT);
}
