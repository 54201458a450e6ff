#define _GNU_SOURCE /* asprintf */
/* Status arithmetic: the name of a test's status, which statuses are
 * problems, a run's counts and verdict, a rule's status from its tests. The
 * contracts are in status.h. */
#define _POSIX_C_SOURCE 200809L

#include "status.h"

#include "aclcts/case.h" /* ACLCTS_NO_LOWER_LAYERS */
#include "results.h"
#include "rule_index.h"

#include <stdio.h>
#include <stdlib.h>
#include <string.h>

/* ---- statuses ---- */

static const char *const status_names[ACLCTS_STATUS_COUNT] = {
    "pass", "fail", "crash", "timeout", "skip", "xfail", "xpass", "hazard",
};

const char *aclcts_status_name(aclcts_status s)
{
    if ((unsigned)s >= ACLCTS_STATUS_COUNT) return "unknown";
    return status_names[s];
}

int aclcts_status_is_problem(aclcts_status s)
{
    return s == ACLCTS_FAIL || s == ACLCTS_CRASH || s == ACLCTS_TIMEOUT || s == ACLCTS_XPASS;
}

void aclcts_count_statuses(const aclcts_run *run, size_t counts[ACLCTS_STATUS_COUNT])
{
    memset(counts, 0, ACLCTS_STATUS_COUNT * sizeof counts[0]);
    for (size_t i = 0; i < run->nresults; i++)
        if ((unsigned)run->results[i].status < ACLCTS_STATUS_COUNT) counts[run->results[i].status]++;
}

int aclcts_run_has_problem(const aclcts_run *run)
{
    if (run->nmissing > 0) return 1; /* the profile's API is incomplete */
    for (size_t i = 0; i < run->nresults; i++)
        if (aclcts_status_is_problem(run->results[i].status)) return 1;
    return 0;
}

int aclcts_run_conformant(const aclcts_run *run)
{
    /* An interrupted run is never conformant: the tests that did not run decide nothing. */
    return !run->interrupted && !aclcts_run_has_problem(run);
}

/* " (N expected failures in M rules)" when a conformant verdict rests on
 * expected failures (--expect), else "" (malloc): the verdict says how much
 * of it the expectations carry. */
static char *expected_failures(const aclcts_run *run)
{
    size_t xfail = 0, rules = 0;
    for (size_t i = 0; i < run->nresults; i++) xfail += run->results[i].status == ACLCTS_XFAIL;
    if (xfail == 0 || !aclcts_run_conformant(run)) return strdup("");
    for (size_t k = 0; k < run->nrules; k++) {
        size_t cursor = 0, i;
        while ((i = aclcts_rule_next_test(run, &run->rules[k], &cursor)) != ACLCTS_NO_TEST)
            if (run->results[i].status == ACLCTS_XFAIL) {
                rules++;
                break;
            }
    }
    char *text = NULL;
    return asprintf(&text, " (%zu expected failure%s in %zu rule%s)", xfail, xfail == 1 ? "" : "s", rules,
                    rules == 1 ? "" : "s") < 0
               ? strdup("")
               : text;
}

char *aclcts_verdict_words(const aclcts_run *run)
{
    char *text = NULL;
    if (run->interrupted) /* the banner of each report says by what and after how many tests */
        return asprintf(&text, "%s",
                        aclcts_run_has_problem(run) ? "NOT conformant (interrupted)" : "interrupted, no verdict") < 0
                   ? NULL
                   : text;
    const char *word = run->nresults == 0           ? "no tests ran"
                       : aclcts_run_conformant(run) ? "conformant"
                                                    : "NOT conformant";
    size_t applicable = 0, unobservable = 0;
    for (size_t i = 0; i < run->nrules; i++) {
        const char *st = aclcts_rule_status(run, &run->rules[i]);
        applicable += strcmp(st, "not_applicable") != 0;
        unobservable += strcmp(st, "not_observable") == 0;
    }
    char *expected = expected_failures(run);
    int n;
    if (unobservable == 0 || run->nresults == 0) n = asprintf(&text, "%s%s", word, expected);
    else if (aclcts_run_conformant(run))
        n = asprintf(&text, "%s on %zu of %zu rules%s; %zu rule%s not observable on this build (%s)", word,
                     applicable - unobservable, applicable, expected, unobservable, unobservable == 1 ? "" : "s",
                     ACLCTS_NO_LOWER_LAYERS_WHY);
    else
        n = asprintf(&text, "%s; %zu of %zu rules not observable on this build (%s)", word, unobservable, applicable,
                     ACLCTS_NO_LOWER_LAYERS_WHY);
    free(expected);
    return n < 0 ? NULL : text;
}

int aclcts_result_cites(const aclcts_result *r, const char *id)
{
    for (size_t i = 0; i < r->nrules; i++)
        if (r->rules[i] && strcmp(r->rules[i], id) == 0) return 1;
    return 0;
}

const aclcts_rule *aclcts_run_find_rule(const aclcts_run *run, const char *id)
{
    for (size_t i = 0; i < run->nrules; i++)
        if (strcmp(run->rules[i].id, id) == 0) return &run->rules[i];
    return NULL;
}

/* A rule fails when any of its tests has a problem status; passes when one
 * passed (or failed as expected); a hazard or a skip alone leaves it "skip"
 * (tests ran, none decided it); with no test at all it is "untested", or
 * "not_applicable" when the rule does not apply to the run's profile. */
const char *const aclcts_rule_statuses[ACLCTS_RULE_STATUS_COUNT] = {"pass",     "fail",           "skip",
                                                                    "untested", "not_applicable", "not_observable"};

int aclcts_result_not_observable(const aclcts_result *r)
{
    return r->status == ACLCTS_SKIP && r->message != NULL && strstr(r->message, ACLCTS_NO_LOWER_LAYERS) != NULL;
}

const char *aclcts_rule_status(const aclcts_run *run, const aclcts_rule *rule)
{
    size_t tests = 0, passed = 0, unobservable = 0;
    for (size_t k = 0, i; (i = aclcts_rule_next_test(run, rule, &k)) != ACLCTS_NO_TEST;) {
        const aclcts_result *r = &run->results[i];
        tests++;
        if (aclcts_status_is_problem(r->status)) return "fail";
        if (r->status == ACLCTS_PASS || r->status == ACLCTS_XFAIL) passed++;
        unobservable += aclcts_result_not_observable(r);
    }
    if (passed > 0) return "pass";
    if (unobservable > 0 && unobservable == tests)
        return "not_observable"; /* every test of it needed the lower layers the build never calls */
    if (tests > 0) return "skip";
    return rule->profiles != 0 && run->profile_bit != 0 && !(rule->profiles & run->profile_bit) ? "not_applicable"
                                                                                                : "untested";
}
