/* Command line: subcommands, options and their help texts. */
#define _GNU_SOURCE
#include <errno.h>
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
    "'aclcts <command> --help' describes a command.\n";

static const char usage_run[] =
    "usage: aclcts run --lib PATH [options]\n"
    "\n"
    "Runs every selected test in its own child process against the library at PATH and\n"
    "writes DIR/results.jsonl (one line per finished test), DIR/results.json,\n"
    "DIR/junit.xml, DIR/report.html and DIR/summary.md.\n"
    "\n"
    "  --lib PATH             library under test (required)\n"
    "  --profile P            product (default) or ipv350; tests of the other profile are not selected\n"
    "  --filter F             GoogleTest filter on test names, e.g. 'INIT*:FILE*-INIT003.*'\n"
    "  --shard I/N            run only shard I (0-based) of N of the selection, split as GoogleTest\n"
    "                         splits it (test k goes to shard k % N); without it GTEST_SHARD_INDEX /\n"
    "                         GTEST_TOTAL_SHARDS name the shard; 'aclcts merge' joins the shards\n"
    "  --jobs N               children running at once (default: online CPUs)\n"
    "  --timeout-ms MS        deadline per test (default 10000; slow tests get 5x, --valgrind 20x)\n"
    "  --expect FILE          expectations file: listed failures become xfail, listed passes xpass\n"
    "  --soc NAME             SoC the spy reports from rtGetSocVersion (default Ascend910B1)\n"
    "  --southbound spy|system  load the southbound spy (default) or let the target use its own\n"
    "                         lower layers (tests that need the trace are skipped)\n"
    "  --spy PATH             spy library (default: ../lib/libaclcts_southbound.so beside the runner)\n"
    "  --valgrind             run each test under valgrind memcheck; a memcheck error fails it\n"
    "  --out DIR              report directory (default reports/conformance)\n"
    "\n"
    "Each child gets ACLCTS_SB_SOC=<soc> and ACLREF_PROFILE=<profile> in its environment\n"
    "(the reference reads ACLREF_PROFILE; other targets ignore it), a private working\n"
    "directory under $TMPDIR, and /dev/null as stdin.\n"
    "\n"
    "exit status: 0 every test passed, skipped, was a hazard or failed as expected;\n"
    "             1 anything else (fail, crash, timeout, xpass, missing lifecycle symbols);\n"
    "             2 bad usage, or the target cannot be loaded.\n";

static const char usage_list[] =
    "usage: aclcts list [--filter F] [--profile P] [--shard I/N]\n"
    "\n"
    "Prints 'NAME  RULES' for every test the same options would select in 'aclcts run'.\n";

static const char usage_rules[] =
    "usage: aclcts rules [--family F]\n"
    "\n"
    "Prints 'ID LEVEL STATUS TESTS...' for every rule of the spec (or of family F):\n"
    "STATUS is 'tested' when at least one test cites the rule, else 'untested'.\n";

static const char usage_probe[] =
    "usage: aclcts probe --lib PATH [--config FILE] [--soc NAME] [--fail SYMBOL=CODE[@N]]... [--profile P]\n"
    "\n"
    "In a fresh child: aclInit(FILE, or NULL without --config), then aclFinalize().\n"
    "Prints one JSON object:\n"
    "  {\"init\":CODE,\"finalize\":CODE,\"trace\":[{\"fn\":\"...\",\"args\":[...],\"ret\":CODE}],\"errmsg\":TEXT|null}\n"
    "errmsg is aclGetRecentErrMsg() after a failed init, else after the finalize.\n"
    "--fail makes the spy's SYMBOL return CODE (only its Nth call with @N); repeatable.\n"
    "When the child dies, the object has null codes and a \"crash\" member; exit status 1.\n";

static const char usage_diff[] =
    "usage: aclcts diff --lib A --against B [--corpus DIR] [--only SCENARIO] [--config FILE] [--quiet]\n"
    "\n"
    "Runs built-in lifecycle scenarios (init/finalize, repeated init with\n"
    "aclFinalizeReference, finalize on a fresh process, callbacks of every type, a fault\n"
    "on each southbound symbol) with every configuration (built-in set covering every\n"
    "key, plus each file in DIR; --config FILE uses only that file), each in a fresh\n"
    "child per library, and compares return codes, callback order and southbound trace.\n"
    "Prints each difference with reproducer command lines.\n"
    "\n"
    "exit status: 0 no difference, 1 at least one difference, 2 bad usage or unloadable.\n";

static const char *help_for(const char *cmd)
{
    if (strcmp(cmd, "run") == 0)
        return usage_run;
    if (strcmp(cmd, "list") == 0)
        return usage_list;
    if (strcmp(cmd, "rules") == 0)
        return usage_rules;
    if (strcmp(cmd, "probe") == 0)
        return usage_probe;
    if (strcmp(cmd, "diff") == 0)
        return usage_diff;
    return usage_top;
}

const char *aclcts_self_exe(void)
{
    static char path[PATH_MAX];
    if (path[0] == '\0') {
        ssize_t n = readlink("/proc/self/exe", path, sizeof path - 1);
        if (n < 0)
            return "aclcts";
        path[n] = '\0';
    }
    return path;
}

const char *aclcts_default_spy(void)
{
    static char path[PATH_MAX + 64];
    char dir[PATH_MAX];
    snprintf(dir, sizeof dir, "%s", aclcts_self_exe());
    char *slash = strrchr(dir, '/');
    if (slash != NULL)
        *slash = '\0';
    snprintf(path, sizeof path, "%s/../lib/libaclcts_southbound.so", dir);
    char real[PATH_MAX];
    if (realpath(path, real) != NULL)
        snprintf(path, sizeof path, "%s", real);
    return path;
}

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

/* One option with a value; returns 0 handled, 1 unknown, -1 bad value. */
static int value_opt(aclcts_opts *o, const char *k, const char *v)
{
    if (strcmp(k, "--lib") == 0) o->lib = v;
    else if (strcmp(k, "--against") == 0) o->against = v;
    else if (strcmp(k, "--filter") == 0) o->filter = v;
    else if (strcmp(k, "--expect") == 0) o->expect = v;
    else if (strcmp(k, "--soc") == 0) o->soc = v;
    else if (strcmp(k, "--out") == 0) o->out = v;
    else if (strcmp(k, "--spy") == 0) o->spy = v;
    else if (strcmp(k, "--config") == 0) o->config = v;
    else if (strcmp(k, "--corpus") == 0) o->corpus = v;
    else if (strcmp(k, "--only") == 0) o->only = v;
    else if (strcmp(k, "--family") == 0) o->family = v;
    else if (strcmp(k, "--case") == 0) o->case_name = v;
    else if (strcmp(k, "--workdir") == 0) o->workdir = v;
    else if (strcmp(k, "--fail") == 0) return add_fault(o, v);
    else if (strcmp(k, "--shard") == 0) return aclcts_shard_parse(k, v, &o->shard_index, &o->shard_total);
    else if (strcmp(k, "--jobs") == 0) return parse_uint(k, v, &o->jobs);
    else if (strcmp(k, "--timeout-ms") == 0) return parse_uint(k, v, &o->timeout_ms);
    else if (strcmp(k, "--report-fd") == 0) { o->report_fd = atoi(v); }
    else if (strcmp(k, "--trace") == 0) { o->trace = atoi(v); }
    else if (strcmp(k, "--profile") == 0) {
        o->profile = v;
        if (strcmp(v, "product") == 0) o->profile_bit = ACLCTS_PRODUCT;
        else if (strcmp(v, "ipv350") == 0) o->profile_bit = ACLCTS_IPV350;
        else { fprintf(stderr, "aclcts: --profile is product or ipv350, got '%s'\n", v); return -1; }
    } else if (strcmp(k, "--southbound") == 0) {
        if (strcmp(v, "spy") == 0) o->use_spy = 1;
        else if (strcmp(v, "system") == 0) o->use_spy = 0;
        else { fprintf(stderr, "aclcts: --southbound is spy or system, got '%s'\n", v); return -1; }
    } else return 1;
    return 0;
}

int aclcts_parse_opts(const char *cmd, int argc, char **argv, int first, aclcts_opts *o)
{
    defaults(o);
    for (int i = first; i < argc; i++) {
        const char *a = argv[i];
        if (strcmp(a, "--valgrind") == 0) { o->valgrind = 1; continue; }
        if (strcmp(a, "--quiet") == 0) { o->quiet = 1; continue; }
        char key[64];
        const char *v = NULL;
        const char *eq = strchr(a, '=');
        if (strncmp(a, "--", 2) == 0 && eq != NULL && (size_t)(eq - a) < sizeof key) {
            memcpy(key, a, (size_t)(eq - a)); key[eq - a] = '\0';
            v = eq + 1;
        } else {
            snprintf(key, sizeof key, "%s", a);
            if (i + 1 < argc) v = argv[i + 1];
        }
        if (v == NULL) {
            fprintf(stderr, "aclcts %s: %s needs a value (see 'aclcts %s --help')\n", cmd, a, cmd);
            return -1;
        }
        int r = value_opt(o, key, v);
        if (r < 0) return -1;
        if (r > 0) {
            fprintf(stderr, "aclcts %s: unknown option '%s' (see 'aclcts %s --help')\n", cmd, a, cmd);
            return -1;
        }
        if (eq == NULL || (size_t)(eq - a) >= sizeof key) i++;
    }
    if (o->spy == NULL) o->spy = aclcts_default_spy();
    return 0;
}

static int wants_help(int argc, char **argv)
{
    for (int i = 2; i < argc; i++)
        if (strcmp(argv[i], "--help") == 0 || strcmp(argv[i], "-h") == 0)
            return 1;
    return 0;
}

typedef int (*cmd_fn)(const aclcts_opts *o);

static cmd_fn command(const char *name)
{
    static const struct { const char *name; cmd_fn fn; } table[] = {
        {"run", aclcts_cmd_run},     {"list", aclcts_cmd_list}, {"rules", aclcts_cmd_rules},
        {"probe", aclcts_cmd_probe}, {"diff", aclcts_cmd_diff}, {"__child", aclcts_cmd_child},
    };
    for (size_t i = 0; i < sizeof table / sizeof table[0]; i++)
        if (strcmp(table[i].name, name) == 0)
            return table[i].fn;
    return NULL;
}

int aclcts_main(int argc, char **argv)
{
    if (argc < 2 || strcmp(argv[1], "--help") == 0 || strcmp(argv[1], "-h") == 0 ||
        strcmp(argv[1], "help") == 0) {
        fputs(usage_top, argc < 2 ? stderr : stdout);
        return argc < 2 ? ACLCTS_EXIT_USAGE : ACLCTS_EXIT_OK;
    }
    if (strcmp(argv[1], "compare") == 0) return aclcts_cmd_compare(argc - 1, argv + 1);
    if (strcmp(argv[1], "merge") == 0) return aclcts_cmd_merge(argc - 1, argv + 1);
    cmd_fn fn = command(argv[1]);
    if (fn == NULL) {
        fprintf(stderr, "aclcts: unknown command '%s'\n\n%s", argv[1], usage_top);
        return ACLCTS_EXIT_USAGE;
    }
    if (wants_help(argc, argv)) {
        fputs(help_for(argv[1]), stdout);
        return ACLCTS_EXIT_OK;
    }
    keep_command_line(argc, argv);
    aclcts_opts o;
    if (aclcts_parse_opts(argv[1], argc, argv, 2, &o) != 0)
        return ACLCTS_EXIT_USAGE;
    return fn(&o);
}
