/* The child side of a test: load the spy and the target, run one case,
 * report over the channel, _exit. Runs in a process of its own (fork, or the
 * hidden "aclcts __child" command under valgrind). */
#define _GNU_SOURCE
#include <dlfcn.h>
#include <signal.h>
#include <stdatomic.h>
#include <stdio.h>
#include <stdlib.h>
#include <string.h>
#include <sys/stat.h>
#include <unistd.h>

#include "aclcts/calls.h"
#include "crash.h"
#include "runner.h"

const char *const aclcts_acl_names[ACLCTS_ACL_COUNT] = {
#define ACLCTS_ACL_FN(NAME, RET, PARAMS, PROFILES) [ACLCTS_ACL_##NAME] = #NAME,
#include "acl/acl_functions.def"
};

const unsigned aclcts_acl_profiles[ACLCTS_ACL_COUNT] = {
#define ACLCTS_ACL_FN(NAME, RET, PARAMS, PROFILES) [ACLCTS_ACL_##NAME] = ACLCTS_##PROFILES,
#include "acl/acl_functions.def"
};

static void phase(int rfd, const char *what) { aclcts_report(rfd, ACLCTS_REC_PHASE, what, strlen(what)); }

static void fail_load(int rfd, const char *what, const char *err)
{
    char *msg = aclcts_printf("%s: %s", what, err != NULL ? err : "unknown error");
    aclcts_report(rfd, ACLCTS_REC_TEXT, msg, strlen(msg));
    free(msg);
}

static void *g_target; /* the loaded target, for its coverage counters */
static int g_bind_now; /* aclcts_child_bind_now */

void aclcts_child_bind_now(void) { g_bind_now = 1; }

/* dlsym into a function pointer without the object/function pointer warning. */
#define RESOLVE(h, dst, name)           \
    do {                                \
        void *p_ = dlsym((h), (name));  \
        memcpy(&(dst), &p_, sizeof p_); \
    } while (0)

static void resolve_acl(void *h, aclcts_acl *acl)
{
    memset(acl, 0, sizeof *acl);
#define ACLCTS_ACL_FN(NAME, RET, PARAMS, PROFILES) RESOLVE(h, acl->NAME, #NAME);
#include "acl/acl_functions.def"
}

static void child_env(const aclcts_child_cfg *cfg)
{
    setenv("ACLCTS_SB_SOC", cfg->soc, 1);
    if (cfg->faults != NULL && cfg->faults[0] != '\0') setenv("ACLCTS_SB_FAULTS", cfg->faults, 1);
    else unsetenv("ACLCTS_SB_FAULTS");
}

/* A crash in the target must end the child by its signal, so that the parent
 * can name it; handlers the runner inherited (a sanitizer's, for one) would
 * turn it into an ordinary exit. */
static void default_crash_signals(void)
{
    static const int crash_signals[] = {SIGSEGV, SIGBUS, SIGFPE, SIGILL, SIGABRT, SIGTRAP};
    for (size_t i = 0; i < sizeof crash_signals / sizeof crash_signals[0]; i++) signal(crash_signals[i], SIG_DFL);
}

void *aclcts_child_load(const aclcts_child_cfg *cfg, aclcts_acl *acl, aclcts_spy *spy, int *have_spy, void **spy_handle,
                        int rfd)
{
    child_env(cfg);
    default_crash_signals();
    *have_spy = 0;
    *spy_handle = NULL;
    if (cfg->spy != NULL) {
        phase(rfd, "loading the southbound spy");
        void *s = dlopen(cfg->spy, RTLD_NOW | RTLD_GLOBAL);
        if (s == NULL) {
            fail_load(rfd, "cannot load the southbound spy", dlerror());
            return NULL;
        }
        const char *missing = aclcts_spy_resolve(s, spy); /* the case API's one resolver */
        if (missing != NULL) {
            char *why = aclcts_printf("%s does not export %s", cfg->spy, missing);
            fail_load(rfd, "the southbound spy lacks its control API", why);
            free(why);
            return NULL;
        }
        /* --lower: the libraries beneath load with the spy (ACLCTS_LOWER). */
        const char *(*lower_error)(void) = spy->lower_error;
        const char *lower_list = getenv("ACLCTS_LOWER");
        if (lower_list != NULL && lower_list[0] != '\0' && (lower_error == NULL || lower_error() != NULL)) {
            fail_load(rfd, "cannot load the lower layers beneath the spy (--lower)",
                      lower_error != NULL ? lower_error() : "this spy takes none");
            return NULL;
        }
        *have_spy = 1;
        *spy_handle = s;
    }
    phase(rfd, "loading the target");
    /* A fork-server worker binds what it can once, before its first fork: the
     * lazy binder would look each import up again in every test's child. A
     * target with an import nothing provides loads lazily, as it always does,
     * so that a call to it fails where it is made (a failed RTLD_NOW load runs
     * nothing of the target and leaves nothing loaded). */
    void *h = g_bind_now ? dlopen(cfg->lib, RTLD_NOW | RTLD_LOCAL) : NULL;
    if (h == NULL && g_bind_now) (void)dlerror(); /* that attempt's error is no one's */
    if (h == NULL) h = dlopen(cfg->lib, RTLD_LAZY | RTLD_LOCAL);
    if (h == NULL) {
        fail_load(rfd, "cannot load the target", dlerror());
        return NULL;
    }
    g_target = h;
    resolve_acl(h, acl);
    return h;
}

void aclcts_child_exit(int rfd, int code)
{
    (void)rfd;
    fflush(NULL);                          /* what the target printed belongs in the capture */
    aclcts_tcov_child_end(g_target, code); /* gcov counters of the target (target_coverage.c) */
    _exit(code);
}

/* The verdict of a case that ran to its end or jumped out. */
static aclcts_status verdict(aclcts_t *t)
{
    if (t->skipped) return ACLCTS_SKIP;
    if (t->failures > 0) return ACLCTS_FAIL;
    if (t->checks == 0) {
        if (t->message[0] == '\0') snprintf(t->message, sizeof t->message, "the case asserted nothing");
        return ACLCTS_FAIL; /* a test that checks nothing proves nothing */
    }
    if (t->unobserved > 0 && t->message[0] == '\0')
        snprintf(t->message, sizeof t->message, "pass, %u check(s) of the lower layers not observable on this build",
                 t->unobserved);
    return ACLCTS_PASS;
}

/* ---- the end of a case ----
 * A case ends once: at its end, or earlier when it calls a function the
 * target does not export, from whichever thread made that call. */

static aclcts_t *g_case;    /* the running case */
static int g_case_rfd = -1; /* its report channel */
static atomic_int g_case_ending;

int aclcts_child_try_end(void) { return atomic_exchange(&g_case_ending, 1) == 0; }

/* Only the first thread to end the case reports; any other waits for the end. */
static void claim_the_end(void)
{
    if (atomic_exchange(&g_case_ending, 1) != 0)
        for (;;) pause(); /* another thread is reporting and will end the process */
}

static void __attribute__((noreturn)) report_and_exit(aclcts_t *t, int rfd)
{
    aclcts_inputs_append(t); /* a failing case's message ends with what it was given */
    aclcts_status st = verdict(t);
    /* The target may have closed or reused our descriptor: then say so by exit code. */
    struct stat sb;
    if (fstat(rfd, &sb) != 0 || !S_ISFIFO(sb.st_mode) ||
        aclcts_report_result(rfd, st, t->checks, t->failures, t->message) != 0)
        aclcts_child_exit(rfd, ACLCTS_EXIT_REPORT_LOST);
    aclcts_child_exit(rfd, ACLCTS_CHILD_OK);
}

static void __attribute__((noreturn)) end_case(aclcts_t *t, int rfd)
{
    claim_the_end();
    report_and_exit(t, rfd);
}

/* A case called a function the target does not export: nothing of the target
 * is called, the case ends here as a skip naming the function (or as the
 * failure it already had, which the target earned). Safe from any thread and
 * from inside the target's own frames: the process reports and ends. */
static void __attribute__((noreturn)) missing_called(size_t fn)
{
    aclcts_t *t = g_case;
    claim_the_end(); /* before the message: threads that need it at once write it once */
    size_t n = strlen(t->message);
    if (t->failures > 0)
        snprintf(t->message + n, sizeof t->message - n, "%sthen the case needed %s, which the target does not export",
                 n ? "; " : "", aclcts_acl_names[fn]);
    else snprintf(t->message, sizeof t->message, "the target does not export %s", aclcts_acl_names[fn]);
    t->skipped = t->failures == 0;
    report_and_exit(t, g_case_rfd);
}

/* One stand-in per function of the list, with its exact signature. */
#pragma GCC diagnostic push
#pragma GCC diagnostic ignored "-Wunused-parameter"
#define ACLCTS_ACL_FN(NAME, RET, PARAMS, PROFILES) \
    static RET missing_##NAME PARAMS { missing_called(ACLCTS_ACL_##NAME); }
#include "acl/acl_functions.def"
#pragma GCC diagnostic pop

/* Every member the target left NULL gets its stand-in: a case can never call
 * through a null pointer, whatever it forgets to check. */
static void install_stand_ins(aclcts_acl *acl, unsigned char *exported)
{
#define ACLCTS_ACL_FN(NAME, RET, PARAMS, PROFILES)   \
    exported[ACLCTS_ACL_##NAME] = acl->NAME != NULL; \
    if (acl->NAME == NULL) acl->NAME = missing_##NAME;
#include "acl/acl_functions.def"
}

void aclcts_child_load_or_end(const aclcts_child_cfg *cfg, aclcts_child_target *l, int rfd)
{
    l->target = aclcts_child_load(cfg, &l->acl, &l->spy, &l->have_spy, &l->spy_handle, rfd);
    if (l->target == NULL) aclcts_child_exit(rfd, ACLCTS_CHILD_LOAD_FAILED);
}

void aclcts_child_case(const aclcts_child_cfg *cfg, const aclcts_case *c, int rfd)
{
    static aclcts_child_target l;
    aclcts_child_load_or_end(cfg, &l, rfd);
    aclcts_child_run(cfg, c, &l.acl, l.have_spy ? &l.spy : NULL, rfd);
}

/* ---- the spy as a case sees it on a target that does not call the lower
 * layers: reading what the spy recorded or kept, or planting an answer in
 * it, ends the case as not observable (aclcts_not_observable); its counters
 * read 0 and the rest does nothing. The case's own thread calls these. ---- */

static const aclcts_spy *g_real_spy;

static void blind(const char *what) { aclcts_not_observable(g_case, what); }

static void blind_reset(void) {}
static size_t blind_count(void) { return 0; }
static const aclcts_sb_call *blind_call_at(size_t i)
{
    (void)i;
    blind("the southbound trace");
    return NULL;
}
static size_t blind_trace_text(size_t from, char *buf, size_t cap)
{
    (void)from, (void)buf, (void)cap;
    blind("the southbound trace");
    return 0;
}
static size_t blind_calls_to(const char *fn, size_t from)
{
    (void)fn, (void)from;
    blind("the southbound trace");
    return 0;
}
static int blind_fail(const char *symbol, int code, unsigned nth)
{
    (void)code, (void)nth;
    aclcts_skip(g_case, "injects a failure of %s: " ACLCTS_NO_LOWER_LAYERS ", nothing to inject into", symbol);
}
static int blind_fail_spec(const char *spec) { return blind_fail(spec, 0, 0); }
static void blind_set_soc(const char *name) { (void)name; }
static const char *blind_soc(void) { return g_real_spy->soc(); }
static void blind_set_dev_msg(const char *msg)
{
    (void)msg;
    blind("a device message from the runtime");
}
static int blind_add_fault_event(uint32_t id, const char *name)
{
    (void)id, (void)name;
    blind("a fault event from the runtime");
    return 0;
}
static const char *blind_last_dump_data(size_t *size)
{
    (void)size;
    blind("what the dump layer was handed");
    return NULL;
}
static const char *blind_last_msprof_text(void)
{
    blind("what msprof was handed");
    return NULL;
}

static void *blind_last_fill_func(void)
{
    blind("the fill function the runtime was handed");
    return NULL;
}

/* The real spy with what records or plants replaced; the other members stay
 * the spy's own (lower_of, code_producible, ...), and a case reaching a
 * model's state through ACLCTS_SPY ends as not observable before it calls one. */
static const aclcts_spy *blind_spy(const aclcts_spy *real)
{
    static aclcts_spy blind;
    blind = *real;
    blind.reset = blind_reset;
    blind.count = blind_count;
    blind.call_at = blind_call_at;
    blind.trace_text = blind_trace_text;
    blind.calls_to = blind_calls_to;
    blind.fail = blind_fail;
    blind.fail_spec = blind_fail_spec;
    blind.set_soc = blind_set_soc;
    blind.soc = blind_soc;
    blind.set_dev_msg = blind_set_dev_msg;
    blind.add_fault_event = blind_add_fault_event;
    blind.last_dump_data = blind_last_dump_data;
    blind.last_msprof_text = blind_last_msprof_text;
    blind.last_fill_func = blind_last_fill_func;
    return &blind;
}

/* The tables a case is handed, made from the loaded target's once per
 * process: a fork-server worker makes them before its first fork. */
static struct {
    const aclcts_acl *from;
    aclcts_acl acl, observed;
    unsigned char exported[ACLCTS_ACL_COUNT];
} g_tables;

void aclcts_child_prepare(const aclcts_acl *loaded)
{
    if (g_tables.from == loaded) return;
    g_tables.acl = *loaded;
    install_stand_ins(&g_tables.acl, g_tables.exported);
    aclcts_acl_observe(&g_tables.observed,
                       &g_tables.acl); /* each call recorded as made: failures and crashes name it */
    g_tables.from = loaded;
}

void aclcts_child_run(const aclcts_child_cfg *cfg, const aclcts_case *c, aclcts_acl *loaded, aclcts_spy *spy, int rfd)
{
    static aclcts_t t;
    static jmp_buf escape;
    memset(&t, 0, sizeof t);
    aclcts_child_prepare(loaded);
    memcpy(t.exported, g_tables.exported, sizeof t.exported);
    t.acl = &g_tables.observed;
    t.trace = spy != NULL && cfg->trace;
    g_real_spy = spy;
    t.spy = spy != NULL && !t.trace ? blind_spy(spy) : spy;
    t.profile = cfg->profile;
    t.soc = cfg->soc;
    t.workdir = cfg->workdir;
    t.libpath = cfg->lib;
    t.c = c;
    t.escape = &escape;
    g_case = &t;
    g_case_rfd = rfd;
    phase(rfd, "running the case");
    aclcts_inputs_begin(&t);
    aclcts_crash_handler_install(rfd);
    if (setjmp(escape) == 0) c->fn(&t);
    end_case(&t, rfd);
}

/* "aclcts __child --lib L --case SUITE.Name ...": one case in this process,
 * reporting on --report-fd. Used under valgrind and for reproducing. */
int aclcts_cmd_child(const aclcts_opts *o)
{
    if (o->lib == NULL || o->case_name == NULL) {
        fprintf(stderr, "aclcts __child: needs --lib and --case\n");
        return ACLCTS_EXIT_USAGE;
    }
    size_t n = 0;
    const aclcts_case *const *cases = aclcts_cases(&n);
    for (size_t i = 0; i < n; i++) {
        char full[512];
        snprintf(full, sizeof full, "%s.%s", cases[i]->suite, cases[i]->name);
        if (strcmp(full, o->case_name) != 0) continue;
        aclcts_child_cfg cfg = {o->lib,   o->use_spy ? o->spy : NULL,   o->profile, o->soc, NULL,
                                o->trace, o->workdir ? o->workdir : "."};
        aclcts_child_case(&cfg, cases[i], o->report_fd);
    }
    fprintf(stderr, "aclcts __child: no test named '%s'\n", o->case_name);
    return ACLCTS_EXIT_USAGE;
}
