/* "aclcts merge --out DIR SHARD_DIR...": the shards of one run (aclcts run
 * --shard I/N, one directory each) become the reports of that run, as if it
 * had run unsharded: the tests in the suite's order, the rules of the
 * embedded spec, the four reports and the run's verdict.
 *
 * It refuses (exit 2) what would not be one run: shards of different
 * libraries (sha256), profiles, SoCs or suites (results.json "suite"), of
 * different N, a directory that is not a shard, a shard given twice, a shard
 * missing, or a shard whose test count or names do not fit its place.
 *
 * Shards run in different isolations are one run all the same (a test's
 * result does not depend on it): the merged "isolation" is the shards' own
 * when they agree, else mode "mixed" with each shard's in its reason. */
#define _GNU_SOURCE
#include <errno.h>
#include <getopt.h>
#include <stdio.h>
#include <stdlib.h>
#include <string.h>

#include "commands.h"
#include "options.h"
#include "out_operands.h"
#include "outlock.h"
#include "record.h"
#include "results.h"
#include "sha256.h"
#include "rule_index.h"
#include "status.h"
#include "text.h"

static const char usage_merge[] =
    "usage: aclcts merge [--out DIR] SHARD_DIR... (or SHARD/results.json...)\n"
    "\n"
    "Joins the directories written by 'aclcts run --shard I/N' (every I of one N, once each)\n"
    "into one DIR/results.json, junit.xml, report.html and summary.md, with the tests in the\n"
    "order of an unsharded run. Refuses shards of different libraries (sha256), profiles,\n"
    "SoCs, suites (test selections) or N, and a shard that is missing or given twice.\n"
    "Shards run in different isolations (--isolation) merge: results.json's \"isolation\"\n"
    "is then mode \"mixed\", with each shard's mode and reason in its \"reason\".\n"
    "\n"
    "  --out DIR   report directory (default reports/conformance)\n"
    "\n"
    "Refuses an interrupted shard (its results.json has \"interrupted\"). DIR is locked while\n"
    "it is written, as by 'aclcts run'; each file is written whole or not at all.\n"
    "\n"
    "exit status: 0 the merged run is conformant, 1 it is not (as 'aclcts run'),\n"
    "             2 bad usage, an unreadable or interrupted shard, shards that are not one run,\n"
    "               DIR in use by another aclcts, or a report that could not be written whole.\n";

#define CMD "aclcts merge"

/* Two shards must agree on one field: what, a's and b's value. */
static int same(const aclcts_loaded *a, const aclcts_loaded *b, const char *what, const char *x, const char *y)
{
    if (x && y && strcmp(x, y) == 0) return 0;
    fprintf(stderr, CMD ": %s and %s are not shards of one run: %s '%s' vs '%s'\n", a->file, b->file, what,
            x ? x : "(none)", y ? y : "(none)");
    return -1;
}

static int check_one_run(const aclcts_loaded *s, size_t n)
{
    for (size_t i = 0; i < n; i++)
        if (s[i].run.interrupted) {
            fprintf(stderr, CMD ": %s was interrupted (%s after %zu of %zu tests): run that shard again\n", s[i].file,
                    s[i].run.interrupted, s[i].run.nresults, s[i].run.selected);
            return -1;
        }
    for (size_t i = 0; i < n; i++)
        if (s[i].run.shard_total == 0) {
            fprintf(stderr, CMD ": %s is not a shard (no \"shard\" member: run it with --shard I/N)\n", s[i].file);
            return -1;
        }
    for (size_t i = 1; i < n; i++) {
        char ni[16], n0[16];
        snprintf(ni, sizeof ni, "%u", s[i].run.shard_total);
        snprintf(n0, sizeof n0, "%u", s[0].run.shard_total);
        if (same(&s[0], &s[i], "library sha256", s[0].run.target_sha256, s[i].run.target_sha256) ||
            same(&s[0], &s[i], "profile", s[0].run.profile, s[i].run.profile) ||
            same(&s[0], &s[i], "SoC", s[0].run.soc, s[i].run.soc) ||
            same(&s[0], &s[i], "suite", s[0].run.suite_id, s[i].run.suite_id) ||
            same(&s[0], &s[i], "shard count N", n0, ni))
            return -1;
    }
    return 0;
}

/* Each I of 0..N-1 exactly once; by_index[I] = that shard. */
static int check_coverage(const aclcts_loaded *s, size_t n, const aclcts_loaded **by_index)
{
    unsigned total = s[0].run.shard_total;
    for (size_t i = 0; i < n; i++) {
        unsigned k = s[i].run.shard_index;
        if (by_index[k] != NULL) {
            fprintf(stderr, CMD ": %s and %s are both shard %u/%u\n", by_index[k]->file, s[i].file, k, total);
            return -1;
        }
        by_index[k] = &s[i];
    }
    for (unsigned k = 0; k < total; k++)
        if (by_index[k] == NULL) {
            fprintf(stderr, CMD ": shard %u/%u is missing (%zu of %u shards given)\n", k, total, n, total);
            return -1;
        }
    return 0;
}

/* Shard k holds tests k, k+N, k+2N... of the suite (shard.c): they go back
 * to their places, and the names must then hash to the suite's id. */
static aclcts_result *interleave(const aclcts_loaded **by_index, unsigned total, size_t suite_tests)
{
    for (unsigned k = 0; k < total; k++) {
        size_t want = suite_tests / total + (k < suite_tests % total);
        if (by_index[k]->run.nresults != want) {
            fprintf(stderr, CMD ": %s has %zu tests; shard %u/%u of a suite of %zu has %zu\n", by_index[k]->file,
                    by_index[k]->run.nresults, k, total, suite_tests, want);
            return NULL;
        }
    }
    aclcts_result *all = calloc(suite_tests + 1, sizeof *all);
    for (size_t j = 0; all != NULL && j < suite_tests; j++) all[j] = by_index[j % total]->run.results[j / total];
    return all;
}

static int check_names(const aclcts_result *all, size_t n, const char *suite_id)
{
    size_t len = 1;
    for (size_t j = 0; j < n; j++) len += strlen(all[j].name) + 1;
    char *text = malloc(len), *p = text, hex[65];
    if (text == NULL) return -1;
    for (size_t j = 0; j < n; j++) p += sprintf(p, "%s\n", all[j].name);
    aclcts_sha256_buf(text, (size_t)(p - text), hex);
    free(text);
    if (strcmp(hex, suite_id) == 0) return 0;
    fprintf(stderr, CMD ": the merged test names do not hash to the suite id %s: a shard was edited or mixed\n",
            suite_id);
    return -1;
}

static const char *earliest_date(const aclcts_loaded *s, size_t n)
{
    const char *d = NULL;
    for (size_t i = 0; i < n; i++) /* ISO 8601 UTC sorts as text */
        if (s[i].run.date && (d == NULL || strcmp(s[i].run.date, d) < 0)) d = s[i].run.date;
    return d;
}

static char *command_line(int argc, char **argv)
{
    char *s = aclcts_strdup("aclcts");
    for (int i = 0; i < argc; i++) {
        char *q = aclcts_shell_quote(argv[i]), *t = aclcts_printf("%s %s", s, q);
        free(q);
        free(s);
        s = t;
    }
    return s;
}

static int same_text(const char *a, const char *b) { return a == b || (a != NULL && b != NULL && strcmp(a, b) == 0); }

/* The isolation of the merged run (see the top): *reason is malloc'd or NULL. */
static const char *merged_isolation(const aclcts_loaded **by_index, unsigned total, char **reason)
{
    const aclcts_run *r0 = &by_index[0]->run;
    int modes = 1, reasons = 1;
    for (unsigned k = 1; k < total; k++) {
        modes &= same_text(by_index[k]->run.isolation, r0->isolation);
        reasons &= same_text(by_index[k]->run.isolation_reason, r0->isolation_reason);
    }
    *reason = NULL;
    if (modes && reasons) {
        *reason = r0->isolation_reason ? aclcts_strdup(r0->isolation_reason) : NULL;
        return r0->isolation;
    }
    char *text = aclcts_strdup("");
    for (unsigned k = 0; k < total; k++) {
        const aclcts_run *r = &by_index[k]->run;
        char *why = r->isolation_reason ? aclcts_printf(" (%s)", r->isolation_reason) : aclcts_strdup("");
        char *next = aclcts_printf("%s%sshard %u/%u: %s%s", text, k ? "; " : "", k, total,
                                   r->isolation ? r->isolation : "not recorded", why);
        free(why);
        free(text);
        text = next;
    }
    *reason = text;
    return modes ? r0->isolation : "mixed";
}

/* The merged run is shard 0's (target path, missing symbols...), whatever the
 * order of the arguments, with every shard's tests. */
static int write_merged(const aclcts_loaded *s, size_t n, const aclcts_loaded **by_index, aclcts_result *all,
                        const char *out, char *command)
{
    const aclcts_loaded *first = by_index[0];
    aclcts_run run = first->run;
    char *isolation_reason = NULL;
    run.isolation = merged_isolation(by_index, first->run.shard_total, &isolation_reason);
    run.isolation_reason = isolation_reason;
    run.results = all;
    run.nresults = first->run.suite_tests;
    run.shard_index = run.shard_total = 0;
    run.date = earliest_date(s, n);
    run.command = command;
    for (size_t j = 0; j < run.nresults; j++)
        all[j].reproduce = aclcts_reproduce(run.target_path, run.profile, all[j].name, out);
    if (aclcts_out_lock(CMD, out) != 0) {
        for (size_t j = 0; j < run.nresults; j++) free(all[j].reproduce);
        free(isolation_reason);
        return ACLCTS_EXIT_USAGE;
    }
    aclcts_rule_index_build(&run); /* for the reports and the verdict's words (rule_index.h) */
    int rc = aclcts_write_reports(&run, out) ? ACLCTS_EXIT_USAGE : 0;
    size_t counts[ACLCTS_STATUS_COUNT];
    aclcts_count_statuses(&run, counts);
    char *words = rc ? aclcts_printf("%s (the merged reports were not written whole)",
                                     aclcts_run_has_problem(&run) ? "NOT conformant" : "no verdict")
                     : aclcts_verdict_words(&run);
    aclcts_rule_index_free(&run);
    int verdict =
        aclcts_print_verdict(counts, run.nresults, (const char *const *)run.missing_symbols, run.nmissing, NULL, words);
    free(words);
    for (size_t j = 0; j < run.nresults; j++) free(all[j].reproduce);
    free(isolation_reason);
    return rc ? rc : verdict;
}

static int merge(size_t n, char **dirs, const char *out, char *command)
{
    aclcts_loaded *s = calloc(n, sizeof *s);
    const aclcts_loaded **by_index = NULL;
    aclcts_result *all = NULL;
    int rc = ACLCTS_EXIT_USAGE;
    size_t loaded = 0;
    for (; s != NULL && loaded < n; loaded++)
        if (aclcts_read_results(CMD, dirs[loaded], &s[loaded]) != 0) goto done;
    if (s == NULL || check_one_run(s, n) != 0) goto done;
    if (s[0].run.suite_id == NULL) {
        fprintf(stderr, CMD ": %s has no \"suite\" member (written by an older aclcts?)\n", s[0].file);
        goto done;
    }
    by_index = calloc(s[0].run.shard_total, sizeof *by_index);
    if (by_index == NULL || check_coverage(s, n, by_index) != 0) goto done;
    all = interleave(by_index, s[0].run.shard_total, s[0].run.suite_tests);
    if (all == NULL || check_names(all, s[0].run.suite_tests, s[0].run.suite_id) != 0) goto done;
    rc = write_merged(s, n, by_index, all, out, command);
done:
    for (size_t i = 0; i < loaded; i++) aclcts_loaded_free(&s[i]);
    free(s);
    free(by_index);
    free(all);
    return rc;
}

int aclcts_cmd_merge(int argc, char **argv)
{
    const char *out = ACLCTS_DEFAULT_OUT;
    int parsed = aclcts_parse_out_operands(argc, argv, CMD, usage_merge, &out, NULL);
    if (parsed >= 0) return parsed;
    if (optind >= argc) {
        fprintf(stderr, CMD ": no shard directory given (see 'aclcts merge --help')\n");
        return ACLCTS_EXIT_USAGE;
    }
    char *command = command_line(argc, argv);
    int rc = merge((size_t)(argc - optind), argv + optind, out, command);
    free(command);
    return rc;
}
