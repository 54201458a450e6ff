/* nlohmann::json::parse's grammar (default arguments), as the product's JSON
 * consumers apply it: ACL's json_parser.cpp and adump's JsonParser both call
 * it on the config text (INIT007, JSON001-JSON014).
 *
 * One value, optional whitespace around it, an optional UTF-8 BOM first; no
 * comments, no trailing data, strict numbers, well-formed UTF-8, no raw
 * control characters in strings, paired surrogate escapes. Duplicate keys
 * are grammatical (which one counts is the lookup's business). The rule IDs
 * below are the ACL ones (spec/rules/JSON.json); adump applies the same
 * grammar to the same text. */
#include "json_grammar.h"

#include <math.h>
#include <stdlib.h>
#include <string.h>

typedef struct scan {
    const unsigned char *p;
    const unsigned char *end;
    unsigned depth;
    const json_grammar_options *options;
    bool nul_escape;
} scan;

static bool value_ok(scan *s);

static bool at_end(const scan *s) { return s->p >= s->end; }

static bool peek_is(const scan *s, unsigned char ch) { return !at_end(s) && *s->p == ch; }

static void skip_space(scan *s) { s->p += json_grammar_space_run((const char *)s->p, (size_t)(s->end - s->p)); }

static bool literal_ok(scan *s, const char *word)
{
    size_t n = strlen(word);
    if ((size_t)(s->end - s->p) < n || memcmp(s->p, word, n) != 0) {
        return false;
    }
    s->p += n;
    return true;
}

static bool is_digit(const scan *s) { return !at_end(s) && *s->p >= '0' && *s->p <= '9'; }

/* One or more decimal digits. */
static bool digits_ok(scan *s)
{
    if (!is_digit(s)) {
        return false;
    }
    while (is_digit(s)) {
        s->p++;
    }
    return true;
}

/* nlohmann converts the token with strtod; an infinite result fails. A copy
 * because the text need not be NUL-terminated after the token. */
static bool number_is_finite(const unsigned char *start, size_t n)
{
    char *token = malloc(n + 1);
    if (token == NULL) { /* GCOVR_EXCL_BR_LINE: allocation failure, which no test can cause */
        return false;    /* GCOVR_EXCL_LINE: allocation failure, which no test can cause */
    }
    memcpy(token, start, n);
    token[n] = '\0';
    bool finite = isfinite(strtod(token, NULL));
    free(token);
    return finite;
}

/* JSON013: -? (0 | [1-9][0-9]*) (. [0-9]+)? ([eE] [+-]? [0-9]+)? */
static bool number_ok(scan *s)
{
    const unsigned char *start = s->p;
    if (peek_is(s, '-')) {
        s->p++;
    }
    if (peek_is(s, '0')) {
        s->p++;
    } else if (!digits_ok(s)) {
        return false;
    }
    if (peek_is(s, '.')) {
        s->p++;
        if (!digits_ok(s)) {
            return false;
        }
    }
    if (peek_is(s, 'e') || peek_is(s, 'E')) {
        s->p++;
        if (peek_is(s, '+') || peek_is(s, '-')) {
            s->p++;
        }
        if (!digits_ok(s)) {
            return false;
        }
    }
    return !s->options->finite_numbers || number_is_finite(start, (size_t)(s->p - start));
}

static bool hex4_ok(scan *s, unsigned *out)
{
    unsigned value = 0;
    for (int i = 0; i < 4; i++, s->p++) {
        if (at_end(s)) {
            return false;
        }
        unsigned char ch = *s->p;
        unsigned digit;
        if (ch >= '0' && ch <= '9') {
            digit = ch - '0';
        } else if (ch >= 'a' && ch <= 'f') {
            digit = ch - 'a' + 10u;
        } else if (ch >= 'A' && ch <= 'F') {
            digit = ch - 'A' + 10u;
        } else {
            return false;
        }
        value = value * 16 + digit;
    }
    *out = value;
    return true;
}

/* After "\u". A high surrogate must be followed by an escaped low one; a lone
 * low surrogate fails (nlohmann rejects both). */
static bool unicode_escape_ok(scan *s)
{
    unsigned unit;
    if (!hex4_ok(s, &unit)) {
        return false;
    }
    if (unit == 0) {
        s->nul_escape = true;
    }
    if (unit >= 0xDC00 && unit <= 0xDFFF) {
        return false;
    }
    if (unit >= 0xD800 && unit <= 0xDBFF) {
        unsigned low;
        if (!literal_ok(s, "\\u") || !hex4_ok(s, &low)) {
            return false;
        }
        return low >= 0xDC00 && low <= 0xDFFF;
    }
    return true;
}

/* After the backslash. */
static bool escape_ok(scan *s)
{
    if (at_end(s)) {
        return false;
    }
    switch (*s->p++) {
    case '"':
    case '\\':
    case '/':
    case 'b':
    case 'f':
    case 'n':
    case 'r':
    case 't':
        return true;
    case 'u':
        return unicode_escape_ok(s);
    default:
        return false;
    }
}

static bool continuation_ok(scan *s, unsigned char lo, unsigned char hi)
{
    if (at_end(s) || *s->p < lo || *s->p > hi) {
        return false;
    }
    s->p++;
    return true;
}

/* JSON009: one multi-byte UTF-8 sequence, well-formed per RFC 3629 (no
 * overlong forms, no encoded surrogates, nothing above U+10FFFF). The lead
 * byte fixes the range of the first continuation byte. */
static bool utf8_sequence_ok(scan *s)
{
    unsigned char lead = *s->p++;
    if (lead >= 0xC2 && lead <= 0xDF) {
        return continuation_ok(s, 0x80, 0xBF);
    }
    if (lead >= 0xE0 && lead <= 0xEF) {
        unsigned char lo = lead == 0xE0 ? 0xA0 : 0x80;
        unsigned char hi = lead == 0xED ? 0x9F : 0xBF;
        return continuation_ok(s, lo, hi) && continuation_ok(s, 0x80, 0xBF);
    }
    if (lead >= 0xF0 && lead <= 0xF4) {
        unsigned char lo = lead == 0xF0 ? 0x90 : 0x80;
        unsigned char hi = lead == 0xF4 ? 0x8F : 0xBF;
        return continuation_ok(s, lo, hi) && continuation_ok(s, 0x80, 0xBF) && continuation_ok(s, 0x80, 0xBF);
    }
    return false;
}

/* At the opening quote. JSON014: raw bytes below 0x20 must be escaped. */
static bool string_ok(scan *s)
{
    s->p++;
    while (!at_end(s)) {
        unsigned char ch = *s->p;
        bool ok = true;
        if (ch == '"') {
            s->p++;
            return true;
        }
        if (ch < 0x20) {
            return false;
        }
        if (ch == '\\') {
            s->p++;
            ok = escape_ok(s);
        } else if (ch >= 0x80) {
            ok = utf8_sequence_ok(s);
        } else {
            s->p++;
        }
        if (!ok) {
            return false;
        }
    }
    return false;
}

/* At '[' or '{'. */
static bool enter(scan *s)
{
    s->p++;
    return ++s->depth <= s->options->max_depth;
}

/* At ']' or '}'. */
static bool leave(scan *s)
{
    s->p++;
    s->depth--;
    return true;
}

static bool member_ok(scan *s)
{
    skip_space(s);
    if (!peek_is(s, '"') || !string_ok(s)) {
        return false;
    }
    skip_space(s);
    if (!peek_is(s, ':')) {
        return false;
    }
    s->p++;
    return value_ok(s);
}

/* Elements (values, or members when is_object) between the brackets,
 * comma-separated, none trailing. */
static bool container_ok(scan *s, bool is_object)
{
    unsigned char close = is_object ? '}' : ']';
    if (!enter(s)) {
        return false;
    }
    skip_space(s);
    if (peek_is(s, close)) {
        return leave(s);
    }
    for (;;) {
        if (!(is_object ? member_ok(s) : value_ok(s))) {
            return false;
        }
        skip_space(s);
        if (peek_is(s, close)) {
            return leave(s);
        }
        if (!peek_is(s, ',')) {
            return false;
        }
        s->p++;
    }
}

static bool value_ok(scan *s)
{
    skip_space(s);
    if (at_end(s)) {
        return false;
    }
    switch (*s->p) {
    case '{':
        return container_ok(s, true);
    case '[':
        return container_ok(s, false);
    case '"':
        return string_ok(s);
    case 't':
        return literal_ok(s, "true");
    case 'f':
        return literal_ok(s, "false");
    case 'n':
        return literal_ok(s, "null");
    default:
        return number_ok(s);
    }
}

/* JSON008: nlohmann skips one leading BOM; a partial one is not whitespace
 * and so fails like any other stray byte. */
#define SPACE_BLOCK 64
static const char k_spaces[SPACE_BLOCK + 1] = "                                                                ";

size_t json_grammar_space_run_from(const char *text, size_t len)
{
    size_t i = 0;
    while (len - i >= SPACE_BLOCK && memcmp(text + i, k_spaces, SPACE_BLOCK) == 0) i += SPACE_BLOCK;
    while (i < len && json_grammar_is_space(text[i])) i++;
    return i;
}

size_t json_grammar_space_run_back(const char *text, size_t len)
{
    size_t n = 0;
    while (len - n >= SPACE_BLOCK && memcmp(text + len - n - SPACE_BLOCK, k_spaces, SPACE_BLOCK) == 0) n += SPACE_BLOCK;
    while (n < len && json_grammar_is_space(text[len - n - 1])) n++;
    return n;
}

size_t json_grammar_bom_length(const char *text, size_t len)
{
    if (len >= 3 && memcmp(text, "\xEF\xBB\xBF", 3) == 0) {
        return 3;
    }
    return 0;
}

json_grammar_result json_grammar_check(const char *text, size_t len, const json_grammar_options *options)
{
    json_grammar_result result = {false, false, json_grammar_bom_length(text, len)};
    const unsigned char *bytes = (const unsigned char *)text;
    scan s = {bytes + result.bom_len, bytes + len, 0, options, false};
    if (value_ok(&s)) { /* JSON007: whitespace only has no value; JSON015: nor has a lone BOM */
        skip_space(&s);
        result.valid = at_end(&s); /* JSON006: nothing but whitespace may follow */
    }
    result.has_nul_escape = s.nul_escape;
    return result;
}
