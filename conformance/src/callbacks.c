/* The callback recorder: callbacks that log their tag with a process-wide
 * sequence number, so tests check order and arguments, not flags. */
#include <pthread.h>
#include <stdio.h>
#include <string.h>

#include "aclcts/case.h"

#define LOG_MAX 8192 /* enough for a few hundred callback runs per case */

static pthread_mutex_t log_lock = PTHREAD_MUTEX_INITIALIZER;
static char log_text[LOG_MAX];
static int sequence;

static void record(aclcts_cb *slot)
{
    pthread_mutex_lock(&log_lock);
    slot->calls++;
    slot->last_seq = ++sequence;
    size_t used = strlen(log_text);
    snprintf(log_text + used, sizeof log_text - used, "%s%s", used ? " " : "", slot->tag ? slot->tag : "?");
    pthread_mutex_unlock(&log_lock);
}

static aclError init_cb(const char *configStr, size_t len, void *userData)
{
    aclcts_cb *slot = userData;
    slot->cfg_was_null = configStr == NULL;
    slot->last_len = len;
    memset(slot->last_cfg, 0, sizeof slot->last_cfg);
    if (configStr) memcpy(slot->last_cfg, configStr, len < sizeof slot->last_cfg - 1 ? len : sizeof slot->last_cfg - 1);
    record(slot);
    if (slot->action) slot->action(slot);
    return slot->ret;
}

static aclError fin_cb(void *userData)
{
    aclcts_cb *slot = userData;
    record(slot);
    if (slot->action) slot->action(slot);
    return slot->ret;
}

/* Two distinct functions of each kind, for tests that need different
 * function pointers (unregister matches by function). */
aclError aclcts_init_cb(const char *configStr, size_t len, void *userData) { return init_cb(configStr, len, userData); }

aclError aclcts_init_cb2(const char *configStr, size_t len, void *userData)
{
    return init_cb(configStr, len, userData);
}

aclError aclcts_fin_cb(void *userData) { return fin_cb(userData); }

aclError aclcts_fin_cb2(void *userData) { return fin_cb(userData); }

const char *aclcts_cb_log(void) { return log_text; }

void aclcts_cb_log_clear(void)
{
    pthread_mutex_lock(&log_lock);
    log_text[0] = '\0';
    pthread_mutex_unlock(&log_lock);
}
