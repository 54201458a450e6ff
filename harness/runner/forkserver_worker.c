/* The fork server's worker: a process ("aclcts-worker __worker", under valgrind when
 * the run is) loads the spy and the target once, checks that the load left
 * nothing a later test could see, and then forks one child per test from
 * that state. A test costs a fork instead of an exec and two loads; under
 * valgrind one memcheck serves every test of the worker (its forked children
 * stay under it, each with its own log, error count and leak check).
 *
 * The fork is off the runner's path: the worker forks the child of its next
 * test ahead of time (a standby, already in its own process group, waiting on
 * a socket of its own for its test) and hands the runner that socket, so that
 * starting a test is one message from the runner to the standby, never a wait
 * and never a pass through the worker. The worker itself only waits for its
 * children's ends, says each, and forks the next standby. */
#define _GNU_SOURCE
#include <dirent.h>
#include <errno.h>
#include <fcntl.h>
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

#include "aclcts/case.h"
#include "child.h"
#include "commands.h"
#include "crash.h"
#include "forkserver_proto.h"
#include "jobs.h"
#include "options.h"

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
    if (h == NULL) snprintf(why, cap, "the target does not load in one process");
    else if (threads > 1)
        snprintf(why, cap, "loading the target started %zu thread%s", threads - 1, threads > 2 ? "s" : "");
    else if (have_spy && spy->count() > 0)
        snprintf(why, cap, "loading the target called the southbound (%zu calls)", spy->count());
    else if (fflush(NULL), read(out_r, buf, sizeof buf) > 0)
        snprintf(why, cap, "the target writes output while loading");
    else if (count_entries(workdir) > 0) snprintf(why, cap, "loading the target wrote files");
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

/* What a standby runs on: the worker's loaded state. */
typedef struct loaded {
    int runner_sock; /* the worker's socket to the runner: not the standby's */
    aclcts_child_cfg cfg;
    aclcts_acl *acl;
    aclcts_spy *spy; /* NULL without the spy */
} loaded;

/* The standby: waits for its test (RUN with the two pipes, from the runner)
 * and runs it; the runner closing the socket instead ends it. */
static void __attribute__((noreturn)) standby_run(int sock, loaded *ld)
{
    wmsg m;
    int fds[2];
    size_t nfds = 0;
    if (aclcts_fs_recv(sock, &m, fds, &nfds, 0) != 0 || m.kind != MSG_RUN || nfds != 2) _exit(0); /* the run is done */
    m.text[sizeof m.text - 1] = '\0';
    const char *name = m.text, *dir = m.text + strlen(m.text) + 1;
    const aclcts_case *c = find_case(name, m.status);
    aclcts_child_channels(fds[0], fds[1], dir); /* also closes the sockets; the rest of aclcts_child_setup holds */
    if (c == NULL) _exit(ACLCTS_EXIT_USAGE);
    ld->cfg.workdir = dir;
    aclcts_child_run(&ld->cfg, c, ld->acl, ld->spy, ACLCTS_REPORT_FD);
}

typedef struct standby {
    pid_t pid; /* -1: none */
    int sock;  /* the other end of its socket, for the runner */
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

/* Says m to the runner with the standby's socket (none when its fork failed:
 * pid -1), which is then the runner's alone; 0 or -1. */
static int standby_hand(int sock, wmsg *m, standby *sb)
{
    m->standby = sb->pid;
    int rc = aclcts_fs_send(sock, m, &sb->sock, sb->sock >= 0 ? 1 : 0);
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
    aclcts_child_cfg cfg = {o->lib,   o->use_spy ? o->spy : NULL,   o->profile, o->soc, NULL,
                            o->trace, o->workdir ? o->workdir : "."};
    /* What the target prints while loading would be in every test's capture
     * when each test loads it: such a target is not served. */
    int op[2];
    if (pipe2(op, O_CLOEXEC | O_NONBLOCK) != 0) return ACLCTS_EXIT_USAGE;
    dup2(op[1], 1);
    dup2(op[1], 2);
    close(op[1]);
    aclcts_child_bind_now();
    void *h = aclcts_child_load(&cfg, &acl, &spy, &have_spy, &spy_handle, -1);
    wmsg m = {MSG_READY, 0, 0, 0, 0, ""};
    check_load(m.text, sizeof m.text, h, &spy, have_spy, op[0], cfg.workdir);
    close(op[0]);
    int null = open("/dev/null", O_WRONLY);
    dup2(null, 1);
    dup2(null, 2);
    close(null);
    if (aclcts_fs_send(sock, &m, NULL, 0) != 0 || m.text[0] != '\0') _exit(0);
    /* After the checks, once here rather than in every test's child: the
     * tables each case is handed, and the crash handler (it loads the
     * unwinder) on the descriptor each child's report channel takes. */
    aclcts_child_prepare(&acl);
    aclcts_crash_handler_install(ACLCTS_REPORT_FD);
    signal(SIGCHLD, SIG_DFL);
    loaded ld = {sock, cfg, &acl, have_spy ? &spy : NULL};
    /* The runner holds one standby (said now, then with each DONE); the worker
     * keeps the next one forked, unsaid, while the runner's runs its test. */
    standby first = standby_fork(&ld), spare = standby_fork(&ld);
    wmsg r = {MSG_STANDBY, 0, 0, 0, 0, ""};
    if (standby_hand(sock, &r, &first) != 0) _exit(0);
    for (;;) {
        int st = 0;
        struct rusage ru = {0};
        pid_t pid = wait4(-1, &st, 0, &ru);
        if (pid < 0 && errno == EINTR) continue;
        if (pid < 0) _exit(0);  /* no child at all: nothing more to serve */
        if (pid == spare.pid) { /* the unsaid standby is gone: another one, silently */
            close(spare.sock);
            spare = standby_fork(&ld);
            continue;
        }
        r = (wmsg){MSG_DONE, (int32_t)pid, st, 0, ru.ru_maxrss, ""}; /* maxrss: test_limits.c */
        if (standby_hand(sock, &r, &spare) != 0) _exit(0);           /* the runner is done */
        spare = standby_fork(&ld);                                   /* while the runner's standby runs its test */
    }
}
