/* Per-test limits: a test may take so much memory, so many processes (and
 * threads) and so much scratch space, and a test that reaches a limit ends as
 * a crash whose message names it ("exceeded the per-test memory limit of 2048
 * MiB (peak 2048 MiB): killed by SIGKILL ..."), never as a bare signal. The
 * machine never pays for a runaway test: the kernel holds each limit while
 * the test runs, the rest of the run goes on, and the runner (outside every
 * test's cgroup, and the OOM killer's last choice: its tests are the first)
 * stays as it is.
 *
 * How each limit is held, the first that this machine offers the runner:
 *   memory     a cgroup per slot (test_limits_cgroup.c: the OOM killer inside it,
 *              told by its oom_kill counter); else RLIMIT_DATA, a quarter
 *              above the limit, with the test's resident peak (wait4's
 *              ru_maxrss) compared with the limit when it ends.
 *   processes  the same cgroup (pids.max, told by pids.events "max"); else
 *              RLIMIT_NPROC, which counts every process of the user (a budget
 *              the run's tests share with it, not told per test), and which
 *              root is exempt from.
 *   scratch    a tmpfs of that size on each slot's working directory
 *              (test_limits_scratch.c), found full when the test ends; else the
 *              sizes of its files added up then. In both, RLIMIT_FSIZE: no
 *              file anywhere larger (SIGXFSZ, which names the limit).
 * A limit hit is a crash, not a fail (the case did not find a difference
 * from the product: its target was stopped) nor a new status (the schema's
 * statuses are fixed): like a signal, with the limit named.
 *
 * This file holds the options, how each limit is held and the slots and
 * their processes; test_limits_verdict.c the verdict on each test and the
 * end of the run; the state they share is test_limits_state.h's. */
#define _GNU_SOURCE
#include <dirent.h>
#include <errno.h>
#include <fcntl.h>
#include <pthread.h>
#include <stdio.h>
#include <stdlib.h>
#include <string.h>
#include <sys/resource.h>
#include <unistd.h>

#include "commands.h"
#include "test_limits.h"
#include "test_limits_cgroup_find.h"
#include "test_limits_state.h"
#include "text.h"

/* memcheck keeps a shadow of the client's memory beside it (measured: a
 * client touching 1 GiB peaks at 1.3 GiB) and ~50 MiB of its own: under
 * --valgrind a test is held at the limit plus half of it plus this. */
#define VALGRIND_MEMORY_OWN (128ull * MIB)
/* A fork-server slot's cgroup also holds its worker and the standby forked
 * for the next test: two tasks the test's limit does not count. */
#define SLOT_OWN_TASKS 2u
/* Without a cgroup the test's resident peak names the limit; the kernel's
 * refusal (RLIMIT_DATA) sits a quarter above it, so that a runaway gets past
 * the limit, and is named, before its allocations start to fail. memcheck
 * maps more than it touches (a client of 512 MiB needs 750 MiB of data): under
 * --valgrind the refusal sits at twice the limit. */
#define DATA_HEADROOM_DIVISOR 4u
#define MAX_MIB (1u << 24)     /* 16 TiB: more is a typo */
#define MAX_PROCESSES 4194304u /* the kernel's pid_max ceiling */
#define OOM_SCORE_FIRST "1000" /* /proc/PID/oom_score_adj: the OOM killer's first choice */

#if defined(__SANITIZE_ADDRESS__)
#define RUNNER_HAS_ASAN 1
#elif defined(__has_feature)
#if __has_feature(address_sanitizer)
#define RUNNER_HAS_ASAN 1
#endif
#endif
#ifndef RUNNER_HAS_ASAN
#define RUNNER_HAS_ASAN 0
#endif

limits_state aclcts_limits = {ACLCTS_DEFAULT_MEMORY_MIB, ACLCTS_DEFAULT_PROCESSES, ACLCTS_DEFAULT_SCRATCH_MIB, VIA_AUTO,
                              .pending = -1};

/* ---- options ---- */

static const char *const k_options[] = {"memory-limit", "process-limit", "scratch-limit", "limits-via"};

int aclcts_limits_is_option(const char *name)
{
    for (size_t i = 0; i < sizeof k_options / sizeof k_options[0]; i++)
        if (strcmp(name, k_options[i]) == 0) return 1;
    return 0;
}

static int parse_count(const char *opt, const char *v, unsigned max, const char *unit, unsigned *out)
{
    char *end;
    errno = 0;
    unsigned long x = strtoul(v, &end, 10);
    if (errno != 0 || *v < '0' || *v > '9' || *end != '\0' || x > max) {
        fprintf(stderr, "aclcts: --%s wants a number of %s up to %u (0: no limit), got '%s'\n", opt, unit, max, v);
        return -1;
    }
    *out = (unsigned)x;
    return 0;
}

int aclcts_limits_set_option(const char *name, const char *value)
{
    if (strcmp(name, "memory-limit") == 0) return parse_count(name, value, MAX_MIB, "MiB", &L.memory_mib);
    if (strcmp(name, "process-limit") == 0) return parse_count(name, value, MAX_PROCESSES, "processes", &L.processes);
    if (strcmp(name, "scratch-limit") == 0) return parse_count(name, value, MAX_MIB, "MiB", &L.scratch_mib);
    if (strcmp(value, "auto") == 0) L.via = VIA_AUTO;
    else if (strcmp(value, "cgroup") == 0) L.via = VIA_CGROUP;
    else if (strcmp(value, "rlimit") == 0) L.via = VIA_RLIMIT;
    else {
        fprintf(stderr, "aclcts: --limits-via is auto, cgroup or rlimit, got '%s'\n", value);
        return -1;
    }
    return 0;
}

/* ---- setup: how each limit is held ---- */

/* Tasks of processes whose real uid is ours (RLIMIT_NPROC counts those). */
static unsigned long long user_tasks(void)
{
    DIR *d = opendir("/proc");
    unsigned long long n = 0;
    struct dirent *e;
    while (d != NULL && (e = readdir(d)) != NULL) {
        char path[64], line[256];
        unsigned uid = 0, threads = 0;
        int have_uid = 0;
        if (e->d_name[0] < '0' || e->d_name[0] > '9') continue;
        snprintf(path, sizeof path, "/proc/%.20s/status", e->d_name);
        FILE *f = fopen(path, "re");
        while (f != NULL && fgets(line, sizeof line, f) != NULL)
            if (sscanf(line, "Uid: %u", &uid) == 1) have_uid = 1;
            else sscanf(line, "Threads: %u", &threads);
        if (f != NULL) fclose(f);
        if (have_uid && uid == getuid()) n += threads;
    }
    if (d != NULL) closedir(d);
    return n;
}

static char *memory_by_rlimit(void)
{
    if (RUNNER_HAS_ASAN)
        return aclcts_printf("memory %u MiB, the resident peak checked when the test ends, not held while it runs "
                             "(the runner is built with AddressSanitizer, whose shadow a data limit would refuse)",
                             L.memory_mib);
    L.data_bytes = L.memory_bytes + (L.valgrind ? L.memory_bytes : L.memory_bytes / DATA_HEADROOM_DIVISOR);
    return aclcts_printf("memory %u MiB, the resident peak checked when the test ends; no process of a test maps more "
                         "than %llu MiB of data (RLIMIT_DATA)",
                         L.memory_mib, L.data_bytes / MIB);
}

static char *processes_by_rlimit(unsigned jobs)
{
    if (getuid() == 0) return aclcts_strdup("processes not bounded (root is exempt from RLIMIT_NPROC)");
    L.nproc = user_tasks() + (unsigned long long)jobs * (L.processes + SLOT_OWN_TASKS);
    return aclcts_printf("%u processes and threads per test, as one budget of %llu tasks for all of this user's "
                         "(RLIMIT_NPROC counts per user: a test that exhausts it is not told apart)",
                         L.processes, L.nproc);
}

static int choose_cgroup(unsigned jobs)
{
    char why[1200] = "--limits-via rlimit";
    int memory = L.memory_mib > 0, processes = L.processes > 0;
    if ((memory || processes) && L.via != VIA_RLIMIT) L.cgroup = aclcts_cg_open(memory, processes, why, sizeof why);
    if ((memory || processes) && L.via == VIA_CGROUP && L.cgroup == 0) {
        fprintf(stderr, "aclcts: --limits-via cgroup: no cgroup can hold the tests' limits: %s\n", why);
        return -1;
    }
    char *where = L.cgroup ? aclcts_cg_describe() : NULL;
    char *memcheck = L.valgrind
                         ? aclcts_printf("; under --valgrind %llu MiB: memcheck's own added", L.memory_bytes / MIB)
                         : aclcts_strdup("");
    char *held = !memory                 ? aclcts_strdup("memory not bounded (--memory-limit 0)")
                 : L.cgroup && processes ? aclcts_printf("memory %u MiB and %u processes and threads (%s)",
                                                         L.memory_mib, L.processes, where)
                 : L.cgroup              ? aclcts_printf("memory %u MiB (%s)", L.memory_mib, where)
                                         : memory_by_rlimit();
    L.how[LIMIT_MEMORY] = memory ? aclcts_printf("%s%s", held, memcheck) : aclcts_strdup(held);
    L.how[LIMIT_PROCESSES] = !processes           ? aclcts_strdup("processes not bounded (--process-limit 0)")
                             : L.cgroup && memory ? NULL /* said with memory's */
                             : L.cgroup           ? aclcts_printf("%u processes and threads (%s)", L.processes, where)
                                                  : processes_by_rlimit(jobs);
    if (!L.cgroup && (memory || processes)) { /* why no cgroup, once, after what it concerns */
        char **last = processes ? &L.how[LIMIT_PROCESSES] : &L.how[LIMIT_MEMORY];
        char *with = aclcts_printf("%s; no cgroup: %s", *last, why);
        free(*last);
        *last = with;
    }
    free(held);
    free(memcheck);
    free(where);
    return 0;
}

static int choose_scratch(void)
{
    char why[600] = "--limits-via rlimit";
    if (L.scratch_mib == 0) {
        L.how[LIMIT_SCRATCH] = aclcts_strdup("scratch not bounded (--scratch-limit 0)");
        return 0;
    }
    if (L.via != VIA_RLIMIT) L.tmpfs = aclcts_scratch_open(why, sizeof why) == 0;
    if (L.via == VIA_CGROUP && !L.tmpfs) {
        fprintf(stderr, "aclcts: --limits-via cgroup: no tmpfs can hold the scratch limit: %s\n", why);
        return -1;
    }
    L.how[LIMIT_SCRATCH] =
        L.tmpfs ? aclcts_printf("scratch %u MiB (each slot's working directory a tmpfs of that size; no file larger: "
                                "RLIMIT_FSIZE)",
                                L.scratch_mib)
                : aclcts_printf("scratch %u MiB (no file larger: RLIMIT_FSIZE; the working directory's files added "
                                "up when the test ends; no tmpfs: %s)",
                                L.scratch_mib, why);
    return 0;
}

const char *aclcts_limits_how_held(void)
{
    static char *text;
    if (text == NULL)
        text = aclcts_printf("%s%s%s; %s", L.how[LIMIT_MEMORY], L.how[LIMIT_PROCESSES] ? "; " : "",
                             L.how[LIMIT_PROCESSES] ? L.how[LIMIT_PROCESSES] : "", L.how[LIMIT_SCRATCH]);
    return text;
}

static void cleanup_at_exit(void)
{
    if (L.ready && getpid() == L.runner) aclcts_cg_close(); /* a child that ends with exit() leaves them */
}

static pthread_t g_warm;
static int g_warming;

void aclcts_limits_warm(void)
{
    if ((L.memory_mib || L.processes) && L.via != VIA_RLIMIT)
        g_warming = pthread_create(&g_warm, NULL, aclcts_cg_warm, NULL) == 0;
}

int aclcts_limits_setup(unsigned jobs, int valgrind)
{
    if (g_warming) pthread_join(g_warm, NULL);
    g_warming = 0;
    L.runner = getpid();
    L.valgrind = valgrind;
    L.memory_bytes = (unsigned long long)L.memory_mib * MIB;
    if (valgrind && L.memory_bytes) L.memory_bytes += L.memory_bytes / 2 + VALGRIND_MEMORY_OWN;
    if (choose_cgroup(jobs) != 0 || choose_scratch() != 0) {
        aclcts_cg_close();
        return -1;
    }
    L.ready = 1;
    atexit(cleanup_at_exit);
    fprintf(stderr, "aclcts: limits per test: %s\n", aclcts_limits_how_held());
    return 0;
}

/* ---- the slots and their processes ---- */

void aclcts_limits_slot(unsigned k, const char *workdir)
{
    char why[600];
    if (!L.ready) return;
    if (k >= L.nslots) {
        slot_dir *s = realloc(L.slots, (k + 1) * sizeof *s);
        if (s == NULL) abort();
        memset(s + L.nslots, 0, (k + 1 - L.nslots) * sizeof *s);
        L.slots = s;
        L.nslots = k + 1;
    }
    if (L.cgroup && aclcts_cg_slot(k, L.memory_mib ? L.memory_bytes : 0, L.processes ? L.processes + SLOT_OWN_TASKS : 0,
                                   why, sizeof why) != 0) {
        /* A test outside its limits would be a broken promise: the run stops as at any failed start. */
        fprintf(stderr, "aclcts: %s\n", why);
        exit(ACLCTS_EXIT_USAGE);
    }
    L.pending = (int)k;
    slot_dir *s = &L.slots[k];
    if (workdir == NULL || (s->dir != NULL && strcmp(s->dir, workdir) == 0 && s->tmpfs == L.tmpfs)) return;
    free(s->dir);
    s->dir = aclcts_strdup(workdir);
    s->tmpfs = L.tmpfs && aclcts_scratch_mount(workdir, (unsigned long long)L.scratch_mib * MIB) == 0;
    if (L.tmpfs && !s->tmpfs)
        fprintf(stderr, "aclcts: cannot mount the scratch space on %s (%s): its files are added up instead\n", workdir,
                strerror(errno));
}

static void set_limit(int resource, unsigned long long v)
{
    struct rlimit rl = {(rlim_t)v, (rlim_t)v};
    struct rlimit now;
    if (getrlimit(resource, &now) == 0 && now.rlim_max != RLIM_INFINITY && now.rlim_max < rl.rlim_max)
        rl.rlim_cur = rl.rlim_max = now.rlim_max; /* a lower limit the runner was given stays */
    setrlimit(resource, &rl);
}

void aclcts_limits_child(void)
{
    int k = L.pending;
    if (!L.ready || k < 0 || getpid() == L.runner) return;
    if (L.cgroup) aclcts_cg_enter((unsigned)k);
    if (L.data_bytes) set_limit(RLIMIT_DATA, L.data_bytes);
    if (L.nproc) set_limit(RLIMIT_NPROC, L.nproc);
    if (L.scratch_mib) set_limit(RLIMIT_FSIZE, (unsigned long long)L.scratch_mib * MIB);
    int fd = open("/proc/self/oom_score_adj", O_WRONLY | O_CLOEXEC);
    if (fd >= 0) {
        ssize_t w = write(fd, OOM_SCORE_FIRST, sizeof OOM_SCORE_FIRST - 1);
        (void)w;
        close(fd);
    }
}

void aclcts_limits_reaped(pid_t pid, long maxrss_kib)
{
    L.reaped[L.reaped_next].pid = pid;
    L.reaped[L.reaped_next].kib = maxrss_kib;
    L.reaped_next = (L.reaped_next + 1) % REAPED_KEPT;
}
