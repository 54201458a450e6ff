/* The OPQ cases' checks. max_opqueue_num belongs to the op-executor library,
 * not to libascendcl: that library registers an ACL_REG_TYPE_ACL_OP_EXECUTOR
 * init callback, which aclInit calls with the raw config when a path is
 * given. The spy exports a stand-in for that callback (lower/opexec, declared
 * in southbound/aclcts_sb_runtime.h); a case registers it as the library
 * would and checks that aclInit hands the config over and returns the
 * callback's code, and what the op executor decided. */
#ifndef ACLCTS_HELPERS_OPQ_H_
#define ACLCTS_HELPERS_OPQ_H_

#include "aclcts/case.h"

#define OPQ_DEFAULT 20000L

/* Registers the op executor's callback, checked fatally (skips without it). */
void opq_register(aclcts_t *t);
/* The op executor's cache limit, how many times its callback ran, and
 * whether it warned. */
long opq_limit(aclcts_t *t);
int opq_calls(aclcts_t *t);
int opq_warned(aclcts_t *t);

/* aclInit of `json` with the op executor registered returns `code`; the op
 * executor was called once and holds `limit` (and `warned`). */
#define opq_expect(t, ...) ACLCTS_HELPER(opq_expect_, t, __VA_ARGS__)
void opq_expect_(aclcts_t *t, const char *rule, const char *json, aclError code, long limit, int warned);

#endif /* ACLCTS_HELPERS_OPQ_H_ */
