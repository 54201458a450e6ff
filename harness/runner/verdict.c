/* The end of a run: the reports (of the tests that finished, after an
 * interrupt), the summary line and the exit status. */
#define _GNU_SOURCE
#include <errno.h>
#include <stdio.h>
#include <stdlib.h>
#include <string.h>

#include "cli.h"
#include "commands.h"
#include "expect.h"
#include "interrupt.h"
#include "lower.h"
#include "outfile.h"
#include "record.h"
#include "results.h"
#include "run.h"
#include "spec_rules.h"
#include "rule_index.h"
#include "status.h"
#include "test_limits.h"
#include "text.h"

/* The tests that finished, in selection order (malloc): after an interrupt,
 * the reports hold those and only those. */
static aclcts_result *finished_results(const aclcts_run_ctx *r, size_t *n)
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
int aclcts_reports_write(aclcts_run_ctx *r)
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
    run.limits = aclcts_limits_note(); /* test_limits_verdict.c */
    run.limits_json = aclcts_limits_json();
    run.expect_notes = aclcts_expect_notes(r->expect);
    aclcts_result *some = NULL;
    if (r->stopped_by) {
        run.interrupted = aclcts_signal_name(r->stopped_by);
        run.selected = r->nsel;
        run.results = some = finished_results(r, &run.nresults);
        if (some == NULL) {
            aclcts_out_error(r->o->out, ENOMEM);
            return 1;
        }
    }
    /* The reports and the verdict's words each look up every rule's tests:
     * one index for all (without it, no memory, they scan every result). */
    aclcts_rule_index_build(&run);
    int failed = aclcts_write_reports(&run, r->o->out);
    r->verdict_words = aclcts_verdict_words(&run);
    aclcts_rule_index_free(&run);
    free(some);
    return failed;
}

#define SKIP_REASONS_SAID 3 /* the commonest skip reasons the console names */
#define SKIP_REASON_MIN 10  /* tests one must account for to be named */

/* The commonest reasons tests were skipped, one line each ("341 tests
 * skipped: the runtime has 1 devices; the case needs 8 (ids 0-7)"): a
 * setting of the target that takes many tests out is said, not found by
 * reading the reports. */
static void say_skip_reasons(const aclcts_run_ctx *r)
{
    const char *said[SKIP_REASONS_SAID] = {NULL};
    for (size_t k = 0; k < SKIP_REASONS_SAID; k++) {
        const char *best = NULL;
        size_t best_n = 0;
        for (size_t i = 0; i < r->nsel; i++) {
            const aclcts_result *a = &r->results[i];
            if (!r->finished[i] || a->status != ACLCTS_SKIP || a->message == NULL) continue;
            int done = 0;
            for (size_t j = 0; j < k; j++) done |= said[j] != NULL && strcmp(said[j], a->message) == 0;
            if (done || (best != NULL && strcmp(best, a->message) == 0)) continue;
            size_t n = 0;
            for (size_t j = i; j < r->nsel; j++)
                n += r->finished[j] && r->results[j].status == ACLCTS_SKIP && r->results[j].message != NULL &&
                     strcmp(r->results[j].message, a->message) == 0;
            if (n > best_n) best = a->message, best_n = n;
        }
        if (best == NULL || best_n < SKIP_REASON_MIN) return;
        said[k] = best;
        fprintf(stderr, "aclcts: %zu tests skipped: %.300s\n", best_n, best);
    }
}

/* The summary line and the exit status: the target's verdict only when the
 * run ended by itself and every output was written whole; an interrupt is
 * 128 + its signal, an output that could not be written exit 2 (the first
 * cause was printed when it happened). */
int aclcts_verdict(aclcts_run_ctx *r, int coverage_failed)
{
    if (r->tty) fprintf(stderr, "\r\033[K");
    aclcts_expect_report_expired(r->expect);
    int sig = r->stopped_by;
    size_t lost = aclcts_out_error_count();
    int bad =
        r->counts[ACLCTS_FAIL] + r->counts[ACLCTS_CRASH] + r->counts[ACLCTS_TIMEOUT] + r->counts[ACLCTS_XPASS] > 0 ||
        r->nmissing > 0;
    const char *word = bad ? "NOT conformant" : "no verdict";
    char *unfinished = sig    ? aclcts_printf("%s (interrupted by %s after %zu of %zu tests)", word,
                                              aclcts_signal_name(sig), r->done, r->nsel)
                       : lost ? aclcts_printf("%s (%zu output file(s) of %s not written whole)", word, lost, r->o->out)
                              : NULL;
    say_skip_reasons(r);
    int rc = aclcts_print_verdict(r->counts, r->done, (const char *const *)r->missing, r->nmissing, r->missing_skips,
                                  unfinished ? unfinished : r->verdict_words);
    free(unfinished);
    if (lost > 0)
        fprintf(stderr, "aclcts: error: the run's outputs in %s are incomplete (see the first error above)\n",
                r->o->out);
    if (sig) return aclcts_interrupt_exit_code();
    return lost > 0 || coverage_failed ? ACLCTS_EXIT_USAGE : rc;
}
