/* The trace: every lower-layer call in the order the spy saw it. Records live
 * in fixed-size chunks so a pointer from aclcts_sb_call_at stays valid while
 * the trace grows (until aclcts_sb_reset). */
#include <stdio.h>
#include <stdlib.h>
#include <string.h>

#include "sb_internal.h"

/* Records per chunk; chunks are never moved. 1024 (32 KiB) stays below
 * malloc's mmap threshold: a test's first call costs no mapping of its own. */
#define SB_CHUNK_RECORDS 1024

typedef struct sb_record {
    aclcts_sb_call call; /* first member: &record->call is handed out */
    enum sb_sym sym;
} sb_record;

static sb_record **g_chunks;         /* chunk table; grows, the chunks do not move */
static size_t g_chunk_cap;           /* entries in g_chunks */
static size_t g_count;               /* records in the trace */
static const char k_no_args[] = "?"; /* shown when rendering ran out of memory */
static const char k_empty[] = "";    /* a function without arguments */

static sb_record *record_at(size_t i) { return &g_chunks[i / SB_CHUNK_RECORDS][i % SB_CHUNK_RECORDS]; }

static int make_room(void)
{
    size_t chunk = g_count / SB_CHUNK_RECORDS;
    if (chunk == g_chunk_cap) {
        size_t cap = g_chunk_cap != 0 ? g_chunk_cap * 2 : 16;
        sb_record **grown = realloc(g_chunks, cap * sizeof *grown);
        if (grown == NULL) {
            return 0;
        }
        memset(grown + g_chunk_cap, 0, (cap - g_chunk_cap) * sizeof *grown);
        g_chunks = grown;
        g_chunk_cap = cap;
    }
    if (g_chunks[chunk] == NULL) {
        g_chunks[chunk] = malloc(SB_CHUNK_RECORDS * sizeof(sb_record));
    }
    return g_chunks[chunk] != NULL;
}

void sb_trace_append_locked(enum sb_sym s, sb_text *t, int ret, int echo)
{
    char *args = t != NULL ? sb_text_take(t) : NULL;
    const char *shown = t == NULL ? k_empty : args != NULL ? args : k_no_args;
    if (echo) {
        fprintf(stderr, "%s(%s)=%d\n", sb_sym_trace_name(s), shown, ret);
    }
    if (!make_room()) {
        free(args); /* out of memory: the call is lost, the caller is not harmed */
        return;
    }
    sb_record *r = record_at(g_count++);
    r->call.fn = sb_sym_trace_name(s);
    r->call.args = shown;
    r->call.ret = ret;
    r->sym = s;
}

void sb_trace_clear_locked(void)
{
    for (size_t i = 0; i < g_count; ++i) {
        sb_record *r = record_at(i);
        if (r->call.args != k_no_args && r->call.args != k_empty) {
            free((char *)r->call.args);
        }
    }
    for (size_t c = 0; c < g_chunk_cap; ++c) {
        free(g_chunks[c]);
    }
    free(g_chunks);
    g_chunks = NULL;
    g_chunk_cap = 0;
    g_count = 0;
}

size_t aclcts_sb_count(void)
{
    sb_lock();
    size_t n = g_count;
    sb_unlock();
    return n;
}

const aclcts_sb_call *aclcts_sb_call_at(size_t i)
{
    sb_lock();
    const aclcts_sb_call *c = i < g_count ? &record_at(i)->call : NULL;
    sb_unlock();
    return c;
}

/* Appends s to buf when it fits (keeping room for the NUL); returns its length. */
static size_t put(char *buf, size_t cap, size_t at, const char *s)
{
    size_t n = strlen(s);
    if (at < cap) {
        size_t room = cap - 1 - at;
        memcpy(buf + at, s, n < room ? n : room);
    }
    return n;
}

static size_t put_line(char *buf, size_t cap, size_t at, const aclcts_sb_call *c)
{
    char ret[24];
    snprintf(ret, sizeof ret, ")=%d\n", c->ret);
    size_t n = put(buf, cap, at, c->fn);
    n += put(buf, cap, at + n, "(");
    n += put(buf, cap, at + n, c->args);
    n += put(buf, cap, at + n, ret);
    return n;
}

size_t aclcts_sb_trace_text(size_t from, char *buf, size_t cap)
{
    size_t len = 0;
    sb_lock();
    for (size_t i = from; i < g_count; ++i) {
        len += put_line(buf, cap, len, &record_at(i)->call);
    }
    sb_unlock();
    if (cap > 0) {
        buf[len < cap ? len : cap - 1] = '\0';
    }
    return len;
}

size_t aclcts_sb_calls_to(const char *fn, size_t from)
{
    if (fn == NULL) {
        return 0;
    }
    int sym = sb_sym_lookup(fn, strlen(fn));
    if (sym < 0) {
        return 0;
    }
    size_t n = 0;
    sb_lock();
    for (size_t i = from; i < g_count; ++i) {
        n += record_at(i)->sym == (enum sb_sym)sym;
    }
    sb_unlock();
    return n;
}
