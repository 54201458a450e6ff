/* Shared by the PROF cases that look at the profiling layer's decision: the
 * spy answers MsprofInit like msprof (lower/msprof) and records what it
 * decided (southbound/aclcts_sb_runtime.h). */
#ifndef ACLCTS_PROF_COMMON_H_
#define ACLCTS_PROF_COMMON_H_

#include "dev_common.h"

/* msprof's MSPROF_ERROR_CONFIG_INVALID, what MsprofInit returns for a
 * `profiler` it refuses (pkg_inc/profiling/aprof_pub.h). */
#define PC_MSPROF_CONFIG_INVALID 3

/* The profiling model's last decision ("on", "off", "rejected", ...). */
static inline const char *pc_decision(aclcts_t *t)
{
    const char *(*fn)(void) = (const char *(*)(void))aclcts_spy_symbol(t, "aclcts_sb_prof_decision");
    return fn();
}

static inline const char *pc_reason(aclcts_t *t)
{
    const char *(*fn)(void) = (const char *(*)(void))aclcts_spy_symbol(t, "aclcts_sb_prof_reason");
    return fn();
}

static inline int pc_running(aclcts_t *t)
{
    int (*fn)(void) = (int (*)(void))aclcts_spy_symbol(t, "aclcts_sb_prof_running");
    return fn();
}

/* The host the profiling model answers for: "device" (default) or "general". */
static inline const char *pc_world(aclcts_t *t)
{
    const char *(*fn)(void) = (const char *(*)(void))aclcts_spy_symbol(t, "aclcts_sb_prof_world");
    return fn();
}

/* Makes the profiling model answer as on a general server (PROF010): no
 * driver installed. The choice lasts for the test's process. */
static inline void pc_general_server(aclcts_t *t)
{
    int (*fn)(const char *) = (int (*)(const char *))aclcts_spy_symbol(t, "aclcts_sb_prof_set_world");
    CHECK_INT_FOR(t, "PROF010", fn("general"), 0);
}

/* aclInit of {"profiler":<profiler>} returns `code`; msprof decided
 * `decision`; when `reason` is not NULL it is msprof's reason. */
#define pc_expect(t, ...) ACLCTS_HELPER(pc_expect_, t, __VA_ARGS__)
static inline void pc_expect_(aclcts_t *t, const char *rule, const char *profiler, aclError code, const char *decision,
                             const char *reason)
{
    const char *json = kc_fmt("{\"profiler\":%s}", profiler);
    const char *path = kc_config(t, json);
    CHECK_CODE_FOR(t, rule, t->acl->aclInit(path), code);
    CHECK_STR_FOR(t, rule, pc_decision(t), decision);
    if (reason != NULL)
        CHECK_STR_FOR(t, rule, pc_reason(t), reason);
    CHECK_INT_FOR(t, rule, pc_running(t), strcmp(decision, "on") == 0);
}

#endif /* ACLCTS_PROF_COMMON_H_ */
