/* "aclcts diff": the same lifecycle scenarios against two libraries, each in
 * a fresh child, compared on return codes, callback order and southbound
 * trace. aclGetRecentErrMsg's text is implementation-defined and not compared.
 * The scenarios, their configurations and fault symbols are the suite's
 * (conformance/include/aclcts/scenarios.h); this file runs and compares. */
#define _GNU_SOURCE
#include <dirent.h>
#include <errno.h>
#include <fnmatch.h>
#include <limits.h>
#include <stdio.h>
#include <stdlib.h>
#include <string.h>
#include <unistd.h>

#include "aclcts/scenarios.h"
#include "child.h"
#include "cli.h"
#include "commands.h"
#include "host_lower.h"
#include "options.h"
#include "outfile.h"
#include "preflight.h"
#include "reap.h"
#include "scenario.h"
#include "text.h"
#include "workdir.h"

typedef struct config {
    char *label;
    char *path; /* NULL: aclInit(NULL) */
} config;

typedef struct diff_ctx {
    const aclcts_opts *o;
    char a[PATH_MAX], b[PATH_MAX];
    char *dir;
    config *cfgs;
    size_t ncfgs;
    size_t runs, diffs;
    int codes_only; /* --codes-only, or a library that does not call the lower layers (its trace is empty) */
    int no_faults;  /* such a library: a lower-layer fault has nothing to be injected into */
} diff_ctx;

static void add_config(diff_ctx *d, const char *label, const char *path)
{
    d->cfgs = realloc(d->cfgs, (d->ncfgs + 1) * sizeof *d->cfgs);
    if (d->cfgs == NULL) abort();
    d->cfgs[d->ncfgs].label = aclcts_strdup(label);
    d->cfgs[d->ncfgs].path = path ? aclcts_strdup(path) : NULL;
    d->ncfgs++;
}

/* The built-in configurations as files, each written whole (a truncated
 * one, on a full disk, would compare the libraries on another input): 0, or
 * -1 after naming the file that could not be written. */
static int write_builtin(diff_ctx *d)
{
    size_t count;
    const aclcts_diff_config *configs = aclcts_diff_config_list(&count);
    for (size_t i = 0; i < count; i++) {
        char *path = aclcts_printf("%s/%s", d->dir, configs[i].name);
        FILE *f = fopen(path, "wb");
        /* A scratch input: checked, not synced (nothing outlives the command). */
        int rc = f == NULL || fputs(configs[i].text, f) < 0 || fflush(f) != 0 ? -1 : 0;
        int err = errno;
        if (f != NULL && fclose(f) != 0 && rc == 0) {
            rc = -1;
            err = errno;
        }
        if (rc != 0) aclcts_out_error(path, err);
        else add_config(d, configs[i].name, path);
        free(path);
        if (rc != 0) return -1;
    }
    return 0;
}

static int by_name(const struct dirent **x, const struct dirent **y) { return strcmp((*x)->d_name, (*y)->d_name); }

static int add_corpus(diff_ctx *d, const char *dir)
{
    struct dirent **list;
    int n = scandir(dir, &list, NULL, by_name);
    if (n < 0) {
        fprintf(stderr, "aclcts diff: cannot read the corpus %s\n", dir);
        return -1;
    }
    char real[PATH_MAX];
    for (int i = 0; i < n; i++) {
        char *p = aclcts_printf("%s/%s", dir, list[i]->d_name);
        if (list[i]->d_name[0] != '.' && realpath(p, real) != NULL) add_config(d, list[i]->d_name, real);
        free(p);
        free(list[i]);
    }
    free(list);
    return 0;
}

static int collect_configs(diff_ctx *d)
{
    char real[PATH_MAX];
    if (d->o->config != NULL) {
        add_config(d, d->o->config, realpath(d->o->config, real) ? real : d->o->config);
        return 0;
    }
    add_config(d, "NULL", NULL);
    add_config(d, "\"\"", "");
    if (write_builtin(d) != 0) return -1;
    return d->o->corpus ? add_corpus(d, d->o->corpus) : 0;
}

/* ---- one comparison ---- */

static char *run_one(diff_ctx *d, const char *lib, const aclcts_diff_scenario *s, const config *c, const char *fault)
{
    aclcts_scenario_run r = {{lib, d->o->use_spy ? d->o->spy : NULL, d->o->profile, d->o->soc, fault, 1, d->dir},
                             s->ops,
                             c ? c->path : NULL};
    char *death = NULL;
    char *text = aclcts_scenario_exec(&r, d->o->timeout_ms, &death);
    if (text != NULL) return text;
    cJSON *o = cJSON_CreateObject();
    cJSON_AddStringToObject(o, "crash", death);
    free(death);
    text = cJSON_PrintUnformatted(o);
    cJSON_Delete(o);
    return text;
}

/* The compared parts of a result; errmsg is left out (IMPL). */
static char *part(const cJSON *o, const char *key)
{
    const cJSON *v = cJSON_GetObjectItemCaseSensitive(o, key);
    return v ? cJSON_PrintUnformatted(v) : aclcts_strdup("null");
}

static void print_reproducer(diff_ctx *d, const aclcts_diff_scenario *s, const config *c, const char *fault)
{
    char *qa = aclcts_shell_quote(d->a), *qb = aclcts_shell_quote(d->b);
    char *qc = c && c->path ? aclcts_shell_quote(c->path) : NULL;
    char *cfg = qc ? aclcts_printf(" --config %s", qc) : aclcts_strdup("");
    char *fl = fault ? aclcts_printf(" --fail %s", fault) : aclcts_strdup("");
    if (s->probe_pair && (c == NULL || c->path == NULL || c->path[0] != '\0')) {
        printf("  reproduce: aclcts probe --lib %s%s%s\n", qa, cfg, fl);
        printf("             aclcts probe --lib %s%s%s\n", qb, cfg, fl);
    }
    printf("  reproduce: aclcts diff --lib %s --against %s --only %s%s%s\n", qa, qb, s->name, cfg,
           d->codes_only ? " --codes-only" : "");
    free(qa);
    free(qb);
    free(qc);
    free(cfg);
    free(fl);
}

static void compare(diff_ctx *d, const aclcts_diff_scenario *s, const config *c, const char *fault)
{
    char *ta = run_one(d, d->a, s, c, fault), *tb = run_one(d, d->b, s, c, fault);
    cJSON *ja = cJSON_Parse(ta), *jb = cJSON_Parse(tb);
    static const char *const keys[] = {"crash", "calls", "callbacks", "trace"};
    size_t nkeys = sizeof keys / sizeof keys[0] - (d->codes_only ? 1 : 0); /* --codes-only: no trace */
    int differs = 0;
    d->runs++;
    for (size_t k = 0; k < nkeys; k++) {
        char *pa = part(ja, keys[k]), *pb = part(jb, keys[k]);
        if (strcmp(pa, pb) != 0) {
            if (!differs)
                printf("DIFF %s config=%s%s%s\n", s->name, c ? c->label : "NULL", fault ? " fault=" : "",
                       fault ? fault : "");
            differs = 1;
            printf("  %s:\n    A: %s\n    B: %s\n", keys[k], pa, pb);
        }
        free(pa);
        free(pb);
    }
    if (differs) {
        d->diffs++;
        print_reproducer(d, s, c, fault);
    } else if (!d->o->quiet) {
        printf("same %s config=%s%s%s\n", s->name, c ? c->label : "NULL", fault ? " fault=" : "", fault ? fault : "");
    }
    aclcts_stdout_flush();
    cJSON_Delete(ja);
    cJSON_Delete(jb);
    free(ta);
    free(tb);
}

static void run_scenario(diff_ctx *d, const aclcts_diff_scenario *s)
{
    if (s->config_free) {
        compare(d, s, NULL, NULL);
        return;
    }
    for (size_t i = 0; i < d->ncfgs; i++) {
        const config *c = &d->cfgs[i];
        if (!s->faults) {
            compare(d, s, c, NULL);
            continue;
        }
        if (d->no_faults) continue;
        /* Faults against no configuration and against the full one (or --config). */
        if (d->o->config == NULL && c->path != NULL && strstr(c->label, ACLCTS_DIFF_FULL_CONFIG) == NULL) continue;
        for (size_t f = 0; f < aclcts_diff_fault_symbol_count; f++) {
            char spec[96];
            snprintf(spec, sizeof spec, "%s=%d", aclcts_diff_fault_symbols[f], ACLCTS_DIFF_FAULT_CODE);
            compare(d, s, c, spec);
        }
    }
}

/* 1 when the library cannot be loaded as a scenario's child loads it (the
 * reason printed by aclcts_preflight); *silent = 1 when it loads but imports
 * no southbound symbol (its trace says nothing). */
static int preflight_fails(const aclcts_child_cfg *cfg, unsigned timeout_ms, int *silent)
{
    aclcts_target t;
    int rc = aclcts_preflight("aclcts diff", cfg, timeout_ms, &t);
    for (size_t i = 0; rc == 0 && i < t.nmissing; i++) free(t.missing[i]);
    if (rc == 0 && cfg->spy != NULL && !t.imports_southbound) *silent = 1;
    return rc != 0;
}

int aclcts_cmd_diff(const aclcts_opts *o)
{
    static diff_ctx d;
    d.o = o;
    if (o->lib == NULL || o->against == NULL) {
        fprintf(stderr, "aclcts diff: --lib A and --against B are required (see 'aclcts diff --help')\n");
        return ACLCTS_EXIT_USAGE;
    }
    if (realpath(o->lib, d.a) == NULL || realpath(o->against, d.b) == NULL) {
        fprintf(stderr, "aclcts diff: cannot read %s or %s\n", o->lib, o->against);
        return ACLCTS_EXIT_USAGE;
    }
    if (o->use_spy && access(o->spy, R_OK) != 0) {
        fprintf(stderr, "aclcts diff: the southbound spy is not at %s (use --spy PATH)\n", o->spy);
        return ACLCTS_EXIT_USAGE;
    }
    aclcts_reap_init();
    if ((d.dir = aclcts_workdir_create()) == NULL) return ACLCTS_EXIT_USAGE;
    aclcts_child_cfg a = {d.a, o->use_spy ? o->spy : NULL, o->profile, o->soc, NULL, 0, d.dir}, b = a;
    b.lib = d.b;
    /* Each library loads (and, under --southbound system, the host provides its
     * lower layers) before any scenario: else every run would be a "difference". */
    int unloadable = aclcts_host_lower_check("aclcts diff", &a, o->timeout_ms) != 0;
    unloadable |= strcmp(d.a, d.b) != 0 && aclcts_host_lower_check("aclcts diff", &b, o->timeout_ms) != 0;
    int silent_a = 0, silent_b = 0;
    if (!unloadable) {
        unloadable = preflight_fails(&a, o->timeout_ms, &silent_a);
        unloadable |= strcmp(d.a, d.b) != 0 && preflight_fails(&b, o->timeout_ms, &silent_b); /* both named */
    }
    d.codes_only = o->codes_only;
    if (!unloadable && !o->codes_only && (silent_a || silent_b)) {
        /* One trace would be empty: every difference would be that, none a finding. */
        d.codes_only = d.no_faults = 1;
        fprintf(stderr,
                "aclcts diff: %s does not call the lower layers (it imports no southbound symbol): comparing "
                "codes, out-values, callbacks and crashes only, as --codes-only, and no fault scenario "
                "(nothing to inject a lower-layer fault into)\n",
                silent_a ? d.a : d.b);
    }
    if (unloadable) {
        aclcts_workdir_remove(d.dir);
        return ACLCTS_EXIT_USAGE;
    }
    if (collect_configs(&d) != 0) {
        aclcts_workdir_remove(d.dir);
        return ACLCTS_EXIT_USAGE;
    }
    size_t matched = 0;
    for (size_t i = 0; i < aclcts_diff_scenario_count; i++) {
        if (o->only != NULL && fnmatch(o->only, aclcts_diff_scenarios[i].name, 0) != 0) continue;
        matched++;
        run_scenario(&d, &aclcts_diff_scenarios[i]);
    }
    aclcts_reap_all();
    if (d.diffs == 0) aclcts_workdir_remove(d.dir);
    else fprintf(stderr, "aclcts diff: the built-in configurations stay in %s for the reproducers\n", d.dir);
    if (matched == 0) {
        fprintf(stderr, "aclcts diff: no scenario matches '%s'\n", o->only);
        return ACLCTS_EXIT_USAGE;
    }
    fprintf(stderr, "aclcts diff: %zu runs, %zu differences\n", d.runs, d.diffs);
    return d.diffs ? ACLCTS_EXIT_NONCONFORMANT : ACLCTS_EXIT_OK;
}
