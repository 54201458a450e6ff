/* "aclcts run": the selected cases, each in its own child, N at a time; one
 * record per test as soon as it ends; the reports at the end. */
#define _GNU_SOURCE
#include <errno.h>
#include <limits.h>
#include <stdio.h>
#include <stdlib.h>
#include <string.h>
#include <sys/stat.h>
#include <sys/wait.h>
#include <unistd.h>

#include "runner.h"


extern const char *aclcts_command_line;

typedef struct run_ctx {
    const aclcts_opts *o;
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
    FILE *jsonl;
    aclcts_expect *expect;
    const char *valgrind;     /* path of valgrind, or NULL */
    int tty;
    size_t done;
    size_t counts[ACLCTS_STATUS_COUNT];
} run_ctx;

typedef struct slot {
    aclcts_job job;
    size_t idx;
    char *workdir;
    char *vglog;
    aclcts_child_cfg cfg;
    char *argv[40];
    char *owned[8];           /* argv strings to free */
} slot;

static run_ctx *g_ctx; /* for the fork body: the child reads its copy */

static int mkdir_p(const char *path)
{
    char buf[PATH_MAX];
    snprintf(buf, sizeof buf, "%s", path);
    for (char *p = buf + 1; *p; p++) {
        if (*p != '/') continue;
        *p = '\0';
        if (mkdir(buf, 0755) != 0 && errno != EEXIST) return -1;
        *p = '/';
    }
    return mkdir(buf, 0755) != 0 && errno != EEXIST ? -1 : 0;
}

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
    s->vglog = aclcts_printf("%s/aclcts-vg.XXXXXX", getenv("TMPDIR") ? getenv("TMPDIR") : "/tmp");
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

static int start_test(run_ctx *r, slot *s, size_t idx)
{
    const aclcts_case *c = r->sel[idx];
    memset(s, 0, sizeof *s);
    s->idx = idx;
    s->workdir = aclcts_workdir_create();
    if (s->workdir == NULL) return -1;
    s->cfg = (aclcts_child_cfg){r->lib, r->o->use_spy ? r->o->spy : NULL, r->profile, r->o->soc, NULL,
                                r->trace, s->workdir};
    if (r->valgrind != NULL) valgrind_argv(r, s, c);
    aclcts_tcov_before_test(c);
    return aclcts_job_start(&s->job, case_body, s, r->valgrind ? s->argv : NULL, s->workdir, deadline_for(r, c));
}

/* ---- finishing one test ---- */

/* The first error memcheck reported: the line after its "==PID== " prefix. */
static char *first_memcheck_error(const char *log)
{
    FILE *f = fopen(log, "r");
    if (f == NULL) return NULL;
    char line[1024];
    char *found = NULL;
    while (found == NULL && fgets(line, sizeof line, f) != NULL) {
        char *p = strstr(line, "== ");
        if (line[0] != '=' || p == NULL) continue;
        p += 3;
        p[strcspn(p, "\n")] = '\0';
        if (*p != '\0' && *p != ' ') found = aclcts_strdup(p);
    }
    fclose(f);
    return found;
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
        char *e = first_memcheck_error(s->vglog);
        char *m = aclcts_printf("memcheck: %s%s%s", e ? e : "error (see valgrind's log)", res->message[0] ? "; " : "",
                                res->message);
        free(e);
        free(res->message);
        res->message = m;
        if (res->status == ACLCTS_PASS) res->status = ACLCTS_FAIL;
    }
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
    if (r->jsonl != NULL && aclcts_record_line(r->jsonl, res) != 0)
        fprintf(stderr, "aclcts: cannot append to results.jsonl: %s\n", strerror(errno));
    progress(r, res);
}

static void init_result(run_ctx *r, size_t idx)
{
    const aclcts_case *c = r->sel[idx];
    aclcts_result *res = &r->results[idx];
    res->name = aclcts_printf("%s.%s", c->suite, c->name);
    res->rules = aclcts_split_words(c->rules, &res->nrules);
    res->reproduce = aclcts_reproduce(r->lib, r->profile, res->name);
}

static void finish_test(run_ctx *r, slot *s)
{
    aclcts_result *res = &r->results[s->idx];
    aclcts_job_finish(&s->job);
    judge(r, s, res);
    res->duration_ms = s->job.end_ms - s->job.start_ms;
    aclcts_job_free(&s->job);
    aclcts_workdir_remove(s->workdir);
    free(s->workdir);
    if (s->vglog) { unlink(s->vglog); free(s->vglog); }
    for (size_t k = 0; k < 8; k++) free(s->owned[k]);
    finish_result(r, res);
}

/* A case that needs the trace cannot run without it: skip without a child. */
static int skip_without_trace(run_ctx *r, size_t idx)
{
    if (!(r->sel[idx]->flags & ACLCTS_TRACE) || r->trace) return 0;
    aclcts_result *res = &r->results[idx];
    res->status = ACLCTS_SKIP;
    res->message = aclcts_strdup(r->o->use_spy ? "target does not import the southbound symbols"
                                               : "running without the southbound spy (--southbound system)");
    finish_result(r, res);
    return 1;
}

static void schedule(run_ctx *r)
{
    unsigned jobs = r->o->jobs;
    slot *slots = calloc(jobs, sizeof *slots);
    aclcts_job **live = calloc(jobs, sizeof *live);
    size_t next = 0, running = 0;
    while (next < r->nsel || running > 0) {
        while (running < jobs && next < r->nsel) {
            size_t idx = next++;
            init_result(r, idx);
            if (skip_without_trace(r, idx)) continue;
            unsigned k = 0;
            while (live[k] != NULL) k++;
            if (start_test(r, &slots[k], idx) != 0) {
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
        aclcts_reap_orphans(live, jobs);
    }
    aclcts_reap_all();
    free(slots);
    free(live);
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

/* Results are keyed by name: two cases with one name make the report ambiguous. */
static void warn_duplicates(const run_ctx *r)
{
    for (size_t i = 0; i < r->nsel; i++)
        for (size_t k = i + 1; k < r->nsel; k++)
            if (strcmp(r->sel[i]->suite, r->sel[k]->suite) == 0 && strcmp(r->sel[i]->name, r->sel[k]->name) == 0)
                fprintf(stderr, "aclcts: warning: two tests are named %s.%s (%s:%d and %s:%d)\n", r->sel[i]->suite,
                        r->sel[i]->name, r->sel[i]->file, r->sel[i]->line, r->sel[k]->file, r->sel[k]->line);
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
    int rc = aclcts_preflight(&cfg, ms, &r->target);
    aclcts_workdir_remove(tmp);
    free(tmp);
    if (rc != 0) return -1;
    r->trace = r->o->use_spy && r->target.imports_southbound;
    choose_profile(r);
    for (size_t i = 0; i < r->target.nmissing; i++) {
        char *fn = r->target.missing[i];
        if (profile_needs(r, fn)) {
            r->missing[r->nmissing++] = fn;
            fprintf(stderr, "aclcts: the target does not export %s\n", fn);
        } else {
            fprintf(stderr, "aclcts: the target does not export %s (not part of the %s profile's API)\n", fn,
                    r->profile);
        }
    }
    if (r->o->use_spy && !r->target.imports_southbound)
        fprintf(stderr, "aclcts: the target does not import the southbound symbols: tests that need the trace are skipped\n");
    return 0;
}

static void write_reports(run_ctx *r)
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
    static const struct { const char *file; int (*write)(const aclcts_run *, const char *); } writers[] = {
        {"results.json", aclcts_write_results_json}, {"junit.xml", aclcts_write_junit},
        {"report.html", aclcts_write_html}, {"summary.md", aclcts_write_summary_md}};
    for (size_t i = 0; i < sizeof writers / sizeof writers[0]; i++) {
        char *path = aclcts_printf("%s/%s", r->o->out, writers[i].file);
        if (writers[i].write(&run, path) != 0)
            fprintf(stderr, "aclcts: could not write %s\n", path);
        free(path);
    }
}

/* ", missing aclFinalizeReference (110 skipped), ..." or "" (malloc). */
static char *missing_text(const run_ctx *r)
{
    char *text = aclcts_strdup("");
    for (size_t k = 0; k < r->nmissing; k++) {
        char *next = aclcts_printf("%s%s%s (%zu skipped)", text, k ? ", " : ", missing ", r->missing[k],
                                   r->missing_skips[k]);
        free(text);
        text = next;
    }
    return text;
}

static int verdict(run_ctx *r)
{
    size_t *n = r->counts;
    int bad = n[ACLCTS_FAIL] + n[ACLCTS_CRASH] + n[ACLCTS_TIMEOUT] + n[ACLCTS_XPASS] > 0 || r->nmissing > 0;
    if (r->tty) fprintf(stderr, "\r\033[K");
    aclcts_expect_report_expired(r->expect);
    char *missing = missing_text(r);
    fprintf(stderr,
            "aclcts: %zu tests: %zu pass, %zu fail, %zu crash, %zu timeout, %zu skip, %zu xfail, %zu xpass, "
            "%zu hazard%s \xe2\x80\x94 %s\n",
            r->nsel, n[ACLCTS_PASS], n[ACLCTS_FAIL], n[ACLCTS_CRASH], n[ACLCTS_TIMEOUT], n[ACLCTS_SKIP],
            n[ACLCTS_XFAIL], n[ACLCTS_XPASS], n[ACLCTS_HAZARD], missing, bad ? "NOT conformant" : "conformant");
    free(missing);
    return bad ? ACLCTS_EXIT_NONCONFORMANT : ACLCTS_EXIT_OK;
}

static int open_outputs(run_ctx *r)
{
    if (mkdir_p(r->o->out) != 0) {
        fprintf(stderr, "aclcts: cannot create %s: %s\n", r->o->out, strerror(errno));
        return -1;
    }
    char *path = aclcts_printf("%s/results.jsonl", r->o->out);
    r->jsonl = fopen(path, "w");
    if (r->jsonl == NULL) fprintf(stderr, "aclcts: cannot write %s: %s\n", path, strerror(errno));
    free(path);
    return r->jsonl ? 0 : -1;
}

int aclcts_cmd_run(const aclcts_opts *o)
{
    static run_ctx r;
    r.o = o;
    g_ctx = &r;
    if (check_usage(o) != 0) return ACLCTS_EXIT_USAGE;
    aclcts_reap_init();
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
    r.nsel = aclcts_select(o->filter, r.profile_bit, &r.sel);
    if (r.nsel == 0) {
        fprintf(stderr, "aclcts: no test of profile %s matches the filter '%s'\n", r.profile,
                o->filter ? o->filter : "*");
        return ACLCTS_EXIT_USAGE;
    }
    warn_duplicates(&r);
    if (open_outputs(&r) != 0 || aclcts_tcov_prepare(o) != 0) return ACLCTS_EXIT_USAGE;
    r.results = calloc(r.nsel, sizeof *r.results);
    r.tty = isatty(2);
    schedule(&r);
    count_missing_skips(&r);
    fclose(r.jsonl);
    write_reports(&r);
    int coverage = aclcts_tcov_report(o);
    int rc = verdict(&r);
    return coverage != 0 ? ACLCTS_EXIT_USAGE : rc;
}
