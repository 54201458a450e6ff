/* Profiling (PROF001..PROF003, INIT007).
 *
 * PROFILER_SAMPLECONFIG set and non-empty: MsprofInit(ENV, "", 0), the file
 * is not consulted. No path or no top-level `profiler`: MsprofInit(DYNA,
 * NULL, 0), failure ignored. Otherwise the value's compact JSON text, as
 * nlohmann::json::dump prints it (object keys sorted byte-wise, duplicates
 * resolved to the last, numbers re-printed), goes to MsprofInit(ACL_JSON). */
#define _GNU_SOURCE
#include <cjson/cJSON.h>
#include <errno.h>
#include <math.h>
#include <stdio.h>
#include <stdlib.h>
#include <string.h>

#include "aclref_limits.h"
#include "apply.h"
#include "errmsg.h"
#include "lower/lower_layers.h"

/* nlohmann prints a double in plain notation while its decimal exponent is
 * in (-4, 15] (std::numeric_limits<double>::digits10), else as d.ddde+XX. */
#define NLOHMANN_MIN_EXP (-4)
#define NLOHMANN_MAX_EXP 15
/* Significant digits that always round-trip a double. */
#define DOUBLE_ROUND_TRIP_DIGITS 17

/* Shortest significant digits of d (> 0) that read back as d, and n, the
 * position of the decimal point relative to the first digit. */
static int shortest_digits(double d, char *digits, int *n)
{
    char buf[64];
    for (int precision = 1; precision <= DOUBLE_ROUND_TRIP_DIGITS; precision++) {
        snprintf(buf, sizeof(buf), "%.*e", precision - 1, d);
        if (strtod(buf, NULL) == d) {
            break;
        }
    }
    int k = 0;
    char *e = strchr(buf, 'e');
    for (char *p = buf; p < e; p++) {
        if (*p != '.') digits[k++] = *p;
    }
    while (k > 1 && digits[k - 1] == '0') k--;
    digits[k] = '\0';
    *n = atoi(e + 1) + 1;
    return k;
}

/* nlohmann's dtoa format_buffer for a finite positive double: k digits,
 * decimal point after position n. */
static void format_positive_double(double d, char *out, size_t cap)
{
    /* Zeros are padded only while the exponent is within the plain range. */
    char digits[32], zeros[NLOHMANN_MAX_EXP + 1];
    int n;
    int k = shortest_digits(d, digits, &n);
    if (k <= n && n <= NLOHMANN_MAX_EXP) { /* digits000.0 */
        memset(zeros, '0', (size_t)(n - k));
        zeros[n - k] = '\0';
        snprintf(out, cap, "%s%s.0", digits, zeros);
    } else if (0 < n && n <= NLOHMANN_MAX_EXP) { /* dig.its */
        snprintf(out, cap, "%.*s.%s", n, digits, digits + n);
    } else if (NLOHMANN_MIN_EXP < n && n <= 0) { /* 0.000digits */
        memset(zeros, '0', (size_t)-n);
        zeros[-n] = '\0';
        snprintf(out, cap, "0.%s%s", zeros, digits);
    } else { /* d.igitse+XX, at least two exponent digits */
        int e = n - 1;
        char exponent[16];
        snprintf(exponent, sizeof(exponent), "e%c%02d", e < 0 ? '-' : '+', e < 0 ? -e : e);
        if (k == 1) snprintf(out, cap, "%s%s", digits, exponent);
        else snprintf(out, cap, "%c.%s%s", digits[0], digits + 1, exponent);
    }
}

/* True when an integer token fits int64 (negative) or uint64 (otherwise):
 * nlohmann keeps such a value as an integer and prints it as written. */
static bool integer_fits(const char *text)
{
    errno = 0;
    if (text[0] == '-') {
        (void)strtoll(text, NULL, 10);
    } else {
        (void)strtoull(text, NULL, 10);
    }
    return errno == 0;
}

static void format_double(double d, char *out, size_t cap)
{
    if (!isfinite(d)) {             /* GCOVR_EXCL_BR_LINE: the syntax check rejects a number that overflows (JSON013) */
        snprintf(out, cap, "null"); /* GCOVR_EXCL_LINE: idem */
    } else if (d == 0) {
        snprintf(out, cap, signbit(d) ? "-0.0" : "0.0");
    } else if (d < 0) {
        out[0] = '-';
        format_positive_double(-d, out + 1, cap - 1);
    } else {
        format_positive_double(d, out, cap);
    }
}

/* A number token printed as nlohmann would print the parsed value. */
static char *normalise_number(json_span token)
{
    char *text = strndup(token.start, token.len);
    char out[400];
    if (text == NULL) return NULL;
    bool integer = strpbrk(text, ".eE") == NULL;
    if (integer && strcmp(text, "-0") == 0) {
        snprintf(out, sizeof(out), "0");
    } else if (integer && integer_fits(text)) {
        snprintf(out, sizeof(out), "%s", text);
    } else {
        format_double(strtod(text, NULL), out, sizeof(out));
    }
    free(text);
    return strdup(out);
}

/* Appends code point c as nlohmann's serializer writes it in a string:
 * \" \\ \b \f \n \r \t, other code points below 0x20 as \u00xx, anything
 * else as UTF-8. Returns the number of bytes written (at most 6). */
static size_t put_code_point(char *out, unsigned c)
{
    static const char short_escapes[] = "\bb\ff\nn\rr\tt\"\"\\\\";
    for (const char *e = short_escapes; *e != '\0'; e += 2) {
        if ((unsigned char)e[0] == c) {
            out[0] = '\\';
            out[1] = e[1];
            return 2;
        }
    }
    if (c < 0x20) return (size_t)sprintf(out, "\\u%04x", c);
    if (c < 0x80) return out[0] = (char)c, 1;
    if (c < 0x800) return out[0] = (char)(0xC0 | c >> 6), out[1] = (char)(0x80 | (c & 0x3F)), 2;
    if (c < 0x10000) {
        out[0] = (char)(0xE0 | c >> 12);
        out[1] = (char)(0x80 | (c >> 6 & 0x3F));
        out[2] = (char)(0x80 | (c & 0x3F));
        return 3;
    }
    out[0] = (char)(0xF0 | c >> 18);
    out[1] = (char)(0x80 | (c >> 12 & 0x3F));
    out[2] = (char)(0x80 | (c >> 6 & 0x3F));
    out[3] = (char)(0x80 | (c & 0x3F));
    return 4;
}

static unsigned hex4(const char *p)
{
    unsigned v = 0;
    for (int i = 0; i < 4; i++) v = v * 16 + (unsigned)(p[i] <= '9' ? p[i] - '0' : (p[i] | 0x20) - 'a' + 10);
    return v;
}

/* A string token holding U+0000, which a cJSON string cannot: its text as
 * nlohmann's dump() prints the decoded string (the product hands msprof
 * "x\u0000y"). The token passed the syntax check, so every escape is whole
 * and a high surrogate is followed by an escaped low one. Raw bytes, UTF-8
 * included, are kept; each escape is decoded and written again. */
static char *string_with_nul_text(json_span token)
{
    char *out = malloc(token.len + 1); /* no escape grows: "\/" -> "/", "\uXXXX" -> 6 bytes at most */
    if (out == NULL) return NULL;      /* GCOVR_EXCL_LINE: allocation failure, which no test can cause */
    size_t n = 0;
    out[n++] = '"';
    for (size_t i = 1; i + 1 < token.len; i++) {
        if (token.start[i] != '\\') {
            out[n++] = token.start[i];
            continue;
        }
        char e = token.start[++i];
        unsigned c = e == 'b'   ? 0x08
                     : e == 'f' ? 0x0C
                     : e == 'n' ? 0x0A
                     : e == 'r' ? 0x0D
                     : e == 't' ? 0x09
                                : (unsigned char)e;
        if (e == 'u') {
            c = hex4(token.start + i + 1);
            i += 4;
            if (c >= 0xD800 && c <= 0xDBFF) { /* "\uD8xx\uDCxx": one code point */
                c = 0x10000 + ((c - 0xD800) << 10) + (hex4(token.start + i + 3) - 0xDC00);
                i += 6;
            }
        }
        n += put_code_point(out + n, c);
    }
    out[n++] = '"';
    out[n] = '\0';
    return out;
}

static cJSON *to_cjson(json_span value);

static cJSON *object_to_cjson(json_span value)
{
    cJSON *object = cJSON_CreateObject();
    json_iter it = json_iter_begin(value);
    json_span key_token, member;
    while (object != NULL && json_iter_next(&it, &key_token, &member)) {
        char *key = json_string_dup(key_token);
        cJSON *item = key ? to_cjson(member) : NULL;
        if (item == NULL) {
            free(key);
            cJSON_Delete(object);
            return NULL;
        }
        if (cJSON_GetObjectItemCaseSensitive(object, key) != NULL) { /* the last duplicate wins */
            cJSON_ReplaceItemInObjectCaseSensitive(object, key, item);
        } else {
            cJSON_AddItemToObject(object, key, item);
        }
        free(key);
    }
    return object;
}

static cJSON *array_to_cjson(json_span value)
{
    cJSON *array = cJSON_CreateArray();
    json_iter it = json_iter_begin(value);
    json_span unused, element;
    while (array != NULL && json_iter_next(&it, &unused, &element)) {
        cJSON *item = to_cjson(element);
        if (item == NULL) {
            cJSON_Delete(array);
            return NULL;
        }
        cJSON_AddItemToArray(array, item);
    }
    return array;
}

static cJSON *to_cjson(json_span value)
{
    switch (json_kind_of(value)) {
    case JSON_OBJECT:
        return object_to_cjson(value);
    case JSON_ARRAY:
        return array_to_cjson(value);
    case JSON_TRUE:
        return cJSON_CreateTrue();
    case JSON_FALSE:
        return cJSON_CreateFalse();
    case JSON_NULL:
        return cJSON_CreateNull();
    case JSON_STRING: {
        char *text = json_string_dup(value); /* NULL for a string holding U+0000 */
        char *raw = text ? NULL : string_with_nul_text(value);
        cJSON *item = text ? cJSON_CreateString(text) : raw ? cJSON_CreateRaw(raw) : NULL;
        free(text);
        free(raw);
        return item;
    }
    case JSON_NUMBER: {
        char *text = normalise_number(value);
        cJSON *item = text ? cJSON_CreateRaw(text) : NULL;
        free(text);
        return item;
    }
    default:
        return NULL; /* GCOVR_EXCL_LINE: a value that passed the syntax check has one of the kinds above */
    }
}

static int compare_keys(const void *a, const void *b)
{
    const cJSON *x = *(const cJSON *const *)a, *y = *(const cJSON *const *)b;
    return strcmp(x->string, y->string); /* std::map<std::string>: unsigned bytes */
}

/* Sorts every object's members by key, recursively. */
static void sort_keys(cJSON *item)
{
    for (cJSON *child = item->child; child != NULL; child = child->next) {
        sort_keys(child);
    }
    int count = cJSON_GetArraySize(item);
    if (!cJSON_IsObject(item) || count < 2) {
        return;
    }
    cJSON **members = malloc((size_t)count * sizeof(*members));
    if (members == NULL) return;
    int i = 0;
    for (cJSON *child = item->child; child != NULL; child = child->next) members[i++] = child;
    qsort(members, (size_t)count, sizeof(*members), compare_keys);
    for (i = 0; i < count; i++) {
        members[i]->prev = i > 0 ? members[i - 1] : members[count - 1]; /* cJSON: head->prev is the tail */
        members[i]->next = i + 1 < count ? members[i + 1] : NULL;
    }
    item->child = members[0];
    free(members);
}

char *profiling_serialise(json_span value)
{
    cJSON *tree = to_cjson(value);
    if (tree == NULL) {
        return NULL;
    }
    sort_keys(tree); /* PROF002 */
    char *text = cJSON_PrintUnformatted(tree);
    cJSON_Delete(tree);
    return text;
}

aclError check_profiling(json_span root, bool has_path, const char *sample_config_env, profiling_request *request)
{
    json_span profiler;
    memset(request, 0, sizeof(*request));
    if (sample_config_env != NULL && sample_config_env[0] != '\0') { /* PROF003 */
        request->data_type = MSPROF_CTRL_INIT_ACL_ENV;
        request->text = strdup("");
        request->failure_is_error = true;
        REQUIRE(request->text != NULL, ACL_ERROR_INTERNAL_ERROR, "PROF003", EH_INTERNAL, "out of memory");
        return ACL_SUCCESS;
    }
    if (!has_path || !json_member(root, "profiler", &profiler)) { /* PROF001 */
        request->data_type = MSPROF_CTRL_INIT_DYNA;
        return ACL_SUCCESS;
    }
    request->data_type = MSPROF_CTRL_INIT_ACL_JSON; /* PROF002 */
    request->failure_is_error = true;
    request->text = profiling_serialise(profiler);
    REQUIRE(request->text != NULL, ACL_ERROR_INVALID_PARAM, "PROF002", EH_INVALID_PARAM,
            "the profiler value cannot be serialised (a key holds U+0000)");
    request->text_len = (uint32_t)strlen(request->text);
    return ACL_SUCCESS;
}

aclError apply_profiling(json_span root, bool has_path)
{
    profiling_request request;
    aclError ret = check_profiling(root, has_path, getenv("PROFILER_SAMPLECONFIG"), &request);
    if (ret != ACL_SUCCESS) {
        return ret;
    }
    int32_t result = MsprofInit(request.data_type, request.text, request.text_len);
    free(request.text);
    if (!request.failure_is_error) { /* PROF001: DYNA failure only reported (ERRMSG028) */
        if (result != 0) {
            REPORT("ERRMSG028", EH_INTERNAL, "MsprofInit(%u) returned %d", request.data_type, (int)result);
        }
        return ACL_SUCCESS;
    }
    /* ERRMSG028: an inner error with msprof's result, then the code. PROF011: a
     * general server's whitelist refusal (5) of a switch-on profiler stops init
     * here like any other refusal; the steps after it never run. */
    REQUIRE(result == 0, ACL_ERROR_INVALID_PARAM, request.data_type == MSPROF_CTRL_INIT_ACL_ENV ? "PROF003" : "PROF002",
            EH_INTERNAL, "MsprofInit(%u) returned %d", request.data_type, (int)result);
    return ACL_SUCCESS;
}
