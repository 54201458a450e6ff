/* "aclcts run": the selected cases, each in its own child, N at a time; one
 * record per test as soon as it ends; the reports at the end. The steps are
 * the files of run.h; this one sets the run up and takes it through them. */
#define _GNU_SOURCE
#include <errno.h>
#include <limits.h>
#include <stdio.h>
#include <stdlib.h>
#include <string.h>
#include <time.h>
#include <unistd.h>

#include "aclcts/case.h"
#include "commands.h"
#include "expect.h"
#include "interrupt.h"
#include "memcheck.h"
#include "options.h"
#include "outlock.h"
#include "reap.h"
#include "record.h"
#include "repeat.h"
#include "run.h"
#include "select.h"
#include "sha256.h"
#include "shard.h"
#include "target_coverage.h"
#include "test_limits.h"
#include "text.h"

/* ---- setup ---- */

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

static int by_name(const void *a, const void *b) { return name_cmp(*(const size_t *)a, *(const size_t *)b); }

/* Results are keyed by name: two cases with one name make the report
 * ambiguous. Each such pair is named once, in selection order (the
 * selection sorted by name finds them: a run has thousands of tests). */
static void warn_duplicates(const aclcts_run_ctx *r)
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
                    fprintf(stderr, "aclcts: warning: two tests are named %s.%s (%s:%d and %s:%d)\n", r->sel[i]->suite,
                            r->sel[i]->name, r->sel[i]->file, r->sel[i]->line, r->sel[k]->file, r->sel[k]->line);
    free(order);
}

static void stamp_date(char *buf, size_t cap)
{
    time_t now = time(NULL);
    struct tm tm;
    if (gmtime_r(&now, &tm) == NULL || strftime(buf, cap, "%Y-%m-%dT%H:%M:%SZ", &tm) == 0) buf[0] = '\0';
}

/* The lock on --out (one run per directory), then results.jsonl. */
static int open_outputs(aclcts_run_ctx *r)
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

/* ---- the run ---- */

int aclcts_cmd_run(const aclcts_opts *o)
{
    static aclcts_run_ctx r;
    r.o = o;
    if (check_usage(o) != 0) return ACLCTS_EXIT_USAGE;
    aclcts_limits_warm(); /* test_limits.h: the first move into a cgroup, during the preflight */
    aclcts_reap_init();
    aclcts_interrupt_install();
    if (realpath(o->lib, r.lib) == NULL) {
        fprintf(stderr, "aclcts: the target cannot be loaded: %s: %s\n", o->lib, strerror(errno));
        return ACLCTS_EXIT_USAGE;
    }
    aclcts_sha256_file(r.lib, r.sha);
    if (o->valgrind && (r.valgrind = aclcts_valgrind_find()) == NULL) {
        fprintf(stderr, "aclcts: --valgrind: valgrind is not on PATH\n");
        return ACLCTS_EXIT_USAGE;
    }
    if (o->expect != NULL && (r.expect = aclcts_expect_load(o->expect, r.lib, r.sha, o->target_name)) == NULL)
        return ACLCTS_EXIT_USAGE;
    if (aclcts_target_check(&r) != 0) return ACLCTS_EXIT_USAGE; /* before the selection: it may choose the profile */
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
    /* Before sharding: an entry another shard runs is not idle. */
    if (aclcts_expect_check_scope(r.expect, r.lib, r.sha, o->target_name, r.sel, r.nsel, o->strict_expect) != 0)
        return ACLCTS_EXIT_USAGE;
    r.suite_tests = r.nsel;
    if ((r.nsel = aclcts_shard_apply(r.shard_index, r.shard_total, &r.sel, r.nsel)) == 0) {
        fprintf(stderr, "aclcts: shard %u/%u selects no test (the selection has %zu)\n", r.shard_index, r.shard_total,
                r.suite_tests);
        return ACLCTS_EXIT_USAGE;
    }
    stamp_date(r.date, sizeof r.date);
    warn_duplicates(&r);
    const aclcts_case *const *once = r.sel;
    size_t nonce = r.nsel;
    if (aclcts_repeat_expand(&r, o->repeat) != 0) {
        fprintf(stderr, "aclcts: out of memory\n");
        return ACLCTS_EXIT_USAGE;
    }
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
    aclcts_isolation_choose(&r);
    if (!aclcts_interrupted()) aclcts_isolation_print(&r);
    aclcts_schedule(&r);
    aclcts_limits_end(); /* test_limits_verdict.c: the peaks, the slots' cgroups removed */
    /* A signal after the last test came too late to stop anything: the run is whole. */
    r.stopped_by = r.done < r.nsel ? aclcts_interrupted() : 0;
    aclcts_repeat_collapse(&r, once, nonce, o->repeat);
    if (r.stopped_by && r.tty) fprintf(stderr, "\r\033[K");
    if (r.stopped_by)
        fprintf(stderr,
                "aclcts: %s: the tests still running were stopped; writing the reports of the %zu that "
                "finished (a second signal stops at once)\n",
                aclcts_signal_name(r.stopped_by), r.done);
    aclcts_missing_skips_count(&r);
    aclcts_jsonl_close(&r.jsonl);
    aclcts_reports_write(&r);
    int coverage = r.stopped_by ? 0 : aclcts_tcov_report(o);
    return aclcts_verdict(&r, coverage != 0);
}
