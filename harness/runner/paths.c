/* Where the runner's companions are: the southbound spy, the bundled
 * references (one library per profile) and the data directory (the target-coverage helper), found
 * relative to the runner's own executable so that the same binary works in
 * the build tree and wherever it is installed. The install layout's relative
 * paths come from CMake (GNUInstallDirs, harness/runner/CMakeLists.txt). */
#define _GNU_SOURCE
#include <limits.h>
#include <stdio.h>
#include <stdlib.h>
#include <string.h>
#include <unistd.h>

#include "places.h"

#ifndef ACLCTS_REL_PKGLIBDIR
#define ACLCTS_REL_PKGLIBDIR "../lib/aclcts" /* bin/ -> lib/aclcts/ */
#endif
#ifndef ACLCTS_REL_PKGDATADIR
#define ACLCTS_REL_PKGDATADIR "../share/aclcts"
#endif

/* Candidate locations, first match wins: the build tree (build/bin/ beside
 * build/lib/, build/share/aclcts/), then the install layout. */
static const struct {
    aclcts_place what;
    const char *env;    /* overrides every candidate */
    const char *rel[2]; /* relative to the runner's directory */
} places[] = {
    {ACLCTS_PLACE_SPY,
     "ACLCTS_SPY",
     {"../lib/libaclcts_southbound.so", ACLCTS_REL_PKGLIBDIR "/libaclcts_southbound.so"}},
    {ACLCTS_PLACE_REFERENCE, NULL, {"../lib/libascendcl.so", ACLCTS_REL_PKGLIBDIR "/reference/libascendcl.so"}},
    {ACLCTS_PLACE_REFERENCE_IPV350,
     NULL,
     {"../lib/ipv350/libascendcl.so", ACLCTS_REL_PKGLIBDIR "/reference/ipv350/libascendcl.so"}},
    {ACLCTS_PLACE_DATA, "ACLCTS_DATADIR", {"../share/aclcts", ACLCTS_REL_PKGDATADIR}},
    {ACLCTS_PLACE_WORKER, NULL, {"aclcts-worker", ACLCTS_REL_PKGLIBDIR "/aclcts-worker"}},
};

static void exe_dir(char *dir, size_t n)
{
    snprintf(dir, n, "%s", aclcts_self_exe());
    char *slash = strrchr(dir, '/');
    if (slash != NULL) *slash = '\0';
}

const char *aclcts_place_path(aclcts_place what)
{
    static char found[ACLCTS_PLACE_COUNT][2 * PATH_MAX];
    char *out = found[what];
    if (out[0] != '\0') return out;
    for (size_t i = 0; i < sizeof places / sizeof places[0]; i++) {
        if (places[i].what != what) continue;
        const char *env = places[i].env ? getenv(places[i].env) : NULL;
        if (env != NULL && env[0] != '\0') {
            snprintf(out, sizeof found[0], "%s", env);
            return out;
        }
        char dir[PATH_MAX], path[2 * PATH_MAX];
        exe_dir(dir, sizeof dir);
        for (size_t k = 0; k < 2; k++) {
            snprintf(path, sizeof path, "%s/%s", dir, places[i].rel[k]);
            if (realpath(path, out) != NULL) return out;
        }
        /* Nothing there: name the installed location, which the message of
         * the caller ("the spy is not at ...") then shows. */
        snprintf(out, sizeof found[0], "%s/%s", dir, places[i].rel[1]);
    }
    return out;
}

const char *aclcts_default_spy(void) { return aclcts_place_path(ACLCTS_PLACE_SPY); }

void aclcts_print_places(FILE *f)
{
    static const char *const names[ACLCTS_PLACE_COUNT] = {
        "southbound spy ($ACLCTS_SPY or --spy)", "bundled reference libascendcl.so",
        "its ipv350 profile (--profile ipv350)", "data ($ACLCTS_DATADIR)", "worker executable (else this runner)"};
    fprintf(f, "\nfiles (found beside this runner, %s):\n", aclcts_self_exe());
    for (int p = 0; p < ACLCTS_PLACE_COUNT; p++) {
        const char *path = aclcts_place_path((aclcts_place)p);
        fprintf(f, "  %-38s %s%s\n", names[p], path, access(path, R_OK) == 0 ? "" : " (missing)");
    }
}

const char *aclcts_worker_exe(void)
{
    const char *w = aclcts_place_path(ACLCTS_PLACE_WORKER);
    return access(w, X_OK) == 0 ? w : aclcts_self_exe();
}

/* The runner's own executable (/proc/self/exe), or "aclcts". */
const char *aclcts_self_exe(void)
{
    static char path[PATH_MAX];
    if (path[0] == '\0') {
        ssize_t n = readlink("/proc/self/exe", path, sizeof path - 1);
        if (n < 0) return "aclcts";
        path[n] = '\0';
    }
    return path;
}
