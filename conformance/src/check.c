/* The check macros of case.h. A failed check appends one line to t->message,
 * e.g. "INIT001 conformance/cases/init_repeat.c:42: aclInit(NULL): got
 *    ACL_ERROR_REPEAT_INITIALIZE (100002), expected ACL_SUCCESS (0)"
 * and the case goes on, unless the check is fatal. */
#include <setjmp.h>
#include <stdarg.h>
#include <stdio.h>
#include <stdlib.h>
#include <string.h>

#include "aclcts/calls.h"
#include "aclcts/case.h"

/* Source paths are printed from the project's top folder on. */
static const char *short_path(const char *file)
{
    const char *p = strstr(file, "conformance/");
    return p ? p : file;
}

static void append(aclcts_t *t, const char *fmt, va_list ap)
{
    size_t used = strlen(t->message);
    if (used + 1 >= sizeof t->message) return;
    vsnprintf(t->message + used, sizeof t->message - used, fmt, ap);
}

static void note(aclcts_t *t, const char *fmt, ...) __attribute__((format(printf, 2, 3)));
static void note(aclcts_t *t, const char *fmt, ...)
{
    va_list ap;
    va_start(ap, fmt);
    append(t, fmt, ap);
    va_end(ap);
}

void aclcts_site_enter(aclcts_t *t, const char *file, int line)
{
    if (t->site_depth++ == 0) {
        t->site_file = file;
        t->site_line = line;
    }
}

void aclcts_site_leave(aclcts_t *t)
{
    if (t->site_depth > 0 && --t->site_depth == 0) t->site_file = NULL;
}

/* The call the checked expression made, as it was made ("aclrtSetDevice(8)"
 * for "t->acl->aclrtSetDevice(dev)"): this thread's last ACL call, when the
 * expression names its function; NULL otherwise. */
static const char *call_made(const char *expr)
{
    const char *call = aclcts_call_last(), *paren = call ? strchr(call, '(') : NULL;
    if (paren == NULL) return NULL;
    char name[80];
    snprintf(name, sizeof name, "%.*s(", (int)(paren - call), call);
    const char *at = strstr(expr, name);
    if (at == NULL || (at > expr && ((at[-1] >= 'a' && at[-1] <= 'z') || (at[-1] >= 'A' && at[-1] <= 'Z'))))
        return NULL;
    return strcmp(at, call) == 0 ? NULL : call; /* the expression already says it all */
}

/* "RULE case.c:12: expr: " for a check in the case, "RULE case.c:12 (helper.h:216):
 * expr: " for one inside a checking helper the case called at line 12; an
 * expression that made an ACL call says how it was made: "expr [call]: ". */
static void fail_head(aclcts_t *t, const char *rule, const char *file, int line, const char *expr)
{
    t->failures++;
    if (t->message[0]) note(t, "\n");
    note(t, "%s ", rule ? rule : t->c->suite);
    if (t->site_file)
        note(t, "%s:%d (%s:%d): %s", short_path(t->site_file), t->site_line, short_path(file), line, expr);
    else note(t, "%s:%d: %s", short_path(file), line, expr);
    const char *call = call_made(expr);
    if (call != NULL) note(t, " [%s]", call);
    note(t, ": ");
}

static void stop(aclcts_t *t) __attribute__((noreturn));
static void stop(aclcts_t *t)
{
    if (t->escape) longjmp(*t->escape, 1);
    abort();
}

/* A check whose value was a call count the trace cannot give (aclcts_calls on
 * a build that does not call the lower layers) checks nothing: it was counted
 * as not observable when the count was asked for. */
static int unobserved_taken(aclcts_t *t)
{
    if (!t->unobserved_pending) return 0;
    t->unobserved_pending = 0;
    return 1;
}

void aclcts_not_observable(aclcts_t *t, const char *what)
{
    t->unobserved++;
    if (t->failures == 0 && t->checks == 0) {
        t->skipped = 1;
        snprintf(t->message, sizeof t->message, "%s: the case needs %s, and " ACLCTS_NO_LOWER_LAYERS,
                 ACLCTS_NOT_OBSERVABLE, what);
    } else if (t->failures == 0) {
        snprintf(t->message, sizeof t->message, "the rest of the case needs %s: %s", what, ACLCTS_NOT_OBSERVABLE);
    }
    stop(t);
}

static void code_text(char *buf, size_t cap, long long code)
{
    const char *name = aclcts_code_name(code);
    if (name) snprintf(buf, cap, "%s (%lld)", name, code);
    else snprintf(buf, cap, "%lld", code);
}

void aclcts_check_code(aclcts_t *t, const char *rule, const char *file, int line, const char *expr, long long got,
                       long long expected, int fatal)
{
    if (unobserved_taken(t)) return;
    t->checks++;
    if (got == expected) return;
    char g[96], e[96];
    code_text(g, sizeof g, got);
    code_text(e, sizeof e, expected);
    fail_head(t, rule, file, line, expr);
    note(t, "got %s, expected %s", g, e);
    if (fatal) stop(t);
}

void aclcts_check_int(aclcts_t *t, const char *rule, const char *file, int line, const char *expr, long long got,
                      long long expected, int fatal)
{
    if (unobserved_taken(t)) return;
    t->checks++;
    if (got == expected) return;
    fail_head(t, rule, file, line, expr);
    note(t, "got %lld, expected %lld", got, expected);
    if (fatal) stop(t);
}

void aclcts_check_str(aclcts_t *t, const char *rule, const char *file, int line, const char *expr, const char *got,
                      const char *expected)
{
    if (unobserved_taken(t)) return;
    t->checks++;
    if ((!got && !expected) || (got && expected && strcmp(got, expected) == 0)) return;
    fail_head(t, rule, file, line, expr);
    if (got) note(t, "got \"%.1000s\"", got);
    else note(t, "got NULL");
    if (expected) note(t, ", expected \"%.1000s\"", expected);
    else note(t, ", expected NULL");
}

void aclcts_check_true(aclcts_t *t, const char *rule, const char *file, int line, const char *expr, int cond,
                       const char *fmt, ...)
{
    if (unobserved_taken(t)) return;
    t->checks++;
    if (cond) return;
    fail_head(t, rule, file, line, expr);
    va_list ap;
    va_start(ap, fmt);
    append(t, fmt, ap);
    va_end(ap);
}

/* Returns the first line where a and b differ (1-based) and points la and lb
 * at the start of that line in each. */
static int first_diff_line(const char *a, const char *b, const char **la, const char **lb)
{
    int line = 1;
    *la = a;
    *lb = b;
    for (; *a && *a == *b; a++, b++) {
        if (*a == '\n') {
            line++;
            *la = a + 1;
            *lb = b + 1;
        }
    }
    return line;
}

static int line_len(const char *s)
{
    const char *e = strchr(s, '\n');
    return e ? (int)(e - s) : (int)strlen(s);
}

void aclcts_check_trace(aclcts_t *t, const char *rule, const char *file, int line, size_t from, const char *expected)
{
    if (t->spy && !t->trace) {
        t->unobserved++; /* the target makes no southbound call: the case goes on */
        return;
    }
    aclcts_require_trace(t);
    t->checks++;
    size_t need = t->spy->trace_text(from, NULL, 0);
    char *got = malloc(need + 1);
    if (!got) abort();
    t->spy->trace_text(from, got, need + 1);
    if (strcmp(got, expected) != 0) {
        const char *lg, *le;
        int n = first_diff_line(got, expected, &lg, &le);
        fail_head(t, rule, file, line, "southbound trace");
        note(
            t,
            "first difference at line %d: got \"%.*s\", expected \"%.*s\"\n  got trace:\n%.1500s  expected trace:\n%.1500s",
            n, line_len(lg), lg, line_len(le), le, got, expected);
    }
    free(got);
}

void aclcts_skip(aclcts_t *t, const char *fmt, ...)
{
    va_list ap;
    t->skipped = 1;
    t->message[0] = '\0';
    va_start(ap, fmt);
    append(t, fmt, ap);
    va_end(ap);
    stop(t);
}
