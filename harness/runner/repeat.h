/* run --repeat N (repeat.c): every selected test N times, one result each. */
#ifndef ACLCTS_REPEAT_H_
#define ACLCTS_REPEAT_H_

#include "run.h"

/* Makes the selection each test times times in a row; 0, -1 out of memory. */
int aclcts_repeat_expand(aclcts_run_ctx *r, unsigned times);
/* After the schedule: one result per test of sel (the selection before
 * expanding), its runs combined; a test whose runs disagree is flaky. */
void aclcts_repeat_collapse(aclcts_run_ctx *r, const aclcts_case *const *sel, size_t nsel, unsigned times);

#endif /* ACLCTS_REPEAT_H_ */
