/* Member lookup in validated config text (JSON003, JSON010, JSON012).
 *
 * Works on raw spans so that a key check can see the exact token text (the
 * FIFO rule checks the number as written). Every function assumes the text
 * passed json_is_valid. Leaf strings are unescaped by cJSON. */
#define _POSIX_C_SOURCE 200809L /* strdup, strnlen */
#include <cjson/cJSON.h>
#include <stddef.h>
#include <stdlib.h>
#include <string.h>

#include "json.h"

static bool is_space(char ch) { return ch == ' ' || ch == '\t' || ch == '\n' || ch == '\r'; }

static const char *skip_space(const char *p, const char *end)
{
    while (p < end && is_space(*p)) p++;
    return p;
}

/* p at the opening quote; returns the byte after the closing quote: the
 * first quote after an even run of backslashes. memchr finds the quotes: a
 * config may hold a string of megabytes, skipped by every lookup (PROF004). */
static const char *skip_string(const char *p, const char *end)
{
    const char *first = p + 1;
    for (const char *from = first; from < end;) {
        const char *quote = memchr(from, '"', (size_t)(end - from));
        if (quote == NULL) break; /* GCOVR_EXCL_LINE: lookups see only text that passed the syntax check */
        size_t slashes = 0;
        while (quote - slashes > first && quote[-1 - (ptrdiff_t)slashes] == '\\') slashes++;
        if (slashes % 2 == 0) return quote + 1;
        from = quote + 1;
    }
    return end; /* GCOVR_EXCL_LINE: lookups see only text that passed the syntax check: no string is open */
}

/* p at '{' or '['; returns the byte after the matching closer. */
static const char *skip_container(const char *p, const char *end)
{
    size_t open = 0;
    while (p < end) {
        if (*p == '"') {
            p = skip_string(p, end);
            continue;
        }
        if (*p == '{' || *p == '[') open++;
        if ((*p == '}' || *p == ']') && --open == 0) return p + 1;
        p++;
    }
    return end; /* GCOVR_EXCL_LINE: lookups see only text that passed the syntax check: no container is open */
}

/* Numbers and literals end at a delimiter. */
static const char *skip_scalar(const char *p, const char *end)
{
    while (p < end && !is_space(*p) && *p != ',' && *p != '}' && *p != ']') p++;
    return p;
}

static const char *skip_value(const char *p, const char *end)
{
    if (*p == '"') return skip_string(p, end);
    if (*p == '{' || *p == '[') return skip_container(p, end);
    return skip_scalar(p, end);
}

json_kind json_kind_of(json_span value)
{
    if (value.len == 0) return JSON_ABSENT;
    switch (value.start[0]) {
    case '{':
        return JSON_OBJECT;
    case '[':
        return JSON_ARRAY;
    case '"':
        return JSON_STRING;
    case 't':
        return JSON_TRUE;
    case 'f':
        return JSON_FALSE;
    case 'n':
        return JSON_NULL;
    default:
        return JSON_NUMBER;
    }
}

/* True when the string token's escapes produce a U+0000 character. */
static bool has_escaped_nul(json_span token)
{
    for (size_t i = 1; i + 1 < token.len; i++) {
        if (token.start[i] != '\\') continue;
        if (token.start[i + 1] == 'u' && i + 5 < token.len && memcmp(token.start + i + 2, "0000", 4) == 0) {
            return true;
        }
        i++; /* skip the escaped character */
    }
    return false;
}

char *json_string_dup(json_span value)
{
    if (json_kind_of(value) != JSON_STRING || has_escaped_nul(value)) {
        return NULL;
    }
    cJSON *item = cJSON_ParseWithLength(value.start, value.len);
    char *copy = NULL;
    if (cJSON_IsString(item)) {
        copy = strdup(cJSON_GetStringValue(item));
    }
    cJSON_Delete(item);
    return copy;
}

bool json_string_equals(json_span value, const char *expected)
{
    char *text = json_string_dup(value);
    bool equal = text != NULL && strcmp(text, expected) == 0;
    free(text);
    return equal;
}

/* JSON016: keys compare after JSON string decoding ("default\u0044evice"). */
static bool key_matches(json_span key_token, const char *key)
{
    if (memchr(key_token.start, '\\', key_token.len) == NULL) {
        size_t key_len = strlen(key);
        return key_token.len == key_len + 2 && memcmp(key_token.start + 1, key, key_len) == 0;
    }
    return json_string_equals(key_token, key);
}

json_iter json_iter_begin(json_span container)
{
    json_iter it = {container.start, container.start, false};
    json_kind kind = json_kind_of(container);
    if (kind == JSON_OBJECT || kind == JSON_ARRAY) {
        it.end = container.start + container.len - 1; /* the closer */
        it.p = skip_space(container.start + 1, it.end);
        it.is_object = kind == JSON_OBJECT;
    }
    return it;
}

bool json_iter_next(json_iter *it, json_span *key, json_span *value)
{
    if (it->p >= it->end) {
        return false;
    }
    key->start = it->p;
    key->len = 0;
    if (it->is_object) {
        key->len = (size_t)(skip_string(it->p, it->end) - it->p);
        it->p = skip_space(key->start + key->len, it->end) + 1; /* past ':' */
        it->p = skip_space(it->p, it->end);
    }
    const char *value_end = skip_value(it->p, it->end);
    value->start = it->p;
    value->len = (size_t)(value_end - it->p);
    it->p = skip_space(value_end, it->end);
    if (it->p < it->end && *it->p == ',') {
        it->p = skip_space(it->p + 1, it->end);
    }
    return true;
}

bool json_member(json_span object, const char *key, json_span *out)
{
    if (json_kind_of(object) != JSON_OBJECT) {
        return false;
    }
    json_iter it = json_iter_begin(object);
    json_span key_token, value;
    bool found = false;
    while (json_iter_next(&it, &key_token, &value)) {
        if (key_matches(key_token, key)) { /* JSON010: keep going, the last one wins */
            *out = value;
            found = true;
        }
    }
    return found;
}
