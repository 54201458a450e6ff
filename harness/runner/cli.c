/* Command line: subcommands, options and their help texts. */
#define _GNU_SOURCE
#include <errno.h>
#include <getopt.h>
#include <limits.h>
#include <stdio.h>
#include <stdlib.h>
#include <string.h>
#include <unistd.h>

#include "runner.h"

int aclcts_main(int argc, char **argv);

/* The command line of this process, for the report. */
const char *aclcts_command_line = "aclcts";

static void keep_command_line(int argc, char **argv)
{
    size_t len = 1;
    for (int i = 0; i < argc; i++) len += strlen(argv[i]) * 4 + 3;
    char *s = calloc(1, len);
    if (s == NULL) return;
    for (int i = 0; i < argc; i++) {
        char *q = aclcts_shell_quote(i == 0 ? "aclcts" : argv[i]);
        if (i) strcat(s, " ");
        strcat(s, q);
        free(q);
    }
    aclcts_command_line = s;
}

/* ---- the usage texts, one per command (--help prints them) ---- */

static const char usage_top[] =
    "usage: aclcts <command> [options]\n"
    "\n"
    "Runs the conformance suite of the ACL process lifecycle against any libascendcl.so.\n"
    "\n"
    "commands:\n"
    "  run     run the suite against a library and write reports\n"
    "  list    print the selected tests with their rules\n"
    "  rules   print the rules with their level and the tests that cite them\n"
    "  probe   aclInit(FILE) + aclFinalize() in a fresh process, print one JSON object\n"
    "  diff    run lifecycle scenarios against two libraries and print every difference\n"
    "  compare put runs side by side (results.json or run directories), list regressions and fixes\n"
    "  merge   rebuild one set of reports from the directories of 'run --shard' shards\n"
    "\n"
    "'aclcts <command> --help' describes a command; 'aclcts --version' prints the version.\n"
    "An option a command does not take is a usage error (exit status 2).\n";

static const char usage_run[] =
    "usage: aclcts run --lib PATH [options]\n"
    "\n"
    "Runs every selected test in its own child process against the library at PATH and\n"
    "writes DIR/results.jsonl (one line per finished test), DIR/results.json,\n"
    "DIR/junit.xml, DIR/report.html and DIR/summary.md.\n"
    "\n"
    "  --lib PATH             library under test (required)\n"
    "  --profile P            product or ipv350; tests of the other profile are not selected. Default:\n"
    "                         ipv350 when the target imports the C layer's southbound (rtInit,\n"
    "                         GeInitialize, ...) and none of the product's, else product\n"
    "  --filter F             GoogleTest filter on test names, e.g. 'INIT*:FILE*-INIT003.*'\n"
    "  --shard I/N            run only shard I (0-based) of N of the selection, split as GoogleTest\n"
    "                         splits it (test k goes to shard k % N); without it GTEST_SHARD_INDEX /\n"
    "                         GTEST_TOTAL_SHARDS name the shard; 'aclcts merge' joins the shards\n"
    "  --jobs N               children running at once (default: online CPUs)\n"
    "  --timeout-ms MS        deadline per test (default 10000; slow tests get 5x, --valgrind 20x)\n"
    "  --expect FILE          expectations file: listed failures become xfail, listed passes xpass\n"
    "  --soc NAME             SoC the spy reports from rtGetSocVersion (default Ascend910B1)\n"
    "  --southbound spy|system  load the southbound spy (default) or let the target use the host's\n"
    "                         lower layers (CANN runtime, msprof, adump, slog on the loader path);\n"
    "                         tests that need the trace are skipped. When nothing on the host provides\n"
    "                         a southbound function the target imports, no test runs: exit 2, naming them\n"
    "  --spy PATH             spy library (default: the one installed with the runner, see 'aclcts --help')\n"
    "  --lower LIB            a real lower-layer library beneath the spy (repeatable; default:\n"
    "                         $ACLCTS_LOWER, colon-separated): every southbound function LIB exports\n"
    "                         is answered by LIB, still recorded, an injected fault still wins\n"
    "  --valgrind             run each test under valgrind memcheck; a memcheck error fails it\n"
    "  --isolation MODE       fork-server (default): a worker per job loads the spy and the target once\n"
    "                         and forks each test from that state (under --valgrind one memcheck per\n"
    "                         worker); a target whose loading starts threads, calls the southbound,\n"
    "                         prints, writes files, crashes or hangs gets a fresh process per test.\n"
    "                         process: a fresh process per test, always. results.json \"isolation\"\n"
    "                         says which ran\n"
    "  --target-coverage OBJDIR  the target is built with gcc --coverage, its .gcno files under OBJDIR:\n"
    "                         children end with exit() so its gcov runtime writes the counters (per\n"
    "                         rule family, under DIR/target-coverage/counters/), then gcovr writes\n"
    "                         DIR/target-coverage/index.html, coverage.xml, coverage.json, summary.json\n"
    "                         and functions_by_family.md (which families' tests reach each function)\n"
    "  --target-sources SRC   root of the target's sources for that report (default: the folder holding\n"
    "                         all the sources gcov names, relative ones read from the compile directory)\n"
    "  --out DIR              report directory (default reports/conformance)\n"
    "\n"
    "Each child gets ACLCTS_SB_SOC=<soc> in its environment (never the profile: a library\n"
    "implements one profile, as each of the product's two libraries does), a private working\n"
    "directory (emptied after each test) under $TMPDIR, else /dev/shm when it is a tmpfs\n"
    "with 256 MiB free, else /tmp; and /dev/null as stdin.\n"
    "\n"
    "Each report is written to a temporary file beside it and renamed into place: a reader\n"
    "never sees half a report, an earlier run's report is kept or replaced whole. DIR is\n"
    "locked for the run (DIR/.aclcts.lock): a second run on it exits 2 at once, naming the\n"
    "first one's pid. SIGINT, SIGTERM or SIGHUP stops the tests still running (their process\n"
    "groups), removes the working directories and writes every report from the tests that\n"
    "finished, marked interrupted (results.json \"interrupted\"); a second signal stops at\n"
    "once, writing nothing more.\n"
    "\n"
    "exit status: 0 every test passed, skipped, was a hazard or failed as expected, and every\n"
    "               output was written whole;\n"
    "             1 anything else (fail, crash, timeout, xpass, a function of the profile's API missing);\n"
    "             2 bad usage, the target cannot be loaded, (--southbound system) the host lacks\n"
    "               lower-layer functions the target imports, DIR is in use by another run, or an\n"
    "               output could not be written whole (a full disk: the first cause is named),\n"
    "               whatever the tests did;\n"
    "             130, 143, 129 interrupted by SIGINT, SIGTERM, SIGHUP (128 + the signal).\n";

static const char usage_list[] =
    "usage: aclcts list [--filter F] [--profile P] [--shard I/N]\n"
    "\n"
    "Prints 'NAME  RULES' for every test the same options would select in 'aclcts run'.\n"
    "\n"
    "  --filter F             GoogleTest filter on test names\n"
    "  --profile P            product (default) or ipv350\n"
    "  --shard I/N            only shard I (0-based) of N, as 'aclcts run --shard' splits\n"
    "                         (GTEST_SHARD_INDEX / GTEST_TOTAL_SHARDS do the same)\n"
    "\n"
    "exit status: 0 at least one test listed; 2 bad usage, an empty selection or a stdout that\n"
    "             cannot be written (a full disk).\n";

static const char usage_rules[] =
    "usage: aclcts rules [--family F] [--statements]\n"
    "\n"
    "Prints 'ID LEVEL STATUS TESTS...' for every rule of the spec (or of family F):\n"
    "STATUS is 'tested' when at least one test cites the rule, else 'untested'.\n"
    "\n"
    "  --family F             only the rules of family F (INIT, FILE, ...)\n"
    "  --statements           each rule's statement on the line under it, indented\n"
    "\n"
    "exit status: 0 at least one rule printed; 2 bad usage, no rule in F or a stdout that cannot\n"
    "             be written (a full disk).\n";

static const char usage_probe[] =
    "usage: aclcts probe --lib PATH [options]\n"
    "\n"
    "In a fresh child: aclInit(FILE, or NULL without --config), then aclFinalize().\n"
    "Prints one JSON object:\n"
    "  {\"init\":CODE,\"finalize\":CODE,\"trace\":[{\"fn\":\"...\",\"args\":[...],\"ret\":CODE}],\"errmsg\":TEXT|null}\n"
    "errmsg is aclGetRecentErrMsg() after a failed init, else after the finalize.\n"
    "\n"
    "  --lib PATH             library under test (required)\n"
    "  --config FILE          the configuration file aclInit gets (default: NULL)\n"
    "  --fail SYMBOL=CODE[@N] the spy's SYMBOL returns CODE (only its Nth call with @N); repeatable\n"
    "  --soc NAME             SoC the spy reports from rtGetSocVersion (default Ascend910B1)\n"
    "  --profile P            ignored, for older command lines: the library decides its behaviour\n"
    "  --timeout-ms MS        deadline of the child (default 10000)\n"
    "  --southbound spy|system  load the southbound spy (default) or not (the trace is then empty);\n"
    "                         system needs the host to provide every southbound function the target\n"
    "                         imports (else exit 2, naming them)\n"
    "  --spy PATH             spy library (default: ../lib/libaclcts_southbound.so beside the runner)\n"
    "  --lower LIB            a real lower-layer library beneath the spy (repeatable; default:\n"
    "                         $ACLCTS_LOWER, colon-separated): every southbound function LIB exports\n"
    "                         is answered by LIB, still recorded, an injected fault still wins\n"
    "\n"
    "exit status: 0 the object was printed; 1 the child died (the object has null codes and a\n"
    "             \"crash\" member); 2 bad usage, the target cannot be loaded, (--southbound system)\n"
    "             the host lacks lower-layer functions the target imports, or the object could not\n"
    "             be written to stdout (a full disk).\n";

static const char usage_expect[] =
    "usage: aclcts expect --from RESULTS [--reason TEXT] [--expires YYYY-MM-DD] [--out FILE]\n"
    "\n"
    "Writes the expectations file (aclcts run --expect) that takes the failures of one run as\n"
    "known: one entry per test that failed, crashed or timed out, by its full name and with the\n"
    "status it had, under the target's sha256. A later run of the same library then reports them\n"
    "as xfail, and as xpass (a failure of the run) once they pass.\n"
    "\n"
    "  --from RESULTS         a results.json, or the --out directory of a run\n"
    "  --reason TEXT          the reason of every entry (default: the run's date and file)\n"
    "  --expires YYYY-MM-DD   every entry stops applying on that day\n"
    "  --out FILE             write the file (whole, or not at all) instead of standard output\n"
    "\n"
    "exit status: 0 written; 2 bad usage, an unreadable RESULTS or a file that cannot be written.\n";

static const char usage_diff[] =
    "usage: aclcts diff --lib A --against B [options]\n"
    "\n"
    "Runs built-in lifecycle scenarios (init/finalize, repeated init with\n"
    "aclFinalizeReference, finalize on a fresh process, callbacks of every type, a fault\n"
    "on each southbound symbol) with every configuration (built-in set covering every\n"
    "key, plus each file in DIR; --config FILE uses only that file), each in a fresh\n"
    "child per library, and compares return codes, callback order and southbound trace.\n"
    "Prints each difference with reproducer command lines.\n"
    "\n"
    "  --lib A, --against B   the two libraries (both required)\n"
    "  --corpus DIR           also every file of DIR as a configuration\n"
    "  --config FILE          only this configuration\n"
    "  --only SCENARIO        only the scenarios this glob matches (init-fin, init-twice-ref3,\n"
    "                         fin-fresh, callbacks, fault)\n"
    "  --quiet                print differences only, no line per identical result\n"
    "  --codes-only           compare return codes, out-values, callbacks and crashes, not the\n"
    "                         southbound trace (e.g. a build that does not call the lower layers)\n"
    "  --profile P            ignored, for older command lines: the library decides its behaviour\n"
    "  --soc NAME             SoC the spy reports from rtGetSocVersion (default Ascend910B1)\n"
    "  --timeout-ms MS        deadline of each child (default 10000)\n"
    "  --southbound spy|system  load the southbound spy (default) or not; system needs the host to\n"
    "                         provide every southbound function either library imports (else exit 2)\n"
    "  --spy PATH             spy library (default: ../lib/libaclcts_southbound.so beside the runner)\n"
    "  --lower LIB            a real lower-layer library beneath the spy (repeatable; default:\n"
    "                         $ACLCTS_LOWER, colon-separated): every southbound function LIB exports\n"
    "                         is answered by LIB, still recorded, an injected fault still wins\n"
    "\n"
    "exit status: 0 no difference, 1 at least one difference, 2 bad usage, unloadable,\n"
    "             (--southbound system) a library imports lower-layer functions the host lacks, or\n"
    "             a configuration (under $TMPDIR) or stdout could not be written (a full disk).\n";

/* ---- options: defaults and setters ---- */

const char *aclcts_profile_name(unsigned bit) { return bit == ACLCTS_IPV350 ? "ipv350" : "product"; }

static int parse_uint(const char *opt, const char *v, unsigned *out)
{
    char *end;
    errno = 0;
    unsigned long x = strtoul(v, &end, 10);
    if (errno != 0 || *v == '\0' || *end != '\0' || x == 0 || x > 100000000ul) {
        fprintf(stderr, "aclcts: %s wants a positive number, got '%s'\n", opt, v);
        return -1;
    }
    *out = (unsigned)x;
    return 0;
}

static void defaults(aclcts_opts *o)
{
    memset(o, 0, sizeof *o);
    o->profile = "product";
    o->profile_bit = ACLCTS_PRODUCT;
    long cpus = sysconf(_SC_NPROCESSORS_ONLN);
    o->jobs = cpus > 0 ? (unsigned)cpus : 1u;
    o->timeout_ms = ACLCTS_DEFAULT_TIMEOUT_MS;
    o->soc = ACLCTS_SB_DEFAULT_SOC;
    o->use_spy = 1;
    o->out = ACLCTS_DEFAULT_OUT;
    o->report_fd = ACLCTS_REPORT_FD;
}

static int add_fault(aclcts_opts *o, const char *v)
{
    size_t have = strlen(o->faults);
    if (strchr(v, '=') == NULL || have + strlen(v) + 2 > sizeof o->faults) {
        fprintf(stderr, "aclcts: --fail wants SYMBOL=CODE[@N], got '%s'\n", v);
        return -1;
    }
    if (have > 0)
        strcat(o->faults, ",");
    strcat(o->faults, v);
    return 0;
}

/* Sets one option of a command's table; v is NULL for a flag. Returns 0, or
 * -1 after printing why the value is bad. */
static int set_opt(aclcts_opts *o, const char *k, const char *v)
{
    if (strcmp(k, "lib") == 0) o->lib = v;
    else if (strcmp(k, "against") == 0) o->against = v;
    else if (strcmp(k, "filter") == 0) o->filter = v;
    else if (strcmp(k, "expect") == 0) o->expect = v;
    else if (strcmp(k, "soc") == 0) o->soc = v;
    else if (strcmp(k, "out") == 0) o->out = v, o->out_given = 1;
    else if (strcmp(k, "from") == 0) o->from = v;
    else if (strcmp(k, "reason") == 0) o->reason = v;
    else if (strcmp(k, "expires") == 0) o->expires = v;
    else if (strcmp(k, "spy") == 0) o->spy = v;
    else if (strcmp(k, "config") == 0) o->config = v;
    else if (strcmp(k, "corpus") == 0) o->corpus = v;
    else if (strcmp(k, "only") == 0) o->only = v;
    else if (strcmp(k, "family") == 0) o->family = v;
    else if (strcmp(k, "case") == 0) o->case_name = v;
    else if (strcmp(k, "workdir") == 0) o->workdir = v;
    else if (strcmp(k, "target-coverage") == 0) o->target_coverage = v;
    else if (strcmp(k, "target-sources") == 0) o->target_sources = v;
    else if (strcmp(k, "valgrind") == 0) o->valgrind = 1;
    else if (strcmp(k, "quiet") == 0) o->quiet = 1;
    else if (strcmp(k, "statements") == 0) o->statements = 1;
    else if (strcmp(k, "codes-only") == 0) o->codes_only = 1;
    else if (strcmp(k, "fail") == 0) return add_fault(o, v);
    else if (strcmp(k, "lower") == 0) return aclcts_lower_add(o, v);
    else if (strcmp(k, "shard") == 0) return aclcts_shard_parse("--shard", v, &o->shard_index, &o->shard_total);
    else if (strcmp(k, "jobs") == 0) return parse_uint("--jobs", v, &o->jobs);
    else if (strcmp(k, "timeout-ms") == 0) return parse_uint("--timeout-ms", v, &o->timeout_ms);
    else if (strcmp(k, "report-fd") == 0) o->report_fd = atoi(v);
    else if (strcmp(k, "trace") == 0) o->trace = atoi(v);
    else if (strcmp(k, "profile") == 0) {
        o->profile = v;
        o->profile_given = 1;
        if (strcmp(v, "product") == 0) o->profile_bit = ACLCTS_PRODUCT;
        else if (strcmp(v, "ipv350") == 0) o->profile_bit = ACLCTS_IPV350;
        else { fprintf(stderr, "aclcts: --profile is product or ipv350, got '%s'\n", v); return -1; }
    } else if (strcmp(k, "isolation") == 0) {
        if (strcmp(v, "fork-server") == 0) o->isolation_process = 0;
        else if (strcmp(v, "process") == 0) o->isolation_process = 1;
        else { fprintf(stderr, "aclcts: --isolation is fork-server or process, got '%s'\n", v); return -1; }
    } else if (strcmp(k, "southbound") == 0) {
        if (strcmp(v, "spy") == 0) o->use_spy = 1;
        else if (strcmp(v, "system") == 0) o->use_spy = 0;
        else { fprintf(stderr, "aclcts: --southbound is spy or system, got '%s'\n", v); return -1; }
    } else {
        fprintf(stderr, "aclcts: option --%s has no setter in cli.c\n", k);
        return -1;
    }
    return 0;
}

/* ---- the commands and their option tables ---- */

/* One option table per command (getopt_long), one line per option: an option
 * missing from a command's table is a usage error of that command. */
#define VALUE(name) {name, required_argument, NULL, 0}
#define FLAG(name) {name, no_argument, NULL, 0}
#define END {NULL, 0, NULL, 0}

static const struct option run_options[] = {
    VALUE("lib"),
    VALUE("profile"),
    VALUE("filter"),
    VALUE("shard"),
    VALUE("jobs"),
    VALUE("timeout-ms"),
    VALUE("expect"),
    VALUE("soc"),
    VALUE("southbound"),
    VALUE("spy"),
    VALUE("lower"),
    FLAG("valgrind"),
    VALUE("isolation"),
    VALUE("target-coverage"),
    VALUE("target-sources"),
    VALUE("out"),
    END,
};

static const struct option list_options[] = {
    VALUE("filter"),
    VALUE("shard"),
    VALUE("profile"),
    END,
};

static const struct option rules_options[] = {
    VALUE("family"),
    FLAG("statements"),
    END,
};

static const struct option probe_options[] = {
    VALUE("lib"),
    VALUE("config"),
    VALUE("soc"),
    VALUE("fail"),
    VALUE("profile"),
    VALUE("timeout-ms"),
    VALUE("southbound"),
    VALUE("spy"),
    VALUE("lower"),
    END,
};

static const struct option diff_options[] = {
    VALUE("lib"),
    VALUE("against"),
    VALUE("corpus"),
    VALUE("only"),
    VALUE("config"),
    FLAG("quiet"),
    FLAG("codes-only"),
    VALUE("profile"),
    VALUE("soc"),
    VALUE("timeout-ms"),
    VALUE("southbound"),
    VALUE("spy"),
    VALUE("lower"),
    END,
};

static const struct option expect_options[] = {
    VALUE("from"),
    VALUE("reason"),
    VALUE("expires"),
    VALUE("out"),
    END,
};

/* The hidden commands the runner execs: one case under valgrind (run.c
 * valgrind_argv), a fork server's worker (forkserver.c worker_argv). */
static const struct option child_options[] = {
    VALUE("lib"),
    VALUE("case"),
    VALUE("profile"),
    VALUE("soc"),
    VALUE("southbound"),
    VALUE("spy"),
    VALUE("report-fd"),
    VALUE("trace"),
    VALUE("workdir"),
    END,
};

typedef int (*cmd_fn)(const aclcts_opts *o);

typedef struct command {
    const char *name;
    cmd_fn fn;
    const struct option *options;
    const char *usage;   /* NULL: hidden */
    int operands;        /* 1: takes arguments after the options (o->args) */
} command;

static const command commands[] = {
    {"run", aclcts_cmd_run, run_options, usage_run, 0},
    {"list", aclcts_cmd_list, list_options, usage_list, 0},
    {"rules", aclcts_cmd_rules, rules_options, usage_rules, 0},
    {"probe", aclcts_cmd_probe, probe_options, usage_probe, 0},
    {"diff", aclcts_cmd_diff, diff_options, usage_diff, 0},
    {"expect", aclcts_cmd_expect, expect_options, usage_expect, 0},
    {"__child", aclcts_cmd_child, child_options, NULL, 0},
    {"__worker", aclcts_cmd_worker, child_options, NULL, 0}, /* forkserver.c */
};
#define NCOMMANDS (sizeof commands / sizeof commands[0])

static const command *find_command(const char *name)
{
    for (size_t i = 0; i < NCOMMANDS; i++)
        if (strcmp(commands[i].name, name) == 0)
            return &commands[i];
    return NULL;
}

static int has_option(const struct option *t, const char *name, size_t len)
{
    for (; t->name != NULL; t++)
        if (strlen(t->name) == len && strncmp(t->name, name, len) == 0)
            return 1;
    return 0;
}

/* "--jobs is not an option of 'aclcts rules' (it is one of: run)". */
static void reject_option(const command *c, const char *arg)
{
    const char *name = arg + strspn(arg, "-");
    size_t len = strcspn(name, "=");
    char others[128] = "";
    for (size_t i = 0; i < NCOMMANDS; i++) {
        if (&commands[i] == c || commands[i].usage == NULL || !has_option(commands[i].options, name, len))
            continue;
        size_t have = strlen(others);
        snprintf(others + have, sizeof others - have, "%s%s", have ? ", " : "", commands[i].name);
    }
    if (strncmp(arg, "--", 2) == 0 && has_option(c->options, name, len))
        fprintf(stderr, "aclcts %s: %.*s takes no value, got '%s'", c->name, (int)(len + 2), arg, arg);
    else if (others[0] != '\0')
        fprintf(stderr, "aclcts %s: %.*s is not an option of 'aclcts %s' (it is an option of: %s)", c->name,
                (int)(name - arg + len), arg, c->name, others);
    else
        fprintf(stderr, "aclcts %s: unknown option '%s'", c->name, arg);
    fprintf(stderr, " (see 'aclcts %s --help')\n", c->name);
}

/* Parses argv[1..] (argv[0] is the command's name) with the command's table. */
static int parse_opts(const command *c, int argc, char **argv, aclcts_opts *o)
{
    defaults(o);
    opterr = 0;
    optind = 0; /* glibc: 0 starts a fresh scan */
    for (;;) {
        int idx = -1;
        int r = getopt_long(argc, argv, ":", c->options, &idx);
        if (r == -1)
            break;
        const char *arg = argv[optind - 1];
        if (r == ':') {
            fprintf(stderr, "aclcts %s: %s needs a value (see 'aclcts %s --help')\n", c->name, arg, c->name);
            return -1;
        }
        if (r != 0 || idx < 0) {
            reject_option(c, arg);
            return -1;
        }
        if (set_opt(o, c->options[idx].name, optarg) != 0)
            return -1;
    }
    o->args = (const char *const *)argv + optind;
    o->nargs = (size_t)(argc - optind);
    if (o->nargs > 0 && !c->operands) {
        fprintf(stderr, "aclcts %s: unexpected argument '%s' (see 'aclcts %s --help')\n", c->name, o->args[0],
                c->name);
        return -1;
    }
    if (o->spy == NULL) o->spy = aclcts_default_spy();
    return aclcts_lower_export(o);
}

/* ---- dispatch ---- */

static int wants_help(int argc, char **argv)
{
    for (int i = 2; i < argc && strcmp(argv[i], "--") != 0; i++)
        if (strcmp(argv[i], "--help") == 0 || strcmp(argv[i], "-h") == 0)
            return 1;
    return 0;
}

/* What a command printed on stdout (list, rules, probe's JSON, diff's and
 * compare's findings) is part of its output: a full disk or a closed file
 * there is an error of the command (exit 2), never a silent success. A reader
 * that went away (EPIPE, "aclcts list | head") is not told. */
static int g_stdout_errno; /* the first error of a flush of stdout */

void aclcts_stdout_flush(void)
{
    if (fflush(stdout) != 0 && g_stdout_errno == 0) g_stdout_errno = errno ? errno : EIO;
}

static int stdout_written(int rc)
{
    aclcts_stdout_flush();
    if (g_stdout_errno == 0 && !ferror(stdout)) return rc;
    int err = g_stdout_errno ? g_stdout_errno : EIO;
    if (err != EPIPE) fprintf(stderr, "aclcts: cannot write standard output: %s\n", strerror(err));
    return ACLCTS_EXIT_USAGE;
}

static int dispatch(int argc, char **argv);

int aclcts_main(int argc, char **argv)
{
    return stdout_written(dispatch(argc, argv));
}

static int dispatch(int argc, char **argv)
{
    if (argc < 2 || strcmp(argv[1], "--help") == 0 || strcmp(argv[1], "-h") == 0 ||
        strcmp(argv[1], "help") == 0) {
        fputs(usage_top, argc < 2 ? stderr : stdout);
        if (argc >= 2) aclcts_print_places(stdout);
        return argc < 2 ? ACLCTS_EXIT_USAGE : ACLCTS_EXIT_OK;
    }
    if (strcmp(argv[1], "--version") == 0) {
        printf("aclcts %s\n", ACLCTS_VERSION);
        return ACLCTS_EXIT_OK;
    }
    /* compare and merge read their own options (compare.c, merge.c) */
    if (strcmp(argv[1], "compare") == 0) return aclcts_cmd_compare(argc - 1, argv + 1);
    if (strcmp(argv[1], "merge") == 0) return aclcts_cmd_merge(argc - 1, argv + 1);
    const command *c = find_command(argv[1]);
    if (c == NULL) {
        fprintf(stderr, "aclcts: unknown command '%s'\n\n%s", argv[1], usage_top);
        return ACLCTS_EXIT_USAGE;
    }
    if (c->usage != NULL && wants_help(argc, argv)) {
        fputs(c->usage, stdout);
        return ACLCTS_EXIT_OK;
    }
    keep_command_line(argc, argv);
    aclcts_opts o;
    if (parse_opts(c, argc - 1, argv + 1, &o) != 0)
        return ACLCTS_EXIT_USAGE;
    return c->fn(&o);
}
