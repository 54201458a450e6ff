/* Internals of the runner, aclcts: processes, deadlines and reports.
 * The runner knows how to isolate a case in a child, not what the case checks. */
#ifndef ACLCTS_RUNNER_H_
#define ACLCTS_RUNNER_H_

#include <stddef.h>
#include <stdio.h>
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
    int profile_given;       /* --profile was on the command line (run: no detection) */
    const char *filter;      /* GoogleTest filter, NULL: every test */
    unsigned jobs;
    unsigned timeout_ms;
    const char *expect;
    int strict_expect;       /* run --strict-expect: expectations that do not apply are a usage error */
    const char *target_name; /* run --target-name: the name expectations match; expect: key the file on it */
    const char *key;         /* expect --key path|sha256 */
    const char *soc;
    int use_spy;             /* --southbound spy (1) or system (0) */
    int valgrind;
    const char *out;
    int out_given;           /* --out was given (expect: else standard output) */
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
    int isolation_process;   /* run --isolation process: one fresh process per test */
    int quiet;               /* diff: no "same" lines */
    int statements;          /* rules --statements: each rule's statement under its line */
    int codes_only;          /* diff --codes-only: codes and out-values, not the trace */
    const char *from;        /* expect --from RESULTS */
    const char *reason;      /* expect --reason TEXT */
    const char *expires;     /* expect --expires YYYY-MM-DD */
    const char *target_coverage; /* run: OBJDIR of a gcc --coverage target (target_coverage.c) */
    const char *target_sources;  /* run: source root for its report */
    const char *const *args; /* the arguments after the options (commands that take operands) */
    size_t nargs;
    unsigned shard_index;    /* run --shard I/N (shard.c); shard_total 0: not sharded */
    unsigned shard_total;
    char lower[4096];        /* --lower LIB..., absolute, colon-joined (lower.c); "" none */
} aclcts_opts;

/* lower.c: --lower LIB adds LIB (made absolute); export puts the list (or an
 * ACLCTS_LOWER already set) in the environment every child inherits, or
 * refuses it with --southbound system; list is the list in force, NULL none. */
int aclcts_lower_add(aclcts_opts *o, const char *path);
int aclcts_lower_export(const aclcts_opts *o);
const char *aclcts_lower_list(void);

/* The runner's companions (paths.c): in the build tree beside bin/, or in
 * the install layout (lib/aclcts/, lib/aclcts/reference/, share/aclcts/). */
typedef enum { ACLCTS_PLACE_SPY, ACLCTS_PLACE_REFERENCE, ACLCTS_PLACE_DATA, ACLCTS_PLACE_COUNT } aclcts_place;
const char *aclcts_place_path(aclcts_place what);
/* The spy that sits next to the runner ($ACLCTS_SPY overrides). */
const char *aclcts_default_spy(void);
/* "files: ..." lines for --help: where each companion was found. */
void aclcts_print_places(FILE *f);
/* Absolute path of the running executable. */
const char *aclcts_self_exe(void);
const char *aclcts_profile_name(unsigned bit);

/* ---- selection (main.cpp, GoogleTest decides what runs) ---- */

/* Selects the registered cases whose flags include profile_bit (0: any) and
 * whose "SUITE.Name" matches the GoogleTest filter (NULL: GTEST_FILTER or all);
 * honours GTEST_TOTAL_SHARDS / GTEST_SHARD_INDEX. Returns the count; *out
 * stays valid until exit. */
size_t aclcts_select(const char *filter, unsigned profile_bit, const aclcts_case *const **out);

/* ---- sharding (shard.c) ---- */

/* Parses "I/N" (0 <= I < N); -1 after printing why, naming `what`. */
int aclcts_shard_parse(const char *what, const char *v, unsigned *index, unsigned *total);
/* Takes the shard from GTEST_SHARD_INDEX / GTEST_TOTAL_SHARDS when *total is 0
 * and clears both variables; -1 after printing why when they are malformed. */
int aclcts_shard_from_env(unsigned *index, unsigned *total);
/* sha256 of the names "SUITE.Name\n" of the selection, in its order. */
void aclcts_suite_id(const aclcts_case *const *sel, size_t n, char hex[65]);
/* Keeps the tests of shard index/total (total 0: all); *sel then points at a
 * new array. Returns the count kept. */
size_t aclcts_shard_apply(unsigned index, unsigned total, const aclcts_case *const **sel, size_t n);

/* ---- subcommands ---- */
int aclcts_cmd_run(const aclcts_opts *o);
int aclcts_cmd_child(const aclcts_opts *o);
int aclcts_cmd_probe(const aclcts_opts *o);
int aclcts_cmd_diff(const aclcts_opts *o);
int aclcts_cmd_list(const aclcts_opts *o);
int aclcts_cmd_rules(const aclcts_opts *o);
/* compare.c and merge.c read their own command line (argv[0] is the command). */
int aclcts_cmd_compare(int argc, char **argv);
int aclcts_cmd_merge(int argc, char **argv);
/* Their options: --out DIR (into *out) and --help (usage on stdout); the
 * operands then start at optind. Returns -1 to go on, else the exit code.
 * cmd is "aclcts compare" or "aclcts merge". */
int aclcts_parse_out_operands(int argc, char **argv, const char *cmd, const char *usage, const char **out,
                              const char **base);

/* Flushes stdout, keeping the first error for the command's exit status
 * (cli.c: output that could not be written is exit 2). */
void aclcts_stdout_flush(void);

/* Exit codes of the run (docs/contracts.md). */
#define ACLCTS_EXIT_OK 0
#define ACLCTS_EXIT_NONCONFORMANT 1
#define ACLCTS_EXIT_USAGE 2

/* ---- the child side (child.c) ---- */

/* The report channel sits at a high descriptor so that a target closing
 * 0..1023 (a common daemon idiom) cannot take it down. */
#define ACLCTS_REPORT_FD 1024
/* Exit codes of a child process as its parent reads them: one list, so that
 * no number means two things. */
#define ACLCTS_CHILD_OK 0              /* the body ran to its end (its result is on the channel) */
#define ACLCTS_CHILD_LOAD_FAILED 3     /* the spy or the target did not load; the reason is on the channel */
#define ACLCTS_CHILD_NO_LIFECYCLE 4    /* probe: the target exports no aclInit or no aclFinalize */
#define ACLCTS_CHILD_MEMCHECK_ERROR 99 /* valgrind --error-exitcode: memcheck found an error */
#define ACLCTS_EXIT_REPORT_LOST 121    /* the report channel was closed under the child */
#define ACLCTS_CHILD_EXEC_FAILED 127   /* execv failed (the code ld.so also uses for a lookup error) */
#define ACLCTS_STR(x) ACLCTS_STR_(x)   /* a code as a string literal: "--error-exitcode=" ACLCTS_STR(...) */
#define ACLCTS_STR_(x) #x

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
/* What aclcts_child_load fills, in one place. */
typedef struct {
    aclcts_acl acl;
    aclcts_spy spy;
    int have_spy;
    void *spy_handle;
    void *target;
} aclcts_child_target;
/* aclcts_child_load into l; on failure the child ends with ACLCTS_CHILD_LOAD_FAILED. */
void aclcts_child_load_or_end(const aclcts_child_cfg *cfg, aclcts_child_target *l, int rfd);
/* Runs one case and reports; never returns. */
void aclcts_child_case(const aclcts_child_cfg *cfg, const aclcts_case *c, int rfd) __attribute__((noreturn));
/* Runs one case on a target already loaded (by aclcts_child_load, in this
 * process or in the fork server it was forked from; spy NULL: none) and
 * reports; never returns. */
void aclcts_child_run(const aclcts_child_cfg *cfg, const aclcts_case *c, aclcts_acl *acl, aclcts_spy *spy, int rfd)
    __attribute__((noreturn));
/* Ends the child: flushes what the target buffered, _exit(code). */
void aclcts_child_exit(int rfd, int code) __attribute__((noreturn));

/* ---- coverage of the target (target_coverage.c, --target-coverage) ---- */

/* Checks OBJDIR, gcovr and the helper; creates DIR/target-coverage/counters.
 * Returns 0 (also when the mode is off), or -1 after printing why. */
int aclcts_tcov_prepare(const aclcts_opts *o);
/* Runner side, before each test: the test's family gets its own counters. */
void aclcts_tcov_before_test(const aclcts_case *c);
/* Child side, at its end: makes the target's gcov runtime write its
 * counters; may end the process with exit(code). */
void aclcts_tcov_child_end(void *target, int code);
/* After the run: gcovr's reports and the per-family table. 0 or -1. */
int aclcts_tcov_report(const aclcts_opts *o);

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
    int wfd;                  /* fork server: the worker's socket, where the end arrives; -1: a child of ours */
    int worker_lost;          /* the worker died while the job ran */
    struct aclcts_worker *worker; /* fork server: the worker whose child runs it */
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

/* The same setup in a child forked by a fork server's worker (forkserver.c). */
void aclcts_child_setup(int report_w, int out_w, const char *dir);

/* ---- the fork server (forkserver.c) ----
 * A worker process loads the spy and the target once and forks one child
 * per test from that freshly loaded state; the child gets its pipes, work
 * directory, process group and deadline exactly as a child of the runner. */
typedef struct aclcts_worker {
    pid_t pid;                /* 0: not started */
    int sock;                 /* the runner's end of the worker's socket */
    char *workdir;            /* the worker's own working directory */
    char *vgdir;              /* under valgrind: where memcheck's per-process logs go */
    pid_t standby;            /* its child waiting for the next test; 0: not said yet, -1: none can be forked */
    int ready;                /* its READY came: the target is served */
} aclcts_worker;
/* Starts a worker (under valgrind when `valgrind` is not NULL) and waits for
 * its checks of the loaded target. 0: ready; -1: the target cannot be served
 * (*why says why, malloc) and the worker is gone. */
/* The same in two steps: start the process, then wait for its checks; a
 * failing step leaves the worker stopped (pid 0), with *why. */
int aclcts_worker_spawn(aclcts_worker *w, const aclcts_child_cfg *cfg, const char *valgrind, char **why);
int aclcts_worker_ready(aclcts_worker *w, unsigned timeout_ms, char **why);
int aclcts_worker_start(aclcts_worker *w, const aclcts_child_cfg *cfg, const char *valgrind, unsigned timeout_ms,
                        char **why);
/* Starts case "SUITE.Name" in a child of the worker, as aclcts_job_start does. */
int aclcts_worker_job_start(aclcts_worker *w, aclcts_job *j, const char *case_name, int32_t case_index,
                            const char *dir, unsigned timeout_ms);
/* The index of a case in aclcts_cases(), -1 when it is not there. */
int32_t aclcts_case_index(const aclcts_case *c);
/* Reads the worker's word on a running job (its end, or the worker's death). */
void aclcts_worker_poll(aclcts_job *j);
/* memcheck's log of the job's child (malloc), NULL when not under valgrind. */
char *aclcts_worker_vglog(const aclcts_worker *w, const aclcts_job *j);
void aclcts_worker_stop(aclcts_worker *w);
int aclcts_cmd_worker(const aclcts_opts *o);
/* The orphan sweep leaves a worker alone (keep 1) or no longer (keep 0). */
void aclcts_reap_keep(pid_t pid, int keep);

/* Makes the runner the reaper of every orphaned descendant (PR_SET_CHILD_SUBREAPER). */
void aclcts_reap_init(void);
/* Kills every process re-parented to the runner that belongs to no running
 * job (a grandchild that left its group), then reaps them. */
size_t aclcts_reap_orphans(aclcts_job **running, size_t n); /* the orphans it found */
/* Repeats the orphan sweep until none is left (end of a run). */
void aclcts_reap_all(void);
/* Reaps every exited child without blocking; records the status of jobs. */
void aclcts_reap_some(aclcts_job **jobs, size_t n);
/* Wakes the runner's wait (aclcts_jobs_wait); async-signal-safe. */
void aclcts_reap_wake(void);

/* ---- an interrupted run (interrupt.c) ---- */

/* SIGINT, SIGTERM and SIGHUP: the first asks the run to stop, the second
 * stops it at once (see interrupt.c). */
void aclcts_interrupt_install(void);
/* From now on (1) a wait of the scheduler returns once a signal came. */
void aclcts_interrupt_arm(int on);
/* The first signal that came, 0 while none did. */
int aclcts_interrupted(void);
/* 1 when armed and a signal came: every wait of the run returns. */
int aclcts_interrupt_stops_waits(void);
/* 128 + the signal: 130 for SIGINT, 143 for SIGTERM, 129 for SIGHUP. */
int aclcts_interrupt_exit_code(void);
/* "SIGINT", "SIGTERM", "SIGHUP". */
const char *aclcts_signal_name(int sig);
/* A working directory a second signal removes (on 1), or no longer (0). */
void aclcts_interrupt_track_dir(const char *dir, int on);

/* ---- one run per output directory (outlock.c) ---- */

/* Takes the lock of DIR (created when missing) for the life of the process:
 * 0, or -1 after printing, as `who`, why not (another run holds it: its pid). */
int aclcts_out_lock(const char *who, const char *dir);

/* ---- target inspection (preflight.c, elf_imports.c) ---- */

typedef struct aclcts_target {
    char *missing[ACLCTS_ACL_COUNT]; /* ACL functions the target does not export */
    size_t nmissing;
    int imports_southbound;   /* .dynsym has undefined references to the southbound */
} aclcts_target;

/* 1 when the ELF file at path has an undefined dynamic reference to one of
 * names, 0 when not, -1 with *why set when the file cannot be read as ELF. */
int aclcts_elf_imports_any(const char *path, const char *const *names, const char **why);
/* Marks imported[i] for each names[i] (NULL-terminated) the file references
 * undefined: ACLCTS_ELF_IMPORT_STRONG, ACLCTS_ELF_IMPORT_WEAK (both when
 * both), 0 when not. 0, or -1 with *why set as above. */
enum { ACLCTS_ELF_IMPORT_STRONG = 1u, ACLCTS_ELF_IMPORT_WEAK = 2u };
int aclcts_elf_imports(const char *path, const char *const *names, unsigned char *imported, const char **why);
/* Layers of the southbound (include/lower/southbound_functions.def). */
enum { ACLCTS_LAYER_PRODUCT = 1u, ACLCTS_LAYER_CLAYER = 2u, ACLCTS_LAYER_COMMON = 4u, ACLCTS_LAYER_ANY = 7u };
/* The southbound symbols of the layers in `layers` as they appear in .dynsym
 * (mangled), NULL-terminated. */
const char *const *aclcts_southbound_names(unsigned layers);
/* The ACL functions of include/acl/acl_functions.def, in its order. */
extern const char *const aclcts_acl_names[ACLCTS_ACL_COUNT];
/* The profiles whose API includes each of them (ACLCTS_PRODUCT | ACLCTS_IPV350). */
extern const unsigned aclcts_acl_profiles[ACLCTS_ACL_COUNT];
/* Loads the target in a throwaway child; returns 0, or -1 after printing why
 * it cannot be loaded (or, under --southbound system, why this host cannot
 * run it: aclcts_host_lower_check, whose messages start with `who`,
 * "aclcts run" or "aclcts diff"). */
int aclcts_preflight(const char *who, const aclcts_child_cfg *cfg, unsigned timeout_ms, aclcts_target *out);
/* --southbound system (cfg->spy NULL; with the spy: 0 at once): loads the
 * target in a throwaway child as a test child does and asks the loader for
 * each southbound function the target imports. 0 when the host provides
 * them all (or the target cannot be loaded for another reason than one of
 * them: the command's own load says why); -1 after printing, as `who`,
 * which are missing and what to do. */
int aclcts_host_lower_check(const char *who, const aclcts_child_cfg *cfg, unsigned timeout_ms);

/* ---- small helpers ---- */
char *aclcts_workdir_create(void);       /* mkdtemp under $TMPDIR, else /tmp */
char *aclcts_workdir_create_in(const char *base);
const char *aclcts_workdir_base(void);  /* a run's tests: $TMPDIR, else /dev/shm when a roomy tmpfs, else /tmp */
void aclcts_workdir_remove(const char *dir);
/* The same, async-signal-safe (a second interrupt removes with it). */
void aclcts_workdir_remove_now(const char *dir);
int aclcts_workdir_empty(const char *dir);    /* 0: empty and ours again; -1: remove it, make a fresh one */
int aclcts_sha256_file(const char *path, char hex[65]);
int aclcts_sha256_buf(const void *data, size_t len, char hex[65]);
/* mkdir -p; 0, or -1 with errno set. */
int aclcts_mkdir_p(const char *path);
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
aclcts_expect *aclcts_expect_load(const char *file, const char *libpath, const char *sha256, const char *name);
/* Says (stderr, and aclcts_expect_notes for summary.md) when no target of the
 * file matches the library, and which entries match no selected test; -1
 * when strict (--strict-expect) and something was said. */
int aclcts_expect_check_scope(aclcts_expect *e, const char *libpath, const char *sha256, const char *name,
                              const aclcts_case *const *sel, size_t nsel, int strict);
/* Those lines, newline-separated, or NULL when every entry applies. */
const char *aclcts_expect_notes(const aclcts_expect *e);
/* "SUITE.Name" of every registered test, any profile (aclcts_free_words). */
char **aclcts_suite_names(size_t *n);
/* aclcts expect --from RESULTS (expect_from.c). */
int aclcts_cmd_expect(const aclcts_opts *o);
/* Applies the expectation for result r (status and message updated). */
void aclcts_expect_apply(aclcts_expect *e, aclcts_result *r);
/* Prints expired entries on stderr; returns how many. */
size_t aclcts_expect_report_expired(const aclcts_expect *e);
void aclcts_expect_free(aclcts_expect *e);

/* ---- records (record.c) ---- */
/* results.jsonl, one line per finished test (record.c). */
typedef struct aclcts_jsonl {
    int fd;
    char *path;
    off_t whole;  /* the length of its complete lines */
    int lost;     /* a line did not fit: the log stops there */
} aclcts_jsonl;
/* Creates (truncates) the log: 0, or -1 (aclcts_out_error). */
int aclcts_jsonl_open(aclcts_jsonl *l, const char *path);
/* Appends r as one line; the first line that does not fit is reported and
 * the log ends at the line before it. */
void aclcts_jsonl_append(aclcts_jsonl *l, const aclcts_result *r);
/* 0 when every line was written, else -1. */
int aclcts_jsonl_close(aclcts_jsonl *l);
char *aclcts_reproduce(const char *lib, const char *profile, const char *name, const char *out);
/* The one-line summary on stderr ("aclcts: N tests: ... — conformant"), naming the
 * missing functions of the profile (with the tests each skipped, when known); returns
 * the run's exit status. `words` (NULL: "conformant" or "NOT conformant") is
 * the verdict as the reports say it (aclcts_verdict_words), or, for a run that
 * did not end whole, "no verdict (interrupted by SIGINT after 12 of 400 tests)". */
int aclcts_print_verdict(const size_t counts[ACLCTS_STATUS_COUNT], size_t total, const char *const *missing,
                         size_t nmissing, const size_t *missing_skips, const char *words);

#ifdef __cplusplus
}
#endif

#endif /* ACLCTS_RUNNER_H_ */
