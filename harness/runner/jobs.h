/* Processes (spawn.c): one child per test, in its own process group, its
 * output captured, its report channel read, its deadline enforced. */
#ifndef ACLCTS_JOBS_H_
#define ACLCTS_JOBS_H_

#include <stddef.h>
#include <sys/types.h>

#include "results.h"

#ifdef __cplusplus
extern "C" {
#endif

#define ACLCTS_OUTPUT_CAP (64u * 1024u) /* target output kept for a failure message */

typedef void (*aclcts_body)(void *arg, int rfd);

typedef struct aclcts_job {
    pid_t pid;
    int rfd, ofd; /* parent's read ends: report channel, target output */
    char *rec;    /* raw report bytes */
    size_t rec_len, rec_cap;
    char *out; /* first ACLCTS_OUTPUT_CAP bytes of the output */
    size_t out_len;
    size_t out_dropped;
    double start_ms, deadline_ms, end_ms;
    unsigned timeout_ms;
    int exited, wstatus, timed_out;
    int wfd;                      /* fork server: the worker's socket, where the end arrives; -1: a child of ours */
    int worker_lost;              /* the worker died while the job ran */
    struct aclcts_worker *worker; /* fork server: the worker whose child runs it */
} aclcts_job;

/* What the job produced, decoded from its report records. */
typedef struct aclcts_outcome {
    int have_result;
    aclcts_status status;
    unsigned checks, failures;
    char *message;   /* result message or text record (malloc) */
    char *text;      /* concatenated TEXT records (malloc, may be NULL) */
    char phase[640]; /* last phase the child announced (a crash: the ACL call it was in) */
} aclcts_outcome;

double aclcts_now_ms(void);
/* Forks a child in its own process group. In the child: stdin is /dev/null,
 * stdout and stderr go to the capture pipe, the report channel is at
 * ACLCTS_REPORT_FD, every other descriptor is closed, cwd is `dir` (when not
 * NULL); then exec_argv is executed (when not NULL) or body(arg, rfd) runs. */
int aclcts_job_start(aclcts_job *j, aclcts_body body, void *arg, char *const *exec_argv, const char *dir,
                     unsigned timeout_ms);
/* Waits until at least one job of `jobs` has ended (or max_ms passed, <0:
 * forever), reading pipes and enforcing deadlines meanwhile. Returns the
 * index of an ended job, or -1. */
int aclcts_jobs_wait(aclcts_job **jobs, size_t n, int max_ms);
/* Runs one job to its end. */
void aclcts_job_run(aclcts_job *j);
/* After a job ended: drains, kills what is left of its group, closes pipes. */
void aclcts_job_finish(aclcts_job *j);
void aclcts_job_free(aclcts_job *j);
void aclcts_job_outcome(const aclcts_job *j, aclcts_outcome *oc);
void aclcts_outcome_free(aclcts_outcome *oc);
/* The verdict for a job that ended without a result record: crash text such
 * as "killed by SIGSEGV (signal 11) while running the case" (malloc). */
char *aclcts_job_death(const aclcts_job *j, const aclcts_outcome *oc);
/* Target output as valid UTF-8 text (malloc). */
char *aclcts_job_output_text(const aclcts_job *j);

/* The same setup in a child forked by a fork server's worker (forkserver.c). */
void aclcts_child_setup(int report_w, int out_w, const char *dir);
/* Its last part alone: output and report channel, no other descriptor, the
 * working directory. For a fork server's standby, whose process group,
 * signals and standard input were set up so already (forkserver_worker.c). */
void aclcts_child_channels(int report_w, int out_w, const char *dir);

#ifdef __cplusplus
}
#endif

#endif /* ACLCTS_JOBS_H_ */
