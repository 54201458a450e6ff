/* Small text helpers of the runner. */
#define _GNU_SOURCE
#include <stdarg.h>
#include <stdio.h>
#include <stdlib.h>
#include <string.h>

#include "text.h"

char *aclcts_strdup(const char *s)
{
    char *d = strdup(s != NULL ? s : "");
    if (d == NULL) abort(); /* out of memory in the runner: nothing sensible is left to do */
    return d;
}

char *aclcts_printf(const char *fmt, ...)
{
    va_list ap;
    va_start(ap, fmt);
    char *s = NULL;
    if (vasprintf(&s, fmt, ap) < 0) abort();
    va_end(ap);
    return s;
}

/* Length of the valid UTF-8 sequence at s (1..4), or 0 when invalid. */
static size_t utf8_len(const unsigned char *s, size_t left)
{
    unsigned char c = s[0];
    size_t n;
    unsigned min;
    unsigned cp;
    if (c < 0x80) return 1;
    if (c >= 0xC2 && c <= 0xDF) {
        n = 2;
        cp = c & 0x1F;
        min = 0x80;
    } else if (c >= 0xE0 && c <= 0xEF) {
        n = 3;
        cp = c & 0x0F;
        min = 0x800;
    } else if (c >= 0xF0 && c <= 0xF4) {
        n = 4;
        cp = c & 0x07;
        min = 0x10000;
    } else return 0;
    if (n > left) return 0;
    for (size_t i = 1; i < n; i++) {
        if ((s[i] & 0xC0) != 0x80) return 0;
        cp = (cp << 6) | (s[i] & 0x3F);
    }
    if (cp < min || cp > 0x10FFFF || (cp >= 0xD800 && cp <= 0xDFFF)) return 0;
    return n;
}

void aclcts_utf8_sanitize(char *s, size_t len)
{
    unsigned char *u = (unsigned char *)s;
    for (size_t i = 0; i < len;) {
        size_t n = u[i] == 0 ? 0 : utf8_len(u + i, len - i);
        if (n == 0) {
            u[i++] = '?';
            continue;
        }
        i += n;
    }
}

char **aclcts_split_words(const char *s, size_t *n)
{
    size_t cap = 8, k = 0;
    char **v = malloc(cap * sizeof *v);
    if (v == NULL) abort();
    const char *p = s != NULL ? s : "";
    while (*p != '\0') {
        while (*p == ' ' || *p == '\t' || *p == ',') p++;
        const char *b = p;
        while (*p != '\0' && *p != ' ' && *p != '\t' && *p != ',') p++;
        if (p == b) continue;
        if (k + 2 > cap) {
            cap *= 2;
            v = realloc(v, cap * sizeof *v);
            if (v == NULL) abort();
        }
        v[k++] = strndup(b, (size_t)(p - b));
    }
    v[k] = NULL;
    *n = k;
    return v;
}

void aclcts_free_words(char **v, size_t n)
{
    for (size_t i = 0; i < n; i++) free(v[i]);
    free(v);
}

char *aclcts_shell_quote(const char *s)
{
    if (*s != '\0' &&
        strspn(s, "abcdefghijklmnopqrstuvwxyzABCDEFGHIJKLMNOPQRSTUVWXYZ0123456789_-./=:@+,%") == strlen(s))
        return aclcts_strdup(s);
    size_t len = 2;
    for (const char *p = s; *p; p++) len += *p == '\'' ? 4 : 1;
    char *q = malloc(len + 1), *w = q;
    if (q == NULL) abort();
    *w++ = '\'';
    for (const char *p = s; *p; p++) {
        if (*p == '\'') {
            memcpy(w, "'\\''", 4);
            w += 4;
        } else *w++ = *p;
    }
    *w++ = '\'';
    *w = '\0';
    return q;
}
