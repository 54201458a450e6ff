/* Coverage of the target (target_coverage.c, --target-coverage). */
#ifndef ACLCTS_TARGET_COVERAGE_H_
#define ACLCTS_TARGET_COVERAGE_H_

#include "aclcts/case.h"
#include "options.h"

#ifdef __cplusplus
extern "C" {
#endif

/* Checks OBJDIR, gcovr and the helper; creates DIR/target-coverage/counters.
 * Returns 0 (also when the mode is off), or -1 after printing why. */
int aclcts_tcov_prepare(const aclcts_opts *o);
/* Runner side, before each test: the test's family gets its own counters. */
void aclcts_tcov_before_test(const aclcts_case *c);
/* The variable that tells each child the mode is on. */
#define ACLCTS_TCOV_MODE_ENV "ACLCTS_TARGET_COVERAGE"
/* Child side, at its end (target_coverage_child.c): makes the target's gcov
 * runtime write its counters; may end the process with exit(code). */
void aclcts_tcov_child_end(void *target, int code);
/* After the run: gcovr's reports and the per-family table. 0 or -1. */
int aclcts_tcov_report(const aclcts_opts *o);

#ifdef __cplusplus
}
#endif

#endif /* ACLCTS_TARGET_COVERAGE_H_ */
