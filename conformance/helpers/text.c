/* Text helpers of the cases (text.h). */
#include "text.h"

#include <stdarg.h>
#include <stdio.h>
#include <stdlib.h>
#include <string.h>

void text_add(text_buf *b, const char *fmt, ...)
{
    va_list ap;
    va_start(ap, fmt);
    int w = vsnprintf(b->s + b->n, sizeof b->s - b->n, fmt, ap);
    va_end(ap);
    if (w > 0) b->n += (size_t)w < sizeof b->s - b->n ? (size_t)w : sizeof b->s - b->n - 1;
}

void text_add_quoted(text_buf *b, const char *s)
{
    text_add(b, "\"");
    for (; *s; ++s) {
        unsigned char c = (unsigned char)*s;
        if (c == '"' || c == '\\') text_add(b, "\\%c", c);
        else if (c == '\n') text_add(b, "\\n");
        else if (c == '\t') text_add(b, "\\t");
        else if (c < 0x20 || c >= 0x7f) text_add(b, "\\u%04x", c);
        else text_add(b, "%c", c);
    }
    text_add(b, "\"");
}

#define TEXT_KEPT_MAX 1024 /* a case builds a few dozen texts at most */

void *text_keep(void *p)
{
    static void *kept[TEXT_KEPT_MAX] __attribute__((used)); /* read by nobody, seen by leak checkers */
    static size_t n;
    if (!p) abort();
    if (n < TEXT_KEPT_MAX) kept[n++] = p;
    return p;
}

char *text_fmt(const char *fmt, ...)
{
    va_list ap;
    va_start(ap, fmt);
    int n = vsnprintf(NULL, 0, fmt, ap);
    va_end(ap);
    char *s = text_keep(malloc((size_t)n + 1));
    va_start(ap, fmt);
    vsnprintf(s, (size_t)n + 1, fmt, ap);
    va_end(ap);
    return s;
}

char *text_quote(const char *s)
{
    text_buf b = {{0}, 0};
    text_add_quoted(&b, s);
    return text_fmt("%s", b.s);
}

char *text_replace(const char *text, const char *tag, const char *with)
{
    char *out = text_fmt("%s", text);
    for (char *at = strstr(out, tag); at != NULL; at = strstr(out, tag)) {
        *at = '\0';
        out = text_fmt("%s%s%s", out, with, at + strlen(tag));
    }
    return out;
}

int text_ends_with(const char *s, const char *suffix)
{
    if (!s || !suffix) return 0;
    size_t n = strlen(s), k = strlen(suffix);
    return n >= k && memcmp(s + n - k, suffix, k) == 0;
}

const char *text_join_lines(char *buf, size_t cap, const char *a, const char *b)
{
    snprintf(buf, cap, "%s\n%s", a, b);
    return buf;
}

const char *text_decimal(char *buf, size_t cap, long long value)
{
    snprintf(buf, cap, "%lld", value);
    return buf;
}
