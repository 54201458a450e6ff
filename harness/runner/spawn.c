/* One child per test: its own process group, stdin from /dev/null, output
 * into a capped capture, a report channel at a high descriptor, a deadline. */
#define _GNU_SOURCE
#include <errno.h>
#include <fcntl.h>
#include <poll.h>
#include <signal.h>
#include <stdint.h>
#include <stdio.h>
#include <stdlib.h>
#include <string.h>
#include <sys/wait.h>
#include <time.h>
#include <unistd.h>

#include "child.h"
#include "forkserver.h"
#include "interrupt.h"
#include "jobs.h"
#include "reap.h"
#include "results.h"
#include "test_limits.h"
#include "text.h"

int aclcts_sigchld_fd(void);

#define REPORT_MAX (4u * 1024u * 1024u) /* a report is small; more is a runaway child */
#define TIMED_OUT_POLL_MS 10            /* after SIGKILL the reap follows within milliseconds */
/* A job's pipes are watched from this long after its start: most tests end
 * sooner, and their end (SIGCHLD, or the worker's DONE) then wakes the runner
 * once, instead of each record and each pipe's end waking it. What they wrote
 * waits in the pipes, read when the job ends; a child that fills a pipe before
 * then waits at most this long. */
#define PIPES_QUIET_MS 5.0

double aclcts_now_ms(void)
{
    struct timespec ts;
    clock_gettime(CLOCK_MONOTONIC, &ts);
    return (double)ts.tv_sec * 1000.0 + (double)ts.tv_nsec / 1e6;
}

int aclcts_job_start(aclcts_job *j, aclcts_body body, void *arg, char *const *exec_argv, const char *dir,
                     unsigned timeout_ms)
{
    int rp[2], op[2];
    if (pipe2(rp, O_CLOEXEC) != 0) return -1;
    if (pipe2(op, O_CLOEXEC) != 0) {
        close(rp[0]);
        close(rp[1]);
        return -1;
    }
    fflush(NULL);
    pid_t pid = fork();
    if (pid < 0) {
        close(rp[0]);
        close(rp[1]);
        close(op[0]);
        close(op[1]);
        return -1;
    }
    if (pid == 0) {
        aclcts_limits_child(); /* test_limits.c: the slot's cgroup and limits, while its descriptors are open */
        aclcts_child_setup(rp[1], op[1], dir);
        if (exec_argv != NULL) {
            execv(exec_argv[0], exec_argv);
            dprintf(2, "aclcts: cannot execute %s: %s\n", exec_argv[0], strerror(errno));
            _exit(ACLCTS_CHILD_EXEC_FAILED);
        }
        body(arg, ACLCTS_REPORT_FD);
        _exit(ACLCTS_CHILD_OK);
    }
    setpgid(pid, pid); /* both sides set it: no window where a kill misses the group */
    close(rp[1]);
    close(op[1]);
    fcntl(rp[0], F_SETFL, O_NONBLOCK);
    fcntl(op[0], F_SETFL, O_NONBLOCK);
    j->pid = pid;
    j->rfd = rp[0];
    j->ofd = op[0];
    j->rec = NULL;
    j->rec_len = j->rec_cap = 0;
    j->out = malloc(ACLCTS_OUTPUT_CAP + 1);
    if (j->out == NULL) abort();
    j->out_len = j->out_dropped = 0;
    j->timeout_ms = timeout_ms;
    j->start_ms = aclcts_now_ms();
    j->deadline_ms = j->start_ms + timeout_ms;
    j->end_ms = 0;
    j->exited = j->wstatus = j->timed_out = 0;
    j->wfd = -1;
    j->worker_lost = 0;
    return 0;
}

static void keep_report(aclcts_job *j, const char *buf, size_t n)
{
    if (j->rec_len + n > REPORT_MAX) return;
    if (j->rec_len + n > j->rec_cap) {
        size_t cap = j->rec_cap ? j->rec_cap : 4096;
        while (cap < j->rec_len + n) cap *= 2;
        j->rec = realloc(j->rec, cap);
        if (j->rec == NULL) abort();
        j->rec_cap = cap;
    }
    memcpy(j->rec + j->rec_len, buf, n);
    j->rec_len += n;
}

static void keep_output(aclcts_job *j, const char *buf, size_t n)
{
    size_t room = ACLCTS_OUTPUT_CAP - j->out_len;
    size_t take = n < room ? n : room;
    memcpy(j->out + j->out_len, buf, take);
    j->out_len += take;
    j->out_dropped += n - take; /* a flood is read and dropped, never left to block the child */
}

/* Reads what is available; closes the descriptor at EOF. */
static void pump(aclcts_job *j, int *fd, int is_report)
{
    char buf[65536];
    for (int round = 0; round < 64 && *fd >= 0; round++) {
        ssize_t n = read(*fd, buf, sizeof buf);
        if (n > 0) {
            if (is_report) keep_report(j, buf, (size_t)n);
            else keep_output(j, buf, (size_t)n);
            continue;
        }
        if (n < 0 && (errno == EAGAIN || errno == EINTR)) return;
        close(*fd);
        *fd = -1;
    }
}

static void enforce_deadlines(aclcts_job **jobs, size_t n, double now)
{
    for (size_t i = 0; i < n; i++) {
        aclcts_job *j = jobs[i];
        if (j == NULL || j->exited || j->timed_out || now < j->deadline_ms) continue;
        j->timed_out = 1;
        kill(-j->pid, SIGKILL);
        kill(j->pid, SIGKILL);
    }
}

static int pipes_watched(const aclcts_job *j, double now) { return now - j->start_ms >= PIPES_QUIET_MS; }

static int next_wait_ms(aclcts_job **jobs, size_t n, double now, double until)
{
    double soonest = until;
    for (size_t i = 0; i < n; i++) {
        aclcts_job *j = jobs[i];
        if (j == NULL || j->exited) continue;
        double d = j->timed_out ? now + TIMED_OUT_POLL_MS : j->deadline_ms;
        if (!pipes_watched(j, now) && j->start_ms + PIPES_QUIET_MS < d) d = j->start_ms + PIPES_QUIET_MS;
        if (soonest < 0 || d < soonest) soonest = d;
    }
    if (soonest < 0) return -1;
    double w = soonest - now;
    return w < 0 ? 0 : (int)w + 1;
}

int aclcts_jobs_wait(aclcts_job **jobs, size_t n, int max_ms)
{
    double until = max_ms < 0 ? -1 : aclcts_now_ms() + max_ms;
    struct pollfd *pf = calloc(3 * n + 1, sizeof *pf);
    if (pf == NULL) abort();
    int sigchld = 1; /* a SIGCHLD may be pending: look at first, then when poll says so */
    for (;;) {
        if (sigchld) aclcts_reap_some(jobs, n);
        double now = aclcts_now_ms();
        for (size_t i = 0; i < n; i++)
            if (jobs[i] != NULL && jobs[i]->exited) {
                free(pf);
                return (int)i;
            }
        if ((until >= 0 && now >= until) || aclcts_interrupt_stops_waits()) {
            free(pf);
            return -1;
        }
        enforce_deadlines(jobs, n, now);
        size_t k = 0;
        pf[k++] = (struct pollfd){aclcts_sigchld_fd(), POLLIN, 0};
        for (size_t i = 0; i < n; i++) {
            if (jobs[i] == NULL) continue;
            int watched = pipes_watched(jobs[i], now);
            if (watched && jobs[i]->rfd >= 0) pf[k++] = (struct pollfd){jobs[i]->rfd, POLLIN, 0};
            if (watched && jobs[i]->ofd >= 0) pf[k++] = (struct pollfd){jobs[i]->ofd, POLLIN, 0};
            if (jobs[i]->wfd >= 0 && !jobs[i]->exited) pf[k++] = (struct pollfd){jobs[i]->wfd, POLLIN, 0};
        }
        sigchld = poll(pf, k, next_wait_ms(jobs, n, now, until)) < 0 || (pf[0].revents & POLLIN) != 0;
        now = aclcts_now_ms();
        for (size_t i = 0; i < n; i++) {
            if (jobs[i] == NULL) continue;
            if (pipes_watched(jobs[i], now)) {
                pump(jobs[i], &jobs[i]->rfd, 1);
                pump(jobs[i], &jobs[i]->ofd, 0);
            }
            if (jobs[i]->wfd >= 0 && !jobs[i]->exited) aclcts_worker_poll(jobs[i]);
        }
    }
}

void aclcts_job_run(aclcts_job *j)
{
    aclcts_job *one[1] = {j};
    aclcts_jobs_wait(one, 1, -1);
    aclcts_job_finish(j);
    aclcts_reap_orphans(NULL, 0);
}

void aclcts_job_finish(aclcts_job *j)
{
    /* What the child wrote before it died is still in the pipes. */
    pump(j, &j->rfd, 1);
    pump(j, &j->ofd, 0);
    kill(-j->pid, SIGKILL); /* grandchildren left in the group */
    if (j->rfd >= 0) {
        close(j->rfd);
        j->rfd = -1;
    }
    if (j->ofd >= 0) {
        close(j->ofd);
        j->ofd = -1;
    }
    if (j->end_ms == 0) j->end_ms = aclcts_now_ms();
}

void aclcts_job_free(aclcts_job *j)
{
    free(j->rec);
    free(j->out);
    j->rec = j->out = NULL;
}

/* ---- decoding the report channel ---- */

static char *append_text(char *old, const char *p, size_t n)
{
    size_t have = old ? strlen(old) : 0;
    char *s = realloc(old, have + n + 1);
    if (s == NULL) abort();
    memcpy(s + have, p, n);
    s[have + n] = '\0';
    return s;
}

void aclcts_job_outcome(const aclcts_job *j, aclcts_outcome *oc)
{
    memset(oc, 0, sizeof *oc);
    size_t at = 0;
    while (at + sizeof(rec_header) <= j->rec_len) {
        rec_header h;
        memcpy(&h, j->rec + at, sizeof h);
        if (at + sizeof h + h.len > j->rec_len) break; /* torn record: the child died while writing it */
        const char *p = j->rec + at + sizeof h;
        if (h.kind == ACLCTS_REC_PHASE) {
            size_t n = h.len < sizeof oc->phase - 1 ? h.len : sizeof oc->phase - 1;
            memcpy(oc->phase, p, n);
            oc->phase[n] = '\0';
        } else if (h.kind == ACLCTS_REC_RESULT && h.len >= sizeof(rec_result)) {
            rec_result r;
            memcpy(&r, p, sizeof r);
            oc->have_result = 1;
            oc->status = (aclcts_status)r.status;
            oc->checks = r.checks;
            oc->failures = r.failures;
            free(oc->message);
            oc->message = append_text(NULL, p + sizeof r, h.len - sizeof r);
        } else if (h.kind == ACLCTS_REC_TEXT) {
            oc->text = append_text(oc->text, p, h.len);
        }
        at += sizeof h + h.len;
    }
    if (oc->message != NULL) aclcts_utf8_sanitize(oc->message, strlen(oc->message));
}

void aclcts_outcome_free(aclcts_outcome *oc)
{
    free(oc->message);
    free(oc->text);
    oc->message = oc->text = NULL;
}

/* ---- the verdict on a child that did not report ---- */

static const char *signal_text(int sig, char *buf, size_t cap)
{
    const char *abbrev = sigabbrev_np(sig);
    if (abbrev != NULL) snprintf(buf, cap, "SIG%s (signal %d)", abbrev, sig);
    else snprintf(buf, cap, "signal %d", sig);
    return buf;
}

/* "symbol lookup error: ... undefined symbol: X" from the dynamic linker. */
static char *lookup_error(const aclcts_job *j)
{
    char *text = aclcts_job_output_text(j);
    char *p = strstr(text, "undefined symbol: ");
    char *r = NULL;
    if (p != NULL) {
        p += strlen("undefined symbol: ");
        size_t n = strcspn(p, " \n\t(");
        r = aclcts_printf("symbol lookup error: the target called %.*s, which nothing provides", (int)n, p);
    }
    free(text);
    return r;
}

char *aclcts_job_death(const aclcts_job *j, const aclcts_outcome *oc)
{
    char sig[64];
    const char *ph = oc->phase[0] ? oc->phase : "starting";
    if (j->timed_out) return aclcts_printf("no result within %u ms (while %s)", j->timeout_ms, ph);
    if (WIFSIGNALED(j->wstatus))
        return aclcts_printf("killed by %s while %s", signal_text(WTERMSIG(j->wstatus), sig, sizeof sig), ph);
    int code = WIFEXITED(j->wstatus) ? WEXITSTATUS(j->wstatus) : -1;
    if (code == ACLCTS_EXIT_REPORT_LOST)
        return aclcts_printf("the target closed the runner's report channel (fd %d) while %s", ACLCTS_REPORT_FD, ph);
    char *le = lookup_error(j); /* ld.so exits 127; under valgrind the code is memcheck's */
    if (le != NULL) return le;
    return aclcts_printf("exited with status %d before reporting (while %s)", code, ph);
}

char *aclcts_job_output_text(const aclcts_job *j)
{
    char *s = malloc(j->out_len + 1);
    if (s == NULL) abort();
    memcpy(s, j->out, j->out_len);
    s[j->out_len] = '\0';
    aclcts_utf8_sanitize(s, j->out_len);
    return s;
}
