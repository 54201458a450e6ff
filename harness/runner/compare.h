/* "aclcts compare": runs side by side (compare.c builds the table,
 * compare_html.c writes the page). Rules as rows, runs as columns. */
#ifndef ACLCTS_COMPARE_H_
#define ACLCTS_COMPARE_H_

#include <stdio.h>

#include "results.h"

#define ACLCTS_COMPARE_ABSENT "absent" /* the rule is not in that run's results.json */

typedef struct aclcts_cell {
    const char *status;            /* the rule's status in that run, or ACLCTS_COMPARE_ABSENT */
    const aclcts_result *why;      /* the test that decided a status other than pass, or NULL */
    size_t why_index;              /* its index in the run's results */
} aclcts_cell;

/* How a rule changed against the first run. */
typedef enum { CHANGE_SAME = 0, CHANGE_REGRESSION, CHANGE_FIX, CHANGE_OTHER } aclcts_change;

typedef struct aclcts_cmp_row {
    const char *id;
    char family[16];
    const char *level;             /* from the embedded spec, NULL when unknown */
    aclcts_cell *cells;            /* one per run */
    aclcts_change change;          /* the worst over the later runs: regression > fix > other */
} aclcts_cmp_row;

typedef struct aclcts_compare {
    aclcts_loaded *runs;
    size_t nruns;
    aclcts_cmp_row *rows;
    size_t nrows;
    size_t regressions, fixes;     /* (rule, later run) pairs */
} aclcts_compare;

/* "same", "regression", "fix", "changed" */
const char *aclcts_change_name(aclcts_change c);
/* 1 when the rule passed in the first run and not in run k (k > 0), and is
 * not of level HAZARD. */
int aclcts_cmp_is_regression(const aclcts_cmp_row *row, size_t k);
/* 1 when the rule did not pass in the first run and passes in run k. */
int aclcts_cmp_is_fix(const aclcts_cmp_row *row, size_t k);

int aclcts_write_compare_html(const aclcts_compare *c, const char *path);

#endif /* ACLCTS_COMPARE_H_ */
