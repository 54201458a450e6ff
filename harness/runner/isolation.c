/* The isolation of a run: the fork server (forkserver.c) when the target's
 * load can be shared by forked tests, else a fresh process per test. */
#define _GNU_SOURCE
#include <stdio.h>
#include <stdlib.h>

#include "child.h"
#include "forkserver.h"
#include "interrupt.h"
#include "memcheck.h"
#include "run.h"
#include "test_limits.h"
#include "text.h"

aclcts_child_cfg aclcts_run_child_cfg(const aclcts_run_ctx *r, const char *workdir)
{
    return (aclcts_child_cfg){r->lib, r->o->use_spy ? r->o->spy : NULL, r->profile, r->o->soc, NULL, r->trace, workdir};
}

unsigned aclcts_worker_ready_ms(const aclcts_run_ctx *r)
{
    return r->o->timeout_ms * (r->valgrind != NULL ? ACLCTS_VALGRIND_FACTOR : 1u);
}

/* The isolation of the run: the fork server when the target's load can be
 * shared (the first worker checks it: no threads, no southbound calls, no
 * output, no files, no crash or hang while loading), else today's fresh
 * process per test. */
void aclcts_isolation_choose(aclcts_run_ctx *r)
{
    if (r->o->isolation_process) {
        r->isolation_why = aclcts_strdup("--isolation process");
        return;
    }
    if (r->o->jobs > 4096) {
        r->isolation_why = aclcts_strdup("more than 4096 jobs");
        return;
    }
    if (r->o->target_coverage != NULL) {
        r->isolation_why = aclcts_strdup("--target-coverage flushes counters per process");
        return;
    }
    r->workers = calloc(r->o->jobs, sizeof *r->workers);
    for (unsigned k = 0; k < r->o->jobs; k++) r->workers[k].sock = -1;
    aclcts_child_cfg cfg = aclcts_run_child_cfg(r, NULL);
    /* Every slot's worker loads at once; the first one's checks decide. A
     * worker that cannot even start is started again at its slot's first test. */
    unsigned n = r->o->jobs < r->nsel ? r->o->jobs : (unsigned)r->nsel;
    for (unsigned k = 1; k < n; k++) {
        char *why = NULL;
        aclcts_limits_slot(k, NULL); /* test_limits.c: the worker is slot k's */
        aclcts_worker_spawn(&r->workers[k], &cfg, r->valgrind, &why);
        free(why);
    }
    aclcts_limits_slot(0, NULL); /* test_limits.c */
    if (aclcts_worker_start(&r->workers[0], &cfg, r->valgrind, aclcts_worker_ready_ms(r), &r->isolation_why) == 0) {
        r->fork_server = 1;
        return;
    }
    if (aclcts_interrupted()) { /* the wait for the worker was cut short, not the worker */
        free(r->isolation_why);
        r->isolation_why = aclcts_strdup("interrupted while the first worker loaded the target");
    }
    for (unsigned k = 1; k < n; k++) aclcts_worker_stop(&r->workers[k]);
}

void aclcts_isolation_print(const aclcts_run_ctx *r)
{
    if (r->fork_server)
        fprintf(stderr, "aclcts: isolation: fork server (each worker loads the target once, a fork per test)\n");
    else fprintf(stderr, "aclcts: isolation: a fresh process per test (%s)\n", r->isolation_why);
}
