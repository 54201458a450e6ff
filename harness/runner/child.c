/* The child side of a test: load the spy and the target, run one case,
 * report over the channel, _exit. Runs in a process of its own (fork, or the
 * hidden "aclcts __child" command under valgrind). */
#define _GNU_SOURCE
#include <dlfcn.h>
#include <signal.h>
#include <stdio.h>
#include <stdlib.h>
#include <string.h>
#include <sys/stat.h>
#include <unistd.h>

#include "runner.h"

const char *const aclcts_acl_names[8] = {
    "aclInit", "aclFinalize", "aclFinalizeReference", "aclGetRecentErrMsg",
    "aclInitCallbackRegister", "aclInitCallbackUnRegister",
    "aclFinalizeCallbackRegister", "aclFinalizeCallbackUnRegister",
};

/* The device/context/stream/event chain: optional, never reported missing. */
const char *const aclcts_rt_chain_names[ACLCTS_RT_CHAIN_COUNT] = {
    "aclrtSetDevice", "aclrtResetDevice", "aclrtResetDeviceForce", "aclrtGetDevice",
    "aclrtGetDeviceCount", "aclrtGetRunMode", "aclrtSynchronizeDevice", "aclrtCreateContext",
    "aclrtDestroyContext", "aclrtSetCurrentContext", "aclrtGetCurrentContext", "aclrtCreateStream",
    "aclrtDestroyStream", "aclrtSynchronizeStream", "aclrtCreateEvent", "aclrtDestroyEvent",
    "aclrtRecordEvent", "aclrtSynchronizeEvent",
};

static void phase(int rfd, const char *what) { aclcts_report(rfd, ACLCTS_REC_PHASE, what, strlen(what)); }

static void fail_load(int rfd, const char *what, const char *err)
{
    char *msg = aclcts_printf("%s: %s", what, err != NULL ? err : "unknown error");
    aclcts_report(rfd, ACLCTS_REC_TEXT, msg, strlen(msg));
    free(msg);
}

static void *g_target; /* the loaded target, for the coverage flush */

/* dlsym into a function pointer without the object/function pointer warning. */
#define RESOLVE(h, dst, name) do { void *p_ = dlsym((h), (name)); memcpy(&(dst), &p_, sizeof p_); } while (0)

static void resolve_acl(void *h, aclcts_acl *acl)
{
    memset(acl, 0, sizeof *acl);
    RESOLVE(h, acl->aclInit, aclcts_acl_names[0]);
    RESOLVE(h, acl->aclFinalize, aclcts_acl_names[1]);
    RESOLVE(h, acl->aclFinalizeReference, aclcts_acl_names[2]);
    RESOLVE(h, acl->aclGetRecentErrMsg, aclcts_acl_names[3]);
    RESOLVE(h, acl->aclInitCallbackRegister, aclcts_acl_names[4]);
    RESOLVE(h, acl->aclInitCallbackUnRegister, aclcts_acl_names[5]);
    RESOLVE(h, acl->aclFinalizeCallbackRegister, aclcts_acl_names[6]);
    RESOLVE(h, acl->aclFinalizeCallbackUnRegister, aclcts_acl_names[7]);
    RESOLVE(h, acl->aclrtSetDevice, aclcts_rt_chain_names[0]);
    RESOLVE(h, acl->aclrtResetDevice, aclcts_rt_chain_names[1]);
    RESOLVE(h, acl->aclrtResetDeviceForce, aclcts_rt_chain_names[2]);
    RESOLVE(h, acl->aclrtGetDevice, aclcts_rt_chain_names[3]);
    RESOLVE(h, acl->aclrtGetDeviceCount, aclcts_rt_chain_names[4]);
    RESOLVE(h, acl->aclrtGetRunMode, aclcts_rt_chain_names[5]);
    RESOLVE(h, acl->aclrtSynchronizeDevice, aclcts_rt_chain_names[6]);
    RESOLVE(h, acl->aclrtCreateContext, aclcts_rt_chain_names[7]);
    RESOLVE(h, acl->aclrtDestroyContext, aclcts_rt_chain_names[8]);
    RESOLVE(h, acl->aclrtSetCurrentContext, aclcts_rt_chain_names[9]);
    RESOLVE(h, acl->aclrtGetCurrentContext, aclcts_rt_chain_names[10]);
    RESOLVE(h, acl->aclrtCreateStream, aclcts_rt_chain_names[11]);
    RESOLVE(h, acl->aclrtDestroyStream, aclcts_rt_chain_names[12]);
    RESOLVE(h, acl->aclrtSynchronizeStream, aclcts_rt_chain_names[13]);
    RESOLVE(h, acl->aclrtCreateEvent, aclcts_rt_chain_names[14]);
    RESOLVE(h, acl->aclrtDestroyEvent, aclcts_rt_chain_names[15]);
    RESOLVE(h, acl->aclrtRecordEvent, aclcts_rt_chain_names[16]);
    RESOLVE(h, acl->aclrtSynchronizeEvent, aclcts_rt_chain_names[17]);
}

/* Returns 0 when the spy exports its whole control API. */
static int resolve_spy(void *h, aclcts_spy *s)
{
    memset(s, 0, sizeof *s);
    RESOLVE(h, s->reset, "aclcts_sb_reset");
    RESOLVE(h, s->count, "aclcts_sb_count");
    RESOLVE(h, s->call_at, "aclcts_sb_call_at");
    RESOLVE(h, s->trace_text, "aclcts_sb_trace_text");
    RESOLVE(h, s->calls_to, "aclcts_sb_calls_to");
    RESOLVE(h, s->fail, "aclcts_sb_fail");
    RESOLVE(h, s->fail_spec, "aclcts_sb_fail_spec");
    RESOLVE(h, s->set_soc, "aclcts_sb_set_soc");
    RESOLVE(h, s->soc, "aclcts_sb_soc");
    RESOLVE(h, s->set_dev_msg, "aclcts_sb_set_dev_msg");
    RESOLVE(h, s->add_fault_event, "aclcts_sb_add_fault_event");
    RESOLVE(h, s->last_dump_data, "aclcts_sb_last_dump_data");
    RESOLVE(h, s->last_msprof_text, "aclcts_sb_last_msprof_text");
    return s->reset && s->count && s->call_at && s->trace_text && s->calls_to && s->fail && s->fail_spec &&
                   s->set_soc && s->soc
               ? 0
               : -1;
}

static void child_env(const aclcts_child_cfg *cfg)
{
    setenv("ACLCTS_SB_SOC", cfg->soc, 1);
    setenv("ACLREF_PROFILE", cfg->profile, 1); /* the reference selects its profile from it */
    if (cfg->faults != NULL && cfg->faults[0] != '\0')
        setenv("ACLCTS_SB_FAULTS", cfg->faults, 1);
    else
        unsetenv("ACLCTS_SB_FAULTS");
}

/* A crash in the target must end the child by its signal, so that the parent
 * can name it; handlers the runner inherited (a sanitizer's, for one) would
 * turn it into an ordinary exit. */
static void default_crash_signals(void)
{
    static const int crash_signals[] = {SIGSEGV, SIGBUS, SIGFPE, SIGILL, SIGABRT, SIGTRAP};
    for (size_t i = 0; i < sizeof crash_signals / sizeof crash_signals[0]; i++)
        signal(crash_signals[i], SIG_DFL);
}

void *aclcts_child_load(const aclcts_child_cfg *cfg, aclcts_acl *acl, aclcts_spy *spy, int *have_spy,
                        void **spy_handle, int rfd)
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
        if (resolve_spy(s, spy) != 0) {
            fail_load(rfd, "the southbound spy lacks its control API", cfg->spy);
            return NULL;
        }
        *have_spy = 1;
        *spy_handle = s;
    }
    phase(rfd, "loading the target");
    void *h = dlopen(cfg->lib, RTLD_LAZY | RTLD_LOCAL);
    if (h == NULL) {
        fail_load(rfd, "cannot load the target", dlerror());
        return NULL;
    }
    g_target = h;
    resolve_acl(h, acl);
    return h;
}

#ifdef ACLCTS_COVERAGE
/* Coverage builds: _exit skips gcov's dump at exit, so a child would lose the
 * counters of the target it ran. A gcov-instrumented target exports
 * __gcov_dump (ref/CMakeLists.txt, coverage builds only): call it first. */
static void flush_coverage(void)
{
    void (*dump)(void) = NULL;
    RESOLVE(g_target != NULL ? g_target : RTLD_DEFAULT, dump, "__gcov_dump");
    if (dump != NULL)
        dump();
}
#else
static void flush_coverage(void) {}
#endif

void aclcts_child_exit(int rfd, int code)
{
    (void)rfd;
    fflush(NULL); /* what the target printed belongs in the capture */
    flush_coverage();
    _exit(code);
}

/* The verdict of a case that ran to its end or jumped out. */
static aclcts_status verdict(aclcts_t *t)
{
    if (t->skipped)
        return ACLCTS_SKIP;
    if (t->failures > 0)
        return ACLCTS_FAIL;
    if (t->checks == 0) {
        if (t->message[0] == '\0')
            snprintf(t->message, sizeof t->message, "the case asserted nothing");
        return ACLCTS_FAIL; /* a test that checks nothing proves nothing */
    }
    return ACLCTS_PASS;
}

void aclcts_child_case(const aclcts_child_cfg *cfg, const aclcts_case *c, int rfd)
{
    static aclcts_acl acl;
    static aclcts_spy spy;
    static aclcts_t t;
    static jmp_buf escape;
    int have_spy;
    void *spy_handle;
    if (aclcts_child_load(cfg, &acl, &spy, &have_spy, &spy_handle, rfd) == NULL)
        aclcts_child_exit(rfd, 3);
    memset(&t, 0, sizeof t);
    t.acl = &acl;
    t.spy = have_spy ? &spy : NULL;
    t.trace = have_spy && cfg->trace;
    t.profile = cfg->profile;
    t.soc = cfg->soc;
    t.workdir = cfg->workdir;
    t.libpath = cfg->lib;
    t.c = c;
    t.escape = &escape;
    phase(rfd, "running the case");
    if (setjmp(escape) == 0)
        c->fn(&t);
    aclcts_status st = verdict(&t);
    /* The target may have closed or reused our descriptor: then say so by exit code. */
    struct stat sb;
    if (fstat(rfd, &sb) != 0 || !S_ISFIFO(sb.st_mode) ||
        aclcts_report_result(rfd, st, t.checks, t.failures, t.message) != 0)
        aclcts_child_exit(rfd, ACLCTS_EXIT_REPORT_LOST);
    aclcts_child_exit(rfd, 0);
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
        if (strcmp(full, o->case_name) != 0)
            continue;
        aclcts_child_cfg cfg = {o->lib, o->use_spy ? o->spy : NULL, o->profile, o->soc, NULL, o->trace,
                                o->workdir ? o->workdir : "."};
        aclcts_child_case(&cfg, cases[i], o->report_fd);
    }
    fprintf(stderr, "aclcts __child: no test named '%s'\n", o->case_name);
    return ACLCTS_EXIT_USAGE;
}
