/* Failing tests grouped by cause (report_triage.c), for summary.md and
 * report.html. */
#ifndef ACLCTS_REPORT_TRIAGE_H_
#define ACLCTS_REPORT_TRIAGE_H_

#include <stddef.h>
#include <stdio.h>

#include "results.h"

#define ACLCTS_TRIAGE_ROWS 25 /* causes listed at once; report.html folds the rest, summary.md names their count */

typedef struct aclcts_cause {
    char *cause;  /* "aclInit: expected ACL_ERROR_INVALID_FILE (100003)", "crash: killed by SIGSEGV", ... */
    size_t count; /* failing tests with that cause */
    size_t first; /* index in run->results of the first of them */
} aclcts_cause;

/* The cause of one failing test (malloc). */
char *aclcts_triage_cause(const aclcts_result *r);
/* The causes of the run's failing tests (fail, crash, timeout, xpass), the
 * largest group first, ties in the order of their first test (malloc). */
aclcts_cause *aclcts_triage(const aclcts_run *run, size_t *n);
void aclcts_triage_free(aclcts_cause *v, size_t n);
/* The section of summary.md / report.html; nothing when nothing failed. */
void aclcts_triage_md(FILE *f, const aclcts_run *run);
void aclcts_triage_html(FILE *f, const aclcts_run *run);

#endif /* ACLCTS_REPORT_TRIAGE_H_ */
