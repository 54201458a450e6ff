/* The result of one test: what its child reported, or how it died; then
 * memcheck's word, the expectations file and the hazard rules. */
#define _GNU_SOURCE
#include <stdio.h>
#include <stdlib.h>
#include <string.h>
#include <sys/wait.h>

#include "symbolise.h"
#include "child.h"
#include "expect.h"
#include "jobs.h"
#include "memcheck.h"
#include "results.h"
#include "run.h"
#include "spec_rules.h"
#include "status.h"
#include "test_limits.h"
#include "text.h"

static int has_hazard_rule(const aclcts_result *res)
{
    for (size_t i = 0; i < res->nrules; i++) {
        const aclcts_rule *rule = aclcts_spec_find(res->rules[i]);
        if (rule != NULL && rule->level != NULL && strcmp(rule->level, "HAZARD") == 0) return 1;
    }
    return 0;
}

static void append_output(aclcts_result *res, const aclcts_job *j)
{
    if (j->out_len == 0) return;
    char *out = aclcts_job_output_text(j);
    char dropped[64] = "";
    if (j->out_dropped) snprintf(dropped, sizeof dropped, ", %zu more dropped", j->out_dropped);
    char *m =
        aclcts_printf("%s\n--- target output (first %zu bytes%s) ---\n%s", res->message, j->out_len, dropped, out);
    free(out);
    free(res->message);
    res->message = m;
}

void aclcts_judge(aclcts_run_ctx *r, aclcts_slot *s, aclcts_result *res)
{
    aclcts_outcome oc;
    aclcts_job_outcome(&s->job, &oc);
    s->reported = oc.have_result;
    if (oc.have_result) {
        res->status = oc.status;
        res->message = aclcts_strdup(oc.message);
    } else {
        res->status = s->job.timed_out ? ACLCTS_TIMEOUT : ACLCTS_CRASH;
        char *death = aclcts_job_death(&s->job, &oc);
        char *text = oc.text ? aclcts_symbolise(oc.text) : NULL; /* a crash's stack, its functions named */
        res->message = text ? aclcts_printf("%s: %s", death, text) : aclcts_strdup(death);
        free(text);
        free(death);
    }
    if (r->valgrind != NULL && WIFEXITED(s->job.wstatus) &&
        WEXITSTATUS(s->job.wstatus) == ACLCTS_CHILD_MEMCHECK_ERROR) {
        /* memcheck found an error: it fails a passing test and leads any other message. */
        char *e = aclcts_memcheck_first_error(s->vglog);
        char *kept = aclcts_memcheck_keep_log(r->o->out, s->vglog, res->name);
        char *m = aclcts_printf("memcheck: %s%s%s%s%s", e ? e : "error", kept ? "\n(memcheck's whole log: " : "",
                                kept ? kept : "", kept ? ")" : "", res->message[0] ? "\n" : "");
        char *both = aclcts_printf("%s%s", m, res->message);
        free(m);
        m = both;
        free(e);
        free(kept);
        free(res->message);
        res->message = m;
        if (res->status == ACLCTS_PASS) res->status = ACLCTS_FAIL;
    }
    aclcts_limits_judge(s->workdir, &s->job, res); /* test_limits_verdict.c: a limit reached makes a crash naming it */
    if (res->status != ACLCTS_PASS && res->status != ACLCTS_SKIP) append_output(res, &s->job);
    aclcts_outcome_free(&oc);
    aclcts_expect_apply(r->expect, res);
    int failed = res->status == ACLCTS_FAIL || res->status == ACLCTS_CRASH || res->status == ACLCTS_TIMEOUT;
    if (failed && has_hazard_rule(res)) {
        /* The product itself crashes or hangs here: report, never fail the run. */
        char *m = aclcts_printf("hazard (%s): %s", aclcts_status_name(res->status), res->message);
        free(res->message);
        res->message = m;
        res->status = ACLCTS_HAZARD;
    }
}
