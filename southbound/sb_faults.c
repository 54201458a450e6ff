/* Injected failures. A fault makes one symbol return a code on every call
 * (nth == 0) or only on its nth call counted from when the fault was set.
 * Several faults may target one symbol; the most recently set match wins.
 * Code 0 means "succeed", so `sym=0` cancels an every-call fault. */
#include <stdlib.h>
#include <string.h>

#include "sb_internal.h"

#define SB_MAX_FAULTS 256 /* more than one per southbound symbol */

typedef struct sb_fault {
    enum sb_sym sym;
    int code;
    unsigned nth;       /* 0: every call; else the call number that fails */
    unsigned long base; /* g_calls[sym] when the fault was set */
} sb_fault;

static sb_fault g_faults[SB_MAX_FAULTS];
static size_t g_nfaults;
static unsigned long g_calls[SB_SYM_COUNT]; /* calls per symbol since reset */

static int add_fault_locked(enum sb_sym s, int code, unsigned nth)
{
    for (size_t i = 0; i < g_nfaults; ++i) {
        if (g_faults[i].sym == s && g_faults[i].nth == nth) {
            memmove(&g_faults[i], &g_faults[i + 1], (g_nfaults - i - 1) * sizeof g_faults[0]);
            --g_nfaults;
            break;
        }
    }
    if (g_nfaults == SB_MAX_FAULTS) {
        return -1;
    }
    g_faults[g_nfaults++] = (sb_fault){s, code, nth, g_calls[s]};
    return 0;
}

int sb_fault_take_locked(enum sb_sym s)
{
    unsigned long n = ++g_calls[s];
    for (size_t i = g_nfaults; i-- > 0;) {
        const sb_fault *f = &g_faults[i];
        if (f->sym == s && (f->nth == 0 || n - f->base == f->nth)) {
            return f->code;
        }
    }
    return 0;
}

void sb_faults_clear_locked(void)
{
    g_nfaults = 0;
    memset(g_calls, 0, sizeof g_calls);
}

int aclcts_sb_fail(const char *symbol, int code, unsigned nth)
{
    int s = symbol != NULL ? sb_sym_lookup(symbol, strlen(symbol)) : -1;
    if (s < 0) {
        return -1;
    }
    sb_lock();
    int rc = add_fault_locked((enum sb_sym)s, code, nth);
    sb_unlock();
    return rc;
}

/* One "symbol=code[@N]" item of [p, end); 0 on success. */
static int parse_item(const char *p, const char *end, sb_fault *out)
{
    const char *eq = memchr(p, '=', (size_t)(end - p));
    if (eq == NULL) {
        return -1;
    }
    int s = sb_sym_lookup(p, (size_t)(eq - p));
    if (s < 0) {
        return -1;
    }
    char *stop = NULL;
    long code = strtol(eq + 1, &stop, 10);
    if (stop == eq + 1) {
        return -1;
    }
    unsigned long nth = 0;
    if (stop < end && *stop == '@') {
        const char *digits = stop + 1;
        if (digits >= end || *digits < '1' || *digits > '9') {
            return -1; /* N is 1-based */
        }
        nth = strtoul(digits, &stop, 10);
    }
    if (stop != end) {
        return -1;
    }
    *out = (sb_fault){(enum sb_sym)s, (int)code, (unsigned)nth, 0};
    return 0;
}

/* Items are separated by ','. The whole list is checked before any fault is
 * set, so a syntax error leaves the faults untouched. */
static int parse_list(const char *spec, sb_fault *items, size_t *count)
{
    *count = 0;
    const char *p = spec;
    while (*p != '\0') {
        const char *end = strchr(p, ',');
        if (end == NULL) {
            end = p + strlen(p);
        }
        if (*count == SB_MAX_FAULTS || parse_item(p, end, &items[*count]) != 0) {
            return -1;
        }
        ++*count;
        p = *end == ',' ? end + 1 : end;
    }
    return 0;
}

int sb_fail_spec_locked(const char *spec)
{
    sb_fault items[SB_MAX_FAULTS];
    size_t count = 0;
    if (spec == NULL || parse_list(spec, items, &count) != 0) {
        return -1;
    }
    for (size_t i = 0; i < count; ++i) {
        if (add_fault_locked(items[i].sym, items[i].code, items[i].nth) != 0) {
            return -1;
        }
    }
    return 0;
}

int aclcts_sb_fail_spec(const char *spec)
{
    sb_lock();
    int rc = sb_fail_spec_locked(spec);
    sb_unlock();
    return rc;
}
