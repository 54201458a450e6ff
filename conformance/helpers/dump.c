/* The DUMP cases' checks (dump.h). */
#include "dump.h"

#include <stdlib.h>
#include <string.h>
#include <sys/stat.h>

#include "configs.h"
#include "text.h"

const char *dump_dir(aclcts_t *t, const char *name)
{
    const char *p = aclcts_path(t, name);
    mkdir(p, 0700);
    return p;
}

/* Replaces the placeholders, creating what they name. */
static char *dump_subst(aclcts_t *t, const char *text)
{
    char *s = text_fmt("%s", text);
    if (strstr(s, "@D@")) s = text_replace(s, "@D@", dump_dir(t, "d"));
    if (strstr(s, "@E@")) s = text_replace(s, "@E@", dump_dir(t, "e"));
    if (strstr(s, "@F@")) s = text_replace(s, "@F@", aclcts_file(t, "f", "x"));
    if (strstr(s, "@M@")) s = text_replace(s, "@M@", aclcts_path(t, "missing"));
    if (strstr(s, "@W@")) s = text_replace(s, "@W@", t->workdir);
    return s;
}

const char *dump_decision(aclcts_t *t)
{
    if (!t->spy) return NULL;
    const char *(*fn)(void) = ACLCTS_SPY(t, dump_decision);
    return fn();
}

const char *dump_state(aclcts_t *t)
{
    const char *(*fn)(void) = ACLCTS_SPY(t, dump_state);
    return fn();
}

void dump_fail_internal(aclcts_t *t, const char *call, int code)
{
    int (*fn)(const char *, int) = ACLCTS_SPY(t, dump_fail);
    if (fn(call, code) != 0) SKIP(t, "the spy does not model %s", call);
}

const char *dump_field(const char *text, const char *key)
{
    if (text == NULL) return NULL;
    size_t klen = strlen(key);
    for (const char *p = text; p != NULL && *p; p = strchr(p, ' ')) {
        while (*p == ' ') p++;
        if (strncmp(p, key, klen) != 0 || p[klen] != '=') continue;
        const char *v = p + klen + 1;
        char *out = text_keep(malloc(strlen(v) + 1));
        size_t w = 0;
        if (*v != '"') {
            while (*v && *v != ' ') out[w++] = *v++;
        } else {
            for (v++; *v && *v != '"'; v++) {
                if (*v == '\\' && v[1] == 'u') {
                    out[w++] = (char)strtol(text_fmt("%.4s", v + 2), NULL, 16);
                    v += 5;
                } else {
                    if (*v == '\\') v++;
                    out[w++] = *v;
                }
            }
        }
        out[w] = '\0';
        return out;
    }
    return NULL;
}

void dump_check_fields_(aclcts_t *t, const char *rule, const char *what, const char *text, const char *fields)
{
    CHECK_TRUE_FOR(t, rule, text != NULL, "the dump layer recorded no %s", what);
    if (text == NULL || fields == NULL) return;
    char *list = text_fmt("%s", dump_subst(t, fields));
    for (char *tok = strtok(list, " "); tok != NULL; tok = strtok(NULL, " ")) {
        char *eq = strchr(tok, '=');
        if (!eq) continue;
        *eq = '\0';
        const char *got = dump_field(text, tok);
        CHECK_TRUE_FOR(t, rule, got && strcmp(got, eq + 1) == 0, "%s %s: got %s, expected %s (%s)", what, tok,
                       got ? got : "(missing)", eq + 1, text);
    }
}

void dump_expect_(aclcts_t *t, const char *rule, const char *json, aclError code, const char *fields)
{
    const char *path = config_write(t, dump_subst(t, json));
    CHECK_CODE_FOR(t, rule, t->acl->aclInit(path), code);
    if (t->spy) dump_check_fields(t, rule, "decision", dump_decision(t), fields);
}
