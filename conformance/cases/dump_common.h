/* Shared by the DUMP cases: write a config whose `dump` section names
 * directories of the case's private dir, run aclInit, check the code and,
 * when the southbound spy is loaded, the dump layer's decision
 * (southbound/aclcts_sb_dump.h).
 *
 * Placeholders in configs and expected fields:
 *   @D@  an existing, readable and writable directory (<workdir>/d)
 *   @E@  a second such directory (<workdir>/e)
 *   @F@  a regular file (<workdir>/f)
 *   @M@  a path that does not exist (<workdir>/missing)
 *   @W@  the private directory itself
 * Expected fields are "key=value key=value" (values without spaces), compared
 * with the decision text's fields; "-" means absent. */
#ifndef ACLCTS_DUMP_COMMON_H_
#define ACLCTS_DUMP_COMMON_H_

#include "dev_common.h"

#include <sys/stat.h>
#include <unistd.h>

/* The dump layer's answers as aclInit maps them (DUMP002). */
#define DUMP_INPUT ACL_ERROR_INVALID_DUMP_CONFIG /* ADUMP_INPUT_FAILED: invalid dump config */
#define DUMP_INTERNAL ACL_ERROR_INTERNAL_ERROR  /* any other dump-layer failure */

static inline const char *dump_dir(aclcts_t *t, const char *name)
{
    const char *p = aclcts_path(t, name);
    mkdir(p, 0700);
    return p;
}

static inline char *dump_replace(const char *text, const char *tag, const char *with)
{
    char *out = dev_fmt("%s", text);
    for (char *at = strstr(out, tag); at != NULL; at = strstr(out, tag)) {
        *at = '\0';
        out = dev_fmt("%s%s%s", out, with, at + strlen(tag));
    }
    return out;
}

/* Replaces the placeholders, creating what they name. */
static inline char *dump_subst(aclcts_t *t, const char *text)
{
    char *s = dev_fmt("%s", text);
    if (strstr(s, "@D@"))
        s = dump_replace(s, "@D@", dump_dir(t, "d"));
    if (strstr(s, "@E@"))
        s = dump_replace(s, "@E@", dump_dir(t, "e"));
    if (strstr(s, "@F@"))
        s = dump_replace(s, "@F@", aclcts_file(t, "f", "x"));
    if (strstr(s, "@M@"))
        s = dump_replace(s, "@M@", aclcts_path(t, "missing"));
    if (strstr(s, "@W@"))
        s = dump_replace(s, "@W@", t->workdir);
    return s;
}

/* The spy's accessors; NULL without the spy. */
static inline const char *dump_decision(aclcts_t *t)
{
    if (!t->spy)
        return NULL;
    const char *(*fn)(void) = ACLCTS_SPY(t, dump_decision);
    return fn();
}

static inline const char *dump_state(aclcts_t *t)
{
    const char *(*fn)(void) = ACLCTS_SPY(t, dump_state);
    return fn();
}

/* Makes one of adump's own runtime calls fail (see aclcts_sb_dump.h). */
static inline void dump_fail_internal(aclcts_t *t, const char *call, int code)
{
    int (*fn)(const char *, int) = ACLCTS_SPY(t, dump_fail);
    if (fn(call, code) != 0)
        SKIP(t, "the spy does not model %s", call);
}

/* The value of `key` in a decision or state text ("-" when absent), with a
 * JSON-quoted value unquoted. */
static inline const char *dump_field(const char *text, const char *key)
{
    if (text == NULL)
        return NULL;
    size_t klen = strlen(key);
    for (const char *p = text; p != NULL && *p; p = strchr(p, ' ')) {
        while (*p == ' ')
            p++;
        if (strncmp(p, key, klen) != 0 || p[klen] != '=')
            continue;
        const char *v = p + klen + 1;
        char *out = dev_keep(malloc(strlen(v) + 1));
        size_t w = 0;
        if (*v != '"') {
            while (*v && *v != ' ')
                out[w++] = *v++;
        } else {
            for (v++; *v && *v != '"'; v++) {
                if (*v == '\\' && v[1] == 'u') {
                    out[w++] = (char)strtol(dev_fmt("%.4s", v + 2), NULL, 16);
                    v += 5;
                } else {
                    if (*v == '\\')
                        v++;
                    out[w++] = *v;
                }
            }
        }
        out[w] = '\0';
        return out;
    }
    return NULL;
}

/* Every "key=value" of `fields` matches `text`. */
#define dump_check_fields(t, ...) ACLCTS_HELPER(dump_check_fields_, t, __VA_ARGS__)
static inline void dump_check_fields_(aclcts_t *t, const char *rule, const char *what, const char *text,
                                   const char *fields)
{
    CHECK_TRUE_FOR(t, rule, text != NULL, "the dump layer recorded no %s", what);
    if (text == NULL || fields == NULL)
        return;
    char *list = dev_fmt("%s", dump_subst(t, fields));
    for (char *tok = strtok(list, " "); tok != NULL; tok = strtok(NULL, " ")) {
        char *eq = strchr(tok, '=');
        if (!eq)
            continue;
        *eq = '\0';
        const char *got = dump_field(text, tok);
        CHECK_TRUE_FOR(t, rule, got && strcmp(got, eq + 1) == 0, "%s %s: got %s, expected %s (%s)", what, tok,
                   got ? got : "(missing)", eq + 1, text);
    }
}

/* aclInit of the config (placeholders replaced) returns `code`; with the spy,
 * the decision has `fields`. */
#define dump_expect(t, ...) ACLCTS_HELPER(dump_expect_, t, __VA_ARGS__)
static inline void dump_expect_(aclcts_t *t, const char *rule, const char *json, aclError code, const char *fields)
{
    const char *path = dev_config(t, dump_subst(t, json));
    CHECK_CODE_FOR(t, rule, t->acl->aclInit(path), code);
    if (t->spy)
        dump_check_fields(t, rule, "decision", dump_decision(t), fields);
}

/* One named test per config row; it runs on any southbound (the decision
 * is checked when the spy is there). */
#define DUMP_CASE(RULE, NAME, RULES, JSON, CODE, FIELDS)          \
    ACLCTS_TEST(RULE, NAME, RULES, ACLCTS_PRODUCT)                \
    {                                                             \
        dump_expect(t, #RULE, JSON, CODE, FIELDS);                  \
    }
/* Input failures: code 100009 and the report the dump layer gives. */
#define DUMP_REJECT(RULE, NAME, RULES, JSON, REPORT, ITEM) \
    DUMP_CASE(RULE, NAME, RULES, JSON, DUMP_INPUT, "result=-2 report=" REPORT " item=" ITEM)

/* Most rows are about the dump section alone: they write its MEMBERS, the
 * config being {"dump":{MEMBERS}}. Accepted: aclInit returns ACL_SUCCESS and
 * the decision is result=0 with FIELDS. Rejected: as DUMP_REJECT. */
#define DUMP_SECTION(MEMBERS) "{\"dump\":{" MEMBERS "}}"
#define SECTION_ACCEPT(RULE, NAME, RULES, MEMBERS, FIELDS) \
    DUMP_CASE(RULE, NAME, RULES, DUMP_SECTION(MEMBERS), ACL_SUCCESS, "result=0 " FIELDS)
#define SECTION_REJECT(RULE, NAME, RULES, MEMBERS, REPORT, ITEM) \
    DUMP_REJECT(RULE, NAME, RULES, DUMP_SECTION(MEMBERS), REPORT, ITEM)

#endif /* ACLCTS_DUMP_COMMON_H_ */
