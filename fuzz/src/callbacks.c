/* Callback functions and their log (see callbacks.h). */
#include "callbacks.h"

#include <stdio.h>
#include <string.h>

#include "program.h"

#define CB_MAGIC 0xacc0ffeeu

static char *g_log;
static size_t g_cap, g_len;
static cb_record g_records[PROG_MAX_OPS];

void cblog_reset(char *buf, size_t cap)
{
    g_log = buf;
    g_cap = cap;
    g_len = 0;
    if (cap) buf[0] = '\0';
}

void cblog_put(const char *s)
{
    size_t n = strlen(s);
    if (g_log == NULL || g_len + n + 1 > g_cap) return;
    memcpy(g_log + g_len, s, n + 1);
    g_len += n;
}

const char *cblog_since(size_t from) { return g_log && from <= g_len ? g_log + from : ""; }
size_t cblog_len(void) { return g_len; }

uint32_t cb_hash(const void *data, size_t len)
{
    const uint8_t *p = data;
    uint32_t h = 2166136261u;
    for (size_t i = 0; i < len; i++) h = (h ^ p[i]) * 16777619u;
    return h;
}

static int record_init(uint8_t cb, const char *config, size_t len, void *user_data)
{
    const cb_record *r = user_data;
    char entry[64];
    int ok = r != NULL && r->magic == CB_MAGIC && r->cb == cb;
    if (config == NULL) {
        snprintf(entry, sizeof(entry), "I%u/%d(NULL)%s ", cb, ok ? r->op : -1, ok ? "" : "!");
    } else {
        snprintf(entry, sizeof(entry), "I%u/%d(%zu:%08x)%s ", cb, ok ? r->op : -1, len, cb_hash(config, len),
                 ok ? "" : "!");
    }
    cblog_put(entry);
    return ok ? r->ret : 0;
}

static int record_fin(uint8_t cb, void *user_data)
{
    const cb_record *r = user_data;
    char entry[48];
    int ok = r != NULL && r->magic == CB_MAGIC && r->cb == cb;
    snprintf(entry, sizeof(entry), "F%u/%d%s ", cb, ok ? r->op : -1, ok ? "" : "!");
    cblog_put(entry);
    return ok ? r->ret : 0;
}

static aclError init_cb0(const char *c, size_t l, void *u) { return record_init(0, c, l, u); }
static aclError init_cb1(const char *c, size_t l, void *u) { return record_init(1, c, l, u); }
static aclError init_cb2(const char *c, size_t l, void *u) { return record_init(2, c, l, u); }
static aclError init_cb3(const char *c, size_t l, void *u) { return record_init(3, c, l, u); }
static aclError fin_cb0(void *u) { return record_fin(0, u); }
static aclError fin_cb1(void *u) { return record_fin(1, u); }
static aclError fin_cb2(void *u) { return record_fin(2, u); }
static aclError fin_cb3(void *u) { return record_fin(3, u); }

aclInitCallbackFunc cb_init_func(uint8_t cb)
{
    static const aclInitCallbackFunc fns[PROG_CALLBACKS + 1] = {init_cb0, init_cb1, init_cb2, init_cb3, NULL};
    return fns[cb % (PROG_CALLBACKS + 1)];
}

aclFinalizeCallbackFunc cb_fin_func(uint8_t cb)
{
    static const aclFinalizeCallbackFunc fns[PROG_CALLBACKS + 1] = {fin_cb0, fin_cb1, fin_cb2, fin_cb3, NULL};
    return fns[cb % (PROG_CALLBACKS + 1)];
}

cb_record *cb_record_for(size_t op, uint8_t cb, int ret)
{
    cb_record *r = &g_records[op % PROG_MAX_OPS];
    *r = (cb_record){CB_MAGIC, cb, (int)op, ret};
    return r;
}

void cb_records_reset(void) { memset(g_records, 0, sizeof(g_records)); }
