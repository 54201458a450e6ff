/* Growable text used to render a call's arguments. Memory exhaustion is
 * sticky: the text is then dropped and the trace shows the call without
 * arguments rather than failing the caller. */
#include <stdio.h>
#include <stdlib.h>
#include <string.h>

#include "sb_internal.h"

static int reserve(sb_text *t, size_t extra)
{
    if (t->oom) {
        return 0;
    }
    size_t need = t->len + extra + 1; /* +1: the terminating NUL */
    if (need <= t->cap) {
        return 1;
    }
    size_t cap = t->cap != 0 ? t->cap : 64;
    while (cap < need) {
        cap *= 2;
    }
    char *grown = realloc(t->buf, cap);
    if (grown == NULL) {
        t->oom = 1;
        return 0;
    }
    t->buf = grown;
    t->cap = cap;
    return 1;
}

static void add_bytes(sb_text *t, const char *s, size_t n)
{
    if (reserve(t, n)) {
        memcpy(t->buf + t->len, s, n);
        t->len += n;
        t->buf[t->len] = '\0';
    }
}

void sb_text_addf(sb_text *t, const char *fmt, ...)
{
    char small[64]; /* every formatted piece is a number or a short word */
    va_list ap;
    va_start(ap, fmt);
    int n = vsnprintf(small, sizeof small, fmt, ap);
    va_end(ap);
    if (n > 0) {
        add_bytes(t, small, (size_t)n < sizeof small ? (size_t)n : sizeof small - 1);
    }
}

/* JSON escaping: '"' and '\\' are escaped, \n and \t use their short forms,
 * every other byte below 0x20, DEL and every byte >= 0x80 is written as
 * \u00XX of the byte itself (so non-ASCII text shows byte by byte). */
static void add_escaped_byte(sb_text *t, unsigned char c)
{
    char esc[8];
    switch (c) {
    case '"':
        add_bytes(t, "\\\"", 2);
        return;
    case '\\':
        add_bytes(t, "\\\\", 2);
        return;
    case '\n':
        add_bytes(t, "\\n", 2);
        return;
    case '\t':
        add_bytes(t, "\\t", 2);
        return;
    default:
        break;
    }
    if (c < 0x20 || c >= 0x7f) {
        snprintf(esc, sizeof esc, "\\u%04x", c);
        add_bytes(t, esc, 6);
    } else {
        char ch = (char)c;
        add_bytes(t, &ch, 1);
    }
}

static int is_plain(unsigned char c) { return c >= 0x20 && c < 0x7f && c != '"' && c != '\\'; }

/* Runs of bytes written as they are go in at once: a config of megabytes
 * (PROF004) is recorded whole. */
void sb_text_add_json(sb_text *t, const void *bytes, size_t n)
{
    const unsigned char *p = bytes;
    add_bytes(t, "\"", 1);
    for (size_t i = 0; i < n;) {
        size_t run = 0;
        while (i + run < n && is_plain(p[i + run])) ++run;
        if (run > 0) add_bytes(t, (const char *)p + i, run);
        i += run;
        if (i < n) add_escaped_byte(t, p[i++]);
    }
    add_bytes(t, "\"", 1);
}

void sb_text_add_str(sb_text *t, const char *s)
{
    if (s == NULL) {
        add_bytes(t, "NULL", 4);
    } else {
        sb_text_add_json(t, s, strlen(s));
    }
}

void sb_text_add_ptr(sb_text *t, const void *p)
{
    if (p == NULL) {
        add_bytes(t, "NULL", 4);
    } else {
        add_bytes(t, "ptr", 3);
    }
}

char *sb_text_take(sb_text *t)
{
    if (t->oom) {
        free(t->buf);
        t->buf = NULL;
        return NULL;
    }
    if (t->buf == NULL) {
        return calloc(1, 1); /* no arguments: an empty string */
    }
    char *out = t->buf;
    t->buf = NULL;
    return out;
}
