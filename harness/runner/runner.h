/* Internals of the runner, aclcts: processes, deadlines and reports.
 * The runner knows how to isolate a case in a child, not what the case checks. */
#ifndef ACLCTS_RUNNER_H_
#define ACLCTS_RUNNER_H_

#include <stddef.h>
#include <sys/types.h>

#include "aclcts/case.h"
#include "results.h"

#ifdef __cplusplus
extern "C" {
#endif

/* ---- options (cli.c) ---- */

#define ACLCTS_DEFAULT_TIMEOUT_MS 10000u /* per test; generous for a cold dlopen on a loaded machine */
#define ACLCTS_SLOW_FACTOR 5u            /* ACLCTS_SLOW cases get five times the deadline */
#define ACLCTS_VALGRIND_FACTOR 20u       /* memcheck runs code about 20x slower */
#define ACLCTS_DEFAULT_OUT "reports/conformance"

typedef struct aclcts_opts {
    const char *lib;
    const char *against;     /* diff */
    const char *profile;     /* "product" | "ipv350" */
    unsigned profile_bit;    /* ACLCTS_PRODUCT | ACLCTS_IPV350 */
    const char *filter;      /* GoogleTest filter, NULL: every test */
    unsigned jobs;
    unsigned timeout_ms;
    const char *expect;
    const char *soc;
    int use_spy;             /* --southbound spy (1) or system (0) */
    int valgrind;
    const char *out;
    const char *spy;         /* path of libaclcts_southbound.so */
    const char *config;      /* probe, diff --config */
    const char *corpus;      /* diff */
    const char *only;        /* diff --only SCENARIO */
    const char *family;      /* rules */
    char faults[1024];       /* probe --fail, comma-joined */
    const char *case_name;   /* __child */
    const char *workdir;     /* __child */
    int report_fd;           /* __child */
    int trace;               /* __child */
    int quiet;               /* diff: no "same" lines */
} aclcts_opts;

/* Parses argv[first..] into o; returns 0, or -1 after printing the problem. */
int aclcts_parse_opts(const char *cmd, int argc, char **argv, int first, aclcts_opts *o);
/* The spy that sits next to the runner: <dir of /proc/self/exe>/../lib/libaclcts_southbound.so. */
const char *aclcts_default_spy(void);
/* Absolute path of the running executable. */
const char *aclcts_self_exe(void);
const char *aclcts_profile_name(unsigned bit);

/* ---- selection (main.cpp, GoogleTest decides what runs) ---- */

/* Selects the registered cases whose flags include profile_bit (0: any) and
 * whose "SUITE.Name" matches the GoogleTest filter (NULL: GTEST_FILTER or all);
 * honours GTEST_TOTAL_SHARDS / GTEST_SHARD_INDEX. Returns the count; *out
 * stays valid until exit. */
size_t aclcts_select(const char *filter, unsigned profile_bit, const aclcts_case *const **out);

/* ---- subcommands ---- */
int aclcts_cmd_run(const aclcts_opts *o);
int aclcts_cmd_child(const aclcts_opts *o);
int aclcts_cmd_probe(const aclcts_opts *o);
int aclcts_cmd_diff(const aclcts_opts *o);
int aclcts_cmd_list(const aclcts_opts *o);
int aclcts_cmd_rules(const aclcts_opts *o);

/* Exit codes of the run (DESIGN.md "Contracts"). */
#define ACLCTS_EXIT_OK 0
#define ACLCTS_EXIT_NONCONFORMANT 1
#define ACLCTS_EXIT_USAGE 2

/* ---- the child side (child.c) ---- */

/* The report channel sits at a high descriptor so that a target closing
 * 0..1023 (a common daemon idiom) cannot take it down. */
#define ACLCTS_REPORT_FD 1024
/* The runner's own exit code when its report channel was closed under it. */
#define ACLCTS_EXIT_REPORT_LOST 121

/* Kinds of record on the report channel. */
enum { ACLCTS_REC_PHASE = 1, ACLCTS_REC_RESULT = 2, ACLCTS_REC_TEXT = 3 };

typedef struct aclcts_child_cfg {
    const char *lib;
    const char *spy;         /* NULL: --southbound system */
    const char *profile;
    const char *soc;
    const char *faults;      /* ACLCTS_SB_FAULTS, "" or NULL: none */
    int trace;               /* target imports the southbound */
    const char *workdir;
} aclcts_child_cfg;

/* Writes one record; returns 0, or -1 when the channel is gone. */
int aclcts_report(int fd, int kind, const void *data, size_t len);
int aclcts_report_result(int fd, aclcts_status st, unsigned checks, unsigned failures, const char *msg);
/* Loads spy then target, fills acl (and spy when loaded). Reports the error
 * text and returns NULL on failure. */
void *aclcts_child_load(const aclcts_child_cfg *cfg, aclcts_acl *acl, aclcts_spy *spy, int *have_spy,
                        void **spy_handle, int rfd);
/* Runs one case and reports; never returns. */
void aclcts_child_case(const aclcts_child_cfg *cfg, const aclcts_case *c, int rfd) __attribute__((noreturn));
/* Ends the child: flushes what the target buffered, _exit(code). */
void aclcts_child_exit(int rfd, int code) __attribute__((noreturn));

/* ---- processes (spawn.c, reap.c) ---- */

#define ACLCTS_OUTPUT_CAP (64u * 1024u) /* target output kept for a failure message */

typedef void (*aclcts_body)(void *arg, int rfd);

typedef struct aclcts_job {
    pid_t pid;
    int rfd, ofd;             /* parent's read ends: report channel, target output */
    char *rec;                /* raw report bytes */
    size_t rec_len, rec_cap;
    char *out;                /* first ACLCTS_OUTPUT_CAP bytes of the output */
    size_t out_len;
    size_t out_dropped;
    double start_ms, deadline_ms, end_ms;
    unsigned timeout_ms;
    int exited, wstatus, timed_out;
    void *user;
} aclcts_job;

/* What the job produced, decoded from its report records. */
typedef struct aclcts_outcome {
    int have_result;
    aclcts_status status;
    unsigned checks, failures;
    char *message;            /* result message or text record (malloc) */
    char *text;               /* concatenated TEXT records (malloc, may be NULL) */
    char phase[128];          /* last phase the child announced */
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

/* Makes the runner the reaper of every orphaned descendant (PR_SET_CHILD_SUBREAPER). */
void aclcts_reap_init(void);
/* Kills every process re-parented to the runner that belongs to no running
 * job (a grandchild that left its group), then reaps them. */
void aclcts_reap_orphans(aclcts_job **running, size_t n);
/* Repeats the orphan sweep until none is left (end of a run). */
void aclcts_reap_all(void);
/* Reaps every exited child without blocking; records the status of jobs. */
void aclcts_reap_some(aclcts_job **jobs, size_t n);

/* ---- target inspection (preflight.c, elf_imports.c) ---- */

typedef struct aclcts_target {
    char *missing[16];        /* acl* symbols the target does not export */
    size_t nmissing;
    int imports_southbound;   /* .dynsym has undefined references to the southbound */
} aclcts_target;

/* 1 when the ELF file at path has an undefined dynamic reference to one of
 * names, 0 when not, -1 with *why set when the file cannot be read as ELF. */
int aclcts_elf_imports_any(const char *path, const char *const *names, const char **why);
/* The lower-layer symbols as they appear in .dynsym (mangled). */
const char *const *aclcts_southbound_names(void);
/* The eight lifecycle names. */
extern const char *const aclcts_acl_names[8];
#define ACLCTS_RT_CHAIN_COUNT 18
extern const char *const aclcts_rt_chain_names[ACLCTS_RT_CHAIN_COUNT];
/* Loads the target in a throwaway child; returns 0, or -1 after printing why
 * it cannot be loaded. */
int aclcts_preflight(const aclcts_child_cfg *cfg, unsigned timeout_ms, aclcts_target *out);

/* ---- small helpers ---- */
char *aclcts_workdir_create(void);       /* mkdtemp under $TMPDIR */
void aclcts_workdir_remove(const char *dir);
int aclcts_sha256_file(const char *path, char hex[65]);
char *aclcts_strdup(const char *s);
char *aclcts_printf(const char *fmt, ...) __attribute__((format(printf, 1, 2)));
/* Replaces bytes that are not valid UTF-8 (and NULs) with '?', in place. */
void aclcts_utf8_sanitize(char *s, size_t len);
/* Splits a space-separated list into a NULL-terminated malloc'd vector. */
char **aclcts_split_words(const char *s, size_t *n);
void aclcts_free_words(char **v, size_t n);
/* Shell-quotes s with single quotes when needed (malloc). */
char *aclcts_shell_quote(const char *s);

/* ---- expectations (expect.c) ---- */
typedef struct aclcts_expect aclcts_expect;
/* Loads FILE for the target (matched by sha256 or path glob); NULL plus a
 * message on error. An empty set is returned when no target entry matches. */
aclcts_expect *aclcts_expect_load(const char *file, const char *libpath, const char *sha256);
/* Applies the expectation for result r (status and message updated). */
void aclcts_expect_apply(aclcts_expect *e, aclcts_result *r);
/* Prints expired entries on stderr; returns how many. */
size_t aclcts_expect_report_expired(const aclcts_expect *e);
void aclcts_expect_free(aclcts_expect *e);

/* ---- records (record.c) ---- */
/* Appends r as one JSON line and flushes. */
int aclcts_record_line(FILE *f, const aclcts_result *r);
char *aclcts_reproduce(const char *lib, const char *profile, const char *name);

#ifdef __cplusplus
}
#endif

#endif /* ACLCTS_RUNNER_H_ */
