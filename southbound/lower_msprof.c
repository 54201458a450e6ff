/* The profiling layer (Msprof*). MsprofInit's data is shown in the trace as a
 * JSON string literal of exactly dataLen bytes and kept for
 * aclcts_sb_last_msprof_text. Unless a fault is injected, MsprofInit answers
 * like msprof (lower/msprof): a rejected `profiler` config returns msprof's
 * non-zero code, a switch other than "on" succeeds with profiling off;
 * PROFILER_SAMPLECONFIG is read at the call, as msprof does. MsprofFinalize
 * stops profiling. The decision is kept for aclcts_sb_prof_decision.
 *
 * msprof answers per host (lower/msprof/msprof_platform.h): a device host
 * with an Atlas A2 unless aclcts_sb_prof_set_world or ACLCTS_SB_MSPROF_WORLD
 * ("device", "general"; read at each MsprofInit) says general server. */
#include <stdio.h>
#include <stdlib.h>
#include <string.h>

#include "msprof/msprof_model.h"
#include "sb_internal.h"

static aclcts_msprof_state g_prof; /* zero: profiling off */
static const char *g_decision;     /* static strings from the model */
static char g_reason[96];
static int g_world_set; /* 1: aclcts_sb_prof_set_world chose, the variable is not read */
static aclcts_msprof_world g_world_chosen;

static const char *const g_world_names[] = {
    [ACLCTS_MSPROF_WORLD_DEVICE] = "device", [ACLCTS_MSPROF_WORLD_GENERAL] = "general"};

/* -1 for a name that is no world. */
static int world_of(const char *name)
{
    for (int w = 0; w < (int)(sizeof g_world_names / sizeof g_world_names[0]); ++w) {
        if (strcmp(name, g_world_names[w]) == 0) {
            return w;
        }
    }
    return -1;
}

static aclcts_msprof_world current_world_locked(void)
{
    if (g_world_set) {
        return g_world_chosen;
    }
    const char *env = getenv("ACLCTS_SB_MSPROF_WORLD");
    int w = env != NULL && *env != '\0' ? world_of(env) : ACLCTS_MSPROF_WORLD_DEVICE;
    if (w < 0) {
        fprintf(stderr, "aclcts spy: ACLCTS_SB_MSPROF_WORLD=%s is not \"device\" or \"general\"; using device\n", env);
        w = ACLCTS_MSPROF_WORLD_DEVICE;
    }
    return (aclcts_msprof_world)w;
}

static int msprof_model_init_locked(uint32_t type, const void *data, uint32_t len)
{
    g_prof.world = current_world_locked();
    aclcts_msprof_decision d = aclcts_msprof_init(&g_prof, type, data, len, getenv("PROFILER_SAMPLECONFIG"));
    g_decision = d.decision;
    memcpy(g_reason, d.reason, sizeof g_reason);
    return d.ret;
}

int32_t MsprofInit(uint32_t dataType, void *data, uint32_t dataLen)
{
    SB_CALL(MsprofInit, SB_MSPROF_INIT, (dataType, data, dataLen), SB_NO_STATE,
            msprof_model_init_locked(dataType, data, dataLen))
    sb_lock();
    sb_keep_msprof_text_locked(data, dataLen);
    sb_unlock();
    sb_text t = {0};
    sb_text_addf(&t, "%u,", (unsigned)dataType);
    if (data == NULL) {
        sb_text_addf(&t, "NULL");
    } else {
        sb_text_add_json(&t, data, dataLen);
    }
    sb_text_addf(&t, ",%u", (unsigned)dataLen);
    sb_call_end(SB_MSPROF_INIT, &t, ret);
    return ret;
}

int32_t MsprofRegisterCallback(uint32_t moduleId, ProfCommandHandle handle)
{
    SB_CALL(MsprofRegisterCallback, SB_MSPROF_REGISTER_CALLBACK, (moduleId, handle), SB_NO_STATE, 0)
    sb_text t = {0};
    sb_text_addf(&t, "%u,", (unsigned)moduleId);
    sb_text_add_ptr(&t, (const void *)(uintptr_t)handle);
    sb_call_end(SB_MSPROF_REGISTER_CALLBACK, &t, ret);
    return ret;
}

int32_t MsprofFinalize(void)
{
    SB_CALL(MsprofFinalize, SB_MSPROF_FINALIZE, (), SB_NO_STATE, (aclcts_msprof_finalize(&g_prof), 0))
    sb_call_end(SB_MSPROF_FINALIZE, NULL, ret);
    return ret;
}

const char *aclcts_sb_prof_decision(void)
{
    sb_lock();
    const char *d = g_decision;
    sb_unlock();
    return d;
}

const char *aclcts_sb_prof_reason(void) { return g_reason; }

int aclcts_sb_prof_running(void)
{
    sb_lock();
    int on = g_prof.mode != ACLCTS_MSPROF_MODE_OFF;
    sb_unlock();
    return on;
}

int aclcts_sb_prof_set_world(const char *name)
{
    int w = name != NULL ? world_of(name) : 0;
    if (w < 0) {
        return -1;
    }
    sb_lock();
    g_world_set = name != NULL;
    g_world_chosen = (aclcts_msprof_world)w;
    sb_unlock();
    return 0;
}

const char *aclcts_sb_prof_world(void)
{
    sb_lock();
    const char *name = g_world_names[current_world_locked()];
    sb_unlock();
    return name;
}
