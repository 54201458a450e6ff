/* The PROF cases' checks (prof.h). */
#include "prof.h"

#include <dlfcn.h>
#include <string.h>

#include "configs.h"
#include "text.h"

/* A real libmsprof beneath the spy (aclcts run --lower). */
static int prof_beneath(aclcts_t *t) { return aclcts_lower_of(t, "MsprofInit") != NULL; }

/* The world of a libmsprof beneath: a device host when the driver library
 * loads, as msprof itself finds it (libascend_hal.so on the loader's path),
 * else a general server (msprof answers per world, PROF009/PROF010). */
static const char *prof_world_beneath(void)
{
    return dlopen("libascend_hal.so", RTLD_LAZY) != NULL ? "device" : "general"; /* msprof loads it anyway */
}

/* Skips a case about msprof on a host of `world` when the libmsprof beneath
 * runs as on the other. */
static void prof_need_world_beneath(aclcts_t *t, const char *world)
{
    const char *beneath = prof_world_beneath();
    if (strcmp(world, beneath) != 0)
        SKIP(t, "the case is about msprof on a %s host; the libmsprof beneath runs as on a %s one (%s)", world, beneath,
             strcmp(beneath, "device") == 0 ? "libascend_hal.so loads" : "no libascend_hal.so loads");
}

/* What the last MsprofInit answered (the spy's trace), -1 when none was made. */
static long prof_last_init_answer(aclcts_t *t)
{
    const aclcts_spy *spy = t->spy;
    for (size_t i = aclcts_mark(t); spy != NULL && i-- > 0;) {
        const aclcts_sb_call *c = spy->call_at(i);
        if (c != NULL && strcmp(c->fn, "MsprofInit") == 0) return c->ret;
    }
    return -1;
}

const char *prof_decision(aclcts_t *t)
{
    aclcts_model_only(t, "MsprofInit", "its decision is not readable (its answers are, see prof_expect)");
    const char *(*fn)(void) = ACLCTS_SPY(t, prof_decision);
    return fn();
}

const char *prof_reason(aclcts_t *t)
{
    const char *(*fn)(void) = ACLCTS_SPY(t, prof_reason);
    return fn();
}

int prof_running(aclcts_t *t)
{
    aclcts_model_only(t, "MsprofInit", "whether profiling runs is not readable");
    int (*fn)(void) = ACLCTS_SPY(t, prof_running);
    return fn();
}

const char *prof_world(aclcts_t *t)
{
    const char *(*fn)(void) = ACLCTS_SPY(t, prof_world);
    return fn();
}

/* Whether the case chose the world it is about (prof_expect's default: a
 * device host). One test, one process: nothing carries over. */
static int g_world_chosen;

/* The case is about msprof on a host of `world`: a real libmsprof (beneath
 * the spy, or the host's without it) that runs as on the other is skipped
 * naming both; the model is made to answer for `world` (NULL: for the one
 * ACLCTS_SB_MSPROF_WORLD names); a target that calls no lower layer meets
 * no msprof, so there is no world to choose. */
static void prof_use_world(aclcts_t *t, const char *rule, const char *world)
{
    g_world_chosen = 1;
    if (t->spy == NULL || prof_beneath(t)) {
        prof_need_world_beneath(t, world != NULL ? world : prof_world(t));
        return;
    }
    if (!t->trace) return;
    int (*fn)(const char *) = ACLCTS_SPY(t, prof_set_world);
    CHECK_INT_FOR(t, rule, fn(world), 0);
}

void prof_need_device_host(aclcts_t *t) { prof_use_world(t, "PROF009", "device"); }

void prof_use_general_server(aclcts_t *t) { prof_use_world(t, "PROF010", "general"); }

void prof_use_world_of_environment(aclcts_t *t) { prof_use_world(t, "PROF010", NULL); }

void prof_expect_(aclcts_t *t, const char *rule, const char *profiler, aclError code, const char *decision,
                  const char *reason)
{
    const char *json = text_fmt("{\"profiler\":%s}", profiler);
    if (!g_world_chosen) prof_need_device_host(t); /* the tables of PROF004-PROF009 are a device host's */
    const char *path = config_write(t, json);
    CHECK_CODE_FOR(t, rule, t->acl->aclInit(path), code);
    if (prof_beneath(t)) {
        /* The library's answer is what a decision shows: a refusal is MSPROF_ERROR_CONFIG_INVALID, the general
         * server's whitelist's MSPROF_ERROR, every other decision 0 (the reason and whether profiling runs are
         * not readable there). */
        long answer = prof_last_init_answer(t);
        int whitelist = reason != NULL && strcmp(reason, PROF_WHITELIST_REASON) == 0;
        long want = strcmp(decision, "rejected") != 0 ? 0 : whitelist ? PROF_MSPROF_ERROR : PROF_MSPROF_CONFIG_INVALID;
        CHECK_TRUE_FOR(t, rule, answer == want,
                       "msprof beneath answered MsprofInit %ld where the decision is \"%s\"%s%s", answer, decision,
                       reason ? ", " : "", reason ? reason : "");
        return;
    }
    CHECK_STR_FOR(t, rule, prof_decision(t), decision);
    if (reason != NULL) CHECK_STR_FOR(t, rule, prof_reason(t), reason);
    CHECK_INT_FOR(t, rule, prof_running(t), strcmp(decision, "on") == 0);
}
