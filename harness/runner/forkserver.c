/* The fork server: a worker process ("aclcts __worker", under valgrind when
 * the run is) loads the spy and the target once, checks that the load left
 * nothing a later test could see, and then forks one child per test from
 * that state. A test costs a fork instead of an exec and two loads; under
 * valgrind one memcheck serves every test of the worker (its forked children
 * stay under it, each with its own log, error count and leak check).
 *
 * The fork is off the runner's path: the worker forks the child of its next
 * test ahead of time (a standby, already in its own process group, waiting on
 * a socket of its own for its test) and says its pid, so that starting a test
 * is one message, never a wait.
 *
 * The runner and a worker talk over a SOCK_SEQPACKET socket (the worker's
 * ACLCTS_REPORT_FD), one message per packet:
 *   worker -> runner  READY   text: "" (served) or why the target cannot be
 *   worker -> runner  STANDBY pid of the child that runs the first test (<= 0:
 *                             the fork failed); each later one comes with the
 *                             DONE before it
 *   runner -> worker  RUN     text: "SUITE.Name\0WORKDIR", status: the case's
 *                             index in aclcts_cases() (a hint), with the test's
 *                             report and output pipes (SCM_RIGHTS); the worker
 *                             hands them to the standby
 *   worker -> runner  STARTED pid of the test's child, only when the standby
 *                             was gone and a fresh child runs the test instead
 *   worker -> runner  DONE    pid and wait status of that child, and the next
 *                             standby's pid (forked while the test ran)
 * The worker runs one test at a time; the runner enforces the deadline and
 * kills the child's group itself, as for a child of its own. */
#define _GNU_SOURCE
#include <dirent.h>
#include <errno.h>
#include <fcntl.h>
#include <limits.h>
#include <poll.h>
#include <signal.h>
#include <stdint.h>
#include <stdio.h>
#include <stdlib.h>
#include <string.h>
#include <sys/prctl.h>
#include <sys/resource.h>
#include <sys/socket.h>
#include <sys/wait.h>
#include <unistd.h>

#include "runner.h"
#include "test_limits.h"

enum { MSG_READY = 1, MSG_RUN = 2, MSG_STARTED = 3, MSG_DONE = 4, MSG_STANDBY = 5 };

typedef struct wmsg {
    uint32_t kind;
    int32_t pid;
    int32_t status;
    char text[PATH_MAX + 600];
    int32_t standby; /* DONE: the pid of the next standby (<= 0: the fork failed) */
    int64_t maxrss_kib; /* DONE: the child's peak resident size (test_limits.c) */
} wmsg;

static int send_msg(int sock, const wmsg *m, const int *fds, size_t nfds)
{
    struct iovec iov = {(void *)m, sizeof *m};
    struct msghdr mh = {0};
    char ctl[CMSG_SPACE(2 * sizeof(int))];
    mh.msg_iov = &iov;
    mh.msg_iovlen = 1;
    if (nfds > 0) {
        memset(ctl, 0, sizeof ctl);
        mh.msg_control = ctl;
        mh.msg_controllen = CMSG_SPACE(nfds * sizeof(int));
        struct cmsghdr *c = CMSG_FIRSTHDR(&mh);
        c->cmsg_level = SOL_SOCKET;
        c->cmsg_type = SCM_RIGHTS;
        c->cmsg_len = CMSG_LEN(nfds * sizeof(int));
        memcpy(CMSG_DATA(c), fds, nfds * sizeof(int));
    }
    ssize_t n;
    do n = sendmsg(sock, &mh, MSG_NOSIGNAL);
    while (n < 0 && errno == EINTR);
    return n == (ssize_t)sizeof *m ? 0 : -1;
}

/* One message; 0, or -1 at EOF or error (errno EAGAIN with MSG_DONTWAIT and nothing there). */
static int recv_msg(int sock, wmsg *m, int *fds, size_t *nfds, int flags)
{
    struct iovec iov = {m, sizeof *m};
    struct msghdr mh = {0};
    char ctl[CMSG_SPACE(2 * sizeof(int))];
    mh.msg_iov = &iov;
    mh.msg_iovlen = 1;
    mh.msg_control = ctl;
    mh.msg_controllen = sizeof ctl;
    ssize_t n;
    do n = recvmsg(sock, &mh, flags | MSG_CMSG_CLOEXEC);
    while (n < 0 && errno == EINTR);
    if (nfds) *nfds = 0;
    for (struct cmsghdr *c = CMSG_FIRSTHDR(&mh); c != NULL; c = CMSG_NXTHDR(&mh, c))
        if (c->cmsg_level == SOL_SOCKET && c->cmsg_type == SCM_RIGHTS) {
            size_t k = (c->cmsg_len - CMSG_LEN(0)) / sizeof(int);
            if (fds != NULL && k <= 2) {
                memcpy(fds, CMSG_DATA(c), k * sizeof(int));
                *nfds = k;
            }
        }
    if (n == 0) errno = EPIPE;
    return n == (ssize_t)sizeof *m ? 0 : -1;
}

/* ---- the worker ---- */

static size_t count_entries(const char *dir)
{
    DIR *d = opendir(dir);
    if (d == NULL) return 0;
    size_t n = 0;
    struct dirent *e;
    while ((e = readdir(d)) != NULL)
        if (strcmp(e->d_name, ".") != 0 && strcmp(e->d_name, "..") != 0) n++;
    closedir(d);
    return n;
}

/* Why the loaded target cannot be shared by forked tests, or "" when it can.
 * out_r is the read end of the pipe that held stdout/stderr during the load. */
static void check_load(char *why, size_t cap, void *h, const aclcts_spy *spy, int have_spy, int out_r,
                       const char *workdir)
{
    why[0] = '\0';
    char buf[256];
    size_t threads = count_entries("/proc/self/task");
    if (h == NULL)
        snprintf(why, cap, "the target does not load in one process");
    else if (threads > 1)
        snprintf(why, cap, "loading the target started %zu thread%s", threads - 1, threads > 2 ? "s" : "");
    else if (have_spy && spy->count() > 0)
        snprintf(why, cap, "loading the target called the southbound (%zu calls)", spy->count());
    else if (fflush(NULL), read(out_r, buf, sizeof buf) > 0)
        snprintf(why, cap, "the target writes output while loading");
    else if (count_entries(workdir) > 0)
        snprintf(why, cap, "loading the target wrote files");
}

static int case_is(const aclcts_case *c, const char *name, size_t sl)
{
    return strncmp(c->suite, name, sl) == 0 && c->suite[sl] == '\0' && strcmp(c->name, name + sl + 1) == 0;
}

/* The case named SUITE.Name; `hint`, its index in aclcts_cases(), is checked first. */
static const aclcts_case *find_case(const char *name, int32_t hint)
{
    size_t n = 0;
    const aclcts_case *const *cases = aclcts_cases(&n);
    const char *dot = strchr(name, '.');
    if (dot == NULL) return NULL;
    size_t sl = (size_t)(dot - name);
    if (hint >= 0 && (size_t)hint < n && case_is(cases[hint], name, sl)) return cases[hint];
    for (size_t i = 0; i < n; i++)
        if (case_is(cases[i], name, sl)) return cases[i];
    return NULL;
}

int32_t aclcts_case_index(const aclcts_case *c)
{
    size_t n = 0;
    const aclcts_case *const *cases = aclcts_cases(&n);
    for (size_t i = 0; i < n; i++)
        if (cases[i] == c) return (int32_t)i;
    return -1;
}

/* What a standby runs on: the worker's loaded state. */
typedef struct loaded {
    int runner_sock; /* the worker's socket to the runner: not the standby's */
    aclcts_child_cfg cfg;
    aclcts_acl *acl;
    aclcts_spy *spy; /* NULL without the spy */
} loaded;

/* The standby: waits for its test (RUN with the two pipes) and runs it. */
static void __attribute__((noreturn)) standby_run(int sock, loaded *ld)
{
    wmsg m;
    int fds[2];
    size_t nfds = 0;
    if (recv_msg(sock, &m, fds, &nfds, 0) != 0 || m.kind != MSG_RUN || nfds != 2) _exit(0); /* the worker is done */
    m.text[sizeof m.text - 1] = '\0';
    const char *name = m.text, *dir = m.text + strlen(m.text) + 1;
    const aclcts_case *c = find_case(name, m.status);
    aclcts_child_setup(fds[0], fds[1], dir); /* also closes the worker's sockets */
    if (c == NULL) _exit(ACLCTS_EXIT_USAGE);
    ld->cfg.workdir = dir;
    aclcts_child_run(&ld->cfg, c, ld->acl, ld->spy, ACLCTS_REPORT_FD);
}

typedef struct standby {
    pid_t pid;  /* -1: none */
    int sock;   /* the worker's end of its socket */
} standby;

/* Forks the child of the next test from the loaded state, in its own group. */
static standby standby_fork(loaded *ld)
{
    standby sb = {-1, -1};
    int sv[2];
    if (socketpair(AF_UNIX, SOCK_SEQPACKET | SOCK_CLOEXEC, 0, sv) != 0) return sb;
    pid_t worker = getpid();
    pid_t pid = fork();
    if (pid == 0) {
        setpgid(0, 0);
        prctl(PR_SET_PDEATHSIG, SIGKILL, 0, 0, 0); /* a worker that is gone takes its standby along */
        if (getppid() != worker) _exit(0);
        close(sv[0]);
        close(ld->runner_sock);
        standby_run(sv[1], ld);
    }
    close(sv[1]);
    if (pid < 0) {
        close(sv[0]);
        return sb;
    }
    setpgid(pid, pid);
    sb.pid = pid;
    sb.sock = sv[0];
    return sb;
}

static void standby_drop(standby *sb)
{
    if (sb->sock >= 0) close(sb->sock);
    if (sb->pid > 0) {
        kill(sb->pid, SIGKILL);
        while (waitpid(sb->pid, NULL, 0) < 0 && errno == EINTR) {
        }
    }
    sb->pid = sb->sock = -1;
}

/* Hands the test of `m` (with its pipes) to the standby; 0, or -1 when the
 * standby is no longer there to take it. */
static int standby_give(standby *sb, const wmsg *m, const int *fds)
{
    int rc = sb->pid > 0 && send_msg(sb->sock, m, fds, 2) == 0 ? 0 : -1;
    if (sb->sock >= 0) close(sb->sock);
    sb->sock = -1;
    return rc;
}

int aclcts_cmd_worker(const aclcts_opts *o)
{
    /* The socket moves down from the report descriptor: with only low
     * descriptors open, each fork copies a small descriptor table. */
    int sock = fcntl(o->report_fd, F_DUPFD_CLOEXEC, 3);
    if (sock < 0) sock = o->report_fd;
    else close(o->report_fd);
    static aclcts_acl acl;
    static aclcts_spy spy;
    int have_spy = 0;
    void *spy_handle;
    aclcts_child_cfg cfg = {o->lib, o->use_spy ? o->spy : NULL, o->profile, o->soc, NULL, o->trace,
                            o->workdir ? o->workdir : "."};
    /* What the target prints while loading would be in every test's capture
     * when each test loads it: such a target is not served. */
    int op[2];
    if (pipe2(op, O_CLOEXEC | O_NONBLOCK) != 0) return ACLCTS_EXIT_USAGE;
    dup2(op[1], 1);
    dup2(op[1], 2);
    close(op[1]);
    void *h = aclcts_child_load(&cfg, &acl, &spy, &have_spy, &spy_handle, -1);
    wmsg m = {MSG_READY, 0, 0, "", 0, 0};
    check_load(m.text, sizeof m.text, h, &spy, have_spy, op[0], cfg.workdir);
    close(op[0]);
    int null = open("/dev/null", O_WRONLY);
    dup2(null, 1);
    dup2(null, 2);
    close(null);
    if (send_msg(sock, &m, NULL, 0) != 0 || m.text[0] != '\0') _exit(0);
    signal(SIGCHLD, SIG_DFL);
    loaded ld = {sock, cfg, &acl, have_spy ? &spy : NULL};
    standby next = standby_fork(&ld);
    wmsg r = {MSG_STANDBY, (int32_t)next.pid, 0, "", 0, 0};
    if (send_msg(sock, &r, NULL, 0) != 0) _exit(0);
    for (;;) {
        int fds[2];
        size_t nfds = 0;
        if (recv_msg(sock, &m, fds, &nfds, 0) != 0) _exit(0); /* the runner is done */
        if (m.kind != MSG_RUN || nfds != 2) _exit(ACLCTS_EXIT_USAGE);
        standby cur = next;
        if (standby_give(&cur, &m, fds) != 0) {
            /* Something killed the standby before its test: a fresh one runs it. */
            standby_drop(&cur);
            cur = standby_fork(&ld);
            r.kind = MSG_STARTED;
            r.pid = (int32_t)cur.pid;
            if (standby_give(&cur, &m, fds) != 0) r.pid = -1;
            if (send_msg(sock, &r, NULL, 0) != 0) _exit(0);
        }
        close(fds[0]);
        close(fds[1]);
        next = standby_fork(&ld); /* while the test runs */
        int st = 0;
        struct rusage ru = {0};
        if (cur.pid > 0)
            while (wait4(cur.pid, &st, 0, &ru) < 0 && errno == EINTR) {
            }
        else
            st = SIGKILL;
        r.maxrss_kib = ru.ru_maxrss; /* test_limits.c */
        r.kind = MSG_DONE;
        r.pid = (int32_t)cur.pid;
        r.status = st;
        r.standby = (int32_t)next.pid;
        if (send_msg(sock, &r, NULL, 0) != 0) _exit(0);
    }
}

/* ---- the runner's side ---- */

static void worker_argv(char **a, const aclcts_child_cfg *cfg, const char *valgrind, char **owned,
                        const aclcts_worker *w)
{
    size_t k = 0;
    if (valgrind != NULL) {
        a[k++] = (char *)valgrind;
        a[k++] = "--tool=memcheck";
        a[k++] = "-q";
        a[k++] = "--error-exitcode=" ACLCTS_STR(ACLCTS_CHILD_MEMCHECK_ERROR);
        a[k++] = "--leak-check=full";
        a[k++] = "--errors-for-leak-kinds=definite";
        a[k++] = owned[0] = aclcts_printf("--log-file=%s/vg.%%p", w->vgdir); /* one log per process */
    }
    /* Without valgrind argv[0] is the runner's own, as in a child forked by
     * the runner: the dynamic linker names it in a symbol lookup error. */
    a[k++] = valgrind != NULL ? (char *)aclcts_self_exe() : program_invocation_name;
    a[k++] = "__worker";
    a[k++] = "--lib"; a[k++] = (char *)cfg->lib;
    a[k++] = "--profile"; a[k++] = (char *)cfg->profile;
    a[k++] = "--soc"; a[k++] = (char *)cfg->soc;
    a[k++] = "--southbound"; a[k++] = cfg->spy ? "spy" : "system";
    if (cfg->spy) { a[k++] = "--spy"; a[k++] = (char *)cfg->spy; }
    a[k++] = "--report-fd"; a[k++] = owned[1] = aclcts_printf("%d", ACLCTS_REPORT_FD);
    a[k++] = "--trace"; a[k++] = cfg->trace ? "1" : "0";
    a[k++] = "--workdir"; a[k++] = w->workdir;
    a[k] = NULL;
}

/* Waits for one message (up to ms); 0 or -1. */
static int await_msg(int sock, wmsg *m, int ms)
{
    struct pollfd p = {sock, POLLIN, 0};
    double until = aclcts_now_ms() + ms;
    for (;;) {
        int left = (int)(until - aclcts_now_ms());
        if (left <= 0) { errno = ETIMEDOUT; return -1; }
        int r = poll(&p, 1, left);
        if (r > 0) return recv_msg(sock, m, NULL, NULL, 0);
        if (r < 0 && errno != EINTR) return -1;
        if (aclcts_interrupt_stops_waits()) { errno = EINTR; return -1; }
    }
}

int aclcts_worker_spawn(aclcts_worker *w, const aclcts_child_cfg *cfg, const char *valgrind, char **why)
{
    memset(w, 0, sizeof *w);
    w->sock = -1;
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
        aclcts_child_setup(sv[1], null, w->workdir);
        execv(valgrind != NULL ? valgrind : aclcts_self_exe(), argv);
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
    if (await_msg(w->sock, &m, (int)timeout_ms) != 0 || m.kind != MSG_READY) {
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

int aclcts_worker_job_start(aclcts_worker *w, aclcts_job *j, const char *case_name, int32_t case_index,
                            const char *dir, unsigned timeout_ms)
{
    wmsg m;
    /* The standby's pid: said with the worker's last DONE (or after READY). */
    while (w->standby <= 0) {
        if (w->standby < 0 || await_msg(w->sock, &m, 10000) != 0) return -1; /* < 0: the worker cannot fork */
        if (m.kind == MSG_STANDBY) {
            if (m.pid <= 0) return -1; /* the worker cannot fork */
            w->standby = m.pid;
        }
    }
    int rp[2], op[2];
    if (pipe2(rp, O_CLOEXEC) != 0) return -1;
    if (pipe2(op, O_CLOEXEC) != 0) {
        close(rp[0]); close(rp[1]);
        return -1;
    }
    m = (wmsg){MSG_RUN, 0, case_index, "", 0, 0};
    size_t n = strlen(case_name), d = strlen(dir);
    if (n + d + 2 > sizeof m.text) { errno = ENAMETOOLONG; goto fail; }
    memcpy(m.text, case_name, n + 1);
    memcpy(m.text + n + 1, dir, d + 1);
    int fds[2] = {rp[1], op[1]};
    double t0 = aclcts_now_ms();
    if (send_msg(w->sock, &m, fds, 2) != 0) goto fail;
    close(rp[1]);
    close(op[1]);
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
fail:
    close(rp[0]); close(rp[1]); close(op[0]); close(op[1]);
    return -1;
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
    while (!j->exited) {
        if (recv_msg(j->wfd, &m, NULL, NULL, MSG_DONTWAIT) != 0) {
            if (errno != EAGAIN && errno != EWOULDBLOCK) worker_lost(j);
            return;
        }
        if (m.kind == MSG_STARTED) { /* a fresh child took the test of a standby that was gone */
            if (m.pid <= 0) worker_lost(j);
            else j->pid = m.pid;
        } else if (m.kind == MSG_DONE && m.pid == j->pid) {
            j->exited = 1;
            j->wstatus = m.status;
            j->end_ms = aclcts_now_ms();
            j->worker->standby = m.standby > 0 ? m.standby : -1;
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
    if (w->sock >= 0) close(w->sock); /* the worker ends at EOF */
    if (w->pid > 0) {
        kill(-w->pid, SIGKILL);
        kill(w->pid, SIGKILL);
        while (waitpid(w->pid, NULL, 0) < 0 && errno == EINTR) {
        }
        aclcts_reap_keep(w->pid, 0);
    }
    if (w->workdir) aclcts_workdir_remove(w->workdir);
    if (w->vgdir) aclcts_workdir_remove(w->vgdir);
    free(w->workdir);
    free(w->vgdir);
    memset(w, 0, sizeof *w);
    w->sock = -1;
}
