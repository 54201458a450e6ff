/* The calls a case makes, per thread (calls.h): the one in progress, for a
 * crash, and the last finished with its result, for a failing check. Each is
 * one buffer of the calling thread, so threads of a case never mix them and
 * a signal handler reads its own thread's without a lock. */
#include <inttypes.h>
#include <pthread.h>
#include <stdio.h>
#include <string.h>

#include "aclcts/calls.h"

#define STR_SHOWN 160 /* of a string argument; a 4 KiB path is recognised by its start */

static __thread char t_in_progress[ACLCTS_CALL_TEXT_MAX];
static __thread char t_last[ACLCTS_CALL_TEXT_MAX];
static __thread int t_depth; /* a callback may call back into the API: the outer call is the one the case made */

/* The case's last calls, all threads, in order: what a failing case did. */
#define RECENT 8
#define RECENT_TEXT 200
static pthread_mutex_t g_recent_lock = PTHREAD_MUTEX_INITIALIZER;
static char g_recent[RECENT][RECENT_TEXT];
static size_t g_calls; /* made so far */

/* Appends one argument as the trace lines of the spy write them: integers in
 * decimal, codes with their names, strings quoted, pointers NULL or ptr. */
static size_t put_arg(char *buf, size_t at, size_t cap, const aclcts_call_arg *a)
{
    if (at >= cap) return at;
    int n = 0;
    switch (a->kind) {
    case ACLCTS_ARG_KIND_INT:
        n = snprintf(buf + at, cap - at, "%lld", a->i);
        break;
    case ACLCTS_ARG_KIND_CODE: {
        const char *name = aclcts_code_name(a->i);
        n = name ? snprintf(buf + at, cap - at, "%s (%lld)", name, a->i) : snprintf(buf + at, cap - at, "%lld", a->i);
        break;
    }
    case ACLCTS_ARG_KIND_STR:
        if (a->p == NULL) n = snprintf(buf + at, cap - at, "NULL");
        else {
            const char *s = a->p;
            size_t len = strnlen(s, STR_SHOWN + 1);
            n = snprintf(buf + at, cap - at, "\"%.*s%s\"", STR_SHOWN, s, len > STR_SHOWN ? "..." : "");
        }
        break;
    case ACLCTS_ARG_KIND_PTR:
        n = snprintf(buf + at, cap - at, "%s", a->p ? "ptr" : "NULL");
        break;
    case ACLCTS_ARG_KIND_FLOAT: {
        uint32_t bits;
        memcpy(&bits, &a->f, sizeof bits);
        n = snprintf(buf + at, cap - at, "%.9g (0x%08" PRIX32 ")", (double)a->f, bits);
        break;
    }
    case ACLCTS_ARG_KIND_HALF:
        n = snprintf(buf + at, cap - at, "0x%04llX", a->i);
        break;
    case ACLCTS_ARG_KIND_NONE:
        break;
    }
    return n > 0 ? at + (size_t)n : at;
}

void aclcts_call_begin(const char *fn, const aclcts_call_arg *args, size_t n)
{
    if (t_depth++ > 0) return;
    size_t at = (size_t)snprintf(t_in_progress, sizeof t_in_progress, "%s(", fn);
    for (size_t i = 0; i < n && at < sizeof t_in_progress; i++) {
        if (i > 0) at += (size_t)snprintf(t_in_progress + at, sizeof t_in_progress - at, ", ");
        at = put_arg(t_in_progress, at, sizeof t_in_progress, &args[i]);
    }
    if (at < sizeof t_in_progress) snprintf(t_in_progress + at, sizeof t_in_progress - at, ")");
}

void aclcts_call_end(aclcts_call_arg result)
{
    (void)result; /* a failing check prints what it got */
    if (t_depth > 0 && --t_depth > 0) return;
    memcpy(t_last, t_in_progress, sizeof t_last);
    t_in_progress[0] = '\0';
    pthread_mutex_lock(&g_recent_lock);
    snprintf(g_recent[g_calls++ % RECENT], RECENT_TEXT, "%s", t_last);
    pthread_mutex_unlock(&g_recent_lock);
}

size_t aclcts_calls_recent(size_t k, char *buf, size_t cap)
{
    pthread_mutex_lock(&g_recent_lock);
    size_t n = g_calls;
    if (k < n && k < RECENT) snprintf(buf, cap, "%s", g_recent[(n - 1 - k) % RECENT]);
    pthread_mutex_unlock(&g_recent_lock);
    return n;
}

const char *aclcts_call_in_progress(void) { return t_in_progress[0] ? t_in_progress : NULL; }

const char *aclcts_call_last(void) { return t_last[0] ? t_last : NULL; }
