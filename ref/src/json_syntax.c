/* Strict RFC 8259 validation of the config text (JSON004..JSON014).
 *
 * This is the grammar nlohmann::json::parse accepts with default arguments:
 * one value, optional whitespace around it, an optional UTF-8 BOM first;
 * no comments, no trailing data, strict numbers, well-formed UTF-8, no raw
 * control characters in strings, paired surrogate escapes. Duplicate keys
 * are allowed (the lookup takes the last one). */
#include <stdint.h>

#include "aclref_limits.h"
#include "errmsg.h"
#include "json.h"

typedef struct cursor {
    const unsigned char *p;
    const unsigned char *end;
    unsigned nesting;
} cursor;

static bool parse_value(cursor *c);

static bool at_end(const cursor *c) { return c->p >= c->end; }

static bool peek_is(const cursor *c, unsigned char ch) { return !at_end(c) && *c->p == ch; }

static void skip_whitespace(cursor *c)
{
    while (!at_end(c) && (*c->p == ' ' || *c->p == '\t' || *c->p == '\n' || *c->p == '\r')) {
        c->p++;
    }
}

static bool parse_literal(cursor *c, const char *word)
{
    for (; *word != '\0'; word++, c->p++) {
        if (at_end(c) || *c->p != (unsigned char)*word) {
            return false;
        }
    }
    return true;
}

static bool is_digit(const cursor *c) { return !at_end(c) && *c->p >= '0' && *c->p <= '9'; }

static bool parse_digits(cursor *c)
{
    if (!is_digit(c)) {
        return false;
    }
    while (is_digit(c)) {
        c->p++;
    }
    return true;
}

/* JSON013: -? (0 | [1-9][0-9]*) (. [0-9]+)? ([eE] [+-]? [0-9]+)? */
static bool parse_number(cursor *c)
{
    if (peek_is(c, '-')) {
        c->p++;
    }
    if (peek_is(c, '0')) {
        c->p++;
    } else if (!parse_digits(c)) {
        return false;
    }
    if (peek_is(c, '.')) {
        c->p++;
        if (!parse_digits(c)) {
            return false;
        }
    }
    if (peek_is(c, 'e') || peek_is(c, 'E')) {
        c->p++;
        if (peek_is(c, '+') || peek_is(c, '-')) {
            c->p++;
        }
        if (!parse_digits(c)) {
            return false;
        }
    }
    return true;
}

static bool parse_hex4(cursor *c, unsigned *out)
{
    unsigned value = 0;
    for (int i = 0; i < 4; i++, c->p++) {
        if (at_end(c)) {
            return false;
        }
        unsigned char ch = *c->p;
        unsigned digit;
        if (ch >= '0' && ch <= '9') digit = ch - '0';
        else if (ch >= 'a' && ch <= 'f') digit = ch - 'a' + 10;
        else if (ch >= 'A' && ch <= 'F') digit = ch - 'A' + 10;
        else return false;
        value = value * 16 + digit;
    }
    *out = value;
    return true;
}

/* After the backslash. A high surrogate escape must be followed by a low
 * one; a lone low surrogate is an error (nlohmann rejects both). */
static bool parse_escape(cursor *c)
{
    if (at_end(c)) {
        return false;
    }
    unsigned char ch = *c->p++;
    switch (ch) {
    case '"': case '\\': case '/': case 'b': case 'f': case 'n': case 'r': case 't':
        return true;
    case 'u': {
        unsigned unit;
        if (!parse_hex4(c, &unit)) {
            return false;
        }
        if (unit >= 0xDC00 && unit <= 0xDFFF) {
            return false;
        }
        if (unit >= 0xD800 && unit <= 0xDBFF) {
            unsigned low;
            if (!parse_literal(c, "\\u") || !parse_hex4(c, &low)) {
                return false;
            }
            return low >= 0xDC00 && low <= 0xDFFF;
        }
        return true;
    }
    default:
        return false;
    }
}

static bool parse_continuation(cursor *c, unsigned char lo, unsigned char hi)
{
    if (at_end(c) || *c->p < lo || *c->p > hi) {
        return false;
    }
    c->p++;
    return true;
}

/* JSON009: one multi-byte UTF-8 sequence, well-formed per RFC 3629 (no
 * overlong forms, no encoded surrogates, nothing above U+10FFFF). */
static bool parse_utf8_sequence(cursor *c)
{
    unsigned char lead = *c->p++;
    if (lead >= 0xC2 && lead <= 0xDF) return parse_continuation(c, 0x80, 0xBF);
    if (lead == 0xE0) return parse_continuation(c, 0xA0, 0xBF) && parse_continuation(c, 0x80, 0xBF);
    if ((lead >= 0xE1 && lead <= 0xEC) || lead == 0xEE || lead == 0xEF)
        return parse_continuation(c, 0x80, 0xBF) && parse_continuation(c, 0x80, 0xBF);
    if (lead == 0xED) return parse_continuation(c, 0x80, 0x9F) && parse_continuation(c, 0x80, 0xBF);
    if (lead == 0xF0)
        return parse_continuation(c, 0x90, 0xBF) && parse_continuation(c, 0x80, 0xBF) &&
               parse_continuation(c, 0x80, 0xBF);
    if (lead >= 0xF1 && lead <= 0xF3)
        return parse_continuation(c, 0x80, 0xBF) && parse_continuation(c, 0x80, 0xBF) &&
               parse_continuation(c, 0x80, 0xBF);
    if (lead == 0xF4)
        return parse_continuation(c, 0x80, 0x8F) && parse_continuation(c, 0x80, 0xBF) &&
               parse_continuation(c, 0x80, 0xBF);
    return false;
}

/* JSON014: raw bytes below 0x20 are not allowed inside a string. */
static bool parse_string(cursor *c)
{
    c->p++; /* opening quote */
    while (!at_end(c)) {
        unsigned char ch = *c->p;
        if (ch == '"') {
            c->p++;
            return true;
        }
        if (ch < 0x20) {
            return false;
        }
        if (ch == '\\') {
            c->p++;
            if (!parse_escape(c)) return false;
        } else if (ch >= 0x80) {
            if (!parse_utf8_sequence(c)) return false;
        } else {
            c->p++;
        }
    }
    return false;
}

static bool enter(cursor *c)
{
    c->p++; /* '[' or '{' */
    return ++c->nesting <= ACLREF_SYNTAX_MAX_NESTING;
}

static bool leave(cursor *c)
{
    c->p++; /* ']' or '}' */
    c->nesting--;
    return true;
}

static bool parse_array(cursor *c)
{
    if (!enter(c)) return false;
    skip_whitespace(c);
    if (peek_is(c, ']')) return leave(c);
    for (;;) {
        if (!parse_value(c)) return false;
        skip_whitespace(c);
        if (peek_is(c, ']')) return leave(c);
        if (!peek_is(c, ',')) return false;
        c->p++;
    }
}

static bool parse_member(cursor *c)
{
    skip_whitespace(c);
    if (!peek_is(c, '"') || !parse_string(c)) return false;
    skip_whitespace(c);
    if (!peek_is(c, ':')) return false;
    c->p++;
    return parse_value(c);
}

static bool parse_object(cursor *c)
{
    if (!enter(c)) return false;
    skip_whitespace(c);
    if (peek_is(c, '}')) return leave(c);
    for (;;) {
        if (!parse_member(c)) return false;
        skip_whitespace(c);
        if (peek_is(c, '}')) return leave(c);
        if (!peek_is(c, ',')) return false;
        c->p++;
    }
}

static bool parse_value(cursor *c)
{
    skip_whitespace(c);
    if (at_end(c)) return false;
    switch (*c->p) {
    case '{': return parse_object(c);
    case '[': return parse_array(c);
    case '"': return parse_string(c);
    case 't': return parse_literal(c, "true");
    case 'f': return parse_literal(c, "false");
    case 'n': return parse_literal(c, "null");
    default: return parse_number(c);
    }
}

/* JSON008: a leading UTF-8 BOM is skipped (and stays in the raw bytes). */
static size_t bom_length(const char *text, size_t len)
{
    static const unsigned char bom[3] = {0xEF, 0xBB, 0xBF};
    if (len >= 3 && (unsigned char)text[0] == bom[0] && (unsigned char)text[1] == bom[1] &&
        (unsigned char)text[2] == bom[2]) {
        return 3;
    }
    return 0;
}

bool json_is_valid(const char *text, size_t len)
{
    size_t bom = bom_length(text, len);
    cursor c = {(const unsigned char *)text + bom, (const unsigned char *)text + len, 0};
    if (!parse_value(&c)) { /* JSON007: whitespace only has no value */
        return false;
    }
    skip_whitespace(&c);
    return at_end(&c); /* JSON006: nothing but whitespace may follow */
}

aclError check_json_syntax(const char *text, size_t len)
{
    REQUIRE(json_is_valid(text, len), ACL_ERROR_PARSE_FILE, "JSON004", EH_INVALID_FILE,
            "Parse exception: the config file is not valid JSON (RFC 8259)");
    return ACL_SUCCESS;
}

json_span json_root(const char *text, size_t len)
{
    size_t i = bom_length(text, len);
    while (i < len && (text[i] == ' ' || text[i] == '\t' || text[i] == '\n' || text[i] == '\r')) {
        i++;
    }
    size_t end = len;
    while (end > i && (text[end - 1] == ' ' || text[end - 1] == '\t' || text[end - 1] == '\n' ||
                       text[end - 1] == '\r')) {
        end--;
    }
    json_span root = {text + i, end - i};
    return root;
}
