/* Helpers for cases: the spy, files in the case's private directory. */
#define _GNU_SOURCE /* RTLD_DEFAULT */
#include <dlfcn.h>
#include <fcntl.h>
#include <stdio.h>
#include <stdlib.h>
#include <string.h>
#include <unistd.h>

#include "aclcts/calls.h"
#include "aclcts/case.h"

void aclcts_require_trace(aclcts_t *t)
{
    if (!t->spy) aclcts_skip(t, "needs the southbound spy (running with --southbound system)");
    if (!t->trace) aclcts_not_observable(t, "the southbound trace");
}

size_t aclcts_mark(aclcts_t *t) { return t->spy ? t->spy->count() : 0; }

void aclcts_fail(aclcts_t *t, const char *symbol, int code, unsigned nth)
{
    if (t->spy && !t->trace && t->failures == 0)
        aclcts_skip(t, "injects a failure of %s: " ACLCTS_NO_LOWER_LAYERS ", nothing to inject into", symbol);
    aclcts_require_trace(t);
    int (*producible)(const char *, int) = t->spy->code_producible;
    if (producible && producible(symbol, code) == 0)
        aclcts_check_true(t, "harness", __FILE__, __LINE__, symbol, 0,
                          "%d is not a code the lower layer behind %s returns; a case injects only real answers", code,
                          symbol);
    if (t->spy->fail(symbol, code, nth) != 0)
        aclcts_check_true(t, "harness", __FILE__, __LINE__, symbol, 0, "the spy does not know symbol %s", symbol);
}

static int soc_chosen; /* the case chose its SoC (one case per process) */

/* SOC011: a runtime beneath that reports another real SoC name of the
 * platform of `soc` (Ascend950DT_9591 for a case of Ascend950PR_9599) gives
 * that platform's answers; a short name (Ascend950PR) matches only itself. */
static int beneath_same_platform(aclcts_t *t, const char *beneath, const char *soc)
{
    int (*same)(const char *, const char *) = t->spy != NULL ? t->spy->rt_soc_same_platform : NULL;
    return same != NULL && same(beneath, soc);
}

void aclcts_use_soc(aclcts_t *t, const char *soc)
{
    soc_chosen = 1;
    char beneath[128];
    if (aclcts_lower_soc(t, beneath, sizeof beneath) != NULL && strcmp(beneath, soc) != 0 &&
        !beneath_same_platform(t, beneath, soc))
        aclcts_skip(t, "needs the runtime of %s; the runtime beneath reports \"%s\"", soc, beneath);
    if (t->spy && !t->trace && (t->soc == NULL || strcmp(soc, t->soc) != 0)) {
        char what[160];
        snprintf(what, sizeof what, "a runtime that answers as %s", soc);
        aclcts_not_observable(t, what); /* the build asks no runtime which SoC it runs on */
    }
    if (t->spy) {
        t->spy->set_soc(soc);
        t->soc = soc;
    }
}

/* A runtime beneath (--lower) answers as its own SoC and cannot be told to
 * answer as the default one. Where the spy's preset for that SoC answers as
 * the default SoC's (e.g. Ascend910_9391: the same runtime config as
 * Ascend910B1), the case runs; otherwise its expected answers cannot hold
 * (e.g. rtEventWorkModeSet and rtRegKernelLaunchFillFunc answer 207000 on a
 * SoC without RT_FEATURE_TASK_VALUE_WAIT or RT_FEATURE_KERNEL_REGISTER_CALLBACK:
 * src/runtime/api/api_c_standard_soc.cc) and the case is skipped naming both
 * SoCs, as aclcts_use_soc does. */
static void skip_unless_beneath_answers_as_default(aclcts_t *t)
{
    char beneath[128];
    if (aclcts_lower_soc(t, beneath, sizeof beneath) == NULL || strcmp(beneath, ACLCTS_SB_DEFAULT_SOC) == 0) return;
    int (*as_default)(const char *) = t->spy->rt_soc_answers_as_default; /* a runtime beneath: the spy is loaded */
    if (as_default == NULL || !as_default(beneath))
        aclcts_skip(t, "expects the answers of the default SoC's runtime (%s); the runtime beneath reports \"%s\"",
                    ACLCTS_SB_DEFAULT_SOC, beneath);
}

void aclcts_default_soc(aclcts_t *t)
{
    if (!soc_chosen) skip_unless_beneath_answers_as_default(t);
    if (!soc_chosen && t->spy) {
        t->spy->set_soc(ACLCTS_SB_DEFAULT_SOC);
        t->soc = ACLCTS_SB_DEFAULT_SOC;
    }
}

void *aclcts_spy_symbol(aclcts_t *t, const char *name)
{
    if (!t->spy) aclcts_skip(t, "needs the southbound spy (running with --southbound system)");
    if (!t->trace) aclcts_not_observable(t, name); /* a lower layer's state or control: this build has none */
    void *fn = dlsym(RTLD_DEFAULT, name);
    if (!fn) aclcts_skip(t, "the spy does not export %s", name);
    return fn;
}

size_t aclcts_calls(aclcts_t *t, const char *fn, size_t from)
{
    if (t->spy && !t->trace) {
        t->unobserved++; /* the check this count goes into checks nothing (check.c) */
        t->unobserved_pending = 1;
        return 0;
    }
    aclcts_require_trace(t);
    return t->spy->calls_to(fn, from);
}

/* Paths live until the case's process ends; they stay linked here so that
 * memcheck sees them as reachable, not lost. */
typedef struct case_path {
    struct case_path *next;
    char text[];
} case_path;

static case_path *case_paths;

const char *aclcts_path(aclcts_t *t, const char *name)
{
    size_t n = strlen(t->workdir) + strlen(name) + 2;
    case_path *p = malloc(sizeof *p + n);
    if (!p) abort();
    snprintf(p->text, n, "%s/%s", t->workdir, name);
    p->next = case_paths;
    case_paths = p;
    return p->text;
}

const char *aclcts_file_bytes(aclcts_t *t, const char *name, const void *data, size_t len)
{
    const char *path = aclcts_path(t, name);
    int fd = open(path, O_WRONLY | O_CREAT | O_TRUNC, 0644);
    const char *p = data;
    size_t done = 0;
    while (fd >= 0 && done < len) {
        ssize_t w = write(fd, p + done, len - done);
        if (w <= 0) break;
        done += (size_t)w;
    }
    if (fd < 0 || done != len || close(fd) != 0) aclcts_skip(t, "cannot write the case's file %s (disk full?)", path);
    aclcts_inputs_note_file(name, data, len);
    return path;
}

const char *aclcts_file(aclcts_t *t, const char *name, const char *text)
{
    return aclcts_file_bytes(t, name, text, strlen(text));
}

void aclcts_need_rt_chain(aclcts_t *t)
{
    static const char *const names[ACLCTS_ACL_COUNT] = {
#define ACLCTS_ACL_FN(NAME, RET, PARAMS, PROFILES) [ACLCTS_ACL_##NAME] = #NAME,
#include "acl/acl_functions.def"
    };
    /* A build with none of the chain names its entry; a build with part of it
     * (the C layer of ipv350, src/acl/aclrt_c/runtime/) runs the cases, and a
     * function a case calls that it lacks ends that case through its stand-in
     * as a skip naming the function. */
    for (size_t k = ACLCTS_ACL_aclrtSetDevice; k <= ACLCTS_ACL_aclrtSynchronizeEvent; k++)
        if (t->exported[k]) return;
    aclcts_skip(t, "the target does not export %s", names[ACLCTS_ACL_aclrtSetDevice]);
}
