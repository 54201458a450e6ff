/* The child's side of the channels spawn.c sets up: a test's process (forked
 * by the runner, or by a fork server's worker) takes its descriptors, its
 * process group and default signals, and writes its records on the report
 * channel. Shared by the runner and the worker executable (worker_main.c). */
#define _GNU_SOURCE
#include <errno.h>
#include <fcntl.h>
#include <signal.h>
#include <stdint.h>
#include <stdlib.h>
#include <string.h>
#include <sys/prctl.h>
#include <sys/syscall.h>
#include <unistd.h>

#include "child.h"
#include "jobs.h"
#include "results.h"

static void close_from(int lo, int hi)
{
#ifdef SYS_close_range
    if (lo <= hi && syscall(SYS_close_range, (unsigned)lo, (unsigned)hi, 0u) == 0) return;
#endif
    for (int fd = lo; fd <= hi && fd < 65536; fd++) close(fd);
}

/* In the child, before the body or exec. Only async-signal-safe calls. */
void aclcts_child_setup(int report_w, int out_w, const char *dir)
{
    setpgid(0, 0);
    prctl(PR_SET_PDEATHSIG, SIGKILL, 0, 0, 0); /* a killed runner takes its children along */
    sigset_t all;
    sigemptyset(&all);
    sigprocmask(SIG_SETMASK, &all, NULL);
    signal(SIGCHLD, SIG_DFL);
    signal(SIGPIPE, SIG_DFL);
    signal(SIGINT, SIG_DFL); /* the runner's interrupt handlers are not the test's */
    signal(SIGTERM, SIG_DFL);
    signal(SIGHUP, SIG_DFL);
    int null = open("/dev/null", O_RDONLY);
    if (null >= 0 && null != 0) {
        dup2(null, 0);
        close(null);
    }
    aclcts_child_channels(report_w, out_w, dir);
}

void aclcts_child_channels(int report_w, int out_w, const char *dir)
{
    /* Every other descriptor is closed while the report channel is still low:
     * the ranges then span the few in use, not the table that descriptor
     * ACLCTS_REPORT_FD needs (closing walks every slot of a range). */
    int rw = report_w > 2 ? report_w : fcntl(report_w, F_DUPFD, 3);
    int ow = out_w > 2 ? out_w : fcntl(out_w, F_DUPFD, 3);
    if (rw < 0 || ow < 0) _exit(ACLCTS_EXIT_REPORT_LOST);
    dup2(ow, 1);
    dup2(ow, 2);
    close_from(3, rw - 1);
    close_from(rw + 1, 0x7fffffff);
    if (rw != ACLCTS_REPORT_FD && (dup2(rw, ACLCTS_REPORT_FD) < 0 || close(rw) != 0)) _exit(ACLCTS_EXIT_REPORT_LOST);
    if (dir != NULL && chdir(dir) != 0) _exit(ACLCTS_EXIT_REPORT_LOST);
}

int aclcts_report(int fd, int kind, const void *data, size_t len)
{
    rec_header h = {(uint32_t)kind, (uint32_t)len};
    char *buf = malloc(sizeof h + len);
    if (buf == NULL) return -1;
    memcpy(buf, &h, sizeof h);
    memcpy(buf + sizeof h, data, len);
    size_t done = 0;
    int rc = 0;
    while (done < sizeof h + len) {
        ssize_t n = write(fd, buf + done, sizeof h + len - done);
        if (n < 0 && errno == EINTR) continue;
        if (n <= 0) {
            rc = -1;
            break;
        }
        done += (size_t)n;
    }
    free(buf);
    return rc;
}

int aclcts_report_result(int fd, aclcts_status st, unsigned checks, unsigned failures, const char *msg)
{
    size_t mlen = msg ? strlen(msg) : 0;
    char *buf = malloc(sizeof(rec_result) + mlen);
    if (buf == NULL) return -1;
    rec_result r = {(int32_t)st, checks, failures};
    memcpy(buf, &r, sizeof r);
    if (mlen) memcpy(buf + sizeof r, msg, mlen);
    int rc = aclcts_report(fd, ACLCTS_REC_RESULT, buf, sizeof r + mlen);
    free(buf);
    return rc;
}
