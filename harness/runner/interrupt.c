/* An interrupted run (SIGINT, SIGTERM, SIGHUP) ends cleanly and keeps what it
 * measured, as ctest and the GoogleTest runners do. The first signal only
 * asks: the scheduler stops starting tests, kills what runs (process groups,
 * as for a timeout), removes the working directories and writes every report
 * from the tests that finished, marked interrupted (run.c). A second signal
 * stops at once: the handler itself kills the processes of the run, removes
 * the working directories it was told about and the report being written, and
 * exits; a third one finds the default action.
 *
 * Everything the second signal does is async-signal-safe: /proc is read with
 * open and read, directories with getdents64 (workdir.c), no malloc. The
 * directories are a list the runner's single thread links and unlinks with
 * one pointer store each, so the handler always sees a whole list. */
#define _GNU_SOURCE
#include <errno.h>
#include <fcntl.h>
#include <signal.h>
#include <stdlib.h>
#include <string.h>
#include <sys/wait.h>
#include <time.h>
#include <unistd.h>

#include "interrupt.h"
#include "outfile.h"
#include "reap.h"
#include "workdir.h"

/* Exit status of a run ended by signal s: the shell's 128 + s (130 for SIGINT,
 * 143 for SIGTERM, 129 for SIGHUP). */
#define EXIT_BY_SIGNAL_BASE 128

static volatile sig_atomic_t g_signal; /* the first signal, 0 while none came */
static volatile sig_atomic_t g_armed;  /* waits return on a signal (aclcts_interrupt_arm) */

typedef struct tracked_dir {
    struct tracked_dir *next;
    char path[];
} tracked_dir;

static tracked_dir *volatile g_dirs;

void aclcts_interrupt_track_dir(const char *dir, int on)
{
    if (dir == NULL) return;
    if (on) {
        size_t n = strlen(dir) + 1;
        tracked_dir *t = malloc(sizeof *t + n);
        if (t == NULL) return; /* the first signal's cleanup still removes it */
        memcpy(t->path, dir, n);
        t->next = g_dirs;
        g_dirs = t;
        return;
    }
    for (tracked_dir *volatile *p = &g_dirs; *p != NULL; p = &(*p)->next)
        if (strcmp((*p)->path, dir) == 0) {
            tracked_dir *t = *p;
            *p = t->next;
            free(t);
            return;
        }
}

/* ---- the second signal: kill, clean, exit, all from the handler ---- */

/* Room for a /proc children list read at once: about 500 pids. A longer one
 * is read again in the next round, after the first ones are gone. */
#define CHILDREN_BUF 4096

/* Appends the decimal digits of v (> 0) at p; returns the end. */
static char *put_pid(char *p, pid_t v)
{
    char digits[16];
    int k = 0;
    for (; v > 0; v /= 10) digits[k++] = (char)('0' + v % 10);
    while (k > 0) *p++ = digits[--k];
    *p = '\0';
    return p;
}

/* Calls fn on each child of pid's main thread (of the calling thread for 0),
 * from /proc/PID/task/PID/children, a space-separated list. */
static void each_child(pid_t pid, void (*fn)(pid_t))
{
    char path[64], buf[CHILDREN_BUF];
    if (pid == 0) {
        strcpy(path, "/proc/thread-self/children");
    } else {
        char *p = put_pid(stpcpy(path, "/proc/"), pid);
        strcpy(put_pid(stpcpy(p, "/task/"), pid), "/children");
    }
    int fd = open(path, O_RDONLY | O_CLOEXEC);
    if (fd < 0) return;
    ssize_t n = read(fd, buf, sizeof buf - 1);
    close(fd);
    if (n <= 0) return;
    buf[n] = '\0';
    if ((size_t)n == sizeof buf - 1) /* more than fits: drop the last pid, it may be cut (the next round reads it) */
        for (ssize_t k = n - 1; k >= 0 && buf[k] != ' '; k--) buf[k] = '\0';
    pid_t v = 0;
    for (char *p = buf;; p++) {
        if (*p >= '0' && *p <= '9') {
            v = v * 10 + (*p - '0');
            continue;
        }
        if (v > 0) fn(v);
        v = 0;
        if (*p == '\0') break;
    }
}

/* The second signal waits for the run's processes to be gone (killed,
 * reaped) for at most STOP_ROUNDS x STOP_ROUND_NS: a killed worker's test
 * children die of PR_SET_PDEATHSIG and come to the runner (a subreaper) a
 * moment later. */
#define STOP_ROUNDS 100
#define STOP_ROUND_NS 5000000L

static volatile sig_atomic_t g_children_seen;

static void kill_group(pid_t pid)
{
    kill(-pid, SIGKILL);
    kill(pid, SIGKILL);
}

/* A child of the runner and the groups of its own children: a worker's test
 * children lead groups of their own. */
static void kill_tree(pid_t pid)
{
    g_children_seen = 1;
    kill(pid, SIGSTOP); /* it forks no more while its children are read */
    each_child(pid, kill_group);
    kill_group(pid);
}

static void stop_now(void)
{
    for (int round = 0; round < STOP_ROUNDS; round++) {
        g_children_seen = 0;
        each_child(0, kill_tree);
        while (waitpid(-1, NULL, WNOHANG) > 0) {}
        if (!g_children_seen) break;
        struct timespec ts = {0, STOP_ROUND_NS};
        nanosleep(&ts, NULL);
    }
    for (tracked_dir *t = g_dirs; t != NULL; t = t->next) aclcts_workdir_remove_now(t->path);
    aclcts_out_remove_pending();
    static const char msg[] = "\naclcts: stopped at once (a second signal): no further report written\n";
    ssize_t w = write(2, msg, sizeof msg - 1);
    (void)w;
    _exit(EXIT_BY_SIGNAL_BASE + g_signal);
}

static void on_signal(int sig)
{
    int saved = errno;
    if (g_signal != 0) {
        signal(SIGINT, SIG_DFL);
        signal(SIGTERM, SIG_DFL);
        signal(SIGHUP, SIG_DFL);
        stop_now();
    }
    g_signal = sig;
    aclcts_reap_wake();
    errno = saved;
}

void aclcts_interrupt_install(void)
{
    struct sigaction sa;
    memset(&sa, 0, sizeof sa);
    sa.sa_handler = on_signal;
    sa.sa_flags = SA_RESTART;
    sigemptyset(&sa.sa_mask);
    sigaddset(&sa.sa_mask, SIGINT); /* one handler at a time: the second waits for the first's return */
    sigaddset(&sa.sa_mask, SIGTERM);
    sigaddset(&sa.sa_mask, SIGHUP);
    sigaction(SIGINT, &sa, NULL);
    sigaction(SIGTERM, &sa, NULL);
    sigaction(SIGHUP, &sa, NULL);
}

void aclcts_interrupt_arm(int on) { g_armed = on; }

int aclcts_interrupted(void) { return g_signal; }

int aclcts_interrupt_stops_waits(void) { return g_armed && g_signal != 0; }

int aclcts_interrupt_exit_code(void) { return EXIT_BY_SIGNAL_BASE + g_signal; }

const char *aclcts_signal_name(int sig)
{
    switch (sig) {
    case SIGINT:
        return "SIGINT";
    case SIGTERM:
        return "SIGTERM";
    case SIGHUP:
        return "SIGHUP";
    default:
        return "a signal";
    }
}
