/* run --repeat N: each selected test runs N times in a row (each run in a
 * process of its own, as always), and its result is one: the same status
 * and message when every run agreed, else the first problem it had, its
 * message led by how often each outcome came ("flaky: 3 of 5 runs passed,
 * 2 failed; the first failing run: ..."), and a console line per such test.
 * A race in a port fails one run in many; this makes it show, and repeatable.
 * results.jsonl keeps every run's line, the reports one result a test. */
#include <stdio.h>
#include <stdlib.h>
#include <string.h>

#include "repeat.h"
#include "status.h"
#include "text.h"

int aclcts_repeat_expand(aclcts_run_ctx *r, unsigned times)
{
    if (times <= 1) return 0;
    const aclcts_case **sel = calloc(r->nsel * times + 1, sizeof *sel);
    if (sel == NULL) return -1;
    for (size_t i = 0; i < r->nsel; i++)
        for (unsigned k = 0; k < times; k++) sel[i * times + k] = r->sel[i];
    r->sel = sel; /* the selection before it stays allocated: the shard's or the filter's */
    r->nsel *= times;
    return 0;
}

static int problem(aclcts_status s)
{
    return s == ACLCTS_FAIL || s == ACLCTS_CRASH || s == ACLCTS_TIMEOUT || s == ACLCTS_XPASS || s == ACLCTS_HAZARD;
}

/* The runs of one test as one result, into out; 1 when their outcomes differ. */
static int combine(aclcts_result *runs, const unsigned char *finished, unsigned times, aclcts_result *out)
{
    size_t n[ACLCTS_STATUS_COUNT] = {0}, ran = 0;
    const aclcts_result *first = NULL, *first_problem = NULL;
    for (unsigned k = 0; k < times; k++) {
        if (!finished[k]) continue;
        ran++;
        n[runs[k].status]++;
        if (first == NULL) first = &runs[k];
        if (first_problem == NULL && problem(runs[k].status)) first_problem = &runs[k];
    }
    *out = runs[0];
    out->message = NULL;
    if (first == NULL) return 0;
    int kinds = 0;
    for (int s = 0; s < ACLCTS_STATUS_COUNT; s++) kinds += n[s] > 0;
    const aclcts_result *shown = first_problem ? first_problem : first;
    out->status = shown->status;
    out->duration_ms = shown->duration_ms;
    if (kinds <= 1) {
        out->message = aclcts_strdup(shown->message ? shown->message : "");
        return 0;
    }
    char *counts = aclcts_strdup("");
    for (int s = 0; s < ACLCTS_STATUS_COUNT; s++) {
        if (n[s] == 0) continue;
        char *next =
            aclcts_printf("%s%s%zu %s", counts, counts[0] ? ", " : "", n[s], aclcts_status_name((aclcts_status)s));
        free(counts);
        counts = next;
    }
    out->message = aclcts_printf("flaky: its outcome changed across %zu runs (%s); the first %s run: %s", ran, counts,
                                 aclcts_status_name(shown->status), shown->message ? shown->message : "");
    fprintf(stderr, "aclcts: flaky %s: %s in %zu runs\n", out->name, counts, ran);
    free(counts);
    return 1;
}

void aclcts_repeat_collapse(aclcts_run_ctx *r, const aclcts_case *const *sel, size_t nsel, unsigned times)
{
    if (times <= 1) return;
    aclcts_result *results = calloc(nsel + 1, sizeof *results);
    unsigned char *finished = calloc(nsel + 1, 1);
    if (results == NULL || finished == NULL) abort();
    size_t flaky = 0;
    memset(r->counts, 0, sizeof r->counts);
    r->done = 0;
    for (size_t i = 0; i < nsel; i++) {
        aclcts_result *runs = &r->results[i * times];
        for (unsigned k = 0; k < times; k++) finished[i] |= r->finished[i * times + k];
        flaky += combine(runs, &r->finished[i * times], times, &results[i]);
        for (unsigned k = 0; k < times; k++) { /* the runs' own texts; the first run's name and rules are kept */
            free(runs[k].message);
            if (k > 0) {
                free(runs[k].name);
                aclcts_free_words(runs[k].rules, runs[k].nrules);
                free(runs[k].reproduce);
            }
        }
        if (finished[i]) {
            r->done++;
            r->counts[results[i].status]++;
        }
    }
    if (flaky > 0)
        fprintf(stderr, "aclcts: %zu test%s changed outcome across %u runs each (--repeat)\n", flaky,
                flaky == 1 ? "" : "s", times);
    free(r->results);
    free(r->finished);
    r->results = results;
    r->finished = finished;
    r->sel = sel;
    r->nsel = nsel;
}
