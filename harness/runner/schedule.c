/* The run's schedule: the selected tests, --jobs at a time, each started in
 * its slot (a fork server's worker, or a fresh process), judged and recorded
 * as soon as it ends; after an interrupt, the tests still running are
 * abandoned. */
#define _GNU_SOURCE
#include <errno.h>
#include <signal.h>
#include <stdio.h>
#include <stdlib.h>
#include <string.h>
#include <sys/wait.h>
#include <unistd.h>

#include "aclcts/case.h"
#include "child.h"
#include "commands.h"
#include "forkserver.h"
#include "interrupt.h"
#include "jobs.h"
#include "keep_workdir.h"
#include "memcheck.h"
#include "options.h"
#include "places.h"
#include "reap.h"
#include "record.h"
#include "results.h"
#include "run.h"
#include "status.h"
#include "target_coverage.h"
#include "test_limits.h"
#include "text.h"
#include "workdir.h"

static aclcts_run_ctx *g_ctx; /* for the fork body: the child reads its copy */

/* ---- starting one test ---- */

static unsigned deadline_for(const aclcts_run_ctx *r, const aclcts_case *c)
{
    unsigned ms = r->o->timeout_ms;
    if (c->flags & ACLCTS_SLOW) ms *= ACLCTS_SLOW_FACTOR;
    if (r->valgrind != NULL) ms *= ACLCTS_VALGRIND_FACTOR;
    return ms;
}

static void case_body(void *arg, int rfd)
{
    aclcts_slot *s = arg;
    aclcts_child_case(&s->cfg, g_ctx->sel[s->idx], rfd);
}

static char *own(aclcts_slot *s, size_t k, char *str)
{
    s->owned[k] = str;
    return str;
}

/* "valgrind ... aclcts-worker __child --case NAME ...": memcheck sees one case. */
static void valgrind_argv(const aclcts_run_ctx *r, aclcts_slot *s, const aclcts_case *c)
{
    int fd;
    s->vglog = aclcts_printf("%s/aclcts-vg.XXXXXX", aclcts_workdir_base());
    if ((fd = mkstemp(s->vglog)) >= 0) close(fd);
    char **a = s->argv;
    size_t k = aclcts_memcheck_args(a, r->valgrind);
    a[k++] = own(s, 0, aclcts_printf("--log-file=%s", s->vglog));
    a[k++] = (char *)aclcts_worker_exe();
    a[k++] = "__child";
    a[k++] = "--lib";
    a[k++] = (char *)s->cfg.lib;
    a[k++] = "--case";
    a[k++] = own(s, 1, aclcts_printf("%s.%s", c->suite, c->name));
    a[k++] = "--profile";
    a[k++] = (char *)s->cfg.profile;
    a[k++] = "--soc";
    a[k++] = (char *)s->cfg.soc;
    a[k++] = "--southbound";
    a[k++] = s->cfg.spy ? "spy" : "system";
    if (s->cfg.spy) {
        a[k++] = "--spy";
        a[k++] = (char *)s->cfg.spy;
    }
    a[k++] = "--report-fd";
    a[k++] = own(s, 2, aclcts_printf("%d", ACLCTS_REPORT_FD));
    a[k++] = "--trace";
    a[k++] = s->cfg.trace ? "1" : "0";
    a[k++] = "--workdir";
    a[k++] = s->workdir;
    a[k] = NULL;
}

/* The test in a child of slot k's worker (started or restarted as needed).
 * 0, or -1 when no worker can run it: then it runs in a process of its own. */
static int start_in_worker(aclcts_run_ctx *r, aclcts_slot *s, unsigned k, const aclcts_case *c)
{
    aclcts_worker *w = &r->workers[k];
    char *name = aclcts_printf("%s.%s", c->suite, c->name);
    int rc = -1;
    for (int attempt = 0; attempt < 2 && rc != 0; attempt++) {
        if (w->pid == 0 || !w->ready) {
            aclcts_child_cfg cfg = aclcts_run_child_cfg(r, NULL);
            char *why = NULL;
            if ((w->pid != 0 ? aclcts_worker_ready(w, aclcts_worker_ready_ms(r), &why)
                             : aclcts_worker_start(w, &cfg, r->valgrind, aclcts_worker_ready_ms(r), &why)) != 0) {
                fprintf(stderr, "aclcts: a fork-server worker did not start (%s): %s runs in a process of its own\n",
                        why, name);
                free(why);
                break;
            }
        }
        rc = aclcts_worker_job_start(w, &s->job, name, aclcts_case_index(c), s->workdir, deadline_for(r, c));
        if (rc != 0) aclcts_worker_stop(w); /* dead or confused: a fresh one */
    }
    free(name);
    if (rc != 0) return -1;
    s->worker = w;
    s->vglog = aclcts_worker_vglog(w, &s->job);
    return 0;
}

/* Slot k's working directory for its next test: the one of its last test,
 * emptied, unless that test left it unusable or processes of a test may have
 * outlived it (a crash, a timeout, an orphan found since): then a fresh one. */
static char *slot_workdir(aclcts_run_ctx *r, unsigned k, int fresh)
{
    char **d = &r->dirs[k];
    if (*d != NULL && (fresh || aclcts_workdir_empty(*d) != 0)) {
        aclcts_workdir_remove(*d);
        free(*d);
        *d = NULL;
    }
    if (*d == NULL) *d = aclcts_workdir_create_in(aclcts_workdir_base());
    return *d;
}

static int start_test(aclcts_run_ctx *r, aclcts_slot *s, size_t idx, unsigned k)
{
    const aclcts_case *c = r->sel[idx];
    int fresh = s->fresh_dir;
    memset(s, 0, sizeof *s);
    s->idx = idx;
    s->workdir = slot_workdir(r, k, fresh);
    if (s->workdir == NULL) return -1;
    aclcts_limits_slot(k, s->workdir); /* test_limits.c: its process is slot k's, its directory its scratch space */
    s->cfg = aclcts_run_child_cfg(r, s->workdir);
    if (r->fork_server && start_in_worker(r, s, k, c) == 0) return 0;
    if (r->valgrind != NULL) valgrind_argv(r, s, c);
    aclcts_tcov_before_test(c);
    return aclcts_job_start(&s->job, case_body, s, r->valgrind ? s->argv : NULL, s->workdir, deadline_for(r, c));
}

/* ---- finishing one test ---- */

static void progress(aclcts_run_ctx *r, const aclcts_result *res)
{
    r->done++;
    r->counts[res->status]++;
    if (!r->tty) return;
    int loud = res->status == ACLCTS_FAIL || res->status == ACLCTS_CRASH || res->status == ACLCTS_TIMEOUT ||
               res->status == ACLCTS_XPASS;
    fprintf(stderr, "\r\033[K[%zu/%zu] %s ... %s%s", r->done, r->nsel, res->name, aclcts_status_name(res->status),
            loud ? "\n" : "");
}

static void finish_result(aclcts_run_ctx *r, aclcts_result *res)
{
    aclcts_jsonl_append(&r->jsonl, res);
    r->finished[res - r->results] = 1;
    progress(r, res);
}

static void init_result(aclcts_run_ctx *r, size_t idx)
{
    const aclcts_case *c = r->sel[idx];
    aclcts_result *res = &r->results[idx];
    res->name = aclcts_printf("%s.%s", c->suite, c->name);
    res->rules = aclcts_split_words(c->rules, &res->nrules);
    res->reproduce = aclcts_reproduce(r->lib, r->profile, res->name, r->o->out);
}

static void finish_test(aclcts_run_ctx *r, aclcts_slot *s)
{
    aclcts_result *res = &r->results[s->idx];
    aclcts_job_finish(&s->job);
    aclcts_judge(r, s, res);
    if (r->o->keep_workdir) aclcts_keep_workdir(s->workdir, r->o->out, res);
    res->duration_ms = s->job.end_ms - s->job.start_ms;
    if (s->job.worker_lost) aclcts_worker_stop(s->worker); /* the next test starts a fresh one */
    /* Only a test that reported and ended by itself hands its directory on. */
    s->fresh_dir |= !WIFEXITED(s->job.wstatus) || s->job.timed_out || s->job.worker_lost || !s->reported;
    aclcts_job_free(&s->job);
    if (s->vglog) {
        unlink(s->vglog);
        free(s->vglog);
    }
    for (size_t k = 0; k < 8; k++) free(s->owned[k]);
    finish_result(r, res);
}

/* ---- the schedule ---- */

/* A case that needs the trace cannot run without the spy: skip without a
 * child. With the spy, on a target that does not call the lower layers, it
 * runs: what it asserts of the public API counts, its trace checks are not
 * observable (conformance/src/check.c). */
static int skip_without_trace(aclcts_run_ctx *r, size_t idx)
{
    if (!(r->sel[idx]->flags & ACLCTS_TRACE) || r->trace || r->o->use_spy) return 0;
    aclcts_result *res = &r->results[idx];
    res->status = ACLCTS_SKIP;
    res->message = aclcts_strdup(r->o->use_spy ? "target does not import the southbound symbols"
                                               : "running without the southbound spy (--southbound system)");
    finish_result(r, res);
    return 1;
}

/* After an interrupt: the tests still running end unrecorded, killed with
 * their process groups as at a timeout (their workers, stopped next, take
 * along a standby child). */
static void abandon(aclcts_slot *slots, aclcts_job **live, unsigned jobs)
{
    for (unsigned k = 0; k < jobs; k++) {
        if (live[k] == NULL) continue;
        aclcts_job *j = live[k];
        if (j->pid > 0) {
            kill(-j->pid, SIGKILL);
            kill(j->pid, SIGKILL);
        }
        aclcts_job_finish(j);
        aclcts_job_free(j);
        if (slots[k].vglog) {
            unlink(slots[k].vglog);
            free(slots[k].vglog);
        }
        for (size_t i = 0; i < 8; i++) free(slots[k].owned[i]);
        live[k] = NULL;
    }
}

/* The order the tests start in: the slow ones (ACLCTS_SLOW) first, each group
 * in selection order, so that none of them is left to run alone at the end
 * of the run while the other slots idle. Their results keep the selection's
 * order (r->results). NULL (no memory): the selection's order. */
static size_t *start_order(const aclcts_run_ctx *r)
{
    size_t *order = malloc((r->nsel + 1) * sizeof *order), n = 0;
    if (order == NULL) return NULL;
    for (int slow = 1; slow >= 0; slow--)
        for (size_t i = 0; i < r->nsel; i++)
            if (((r->sel[i]->flags & ACLCTS_SLOW) != 0) == slow) order[n++] = i;
    return order;
}

void aclcts_schedule(aclcts_run_ctx *r)
{
    g_ctx = r;
    unsigned jobs = r->o->jobs;
    aclcts_slot *slots = calloc(jobs, sizeof *slots);
    r->dirs = calloc(jobs, sizeof *r->dirs);
    aclcts_job **live = calloc(jobs, sizeof *live);
    size_t *order = start_order(r);
    size_t next = 0, running = 0;
    while ((next < r->nsel || running > 0) && !aclcts_interrupted()) {
        while (running < jobs && next < r->nsel && !aclcts_interrupted()) {
            size_t idx = order != NULL ? order[next++] : next++;
            init_result(r, idx);
            if (skip_without_trace(r, idx)) continue;
            unsigned k = 0;
            while (live[k] != NULL) k++;
            if (start_test(r, &slots[k], idx, k) != 0) {
                fprintf(stderr, "aclcts: cannot start a child: %s\n", strerror(errno));
                exit(ACLCTS_EXIT_USAGE);
            }
            live[k] = &slots[k].job;
            running++;
        }
        if (running == 0) continue;
        int i = aclcts_jobs_wait(live, jobs, -1);
        if (i < 0) continue;
        live[i] = NULL;
        running--;
        finish_test(r, &slots[i]);
        if (aclcts_reap_orphans(live, jobs) > 0)
            for (unsigned k = 0; k < jobs; k++) slots[k].fresh_dir = 1;
    }
    abandon(slots, live, jobs);
    if (r->workers != NULL)
        for (unsigned k = 0; k < jobs; k++) aclcts_worker_stop(&r->workers[k]);
    aclcts_reap_all();
    for (unsigned k = 0; k < jobs; k++) {
        aclcts_workdir_remove(r->dirs[k]);
        free(r->dirs[k]);
    }
    free(r->dirs);
    free(slots);
    free(live);
    free(order);
}
