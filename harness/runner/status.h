/* Status arithmetic (status.c): the statuses of tests, which of them make a
 * run non-conformant, a run's counts and verdict, and a rule's status as its
 * tests decide it. */
#ifndef ACLCTS_STATUS_H_
#define ACLCTS_STATUS_H_

#include <stddef.h>

#include "results.h"

#ifdef __cplusplus
extern "C" {
#endif

/* "pass", "fail", "crash", "timeout", "skip", "xfail", "xpass", "hazard" */
const char *aclcts_status_name(aclcts_status s);

/* fail, crash, timeout and xpass: the statuses that make a run non-conformant
 * (hazard never does, skip and xfail never do). */
int aclcts_status_is_problem(aclcts_status s);

/* counts[s] = number of results with status s. */
void aclcts_count_statuses(const aclcts_run *run, size_t counts[ACLCTS_STATUS_COUNT]);

/* 1 when a result has a problem status or the profile's API is incomplete. */
int aclcts_run_has_problem(const aclcts_run *run);
/* 1 when the run ended by itself and has no problem. */
int aclcts_run_conformant(const aclcts_run *run);

/* 1 when result r lists rule id among its rules. */
int aclcts_result_cites(const aclcts_result *r, const char *id);

/* The rule of the run with that id, or NULL. */
const aclcts_rule *aclcts_run_find_rule(const aclcts_run *run, const char *id);

/* Rule status derived from the tests: "pass" | "fail" | "skip" | "untested" |
 * "not_applicable" (the rule is not part of the run's profile) |
 * "not_observable" (every test of it needed the lower layers, which the build
 * does not call). */
#define ACLCTS_RULE_STATUS_COUNT 6
extern const char *const aclcts_rule_statuses[ACLCTS_RULE_STATUS_COUNT];
const char *aclcts_rule_status(const aclcts_run *run, const aclcts_rule *rule);
/* 1 when a skipped test could not observe what it checks: the target does
 * not call the lower layers (the case's message says so). */
int aclcts_result_not_observable(const aclcts_result *r);
/* The verdict as the console line, summary.md and report.html say it:
 * "conformant", "NOT conformant", "no tests ran", and when rules were not
 * observable "conformant on 221 of 297 rules; 76 rules not observable on this
 * build (it does not call the lower layers)" (malloc'd; NULL: no memory). */
char *aclcts_verdict_words(const aclcts_run *run);

#ifdef __cplusplus
}
#endif

#endif /* ACLCTS_STATUS_H_ */
