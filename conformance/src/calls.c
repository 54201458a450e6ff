/* The calls a case makes, per thread (calls.h): the one in progress, for a
 * crash, and the last finished with its result, for a failing check. Each is
 * one record of the calling thread, so threads of a case never mix them and
 * a signal handler reads its own thread's without a lock.
 *
 * A call is kept as made (its function and its arguments' values) and put
 * into words only when someone reads it: a failing check, a crash, a failing
 * case's last calls. A sweep makes hundreds of thousands of calls that nobody
 * reads. A string argument is put into words at once: what it points to may
 * change or go once the call returns. */
#include <inttypes.h>
#include <pthread.h>
#include <stdio.h>
#include <string.h>

#include "aclcts/calls.h"

#define STR_SHOWN 160 /* of a string argument; a 4 KiB path is recognised by its start */
#define ARGS_KEPT 8   /* a call with more, or with a string, is kept as its text */

/* One call: fn NULL for none; text_ready when text holds it in words. */
typedef struct call_rec {
    const char *fn;
    size_t n;
    aclcts_call_arg args[ARGS_KEPT];
    int text_ready;
    char text[ACLCTS_CALL_TEXT_MAX];
} call_rec;

static __thread call_rec t_in_progress;
static __thread call_rec t_last;
static __thread int t_depth; /* a callback may call back into the API: the outer call is the one the case made */

/* The case's last calls, all threads, in order: what a failing case did. */
#define RECENT 8
#define RECENT_TEXT 200
static pthread_mutex_t g_recent_lock = PTHREAD_MUTEX_INITIALIZER;
static call_rec g_recent[RECENT];
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

/* The call in words, as "fn(arg, arg)". */
static void format_call(char *buf, size_t cap, const char *fn, const aclcts_call_arg *args, size_t n)
{
    size_t at = (size_t)snprintf(buf, cap, "%s(", fn);
    for (size_t i = 0; i < n && at < cap; i++) {
        if (i > 0) at += (size_t)snprintf(buf + at, cap - at, ", ");
        at = put_arg(buf, at, cap, &args[i]);
    }
    if (at < cap) snprintf(buf + at, cap - at, ")");
}

/* The record in words (in its own text); NULL when it holds no call. */
static const char *rec_text(call_rec *r)
{
    if (r->fn == NULL) return NULL;
    if (!r->text_ready) {
        format_call(r->text, sizeof r->text, r->fn, r->args, r->n);
        r->text_ready = 1;
    }
    return r->text;
}

/* A copy of a record: only what it holds. */
static void rec_copy(call_rec *to, const call_rec *from)
{
    to->fn = from->fn;
    if (from->fn == NULL) return;
    to->n = from->n;
    to->text_ready = from->text_ready;
    if (from->text_ready) memcpy(to->text, from->text, strlen(from->text) + 1);
    else memcpy(to->args, from->args, from->n * sizeof from->args[0]);
}

void aclcts_call_begin(const char *fn, const aclcts_call_arg *args, size_t n)
{
    if (t_depth++ > 0) return;
    call_rec *r = &t_in_progress;
    int words = n > ARGS_KEPT;
    for (size_t i = 0; i < n && !words; i++) words = args[i].kind == ACLCTS_ARG_KIND_STR;
    r->text_ready = 0;
    r->n = n;
    if (words) {
        format_call(r->text, sizeof r->text, fn, args, n);
        r->text_ready = 1;
    } else if (n > 0) {
        memcpy(r->args, args, n * sizeof args[0]);
    }
    r->fn = fn; /* last: a crash meanwhile finds the call whole or not at all */
}

void aclcts_call_end(aclcts_call_arg result)
{
    (void)result; /* a failing check prints what it got */
    if (t_depth > 0 && --t_depth > 0) return;
    rec_copy(&t_last, &t_in_progress);
    t_in_progress.fn = NULL;
    pthread_mutex_lock(&g_recent_lock);
    rec_copy(&g_recent[g_calls++ % RECENT], &t_last);
    pthread_mutex_unlock(&g_recent_lock);
}

size_t aclcts_calls_recent(size_t k, char *buf, size_t cap)
{
    pthread_mutex_lock(&g_recent_lock);
    size_t n = g_calls;
    if (k < n && k < RECENT) {
        const char *text = rec_text(&g_recent[(n - 1 - k) % RECENT]);
        snprintf(buf, cap, "%.*s", RECENT_TEXT - 1, text != NULL ? text : "");
    }
    pthread_mutex_unlock(&g_recent_lock);
    return n;
}

/* Read by the crash handler on the crashing thread: its own record, put into
 * words without allocating (snprintf of numbers and short strings). */
const char *aclcts_call_in_progress(void) { return rec_text(&t_in_progress); }

const char *aclcts_call_last(void) { return rec_text(&t_last); }
