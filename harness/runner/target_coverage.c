/* "aclcts run --target-coverage OBJDIR": coverage of the build under test.
 *
 * A target built with gcc --coverage links its own copy of libgcov, whose
 * symbols are hidden: the runner cannot call its __gcov_dump. Its counters
 * are written by a destructor of the target (gcov's exit handler, in the
 * target's .fini_array), which a child's _exit skips. In this mode a child
 * therefore ends with exit(): the target's destructors and atexit handlers
 * run as at the end of any program, and gcov writes the .gcda files. Each
 * child gets GCOV_PREFIX=DIR/target-coverage/counters/<FAMILY>, so the
 * counters of each rule family's tests stay apart (OBJDIR itself is never
 * written); the helper target_coverage.sh (data directory, paths.c) then runs
 * gcovr per family, merges the families into one report and writes the
 * per-function family table with coverage_tables.py. */
#define _GNU_SOURCE
#include <ctype.h>
#include <errno.h>
#include <ftw.h>
#include <limits.h>
#include <spawn.h>
#include <stdio.h>
#include <stdlib.h>
#include <string.h>
#include <sys/stat.h>
#include <sys/wait.h>
#include <unistd.h>

#include "aclcts/case.h"
#include "options.h"
#include "places.h"
#include "target_coverage.h"
#include "text.h"
#include "workdir.h"

extern char **environ;

#define MODE_ENV ACLCTS_TCOV_MODE_ENV /* set for the children: end with exit() (target_coverage_child.c) */
#define HELPER "target_coverage.sh"
#define TABLES "coverage_tables.py"

static char g_counters[PATH_MAX]; /* absolute DIR/target-coverage/counters, "" when the mode is off */

static int gcno_seen;
static int find_gcno(const char *path, const struct stat *sb, int type, struct FTW *ftw)
{
    (void)sb;
    (void)ftw;
    size_t n = strlen(path);
    if (type == FTW_F && n > 5 && strcmp(path + n - 5, ".gcno") == 0) gcno_seen = 1;
    return gcno_seen;
}

static int on_path(const char *prog)
{
    const char *env = getenv("PATH");
    char *dirs = aclcts_strdup(env ? env : "/usr/bin:/bin"), *save = NULL;
    int found = 0;
    for (char *d = strtok_r(dirs, ":", &save); d != NULL && !found; d = strtok_r(NULL, ":", &save)) {
        char *p = aclcts_printf("%s/%s", d, prog);
        found = access(p, X_OK) == 0;
        free(p);
    }
    free(dirs);
    return found;
}

static char *data_file(const char *name) { return aclcts_printf("%s/%s", aclcts_place_path(ACLCTS_PLACE_DATA), name); }

int aclcts_tcov_prepare(const aclcts_opts *o)
{
    if (o->target_coverage == NULL) {
        if (o->target_sources != NULL) {
            fprintf(stderr, "aclcts run: --target-sources belongs with --target-coverage OBJDIR\n");
            return -1;
        }
        return 0;
    }
    struct stat st;
    if (stat(o->target_coverage, &st) != 0 || !S_ISDIR(st.st_mode)) {
        fprintf(stderr, "aclcts run: --target-coverage: %s is not a directory\n", o->target_coverage);
        return -1;
    }
    gcno_seen = 0;
    nftw(o->target_coverage, find_gcno, 32, FTW_PHYS);
    if (!gcno_seen) {
        fprintf(stderr,
                "aclcts run: --target-coverage: no .gcno file under %s: is the target built with "
                "gcc --coverage, and is OBJDIR its object directory?\n",
                o->target_coverage);
        return -1;
    }
    if (!on_path("gcovr") || !on_path("python3")) {
        fprintf(stderr, "aclcts run: --target-coverage needs gcovr and python3 on PATH (apt-get install gcovr)\n");
        return -1;
    }
    char *helper = data_file(HELPER);
    int have = access(helper, R_OK) == 0;
    if (!have) fprintf(stderr, "aclcts run: --target-coverage: the helper %s is missing\n", helper);
    free(helper);
    if (!have) return -1;
    char out[PATH_MAX];
    if (realpath(o->out, out) == NULL) return -1;
    char *dir = aclcts_printf("%s/target-coverage", out);
    aclcts_workdir_remove(dir); /* counters and report of an earlier run */
    snprintf(g_counters, sizeof g_counters, "%s/counters", dir);
    int ok = mkdir(dir, 0755) == 0 && mkdir(g_counters, 0755) == 0;
    if (!ok) fprintf(stderr, "aclcts run: cannot create %s: %s\n", g_counters, strerror(errno));
    free(dir);
    if (ok) setenv(MODE_ENV, "1", 1);
    return ok ? 0 : -1;
}

/* In the runner, before each test starts (fork and exec children inherit it). */
void aclcts_tcov_before_test(const aclcts_case *c)
{
    if (g_counters[0] == '\0') return;
    char family[64];
    size_t n = 0;
    while (c->suite[n] != '\0' && !isdigit((unsigned char)c->suite[n]) && n + 1 < sizeof family) {
        family[n] = c->suite[n];
        n++;
    }
    family[n] = '\0';
    char *prefix = aclcts_printf("%s/%s", g_counters, n ? family : "OTHER");
    setenv("GCOV_PREFIX", prefix, 1);
    setenv("GCOV_PREFIX_STRIP", "0", 1);
    free(prefix);
}

/* After the run: target_coverage.sh COUNTERS SRCROOT REPORTDIR TABLES_PY. */
int aclcts_tcov_report(const aclcts_opts *o)
{
    if (g_counters[0] == '\0') return 0;
    unsetenv("GCOV_PREFIX");
    unsetenv("GCOV_PREFIX_STRIP");
    unsetenv(MODE_ENV);
    char *helper = data_file(HELPER), *tables = data_file(TABLES);
    char *report = aclcts_strdup(g_counters);
    *strrchr(report, '/') = '\0';
    char *argv[] = {"sh",   helper, g_counters, (char *)(o->target_sources ? o->target_sources : ""),
                    report, tables, NULL};
    fflush(NULL);
    pid_t pid;
    int st = -1;
    if (posix_spawnp(&pid, "sh", NULL, NULL, argv, environ) == 0) waitpid(pid, &st, 0);
    int ok = st == 0;
    if (!ok && !(WIFEXITED(st) && WEXITSTATUS(st) == 3)) /* 3: the helper said why (a report with no line) */
        fprintf(stderr, "aclcts: the target-coverage report failed (gcovr); counters are in %s\n", g_counters);
    free(helper);
    free(tables);
    free(report);
    return ok ? 0 : -1;
}
