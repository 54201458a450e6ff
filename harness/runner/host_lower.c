/* --southbound system: does this host provide the lower layers the target
 * imports? Without the spy, a southbound function nothing provides ends the
 * first test that reaches it with "symbol lookup error": the host's fault,
 * not the target's, so the command stops before any verdict instead.
 *
 * Exact by construction: a throwaway child loads the target the way a test
 * child does (aclcts_child_load: same flags, same environment, no spy) and
 * asks the loader for each southbound function the target's .dynsym imports
 * (weak imports may stay unprovided and are left out). A lazily bound call
 * from the target searches the global scope (the runner, its libraries,
 * LD_PRELOAD, RTLD_GLOBAL objects) and then the target's own dependencies:
 * dlsym(RTLD_DEFAULT) asks the first, dlsym(target) the second; a function
 * neither finds is one the target's call cannot reach. (dlopen with RTLD_NOW
 * would name only the first missing function.) A data reference (a
 * function's address taken) is bound at load time already: its absence
 * fails the load itself, whose error then names that one function. */
#define _GNU_SOURCE
#include <dlfcn.h>
#include <stdio.h>
#include <stdlib.h>
#include <string.h>

#include "child.h"
#include "elf_imports.h"
#include "host_lower.h"
#include "jobs.h"
#include "lower/lower_layers.h"

/* The southbound of include/lower/southbound_functions.def: the name the
 * trace prints (the product's, with its namespace) and the .dynsym name. */
static const struct {
    const char *trace;
    const char *elf;
} southbound[] = {
#define ACLCTS_SB_FN(ID, TRACE, ELF, ALIAS, LAYER) {TRACE, ELF},
#include "lower/southbound_functions.def"
};
#define SOUTHBOUND_COUNT (sizeof southbound / sizeof southbound[0])

/* The lower layer a function belongs to, read off the .def's names: the
 * runtime's rt*, the error manager's error_message::, msprof's Msprof*,
 * adump's Adx*, slog's Dlog*, the graph engine's Ge* (the C layer's). */
static const struct {
    const char *prefix;
    const char *layer;
} layers[] = {
    {"rt", "runtime"},    {"error_message::", "error manager"},
    {"Msprof", "msprof"}, {"Adx", "adump"},
    {"Dlog", "slog"},     {"Ge", "graph engine"},
};
#define LAYER_COUNT (sizeof layers / sizeof layers[0])
#define NAMES_SHOWN 4 /* per layer; then "and N more" */

static size_t layer_of(const char *trace)
{
    for (size_t i = 0; i < LAYER_COUNT; i++)
        if (strncmp(trace, layers[i].prefix, strlen(layers[i].prefix)) == 0) return i;
    return LAYER_COUNT;
}

static const char *layer_name(size_t l) { return l < LAYER_COUNT ? layers[l].layer : "other lower layers"; }

typedef struct {
    const aclcts_child_cfg *cfg;
    unsigned char imported[SOUTHBOUND_COUNT + 1];
} check_arg;

static void check_body(void *arg, int rfd)
{
    const check_arg *a = arg;
    static aclcts_child_target l;
    aclcts_child_load_or_end(a->cfg, &l, rfd);
    for (size_t i = 0; i < SOUTHBOUND_COUNT; i++) {
        if (!(a->imported[i] & ACLCTS_ELF_IMPORT_STRONG)) continue;
        if (dlsym(RTLD_DEFAULT, southbound[i].elf) != NULL || dlsym(l.target, southbound[i].elf) != NULL) continue;
        char line[32];
        int n = snprintf(line, sizeof line, "unprovided %zu\n", i);
        aclcts_report(rfd, ACLCTS_REC_TEXT, line, (size_t)n);
    }
    aclcts_report(rfd, ACLCTS_REC_PHASE, "checked", 7);
    aclcts_child_exit(rfd, ACLCTS_CHILD_OK);
}

/* One line per layer: "  runtime (36): rtA, rtB, rtC, rtD and 32 more". */
static void print_layers(const char *who, const unsigned char *missing)
{
    for (size_t l = 0; l <= LAYER_COUNT; l++) {
        size_t count = 0;
        for (size_t i = 0; i < SOUTHBOUND_COUNT; i++)
            if (missing[i] && layer_of(southbound[i].trace) == l) count++;
        if (count == 0) continue;
        fprintf(stderr, "%s:   %s (%zu):", who, layer_name(l), count);
        size_t shown = 0;
        for (size_t i = 0; i < SOUTHBOUND_COUNT && shown < NAMES_SHOWN; i++)
            if (missing[i] && layer_of(southbound[i].trace) == l)
                fprintf(stderr, "%s %s", shown++ ? "," : "", southbound[i].trace);
        if (count > shown) fprintf(stderr, " and %zu more", count - shown);
        fputc('\n', stderr);
    }
}

static void print_advice(const char *who)
{
    fprintf(stderr,
            "%s: Install the CANN lower layers on the loader path (LD_LIBRARY_PATH or ld.so.conf),\n"
            "%s: or run with the spy, the default (drop --southbound system).\n",
            who, who);
}

/* The load failed: when the loader's error names a southbound function
 * ("...: undefined symbol: NAME[, version V]"), say so; 1 when it did. */
static int unprovided_at_load(const char *who, const aclcts_child_cfg *cfg, const char *error)
{
    const char *p = error != NULL ? strstr(error, "undefined symbol: ") : NULL;
    if (p == NULL) return 0;
    p += strlen("undefined symbol: ");
    size_t n = strcspn(p, ", \n");
    for (size_t i = 0; i < SOUTHBOUND_COUNT; i++) {
        if (strlen(southbound[i].elf) != n || strncmp(p, southbound[i].elf, n) != 0) continue;
        fprintf(stderr,
                "%s: --southbound system: nothing on this host provides %s (%s), which %s needs\n"
                "%s: at load time: the loader refuses it (%s), so nothing was run.\n",
                who, southbound[i].trace, layer_name(layer_of(southbound[i].trace)), cfg->lib, who, error);
        print_advice(who);
        return 1;
    }
    return 0;
}

int aclcts_host_lower_check(const char *who, const aclcts_child_cfg *cfg, unsigned timeout_ms)
{
    if (cfg->spy != NULL) return 0;
    static const char *names[SOUTHBOUND_COUNT + 1];
    for (size_t i = 0; i < SOUTHBOUND_COUNT; i++) names[i] = southbound[i].elf;
    check_arg a = {cfg, {0}};
    const char *why = NULL;
    size_t imported = 0;
    if (aclcts_elf_imports(cfg->lib, names, a.imported, &why) != 0) return 0; /* the load will say why */
    for (size_t i = 0; i < SOUTHBOUND_COUNT; i++) imported += (a.imported[i] & ACLCTS_ELF_IMPORT_STRONG) != 0;
    if (imported == 0) return 0;
    aclcts_job j;
    if (aclcts_job_start(&j, check_body, &a, NULL, cfg->workdir, timeout_ms) != 0) {
        perror("aclcts: fork");
        return -1;
    }
    aclcts_job_run(&j);
    aclcts_outcome oc;
    aclcts_job_outcome(&j, &oc);
    int checked = strcmp(oc.phase, "checked") == 0 && !j.timed_out && WIFEXITED(j.wstatus) &&
                  WEXITSTATUS(j.wstatus) == ACLCTS_CHILD_OK;
    int refused = !j.timed_out && WIFEXITED(j.wstatus) && WEXITSTATUS(j.wstatus) == ACLCTS_CHILD_LOAD_FAILED &&
                  unprovided_at_load(who, cfg, oc.text);
    unsigned char missing[SOUTHBOUND_COUNT] = {0};
    size_t nmissing = 0;
    for (const char *p = checked ? oc.text : NULL; p != NULL && (p = strstr(p, "unprovided ")) != NULL;) {
        char *end;
        unsigned long i = strtoul(p + strlen("unprovided "), &end, 10);
        if (i < SOUTHBOUND_COUNT && !missing[i]) {
            missing[i] = 1;
            nmissing++;
        }
        p = end;
    }
    aclcts_outcome_free(&oc);
    aclcts_job_free(&j);
    if (refused) return -1;
    if (nmissing == 0) return 0; /* or not loaded for another reason: the command's own load says why */
    fprintf(stderr,
            "%s: --southbound system: nothing on this host provides %zu of the %zu southbound functions %s imports:\n",
            who, nmissing, imported, cfg->lib);
    print_layers(who, missing);
    fprintf(stderr,
            "%s: a call to one of them would end its child in the loader (\"symbol lookup error\"), which says\n"
            "%s: nothing about the target, so nothing was run.\n",
            who, who);
    print_advice(who);
    return -1;
}
