/* The PROF cases' checks of the profiling layer's decision: the spy answers
 * MsprofInit like msprof (lower/msprof) and records what it decided
 * (southbound/aclcts_sb_runtime.h); a real libmsprof beneath the spy (aclcts
 * run --lower) has its answers recorded, its decision not readable. */
#ifndef ACLCTS_HELPERS_PROF_H_
#define ACLCTS_HELPERS_PROF_H_

#include "aclcts/case.h"

/* msprof's MSPROF_ERROR_CONFIG_INVALID, what MsprofInit returns for a
 * `profiler` it refuses (pkg_inc/profiling/aprof_pub.h). */
#define PROF_MSPROF_CONFIG_INVALID 3
/* msprof's MSPROF_ERROR: what it returns when the general server's whitelist
 * refuses a `profiler` that passed every other check (PROF010), the model's
 * reason PROF_WHITELIST_REASON. */
#define PROF_MSPROF_ERROR 5
#define PROF_WHITELIST_REASON "EK0005 ai-core"

/* The profiling model's last decision ("on", "off", "rejected", ...), and its
 * reason; skips with a libmsprof beneath. */
const char *prof_decision(aclcts_t *t);
const char *prof_reason(aclcts_t *t);
/* Whether the model's profiling runs; skips with a libmsprof beneath. */
int prof_running(aclcts_t *t);
/* The host the profiling model answers for: "device" (default) or "general". */
const char *prof_world(aclcts_t *t);

/* Every case whose outcome depends on msprof's world says which world it is
 * about, once, before its first aclInit; the choice lasts for the test's
 * process. Over a libmsprof beneath (aclcts run --lower), whose world is the
 * host's (a device host when libascend_hal.so loads, else a general server),
 * a case about the other world is skipped naming both; without one the
 * spy's model is made to answer for the case's world, so both forms of a
 * world-dependent case run in a plain run, whatever ACLCTS_SB_MSPROF_WORLD
 * says.
 *
 * A device host (PROF009): e.g. a configuration that turns the profiler on
 * and wants msprof's yes, which a general server's whitelist refuses
 * (PROF010, PROF011). */
void prof_need_device_host(aclcts_t *t);
/* A general server (PROF010): no driver installed. */
void prof_use_general_server(aclcts_t *t);
/* The world ACLCTS_SB_MSPROF_WORLD names, read by the model at each
 * MsprofInit (the variable's own cases). */
void prof_use_world_of_environment(aclcts_t *t);

/* aclInit of {"profiler":<profiler>} returns `code`; msprof decided
 * `decision`; when `reason` is not NULL it is msprof's reason. A case that
 * chose no world is about a device host (prof_need_device_host). */
#define prof_expect(t, ...) ACLCTS_HELPER(prof_expect_, t, __VA_ARGS__)
void prof_expect_(aclcts_t *t, const char *rule, const char *profiler, aclError code, const char *decision,
                  const char *reason);

#endif /* ACLCTS_HELPERS_PROF_H_ */
