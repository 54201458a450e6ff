/* A cgroup per slot: the memory and the tasks (processes and threads) of
 * whatever runs in a --jobs slot (its fork-server worker and the tests it
 * forks, or a test's own process) are held by the kernel: past memory's limit
 * the OOM killer stops a process of that cgroup, never one outside it (the
 * runner is outside); past the tasks' limit a fork or a new thread is
 * refused. The cgroup's counters tell the runner which happened during a test
 * (memory.events / memory.oom_control "oom_kill", pids.events "max") and its
 * peaks how much was used.
 *
 * cgroup v2 when the runner's own cgroup may hold sub-cgroups with the memory
 * and pids controllers (its cgroup.subtree_control has or takes them: the
 * root cgroup, or a delegated one whose other processes sit in leaves); else
 * cgroup v1 when its memory and pids hierarchies are mounted and the runner
 * may create cgroups in them (root). Both are the same files under two sets
 * of names (k_v2, k_v1). The run's cgroups are under the runner's own
 * (aclcts.<pid>.<pid namespace>/slot<k>); a run that was killed leaves them
 * empty, and the next run removes those whose runner is gone (finding the
 * runner's own and sweeping those: test_limits_cgroup_find.c). A slot's
 * cgroup is entered when its process is forked (aclcts_cg_enter, in the
 * child): a fork-server worker enters once and every test it forks inherits
 * it, so a test costs no migration (a write to cgroup.procs takes the better
 * part of a millisecond). */
#define _GNU_SOURCE
#include <errno.h>
#include <fcntl.h>
#include <limits.h>
#include <stdio.h>
#include <stdlib.h>
#include <string.h>
#include <sys/stat.h>
#include <unistd.h>

#include "child.h"
#include "test_limits.h"
#include "test_limits_cgroup_find.h"
#include "text.h"

typedef struct cg_names {
    const char *memory_max, *memory_peak, *memory_events; /* memory_events holds "oom_kill N" */
    const char *swap_max;                                 /* swap beside memory: kept at the memory limit */
} cg_names;

static const cg_names k_v2 = {"memory.max", "memory.peak", "memory.events", "memory.swap.max"};
static const cg_names k_v1 = {"memory.limit_in_bytes", "memory.max_usage_in_bytes", "memory.oom_control",
                              "memory.memsw.limit_in_bytes"};

enum { H_MEMORY, H_PIDS, H_COUNT }; /* the hierarchies (one directory for both under v2) */

typedef struct cg_slot {
    int made;                              /* its directories exist (aclcts_cg_close removes them) */
    int ok;                                /* and hold their limits: its processes may enter */
    int procs[H_COUNT];                    /* cgroup.procs of each; -1: not used */
    int events[H_COUNT];                   /* memory's events, pids.events */
    int peak[H_COUNT];                     /* memory's peak, pids.peak */
    unsigned long long oom_kills, refused; /* the counters as last read */
} cg_slot;

static struct {
    int version; /* 2, 1; 0: none */
    const cg_names *names;
    char run[H_COUNT][PATH_MAX]; /* the run's cgroup in each hierarchy; "" when that one is not used */
    cg_slot *slots;
    unsigned nslots;
} g_cg;

/* ---- files ---- */

static int write_text(const char *dir, const char *name, const char *text)
{
    char path[PATH_MAX];
    if (aclcts_cg_join(path, dir, "/", name) != 0) return -1;
    int fd = open(path, O_WRONLY | O_CLOEXEC);
    if (fd < 0) return -1;
    ssize_t n = write(fd, text, strlen(text));
    int err = errno;
    close(fd);
    errno = err;
    return n == (ssize_t)strlen(text) ? 0 : -1;
}

static int read_text(const char *dir, const char *name, char *buf, size_t cap)
{
    char path[PATH_MAX];
    if (aclcts_cg_join(path, dir, "/", name) != 0) return -1;
    int fd = open(path, O_RDONLY | O_CLOEXEC);
    if (fd < 0) return -1;
    ssize_t n = read(fd, buf, cap - 1);
    close(fd);
    if (n < 0) return -1;
    buf[n] = '\0';
    return 0;
}

static int open_in(const char *dir, const char *name, int flags)
{
    char path[PATH_MAX];
    if (aclcts_cg_join(path, dir, "/", name) != 0) return -1;
    return open(path, flags | O_CLOEXEC);
}

/* The number after "key " in a flat keyed file ("oom_kill 3\n"); 0 when absent. */
static unsigned long long keyed(const char *text, const char *key)
{
    size_t n = strlen(key);
    for (const char *p = text; p != NULL && *p; p = strchr(p, '\n'), p = p ? p + 1 : NULL)
        if (strncmp(p, key, n) == 0 && p[n] == ' ') return strtoull(p + n + 1, NULL, 10);
    return 0;
}

static unsigned long long read_fd_number(int fd, const char *key)
{
    char buf[1024];
    if (fd < 0) return 0;
    ssize_t n = pread(fd, buf, sizeof buf - 1, 0);
    if (n <= 0) return 0;
    buf[n] = '\0';
    return key != NULL ? keyed(buf, key) : strtoull(buf, NULL, 10);
}

/* ---- the run's cgroups, under the runner's own ---- */

static int make_run_dir(int h, const char *parent, char *why, size_t cap)
{
    aclcts_cg_sweep_stale(parent);
    char name[64];
    snprintf(name, sizeof name, "aclcts.%d.%llu", (int)getpid(), aclcts_cg_pid_ns());
    if (aclcts_cg_join(g_cg.run[h], parent, "/", name) != 0 || (mkdir(g_cg.run[h], 0755) != 0 && errno != EEXIST)) {
        snprintf(why, cap, "cannot create %.300s/%s: %s", parent, name, strerror(errno));
        g_cg.run[h][0] = '\0';
        return -1;
    }
    return 0;
}

/* "+memory +pids" for the sub-cgroups of dir, each that is wanted and missing. */
static int enable_below(const char *dir, int memory, int processes, char *why, size_t cap)
{
    char have[512] = "";
    read_text(dir, "cgroup.subtree_control", have, sizeof have);
    const char *want[2] = {memory ? "memory" : NULL, processes ? "pids" : NULL};
    for (int i = 0; i < 2; i++) {
        if (want[i] == NULL || aclcts_cg_has_word(have, want[i], " \n")) continue;
        char plus[16];
        snprintf(plus, sizeof plus, "+%s", want[i]);
        if (write_text(dir, "cgroup.subtree_control", plus) != 0)
            return snprintf(why, cap, "cannot enable %s for the sub-cgroups of %.300s: %s%s", want[i], dir,
                            strerror(errno),
                            errno == EBUSY ? " (the cgroup holds processes: cgroup v2 wants them in leaves)" : ""),
                   -1;
    }
    return 0;
}

static int open_v2(int memory, int processes, char *why, size_t cap)
{
    char dir[PATH_MAX], have[512] = "";
    if (aclcts_cg_own_dir("cgroup2", NULL, dir, why, cap) != 0) return -1;
    read_text(dir, "cgroup.controllers", have, sizeof have);
    if ((memory && !aclcts_cg_has_word(have, "memory", " \n")) ||
        (processes && !aclcts_cg_has_word(have, "pids", " \n")))
        return snprintf(why, cap, "%.300s lacks the %s controller", dir,
                        memory && !aclcts_cg_has_word(have, "memory", " \n") ? "memory" : "pids"),
               -1;
    if (enable_below(dir, memory, processes, why, cap) != 0 || make_run_dir(H_MEMORY, dir, why, cap) != 0) return -1;
    if (enable_below(g_cg.run[H_MEMORY], memory, processes, why, cap) != 0) {
        rmdir(g_cg.run[H_MEMORY]);
        g_cg.run[H_MEMORY][0] = '\0';
        return -1;
    }
    memcpy(g_cg.run[H_PIDS], g_cg.run[H_MEMORY], PATH_MAX);
    g_cg.names = &k_v2;
    return 2;
}

static int open_v1(int memory, int processes, char *why, size_t cap)
{
    const char *controllers[H_COUNT] = {memory ? "memory" : NULL, processes ? "pids" : NULL};
    for (int h = 0; h < H_COUNT; h++) {
        char dir[PATH_MAX];
        if (controllers[h] == NULL) continue;
        if (aclcts_cg_own_dir("cgroup", controllers[h], dir, why, cap) != 0 || make_run_dir(h, dir, why, cap) != 0) {
            aclcts_cg_close();
            return -1;
        }
    }
    g_cg.names = &k_v1;
    return 1;
}

int aclcts_cg_open(int memory, int processes, char *why, size_t cap)
{
    char why2[512], why1[512];
    memset(&g_cg, 0, sizeof g_cg);
    if ((g_cg.version = open_v2(memory, processes, why2, sizeof why2)) > 0) return g_cg.version;
    if ((g_cg.version = open_v1(memory, processes, why1, sizeof why1)) > 0) return g_cg.version;
    g_cg.version = 0;
    snprintf(why, cap, "cgroup v2: %s; cgroup v1: %s", why2, why1);
    return 0;
}

char *aclcts_cg_describe(void)
{
    const char *mem = g_cg.run[H_MEMORY], *pids = g_cg.run[H_PIDS];
    if (g_cg.version == 2 || !mem[0] || !pids[0])
        return aclcts_printf("a cgroup v%d per slot: %s/slot<k>", g_cg.version, mem[0] ? mem : pids);
    return aclcts_printf("a cgroup v1 per slot: %s/slot<k>, %s/slot<k>", mem, pids);
}

/* ---- the slots ---- */

static cg_slot *slot_at(unsigned k)
{
    if (k >= g_cg.nslots) {
        unsigned n = k + 1 > 2 * g_cg.nslots ? k + 1 : 2 * g_cg.nslots;
        cg_slot *s = realloc(g_cg.slots, n * sizeof *s);
        if (s == NULL) return NULL;
        memset(s + g_cg.nslots, 0, (n - g_cg.nslots) * sizeof *s);
        g_cg.slots = s;
        g_cg.nslots = n;
    }
    return &g_cg.slots[k];
}

static int slot_dir(unsigned k, int h, char *dir)
{
    char name[32];
    snprintf(name, sizeof name, "slot%u", k);
    return g_cg.run[h][0] == '\0' ? -1 : aclcts_cg_join(dir, g_cg.run[h], "/", name);
}

/* The memory side of slot k: the limit (swap kept within it), its files. */
static int slot_memory(cg_slot *s, const char *dir, unsigned long long bytes)
{
    char v[32];
    snprintf(v, sizeof v, "%llu", bytes);
    if (write_text(dir, g_cg.names->memory_max, v) != 0) return -1;
    /* v2's swap.max is swap beside memory (0: none); v1's memsw is both together. Absent without swap accounting. */
    write_text(dir, g_cg.names->swap_max, g_cg.version == 2 ? "0" : v);
    s->events[H_MEMORY] = open_in(dir, g_cg.names->memory_events, O_RDONLY);
    s->peak[H_MEMORY] = open_in(dir, g_cg.names->memory_peak, O_RDONLY);
    return s->events[H_MEMORY] >= 0 ? 0 : -1;
}

static int slot_tasks(cg_slot *s, const char *dir, unsigned tasks)
{
    char v[32];
    snprintf(v, sizeof v, "%u", tasks);
    if (write_text(dir, "pids.max", v) != 0) return -1;
    s->events[H_PIDS] = open_in(dir, "pids.events", O_RDONLY);
    s->peak[H_PIDS] = open_in(dir, "pids.peak", O_RDONLY);
    return s->events[H_PIDS] >= 0 ? 0 : -1;
}

/* Under v2 one directory holds both controllers; under v1 each hierarchy has its own. */
static int slot_hierarchy(cg_slot *s, int h, const char *dir, unsigned long long memory_bytes, unsigned tasks)
{
    if (mkdir(dir, 0755) != 0 && errno != EEXIST) return -1;
    int both = g_cg.version == 2;
    if ((h == H_MEMORY || both) && memory_bytes && slot_memory(s, dir, memory_bytes) != 0) return -1;
    if ((h == H_PIDS || both) && tasks && slot_tasks(s, dir, tasks) != 0) return -1;
    s->procs[h] = open_in(dir, "cgroup.procs", O_WRONLY);
    return s->procs[h] >= 0 ? 0 : -1;
}

int aclcts_cg_slot(unsigned k, unsigned long long memory_bytes, unsigned tasks, char *why, size_t cap)
{
    cg_slot *s = slot_at(k);
    if (s == NULL) return snprintf(why, cap, "out of memory"), -1;
    if (s->ok) return 0;
    if (s->made) return snprintf(why, cap, "the cgroup of slot %u could not be set up", k), -1;
    for (int h = 0; h < H_COUNT; h++) s->procs[h] = s->events[h] = s->peak[h] = -1;
    s->made = 1; /* from here aclcts_cg_close removes what there is */
    for (int h = 0; h < (g_cg.version == 2 ? 1 : H_COUNT); h++) {
        char dir[PATH_MAX];
        if (slot_dir(k, h, dir) == 0 && slot_hierarchy(s, h, dir, memory_bytes, tasks) != 0)
            return snprintf(why, cap, "cannot set up the cgroup %.300s: %s", dir, strerror(errno)), -1;
    }
    s->oom_kills = read_fd_number(s->events[H_MEMORY], "oom_kill");
    s->refused = read_fd_number(s->events[H_PIDS], "max");
    s->ok = 1;
    return 0;
}

void aclcts_cg_enter(unsigned k)
{
    if (k >= g_cg.nslots || !g_cg.slots[k].ok) return;
    for (int h = 0; h < H_COUNT; h++)
        if (g_cg.slots[k].procs[h] >= 0 && pwrite(g_cg.slots[k].procs[h], "0", 1, 0) != 1) {
            /* Outside the cgroup the test would run unbounded: it does not run. */
            static const char msg[] = "aclcts: cannot enter the slot's cgroup\n";
            ssize_t w = write(2, msg, sizeof msg - 1);
            (void)w;
            _exit(ACLCTS_EXIT_REPORT_LOST);
        }
}

void aclcts_cg_events(unsigned k, unsigned long long *oom_kills, unsigned long long *refused)
{
    *oom_kills = *refused = 0;
    if (k >= g_cg.nslots || !g_cg.slots[k].made) return;
    cg_slot *s = &g_cg.slots[k];
    unsigned long long ooms = read_fd_number(s->events[H_MEMORY], "oom_kill");
    unsigned long long max = read_fd_number(s->events[H_PIDS], "max");
    *oom_kills = ooms - s->oom_kills;
    *refused = max - s->refused;
    s->oom_kills = ooms;
    s->refused = max;
}

unsigned long long aclcts_cg_peak_memory(unsigned k)
{
    return k < g_cg.nslots && g_cg.slots[k].made ? read_fd_number(g_cg.slots[k].peak[H_MEMORY], NULL) : 0;
}

unsigned long long aclcts_cg_peak_tasks(unsigned k)
{
    return k < g_cg.nslots && g_cg.slots[k].made ? read_fd_number(g_cg.slots[k].peak[H_PIDS], NULL) : 0;
}

/* After the run's processes are gone: every slot's cgroup, then the run's. */
void aclcts_cg_close(void)
{
    for (unsigned k = 0; k < g_cg.nslots; k++) {
        cg_slot *s = &g_cg.slots[k];
        for (int h = 0; h < H_COUNT && s->made; h++) {
            char dir[PATH_MAX];
            if (s->procs[h] >= 0) close(s->procs[h]);
            if (s->events[h] >= 0) close(s->events[h]);
            if (s->peak[h] >= 0) close(s->peak[h]);
            if (slot_dir(k, h, dir) == 0 && (h == H_MEMORY || g_cg.version == 1)) rmdir(dir);
        }
        s->made = s->ok = 0;
    }
    for (int h = 0; h < H_COUNT; h++)
        if (g_cg.run[h][0] != '\0' && (h == H_MEMORY || g_cg.version == 1)) rmdir(g_cg.run[h]);
    free(g_cg.slots);
    g_cg.slots = NULL;
    g_cg.nslots = 0;
    memset(g_cg.run, 0, sizeof g_cg.run);
}
