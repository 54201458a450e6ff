/* The configuration text as adump's JsonParser::ParseJsonFromMemory reads it:
 * nlohmann::json::parse over the whole buffer. cJSON builds the tree; the
 * strict grammar check below makes it accept exactly what nlohmann accepts
 * (differences and how each is handled: lower/adump/README.md). */
#include <ctype.h>
#include <math.h>
#include <stdint.h>
#include <stdlib.h>
#include <string.h>

#include "adump/adump_internal.h"

/* cJSON's own limit (CJSON_NESTING_LIMIT); nlohmann has none, but the ACL
 * layer rejects more than 10 levels before adump sees the text. */
#define ADJ_MAX_DEPTH 1000

typedef struct adj_scan {
    const unsigned char *p;
    const unsigned char *end;
    int depth;
    int has_nul_escape; /* a \u0000 escape inside a string */
} adj_scan;

static int value_ok(adj_scan *s);

static void skip_ws(adj_scan *s)
{
    while (s->p < s->end && (*s->p == ' ' || *s->p == '\t' || *s->p == '\n' || *s->p == '\r')) {
        s->p++;
    }
}

static int hex4(const unsigned char *p, const unsigned char *end, unsigned *out)
{
    if (end - p < 4) {
        return 0;
    }
    unsigned v = 0;
    for (int i = 0; i < 4; i++) {
        int c = p[i];
        v <<= 4;
        if (c >= '0' && c <= '9') {
            v |= (unsigned)(c - '0');
        } else if (c >= 'a' && c <= 'f') {
            v |= (unsigned)(c - 'a' + 10);
        } else if (c >= 'A' && c <= 'F') {
            v |= (unsigned)(c - 'A' + 10);
        } else {
            return 0;
        }
    }
    *out = v;
    return 1;
}

/* One \u escape (s->p at the 'u'), with nlohmann's surrogate rules: a high
 * surrogate must be followed by an escaped low one; a lone low one fails. */
static int unicode_escape_ok(adj_scan *s)
{
    unsigned cp;
    if (!hex4(s->p + 1, s->end, &cp)) {
        return 0;
    }
    s->p += 5;
    if (cp == 0) {
        s->has_nul_escape = 1;
    }
    if (cp >= 0xDC00 && cp <= 0xDFFF) {
        return 0;
    }
    if (cp >= 0xD800 && cp <= 0xDBFF) {
        unsigned lo;
        if (s->end - s->p < 6 || s->p[0] != '\\' || s->p[1] != 'u' || !hex4(s->p + 2, s->end, &lo) ||
            lo < 0xDC00 || lo > 0xDFFF) {
            return 0;
        }
        s->p += 6;
    }
    return 1;
}

/* Length of the well-formed UTF-8 sequence at p (RFC 3629 ranges), 0 if none. */
static int utf8_len(const unsigned char *p, const unsigned char *end)
{
    unsigned c = p[0];
    int n;
    unsigned lo = 0x80, hi = 0xBF;
    if (c >= 0xC2 && c <= 0xDF) {
        n = 2;
    } else if (c >= 0xE0 && c <= 0xEF) {
        n = 3;
        lo = c == 0xE0 ? 0xA0 : 0x80;
        hi = c == 0xED ? 0x9F : 0xBF;
    } else if (c >= 0xF0 && c <= 0xF4) {
        n = 4;
        lo = c == 0xF0 ? 0x90 : 0x80;
        hi = c == 0xF4 ? 0x8F : 0xBF;
    } else {
        return 0;
    }
    if (end - p < n || p[1] < lo || p[1] > hi) {
        return 0;
    }
    for (int i = 2; i < n; i++) {
        if (p[i] < 0x80 || p[i] > 0xBF) {
            return 0;
        }
    }
    return n;
}

static int string_ok(adj_scan *s)
{
    s->p++; /* opening quote */
    while (s->p < s->end) {
        unsigned c = *s->p;
        if (c == '"') {
            s->p++;
            return 1;
        }
        if (c < 0x20) {
            return 0; /* control characters must be escaped */
        }
        if (c == '\\') {
            if (s->end - s->p < 2) {
                return 0;
            }
            unsigned e = s->p[1];
            if (e == 'u') {
                s->p++;
                if (!unicode_escape_ok(s)) {
                    return 0;
                }
                continue;
            }
            if (!strchr("\"\\/bfnrt", (int)e) || e == 0) {
                return 0;
            }
            s->p += 2;
            continue;
        }
        if (c < 0x80) {
            s->p++;
            continue;
        }
        int n = utf8_len(s->p, s->end);
        if (n == 0) {
            return 0;
        }
        s->p += n;
    }
    return 0;
}

static int digits(adj_scan *s)
{
    const unsigned char *start = s->p;
    while (s->p < s->end && isdigit(*s->p)) {
        s->p++;
    }
    return s->p > start;
}

/* RFC 8259 number; nlohmann also fails on a value that overflows a double. */
static int number_ok(adj_scan *s)
{
    const unsigned char *start = s->p;
    if (*s->p == '-') {
        s->p++;
    }
    if (s->p < s->end && *s->p == '0') {
        s->p++;
    } else if (!digits(s)) {
        return 0;
    }
    if (s->p < s->end && *s->p == '.') {
        s->p++;
        if (!digits(s)) {
            return 0;
        }
    }
    if (s->p < s->end && (*s->p == 'e' || *s->p == 'E')) {
        s->p++;
        if (s->p < s->end && (*s->p == '+' || *s->p == '-')) {
            s->p++;
        }
        if (!digits(s)) {
            return 0;
        }
    }
    char *tok = adm_strndup((const char *)start, (size_t)(s->p - start));
    int finite = tok != NULL && isfinite(strtod(tok, NULL));
    free(tok);
    return finite;
}

static int literal_ok(adj_scan *s, const char *word)
{
    size_t n = strlen(word);
    if ((size_t)(s->end - s->p) < n || memcmp(s->p, word, n) != 0) {
        return 0;
    }
    s->p += n;
    return 1;
}

/* Members or elements between `open` and `close`; objects need string keys. */
static int container_ok(adj_scan *s, int object)
{
    if (++s->depth > ADJ_MAX_DEPTH) {
        return 0;
    }
    char close = object ? '}' : ']';
    s->p++;
    skip_ws(s);
    if (s->p < s->end && *s->p == close) {
        s->p++;
        s->depth--;
        return 1;
    }
    for (;;) {
        skip_ws(s);
        if (object) {
            if (s->p >= s->end || *s->p != '"' || !string_ok(s)) {
                return 0;
            }
            skip_ws(s);
            if (s->p >= s->end || *s->p != ':') {
                return 0;
            }
            s->p++;
        }
        if (!value_ok(s)) {
            return 0;
        }
        skip_ws(s);
        if (s->p < s->end && *s->p == ',') {
            s->p++;
            continue;
        }
        if (s->p < s->end && *s->p == close) {
            s->p++;
            s->depth--;
            return 1;
        }
        return 0;
    }
}

static int value_ok(adj_scan *s)
{
    skip_ws(s);
    if (s->p >= s->end) {
        return 0;
    }
    switch (*s->p) {
    case '{':
        return container_ok(s, 1);
    case '[':
        return container_ok(s, 0);
    case '"':
        return string_ok(s);
    case 't':
        return literal_ok(s, "true");
    case 'f':
        return literal_ok(s, "false");
    case 'n':
        return literal_ok(s, "null");
    default:
        return (*s->p == '-' || isdigit(*s->p)) && number_ok(s);
    }
}

/* Stand-ins for NUL, tried in order: non-characters as UTF-8 and as the
 * surrogate-pair escape that also decodes to them. */
static const struct {
    const char *utf8;
    const char *escape;
} k_markers[] = {
    {"\xF4\x8F\xBF\xBF", "\\uDBFF\\uDFFF"},
    {"\xF4\x8F\xBF\xBE", "\\uDBFF\\uDFFE"},
    {"\xF3\xBF\xBF\xBF", "\\uDBBF\\uDFFF"},
    {"\xF3\xBF\xBF\xBE", "\\uDBBF\\uDFFE"},
};

static int contains_nocase(const char *text, size_t n, const char *needle)
{
    size_t m = strlen(needle);
    for (size_t i = 0; i + m <= n; i++) {
        size_t j = 0;
        while (j < m && tolower((unsigned char)text[i + j]) == tolower((unsigned char)needle[j])) {
            j++;
        }
        if (j == m) {
            return 1;
        }
    }
    return 0;
}

static size_t pick_marker(const char *text, size_t n)
{
    size_t count = sizeof k_markers / sizeof k_markers[0];
    for (size_t i = 0; i < count; i++) {
        if (!contains_nocase(text, n, k_markers[i].utf8) && !contains_nocase(text, n, k_markers[i].escape)) {
            return i;
        }
    }
    return 0; /* every stand-in occurs in the text: accept the ambiguity */
}

/* The text with every \u0000 escape inside a string replaced by `escape`
 * (the grammar was checked, so escapes are well formed). */
static char *replace_nul_escapes(const char *text, size_t n, const char *escape)
{
    size_t esc = strlen(escape);
    char *out = malloc(n * 2 + 1); /* "\u0000" (6) becomes at most 12 bytes */
    if (out == NULL) {
        return NULL;
    }
    size_t w = 0;
    int in_string = 0;
    for (size_t i = 0; i < n; i++) {
        char c = text[i];
        if (!in_string) {
            in_string = c == '"';
            out[w++] = c;
            continue;
        }
        if (c == '"') {
            in_string = 0;
        } else if (c == '\\') {
            if (text[i + 1] == 'u' && memcmp(text + i + 2, "0000", 4) == 0) {
                memcpy(out + w, escape, esc);
                w += esc;
                i += 5;
                continue;
            }
            out[w++] = c;
            c = text[++i];
        }
        out[w++] = c;
    }
    out[w] = '\0';
    return out;
}

int adj_parse(const char *data, size_t size, adj_doc *doc)
{
    memset(doc, 0, sizeof *doc);
    if (data == NULL || size == 0) {
        return -1;
    }
    /* nlohmann's lexer takes a NUL byte for the end of the input. */
    const char *nul = memchr(data, '\0', size);
    size_t n = nul != NULL ? (size_t)(nul - data) : size;
    /* A UTF-8 byte order mark at the very start is skipped; a partial one fails. */
    if (n > 0 && (unsigned char)data[0] == 0xEF) {
        if (n < 3 || (unsigned char)data[1] != 0xBB || (unsigned char)data[2] != 0xBF) {
            return -1;
        }
        data += 3;
        n -= 3;
    }
    adj_scan s = {(const unsigned char *)data, (const unsigned char *)data + n, 0, 0};
    if (!value_ok(&s)) {
        return -1;
    }
    skip_ws(&s);
    if (s.p != s.end) {
        return -1;
    }
    char *text;
    if (s.has_nul_escape) {
        size_t m = pick_marker(data, n);
        memcpy(doc->marker, k_markers[m].utf8, 5);
        text = replace_nul_escapes(data, n, k_markers[m].escape);
    } else {
        text = adm_strndup(data, n);
    }
    if (text == NULL) {
        return -1;
    }
    doc->root = cJSON_ParseWithOpts(text, NULL, 1);
    free(text);
    return doc->root != NULL ? 0 : -1;
}

void adj_free(adj_doc *doc)
{
    cJSON_Delete(doc->root);
    doc->root = NULL;
}

const cJSON *adj_member(const cJSON *obj, const char *key)
{
    if (!cJSON_IsObject(obj)) {
        return NULL;
    }
    const cJSON *found = NULL;
    for (const cJSON *c = obj->child; c != NULL; c = c->next) {
        if (c->string != NULL && strcmp(c->string, key) == 0) {
            found = c;
        }
    }
    return found;
}

static size_t count_markers(const adj_doc *doc, const char *s, const char **first)
{
    size_t count = 0;
    *first = NULL;
    if (doc->marker[0] == '\0') {
        return 0;
    }
    for (const char *p = strstr(s, doc->marker); p != NULL; p = strstr(p + 4, doc->marker)) {
        if (*first == NULL) {
            *first = p;
        }
        count++;
    }
    return count;
}

size_t adj_len(const adj_doc *doc, const char *s)
{
    const char *first;
    size_t markers = count_markers(doc, s, &first);
    return strlen(s) - markers * 3;
}

char *adj_cstr(const adj_doc *doc, const char *s)
{
    const char *first;
    count_markers(doc, s, &first);
    return first != NULL ? adm_strndup(s, (size_t)(first - s)) : adm_strdup(s);
}

char *adj_show(const adj_doc *doc, const char *s)
{
    const char *first;
    size_t markers = count_markers(doc, s, &first);
    char *out = malloc(strlen(s) + markers * 2 + 1);
    if (out == NULL) {
        return NULL;
    }
    size_t w = 0;
    while (*s) {
        if (markers > 0 && strncmp(s, doc->marker, 4) == 0) {
            memcpy(out + w, "\\u0000", 6);
            w += 6;
            s += 4;
            continue;
        }
        out[w++] = *s++;
    }
    out[w] = '\0';
    return out;
}
