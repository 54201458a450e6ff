/* Which results cite each rule: an index built once per report, so that a
 * rule's tests are found without a scan of every result. The contract is in
 * rule_index.h. */
#include "rule_index.h"

#include <stdlib.h>
#include <string.h>

#include "results.h"
#include "status.h"

/* ---- which results cite each rule ---- */

struct aclcts_rule_index {
    size_t *start;      /* per rule: where its tests begin in `tests` (nrules + 1 entries) */
    size_t *tests;      /* result indices, rule after rule, each rule's in run order */
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
static void cite_pass(const aclcts_run *run, const aclcts_rule *const *sorted, struct aclcts_rule_index *x, size_t *at,
                      size_t *last, int fill)
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
