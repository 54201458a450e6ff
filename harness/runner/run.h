/* "aclcts run" (run.c) and its parts: the run's state, shared by the files
 * that set it up (run.c), check its target and choose its profile
 * (profile.c), choose its isolation (isolation.c), schedule its tests
 * (schedule.c), judge each test's end (judge.c) and end it with its reports
 * and verdict (verdict.c). */
#ifndef ACLCTS_RUN_H_
#define ACLCTS_RUN_H_

#include <limits.h>
#include <stddef.h>

#include "child.h"
#include "expect.h"
#include "forkserver.h"
#include "jobs.h"
#include "options.h"
#include "preflight.h"
#include "record.h"
#include "results.h"

typedef struct aclcts_run_ctx {
    const aclcts_opts *o;
    char *verdict_words; /* the reports' verdict (aclcts_verdict_words), for the console line */
    char lib[PATH_MAX];
    char sha[65];
    int trace; /* spy loaded and the target imports the southbound */
    aclcts_target target;
    const char *profile; /* --profile, or the one the target's southbound shows */
    unsigned profile_bit;
    const char *profile_source;
    char *missing[ACLCTS_ACL_COUNT]; /* the profile's functions the target does not export */
    size_t nmissing;
    size_t missing_skips[ACLCTS_ACL_COUNT];
    const aclcts_case *const *sel;
    size_t nsel;
    aclcts_result *results;
    unsigned char *finished; /* per selected test: it ended and was judged */
    aclcts_jsonl jsonl;
    aclcts_expect *expect;
    const char *valgrind; /* path of valgrind, or NULL */
    int tty;
    size_t done;
    size_t counts[ACLCTS_STATUS_COUNT];
    char date[32];     /* UTC start of the run */
    char suite_id[65]; /* the selection before sharding (shard.c) */
    size_t suite_tests;
    unsigned shard_index, shard_total;
    aclcts_worker *workers; /* one per slot when fork_server */
    char **dirs;            /* each slot's working directory, emptied between its tests */
    int fork_server;        /* the isolation (forkserver.c); 0: a fresh process per test */
    int stopped_by;         /* the signal that stopped the run before its last test, or 0 */
    char *isolation_why;    /* why a fresh process per test (malloc), NULL with the fork server */
} aclcts_run_ctx;

typedef struct aclcts_slot {
    aclcts_job job;
    size_t idx;
    char *workdir; /* the slot's (run_ctx.dirs) */
    int fresh_dir; /* its next test gets a fresh directory */
    int reported;  /* the test's child sent its result */
    char *vglog;
    aclcts_child_cfg cfg;
    char *argv[40];
    char *owned[8];        /* argv strings to free */
    aclcts_worker *worker; /* the fork server's worker that runs it, or NULL */
} aclcts_slot;

/* profile.c: loads the target in a throwaway child (aclcts_preflight),
 * chooses the profile (--profile, else the southbound the target imports) and
 * names the profile's functions the target lacks; 0, or -1 after printing why
 * the target cannot be loaded. */
int aclcts_target_check(aclcts_run_ctx *r);
/* profile.c: per missing function, the tests skipped because a case needed it. */
void aclcts_missing_skips_count(aclcts_run_ctx *r);

/* isolation.c: the fork server when the target's load can be shared, else a
 * fresh process per test (r->isolation_why says why); then said on stderr. */
void aclcts_isolation_choose(aclcts_run_ctx *r);
void aclcts_isolation_print(const aclcts_run_ctx *r);
/* The configuration of the run's children, working in workdir. */
aclcts_child_cfg aclcts_run_child_cfg(const aclcts_run_ctx *r, const char *workdir);
/* How long a worker may take to load the target (valgrind's factor included). */
unsigned aclcts_worker_ready_ms(const aclcts_run_ctx *r);

/* schedule.c: runs the selection, r->o->jobs at a time, until its end or an
 * interrupt; each test's record is written as it ends. */
void aclcts_schedule(aclcts_run_ctx *r);

/* judge.c: the result of the slot's test from what its job reported (or how
 * it died), memcheck's word, the expectations file and the hazard rules. */
void aclcts_judge(aclcts_run_ctx *r, aclcts_slot *s, aclcts_result *res);

/* verdict.c: every report, written whole or not at all (aclcts_out_commit);
 * returns how many could not be written. */
int aclcts_reports_write(aclcts_run_ctx *r);
/* verdict.c: the summary line and the exit status. */
int aclcts_verdict(aclcts_run_ctx *r, int coverage_failed);

#endif /* ACLCTS_RUN_H_ */
