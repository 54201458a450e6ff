/* Shared by the config-key families: DEV (defaultDevice), STACK (StackSize),
 * FIFO (printf FIFO sizes), EVT (acl_graph.event_mode), PROF (profiler) and
 * the DUMP hand-off. It builds the southbound traces a product-conforming
 * aclInit makes for one config file, so each case states only what its key
 * step adds ("keys"), and it runs the usual "write config, init, compare"
 * sequence.
 *
 * Trace of a fresh aclInit("<path>") of a non-empty file without err_msg_mode
 * :
 *   error_message::ErrMgrInit(0)=0
 *   DlogReportInitialize()=0
 *   AdxDataDumpServerInit()=0
 *   Adx::AdumpSetDumpConfig("<path>",<size>)=0
 *   <key steps: StackSize 1,2,3; default device; FIFO 4,5; event mode>
 *   MsprofRegisterCallback(48,ptr)=0
 *   MsprofInit(255,NULL,0)=0                      (no `profiler` key)
 *   rtGetSocVersion(ptr,128)=0                    (first success in the process)
 *   rtRegKernelLaunchFillFunc("g_opSystemRunCfg",ptr)=0
 * A failing key step ends the trace at its own line. */
#ifndef ACLCTS_DEV_COMMON_H_
#define ACLCTS_DEV_COMMON_H_

/* setenv/unsetenv/chdir under plain C11. */
#ifndef _POSIX_C_SOURCE
#define _POSIX_C_SOURCE 200809L
#endif

#include <stdarg.h>
#include <stdio.h>
#include <stdlib.h>
#include <string.h>

#include "aclcts/case.h"
#include "init_common.h"
#include "trace_lines.h"
/* On a SoC without RT_FEATURE_KERNEL_REGISTER_CALLBACK (src/runtime/config/
 * mini_v3 and cloud dev_info_reg.cc) the runtime refuses the fill function
 * with 207000, which aclInit tolerates (INIT009). */
#define DEV_TAIL_NO_FILL TR_PROF_INIT TR_SOC "rtRegKernelLaunchFillFunc(\"g_opSystemRunCfg\",ptr)=207000\n"

/* Keeps a buffer reachable until the case's process ends, so the helpers'
 * results can be used inline and memory checkers see no leak. */
#define DEV_KEPT_MAX 1024 /* a case builds a few dozen texts at most */
static inline void *dev_keep(void *p)
{
    static void *kept[DEV_KEPT_MAX] __attribute__((used)); /* read by nobody, seen by leak checkers */
    static size_t n;
    if (!p)
        abort();
    if (n < DEV_KEPT_MAX)
        kept[n++] = p;
    return p;
}

/* printf into a fresh buffer that lives until the case's process ends. */
static inline char *dev_fmt(const char *fmt, ...) __attribute__((format(printf, 1, 2)));
static inline char *dev_fmt(const char *fmt, ...)
{
    va_list ap;
    va_start(ap, fmt);
    int n = vsnprintf(NULL, 0, fmt, ap);
    va_end(ap);
    char *s = dev_keep(malloc((size_t)n + 1));
    va_start(ap, fmt);
    vsnprintf(s, (size_t)n + 1, fmt, ap);
    va_end(ap);
    return s;
}

/* A C string as the spy prints it: a JSON string literal (init_common.h's
 * builder, which every expected trace uses). */
static inline char *dev_quote(const char *s)
{
    init_text b = {0};
    init_add_quoted(&b, s);
    return dev_fmt("%s", b.s);
}

/* The lines before the key steps of aclInit(path) for a file of `size`
 * bytes: logging, then the dump hand-off with the path as given (DUMP001),
 * as init_common.h's trace builder writes them. */
static inline char *dev_head(const char *path, size_t size)
{
    init_text b = {0};
    init_trace_head(&b, 0);
    init_trace_dump(&b, path, size);
    return dev_fmt("%s", b.s);
}

/* The whole expected trace: head, key steps, and the tail when init gets
 * past the key steps (code 0). */
static inline int dev_soc_has_fill_func(const char *soc)
{
    return !soc || (strcmp(soc, "Ascend310B1") != 0 && strcmp(soc, "Ascend910") != 0);
}

static const char *dev_tail_soc; /* the SoC the case runs on (dev_config) */

static inline char *dev_trace(const char *path, size_t size, const char *keys, aclError code)
{
    const char *tail = dev_soc_has_fill_func(dev_tail_soc) ? TR_INIT_TAIL : DEV_TAIL_NO_FILL;
    return dev_fmt("%s%s%s", dev_head(path, size), keys, code == ACL_SUCCESS ? tail : "");
}

/* The product reads these at aclInit; the cases fix them so the runner's
 * environment cannot change the expected trace. */
static inline void dev_clean_env(void)
{
    unsetenv("PROFILER_SAMPLECONFIG");
    unsetenv("AUTO_USE_UC_MEMORY");
}

/* Writes `json` as the case's config file and returns its path. The expected
 * traces of these cases carry the default SoC's runtime answers (SIMT limit
 * types unsupported, FIFO ranges), so the case pins that SoC. */
static inline const char *dev_config(aclcts_t *t, const char *json)
{
    dev_clean_env();
    aclcts_default_soc(t);
    dev_tail_soc = t->spy ? t->spy->soc() : NULL;
    return aclcts_file(t, "acl.json", json);
}

/* The core check of a config case: a fresh aclInit of `json` returns `code`
 * and, when the spy trace is available (always for ACLCTS_TRACE cases), makes
 * exactly the expected southbound calls, `keys` being the key-step lines. */
#define dev_expect_init(t, ...) ACLCTS_HELPER(dev_expect_init_, t, __VA_ARGS__)
static inline void dev_expect_init_(aclcts_t *t, const char *rule, const char *json, aclError code, const char *keys)
{
    const char *path = dev_config(t, json);
    size_t m = aclcts_mark(t);
    CHECK_CODE_FOR(t, rule, t->acl->aclInit(path), code);
    if (t->trace || (t->c->flags & ACLCTS_TRACE))
        CHECK_TRACE_FOR(t, rule, m, dev_trace(path, strlen(json), keys, code));
}

/* One fault row: aclInit of `json` while `symbol` fails with `fail` on its
 * `nth` call (0: every call) returns `code` with exactly the key-step lines
 * `keys`. */
typedef struct dev_fault {
    const char *json;
    const char *symbol;
    int fail;
    unsigned nth;
    aclError code;
    const char *keys;
} dev_fault;
#define dev_expect_init_fault(t, ...) ACLCTS_HELPER(dev_expect_init_fault_, t, __VA_ARGS__)
static inline void dev_expect_init_fault_(aclcts_t *t, const char *rule, dev_fault f)
{
    const char *path = dev_config(t, f.json);
    aclcts_fail(t, f.symbol, f.fail, f.nth);
    size_t m = aclcts_mark(t);
    CHECK_CODE_FOR(t, rule, t->acl->aclInit(path), f.code);
    CHECK_TRACE_FOR(t, rule, m, dev_trace(path, strlen(f.json), f.keys, f.code));
}

/* A key step that returns its runtime call's code (DEV005, EVT003): aclInit of
 * `json` while `symbol` answers `code` on every call returns `code` unchanged
 * and the trace ends at that call, `call` being its trace line without the
 * answer ("rtEventWorkModeSet(1)"). */
#define dev_expect_code_returned(t, ...) ACLCTS_HELPER(dev_expect_code_returned_, t, __VA_ARGS__)
static inline void dev_expect_code_returned_(aclcts_t *t, const char *rule, const char *json, const char *symbol,
                                            const char *call, aclError code)
{
    dev_expect_init_fault(t, rule, (dev_fault){.json = json, .symbol = symbol, .fail = code, .nth = 0, .code = code,
                                             .keys = dev_fmt("%s=%d\n", call, (int)code)});
}

/* The first `n` trace lines from call index `from` (fewer if the trace is
 * shorter), for checks that own only the start of a trace. */
static inline char *dev_trace_lines(aclcts_t *t, size_t from, unsigned n)
{
    aclcts_require_trace(t);
    size_t need = t->spy->trace_text(from, NULL, 0);
    char *all = dev_keep(malloc(need + 1));
    t->spy->trace_text(from, all, need + 1);
    char *p = all;
    for (unsigned i = 0; i < n && *p; i++) {
        char *nl = strchr(p, '\n');
        p = nl ? nl + 1 : p + strlen(p);
    }
    *p = '\0';
    return all;
}

/* Config cases: one named test per row of a family's table. DEV_CASE needs the
 * trace; DEV_CODE_CASE checks the code on any southbound and the trace when the
 * spy is there (for rejections, which do not depend on the lower layers). */
#define DEV_CASE(RULE, NAME, RULES, JSON, CODE, KEYS)                  \
    ACLCTS_TEST(RULE, NAME, RULES, ACLCTS_PRODUCT | ACLCTS_TRACE)     \
    {                                                                 \
        dev_expect_init(t, #RULE, JSON, CODE, KEYS);                   \
    }
#define DEV_CODE_CASE(RULE, NAME, RULES, JSON, CODE, KEYS)             \
    ACLCTS_TEST(RULE, NAME, RULES, ACLCTS_PRODUCT)                    \
    {                                                                 \
        dev_expect_init(t, #RULE, JSON, CODE, KEYS);                   \
    }
/* A config case with a failing lower-layer call, its row in designated
 * initialisers of dev_fault: DEV_FAULT_CASE(RULE, Name, "RULES", .json = ...,
 * .symbol = "rtDeviceSetLimit", .fail = ACL_ERROR_RT_PARAM_INVALID, .nth = 1,
 * .code = ACL_SUCCESS, .keys = "..."). */
#define DEV_FAULT_CASE(RULE, NAME, RULES, ...)                              \
    ACLCTS_TEST(RULE, NAME, RULES, ACLCTS_PRODUCT | ACLCTS_TRACE)          \
    {                                                                      \
        dev_expect_init_fault(t, #RULE, (dev_fault){__VA_ARGS__});           \
    }

/* One row of dev_expect_code_returned: the code `symbol` answers is what aclInit returns. */
#define DEV_RETURNED_CASE(RULE, NAME, RULES, JSON, SYMBOL, CALL, CODE)   \
    ACLCTS_TEST(RULE, NAME, RULES, ACLCTS_PRODUCT | ACLCTS_TRACE)       \
    {                                                                   \
        dev_expect_code_returned(t, #RULE, JSON, SYMBOL, CALL, CODE);    \
    }

#endif /* ACLCTS_DEV_COMMON_H_ */
