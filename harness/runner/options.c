/* The options of every command: their defaults and one setter each, which
 * checks the value. Which command takes which option is cli.c's tables; the
 * options of the run's own modules (--lower, --shard, the limits) are set by
 * cli.c, so that the worker executable (worker_main.c) links this file alone. */
#define _GNU_SOURCE
#include <errno.h>
#include <getopt.h>
#include <stdio.h>
#include <stdlib.h>
#include <string.h>
#include <unistd.h>

#include "aclcts/case.h"
#include "child.h"
#include "options.h"

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

void aclcts_opts_defaults(aclcts_opts *o)
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
    if (have > 0) strcat(o->faults, ",");
    strcat(o->faults, v);
    return 0;
}

int aclcts_opt_set(aclcts_opts *o, const char *k, const char *v)
{
    if (strcmp(k, "lib") == 0) o->lib = v;
    else if (strcmp(k, "against") == 0) o->against = v;
    else if (strcmp(k, "filter") == 0) o->filter = v;
    else if (strcmp(k, "expect") == 0) o->expect = v;
    else if (strcmp(k, "strict-expect") == 0) o->strict_expect = 1;
    else if (strcmp(k, "target-name") == 0) o->target_name = v;
    else if (strcmp(k, "key") == 0) {
        if (strcmp(v, "path") != 0 && strcmp(v, "sha256") != 0) {
            fprintf(stderr, "aclcts: --key is path or sha256, got '%s'\n", v);
            return -1;
        }
        o->key = v;
    } else if (strcmp(k, "soc") == 0) o->soc = v;
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
    else if (strcmp(k, "keep-workdir") == 0) o->keep_workdir = 1;
    else if (strcmp(k, "repeat") == 0) {
        if (parse_uint("--repeat", v, &o->repeat) != 0) return -1;
        if (o->repeat == 0 || o->repeat > 1000) {
            fprintf(stderr, "aclcts: --repeat is 1 to 1000, got '%s'\n", v);
            return -1;
        }
    } else if (strcmp(k, "quiet") == 0) o->quiet = 1;
    else if (strcmp(k, "statements") == 0) o->statements = 1;
    else if (strcmp(k, "codes-only") == 0) o->codes_only = 1;
    else if (strcmp(k, "fail") == 0) return add_fault(o, v);
    else if (strcmp(k, "jobs") == 0) return parse_uint("--jobs", v, &o->jobs);
    else if (strcmp(k, "timeout-ms") == 0) return parse_uint("--timeout-ms", v, &o->timeout_ms);
    else if (strcmp(k, "report-fd") == 0) o->report_fd = atoi(v);
    else if (strcmp(k, "trace") == 0) o->trace = atoi(v);
    else if (strcmp(k, "profile") == 0) {
        o->profile = v;
        o->profile_given = 1;
        if (strcmp(v, "product") == 0) o->profile_bit = ACLCTS_PRODUCT;
        else if (strcmp(v, "ipv350") == 0) o->profile_bit = ACLCTS_IPV350;
        else {
            fprintf(stderr, "aclcts: --profile is product or ipv350, got '%s'\n", v);
            return -1;
        }
    } else if (strcmp(k, "isolation") == 0) {
        if (strcmp(v, "fork-server") == 0) o->isolation_process = 0;
        else if (strcmp(v, "process") == 0) o->isolation_process = 1;
        else {
            fprintf(stderr, "aclcts: --isolation is fork-server or process, got '%s'\n", v);
            return -1;
        }
    } else if (strcmp(k, "southbound") == 0) {
        if (strcmp(v, "spy") == 0) o->use_spy = 1;
        else if (strcmp(v, "system") == 0) o->use_spy = 0;
        else {
            fprintf(stderr, "aclcts: --southbound is spy or system, got '%s'\n", v);
            return -1;
        }
    } else {
        fprintf(stderr, "aclcts: option --%s has no setter in options.c\n", k);
        return -1;
    }
    return 0;
}

/* The hidden commands the runner execs (worker_main.c, cli.c): one case under
 * valgrind (schedule.c valgrind_argv), a fork server's worker (forkserver.c
 * worker_argv). */
const struct option aclcts_child_options[] = {
    {"lib", required_argument, NULL, 0},        {"case", required_argument, NULL, 0},
    {"profile", required_argument, NULL, 0},    {"soc", required_argument, NULL, 0},
    {"southbound", required_argument, NULL, 0}, {"spy", required_argument, NULL, 0},
    {"report-fd", required_argument, NULL, 0},  {"trace", required_argument, NULL, 0},
    {"workdir", required_argument, NULL, 0},    {NULL, 0, NULL, 0},
};
