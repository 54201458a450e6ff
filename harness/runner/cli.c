/* Command line: the commands, the options each takes (one getopt_long table
 * per command) and the dispatch; the help texts are usage.c's, the options'
 * defaults and setters options.c's. */
#define _GNU_SOURCE
#include <errno.h>
#include <getopt.h>
#include <limits.h>
#include <stdio.h>
#include <stdlib.h>
#include <string.h>
#include <unistd.h>

#include "cli.h"
#include "commands.h"
#include "lower.h"
#include "options.h"
#include "places.h"
#include "shard.h"
#include "test_limits.h"
#include "text.h"
#include "usage.h"

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

/* ---- the commands and their option tables ---- */

/* One option table per command (getopt_long), one line per option: an option
 * missing from a command's table is a usage error of that command. */
#define VALUE(name)                      \
    {                                    \
        name, required_argument, NULL, 0 \
    }
#define FLAG(name)                 \
    {                              \
        name, no_argument, NULL, 0 \
    }
#define END              \
    {                    \
        NULL, 0, NULL, 0 \
    }

static const struct option run_options[] = {
    VALUE("lib"),
    VALUE("profile"),
    VALUE("filter"),
    VALUE("shard"),
    VALUE("jobs"),
    VALUE("timeout-ms"),
    VALUE("expect"),
    FLAG("strict-expect"),
    VALUE("target-name"),
    VALUE("soc"),
    VALUE("southbound"),
    VALUE("spy"),
    VALUE("lower"),
    FLAG("valgrind"),
    FLAG("keep-workdir"),
    VALUE("repeat"),
    VALUE("memory-limit"),  /* test_limits.c */
    VALUE("process-limit"), /* test_limits.c */
    VALUE("scratch-limit"), /* test_limits.c */
    VALUE("limits-via"),    /* test_limits.c */
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
    VALUE("lib"),        VALUE("config"),     VALUE("soc"), VALUE("fail"),  VALUE("profile"),
    VALUE("timeout-ms"), VALUE("southbound"), VALUE("spy"), VALUE("lower"), END,
};

static const struct option diff_options[] = {
    VALUE("lib"),        VALUE("against"),   VALUE("corpus"),  VALUE("only"), VALUE("config"),
    FLAG("quiet"),       FLAG("codes-only"), VALUE("profile"), VALUE("soc"),  VALUE("timeout-ms"),
    VALUE("southbound"), VALUE("spy"),       VALUE("lower"),   END,
};

static const struct option expect_options[] = {
    VALUE("from"), VALUE("key"), VALUE("target-name"), VALUE("reason"), VALUE("expires"), VALUE("out"), END,
};

typedef int (*cmd_fn)(const aclcts_opts *o);

typedef struct command {
    const char *name;
    cmd_fn fn;
    const struct option *options;
    const char *usage; /* NULL: hidden */
    int operands;      /* 1: takes arguments after the options (o->args) */
} command;

static const command commands[] = {
    {"run", aclcts_cmd_run, run_options, aclcts_usage_run, 0},
    {"list", aclcts_cmd_list, list_options, aclcts_usage_list, 0},
    {"rules", aclcts_cmd_rules, rules_options, aclcts_usage_rules, 0},
    {"probe", aclcts_cmd_probe, probe_options, aclcts_usage_probe, 0},
    {"diff", aclcts_cmd_diff, diff_options, aclcts_usage_diff, 0},
    {"expect", aclcts_cmd_expect, expect_options, aclcts_usage_expect, 0},
    {"__child", aclcts_cmd_child, aclcts_child_options, NULL, 0},
    {"__worker", aclcts_cmd_worker, aclcts_child_options, NULL, 0}, /* forkserver.c */
};
#define NCOMMANDS (sizeof commands / sizeof commands[0])

static const command *find_command(const char *name)
{
    for (size_t i = 0; i < NCOMMANDS; i++)
        if (strcmp(commands[i].name, name) == 0) return &commands[i];
    return NULL;
}

static int has_option(const struct option *t, const char *name, size_t len)
{
    for (; t->name != NULL; t++)
        if (strlen(t->name) == len && strncmp(t->name, name, len) == 0) return 1;
    return 0;
}

/* "--jobs is not an option of 'aclcts rules' (it is one of: run)". */
static void reject_option(const command *c, const char *arg)
{
    const char *name = arg + strspn(arg, "-");
    size_t len = strcspn(name, "=");
    char others[128] = "";
    for (size_t i = 0; i < NCOMMANDS; i++) {
        if (&commands[i] == c || commands[i].usage == NULL || !has_option(commands[i].options, name, len)) continue;
        size_t have = strlen(others);
        snprintf(others + have, sizeof others - have, "%s%s", have ? ", " : "", commands[i].name);
    }
    if (strncmp(arg, "--", 2) == 0 && has_option(c->options, name, len))
        fprintf(stderr, "aclcts %s: %.*s takes no value, got '%s'", c->name, (int)(len + 2), arg, arg);
    else if (others[0] != '\0')
        fprintf(stderr, "aclcts %s: %.*s is not an option of 'aclcts %s' (it is an option of: %s)", c->name,
                (int)(name - arg + len), arg, c->name, others);
    else fprintf(stderr, "aclcts %s: unknown option '%s'", c->name, arg);
    fprintf(stderr, " (see 'aclcts %s --help')\n", c->name);
}

/* options.c's setters, and those of the run's modules. */
static int opt_set(aclcts_opts *o, const char *k, const char *v)
{
    if (strcmp(k, "lower") == 0) return aclcts_lower_add(o, v);
    if (strcmp(k, "shard") == 0) return aclcts_shard_parse("--shard", v, &o->shard_index, &o->shard_total);
    if (aclcts_limits_is_option(k)) return aclcts_limits_set_option(k, v); /* test_limits.c */
    return aclcts_opt_set(o, k, v);
}

/* Parses argv[1..] (argv[0] is the command's name) with the command's table. */
static int parse_opts(const command *c, int argc, char **argv, aclcts_opts *o)
{
    aclcts_opts_defaults(o);
    opterr = 0;
    optind = 0; /* glibc: 0 starts a fresh scan */
    for (;;) {
        int idx = -1;
        int r = getopt_long(argc, argv, ":", c->options, &idx);
        if (r == -1) break;
        const char *arg = argv[optind - 1];
        if (r == ':') {
            fprintf(stderr, "aclcts %s: %s needs a value (see 'aclcts %s --help')\n", c->name, arg, c->name);
            return -1;
        }
        if (r != 0 || idx < 0) {
            reject_option(c, arg);
            return -1;
        }
        if (opt_set(o, c->options[idx].name, optarg) != 0) return -1;
    }
    o->args = (const char *const *)argv + optind;
    o->nargs = (size_t)(argc - optind);
    if (o->nargs > 0 && !c->operands) {
        fprintf(stderr, "aclcts %s: unexpected argument '%s' (see 'aclcts %s --help')\n", c->name, o->args[0], c->name);
        return -1;
    }
    if (o->spy == NULL) o->spy = aclcts_default_spy();
    return aclcts_lower_export(o);
}

/* ---- dispatch ---- */

static int wants_help(int argc, char **argv)
{
    for (int i = 2; i < argc && strcmp(argv[i], "--") != 0; i++)
        if (strcmp(argv[i], "--help") == 0 || strcmp(argv[i], "-h") == 0) return 1;
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

int aclcts_main(int argc, char **argv) { return stdout_written(dispatch(argc, argv)); }

static int dispatch(int argc, char **argv)
{
    if (argc < 2 || strcmp(argv[1], "--help") == 0 || strcmp(argv[1], "-h") == 0 || strcmp(argv[1], "help") == 0) {
        fputs(aclcts_usage_top, argc < 2 ? stderr : stdout);
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
        fprintf(stderr, "aclcts: unknown command '%s'\n\n%s", argv[1], aclcts_usage_top);
        return ACLCTS_EXIT_USAGE;
    }
    if (c->usage != NULL && wants_help(argc, argv)) {
        fputs(c->usage, stdout);
        return ACLCTS_EXIT_OK;
    }
    keep_command_line(argc, argv);
    aclcts_opts o;
    if (parse_opts(c, argc - 1, argv + 1, &o) != 0) return ACLCTS_EXIT_USAGE;
    return c->fn(&o);
}
