/* Every process a test starts dies with the test. The child runs in its own
 * process group, killed as a whole when the child ends; a grandchild that left
 * the group (setsid, daemonising) is re-parented to the runner, which is a
 * child subreaper, and killed by a later orphan sweep (see
 * aclcts_reap_orphans) or the one that ends the run. */
#define _GNU_SOURCE
#include <dirent.h>
#include <errno.h>
#include <fcntl.h>
#include <signal.h>
#include <stdio.h>
#include <stdlib.h>
#include <string.h>
#include <sys/prctl.h>
#include <sys/resource.h>
#include <sys/wait.h>
#include <unistd.h>

#include "child.h"
#include "commands.h"
#include "jobs.h"
#include "reap.h"
#include "test_limits.h"

int aclcts_sigchld_fd(void);

static int g_sigchld[2] = {-1, -1};

static void on_sigchld(int sig)
{
    (void)sig;
    int saved = errno;
    ssize_t r = write(g_sigchld[1], "c", 1); /* wakes the poll loop; a full pipe already will */
    (void)r;
    errno = saved;
}

/* The report channel must fit below the descriptor limit (ACLCTS_REPORT_FD). */
static void raise_fd_limit(void)
{
    struct rlimit rl;
    if (getrlimit(RLIMIT_NOFILE, &rl) != 0) return;
    if (rl.rlim_cur <= ACLCTS_REPORT_FD + 1u) {
        rl.rlim_cur = rl.rlim_max < 4096 ? rl.rlim_max : 4096;
        setrlimit(RLIMIT_NOFILE, &rl);
    }
}

void aclcts_reap_init(void)
{
    static int done;
    if (done) return;
    done = 1;
    prctl(PR_SET_CHILD_SUBREAPER, 1, 0, 0, 0);
    raise_fd_limit();
    if (pipe2(g_sigchld, O_CLOEXEC | O_NONBLOCK) != 0) {
        perror("aclcts: pipe");
        exit(ACLCTS_EXIT_USAGE);
    }
    struct sigaction sa;
    memset(&sa, 0, sizeof sa);
    sa.sa_handler = on_sigchld;
    sa.sa_flags = SA_RESTART | SA_NOCLDSTOP;
    sigemptyset(&sa.sa_mask);
    sigaction(SIGCHLD, &sa, NULL);
    signal(SIGPIPE, SIG_IGN); /* a dead child's pipe must not kill the runner */
}

int aclcts_sigchld_fd(void) { return g_sigchld[0]; }

void aclcts_reap_wake(void)
{
    ssize_t r = write(g_sigchld[1], "i", 1);
    (void)r;
}

void aclcts_reap_some(aclcts_job **jobs, size_t n)
{
    char drain[64];
    ssize_t got, drained = 0;
    while ((got = read(g_sigchld[0], drain, sizeof drain)) > 0) drained += got;
    if (drained == 0) return; /* no SIGCHLD since the last look (the handler writes a byte for each) */
    int st;
    pid_t pid;
    struct rusage ru;
    while ((pid = wait4(-1, &st, WNOHANG, &ru)) > 0) {
        for (size_t i = 0; i < n; i++) {
            if (jobs[i] != NULL && jobs[i]->pid == pid && !jobs[i]->exited) {
                aclcts_limits_reaped(pid, ru.ru_maxrss); /* test_limits.c: its peak, for the memory limit */
                jobs[i]->exited = 1;
                jobs[i]->wstatus = st;
                jobs[i]->end_ms = aclcts_now_ms();
            }
        }
    }
}

/* ppid and pgrp of a process from /proc/PID/stat; -1 when it is gone. */
static int proc_parent(pid_t pid, pid_t *ppid, pid_t *pgrp)
{
    char path[64], buf[512];
    snprintf(path, sizeof path, "/proc/%d/stat", (int)pid);
    int fd = open(path, O_RDONLY | O_CLOEXEC);
    if (fd < 0) return -1;
    ssize_t n = read(fd, buf, sizeof buf - 1);
    close(fd);
    if (n <= 0) return -1;
    buf[n] = '\0';
    char *p = strrchr(buf, ')'); /* the command name may contain anything but ends at the last ')' */
    int pp, pg;
    char state;
    if (p == NULL || sscanf(p + 1, " %c %d %d", &state, &pp, &pg) != 3) return -1;
    *ppid = pp;
    *pgrp = pg;
    return 0;
}

static int owned_by_running(pid_t pid, pid_t pgrp, aclcts_job **running, size_t n)
{
    for (size_t i = 0; i < n; i++)
        if (running[i] != NULL && !running[i]->exited && (running[i]->pid == pid || running[i]->pid == pgrp)) return 1;
    return 0;
}

static pid_t g_kept[4096]; /* the fork server's workers: children of the runner, never orphans */

void aclcts_reap_keep(pid_t pid, int keep)
{
    for (size_t i = 0; i < sizeof g_kept / sizeof g_kept[0]; i++)
        if (keep ? g_kept[i] == 0 : g_kept[i] == pid) {
            g_kept[i] = keep ? pid : 0;
            return;
        }
}

static int kept(pid_t pid)
{
    for (size_t i = 0; i < sizeof g_kept / sizeof g_kept[0]; i++)
        if (g_kept[i] == pid && pid != 0) return 1;
    return 0;
}

#define KILLED_KEPT 64 /* the orphans of one sweep whose end aclcts_reap_all waits for */

typedef struct sweep_ctx {
    aclcts_job **running;
    size_t n;
    pid_t me, mygrp;
    size_t found;
    pid_t killed[KILLED_KEPT];
} sweep_ctx;

/* A child of the runner that belongs to no running job is an orphan: kill it
 * and what is left of its group. */
static void judge(sweep_ctx *c, pid_t pid)
{
    pid_t ppid, pgrp;
    if (proc_parent(pid, &ppid, &pgrp) != 0 || ppid != c->me || kept(pid) ||
        owned_by_running(pid, pgrp, c->running, c->n))
        return;
    if (c->found < KILLED_KEPT) c->killed[c->found] = pid;
    c->found++;
    if (pgrp != c->mygrp && pgrp > 1) kill(-pgrp, SIGKILL);
    kill(pid, SIGKILL);
}

/* The runner's children, thread by thread, from /proc/self/task/TID/children
 * (a space-separated list of pids). Returns -1 when the kernel has no such
 * file (built without CONFIG_PROC_CHILDREN). */
static int sweep_children_files(sweep_ctx *c)
{
    DIR *d = opendir("/proc/self/task");
    if (d == NULL) return -1;
    int have = 0;
    struct dirent *e;
    while ((e = readdir(d)) != NULL) {
        if (e->d_name[0] == '.') continue;
        char path[32 + sizeof e->d_name];
        snprintf(path, sizeof path, "/proc/self/task/%s/children", e->d_name);
        FILE *f = fopen(path, "re");
        if (f == NULL) continue;
        have = 1;
        int pid;
        while (fscanf(f, "%d", &pid) == 1) judge(c, (pid_t)pid);
        fclose(f);
    }
    closedir(d);
    return have ? 0 : -1;
}

/* Where the children files are missing: every process's parent, from /proc. */
static void sweep_proc(sweep_ctx *c)
{
    DIR *d = opendir("/proc");
    if (d == NULL) return;
    struct dirent *e;
    while ((e = readdir(d)) != NULL) {
        pid_t pid = (pid_t)atoi(e->d_name);
        if (pid > 0) judge(c, pid);
    }
    closedir(d);
}

/* One sweep; returns the number of orphans found (killed or zombie), the
 * first KILLED_KEPT of them in killed (when not NULL). */
static size_t sweep_into(aclcts_job **running, size_t n, pid_t *killed)
{
    sweep_ctx c = {running, n, getpid(), getpgrp(), 0, {0}};
    if (sweep_children_files(&c) != 0) sweep_proc(&c);
    if (killed != NULL) memcpy(killed, c.killed, sizeof c.killed);
    return c.found;
}

static size_t sweep(aclcts_job **running, size_t n) { return sweep_into(running, n, NULL); }

/* A sweep reads the runner's children files (and /proc/PID/stat of each
 * child); where those files are missing it reads /proc/PID/stat of every
 * process on the machine, on a busy host most of the runner's own cost per
 * test. So during a run (the
 * scheduler passes its running jobs) a test's end triggers a sweep only when
 * the last one is ORPHAN_SWEEP_MS old or found orphans: an escaped grandchild
 * is killed when a test ends that long after its own, or by aclcts_reap_all
 * at the end of the run. A lone job (running == NULL: probe, preflight, diff)
 * is swept at once. */
#define ORPHAN_SWEEP_MS 20.0

size_t aclcts_reap_orphans(aclcts_job **running, size_t n)
{
    static double last_ms = -1e9;
    static size_t last_found;
    double now = aclcts_now_ms();
    if (running != NULL && last_found == 0 && now - last_ms < ORPHAN_SWEEP_MS) return 0;
    last_ms = now;
    last_found = sweep(running, n);
    if (last_found > 0) aclcts_reap_some(running, n);
    return last_found;
}

/* At most 200 sweeps at most 5 ms apart (1 s): a chain of forking orphans is
 * caught link by link; one that outlives that is the target's, and the
 * deadline's. */
#define REAP_ALL_ROUNDS 200
#define REAP_ALL_PAUSE_US 5000
#define REAP_ALL_STEP_US 100

/* Whether every orphan a sweep killed (the first KILLED_KEPT) is gone, reaped. */
static int all_gone(const pid_t *killed, size_t found)
{
    for (size_t i = 0; i < found && i < KILLED_KEPT; i++)
        if (kill(killed[i], 0) == 0 || errno != ESRCH) return 0;
    return 1;
}

void aclcts_reap_all(void)
{
    /* An orphan that forked just before it died re-parents its child to us
     * when it dies: sweep again once the ones killed are gone (or after the
     * pause), until a sweep finds nothing (bounded). Most runs end with one
     * such orphan, a fork-server worker's standby child, already dead. */
    for (int round = 0; round < REAP_ALL_ROUNDS; round++) {
        pid_t killed[KILLED_KEPT];
        size_t found = sweep_into(NULL, 0, killed);
        aclcts_reap_some(NULL, 0);
        if (found == 0) return;
        for (int waited = 0; waited < REAP_ALL_PAUSE_US && !all_gone(killed, found); waited += REAP_ALL_STEP_US) {
            usleep(REAP_ALL_STEP_US);
            aclcts_reap_some(NULL, 0);
        }
    }
}
