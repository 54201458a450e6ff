/* Escaping writers: text from the target made safe for HTML, XML and
 * Markdown, repaired to valid UTF-8 on the way. The contracts are in
 * escape.h. */
#include "escape.h"

#include <string.h>

#include "utf8.h"

/* The entity for an HTML/XML special character, or NULL. */
static const char *markup_entity(uint32_t c)
{
    switch (c) {
    case '&':
        return "&amp;";
    case '<':
        return "&lt;";
    case '>':
        return "&gt;";
    case '"':
        return "&quot;";
    case '\'':
        return "&#39;";
    default:
        return NULL;
    }
}

/* How many bytes from s on are printable ASCII without markup: written as
 * they are, in one piece (a run's reports hold a few thousand names). */
static size_t plain_run(const char *s)
{
    size_t n = 0;
    while (s[n] >= 0x20 && s[n] < 0x7F && s[n] != '&' && s[n] != '<' && s[n] != '>' && s[n] != '"' && s[n] != '\'') n++;
    return n;
}

void aclcts_put_html(FILE *f, const char *s)
{
    while (s && *s) {
        size_t plain = plain_run(s);
        if (plain > 0) {
            fwrite(s, 1, plain, f);
            s += plain;
            continue;
        }
        uint32_t c;
        s += aclcts_utf8_next(s, &c);
        const char *e = markup_entity(c);
        if (e) fputs(e, f);
        else if ((c < 0x20 && c != '\t' && c != '\n') || c == 0x7F || (c >= 0x80 && c < 0xA0))
            aclcts_utf8_put(f, ACLCTS_UTF8_REPLACEMENT);
        else aclcts_utf8_put(f, c);
    }
}

void aclcts_put_xml(FILE *f, const char *s, int attribute)
{
    while (s && *s) {
        size_t plain = plain_run(s);
        if (plain > 0) {
            fwrite(s, 1, plain, f);
            s += plain;
            continue;
        }
        uint32_t c;
        s += aclcts_utf8_next(s, &c);
        const char *e = markup_entity(c);
        if (e) fputs(e, f);
        else if (attribute && (c == '\n' || c == '\t' || c == '\r')) fprintf(f, "&#%u;", (unsigned)c);
        else if ((c < 0x20 && c != '\t' && c != '\n' && c != '\r') || c == 0xFFFE || c == 0xFFFF)
            aclcts_utf8_put(f, ACLCTS_UTF8_REPLACEMENT);
        else aclcts_utf8_put(f, c);
    }
}

size_t aclcts_first_line_len(const char *s) { return s ? strcspn(s, "\r\n") : 0; }

void aclcts_put_md(FILE *f, const char *s)
{
    static const char md_punct[] = "\\`*_[]#!|~";
    if (!s) return;
    const char *end = s + aclcts_first_line_len(s);
    while (s < end) {
        uint32_t c;
        s += aclcts_utf8_next(s, &c);
        if (c == '&') fputs("&amp;", f);
        else if (c == '<') fputs("&lt;", f);
        else if (c == '>') fputs("&gt;", f);
        else if (c < 0x80 && c != 0 && strchr(md_punct, (int)c)) fprintf(f, "\\%c", (char)c);
        else if (c < 0x20 || c == 0x7F) aclcts_utf8_put(f, ACLCTS_UTF8_REPLACEMENT);
        else aclcts_utf8_put(f, c);
    }
}

void aclcts_put_md_block(FILE *f, const char *s, size_t cap)
{
    size_t run = 0, longest = 0;
    for (const char *p = s ? s : ""; *p; p++) {
        run = *p == '`' ? run + 1 : 0;
        longest = run > longest ? run : longest;
    }
    size_t fence = longest >= 3 ? longest + 1 : 3; /* longer than any backtick run inside: it cannot close early */
    for (size_t i = 0; i < fence; i++) fputc('`', f);
    fputs("text\n", f);
    const char *p = s ? s : "", *stop = p + strlen(p);
    if ((size_t)(stop - p) > cap) stop = p + cap;
    while (p < stop) {
        uint32_t c;
        p += aclcts_utf8_next(p, &c);
        if (c == '\n' || c == '\t') fputc((int)c, f);
        else if (c < 0x20 || c == 0x7F) aclcts_utf8_put(f, ACLCTS_UTF8_REPLACEMENT);
        else aclcts_utf8_put(f, c);
    }
    if (s && strlen(s) > cap) fprintf(f, "\n[... %zu more bytes in results.json]", strlen(s) - cap);
    fputc('\n', f);
    for (size_t i = 0; i < fence; i++) fputc('`', f);
    fputc('\n', f);
}
