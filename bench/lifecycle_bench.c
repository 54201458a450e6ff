/* The aclInit + aclFinalize round trip of a libascendcl build on three
 * configs, and the peak memory of the worst one (bench/lifecycle_bench.sh
 * builds and runs it). Figures are printed, never asserted.
 *
 *   typical  a 0.3 KB config with every common section;
 *   1 MiB    the typical keys plus a 1 MiB array of small objects nobody reads;
 *   worst    the largest input the product accepts: exactly 10 MiB (FILE005),
 *            {"a":[0,0,...]} with about 5.2 million elements (nesting 2, JSON001).
 *
 * Each sample is a fresh process (fork): load the southbound spy
 * (RTLD_GLOBAL, as the runner does) and the target, then time
 * aclInit(config) + aclFinalize() with CLOCK_MONOTONIC. The lifecycle state
 * is process-wide, so the first round trip of a process is what a program
 * pays; the typical config also reports later round trips of the same
 * process (same file, allowed by REP001). The peak is the child's ru_maxrss
 * (wait4), with the peak of a child that loads the libraries and does nothing
 * else shown beside it.
 *
 * Usage: lifecycle_bench --lib LIB --spy SPY [--dir TMPDIR] [--runs N] */
#define _GNU_SOURCE
#include <dlfcn.h>
#include <stdint.h>
#include <stdio.h>
#include <stdlib.h>
#include <string.h>
#include <sys/resource.h>
#include <sys/wait.h>
#include <time.h>
#include <unistd.h>

typedef int (*init_fn)(const char *);
typedef int (*finalize_fn)(void);

#define REPEATS 200 /* later round trips timed in one process (typical config) */

typedef struct sample {
    int init_rc, fin_rc;
    double first_us;  /* first round trip of the process */
    double repeat_us; /* median of later round trips, or -1 */
    long maxrss_kb;   /* filled by the parent */
} sample;

static double now_us(void)
{
    struct timespec ts;
    clock_gettime(CLOCK_MONOTONIC, &ts);
    return (double)ts.tv_sec * 1e6 + (double)ts.tv_nsec / 1e3;
}

static int cmp_double(const void *a, const void *b)
{
    double x = *(const double *)a, y = *(const double *)b;
    return x < y ? -1 : x > y;
}

static double median(double *v, size_t n)
{
    qsort(v, n, sizeof *v, cmp_double);
    return n % 2 ? v[n / 2] : (v[n / 2 - 1] + v[n / 2]) / 2;
}

/* ---- the configs ---- */

static const char typical_text[] =
    "{\n"
    "  \"err_msg_mode\": \"1\",\n"
    "  \"defaultDevice\": {\"default_device\": \"0\"},\n"
    "  \"dump\": {\"dump_path\": \"/tmp\", \"dump_mode\": \"output\", \"dump_list\": [{\"model_name\": \"resnet50\"}]},\n"
    "  \"StackSize\": {\"aicore_stack_size\": 65536},\n"
    "  \"simd_printf_fifo_size_per_core\": 65536,\n"
    "  \"profiler\": {\"switch\": \"on\", \"output\": \"/tmp\", \"aicpu\": \"on\"}\n"
    "}\n";

static int write_file(const char *path, const char *data, size_t n)
{
    FILE *f = fopen(path, "wb");
    if (f == NULL) return -1;
    size_t w = fwrite(data, 1, n, f);
    return fclose(f) == 0 && w == n ? 0 : -1;
}

/* The typical keys, then "user_data": [{"id":N,"name":"layer_N"},...] up to
 * 1 MiB (padded with spaces before the final brace). */
static int write_mib(const char *path)
{
    const size_t target = 1u << 20;
    char *buf = malloc(target + 1);
    if (buf == NULL) return -1;
    size_t n = (size_t)(strrchr(typical_text, '}') - typical_text); /* re-closed below */
    while (n > 0 && typical_text[n - 1] == '\n') n--;
    memcpy(buf, typical_text, n);
    n += (size_t)sprintf(buf + n, ",\n  \"user_data\": [");
    for (unsigned i = 0;; i++) {
        char item[64];
        int k = snprintf(item, sizeof item, "%s{\"id\":%u,\"name\":\"layer_%u\"}", i ? "," : "", i, i);
        if (n + (size_t)k + 3 > target) break;
        memcpy(buf + n, item, (size_t)k);
        n += (size_t)k;
    }
    buf[n++] = ']';
    while (n < target - 1) buf[n++] = ' ';
    buf[n++] = '}';
    int rc = write_file(path, buf, n);
    free(buf);
    return rc;
}

/* Exactly 10485760 bytes: {"a":[0,0,...,0]} and one space of padding. */
static int write_worst(const char *path, size_t *elements)
{
    const size_t target = 10u << 20;
    char *buf = malloc(target);
    if (buf == NULL) return -1;
    size_t n = 0;
    memcpy(buf, "{\"a\":[", 6);
    n = 6;
    size_t count = 0;
    while (n + (count ? 2 : 1) + 2 <= target) {
        if (count) buf[n++] = ',';
        buf[n++] = '0';
        count++;
    }
    buf[n++] = ']';
    buf[n++] = '}';
    while (n < target) buf[n++] = ' ';
    *elements = count;
    int rc = write_file(path, buf, n);
    free(buf);
    return rc;
}

/* ---- one sample in a fresh process ---- */

static void child(const char *lib, const char *spy, const char *config, int repeats, int wfd)
{
    sample s = {-1, -1, -1, -1, 0};
    if (spy != NULL && dlopen(spy, RTLD_NOW | RTLD_GLOBAL) == NULL) {
        fprintf(stderr, "lifecycle_bench: %s\n", dlerror());
        _exit(3);
    }
    void *h = dlopen(lib, RTLD_LAZY | RTLD_LOCAL);
    if (h == NULL) {
        fprintf(stderr, "lifecycle_bench: %s\n", dlerror());
        _exit(3);
    }
    init_fn init;
    finalize_fn fin;
    void *p = dlsym(h, "aclInit");
    memcpy(&init, &p, sizeof p);
    p = dlsym(h, "aclFinalize");
    memcpy(&fin, &p, sizeof p);
    if (config != NULL) {
        double t0 = now_us();
        s.init_rc = init(config);
        s.fin_rc = fin();
        s.first_us = now_us() - t0;
        if (repeats > 0) {
            double *v = malloc(sizeof *v * (size_t)repeats);
            for (int i = 0; i < repeats; i++) {
                t0 = now_us();
                int a = init(config), b = fin();
                v[i] = now_us() - t0;
                if (a != 0 || b != 0) s.init_rc = a ? a : s.init_rc, s.fin_rc = b ? b : s.fin_rc;
            }
            s.repeat_us = median(v, (size_t)repeats);
            free(v);
        }
    }
    if (write(wfd, &s, sizeof s) != (ssize_t)sizeof s) _exit(4);
    _exit(0);
}

static int run_one(const char *lib, const char *spy, const char *config, int repeats, sample *out)
{
    int fds[2];
    if (pipe(fds) != 0) return -1;
    pid_t pid = fork();
    if (pid < 0) return -1;
    if (pid == 0) {
        close(fds[0]);
        child(lib, spy, config, repeats, fds[1]);
    }
    close(fds[1]);
    ssize_t got = read(fds[0], out, sizeof *out);
    close(fds[0]);
    int st;
    struct rusage ru;
    if (wait4(pid, &st, 0, &ru) != pid || !WIFEXITED(st) || WEXITSTATUS(st) != 0 || got != (ssize_t)sizeof *out)
        return -1;
    out->maxrss_kb = ru.ru_maxrss;
    return 0;
}

typedef struct config_case {
    const char *name;
    const char *path;
    int repeats;
    double goal_us;
    const char *goal_text;
} config_case;

static int bench(const char *lib, const char *spy, const config_case *c, int runs, long baseline_kb)
{
    double first[64], repeat[64];
    long peak = 0;
    if (runs > 64) runs = 64;
    for (int i = 0; i < runs; i++) {
        sample s;
        if (run_one(lib, spy, c->path, c->repeats, &s) != 0) {
            fprintf(stderr, "lifecycle_bench: the %s run failed\n", c->name);
            return -1;
        }
        if (s.init_rc != 0 || s.fin_rc != 0) {
            fprintf(stderr, "lifecycle_bench: %s: aclInit %d, aclFinalize %d (expected 0 and 0)\n", c->name, s.init_rc,
                    s.fin_rc);
            return -1;
        }
        first[i] = s.first_us;
        repeat[i] = s.repeat_us;
        if (s.maxrss_kb > peak) peak = s.maxrss_kb;
    }
    double f = median(first, (size_t)runs);
    printf("%-8s first round trip %12.1f us (median of %d processes)   goal <= %s   %s\n", c->name, f, runs,
           c->goal_text, f <= c->goal_us ? "met" : "MISSED");
    if (c->repeats > 0)
        printf("%-8s later round trips %11.1f us (median of %d x %d in one process)\n", c->name,
               median(repeat, (size_t)runs), runs, c->repeats);
    double mb = (double)peak * 1024.0 / 1e6; /* ru_maxrss is in KiB; MB = 10^6 bytes */
    printf("%-8s peak RSS %8.1f MB (a process that only loads the libraries: %.1f MB)%s\n", c->name, mb,
           (double)baseline_kb * 1024.0 / 1e6,
           strcmp(c->name, "worst") == 0 ? (mb < 200.0 ? "   goal < 200 MB   met" : "   goal < 200 MB   MISSED") : "");
    return 0;
}

int main(int argc, char **argv)
{
    const char *lib = NULL, *spy = NULL, *dir = getenv("TMPDIR");
    int runs = 7;
    for (int i = 1; i + 1 < argc; i += 2) {
        if (strcmp(argv[i], "--lib") == 0) lib = argv[i + 1];
        else if (strcmp(argv[i], "--spy") == 0) spy = argv[i + 1];
        else if (strcmp(argv[i], "--dir") == 0) dir = argv[i + 1];
        else if (strcmp(argv[i], "--runs") == 0) runs = atoi(argv[i + 1]);
    }
    if (lib == NULL || runs < 1) {
        fprintf(stderr, "usage: lifecycle_bench --lib LIB [--spy SPY] [--dir TMPDIR] [--runs N]\n");
        return 2;
    }
    char tmpl[4096];
    snprintf(tmpl, sizeof tmpl, "%s/lifecycle-bench.XXXXXX", dir && *dir ? dir : "/tmp");
    if (mkdtemp(tmpl) == NULL) {
        perror("mkdtemp");
        return 2;
    }
    char typical[4200], mib[4200], worst[4200];
    snprintf(typical, sizeof typical, "%s/typical.json", tmpl);
    snprintf(mib, sizeof mib, "%s/1mib.json", tmpl);
    snprintf(worst, sizeof worst, "%s/worst.json", tmpl);
    size_t elements = 0;
    if (write_file(typical, typical_text, strlen(typical_text)) != 0 || write_mib(mib) != 0 ||
        write_worst(worst, &elements) != 0) {
        perror("lifecycle_bench: writing the configs");
        return 2;
    }
    sample base;
    if (run_one(lib, spy, NULL, 0, &base) != 0) {
        fprintf(stderr, "lifecycle_bench: cannot load %s\n", lib);
        return 2;
    }
    printf("target %s\nconfigs: typical %zu B, 1 MiB %u B, worst %u B (%zu array elements)\n", lib,
           strlen(typical_text), 1u << 20, 10u << 20, elements);
    /* Goals: a quarter of the product's 250 us, a tenth of its 140 ms, its 4.0 s. */
    const config_case cases[] = {
        {"typical", typical, REPEATS, 62.5, "62 us"},
        {"1mib", mib, 0, 14000, "14 ms"},
        {"worst", worst, 0, 4.0e6, "4.0 s"},
    };
    int rc = 0;
    for (size_t i = 0; i < sizeof cases / sizeof cases[0]; i++)
        if (bench(lib, spy, &cases[i], i == 2 ? (runs < 3 ? runs : 3) : runs, base.maxrss_kb) != 0) rc = 1;
    unlink(typical);
    unlink(mib);
    unlink(worst);
    rmdir(tmpl);
    return rc;
}
