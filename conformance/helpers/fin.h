/* Checks of the lifecycle's end: aclFinalize with its deinit trace,
 * aclFinalizeReference with the count it writes, a cycle of both ends, and
 * the state after a deinit that failed. The deinit traces are traces.h's
 * (TR_DEINIT*, trace_deinit). */
#ifndef ACLCTS_HELPERS_FIN_H_
#define ACLCTS_HELPERS_FIN_H_

#include <stdint.h>

#include "aclcts/case.h"

/* aclFinalize returns `code`, and the southbound calls it makes are exactly
 * `deinit` (for a success one of the TR_DEINIT* traces). */
#define fin_expect_finalize_code(t, ...) ACLCTS_HELPER(fin_expect_finalize_code_, t, __VA_ARGS__)
void fin_expect_finalize_code_(aclcts_t *t, const char *rule, aclError code, const char *deinit);
#define fin_expect_finalize(t, rule, deinit) fin_expect_finalize_code(t, rule, ACL_SUCCESS, deinit)

/* aclFinalizeReference(&n) returns `code` and writes `count` into n (which
 * holds 99 before the call, so a count left unwritten shows). */
#define fin_expect_reference(t, ...) ACLCTS_HELPER(fin_expect_reference_, t, __VA_ARGS__)
void fin_expect_reference_(aclcts_t *t, const char *rule, aclError code, uint64_t count);

/* After a deinit that failed the library is still initialised (STATE002):
 * aclInit(NULL) is a repeat init, one aclFinalize ends it, a second one is a
 * repeat finalize. */
#define fin_expect_still_initialised(t, ...) ACLCTS_HELPER(fin_expect_still_initialised_, t, __VA_ARGS__)
void fin_expect_still_initialised_(aclcts_t *t, const char *rule);

/* One cycle: aclInit(config) = 0, then fin_expect_finalize. */
#define fin_expect_cycle(t, ...) ACLCTS_HELPER(fin_expect_cycle_, t, __VA_ARGS__)
void fin_expect_cycle_(aclcts_t *t, const char *rule, const char *config, const char *deinit);

#endif /* ACLCTS_HELPERS_FIN_H_ */
