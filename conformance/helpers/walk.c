/* WALK's steps and reads (walk.h). */
#include "walk.h"

#include <setjmp.h>
#include <stdint.h>
#include <stdarg.h>
#include <stdio.h>
#include <stdlib.h>
#include <string.h>

#include "text.h"

walk walk_begin(aclcts_t *t, const char *rule) { return (walk){t, rule != NULL ? rule : t->c->suite, 0, ""}; }

/* The walk ends here, as the client does at a failing step (the failure is
 * recorded already). */
static void __attribute__((noreturn)) stop(aclcts_t *t)
{
    if (t->escape != NULL) longjmp(*t->escape, 1);
    abort();
}

/* The step's text as a reader writes it: "aclrtSetDevice(0)", not
 * "t->acl->aclrtSetDevice(0)". */
static const char *plain(const char *text)
{
    return text_replace(text_replace(text, "w->t->acl->", ""), "t->acl->", "");
}

long long walk_step_(walk *w, const char *file, int line, const char *text, long long got, long long code)
{
    w->step++;
    w->call = plain(text);
    aclcts_check_code(w->t, w->rule, file, line, text_fmt("step %u: %s", w->step, w->call), got, code, 1);
    return got;
}

void walk_read_(walk *w, const char *file, int line, const char *text, int cond, const char *fmt, ...)
{
    char why[512];
    va_list ap;
    va_start(ap, fmt);
    vsnprintf(why, sizeof why, fmt, ap);
    va_end(ap);
    const char *where = text_fmt("after step %u (%s): %s", w->step, w->call, plain(text));
    aclcts_check_true(w->t, w->rule, file, line, where, cond, "%s", why);
    if (!cond) stop(w->t);
}

void walk_bytes_(walk *w, const char *file, int line, const void *got, const void *want, size_t n, const char *what)
{
    const unsigned char *g = got, *e = want;
    size_t i = 0;
    while (i < n && g[i] == e[i]) i++;
    walk_read_(w, file, line, what, i == n, "byte %zu of %zu is 0x%02x, expected 0x%02x", i, n, i < n ? g[i] : 0,
               i < n ? e[i] : 0);
}

static void note(aclcts_t *t, const char *text)
{
    size_t used = strlen(t->message);
    snprintf(t->message + used, sizeof t->message - used, "%s%s", used > 0 ? "\n" : "", text);
}

void walk_not_observed(walk *w, const char *what, const char *why)
{
    note(w->t, text_fmt("after step %u (%s): %s not observed: %s", w->step, w->call, what, why));
}

static const char *base_name(const char *path)
{
    const char *slash = strrchr(path, '/');
    return slash != NULL ? slash + 1 : path;
}

int walk_observable(walk *w, const char *fn, const char *what, const char *why)
{
    const char *lib = aclcts_lower_of(w->t, fn);
    if (lib == NULL) return 1;
    walk_not_observed(w, what, text_fmt("%s beneath answers %s: %s", base_name(lib), fn, why));
    return 0;
}

int walk_tasks_run(walk *w, const char *fn, const char *what)
{
    return walk_observable(w, fn, what, "its driver stand-in completes every task without running it");
}

void walk_mge_activate(walk *w, int first)
{
    int32_t cur = -1;
    if (first) {
        WALK_STEP(*w, w->t->acl->aclrtGetDevice(&cur), ACL_ERROR_RT_CONTEXT_NULL);
        WALK_STEP(*w, w->t->acl->aclrtSetDevice(0), ACL_SUCCESS);
        return;
    }
    WALK_STEP(*w, w->t->acl->aclrtGetDevice(&cur), ACL_SUCCESS);
    WALK_READ(*w, cur == 0, "the current device is %d, expected 0", (int)cur);
}

aclrtStream walk_mge_load(walk *w, int first)
{
    aclrtStream s = NULL;
    if (first) WALK_STEP(*w, w->t->acl->aclInit(NULL), ACL_SUCCESS);
    walk_mge_activate(w, first);
    WALK_STEP(*w, w->t->acl->aclrtCreateStream(&s), ACL_SUCCESS);
    WALK_READ(*w, s != NULL, "no stream");
    return s;
}
