/* The data a run produces, shared by the runner core (run.c, child.c) and the
 * report writers (report_*.c). Plain C, no ACL semantics. */
#ifndef ACLCTS_RESULTS_H_
#define ACLCTS_RESULTS_H_

#include <stddef.h>
#include <stdio.h>

#ifdef __cplusplus
extern "C" {
#endif

typedef enum aclcts_status {
    ACLCTS_PASS = 0,
    ACLCTS_FAIL,
    ACLCTS_CRASH,
    ACLCTS_TIMEOUT,
    ACLCTS_SKIP,
    ACLCTS_XFAIL,
    ACLCTS_XPASS,
    ACLCTS_HAZARD, /* a test of a HAZARD-level rule that did not pass: reported, never fails a run */
    ACLCTS_STATUS_COUNT
} aclcts_status;

typedef struct aclcts_result {
    char *name;   /* "INIT001.RepeatInitReturnsRepeatInitialize" */
    char **rules; /* rule ids, main first */
    size_t nrules;
    aclcts_status status;
    double duration_ms;
    char *message;   /* failure text, skip reason, crash signal...; may be "" */
    char *reproduce; /* command line that reruns this test alone */
} aclcts_result;

typedef struct aclcts_rule {
    char *id;     /* "INIT001" */
    char *family; /* "INIT" */
    char *level;  /* "MUST" | "IMPL" | "HAZARD" */
    char *statement;
    char **sources;
    size_t nsources;
    char *divergence;  /* NULL when none */
    unsigned profiles; /* ACLCTS_PRODUCT | ACLCTS_IPV350 bits (case.h) */
} aclcts_rule;

typedef struct aclcts_run {
    const char *target_path;
    char target_sha256[65];
    char **missing_symbols; /* functions of the profile's API the target does not export */
    size_t nmissing;
    const size_t *missing_skips; /* per missing symbol: tests skipped for it (may be NULL) */
    const char *profile;
    unsigned profile_bit;       /* the profile as an aclcts_rule.profiles bit; 0: unknown */
    const char *profile_source; /* "option" (--profile), "detected" (the southbound it imports), "default" */
    const char *soc;
    const char *command;          /* the command line of this run, for the report */
    const char *date;             /* when the run started, UTC ISO 8601 ("2026-12-01T21:44:01Z"); NULL: unknown */
    const char *suite_id;         /* sha256 of the selected test names before any sharding; NULL: unknown */
    size_t suite_tests;           /* how many tests that selection has */
    unsigned shard_index;         /* 0-based; meaningful when shard_total > 0 */
    unsigned shard_total;         /* 0: not a shard */
    const char *isolation;        /* "fork-server" | "process"; NULL: unknown */
    const char *isolation_reason; /* why "process" (NULL with the fork server) */
    const char *lower;            /* --lower: the libraries beneath the spy, colon-separated; NULL: none */
    const char *expect_notes;     /* --expect: what of the expectations file does not apply (lines); NULL: all does */
    const char *limits;      /* the per-test limits, how held, what was reached (test_limits_verdict.c); NULL: none */
    const char *limits_json; /* the same as a JSON object's text, results.json "limits"; NULL: none */
    const char *interrupted; /* the signal that stopped the run early ("SIGINT"); NULL: it ran to its end */
    size_t selected;         /* with interrupted: the tests it was to run (results holds those that finished) */
    aclcts_result *results;
    size_t nresults;
    const aclcts_rule *rules;
    size_t nrules;
    const struct aclcts_rule_index *index; /* which results cite each rule (rule_index.c); NULL: scan */
} aclcts_run;

/* Report writers; each returns 0 or -1 with errno set / a message on stderr. */
int aclcts_write_results_json(const aclcts_run *run, const char *path);
int aclcts_write_junit(const aclcts_run *run, const char *path);
int aclcts_write_html(const aclcts_run *run, const char *path);
int aclcts_write_summary_md(const aclcts_run *run, const char *path);

/* Writes results.json, junit.xml, report.html and summary.md into dir (which
 * exists); returns the number of files that could not be written. */
int aclcts_write_reports(const aclcts_run *run, const char *dir);

/* A results.json read back (results_read.c): the run with the fields of the
 * file (rules stay the embedded spec's), plus the rule statuses the file
 * recorded. Everything it points at is owned by it. */
typedef struct aclcts_loaded {
    char *file; /* the results.json that was read */
    aclcts_run run;
    char **rule_ids;    /* the file's "rules", in its order */
    char **rule_status; /* their recorded status */
    size_t nrule_status;
    void *owned; /* the parsed document */
} aclcts_loaded;

/* Reads PATH (a results.json, or a directory holding one). Returns 0, or -1
 * after printing "<cmd>: <file>: <why>" (unreadable, not JSON, another
 * schema, a missing or mistyped field) on stderr. */
int aclcts_read_results(const char *cmd, const char *path, aclcts_loaded *out);
void aclcts_loaded_free(aclcts_loaded *l);
/* The status named s, or ACLCTS_STATUS_COUNT when s names none. */
aclcts_status aclcts_status_from_name(const char *s);

#ifdef __cplusplus
}
#endif

#endif /* ACLCTS_RESULTS_H_ */
