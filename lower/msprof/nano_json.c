/* The NanoJson reading described in nano_json.h. */
#include "msprof/nano_json.h"

#include <errno.h>
#include <limits.h>
#include <stdlib.h>
#include <string.h>

#define NJ_MAX_DEPTH 256 /* far beyond what aclInit lets through (depth 10) */

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

static int parse_value(const char **pp, nj_value *v, int depth, aclcts_nj_object *top);

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
    free(o->m[i].str);
    o->m[i].type = v->type;
    o->m[i].num = v->num;
    o->m[i].str = v->type == ACLCTS_NJ_STRING ? dup_n(v->str, v->str_len) : NULL;
    return o->m[i].key != NULL ? 0 : -1;
}

static int parse_object(const char **pp, int depth, aclcts_nj_object *top)
{
    const char *p = skip_set(*pp + 1, NJ_WS);
    while (*p != '}') {
        if (*p != '"') {
            return -1;
        }
        const char *key = skip_set(p + 1, NJ_WS);
        const char *q = strchr(key, '"');
        if (q == NULL) {
            return -1;
        }
        p = skip_set(q + 1, NJ_WS ":");
        if (*p == ',') {
            p = skip_set(p, NJ_WS_COMMA);
            continue;
        }
        nj_value v;
        if (parse_value(&p, &v, depth + 1, NULL) != 0) {
            return -1;
        }
        if (top != NULL && add_member(top, key, (size_t)(q - key), &v) != 0) {
            return -1;
        }
    }
    *pp = skip_set(p + 1, NJ_WS_COMMA);
    return 0;
}

static int parse_array(const char **pp, int depth)
{
    const char *p = skip_set(*pp + 1, NJ_WS);
    while (*p != ']') {
        nj_value v;
        if (*p == '\0' || parse_value(&p, &v, depth + 1, NULL) != 0 || *p == '\0') {
            return -1;
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
        return -1; /* std::stod throws; the product does not catch it */
    }
    if (pos > 1 && (p[pos - 1] == '.' || (p[0] == '0' && p[1] == '0') || (p[0] == '-' && p[1] == '.'))) {
        return -1;
    }
    if (memchr(p, '.', pos) != NULL) {
        v->type = ACLCTS_NJ_DOUBLE;
    } else {
        v->type = p[0] == '-' ? ACLCTS_NJ_INT : ACLCTS_NJ_UINT;
        if (read_int(p, &v->num) != 0) {
            return -1;
        }
    }
    *pp = skip_set(p + pos, NJ_WS_COMMA);
    return 0;
}

static int parse_value(const char **pp, nj_value *v, int depth, aclcts_nj_object *top)
{
    const char *p = skip_set(*pp, NJ_WS);
    *v = (nj_value){ACLCTS_NJ_NULL, NULL, 0, 0};
    if (*p == '\0' || depth > NJ_MAX_DEPTH) {
        return -1;
    }
    int rc = 0;
    if (*p == '{') {
        v->type = ACLCTS_NJ_OBJECT;
        rc = parse_object(&p, depth, top);
    } else if (*p == '[') {
        v->type = ACLCTS_NJ_ARRAY;
        rc = parse_array(&p, depth);
    } else if (*p == '"') {
        const char *s = skip_set(p + 1, NJ_WS);
        const char *q = strchr(s, '"');
        if (q == NULL) {
            return -1;
        }
        *v = (nj_value){ACLCTS_NJ_STRING, s, (size_t)(q - s), 0};
        p = skip_set(q + 1, NJ_WS_COMMA);
    } else if (strncmp(p, "true", 4) == 0 || strncmp(p, "false", 5) == 0) {
        v->type = ACLCTS_NJ_BOOL;
        v->num = *p == 't';
        p = skip_set(p + (*p == 't' ? 4 : 5), NJ_WS_COMMA);
    } else if (*p == 'n') {
        if (strlen(p) < 4) {
            return -1;
        }
        p = skip_set(p + 4, NJ_WS_COMMA);
    } else if (*p == '-' || (*p >= '0' && *p <= '9')) {
        rc = parse_number(&p, v);
    } else {
        return -1;
    }
    *pp = p;
    return rc;
}

int aclcts_nj_parse_object(const char *text, size_t len, aclcts_nj_object *out)
{
    *out = (aclcts_nj_object){NULL, 0};
    if (text == NULL || len > ACLCTS_NJ_MAX_TEXT) {
        return -1;
    }
    char *buf = dup_n(text, len);
    if (buf == NULL) {
        return -1;
    }
    const char *p = skip_set(buf, NJ_WS);
    nj_value v;
    int rc = (*p == '{' && parse_value(&p, &v, 0, out) == 0) ? 0 : -1;
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
    *o = (aclcts_nj_object){NULL, 0};
}
