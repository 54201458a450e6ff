/* The options of the commands (options.c): one struct for all of them,
 * its defaults, and a setter per option that checks the value. */
#ifndef ACLCTS_OPTIONS_H_
#define ACLCTS_OPTIONS_H_

#include <getopt.h>
#include <stddef.h>

#ifdef __cplusplus
extern "C" {
#endif

#define ACLCTS_DEFAULT_TIMEOUT_MS 10000u /* per test; generous for a cold dlopen on a loaded machine */
#define ACLCTS_SLOW_FACTOR 5u            /* ACLCTS_SLOW cases get five times the deadline */
#define ACLCTS_DEFAULT_OUT "reports/conformance"

typedef struct aclcts_opts {
    const char *lib;
    const char *against;  /* diff */
    const char *profile;  /* "product" | "ipv350" */
    unsigned profile_bit; /* ACLCTS_PRODUCT | ACLCTS_IPV350 */
    int profile_given;    /* --profile was on the command line (run: no detection) */
    const char *filter;   /* GoogleTest filter, NULL: every test */
    unsigned jobs;
    unsigned timeout_ms;
    const char *expect;
    unsigned repeat;         /* run --repeat N: each test N times, its result one (repeat.c); 0 or 1: once */
    int keep_workdir;        /* run --keep-workdir: a test that did not pass leaves its files in OUT/workdirs/NAME */
    int strict_expect;       /* run --strict-expect: expectations that do not apply are a usage error */
    const char *target_name; /* run --target-name: the name expectations match; expect: key the file on it */
    const char *key;         /* expect --key path|sha256 */
    const char *soc;
    int use_spy; /* --southbound spy (1) or system (0) */
    int valgrind;
    const char *out;
    int out_given;               /* --out was given (expect: else standard output) */
    const char *spy;             /* path of libaclcts_southbound.so */
    const char *config;          /* probe, diff --config */
    const char *corpus;          /* diff */
    const char *only;            /* diff --only SCENARIO */
    const char *family;          /* rules */
    char faults[1024];           /* probe --fail, comma-joined */
    const char *case_name;       /* __child */
    const char *workdir;         /* __child */
    int report_fd;               /* __child */
    int trace;                   /* __child */
    int isolation_process;       /* run --isolation process: one fresh process per test */
    int quiet;                   /* diff: no "same" lines */
    int statements;              /* rules --statements: each rule's statement under its line */
    int codes_only;              /* diff --codes-only: codes and out-values, not the trace */
    const char *from;            /* expect --from RESULTS */
    const char *reason;          /* expect --reason TEXT */
    const char *expires;         /* expect --expires YYYY-MM-DD */
    const char *target_coverage; /* run: OBJDIR of a gcc --coverage target (target_coverage.c) */
    const char *target_sources;  /* run: source root for its report */
    const char *const *args;     /* the arguments after the options (commands that take operands) */
    size_t nargs;
    unsigned shard_index; /* run --shard I/N (shard.c); shard_total 0: not sharded */
    unsigned shard_total;
    char lower[4096]; /* --lower LIB..., absolute, colon-joined (lower.c); "" none */
} aclcts_opts;

/* Every option at its default. */
void aclcts_opts_defaults(aclcts_opts *o);
/* Sets one option of a command's table; v is NULL for a flag. Returns 0, or
 * -1 after printing why the value is bad. */
int aclcts_opt_set(aclcts_opts *o, const char *k, const char *v);
/* The options of the hidden commands __child and __worker (getopt_long). */
extern const struct option aclcts_child_options[];
/* "product" or "ipv350". */
const char *aclcts_profile_name(unsigned bit);

#ifdef __cplusplus
}
#endif

#endif /* ACLCTS_OPTIONS_H_ */
