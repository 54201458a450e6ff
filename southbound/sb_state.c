/* The spy's configured answers (SoC name, device message, fault events), the
 * data it keeps from calls, the lock over all state, and the environment read
 * at load time and by aclcts_sb_reset. */
#define _GNU_SOURCE
#include <pthread.h>
#include <stdio.h>
#include <stdlib.h>
#include <string.h>
#include <unistd.h>

#include "sb_dump.h"
#include "sb_internal.h"

#define SB_SOC_CAP 128         /* the product asks rtGetSocVersion for at most 128 bytes */
#define SB_MAX_FAULT_EVENTS 64 /* a device reports a handful of events at most */

typedef struct sb_event {
    uint32_t id;
    char name[RT_DMS_MAX_EVENT_NAME_LENGTH];
} sb_event;

static pthread_mutex_t g_lock = PTHREAD_MUTEX_INITIALIZER;
static char g_soc[SB_SOC_CAP] = ACLCTS_SB_DEFAULT_SOC;
static char *g_dev_msg; /* rtGetDevMsg's answer; NULL: no message */
static sb_event g_events[SB_MAX_FAULT_EVENTS];
static size_t g_nevents;
static char *g_dump_data; /* last Adx::AdumpSetDumpConfig data, NUL-terminated copy */
static size_t g_dump_size;
static char *g_msprof_text; /* last non-NULL MsprofInit data, NUL-terminated copy */
static void *g_fill_func;   /* last rtRegKernelLaunchFillFunc callback */
static int g_echo;          /* ACLCTS_SB_ECHO was set */

void sb_lock(void) { pthread_mutex_lock(&g_lock); }

void sb_unlock(void) { pthread_mutex_unlock(&g_lock); }

static char *copy_bytes(const void *data, size_t n)
{
    char *c = malloc(n + 1);
    if (c != NULL) {
        if (n > 0) {
            memcpy(c, data, n);
        }
        c[n] = '\0';
    }
    return c;
}

static void set_soc_locked(const char *name)
{
    snprintf(g_soc, sizeof g_soc, "%s", name != NULL ? name : ACLCTS_SB_DEFAULT_SOC);
}

void aclcts_sb_set_soc(const char *name)
{
    sb_lock();
    set_soc_locked(name);
    sb_unlock();
}

const char *aclcts_sb_soc(void) { return g_soc; }

void sb_soc_copy_locked(char *dst, size_t cap) { snprintf(dst, cap, "%s", g_soc); }

void aclcts_sb_set_dev_msg(const char *msg)
{
    char *copy = msg != NULL ? copy_bytes(msg, strlen(msg)) : NULL;
    sb_lock();
    free(g_dev_msg);
    g_dev_msg = copy;
    sb_unlock();
}

/* The callback runs without the lock held, so it may call back into the
 * spy. A decoded report reads "\nDEVICE[<device>] PID[<pid>]:<message>" as
 * the runtime's DeviceErrMsgHandler::HandleMsgInHostBuf builds it; without a
 * configured message (or when not decoded) the callback gets ("", 0). */
void sb_dev_msg_deliver(rtGetMsgCallback cb, int decoded, int32_t device)
{
    char *report = NULL;
    sb_lock();
    if (decoded && g_dev_msg != NULL) {
        if (asprintf(&report, "\nDEVICE[%d] PID[%d]:%s", (int)device, (int)getpid(), g_dev_msg) < 0) {
            report = NULL;
        }
    }
    sb_unlock();
    if (report != NULL) {
        cb(report, (uint32_t)strlen(report));
    } else {
        cb("", 0u);
    }
    free(report);
}

int aclcts_sb_add_fault_event(uint32_t event_id, const char *name)
{
    sb_lock();
    if (g_nevents < SB_MAX_FAULT_EVENTS) {
        sb_event *e = &g_events[g_nevents++];
        e->id = event_id;
        snprintf(e->name, sizeof e->name, "%s", name != NULL ? name : "");
    }
    int n = (int)g_nevents;
    sb_unlock();
    return n;
}

uint32_t sb_fault_events_fill_locked(int32_t dev, rtDmsFaultEvent *out, uint32_t len)
{
    uint32_t n = 0;
    for (; n < len && n < g_nevents; ++n) {
        memset(&out[n], 0, sizeof out[n]);
        out[n].eventId = g_events[n].id;
        out[n].deviceId = (uint16_t)dev;
        memcpy(out[n].eventName, g_events[n].name, sizeof out[n].eventName);
    }
    return n;
}

void sb_keep_dump_data_locked(const char *data, size_t size)
{
    free(g_dump_data);
    g_dump_data = data != NULL ? copy_bytes(data, size) : NULL;
    g_dump_size = g_dump_data != NULL ? size : 0;
}

const char *aclcts_sb_last_dump_data(size_t *size)
{
    sb_lock();
    const char *d = g_dump_data;
    if (size != NULL) {
        *size = g_dump_size;
    }
    sb_unlock();
    return d;
}

void sb_keep_msprof_text_locked(const void *data, uint32_t len)
{
    if (data == NULL) {
        return; /* MsprofInit(DYNA, NULL, 0) must not hide an earlier JSON text */
    }
    free(g_msprof_text);
    g_msprof_text = copy_bytes(data, len);
}

const char *aclcts_sb_last_msprof_text(void)
{
    sb_lock();
    const char *t = g_msprof_text;
    sb_unlock();
    return t;
}

void sb_keep_fill_func_locked(void *callback) { g_fill_func = callback; }

void *aclcts_sb_last_fill_func(void)
{
    sb_lock();
    void *f = g_fill_func;
    sb_unlock();
    return f;
}

int sb_echo_enabled_locked(void) { return g_echo; }

static void read_env_locked(void)
{
    const char *faults = getenv("ACLCTS_SB_FAULTS");
    if (faults != NULL && sb_fail_spec_locked(faults) != 0) {
        fprintf(stderr, "aclcts_southbound: ignoring malformed ACLCTS_SB_FAULTS=\"%s\"\n", faults);
    }
    set_soc_locked(getenv("ACLCTS_SB_SOC"));
    g_echo = getenv("ACLCTS_SB_ECHO") != NULL;
}

void aclcts_sb_reset(void)
{
    sb_lock();
    sb_trace_clear_locked();
    sb_faults_clear_locked();
    free(g_dev_msg);
    g_dev_msg = NULL;
    g_nevents = 0;
    sb_keep_dump_data_locked(NULL, 0);
    free(g_msprof_text);
    g_msprof_text = NULL;
    g_fill_func = NULL;
    read_env_locked();
    sb_dump_reset_locked();
    sb_unlock();
}

__attribute__((constructor)) static void sb_load(void)
{
    sb_lock();
    read_env_locked();
    sb_dump_reset_locked();
    sb_unlock();
}
