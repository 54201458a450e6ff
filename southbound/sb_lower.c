/* Real lower layers beneath the spy (aclcts run --lower LIB): ACLCTS_LOWER,
 * a colon-separated list of shared libraries, is read once, when the spy
 * loads. Each library is loaded privately (RTLD_LOCAL, so the target never
 * binds to it, and RTLD_DEEPBIND, so its calls to its own functions stay
 * inside it), and every southbound function it exports under its ELF name
 * (include/lower/southbound_functions.def) is answered by it, the first
 * library in the list winning. The spy still decides an injected fault first
 * and records every call with the answer it returned; the functions no
 * library exports are answered by the models, as without --lower. The
 * library answering MsprofInit is handed libprofapi's report-buffer pops
 * first (lower_profapi.c). */
#define _GNU_SOURCE
#include <dlfcn.h>
#include <stdio.h>
#include <stdlib.h>
#include <string.h>

#include "sb_internal.h"

#define SB_LOWER_MAX 8 /* libraries beneath: a runtime, msprof, adump, slog and a few spare */
#define SB_LOWER_ERROR_CAP 1024

static void *g_fn[SB_SYM_COUNT];   /* the library function answering each symbol, NULL: the model */
static int g_lib_of[SB_SYM_COUNT]; /* which library (index into g_path) */
static char *g_path[SB_LOWER_MAX];
static void *g_handle[SB_LOWER_MAX];
static size_t g_nlib;
static char g_error[SB_LOWER_ERROR_CAP];

/* Loads one library and claims the functions it exports that no earlier one did. */
static void lower_load(const char *path)
{
    if (g_nlib == SB_LOWER_MAX) {
        snprintf(g_error, sizeof g_error, "more than %d libraries in ACLCTS_LOWER", SB_LOWER_MAX);
        return;
    }
    void *h = dlopen(path, RTLD_NOW | RTLD_LOCAL | RTLD_DEEPBIND);
    if (h == NULL) {
        snprintf(g_error, sizeof g_error, "cannot load %s: %s", path, dlerror());
        return;
    }
    size_t claimed = 0;
    const char *const *elf = aclcts_sb_symbols();
    for (int s = 0; s < SB_SYM_COUNT; ++s) {
        void *fn = dlsym(h, elf[s]);
        /* dlsym on a private handle also searches the library's dependencies:
         * a function found there is the dependency's, still beneath. */
        if (fn != NULL && g_fn[s] == NULL) {
            g_fn[s] = fn;
            g_lib_of[s] = (int)g_nlib;
            ++claimed;
        }
    }
    if (claimed == 0) {
        snprintf(g_error, sizeof g_error, "%s exports none of the southbound functions", path);
        return;
    }
    g_handle[g_nlib] = h;
    g_path[g_nlib++] = strdup(path);
}

__attribute__((constructor)) static void lower_load_env(void)
{
    const char *list = getenv("ACLCTS_LOWER");
    if (list == NULL || list[0] == '\0') {
        return;
    }
    char *copy = strdup(list);
    char *save = NULL;
    for (char *p = strtok_r(copy, ":", &save); p != NULL && g_error[0] == '\0'; p = strtok_r(NULL, ":", &save)) {
        lower_load(p);
    }
    free(copy);
    /* An msprof beneath is reached through the spy, not through libprofapi:
     * the spy hands it what libprofapi would before its first call. */
    if (g_error[0] == '\0' && g_fn[SB_MSPROF_INIT] != NULL) {
        sb_profapi_install(g_handle[g_lib_of[SB_MSPROF_INIT]]);
    }
}

void *sb_lower_fn(enum sb_sym s) { return g_fn[s]; }

const char *aclcts_sb_lower_of(const char *fn)
{
    int s = fn != NULL ? sb_sym_lookup(fn, strlen(fn)) : -1;
    return s >= 0 && g_fn[s] != NULL ? g_path[g_lib_of[s]] : NULL;
}

const char *aclcts_sb_lower_error(void) { return g_error[0] != '\0' ? g_error : NULL; }

void *aclcts_sb_lower_symbol(const char *name)
{
    for (size_t i = 0; i < g_nlib && name != NULL; ++i) {
        void *p = dlsym(g_handle[i], name);
        if (p != NULL) {
            return p;
        }
    }
    return NULL;
}
