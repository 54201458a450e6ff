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

/* A case whose configuration turns the profiler on and expects msprof to
 * take it (a device host's answer): skipped, naming the world, over a
 * libmsprof beneath that runs as on a general server, whose whitelist
 * refuses every such `profiler` (PROF010). Nothing without one: the spy's
 * model answers as a device host unless the case chose otherwise. */
void prof_need_device_host(aclcts_t *t);

/* Makes the profiling model answer as on a general server (PROF010): no
 * driver installed. The choice lasts for the test's process. With a
 * libmsprof beneath, skips unless it runs as on a general server. */
void prof_use_general_server(aclcts_t *t);

/* aclInit of {"profiler":<profiler>} returns `code`; msprof decided
 * `decision`; when `reason` is not NULL it is msprof's reason. */
#define prof_expect(t, ...) ACLCTS_HELPER(prof_expect_, t, __VA_ARGS__)
void prof_expect_(aclcts_t *t, const char *rule, const char *profiler, aclError code, const char *decision,
                  const char *reason);

#endif /* ACLCTS_HELPERS_PROF_H_ */
