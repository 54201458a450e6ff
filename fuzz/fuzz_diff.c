/* fuzz_diff: the bytes are a fuzz program (src/program.h): configs, lower-
 * layer faults, environment switches and a call sequence. It runs in two
 * fresh child processes, one against the reference and one against the
 * target library (ACLCTS_FUZZ_TARGET; by default lib/second/libascendcl.so,
 * a second build of the reference), and the two must behave identically:
 * the same codes, refCounts, callback sequences and southbound traces
 * (src/scenario.h). A difference prints a readable report, writes the input
 * as a reproducer and aborts.
 *
 * Fork server (src/diff_server.h): before any call, this process starts
 * fuzz_diff_server (uninstrumented; it loads the spy and both libraries,
 * RTLD_LAZY like the runner), or forks itself into the same loop when that
 * executable is missing; per scenario the server forks the two children at
 * once from that pristine state (no dlopen, no state left by earlier
 * scenarios: the spy's lower-layer models are process-wide and never reset). The program also runs in this
 * process against the statically linked reference, reset with
 * aclref_test_reset, only so that libFuzzer sees the reference's coverage;
 * its result is not compared (the spy's models remember earlier inputs).
 *
 * Environment: ACLCTS_FUZZ_REFERENCE, ACLCTS_FUZZ_TARGET (library paths),
 * ACLCTS_FUZZ_ARTIFACTS (where reproducers go; default: the current
 * directory), ACLCTS_FUZZ_CHILD_TIMEOUT (seconds per child, default 5). */
#define _GNU_SOURCE
#include <dlfcn.h>
#include <errno.h>
#include <libgen.h>
#include <signal.h>
#include <stdio.h>
#include <stdlib.h>
#include <string.h>
#include <sys/mman.h>
#include <sys/prctl.h>
#include <sys/wait.h>
#include <time.h>
#include <unistd.h>

#include "acl/acl.h"
#include "errmsg.h"
#include "src/callbacks.h"
#include "src/diff_server.h"
#include "src/scenario.h"
#include "src/scratch.h"
#include "state.h"

int LLVMFuzzerTestOneInput(const uint8_t *data, size_t size);
int LLVMFuzzerInitialize(int *argc, char ***argv);

typedef struct side {
    const char *name;
    char path[4096];
    acl_api api;
} side;

static side g_ref = {.name = "reference"}, g_target = {.name = "target"};
static void start_server(void);
static server_shm *g_shm;
static int g_cmd_w = -1, g_done_r = -1;
static scratch g_scratch;
static char g_local[SIDE_TEXT_BYTES];
static unsigned g_child_timeout = 5;
static const uint8_t *g_data;
static size_t g_size;

/* ACLCTS_FUZZ_STATS=1: at exit, scenarios run and where the time went
 * (bench/fuzz_bench.sh reads the line). */
static struct {
    bool enabled;
    unsigned long scenarios;
    double start, in_process, children;
} g_stats;

static double now_seconds(void)
{
    struct timespec ts;
    clock_gettime(CLOCK_MONOTONIC, &ts);
    return (double)ts.tv_sec + (double)ts.tv_nsec / 1e9;
}

static void print_stats(void)
{
    double wall = now_seconds() - g_stats.start;
    fprintf(stderr, "fuzz_diff stats: %lu scenarios in %.2f s (%.1f scenarios/s); in-process %.2f s, children %.2f s\n",
            g_stats.scenarios, wall, wall > 0 ? (double)g_stats.scenarios / wall : 0.0, g_stats.in_process,
            g_stats.children);
}

static void die(const char *fmt, const char *arg)
{
    fprintf(stderr, "fuzz_diff: ");
    fprintf(stderr, fmt, arg);
    fprintf(stderr, "\n");
    exit(2);
}

/* env, else <exe dir>/../lib/<rel>, else <exe dir>/lib/<rel> (the $OUT layout). */
static void find_library(const char *env, const char *rel, char *out, size_t cap)
{
    const char *given = getenv(env);
    if (given && given[0]) {
        snprintf(out, cap, "%s", given);
        return;
    }
    char exe[4096];
    ssize_t n = readlink("/proc/self/exe", exe, sizeof(exe) - 1);
    if (n <= 0) die("cannot read /proc/self/exe%s", "");
    exe[n] = '\0';
    const char *dir = dirname(exe);
    snprintf(out, cap, "%s/../lib/%s", dir, rel);
    if (access(out, R_OK) == 0) return;
    snprintf(out, cap, "%s/lib/%s", dir, rel);
    if (access(out, R_OK) != 0) die("cannot find %s: set the variable or build it", rel);
}

static void load_side(side *s, const char *env, const char *rel)
{
    find_library(env, rel, s->path, sizeof(s->path));
    void *handle = dlopen(s->path, RTLD_LAZY | RTLD_LOCAL);
    if (handle == NULL) die("%s", dlerror());
    acl_api_resolve(handle, &s->api);
}

int LLVMFuzzerInitialize(int *argc, char ***argv)
{
    (void)argc;
    (void)argv;
    const char *t = getenv("ACLCTS_FUZZ_CHILD_TIMEOUT");
    if (t && atoi(t) > 0) g_child_timeout = (unsigned)atoi(t);
    load_side(&g_ref, "ACLCTS_FUZZ_REFERENCE", "libascendcl.so");
    load_side(&g_target, "ACLCTS_FUZZ_TARGET", "second/libascendcl.so");
    if (!scratch_open(&g_scratch, "fuzz_diff")) die("cannot create a scratch directory%s", "");
    start_server();
    const char *stats = getenv("ACLCTS_FUZZ_STATS");
    if (stats && stats[0] == '1') {
        g_stats.enabled = true;
        g_stats.start = now_seconds();
        atexit(print_stats);
    }
    return 0;
}

/* fuzz_diff_server next to this executable, or NULL. */
static const char *server_executable(void)
{
    static char path[4096];
    char exe[4096];
    ssize_t n = readlink("/proc/self/exe", exe, sizeof(exe) - 1);
    if (n <= 0) return NULL;
    exe[n] = '\0';
    snprintf(path, sizeof(path), "%s/fuzz_diff_server", dirname(exe));
    return access(path, X_OK) == 0 ? path : NULL;
}

static void exec_server(const char *server, int shm_fd, int cmd_r, int done_w)
{
    char fds[3][16], timeout[16];
    snprintf(fds[0], sizeof(fds[0]), "%d", shm_fd);
    snprintf(fds[1], sizeof(fds[1]), "%d", cmd_r);
    snprintf(fds[2], sizeof(fds[2]), "%d", done_w);
    snprintf(timeout, sizeof(timeout), "%u", g_child_timeout);
    execl(server, server, fds[0], fds[1], fds[2], g_scratch.dir, g_ref.path, g_target.path, timeout, (char *)NULL);
    fprintf(stderr, "fuzz_diff: cannot run %s: %s\n", server, strerror(errno));
    _exit(2);
}

static void start_server(void)
{
    int cmd[2], done[2];
    int shm_fd = memfd_create("aclcts-fuzz-diff", 0);
    if (shm_fd < 0 || ftruncate(shm_fd, sizeof(server_shm)) != 0) die("memfd: %s", strerror(errno));
    g_shm = mmap(NULL, sizeof(server_shm), PROT_READ | PROT_WRITE, MAP_SHARED, shm_fd, 0);
    if (g_shm == MAP_FAILED) die("mmap: %s", strerror(errno));
    if (pipe(cmd) != 0 || pipe(done) != 0) die("pipe: %s", strerror(errno));
    const char *server = getenv("ACLCTS_FUZZ_INPROCESS_SERVER") ? NULL : server_executable();
    fflush(NULL);
    pid_t pid = fork();
    if (pid < 0) die("fork: %s", strerror(errno));
    if (pid == 0) {
        close(cmd[1]);
        close(done[0]);
        if (server) exec_server(server, shm_fd, cmd[0], done[1]);
        const acl_api *apis[2] = {&g_ref.api, &g_target.api};
        diff_serve(g_shm, cmd[0], done[1], apis, &g_scratch, g_child_timeout);
        _exit(0);
    }
    close(shm_fd);
    close(cmd[0]);
    close(done[1]);
    g_cmd_w = cmd[1];
    g_done_r = done[0];
}

/* Both sides of the scenario in fresh processes forked by the server. */
static void run_sides(void)
{
    size_t n = g_size < SERVER_INPUT_BYTES ? g_size : SERVER_INPUT_BYTES;
    memcpy(g_shm->data, g_data, n);
    g_shm->size = n;
    if (!diff_pipe_byte(g_cmd_w, true) || !diff_pipe_byte(g_done_r, false)) die("the fork server is gone%s", "");
}

/* The statically linked reference, reset to a fresh state, in this process. */
static void run_in_process(const prog *p)
{
    aclref_test_reset();
    for (uint32_t mode = 0; mode < 2; mode++) {
        errmsg_set_mode(mode);
        free(errmsg_take_host_text());
    }
    errmsg_set_mode(0);
    scenario_prepare(p);
    out_buf out = {g_local, sizeof(g_local), 0};
    g_local[0] = '\0';
    scenario_run(p, &acl_api_linked, &g_scratch, &out);
}

static void emit_line(const char *line, void *ctx)
{
    (void)ctx;
    fprintf(stderr, "    %s\n", line);
}

static void print_first_difference(const char *a, const char *b, const char *a_name, const char *b_name)
{
    size_t line = 1, i = 0;
    while (a[i] && a[i] == b[i]) line += a[i++] == '\n';
    while (i > 0 && a[i - 1] != '\n') i--;
    const char *ea = strchr(a + i, '\n'), *eb = strchr(b + i, '\n');
    int la = ea ? (int)(ea - a - i) : (int)strlen(a + i), lb = eb ? (int)(eb - b - i) : (int)strlen(b + i);
    fprintf(stderr, "  first difference, line %zu:\n    %-9s: %.*s\n    %-9s: %.*s\n", line, a_name, la, a + i, b_name,
            lb, b + i);
}

static void write_reproducer(char *path, size_t cap)
{
    const char *dir = getenv("ACLCTS_FUZZ_ARTIFACTS");
    uint64_t h = 1469598103934665603ull;
    for (size_t i = 0; i < g_size; i++) h = (h ^ g_data[i]) * 1099511628211ull;
    snprintf(path, cap, "%s/diff-%016llx.bin", dir && dir[0] ? dir : ".", (unsigned long long)h);
    FILE *f = fopen(path, "wb");
    if (f == NULL || fwrite(g_data, 1, g_size, f) != g_size) snprintf(path, cap, "(could not be written)");
    if (f) fclose(f);
}

static void report(const prog *p, const char *what, const char *a_name, const char *a_status, const char *a,
                   const char *b_name, const char *b_status, const char *b)
{
    char repro[4200], exe[4096];
    ssize_t n = readlink("/proc/self/exe", exe, sizeof(exe) - 1);
    exe[n > 0 ? n : 0] = '\0';
    fprintf(stderr, "\n==== fuzz_diff: %s ====\n", what);
    fprintf(stderr, "  reference: %s\n  target:    %s\n  program:\n", g_ref.path, g_target.path);
    prog_print(p, emit_line, NULL);
    fprintf(stderr, "  %s: %s    %s: %s\n", a_name, a_status, b_name, b_status);
    print_first_difference(a, b, a_name, b_name);
    fprintf(stderr, "  ---- %s ----\n%s  ---- %s ----\n%s", a_name, a, b_name, b);
    write_reproducer(repro, sizeof(repro));
    fprintf(stderr, "  reproducer: %s\n  replay:     ACLCTS_FUZZ_TARGET=%s %s %s\n", repro, g_target.path, exe, repro);
    fprintf(stderr, "==== end of fuzz_diff report ====\n");
    abort();
}

static bool has_calls(const prog *p)
{
    for (size_t i = 0; i < p->count; i++) {
        uint8_t c = p->ops[i].code;
        if (c != OP_CONFIG && c != OP_FAULT && c != OP_ENV) return true;
    }
    return false;
}

int LLVMFuzzerTestOneInput(const uint8_t *data, size_t size)
{
    static prog p;
    g_data = data;
    g_size = size;
    prog_decode(data, size, &p);
    if (!has_calls(&p)) return 0;
    if (!scratch_write_configs(&g_scratch, &p)) die("cannot write config files in %s", g_scratch.dir);
    double t0 = now_seconds();
    run_in_process(&p);
    double t1 = now_seconds();
    run_sides();
    g_stats.in_process += t1 - t0;
    g_stats.children += now_seconds() - t1;
    g_stats.scenarios++;
    const char *ref_status = g_shm->status[0], *target_status = g_shm->status[1];
    const char *ref_text = g_shm->text[0], *target_text = g_shm->text[1];
    if (strcmp(ref_status, target_status) != 0 || strcmp(ref_text, target_text) != 0) {
        report(&p, "the target behaves differently from the reference", "reference", ref_status, ref_text, "target",
               target_status, target_text);
    }
    if (strcmp(ref_status, "exit 0") != 0) {
        report(&p, "the reference itself did not complete", "reference", ref_status, ref_text, "target", target_status,
               target_text);
    }
    return 0;
}
