/* The fork server, the runner's side: it starts a worker per --jobs slot
 * ("aclcts-worker __worker", worker_main.c and forkserver_worker.c, under
 * valgrind when the run is),
 * waits for its checks of the loaded target, hands it each test (a message
 * with the test's pipes, forkserver_proto.h) and reads the test's end; it
 * enforces the deadline and kills the test's group itself, as for a child of
 * its own. */
#define _GNU_SOURCE
#include <errno.h>
#include <fcntl.h>
#include <poll.h>
#include <signal.h>
#include <stdint.h>
#include <stdio.h>
#include <stdlib.h>
#include <string.h>
#include <sys/socket.h>
#include <sys/wait.h>
#include <unistd.h>

#include "aclcts/case.h"
#include "child.h"
#include "forkserver.h"
#include "forkserver_proto.h"
#include "interrupt.h"
#include "jobs.h"
#include "memcheck.h"
#include "places.h"
#include "reap.h"
#include "test_limits.h"
#include "text.h"
#include "workdir.h"

int32_t aclcts_case_index(const aclcts_case *c)
{
    size_t n = 0;
    const aclcts_case *const *cases = aclcts_cases(&n);
    for (size_t i = 0; i < n; i++)
        if (cases[i] == c) return (int32_t)i;
    return -1;
}

static void worker_argv(char **a, const aclcts_child_cfg *cfg, const char *valgrind, char **owned,
                        const aclcts_worker *w)
{
    size_t k = 0;
    if (valgrind != NULL) {
        k = aclcts_memcheck_args(a, valgrind);
        a[k++] = owned[0] = aclcts_printf("--log-file=%s/vg.%%p", w->vgdir); /* one log per process */
    }
    /* Without valgrind argv[0] is the runner's own, as in a child forked by
     * the runner: the dynamic linker names it in a symbol lookup error. */
    a[k++] = valgrind != NULL ? (char *)aclcts_worker_exe() : program_invocation_name;
    a[k++] = "__worker";
    a[k++] = "--lib";
    a[k++] = (char *)cfg->lib;
    a[k++] = "--profile";
    a[k++] = (char *)cfg->profile;
    a[k++] = "--soc";
    a[k++] = (char *)cfg->soc;
    a[k++] = "--southbound";
    a[k++] = cfg->spy ? "spy" : "system";
    if (cfg->spy) {
        a[k++] = "--spy";
        a[k++] = (char *)cfg->spy;
    }
    a[k++] = "--report-fd";
    a[k++] = owned[1] = aclcts_printf("%d", ACLCTS_REPORT_FD);
    a[k++] = "--trace";
    a[k++] = cfg->trace ? "1" : "0";
    a[k++] = "--workdir";
    a[k++] = w->workdir;
    a[k] = NULL;
}

/* Waits for one message (up to ms), with the descriptor it carries (fds may
 * be NULL); 0 or -1. */
static int await_msg(int sock, wmsg *m, int *fds, size_t *nfds, int ms)
{
    struct pollfd p = {sock, POLLIN, 0};
    double until = aclcts_now_ms() + ms;
    for (;;) {
        int left = (int)(until - aclcts_now_ms());
        if (left <= 0) {
            errno = ETIMEDOUT;
            return -1;
        }
        int r = poll(&p, 1, left);
        if (r > 0) return aclcts_fs_recv(sock, m, fds, nfds, 0);
        if (r < 0 && errno != EINTR) return -1;
        if (aclcts_interrupt_stops_waits()) {
            errno = EINTR;
            return -1;
        }
    }
}

int aclcts_worker_spawn(aclcts_worker *w, const aclcts_child_cfg *cfg, const char *valgrind, char **why)
{
    memset(w, 0, sizeof *w);
    w->sock = w->standby_sock = -1;
    *why = NULL;
    int sv[2];
    if ((w->workdir = aclcts_workdir_create()) == NULL ||
        (valgrind != NULL && (w->vgdir = aclcts_workdir_create()) == NULL) ||
        socketpair(AF_UNIX, SOCK_SEQPACKET | SOCK_CLOEXEC, 0, sv) != 0) {
        *why = aclcts_printf("cannot start a worker: %s", strerror(errno));
        aclcts_worker_stop(w);
        return -1;
    }
    char *argv[40], *owned[2] = {NULL, NULL};
    worker_argv(argv, cfg, valgrind, owned, w);
    fflush(NULL);
    pid_t pid = fork();
    if (pid == 0) {
        int null = open("/dev/null", O_RDWR);
        aclcts_limits_child(); /* test_limits.c: the worker's slot, as for a test's child (spawn.c) */
        aclcts_child_setup(sv[1], null, w->workdir);
        execv(valgrind != NULL ? valgrind : aclcts_worker_exe(), argv);
        _exit(ACLCTS_CHILD_EXEC_FAILED);
    }
    free(owned[0]);
    free(owned[1]);
    close(sv[1]);
    if (pid < 0) {
        close(sv[0]);
        *why = aclcts_printf("cannot start a worker: %s", strerror(errno));
        aclcts_worker_stop(w);
        return -1;
    }
    setpgid(pid, pid);
    w->pid = pid;
    w->sock = sv[0];
    aclcts_reap_keep(pid, 1);
    return 0;
}

int aclcts_worker_ready(aclcts_worker *w, unsigned timeout_ms, char **why)
{
    *why = NULL;
    if (w->ready) return 0;
    wmsg m;
    if (await_msg(w->sock, &m, NULL, NULL, (int)timeout_ms) != 0 || m.kind != MSG_READY) {
        *why = aclcts_printf(errno == ETIMEDOUT ? "loading the target took more than %u ms"
                                                : "loading the target ended its process",
                             timeout_ms);
    } else if (m.text[0] != '\0') {
        m.text[sizeof m.text - 1] = '\0';
        *why = aclcts_strdup(m.text);
    } else {
        w->ready = 1;
        return 0;
    }
    aclcts_worker_stop(w);
    return -1;
}

int aclcts_worker_start(aclcts_worker *w, const aclcts_child_cfg *cfg, const char *valgrind, unsigned timeout_ms,
                        char **why)
{
    if (aclcts_worker_spawn(w, cfg, valgrind, why) != 0) return -1;
    return aclcts_worker_ready(w, timeout_ms, why);
}

/* The standby a STANDBY or a DONE hands over (its pid and socket) replaces
 * the one the runner held: pid -1, the worker cannot fork. */
static void take_standby(aclcts_worker *w, const wmsg *m, const int *fds, size_t nfds)
{
    if (w->standby_sock >= 0) close(w->standby_sock);
    w->standby_sock = nfds == 1 ? fds[0] : -1;
    w->standby = m->standby > 0 && nfds == 1 ? m->standby : -1;
    for (size_t k = 1; k < nfds; k++) close(fds[k]);
}

/* The runner's standby, once the worker has said one: its pid (> 0), or -1. */
static pid_t await_standby(aclcts_worker *w)
{
    wmsg m;
    int fds[2];
    size_t nfds = 0;
    while (w->standby == 0) {
        if (await_msg(w->sock, &m, fds, &nfds, 10000) != 0) return -1;
        if (m.kind == MSG_STANDBY || m.kind == MSG_DONE) take_standby(w, &m, fds, nfds);
        else
            for (size_t k = 0; k < nfds; k++) close(fds[k]);
    }
    return w->standby;
}

int aclcts_worker_job_start(aclcts_worker *w, aclcts_job *j, const char *case_name, int32_t case_index, const char *dir,
                            unsigned timeout_ms)
{
    wmsg m = {MSG_RUN, 0, case_index, 0, 0, ""};
    size_t n = strlen(case_name), d = strlen(dir);
    if (n + d + 2 > sizeof m.text) {
        errno = ENAMETOOLONG;
        return -1;
    }
    memcpy(m.text, case_name, n + 1);
    memcpy(m.text + n + 1, dir, d + 1);
    int rp[2], op[2];
    if (pipe2(rp, O_CLOEXEC) != 0) return -1;
    if (pipe2(op, O_CLOEXEC) != 0) {
        close(rp[0]);
        close(rp[1]);
        return -1;
    }
    /* The test goes straight to the standby. One that something killed
     * before its test is said by the worker's DONE, which brings the next. */
    int fds[2] = {rp[1], op[1]}, sent = 0;
    double t0 = aclcts_now_ms();
    for (int tries = 0; tries < 3 && !sent; tries++) {
        if (await_standby(w) < 0) break;
        sent = aclcts_fs_send(w->standby_sock, &m, fds, 2) == 0;
        close(w->standby_sock);
        w->standby_sock = -1;
        if (!sent) w->standby = 0;
    }
    close(rp[1]);
    close(op[1]);
    if (!sent) {
        close(rp[0]);
        close(op[0]);
        return -1;
    }
    fcntl(rp[0], F_SETFL, O_NONBLOCK);
    fcntl(op[0], F_SETFL, O_NONBLOCK);
    memset(j, 0, sizeof *j);
    j->pid = w->standby;
    w->standby = 0;
    j->rfd = rp[0];
    j->ofd = op[0];
    j->out = malloc(ACLCTS_OUTPUT_CAP + 1);
    if (j->out == NULL) abort();
    j->timeout_ms = timeout_ms;
    j->start_ms = t0;
    j->deadline_ms = t0 + timeout_ms;
    j->wfd = w->sock;
    j->worker = w;
    return 0;
}

static void worker_lost(aclcts_job *j)
{
    /* The worker is gone, and with it (PR_SET_PDEATHSIG) the test's child. */
    j->exited = 1;
    j->wstatus = SIGKILL;
    j->end_ms = aclcts_now_ms();
    j->worker_lost = 1;
    j->wfd = -1;
}

void aclcts_worker_poll(aclcts_job *j)
{
    wmsg m;
    int fds[2];
    size_t nfds = 0;
    while (!j->exited) {
        if (aclcts_fs_recv(j->wfd, &m, fds, &nfds, MSG_DONTWAIT) != 0) {
            if (errno != EAGAIN && errno != EWOULDBLOCK) worker_lost(j);
            return;
        }
        if (m.kind == MSG_DONE) take_standby(j->worker, &m, fds, nfds); /* the next, forked while the test ran */
        else
            for (size_t k = 0; k < nfds; k++) close(fds[k]);
        if (m.kind == MSG_DONE && m.pid == j->pid) {
            j->exited = 1;
            j->wstatus = m.status;
            j->end_ms = aclcts_now_ms();
            aclcts_limits_reaped(m.pid, (long)m.maxrss_kib); /* test_limits.c */
        }
    }
}

char *aclcts_worker_vglog(const aclcts_worker *w, const aclcts_job *j)
{
    return w->vgdir != NULL ? aclcts_printf("%s/vg.%d", w->vgdir, (int)j->pid) : NULL;
}

void aclcts_worker_stop(aclcts_worker *w)
{
    if (w->standby_sock >= 0) close(w->standby_sock); /* the standby ends at EOF */
    if (w->sock >= 0) close(w->sock);
    if (w->pid > 0) {
        kill(-w->pid, SIGKILL);
        kill(w->pid, SIGKILL);
        while (waitpid(w->pid, NULL, 0) < 0 && errno == EINTR) {}
        aclcts_reap_keep(w->pid, 0);
    }
    if (w->workdir) aclcts_workdir_remove(w->workdir);
    if (w->vgdir) aclcts_workdir_remove(w->vgdir);
    free(w->workdir);
    free(w->vgdir);
    memset(w, 0, sizeof *w);
    w->sock = w->standby_sock = -1;
}
