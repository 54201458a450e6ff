/* A reading of the profiling layer's own JSON parser (msprof NanoJson,
 * src/dfx/msprof/collector/dvvp/common/json/json.cpp), which is not a strict
 * JSON parser. Only what the `profiler` validation needs is kept: the type
 * and, for strings and integers, the value of every top-level member.
 *
 * Its semantics, as modelled here:
 * - the text is a std::string: NUL bytes are ordinary characters that start
 *   no token;
 * - the root must be an object; text after the root is ignored; more than
 *   1 MiB, or only whitespace, is refused;
 * - a string runs to the next '"' (escapes are not decoded, so `\"` ends it)
 *   and loses its leading whitespace;
 * - commas and whitespace after any value are skipped, so commas are optional;
 * - a member written as "key": followed by ',' has no value and is dropped;
 * - a number is read with std::stod; a prefix with '.' is a double,
 *   otherwise it is an int (leading '-') or an unsigned, read with stoi, so a
 *   value outside the int range is refused; a prefix ending in '.', starting
 *   with "00" or with "-." is refused;
 * - `null` is any 4 characters starting with 'n';
 * - std::stod without a number ("-x") or out of the double range, and an 'n'
 *   with fewer than 4 characters left, throw exceptions msprof does not catch
 *   (ParseAclJsonConfig catches std::runtime_error only): the process ends;
 * - in an object, a member value that starts no token, a string without a
 *   closing quote, or a number refused for its form ("00", "1.", "-.")
 *   after a member whose value was a string, array or object:
 *   GetJsonObj frees that earlier value through its reused `tmp`, and
 *   Json::Parse frees it again with the object (a double free: the process
 *   crashes). `{"switch":"on","k\"x":1}`, valid JSON, is such a text;
 * - a duplicate member keeps its first position and the last value;
 * - nesting deeper than 4096 is refused here, where NanoJson recurses on. */
#ifndef ACLCTS_LOWER_NANO_JSON_H_
#define ACLCTS_LOWER_NANO_JSON_H_

#include <stddef.h>

#define ACLCTS_NJ_MAX_TEXT (1024u * 1024u) /* MAX_STR_SIZE */

typedef enum aclcts_nj_type {
    ACLCTS_NJ_NULL,
    ACLCTS_NJ_BOOL,
    ACLCTS_NJ_INT,
    ACLCTS_NJ_UINT,
    ACLCTS_NJ_DOUBLE,
    ACLCTS_NJ_STRING,
    ACLCTS_NJ_ARRAY,
    ACLCTS_NJ_OBJECT
} aclcts_nj_type;

typedef struct aclcts_nj_member {
    char *key;
    aclcts_nj_type type;
    char *str;     /* ACLCTS_NJ_STRING: the raw text between the quotes */
    long long num; /* ACLCTS_NJ_INT / ACLCTS_NJ_UINT / ACLCTS_NJ_BOOL */
} aclcts_nj_member;

typedef struct aclcts_nj_object {
    aclcts_nj_member *m;
    size_t n;
    /* 1 when a key or string value holds a NUL byte: the members keep only
     * the text before it (C strings), where msprof compares the whole. */
    int nul_in_strings;
} aclcts_nj_object;

/* 0 and the top-level members; ACLCTS_NJ_REFUSED when NanoJson refuses the
 * text; ACLCTS_NJ_THROWS when it throws what ends the process;
 * ACLCTS_NJ_CORRUPT when it frees a value twice (the process crashes). */
#define ACLCTS_NJ_REFUSED (-1)
#define ACLCTS_NJ_THROWS (-2)
#define ACLCTS_NJ_CORRUPT (-3)
int aclcts_nj_parse_object(const char *text, size_t len, aclcts_nj_object *out);
void aclcts_nj_free(aclcts_nj_object *o);

#endif
