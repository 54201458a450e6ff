/* The JSON stages: depth scan, strict syntax check, member lookup.
 *
 * The product parses with nlohmann::json. cJSON (used here only to decode
 * leaf strings and to print the profiler text) accepts things nlohmann
 * rejects and resolves duplicates the other way, so the hand-written
 * validator below decides what is JSON, and the lookup below decides which
 * member counts. The unit tests pin each difference. */
#ifndef ACLREF_JSON_H_
#define ACLREF_JSON_H_

#include <stdbool.h>
#include <stddef.h>

#include "acl/acl_base_rt.h"

/* A run of bytes inside the config text: one JSON value, or nothing
 * (len == 0: "absent" / "no JSON"). */
typedef struct json_span {
    const char *start;
    size_t len;
} json_span;

typedef enum json_kind {
    JSON_ABSENT,
    JSON_OBJECT,
    JSON_ARRAY,
    JSON_STRING,
    JSON_NUMBER,
    JSON_TRUE,
    JSON_FALSE,
    JSON_NULL
} json_kind;

/* JSON001/JSON002: raw-byte counts of '{' and '[' in text[0, len), the two
 * counters independent and never below 0. Fills the maxima when non-NULL. */
aclError check_json_depth(const char *text, size_t len, unsigned *max_object, unsigned *max_array);

/* JSON004..JSON014: text[0, len) is exactly one RFC 8259 value (after an
 * optional UTF-8 BOM), with optional surrounding whitespace. */
bool json_is_valid(const char *text, size_t len);
aclError check_json_syntax(const char *text, size_t len);

/* The top-level value of valid text (BOM and whitespace skipped). */
json_span json_root(const char *text, size_t len);

json_kind json_kind_of(json_span value);

/* JSON010/JSON012: the value of member `key` of an object (the last one if
 * the key repeats); false when value is not an object or has no such key.
 * Keys compare after unescaping, byte for byte. */
bool json_member(json_span object, const char *key, json_span *out);

/* Walks the members of an object or the elements of an array, in text
 * order. For an array *key is an empty span. */
typedef struct json_iter {
    const char *p;
    const char *end;
    bool is_object;
} json_iter;
json_iter json_iter_begin(json_span container);
bool json_iter_next(json_iter *it, json_span *key, json_span *value);

/* A string value unescaped into malloc'd UTF-8 (caller frees); NULL when the
 * value is not a string or its text holds a NUL, which no accepted value
 * contains. */
char *json_string_dup(json_span value);

/* True when value is a JSON string whose unescaped text equals expected. */
bool json_string_equals(json_span value, const char *expected);

#endif /* ACLREF_JSON_H_ */
