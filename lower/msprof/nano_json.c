/* The NanoJson reading described in nano_json.h. */
#include "msprof/nano_json.h"

#include <errno.h>
#include <limits.h>
#include <stdlib.h>
#include <string.h>

/* NanoJson recurses without a limit; the model refuses deeper texts. 4096 is
 * the longest text fuzz_prof_diff makes, and far beyond the depth 10 aclInit
 * lets through. */
#define NJ_MAX_DEPTH 4096

typedef struct nj_value {
    aclcts_nj_type type;
    const char *str;
    size_t str_len;
    long long num;
} nj_value;

static const char *skip_set(const char *p, const char *set)
{
    while (*p != '\0' && strchr(set, *p) != NULL) {
        ++p;
    }
    return p;
}

#define NJ_WS " \r\n\t\v\f"
#define NJ_WS_COMMA " \r\n\t\v\f,"

/* Every parse function returns 0, NJ_REFUSED, or NJ_THROWS: NanoJson throws
 * std::out_of_range or std::invalid_argument, which ParseAclJsonConfig does
 * not catch. The text may hold NUL bytes (std::string): searches run to
 * `end`, while a NUL where a token should start matches no token. */
#define NJ_REFUSED ACLCTS_NJ_REFUSED
#define NJ_THROWS ACLCTS_NJ_THROWS
#define NJ_CORRUPT ACLCTS_NJ_CORRUPT
/* Refused before the value was written to (Parse meets no token, or a string
 * has no closing quote): GetJsonObj's `tmp` still holds the previous member's
 * value, which its MemoryFree then frees a second time. */
#define NJ_UNTOUCHED (-9)

static int parse_value(const char **pp, const char *end, nj_value *v, int depth, aclcts_nj_object *top);

static char *dup_n(const char *s, size_t n)
{
    char *d = malloc(n + 1);
    if (d != NULL) {
        memcpy(d, s, n);
        d[n] = '\0';
    }
    return d;
}

static int add_member(aclcts_nj_object *o, const char *key, size_t klen, const nj_value *v)
{
    size_t i = 0;
    while (i < o->n && (strlen(o->m[i].key) != klen || memcmp(o->m[i].key, key, klen) != 0)) {
        ++i;
    }
    if (i == o->n) {
        aclcts_nj_member *m = realloc(o->m, (o->n + 1) * sizeof *m);
        if (m == NULL) {
            return -1;
        }
        o->m = m;
        o->m[i] = (aclcts_nj_member){dup_n(key, klen), ACLCTS_NJ_NULL, NULL, 0};
        o->n++;
    }
    if (memchr(key, '\0', klen) != NULL || (v->type == ACLCTS_NJ_STRING && memchr(v->str, '\0', v->str_len) != NULL)) {
        o->nul_in_strings = 1;
    }
    free(o->m[i].str);
    o->m[i].type = v->type;
    o->m[i].num = v->num;
    o->m[i].str = v->type == ACLCTS_NJ_STRING ? dup_n(v->str, v->str_len) : NULL;
    return o->m[i].key != NULL ? 0 : -1;
}

static int parse_object(const char **pp, const char *end, int depth, aclcts_nj_object *top)
{
    const char *p = skip_set(*pp + 1, NJ_WS);
    int held = 0; /* GetJsonObj's tmp holds a heap value (string, array, object) */
    while (*p != '}') {
        if (*p != '"') {
            return NJ_REFUSED;
        }
        const char *key = skip_set(p + 1, NJ_WS);
        const char *q = memchr(key, '"', (size_t)(end - key));
        if (q == NULL) {
            return NJ_REFUSED;
        }
        p = skip_set(q + 1, NJ_WS ":");
        if (*p == ',') {
            p = skip_set(p, NJ_WS_COMMA);
            continue;
        }
        nj_value v;
        int rc = parse_value(&p, end, &v, depth + 1, NULL);
        if (rc == NJ_UNTOUCHED) { /* HAZ007: the earlier value is freed twice */
            return held ? NJ_CORRUPT : NJ_REFUSED;
        }
        if (rc != 0) {
            return rc;
        }
        held = v.type == ACLCTS_NJ_STRING || v.type == ACLCTS_NJ_ARRAY || v.type == ACLCTS_NJ_OBJECT;
        if (top != NULL && add_member(top, key, (size_t)(q - key), &v) != 0) {
            return NJ_REFUSED;
        }
    }
    *pp = skip_set(p + 1, NJ_WS_COMMA);
    return 0;
}

static int parse_array(const char **pp, const char *end, int depth)
{
    const char *p = skip_set(*pp + 1, NJ_WS);
    while (*p != ']') {
        nj_value v;
        int rc = parse_value(&p, end, &v, depth + 1, NULL);
        if (rc != 0) {
            return rc == NJ_UNTOUCHED ? NJ_REFUSED : rc; /* GetJsonArray: a fresh tmp per element */
        }
        if (p == end) {
            return NJ_REFUSED;
        }
    }
    *pp = skip_set(p + 1, NJ_WS_COMMA);
    return 0;
}

/* stoi: base-10 prefix that must fit an int. */
static int read_int(const char *p, long long *out)
{
    char *end = NULL;
    errno = 0;
    long v = strtol(p, &end, 10);
    if (end == p || errno == ERANGE || v < INT_MIN || v > INT_MAX) {
        return -1;
    }
    *out = v;
    return 0;
}

static int parse_number(const char **pp, nj_value *v)
{
    const char *p = *pp;
    char *end = NULL;
    errno = 0;
    (void)strtod(p, &end);
    size_t pos = (size_t)(end - p);
    if (pos == 0 || errno == ERANGE) {
        return NJ_THROWS; /* std::stod: invalid_argument, out_of_range */
    }
    if (pos > 1 && (p[pos - 1] == '.' || (p[0] == '0' && p[1] == '0') || (p[0] == '-' && p[1] == '.'))) {
        return NJ_UNTOUCHED; /* GetJsonNum returns before it sets the type */
    }
    if (memchr(p, '.', pos) != NULL) {
        v->type = ACLCTS_NJ_DOUBLE;
    } else {
        v->type = p[0] == '-' ? ACLCTS_NJ_INT : ACLCTS_NJ_UINT;
        if (read_int(p, &v->num) != 0) {
            return NJ_REFUSED; /* stoi's exceptions are caught there */
        }
    }
    *pp = skip_set(p + pos, NJ_WS_COMMA);
    return 0;
}

static int parse_value(const char **pp, const char *end, nj_value *v, int depth, aclcts_nj_object *top)
{
    const char *p = skip_set(*pp, NJ_WS);
    *v = (nj_value){ACLCTS_NJ_NULL, NULL, 0, 0};
    if (p == end || depth > NJ_MAX_DEPTH) {
        return NJ_REFUSED; /* Parse throws runtime_error on an empty rest: caught */
    }
    int rc = 0;
    if (*p == '{') {
        v->type = ACLCTS_NJ_OBJECT;
        rc = parse_object(&p, end, depth, top);
    } else if (*p == '[') {
        v->type = ACLCTS_NJ_ARRAY;
        rc = parse_array(&p, end, depth);
    } else if (*p == '"') {
        const char *s = skip_set(p + 1, NJ_WS);
        const char *q = memchr(s, '"', (size_t)(end - s));
        if (q == NULL) {
            return NJ_UNTOUCHED;
        }
        *v = (nj_value){ACLCTS_NJ_STRING, s, (size_t)(q - s), 0};
        p = skip_set(q + 1, NJ_WS_COMMA);
    } else if (strncmp(p, "true", 4) == 0 || strncmp(p, "false", 5) == 0) {
        v->type = ACLCTS_NJ_BOOL;
        v->num = *p == 't';
        p = skip_set(p + (*p == 't' ? 4 : 5), NJ_WS_COMMA);
    } else if (*p == 'n') {
        if (end - p < 4) {
            return NJ_THROWS; /* GetJsonNull's substr(4): out_of_range */
        }
        p = skip_set(p + 4, NJ_WS_COMMA);
    } else if (*p == '-' || (*p >= '0' && *p <= '9')) {
        rc = parse_number(&p, v);
    } else if (*p == 't' || *p == 'f') {
        return NJ_REFUSED; /* GetJsonBool has set the type: nothing to free */
    } else {
        return NJ_UNTOUCHED;
    }
    *pp = p;
    return rc;
}

int aclcts_nj_parse_object(const char *text, size_t len, aclcts_nj_object *out)
{
    *out = (aclcts_nj_object){NULL, 0, 0};
    if (text == NULL || len > ACLCTS_NJ_MAX_TEXT) {
        return NJ_REFUSED;
    }
    char *buf = dup_n(text, len);
    if (buf == NULL) {
        return NJ_REFUSED;
    }
    const char *p = skip_set(buf, NJ_WS), *end = buf + len;
    nj_value v;
    /* Json::Parse: any value is parsed, then a root that is not an object is refused. */
    int rc = parse_value(&p, end, &v, 0, *p == '{' ? out : NULL);
    if (rc == NJ_UNTOUCHED || (rc == 0 && v.type != ACLCTS_NJ_OBJECT)) {
        rc = NJ_REFUSED;
    }
    free(buf);
    if (rc != 0) {
        aclcts_nj_free(out);
    }
    return rc;
}

void aclcts_nj_free(aclcts_nj_object *o)
{
    for (size_t i = 0; i < o->n; ++i) {
        free(o->m[i].key);
        free(o->m[i].str);
    }
    free(o->m);
    *o = (aclcts_nj_object){NULL, 0, 0};
}
