/* summary.md: the run in a few lines of Markdown, for a CI job summary or a
 * pull-request comment: verdict, counts, failing tests (name, status, first
 * line of the message, rules), hazards, and rule statuses per family.
 * Target-supplied text goes through aclcts_put_md (first line only, Markdown
 * and HTML punctuation neutralised). */
#define _GNU_SOURCE
#include <stdlib.h>
#include <string.h>

#include "escape.h"
#include "outfile.h"
#include "report_triage.h"
#include "results.h"
#include "spec_rules.h"
#include "status.h"

static void put_verdict(FILE *f, const aclcts_run *run, const size_t *counts)
{
    char *words = aclcts_verdict_words(run);
    fprintf(f, "# aclcts: %s\n\n",
            words != NULL                ? words
            : aclcts_run_conformant(run) ? "conformant"
                                         : "NOT conformant");
    free(words);
    if (run->interrupted) {
        fputs("> **Interrupted by ", f);
        aclcts_put_md(f, run->interrupted);
        fprintf(f,
                " after %zu of %zu tests**: the others did not run; the counts below are the tests that "
                "finished.\n\n",
                run->nresults, run->selected);
    }
    fprintf(f, "**%zu of %zu tests passed**", counts[ACLCTS_PASS], run->nresults);
    if (counts[ACLCTS_XFAIL]) fprintf(f, "; %zu failed as expected", counts[ACLCTS_XFAIL]);
    fputs(". Target: ", f);
    aclcts_put_md(f, run->target_path);
    fputs(" (sha256 ", f);
    aclcts_put_md(f, run->target_sha256);
    fputs("), profile ", f);
    aclcts_put_md(f, run->profile);
    if (run->profile_source && strcmp(run->profile_source, "detected") == 0)
        fputs(" (detected from the southbound the target imports)", f);
    if (run->soc && *run->soc) {
        fputs(", SoC ", f);
        aclcts_put_md(f, run->soc);
    }
    fputs(".\n", f);
    if (run->lower) {
        fputs("\nBeneath the spy (`--lower`): ", f);
        aclcts_put_md(f, run->lower);
        fputs(".\n", f);
    }
    if (run->expect_notes) { /* the expectations that do not apply: never silently */
        fputs("\n**Expectations not applied**:", f);
        for (const char *line = run->expect_notes; line != NULL && *line;) {
            const char *nl = strchr(line, '\n');
            char *one = strndup(line, nl ? (size_t)(nl - line) : strlen(line));
            fputs("\n- ", f);
            aclcts_put_md(f, one ? one : "");
            free(one);
            line = nl ? nl + 1 : NULL;
        }
        fputs("\n", f);
    }
    if (run->limits) { /* test_limits_verdict.c */
        fputs("\nLimits per test: ", f);
        aclcts_put_md(f, run->limits);
        fputs("\n", f);
    }
    if (run->nmissing > 0) {
        fprintf(f, "\n**The target does not export %zu function(s) of the profile's API**: ", run->nmissing);
        for (size_t i = 0; i < run->nmissing; i++) {
            fputs(i ? ", " : "", f);
            aclcts_put_md(f, run->missing_symbols[i]);
            if (run->missing_skips) fprintf(f, " (%zu tests skipped)", run->missing_skips[i]);
        }
        fputs(".\n", f);
    }
}

static void put_counts(FILE *f, const aclcts_run *run, const size_t *counts)
{
    fputs("\n| total |", f);
    for (int s = 0; s < ACLCTS_STATUS_COUNT; s++) fprintf(f, " %s |", aclcts_status_name((aclcts_status)s));
    fputs("\n|---:|", f);
    for (int s = 0; s < ACLCTS_STATUS_COUNT; s++) fputs("---:|", f);
    fprintf(f, "\n| %zu |", run->nresults);
    for (int s = 0; s < ACLCTS_STATUS_COUNT; s++) fprintf(f, " %zu |", counts[s]);
    fputc('\n', f);
}

static void put_result_row(FILE *f, const aclcts_result *r)
{
    fputs("| ", f);
    aclcts_put_md(f, r->name);
    fprintf(f, " | %s | ", aclcts_status_name(r->status));
    aclcts_put_md(f, r->message);
    fputs(" | ", f);
    for (size_t i = 0; i < r->nrules; i++) {
        fputs(i ? " " : "", f);
        aclcts_put_md(f, r->rules[i]);
    }
    fputs(" |\n", f);
}

#define MD_MESSAGE_CAP 4000 /* of a failing test's message (the target's output included) in summary.md */
/* summary.md goes where a CI job summary is capped (1 MiB on GitHub): past
 * this size the details stop and say where the rest is. */
#define MD_DETAILS_BUDGET (512L << 10)

/* Each failing test: the statement of every rule it checks, and its whole
 * message (the target's output, a crash's, a memcheck stack) as results.json has it. */
static void put_details(FILE *f, const aclcts_run *run)
{
    fputs("\n## Failing tests in detail\n", f);
    size_t left = 0;
    for (size_t i = 0; i < run->nresults; i++) {
        const aclcts_result *r = &run->results[i];
        if (!aclcts_status_is_problem(r->status)) continue;
        long at = ftell(f);
        if (left > 0 || (at >= 0 && at > MD_DETAILS_BUDGET)) {
            left++;
            continue;
        }
        fputs("\n### ", f);
        aclcts_put_md(f, r->name);
        fprintf(f, " (%s)\n\n", aclcts_status_name(r->status));
        for (size_t k = 0; k < r->nrules; k++) {
            const aclcts_rule *rule = aclcts_run_find_rule(run, r->rules[k]);
            fputs("- **", f);
            aclcts_put_md(f, r->rules[k]);
            fputs("**", f);
            if (rule != NULL && rule->statement != NULL) {
                fprintf(f, " (%s): ", rule->level ? rule->level : "?");
                aclcts_put_md(f, rule->statement);
            }
            fputc('\n', f);
        }
        fputc('\n', f);
        aclcts_put_md_block(f, r->message, MD_MESSAGE_CAP);
    }
    if (left > 0)
        fprintf(f,
                "\nThe details of %zu more failing test%s are in report.html and results.json (this file stays "
                "small enough for a CI job summary).\n",
                left, left == 1 ? "" : "s");
}

static void put_results(FILE *f, const aclcts_run *run, int hazards, size_t n)
{
    if (n == 0) return;
    if (hazards) fprintf(f, "\n## Hazards (%zu): reported, never fail a run\n\n", n);
    else fprintf(f, "\n## Failing tests (%zu)\n\n", n);
    fputs("| test | status | message | rules |\n|---|---|---|---|\n", f);
    for (size_t i = 0; i < run->nresults; i++) {
        const aclcts_result *r = &run->results[i];
        if (hazards ? r->status == ACLCTS_HAZARD : aclcts_status_is_problem(r->status)) put_result_row(f, r);
    }
}

enum { RS_PASS, RS_FAIL, RS_SKIP, RS_UNTESTED, RS_NA, RS_NOBS, RS_COUNT }; /* the order of aclcts_rule_statuses */

static int rule_status_index(const char *st)
{
    for (int i = 0; i < RS_COUNT; i++)
        if (strcmp(st, aclcts_rule_statuses[i]) == 0) return i;
    return RS_UNTESTED;
}

static void put_families(FILE *f, const aclcts_run *run)
{
    size_t n[ACLCTS_FAMILY_MAX + 1][RS_COUNT] = {{0}};
    for (size_t i = 0; i < run->nrules; i++) {
        char fam[16];
        aclcts_family_of(run->rules[i].id, fam, sizeof fam);
        n[aclcts_family_index(fam)][rule_status_index(aclcts_rule_status(run, &run->rules[i]))]++;
    }
    if (run->nrules == 0) return;
    fputs("\n## Rules by family\n\n| family | rules | pass | fail | skip | untested | not applicable to this profile "
          "| not observable on this build |\n|---|---:|---:|---:|---:|---:|---:|---:|\n",
          f);
    for (size_t fam = 0; fam <= aclcts_family_count(); fam++) {
        size_t *c = n[fam];
        size_t total = c[RS_PASS] + c[RS_FAIL] + c[RS_SKIP] + c[RS_UNTESTED] + c[RS_NA] + c[RS_NOBS];
        if (total == 0) continue;
        fprintf(f, "| %s | %zu | %zu | %zu | %zu | %zu | %zu | %zu |\n", aclcts_family_name(fam), total, c[RS_PASS],
                c[RS_FAIL], c[RS_SKIP], c[RS_UNTESTED], c[RS_NA], c[RS_NOBS]);
    }
    fputs("\n*skip*: tests ran, none decided the rule (a function the target lacks, a fault it cannot be given); "
          "*not applicable to this profile*: no test of the run's profile cites it; *not observable on this build*: "
          "every test of it needed the lower layers, which the target does not call.\n",
          f);
}

static void put_summary(FILE *f, const aclcts_run *run)
{
    size_t counts[ACLCTS_STATUS_COUNT];
    aclcts_count_statuses(run, counts);
    put_verdict(f, run, counts);
    put_counts(f, run, counts);
    aclcts_triage_md(f, run);
    put_results(f, run, 0, counts[ACLCTS_FAIL] + counts[ACLCTS_CRASH] + counts[ACLCTS_TIMEOUT] + counts[ACLCTS_XPASS]);
    put_results(f, run, 1, counts[ACLCTS_HAZARD]);
    put_families(f, run);
    if (counts[ACLCTS_FAIL] + counts[ACLCTS_CRASH] + counts[ACLCTS_TIMEOUT] + counts[ACLCTS_XPASS] > 0)
        put_details(f, run);
    fputs("\nDetails: report.html; machine-readable: results.json, junit.xml.\n", f);
}

int aclcts_write_summary_md(const aclcts_run *run, const char *path)
{
    aclcts_out out;
    if (aclcts_out_open(&out, path) != 0) return -1;
    put_summary(out.f, run);
    return aclcts_out_commit(&out);
}
