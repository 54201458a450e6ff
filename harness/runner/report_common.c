#define _GNU_SOURCE /* asprintf */
/* Status arithmetic, families, escaping and crash-safe output for the report
 * writers. The contracts are in report_common.h and results.h. */
#define _POSIX_C_SOURCE 200809L

#include "report_common.h"

#include "aclcts/case.h" /* ACLCTS_NO_LOWER_LAYERS */

#include <cjson/cJSON.h>
#include <errno.h>
#include <limits.h>
#include <signal.h>
#include <stdlib.h>
#include <string.h>
#include <sys/stat.h>
#include <unistd.h>

/* ---- statuses ---- */

static const char *const status_names[ACLCTS_STATUS_COUNT] = {
    "pass", "fail", "crash", "timeout", "skip", "xfail", "xpass", "hazard",
};

const char *aclcts_status_name(aclcts_status s)
{
    if ((unsigned)s >= ACLCTS_STATUS_COUNT)
        return "unknown";
    return status_names[s];
}

int aclcts_status_is_problem(aclcts_status s)
{
    return s == ACLCTS_FAIL || s == ACLCTS_CRASH || s == ACLCTS_TIMEOUT || s == ACLCTS_XPASS;
}

void aclcts_count_statuses(const aclcts_run *run, size_t counts[ACLCTS_STATUS_COUNT])
{
    memset(counts, 0, ACLCTS_STATUS_COUNT * sizeof counts[0]);
    for (size_t i = 0; i < run->nresults; i++)
        if ((unsigned)run->results[i].status < ACLCTS_STATUS_COUNT)
            counts[run->results[i].status]++;
}

int aclcts_run_has_problem(const aclcts_run *run)
{
    if (run->nmissing > 0)
        return 1; /* the profile's API is incomplete */
    for (size_t i = 0; i < run->nresults; i++)
        if (aclcts_status_is_problem(run->results[i].status))
            return 1;
    return 0;
}

int aclcts_run_conformant(const aclcts_run *run)
{
    /* An interrupted run is never conformant: the tests that did not run decide nothing. */
    return !run->interrupted && !aclcts_run_has_problem(run);
}

/* " (N expected failures in M rules)" when a conformant verdict rests on
 * expected failures (--expect), else "" (malloc): the verdict says how much
 * of it the expectations carry. */
static char *expected_failures(const aclcts_run *run)
{
    size_t xfail = 0, rules = 0;
    for (size_t i = 0; i < run->nresults; i++) xfail += run->results[i].status == ACLCTS_XFAIL;
    if (xfail == 0 || !aclcts_run_conformant(run)) return strdup("");
    for (size_t k = 0; k < run->nrules; k++)
        for (size_t i = 0; i < run->nresults; i++)
            if (run->results[i].status == ACLCTS_XFAIL && aclcts_result_cites(&run->results[i], run->rules[k].id)) {
                rules++;
                break;
            }
    char *text = NULL;
    return asprintf(&text, " (%zu expected failure%s in %zu rule%s)", xfail, xfail == 1 ? "" : "s", rules,
                    rules == 1 ? "" : "s") < 0 ? strdup("") : text;
}

char *aclcts_verdict_words(const aclcts_run *run)
{
    char *text = NULL;
    if (run->interrupted) /* the banner of each report says by what and after how many tests */
        return asprintf(&text, "%s", aclcts_run_has_problem(run) ? "NOT conformant (interrupted)"
                                                                 : "interrupted, no verdict") < 0 ? NULL : text;
    const char *word = run->nresults == 0 ? "no tests ran" : aclcts_run_conformant(run) ? "conformant" : "NOT conformant";
    size_t applicable = 0, unobservable = 0;
    for (size_t i = 0; i < run->nrules; i++) {
        const char *st = aclcts_rule_status(run, &run->rules[i]);
        applicable += strcmp(st, "not_applicable") != 0;
        unobservable += strcmp(st, "not_observable") == 0;
    }
    char *expected = expected_failures(run);
    int n;
    if (unobservable == 0 || run->nresults == 0)
        n = asprintf(&text, "%s%s", word, expected);
    else if (aclcts_run_conformant(run))
        n = asprintf(&text, "%s on %zu of %zu rules%s; %zu rule%s not observable on this build (%s)", word,
                     applicable - unobservable, applicable, expected, unobservable, unobservable == 1 ? "" : "s",
                     ACLCTS_NO_LOWER_LAYERS_WHY);
    else
        n = asprintf(&text, "%s; %zu of %zu rules not observable on this build (%s)", word, unobservable, applicable,
                     ACLCTS_NO_LOWER_LAYERS_WHY);
    free(expected);
    return n < 0 ? NULL : text;
}

int aclcts_result_cites(const aclcts_result *r, const char *id)
{
    for (size_t i = 0; i < r->nrules; i++)
        if (r->rules[i] && strcmp(r->rules[i], id) == 0)
            return 1;
    return 0;
}

const aclcts_rule *aclcts_run_find_rule(const aclcts_run *run, const char *id)
{
    for (size_t i = 0; i < run->nrules; i++)
        if (strcmp(run->rules[i].id, id) == 0)
            return &run->rules[i];
    return NULL;
}

/* ---- which results cite each rule ---- */

struct aclcts_rule_index {
    size_t *start;     /* per rule: where its tests begin in `tests` (nrules + 1 entries) */
    size_t *tests;     /* result indices, rule after rule, each rule's in run order */
    unsigned char *own; /* 1: the first rule with its id (a later one with the same id scans) */
};

static int by_id(const void *a, const void *b)
{
    const aclcts_rule *x = *(const aclcts_rule *const *)a, *y = *(const aclcts_rule *const *)b;
    int c = strcmp(x->id, y->id);
    return c != 0 ? c : (x < y ? -1 : x > y);
}

static const aclcts_rule *const *bsearch_id(const aclcts_rule *const *sorted, size_t n, const char *id)
{
    size_t lo = 0, hi = n;
    while (lo < hi) { /* the first rule with that id */
        size_t mid = lo + (hi - lo) / 2;
        if (strcmp(sorted[mid]->id, id) < 0) lo = mid + 1;
        else hi = mid;
    }
    return lo < n && strcmp(sorted[lo]->id, id) == 0 ? &sorted[lo] : NULL;
}

/* Visits each (rule, result) citation once, in run order: count (fill == 0) or fill. */
static void cite_pass(const aclcts_run *run, const aclcts_rule *const *sorted, struct aclcts_rule_index *x,
                      size_t *at, size_t *last, int fill)
{
    for (size_t i = 0; i < run->nresults; i++) {
        const aclcts_result *r = &run->results[i];
        for (size_t c = 0; c < r->nrules; c++) {
            const aclcts_rule *const *hit = r->rules[c] ? bsearch_id(sorted, run->nrules, r->rules[c]) : NULL;
            if (hit == NULL) continue;
            size_t k = (size_t)(*hit - run->rules);
            if (last[k] == i) continue; /* a result that cites a rule twice is one of its tests */
            last[k] = i;
            if (fill) x->tests[at[k]++] = i;
            else x->start[k + 1]++;
        }
    }
}

int aclcts_rule_index_build(aclcts_run *run)
{
    run->index = NULL;
    size_t n = run->nrules;
    struct aclcts_rule_index *x = calloc(1, sizeof *x);
    const aclcts_rule **sorted = malloc((n + 1) * sizeof *sorted);
    size_t *at = malloc((n + 1) * sizeof *at), *last = malloc((n + 1) * sizeof *last);
    if (x != NULL) {
        x->start = calloc(n + 1, sizeof *x->start);
        x->own = calloc(n + 1, 1);
    }
    if (x == NULL || sorted == NULL || at == NULL || last == NULL || x->start == NULL || x->own == NULL) goto fail;
    for (size_t k = 0; k < n; k++) sorted[k] = &run->rules[k];
    qsort(sorted, n, sizeof *sorted, by_id);
    for (size_t k = 0; k < n; k++) {
        x->own[sorted[k] - run->rules] = k == 0 || strcmp(sorted[k - 1]->id, sorted[k]->id) != 0;
        last[k] = ACLCTS_NO_TEST;
    }
    cite_pass(run, sorted, x, NULL, last, 0);
    for (size_t k = 0; k < n; k++) x->start[k + 1] += x->start[k];
    if ((x->tests = malloc((x->start[n] + 1) * sizeof *x->tests)) == NULL) goto fail;
    for (size_t k = 0; k < n; k++) {
        at[k] = x->start[k];
        last[k] = ACLCTS_NO_TEST;
    }
    cite_pass(run, sorted, x, at, last, 1);
    free(sorted);
    free(at);
    free(last);
    run->index = x;
    return 0;
fail:
    free(sorted);
    free(at);
    free(last);
    if (x != NULL) {
        free(x->start);
        free(x->own);
        free(x);
    }
    return -1;
}

void aclcts_rule_index_free(aclcts_run *run)
{
    struct aclcts_rule_index *x = (struct aclcts_rule_index *)run->index;
    if (x != NULL) {
        free(x->start);
        free(x->tests);
        free(x->own);
        free(x);
    }
    run->index = NULL;
}

size_t aclcts_rule_next_test(const aclcts_run *run, const aclcts_rule *rule, size_t *cursor)
{
    const struct aclcts_rule_index *x = run->index;
    if (x != NULL && rule >= run->rules && rule < run->rules + run->nrules && x->own[rule - run->rules]) {
        size_t k = (size_t)(rule - run->rules);
        return x->start[k] + *cursor < x->start[k + 1] ? x->tests[x->start[k] + (*cursor)++] : ACLCTS_NO_TEST;
    }
    for (; *cursor < run->nresults; (*cursor)++)
        if (aclcts_result_cites(&run->results[*cursor], rule->id)) return (*cursor)++;
    return ACLCTS_NO_TEST;
}

/* A rule fails when any of its tests has a problem status; passes when one
 * passed (or failed as expected); a hazard or a skip alone leaves it "skip"
 * (tests ran, none decided it); with no test at all it is "untested", or
 * "not_applicable" when the rule does not apply to the run's profile. */
const char *const aclcts_rule_statuses[ACLCTS_RULE_STATUS_COUNT] = {"pass", "fail", "skip", "untested",
                                                                    "not_applicable", "not_observable"};

int aclcts_result_not_observable(const aclcts_result *r)
{
    return r->status == ACLCTS_SKIP && r->message != NULL && strstr(r->message, ACLCTS_NO_LOWER_LAYERS) != NULL;
}

const char *aclcts_rule_status(const aclcts_run *run, const aclcts_rule *rule)
{
    size_t tests = 0, passed = 0, unobservable = 0;
    for (size_t k = 0, i; (i = aclcts_rule_next_test(run, rule, &k)) != ACLCTS_NO_TEST;) {
        const aclcts_result *r = &run->results[i];
        tests++;
        if (aclcts_status_is_problem(r->status))
            return "fail";
        if (r->status == ACLCTS_PASS || r->status == ACLCTS_XFAIL)
            passed++;
        unobservable += aclcts_result_not_observable(r);
    }
    if (passed > 0)
        return "pass";
    if (unobservable > 0 && unobservable == tests)
        return "not_observable"; /* every test of it needed the lower layers the build never calls */
    if (tests > 0)
        return "skip";
    return rule->profiles != 0 && run->profile_bit != 0 && !(rule->profiles & run->profile_bit) ? "not_applicable"
                                                                                                : "untested";
}

/* ---- families ---- */

void aclcts_family_of(const char *id, char *buf, size_t cap)
{
    size_t n = 0;
    while (id && id[n] >= 'A' && id[n] <= 'Z' && n + 1 < cap) {
        buf[n] = id[n];
        n++;
    }
    buf[n] = '\0';
}

size_t aclcts_result_family(const aclcts_result *r)
{
    char fam[16];
    aclcts_family_of(r->nrules > 0 ? r->rules[0] : r->name, fam, sizeof fam);
    return aclcts_family_index(fam);
}

/* ---- UTF-8 ---- */

#define REPLACEMENT 0xFFFDu

size_t aclcts_utf8_next(const char *s, uint32_t *cp)
{
    const unsigned char *p = (const unsigned char *)s;
    static const uint32_t min_for_len[5] = {0, 0, 0x80, 0x800, 0x10000}; /* overlong bounds */
    size_t len;
    uint32_t c;
    if (p[0] < 0x80) {
        *cp = p[0];
        return 1;
    }
    if ((p[0] & 0xE0) == 0xC0) { len = 2; c = p[0] & 0x1F; }
    else if ((p[0] & 0xF0) == 0xE0) { len = 3; c = p[0] & 0x0F; }
    else if ((p[0] & 0xF8) == 0xF0) { len = 4; c = p[0] & 0x07; }
    else { *cp = REPLACEMENT; return 1; }
    for (size_t i = 1; i < len; i++) {
        if ((p[i] & 0xC0) != 0x80) { /* also stops at the terminator */
            *cp = REPLACEMENT;
            return 1;
        }
        c = (c << 6) | (p[i] & 0x3F);
    }
    if (c < min_for_len[len] || c > 0x10FFFF || (c >= 0xD800 && c <= 0xDFFF)) {
        *cp = REPLACEMENT;
        return 1;
    }
    *cp = c;
    return len;
}

/* Writes code point c as UTF-8 into out (room for 4 bytes); returns bytes. */
static size_t utf8_encode(uint32_t c, char *out)
{
    if (c < 0x80) { out[0] = (char)c; return 1; }
    if (c < 0x800) {
        out[0] = (char)(0xC0 | (c >> 6));
        out[1] = (char)(0x80 | (c & 0x3F));
        return 2;
    }
    if (c < 0x10000) {
        out[0] = (char)(0xE0 | (c >> 12));
        out[1] = (char)(0x80 | ((c >> 6) & 0x3F));
        out[2] = (char)(0x80 | (c & 0x3F));
        return 3;
    }
    out[0] = (char)(0xF0 | (c >> 18));
    out[1] = (char)(0x80 | ((c >> 12) & 0x3F));
    out[2] = (char)(0x80 | ((c >> 6) & 0x3F));
    out[3] = (char)(0x80 | (c & 0x3F));
    return 4;
}

char *aclcts_utf8_clean(const char *s)
{
    if (!s)
        s = "";
    /* Each input byte yields at most 3 output bytes (one byte -> U+FFFD). */
    char *out = malloc(strlen(s) * 3 + 1);
    if (!out)
        return NULL;
    size_t n = 0;
    while (*s) {
        uint32_t c;
        s += aclcts_utf8_next(s, &c);
        n += utf8_encode(c, out + n);
    }
    out[n] = '\0';
    return out;
}

static void put_cp(FILE *f, uint32_t c)
{
    char b[4];
    fwrite(b, 1, utf8_encode(c, b), f);
}

/* ---- escaping writers ---- */

/* The entity for an HTML/XML special character, or NULL. */
static const char *markup_entity(uint32_t c)
{
    switch (c) {
    case '&': return "&amp;";
    case '<': return "&lt;";
    case '>': return "&gt;";
    case '"': return "&quot;";
    case '\'': return "&#39;";
    default: return NULL;
    }
}

void aclcts_put_html(FILE *f, const char *s)
{
    while (s && *s) {
        uint32_t c;
        s += aclcts_utf8_next(s, &c);
        const char *e = markup_entity(c);
        if (e)
            fputs(e, f);
        else if ((c < 0x20 && c != '\t' && c != '\n') || c == 0x7F || (c >= 0x80 && c < 0xA0))
            put_cp(f, REPLACEMENT);
        else
            put_cp(f, c);
    }
}

void aclcts_put_xml(FILE *f, const char *s, int attribute)
{
    while (s && *s) {
        uint32_t c;
        s += aclcts_utf8_next(s, &c);
        const char *e = markup_entity(c);
        if (e)
            fputs(e, f);
        else if (attribute && (c == '\n' || c == '\t' || c == '\r'))
            fprintf(f, "&#%u;", (unsigned)c);
        else if ((c < 0x20 && c != '\t' && c != '\n' && c != '\r') || c == 0xFFFE || c == 0xFFFF)
            put_cp(f, REPLACEMENT);
        else
            put_cp(f, c);
    }
}

size_t aclcts_first_line_len(const char *s)
{
    return s ? strcspn(s, "\r\n") : 0;
}

void aclcts_put_md(FILE *f, const char *s)
{
    static const char md_punct[] = "\\`*_[]#!|~";
    if (!s)
        return;
    const char *end = s + aclcts_first_line_len(s);
    while (s < end) {
        uint32_t c;
        s += aclcts_utf8_next(s, &c);
        if (c == '&') fputs("&amp;", f);
        else if (c == '<') fputs("&lt;", f);
        else if (c == '>') fputs("&gt;", f);
        else if (c < 0x80 && c != 0 && strchr(md_punct, (int)c)) fprintf(f, "\\%c", (char)c);
        else if (c < 0x20 || c == 0x7F) put_cp(f, REPLACEMENT);
        else put_cp(f, c);
    }
}

void aclcts_put_md_block(FILE *f, const char *s, size_t cap)
{
    size_t run = 0, longest = 0;
    for (const char *p = s ? s : ""; *p; p++) {
        run = *p == '`' ? run + 1 : 0;
        longest = run > longest ? run : longest;
    }
    size_t fence = longest >= 3 ? longest + 1 : 3; /* longer than any backtick run inside: it cannot close early */
    for (size_t i = 0; i < fence; i++) fputc('`', f);
    fputs("text\n", f);
    const char *p = s ? s : "", *stop = p + strlen(p);
    if ((size_t)(stop - p) > cap) stop = p + cap;
    while (p < stop) {
        uint32_t c;
        p += aclcts_utf8_next(p, &c);
        if (c == '\n' || c == '\t') fputc((int)c, f);
        else if (c < 0x20 || c == 0x7F) put_cp(f, REPLACEMENT);
        else put_cp(f, c);
    }
    if (s && strlen(s) > cap) fprintf(f, "\n[... %zu more bytes in results.json]", strlen(s) - cap);
    fputc('\n', f);
    for (size_t i = 0; i < fence; i++) fputc('`', f);
    fputc('\n', f);
}

/* ---- crash-safe output ---- */

/* How many output files could not be written; the first one's cause is the
 * one printed (a full disk fails every later file the same way). */
static size_t g_out_errors;

/* The temporary file being written, for a second interrupt to remove. */
static char g_pending[PATH_MAX];
static volatile sig_atomic_t g_pending_set;

void aclcts_out_error(const char *path, int err)
{
    if (g_out_errors++ == 0)
        fprintf(stderr, "aclcts: cannot write %s: %s\n", path, strerror(err));
    errno = err;
}

size_t aclcts_out_error_count(void)
{
    return g_out_errors;
}

const char *aclcts_out_pending(void)
{
    return g_pending_set ? g_pending : NULL;
}

static void set_pending(const char *tmp)
{
    g_pending_set = 0;
    if (tmp != NULL && strlen(tmp) < sizeof g_pending) {
        memcpy(g_pending, tmp, strlen(tmp) + 1);
        g_pending_set = 1;
    }
}

static void report_errno(const char *path, const char *what, int err)
{
    (void)what; /* the step (write, fsync, rename) adds nothing a user acts on */
    aclcts_out_error(path, err);
}

int aclcts_out_open(aclcts_out *o, const char *path)
{
    static const char suffix[] = ".tmp.XXXXXX";
    o->path = path;
    o->f = NULL;
    o->tmp = malloc(strlen(path) + sizeof suffix);
    if (!o->tmp) {
        report_errno(path, "out of memory", ENOMEM);
        return -1;
    }
    strcpy(o->tmp, path);
    strcat(o->tmp, suffix);
    int fd = mkstemp(o->tmp);
    if (fd < 0) {
        report_errno(path, "cannot create a temporary file", errno);
        free(o->tmp);
        o->tmp = NULL;
        return -1;
    }
    set_pending(o->tmp);
    (void)fchmod(fd, 0644); /* a report is for reading, like any output file */
    o->f = fdopen(fd, "w");
    if (!o->f) {
        int err = errno;
        close(fd);
        unlink(o->tmp);
        free(o->tmp);
        o->tmp = NULL;
        report_errno(path, "fdopen", err);
        return -1;
    }
    return 0;
}

static int fail_and_discard(aclcts_out *o, const char *what, int err)
{
    if (o->f)
        fclose(o->f);
    o->f = NULL;
    unlink(o->tmp);
    set_pending(NULL);
    free(o->tmp);
    o->tmp = NULL;
    report_errno(o->path, what, err ? err : EIO);
    return -1;
}

int aclcts_out_commit(aclcts_out *o)
{
    /* ferror is sticky: it catches any failed fputs/fprintf/fwrite before. */
    if (fflush(o->f) != 0 || ferror(o->f))
        return fail_and_discard(o, "write failed", errno);
    if (fsync(fileno(o->f)) != 0 && errno != EINVAL)
        return fail_and_discard(o, "fsync failed", errno);
    FILE *f = o->f;
    o->f = NULL;
    if (fclose(f) != 0)
        return fail_and_discard(o, "close failed", errno);
    if (rename(o->tmp, o->path) != 0)
        return fail_and_discard(o, "rename failed", errno);
    set_pending(NULL);
    free(o->tmp);
    o->tmp = NULL;
    return 0;
}

int aclcts_out_abort(aclcts_out *o, const char *why)
{
    return fail_and_discard(o, why, errno);
}

int aclcts_out_write_json(const char *path, cJSON *root)
{
    char *text = root ? cJSON_Print(root) : NULL;
    cJSON_Delete(root);
    if (!text) {
        aclcts_out_error(path, ENOMEM);
        return -1;
    }
    aclcts_out out;
    int rc = aclcts_out_open(&out, path);
    if (rc == 0) {
        fputs(text, out.f);
        fputc('\n', out.f);
        rc = aclcts_out_commit(&out);
    }
    cJSON_free(text);
    return rc;
}
