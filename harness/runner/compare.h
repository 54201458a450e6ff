/* "aclcts compare": runs side by side (compare.c builds the table,
 * compare_html.c writes the page). Rules as rows, runs as columns. */
#ifndef ACLCTS_COMPARE_H_
#define ACLCTS_COMPARE_H_

#include <stdio.h>

#include "results.h"

#define ACLCTS_COMPARE_ABSENT "absent" /* the rule is not in that run's results.json */

typedef struct aclcts_cell {
    const char *status;       /* the rule's status in that run, or ACLCTS_COMPARE_ABSENT; "xfail" for a
                                      recorded pass that rests on expected failures, "xpass" for a recorded
                                      fail whose only failing tests are expected failures that now pass */
    const aclcts_result *why; /* the test that decided a status other than pass, or NULL */
    size_t why_index;         /* its index in the run's results */
} aclcts_cell;

/* How a rule changed against the first run. */
typedef enum { CHANGE_SAME = 0, CHANGE_REGRESSION, CHANGE_FIX, CHANGE_OTHER } aclcts_change;

typedef struct aclcts_cmp_row {
    const char *id;
    char family[16];
    const char *level;    /* from the embedded spec, NULL when unknown */
    aclcts_cell *cells;   /* one per run */
    aclcts_change change; /* the worst over the later runs: regression > fix > other */
} aclcts_cmp_row;

/* How one test changed between a run and its base. */
typedef enum { TEST_REGRESSION = 0, TEST_FIX, TEST_CHANGED, TEST_CHANGE_KINDS } aclcts_test_change_kind;

typedef struct aclcts_test_change {
    aclcts_test_change_kind kind;
    size_t run;                  /* the later run (0-based) */
    const aclcts_result *before; /* in its base run */
    const aclcts_result *after;  /* in that run */
} aclcts_test_change;

typedef struct aclcts_compare {
    aclcts_loaded *runs;
    size_t nruns;
    aclcts_cmp_row *rows;
    size_t nrows;
    size_t regressions, fixes; /* (rule, later run) pairs */
    int base_first;            /* --base first: every run against run 1; else each against the one before */
    aclcts_test_change *tests; /* compare_tests.c, in run then base-run order */
    size_t ntests;
    size_t test_counts[TEST_CHANGE_KINDS];
} aclcts_compare;

/* "same", "regression", "fix", "changed" */
const char *aclcts_change_name(aclcts_change c);
/* The run run k (k > 0) is compared with: 0 with --base first, else k - 1. */
size_t aclcts_cmp_base(const aclcts_compare *c, size_t k);
/* 1 when the rule passed in run k's base and not in run k (k > 0), and is
 * not of level HAZARD. An expected failure is not a pass, an expected failure
 * that passes (xpass) is. */
int aclcts_cmp_is_regression(const aclcts_compare *c, const aclcts_cmp_row *row, size_t k);
/* 1 when the rule did not pass in run k's base and passes in run k. */
int aclcts_cmp_is_fix(const aclcts_compare *c, const aclcts_cmp_row *row, size_t k);

/* compare_tests.c: the tests that newly fail, newly pass or fail otherwise
 * (status or message) between each later run and its base; 0, -1 out of memory. */
int aclcts_cmp_tests(aclcts_compare *c);
/* Their sections of compare.md, their array of compare.json, their console lines. */
void aclcts_cmp_tests_md(FILE *f, const aclcts_compare *c);
struct cJSON *aclcts_cmp_tests_json(const aclcts_compare *c);
void aclcts_cmp_tests_print(const aclcts_compare *c);
/* "newly failing", "newly passing", "failing differently" */
const char *aclcts_test_change_name(aclcts_test_change_kind k);

int aclcts_write_compare_html(const aclcts_compare *c, const char *path);

#endif /* ACLCTS_COMPARE_H_ */
