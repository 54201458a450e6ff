/* "aclcts run": the selected cases, each in its own child, N at a time; one
 * record per test as soon as it ends; the reports at the end. */
#define _GNU_SOURCE
#include <errno.h>
#include <limits.h>
#include <stdio.h>
#include <stdlib.h>
#include <signal.h>
#include <string.h>
#include <sys/stat.h>
#include <sys/wait.h>
#include <time.h>
#include <unistd.h>

#include "report_common.h"
#include "runner.h"
#include "test_limits.h"


extern const char *aclcts_command_line;

typedef struct run_ctx {
    const aclcts_opts *o;
    char *verdict_words;      /* the reports' verdict (aclcts_verdict_words), for the console line */
    char lib[PATH_MAX];
    char sha[65];
    int trace;                /* spy loaded and the target imports the southbound */
    aclcts_target target;
    const char *profile;      /* --profile, or the one the target's southbound shows */
    unsigned profile_bit;
    const char *profile_source;
    char *missing[ACLCTS_ACL_COUNT]; /* the profile's functions the target does not export */
    size_t nmissing;
    size_t missing_skips[ACLCTS_ACL_COUNT];
    const aclcts_case *const *sel;
    size_t nsel;
    aclcts_result *results;
    unsigned char *finished;  /* per selected test: it ended and was judged */
    aclcts_jsonl jsonl;
    aclcts_expect *expect;
    const char *valgrind;     /* path of valgrind, or NULL */
    int tty;
    size_t done;
    size_t counts[ACLCTS_STATUS_COUNT];
    char date[32];            /* UTC start of the run */
    char suite_id[65];        /* the selection before sharding (shard.c) */
    size_t suite_tests;
    unsigned shard_index, shard_total;
    aclcts_worker *workers;   /* one per slot when fork_server */
    char **dirs;              /* each slot's working directory, emptied between its tests */
    int fork_server;          /* the isolation (forkserver.c); 0: a fresh process per test */
    int stopped_by;           /* the signal that stopped the run before its last test, or 0 */
    char *isolation_why;      /* why a fresh process per test (malloc), NULL with the fork server */
} run_ctx;

typedef struct slot {
    aclcts_job job;
    size_t idx;
    char *workdir;            /* the slot's (run_ctx.dirs) */
    int fresh_dir;            /* its next test gets a fresh directory */
    int reported;             /* the test's child sent its result */
    char *vglog;
    aclcts_child_cfg cfg;
    char *argv[40];
    char *owned[8];           /* argv strings to free */
    aclcts_worker *worker;    /* the fork server's worker that runs it, or NULL */
} slot;

static run_ctx *g_ctx; /* for the fork body: the child reads its copy */

static const char *find_valgrind(void)
{
    static char path[PATH_MAX];
    const char *env = getenv("PATH");
    char *dirs = aclcts_strdup(env ? env : "/usr/bin:/bin"), *save = NULL;
    for (char *d = strtok_r(dirs, ":", &save); d != NULL; d = strtok_r(NULL, ":", &save)) {
        snprintf(path, sizeof path, "%s/valgrind", d);
        if (access(path, X_OK) == 0) {
            free(dirs);
            return path;
        }
    }
    free(dirs);
    return NULL;
}

/* ---- starting one test ---- */

static unsigned deadline_for(const run_ctx *r, const aclcts_case *c)
{
    unsigned ms = r->o->timeout_ms;
    if (c->flags & ACLCTS_SLOW) ms *= ACLCTS_SLOW_FACTOR;
    if (r->valgrind != NULL) ms *= ACLCTS_VALGRIND_FACTOR;
    return ms;
}

static void case_body(void *arg, int rfd)
{
    slot *s = arg;
    aclcts_child_case(&s->cfg, g_ctx->sel[s->idx], rfd);
}

static char *own(slot *s, size_t k, char *str)
{
    s->owned[k] = str;
    return str;
}

/* "valgrind ... aclcts __child --case NAME ...": memcheck sees one case. */
static void valgrind_argv(const run_ctx *r, slot *s, const aclcts_case *c)
{
    int fd;
    s->vglog = aclcts_printf("%s/aclcts-vg.XXXXXX", aclcts_workdir_base());
    if ((fd = mkstemp(s->vglog)) >= 0) close(fd);
    size_t k = 0;
    char **a = s->argv;
    a[k++] = (char *)r->valgrind;
    a[k++] = "--tool=memcheck";
    a[k++] = "-q";
    a[k++] = "--error-exitcode=" ACLCTS_STR(ACLCTS_CHILD_MEMCHECK_ERROR);
    a[k++] = "--leak-check=full";
    a[k++] = "--errors-for-leak-kinds=definite";
    a[k++] = own(s, 0, aclcts_printf("--log-file=%s", s->vglog));
    a[k++] = (char *)aclcts_self_exe();
    a[k++] = "__child";
    a[k++] = "--lib"; a[k++] = (char *)s->cfg.lib;
    a[k++] = "--case"; a[k++] = own(s, 1, aclcts_printf("%s.%s", c->suite, c->name));
    a[k++] = "--profile"; a[k++] = (char *)s->cfg.profile;
    a[k++] = "--soc"; a[k++] = (char *)s->cfg.soc;
    a[k++] = "--southbound"; a[k++] = s->cfg.spy ? "spy" : "system";
    if (s->cfg.spy) { a[k++] = "--spy"; a[k++] = (char *)s->cfg.spy; }
    a[k++] = "--report-fd"; a[k++] = own(s, 2, aclcts_printf("%d", ACLCTS_REPORT_FD));
    a[k++] = "--trace"; a[k++] = s->cfg.trace ? "1" : "0";
    a[k++] = "--workdir"; a[k++] = s->workdir;
    a[k] = NULL;
}

static aclcts_child_cfg child_cfg(const run_ctx *r, const char *workdir)
{
    return (aclcts_child_cfg){r->lib, r->o->use_spy ? r->o->spy : NULL, r->profile, r->o->soc, NULL, r->trace,
                              workdir};
}

static unsigned worker_ready_ms(const run_ctx *r)
{
    return r->o->timeout_ms * (r->valgrind != NULL ? ACLCTS_VALGRIND_FACTOR : 1u);
}

/* The test in a child of slot k's worker (started or restarted as needed).
 * 0, or -1 when no worker can run it: then it runs in a process of its own. */
static int start_in_worker(run_ctx *r, slot *s, unsigned k, const aclcts_case *c)
{
    aclcts_worker *w = &r->workers[k];
    char *name = aclcts_printf("%s.%s", c->suite, c->name);
    int rc = -1;
    for (int attempt = 0; attempt < 2 && rc != 0; attempt++) {
        if (w->pid == 0 || !w->ready) {
            aclcts_child_cfg cfg = child_cfg(r, NULL);
            char *why = NULL;
            if ((w->pid != 0 ? aclcts_worker_ready(w, worker_ready_ms(r), &why)
                             : aclcts_worker_start(w, &cfg, r->valgrind, worker_ready_ms(r), &why)) != 0) {
                fprintf(stderr, "aclcts: a fork-server worker did not start (%s): %s runs in a process of its own\n",
                        why, name);
                free(why);
                break;
            }
        }
        rc = aclcts_worker_job_start(w, &s->job, name, aclcts_case_index(c), s->workdir, deadline_for(r, c));
        if (rc != 0) aclcts_worker_stop(w); /* dead or confused: a fresh one */
    }
    free(name);
    if (rc != 0) return -1;
    s->worker = w;
    s->vglog = aclcts_worker_vglog(w, &s->job);
    return 0;
}

/* Slot k's working directory for its next test: the one of its last test,
 * emptied, unless that test left it unusable or processes of a test may have
 * outlived it (a crash, a timeout, an orphan found since): then a fresh one. */
static char *slot_workdir(run_ctx *r, unsigned k, int fresh)
{
    char **d = &r->dirs[k];
    if (*d != NULL && (fresh || aclcts_workdir_empty(*d) != 0)) {
        aclcts_workdir_remove(*d);
        free(*d);
        *d = NULL;
    }
    if (*d == NULL) *d = aclcts_workdir_create_in(aclcts_workdir_base());
    return *d;
}

static int start_test(run_ctx *r, slot *s, size_t idx, unsigned k)
{
    const aclcts_case *c = r->sel[idx];
    int fresh = s->fresh_dir;
    memset(s, 0, sizeof *s);
    s->idx = idx;
    s->workdir = slot_workdir(r, k, fresh);
    if (s->workdir == NULL) return -1;
    aclcts_limits_slot(k, s->workdir); /* test_limits.c: its process is slot k's, its directory its scratch space */
    s->cfg = child_cfg(r, s->workdir);
    if (r->fork_server && start_in_worker(r, s, k, c) == 0) return 0;
    if (r->valgrind != NULL) valgrind_argv(r, s, c);
    aclcts_tcov_before_test(c);
    return aclcts_job_start(&s->job, case_body, s, r->valgrind ? s->argv : NULL, s->workdir, deadline_for(r, c));
}

/* ---- finishing one test ---- */

/* memcheck's first error, whole: its line and the stack and address lines
 * under it ("   at 0x..: fn (file.c:283)", symbolised where the target has
 * debug information), without the "==PID== " prefixes, up to the blank line
 * that ends it. NULL when the log has none. */
static char *first_memcheck_error(const char *log)
{
    FILE *f = fopen(log, "r");
    if (f == NULL) return NULL;
    char line[1024];
    char *found = NULL;
    while (fgets(line, sizeof line, f) != NULL) {
        char *p = strstr(line, "== ");
        if (line[0] != '=' || p == NULL) continue;
        p += 3;
        p[strcspn(p, "\n")] = '\0';
        if (found == NULL && (*p == '\0' || *p == ' ')) continue; /* before the first error */
        if (found != NULL && *p == '\0') break;                   /* the blank line after it */
        char *more = aclcts_printf("%s%s%s", found ? found : "", found ? "\n" : "", p);
        free(found);
        found = more;
    }
    fclose(f);
    return found;
}

/* Keeps a test's memcheck log as DIR/memcheck/NAME.log; its path, or NULL. */
static char *keep_memcheck_log(const run_ctx *r, const char *log, const char *name)
{
    char *dir = aclcts_printf("%s/memcheck", r->o->out), *path = aclcts_printf("%s/%s.log", dir, name);
    FILE *in = fopen(log, "r"), *out = NULL;
    if (in != NULL && (mkdir(dir, 0755) == 0 || errno == EEXIST))
        out = fopen(path, "w");
    char buf[4096];
    size_t n;
    int ok = in != NULL && out != NULL;
    while (ok && (n = fread(buf, 1, sizeof buf, in)) > 0)
        ok = fwrite(buf, 1, n, out) == n;
    if (in) fclose(in);
    if (out && fclose(out) != 0) ok = 0;
    free(dir);
    if (!ok) { free(path); return NULL; }
    return path;
}

static int has_hazard_rule(const aclcts_result *res)
{
    for (size_t i = 0; i < res->nrules; i++) {
        const aclcts_rule *rule = aclcts_spec_find(res->rules[i]);
        if (rule != NULL && rule->level != NULL && strcmp(rule->level, "HAZARD") == 0) return 1;
    }
    return 0;
}

static void append_output(aclcts_result *res, const aclcts_job *j)
{
    if (j->out_len == 0) return;
    char *out = aclcts_job_output_text(j);
    char dropped[64] = "";
    if (j->out_dropped) snprintf(dropped, sizeof dropped, ", %zu more dropped", j->out_dropped);
    char *m = aclcts_printf("%s\n--- target output (first %zu bytes%s) ---\n%s", res->message, j->out_len,
                            dropped, out);
    free(out);
    free(res->message);
    res->message = m;
}

static void judge(run_ctx *r, slot *s, aclcts_result *res)
{
    aclcts_outcome oc;
    aclcts_job_outcome(&s->job, &oc);
    s->reported = oc.have_result;
    if (oc.have_result) {
        res->status = oc.status;
        res->message = aclcts_strdup(oc.message);
    } else {
        res->status = s->job.timed_out ? ACLCTS_TIMEOUT : ACLCTS_CRASH;
        char *death = aclcts_job_death(&s->job, &oc);
        res->message = oc.text ? aclcts_printf("%s: %s", death, oc.text) : aclcts_strdup(death);
        free(death);
    }
    if (r->valgrind != NULL && WIFEXITED(s->job.wstatus) && WEXITSTATUS(s->job.wstatus) == ACLCTS_CHILD_MEMCHECK_ERROR) {
        /* memcheck found an error: it fails a passing test and leads any other message. */
        char *e = first_memcheck_error(s->vglog), *kept = keep_memcheck_log(r, s->vglog, res->name);
        char *m = aclcts_printf("memcheck: %s%s%s%s%s", e ? e : "error", kept ? "\n(memcheck's whole log: " : "",
                                kept ? kept : "", kept ? ")" : "", res->message[0] ? "\n" : "");
        char *both = aclcts_printf("%s%s", m, res->message);
        free(m);
        m = both;
        free(e);
        free(kept);
        free(res->message);
        res->message = m;
        if (res->status == ACLCTS_PASS) res->status = ACLCTS_FAIL;
    }
    aclcts_limits_judge(s->workdir, &s->job, res); /* test_limits.c: a limit reached makes it a crash naming it */
    if (res->status != ACLCTS_PASS && res->status != ACLCTS_SKIP) append_output(res, &s->job);
    aclcts_outcome_free(&oc);
    aclcts_expect_apply(r->expect, res);
    int failed = res->status == ACLCTS_FAIL || res->status == ACLCTS_CRASH || res->status == ACLCTS_TIMEOUT;
    if (failed && has_hazard_rule(res)) {
        /* The product itself crashes or hangs here: report, never fail the run. */
        char *m = aclcts_printf("hazard (%s): %s", aclcts_status_name(res->status), res->message);
        free(res->message);
        res->message = m;
        res->status = ACLCTS_HAZARD;
    }
}

static void progress(run_ctx *r, const aclcts_result *res)
{
    r->done++;
    r->counts[res->status]++;
    if (!r->tty) return;
    int loud = res->status == ACLCTS_FAIL || res->status == ACLCTS_CRASH || res->status == ACLCTS_TIMEOUT ||
               res->status == ACLCTS_XPASS;
    fprintf(stderr, "\r\033[K[%zu/%zu] %s ... %s%s", r->done, r->nsel, res->name, aclcts_status_name(res->status),
            loud ? "\n" : "");
}

static void finish_result(run_ctx *r, aclcts_result *res)
{
    aclcts_jsonl_append(&r->jsonl, res);
    r->finished[res - r->results] = 1;
    progress(r, res);
}

static void init_result(run_ctx *r, size_t idx)
{
    const aclcts_case *c = r->sel[idx];
    aclcts_result *res = &r->results[idx];
    res->name = aclcts_printf("%s.%s", c->suite, c->name);
    res->rules = aclcts_split_words(c->rules, &res->nrules);
    res->reproduce = aclcts_reproduce(r->lib, r->profile, res->name, r->o->out);
}

static void finish_test(run_ctx *r, slot *s)
{
    aclcts_result *res = &r->results[s->idx];
    aclcts_job_finish(&s->job);
    judge(r, s, res);
    res->duration_ms = s->job.end_ms - s->job.start_ms;
    if (s->job.worker_lost) aclcts_worker_stop(s->worker); /* the next test starts a fresh one */
    /* Only a test that reported and ended by itself hands its directory on. */
    s->fresh_dir |= !WIFEXITED(s->job.wstatus) || s->job.timed_out || s->job.worker_lost || !s->reported;
    aclcts_job_free(&s->job);
    if (s->vglog) { unlink(s->vglog); free(s->vglog); }
    for (size_t k = 0; k < 8; k++) free(s->owned[k]);
    finish_result(r, res);
}

/* A case that needs the trace cannot run without the spy: skip without a
 * child. With the spy, on a target that does not call the lower layers, it
 * runs: what it asserts of the public API counts, its trace checks are not
 * observable (conformance/src/check.c). */
static int skip_without_trace(run_ctx *r, size_t idx)
{
    if (!(r->sel[idx]->flags & ACLCTS_TRACE) || r->trace || r->o->use_spy) return 0;
    aclcts_result *res = &r->results[idx];
    res->status = ACLCTS_SKIP;
    res->message = aclcts_strdup(r->o->use_spy ? "target does not import the southbound symbols"
                                               : "running without the southbound spy (--southbound system)");
    finish_result(r, res);
    return 1;
}

/* After an interrupt: the tests still running end unrecorded, killed with
 * their process groups as at a timeout (their workers, stopped next, take
 * along a standby child). */
static void abandon(slot *slots, aclcts_job **live, unsigned jobs)
{
    for (unsigned k = 0; k < jobs; k++) {
        if (live[k] == NULL) continue;
        aclcts_job *j = live[k];
        if (j->pid > 0) {
            kill(-j->pid, SIGKILL);
            kill(j->pid, SIGKILL);
        }
        aclcts_job_finish(j);
        aclcts_job_free(j);
        if (slots[k].vglog) { unlink(slots[k].vglog); free(slots[k].vglog); }
        for (size_t i = 0; i < 8; i++) free(slots[k].owned[i]);
        live[k] = NULL;
    }
}

static void schedule(run_ctx *r)
{
    unsigned jobs = r->o->jobs;
    slot *slots = calloc(jobs, sizeof *slots);
    r->dirs = calloc(jobs, sizeof *r->dirs);
    aclcts_job **live = calloc(jobs, sizeof *live);
    size_t next = 0, running = 0;
    while ((next < r->nsel || running > 0) && !aclcts_interrupted()) {
        while (running < jobs && next < r->nsel && !aclcts_interrupted()) {
            size_t idx = next++;
            init_result(r, idx);
            if (skip_without_trace(r, idx)) continue;
            unsigned k = 0;
            while (live[k] != NULL) k++;
            if (start_test(r, &slots[k], idx, k) != 0) {
                fprintf(stderr, "aclcts: cannot start a child: %s\n", strerror(errno));
                exit(ACLCTS_EXIT_USAGE);
            }
            live[k] = &slots[k].job;
            running++;
        }
        if (running == 0) continue;
        int i = aclcts_jobs_wait(live, jobs, -1);
        if (i < 0) continue;
        live[i] = NULL;
        running--;
        finish_test(r, &slots[i]);
        if (aclcts_reap_orphans(live, jobs) > 0)
            for (unsigned k = 0; k < jobs; k++) slots[k].fresh_dir = 1;
    }
    abandon(slots, live, jobs);
    if (r->workers != NULL)
        for (unsigned k = 0; k < jobs; k++) aclcts_worker_stop(&r->workers[k]);
    aclcts_reap_all();
    for (unsigned k = 0; k < jobs; k++) {
        aclcts_workdir_remove(r->dirs[k]);
        free(r->dirs[k]);
    }
    free(r->dirs);
    free(slots);
    free(live);
}

/* The isolation of the run: the fork server when the target's load can be
 * shared (the first worker checks it: no threads, no southbound calls, no
 * output, no files, no crash or hang while loading), else today's fresh
 * process per test. */
static void choose_isolation(run_ctx *r)
{
    if (r->o->isolation_process) {
        r->isolation_why = aclcts_strdup("--isolation process");
        return;
    }
    if (r->o->jobs > 4096) {
        r->isolation_why = aclcts_strdup("more than 4096 jobs");
        return;
    }
    if (r->o->target_coverage != NULL) {
        r->isolation_why = aclcts_strdup("--target-coverage flushes counters per process");
        return;
    }
    r->workers = calloc(r->o->jobs, sizeof *r->workers);
    for (unsigned k = 0; k < r->o->jobs; k++) r->workers[k].sock = -1;
    aclcts_child_cfg cfg = child_cfg(r, NULL);
    /* Every slot's worker loads at once; the first one's checks decide. A
     * worker that cannot even start is started again at its slot's first test. */
    unsigned n = r->o->jobs < r->nsel ? r->o->jobs : (unsigned)r->nsel;
    for (unsigned k = 1; k < n; k++) {
        char *why = NULL;
        aclcts_limits_slot(k, NULL); /* test_limits.c: the worker is slot k's */
        aclcts_worker_spawn(&r->workers[k], &cfg, r->valgrind, &why);
        free(why);
    }
    aclcts_limits_slot(0, NULL); /* test_limits.c */
    if (aclcts_worker_start(&r->workers[0], &cfg, r->valgrind, worker_ready_ms(r), &r->isolation_why) == 0) {
        r->fork_server = 1;
        return;
    }
    if (aclcts_interrupted()) { /* the wait for the worker was cut short, not the worker */
        free(r->isolation_why);
        r->isolation_why = aclcts_strdup("interrupted while the first worker loaded the target");
    }
    for (unsigned k = 1; k < n; k++) aclcts_worker_stop(&r->workers[k]);
}

static void print_isolation(const run_ctx *r)
{
    if (r->fork_server)
        fprintf(stderr, "aclcts: isolation: fork server (each worker loads the target once, a fork per test)\n");
    else
        fprintf(stderr, "aclcts: isolation: a fresh process per test (%s)\n", r->isolation_why);
}

/* ---- setup and the end of the run ---- */

static int check_usage(const aclcts_opts *o)
{
    if (o->lib == NULL) {
        fprintf(stderr, "aclcts run: --lib PATH is required (see 'aclcts run --help')\n");
        return -1;
    }
    if (o->use_spy && access(o->spy, R_OK) != 0) {
        fprintf(stderr, "aclcts run: the southbound spy is not at %s (use --spy PATH or --southbound system)\n",
                o->spy);
        return -1;
    }
    return 0;
}

static const aclcts_case *const *g_sorting; /* the selection qsort's comparison looks into */

static int name_cmp(size_t i, size_t k)
{
    int c = strcmp(g_sorting[i]->suite, g_sorting[k]->suite);
    return c != 0 ? c : strcmp(g_sorting[i]->name, g_sorting[k]->name);
}

static int by_name(const void *a, const void *b)
{
    return name_cmp(*(const size_t *)a, *(const size_t *)b);
}

/* Results are keyed by name: two cases with one name make the report
 * ambiguous. Each such pair is named once, in selection order (the
 * selection sorted by name finds them: a run has thousands of tests). */
static void warn_duplicates(const run_ctx *r)
{
    size_t *order = malloc((r->nsel + 1) * sizeof *order), pairs = 0;
    if (order == NULL) return;
    for (size_t i = 0; i < r->nsel; i++) order[i] = i;
    g_sorting = r->sel;
    qsort(order, r->nsel, sizeof *order, by_name);
    for (size_t j = 1; j < r->nsel; j++) pairs += name_cmp(order[j - 1], order[j]) == 0;
    if (pairs > 0) /* rare: the slow way, for the order of the warnings */
        for (size_t i = 0; i < r->nsel; i++)
            for (size_t k = i + 1; k < r->nsel; k++)
                if (name_cmp(i, k) == 0)
                    fprintf(stderr, "aclcts: warning: two tests are named %s.%s (%s:%d and %s:%d)\n",
                            r->sel[i]->suite, r->sel[i]->name, r->sel[i]->file, r->sel[i]->line, r->sel[k]->file,
                            r->sel[k]->line);
    free(order);
}

/* The profile: --profile, else ipv350 for a build that imports the C layer's
 * southbound (src/acl/aclrt_c/common/acl_rt.c: rtInit, GeInitialize, ...)
 * and none of the C++ lifecycle's, else product. */
static void choose_profile(run_ctx *r)
{
    r->profile = r->o->profile;
    r->profile_bit = r->o->profile_bit;
    r->profile_source = r->o->profile_given ? "option" : "default";
    if (r->o->profile_given) return;
    const char *why = NULL;
    int clayer = aclcts_elf_imports_any(r->lib, aclcts_southbound_names(ACLCTS_LAYER_CLAYER), &why) == 1;
    int product = aclcts_elf_imports_any(r->lib, aclcts_southbound_names(ACLCTS_LAYER_PRODUCT), &why) == 1;
    if (clayer && !product) {
        r->profile = "ipv350";
        r->profile_bit = ACLCTS_IPV350;
        r->profile_source = "detected";
        fprintf(stderr, "aclcts: profile ipv350: the target imports the C layer's southbound and none of the "
                        "product's (--profile product overrides)\n");
    }
}

static int profile_needs(const run_ctx *r, const char *fn)
{
    for (size_t k = 0; k < ACLCTS_ACL_COUNT; k++)
        if (strcmp(aclcts_acl_names[k], fn) == 0) return (aclcts_acl_profiles[k] & r->profile_bit) != 0;
    return 1;
}

/* Per missing function, the tests skipped because a case needed it. */
static void count_missing_skips(run_ctx *r)
{
    for (size_t k = 0; k < r->nmissing; k++) {
        char *why = aclcts_printf("the target does not export %s", r->missing[k]);
        for (size_t i = 0; i < r->nsel; i++)
            if (r->results[i].status == ACLCTS_SKIP && r->results[i].message != NULL &&
                strcmp(r->results[i].message, why) == 0)
                r->missing_skips[k]++;
        free(why);
    }
}

static int preflight(run_ctx *r)
{
    char *tmp = aclcts_workdir_create();
    if (tmp == NULL) return -1;
    aclcts_child_cfg cfg = {r->lib, r->o->use_spy ? r->o->spy : NULL, r->o->profile, r->o->soc, NULL, 0, tmp};
    unsigned ms = r->o->timeout_ms;
    int rc = aclcts_preflight("aclcts run", &cfg, ms, &r->target);
    aclcts_workdir_remove(tmp);
    free(tmp);
    if (rc != 0) return -1;
    r->trace = r->o->use_spy && r->target.imports_southbound;
    choose_profile(r);
    size_t outside = 0; /* functions outside the profile's API: one line for them all */
    char *outside_first = NULL, *outside_last = NULL;
    for (size_t i = 0; i < r->target.nmissing; i++) {
        char *fn = r->target.missing[i];
        if (profile_needs(r, fn)) {
            r->missing[r->nmissing++] = fn;
            fprintf(stderr, "aclcts: the target does not export %s\n", fn);
        } else {
            outside_first = outside++ == 0 ? fn : outside_first;
            outside_last = fn;
        }
    }
    if (outside == 1)
        fprintf(stderr, "aclcts: the target does not export %s (not part of the %s profile's API)\n", outside_first,
                r->profile);
    else if (outside > 1)
        fprintf(stderr, "aclcts: the target does not export %zu functions outside the %s profile's API (%s ... %s); "
                        "the tests that need them are skipped naming them\n", outside, r->profile, outside_first,
                outside_last);
    if (r->o->use_spy && !r->target.imports_southbound)
        fprintf(stderr, "aclcts: the target does not import the southbound symbols: its checks of the lower layers are "
                        "not observable; a test that asserts nothing else is skipped\n");
    return 0;
}

/* The tests that finished, in selection order (malloc): after an interrupt,
 * the reports hold those and only those. */
static aclcts_result *finished_results(const run_ctx *r, size_t *n)
{
    aclcts_result *out = calloc(r->nsel + 1, sizeof *out);
    *n = 0;
    if (out == NULL) return NULL;
    for (size_t i = 0; i < r->nsel; i++)
        if (r->finished[i]) out[(*n)++] = r->results[i];
    return out;
}

/* Every report, written whole or not at all (aclcts_out_commit); returns
 * how many could not be written. */
static int write_reports(run_ctx *r)
{
    aclcts_run run;
    memset(&run, 0, sizeof run);
    run.target_path = r->lib;
    memcpy(run.target_sha256, r->sha, sizeof run.target_sha256);
    run.missing_symbols = r->missing;
    run.nmissing = r->nmissing;
    run.missing_skips = r->missing_skips;
    run.profile = r->profile;
    run.profile_source = r->profile_source;
    run.profile_bit = r->profile_bit;
    run.soc = r->o->soc;
    run.command = aclcts_command_line;
    run.results = r->results;
    run.nresults = r->nsel;
    run.rules = aclcts_spec_rules(&run.nrules);
    run.date = r->date;
    run.suite_id = r->suite_id;
    run.suite_tests = r->suite_tests;
    run.shard_index = r->shard_index;
    run.shard_total = r->shard_total;
    run.isolation = r->fork_server ? "fork-server" : "process";
    run.isolation_reason = r->isolation_why;
    run.lower = aclcts_lower_list();
    run.limits = aclcts_limits_note(); /* test_limits.c */
    run.limits_json = aclcts_limits_json();
    aclcts_result *some = NULL;
    if (r->stopped_by) {
        run.interrupted = aclcts_signal_name(r->stopped_by);
        run.selected = r->nsel;
        run.results = some = finished_results(r, &run.nresults);
        if (some == NULL) { aclcts_out_error(r->o->out, ENOMEM); return 1; }
    }
    int failed = aclcts_write_reports(&run, r->o->out);
    r->verdict_words = aclcts_verdict_words(&run);
    free(some);
    return failed;
}

/* The summary line and the exit status: the target's verdict only when the
 * run ended by itself and every output was written whole; an interrupt is
 * 128 + its signal, an output that could not be written exit 2 (the first
 * cause was printed when it happened). */
static int verdict(run_ctx *r, int coverage_failed)
{
    if (r->tty) fprintf(stderr, "\r\033[K");
    aclcts_expect_report_expired(r->expect);
    int sig = r->stopped_by;
    size_t lost = aclcts_out_error_count();
    int bad = r->counts[ACLCTS_FAIL] + r->counts[ACLCTS_CRASH] + r->counts[ACLCTS_TIMEOUT] + r->counts[ACLCTS_XPASS] > 0 ||
              r->nmissing > 0;
    const char *word = bad ? "NOT conformant" : "no verdict";
    char *unfinished = sig ? aclcts_printf("%s (interrupted by %s after %zu of %zu tests)", word,
                                           aclcts_signal_name(sig), r->done, r->nsel)
                     : lost ? aclcts_printf("%s (%zu output file(s) of %s not written whole)", word, lost, r->o->out)
                            : NULL;
    int rc = aclcts_print_verdict(r->counts, r->done, (const char *const *)r->missing, r->nmissing,
                                  r->missing_skips, unfinished ? unfinished : r->verdict_words);
    free(unfinished);
    if (lost > 0)
        fprintf(stderr, "aclcts: error: the run's outputs in %s are incomplete (see the first error above)\n",
                r->o->out);
    if (sig) return aclcts_interrupt_exit_code();
    return lost > 0 || coverage_failed ? ACLCTS_EXIT_USAGE : rc;
}

static void stamp_date(char *buf, size_t cap)
{
    time_t now = time(NULL);
    struct tm tm;
    if (gmtime_r(&now, &tm) == NULL || strftime(buf, cap, "%Y-%m-%dT%H:%M:%SZ", &tm) == 0) buf[0] = '\0';
}

/* The lock on --out (one run per directory), then results.jsonl. */
static int open_outputs(run_ctx *r)
{
    if (aclcts_out_lock("aclcts", r->o->out) != 0) return -1;
    char *path = aclcts_printf("%s/results.jsonl", r->o->out);
    int rc = aclcts_jsonl_open(&r->jsonl, path);
    free(path);
    return rc;
}

/* A run a signal stopped before its first test: nothing was measured, nothing is written. */
static int stopped_early(void)
{
    fprintf(stderr, "aclcts: interrupted by %s before any test ran\n", aclcts_signal_name(aclcts_interrupted()));
    return aclcts_interrupt_exit_code();
}

int aclcts_cmd_run(const aclcts_opts *o)
{
    static run_ctx r;
    r.o = o;
    g_ctx = &r;
    if (check_usage(o) != 0) return ACLCTS_EXIT_USAGE;
    aclcts_reap_init();
    aclcts_interrupt_install();
    if (realpath(o->lib, r.lib) == NULL) {
        fprintf(stderr, "aclcts: the target cannot be loaded: %s: %s\n", o->lib, strerror(errno));
        return ACLCTS_EXIT_USAGE;
    }
    aclcts_sha256_file(r.lib, r.sha);
    if (o->valgrind && (r.valgrind = find_valgrind()) == NULL) {
        fprintf(stderr, "aclcts: --valgrind: valgrind is not on PATH\n");
        return ACLCTS_EXIT_USAGE;
    }
    if (o->expect != NULL && (r.expect = aclcts_expect_load(o->expect, r.lib, r.sha)) == NULL)
        return ACLCTS_EXIT_USAGE;
    if (preflight(&r) != 0) return ACLCTS_EXIT_USAGE; /* before the selection: it may choose the profile */
    r.shard_index = o->shard_index;
    r.shard_total = o->shard_total;
    if (aclcts_shard_from_env(&r.shard_index, &r.shard_total) != 0) return ACLCTS_EXIT_USAGE;
    r.nsel = aclcts_select(o->filter, r.profile_bit, &r.sel);
    if (r.nsel == 0) {
        fprintf(stderr, "aclcts: no test of profile %s matches the filter '%s'\n", r.profile,
                o->filter ? o->filter : "*");
        return ACLCTS_EXIT_USAGE;
    }
    aclcts_suite_id(r.sel, r.nsel, r.suite_id);
    r.suite_tests = r.nsel;
    if ((r.nsel = aclcts_shard_apply(r.shard_index, r.shard_total, &r.sel, r.nsel)) == 0) {
        fprintf(stderr, "aclcts: shard %u/%u selects no test (the selection has %zu)\n", r.shard_index,
                r.shard_total, r.suite_tests);
        return ACLCTS_EXIT_USAGE;
    }
    stamp_date(r.date, sizeof r.date);
    warn_duplicates(&r);
    if (aclcts_interrupted()) return stopped_early();
    if (open_outputs(&r) != 0 || aclcts_tcov_prepare(o) != 0) return ACLCTS_EXIT_USAGE;
    if (aclcts_limits_setup(o->jobs, r.valgrind != NULL) != 0) return ACLCTS_EXIT_USAGE; /* test_limits.c */
    r.results = calloc(r.nsel, sizeof *r.results);
    r.finished = calloc(r.nsel, 1);
    if (r.results == NULL || r.finished == NULL) {
        fprintf(stderr, "aclcts: out of memory\n");
        return ACLCTS_EXIT_USAGE;
    }
    r.tty = isatty(2);
    aclcts_interrupt_arm(1); /* from here a signal ends the run with the reports of what finished */
    choose_isolation(&r);
    if (!aclcts_interrupted()) print_isolation(&r);
    schedule(&r);
    aclcts_limits_end(); /* test_limits.c: the peaks, the slots' cgroups removed */
    /* A signal after the last test came too late to stop anything: the run is whole. */
    r.stopped_by = r.done < r.nsel ? aclcts_interrupted() : 0;
    if (r.stopped_by && r.tty) fprintf(stderr, "\r\033[K");
    if (r.stopped_by)
        fprintf(stderr, "aclcts: %s: the tests still running were stopped; writing the reports of the %zu that "
                        "finished (a second signal stops at once)\n",
                aclcts_signal_name(r.stopped_by), r.done);
    count_missing_skips(&r);
    aclcts_jsonl_close(&r.jsonl);
    write_reports(&r);
    int coverage = r.stopped_by ? 0 : aclcts_tcov_report(o);
    return verdict(&r, coverage != 0);
}
