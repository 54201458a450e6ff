/* The conformance case API: how a test case is written.
 *
 * A case is a C function that drives the target only through the function
 * pointers in t->acl (resolved by the runner from the library under test) and
 * observes the lower layers only through t->spy. It never sees ref/ internals.
 *
 *   ACLCTS_TEST(INIT001, RepeatInitReturnsRepeatInitialize, "INIT001 STATE002", ACLCTS_PRODUCT) {
 *       CHECK_CODE(t, t->acl->aclInit(NULL), ACL_SUCCESS);
 *       CHECK_CODE(t, t->acl->aclInit(NULL), ACL_ERROR_REPEAT_INITIALIZE);
 *   }
 *
 * The test's name is "<RULE>.<Name>"; the rules string lists every rule the
 * test checks, the main one first. Each case runs in a fresh process, so the
 * target's process-wide state starts FRESH. Cases register themselves in a
 * linker section: defining one is listing it.
 */
#ifndef ACLCTS_CASE_H_
#define ACLCTS_CASE_H_

#include <setjmp.h>
#include <stddef.h>
#include <stdint.h>

#include "acl/acl_rt.h"
#include "acl/error_codes/rt_error_codes.h"
#include "spy/spy_control.h"

#ifdef __cplusplus
extern "C" {
#endif

/* Case flags. */
#define ACLCTS_PRODUCT 0x1u /* applies to the product profile */
#define ACLCTS_IPV350 0x2u  /* applies to the ipv350 profile */
#define ACLCTS_BOTH (ACLCTS_PRODUCT | ACLCTS_IPV350)
#define ACLCTS_NONE 0u      /* acl_functions.def: a function no profile requires */
#define ACLCTS_NONE_PURE 0u /* acl_functions.def: a pure host function no profile requires */
#define ACLCTS_TRACE 0x4u   /* needs the southbound spy's trace (skipped without it) */
#define ACLCTS_SLOW 0x8u    /* may take more than a second (big files, threads) */

/* The target's ACL functions (include/acl/acl_functions.def), one member
 * per function under its own name; a member is NULL when the target does not
 * export that symbol. */
typedef struct aclcts_acl {
#define ACLCTS_ACL_FN(NAME, RET, PARAMS, PROFILES) RET(*NAME) PARAMS;
#include "acl/acl_functions.def"
} aclcts_acl;

/* Index of each function in the list: ACLCTS_ACL_aclInit, ... */
enum aclcts_acl_index {
#define ACLCTS_ACL_FN(NAME, RET, PARAMS, PROFILES) ACLCTS_ACL_##NAME,
#include "acl/acl_functions.def"
    ACLCTS_ACL_COUNT
};

/* The spy's control API (include/spy/spy_control.def), one typed member per
 * row under the row's name (t->spy->fail, t->spy->rt_limit, ...), resolved
 * from the spy by aclcts_spy_resolve; a member of an OPTIONAL row is NULL when
 * the spy lacks it (ACLCTS_SPY below). */
typedef struct aclcts_spy {
#define ACLCTS_SPY_FN(NAME, RET, PARAMS, REQUIRED) RET(*NAME) PARAMS;
#include "spy/spy_control.def"
} aclcts_spy;

/* Index of each row: ACLCTS_SPY_reset, ... */
enum aclcts_spy_index {
#define ACLCTS_SPY_FN(NAME, RET, PARAMS, REQUIRED) ACLCTS_SPY_##NAME,
#include "spy/spy_control.def"
    ACLCTS_SPY_COUNT
};

/* Fills *spy from a loaded spy (dlopen's handle), every row by its symbol;
 * returns NULL when every REQUIRED row resolved, else the symbol of the first
 * that did not, e.g. aclcts_sb_fail_spec. The runner calls it when it loads the spy. */
const char *aclcts_spy_resolve(void *handle, aclcts_spy *spy);

typedef struct aclcts_t aclcts_t;
typedef void (*aclcts_case_fn)(aclcts_t *t);

typedef struct aclcts_case {
    const char *suite; /* main rule id, e.g. "INIT001" */
    const char *name;  /* behaviour in CamelCase */
    const char *rules; /* space-separated rule ids, main first */
    unsigned flags;
    aclcts_case_fn fn;
    const char *file;
    int line;
} aclcts_case;

#define ACLCTS_MESSAGE_MAX 4096

struct aclcts_t {
    const aclcts_acl *acl;                    /* never NULL, nor are its members (see ACLCTS_EXPORTS) */
    unsigned char exported[ACLCTS_ACL_COUNT]; /* 1: t->acl's member is the target's own */
    const aclcts_spy *spy;                    /* NULL when running without the spy (--southbound system) */
    int trace;                                /* 1 when the spy is loaded and the target imports the southbound */
    const char *profile;                      /* "product" or "ipv350" */
    const char *soc;                          /* SoC the spy reports */
    const char *workdir;                      /* private directory, empty when the case starts and emptied after it */
    const char *libpath;                      /* path of the library under test */
    /* Filled by the checks, read by the runner. */
    const aclcts_case *c;
    unsigned checks;
    unsigned failures;
    int skipped;
    char message[ACLCTS_MESSAGE_MAX];
    jmp_buf *escape;       /* SKIP and fatal checks jump here */
    const char *site_file; /* the case's line that called the outermost checking helper */
    int site_line;
    int site_depth;
    unsigned unobserved;    /* checks of the lower layers this build cannot show (it does not call them) */
    int unobserved_pending; /* the next check's value is such a call count: it checks nothing */
};

/* The start of the message of a case whose every assertion needed the lower
 * layers, on a build that does not call them (the runner's rule status
 * not_observable reads it). */
#define ACLCTS_NOT_OBSERVABLE "not observable on this build"
/* Every message of a test that could not observe the lower layers (not
 * observable, or a fault with nothing to inject into) says why in these words. */
#define ACLCTS_NO_LOWER_LAYERS "the target does not call the lower layers"
#define ACLCTS_NO_LOWER_LAYERS_WHY "it does not call the lower layers"

#define ACLCTS_CASE_SECTION "aclcts_cases"

/* Each case also defines one global symbol named after it, so that two cases
 * with one name, in any two files, are a link error. */
#define ACLCTS_TEST(RULE, NAME, RULES, FLAGS)                                                                        \
    extern const char aclcts_unique_name_##RULE##_##NAME;                                                            \
    const char aclcts_unique_name_##RULE##_##NAME = 0;                                                               \
    static void aclcts_fn_##RULE##_##NAME(aclcts_t *t);                                                              \
    static const aclcts_case aclcts_case_##RULE##_##NAME = {                                                         \
        #RULE, #NAME, RULES, FLAGS, aclcts_fn_##RULE##_##NAME, __FILE__, __LINE__};                                  \
    static const aclcts_case *const aclcts_ptr_##RULE##_##NAME __attribute__((used, section(ACLCTS_CASE_SECTION))) = \
        &aclcts_case_##RULE##_##NAME;                                                                                \
    static void aclcts_fn_##RULE##_##NAME(aclcts_t *t)

/* All registered cases, in link order; *count receives their number. */
const aclcts_case *const *aclcts_cases(size_t *count);

/* ---- checks (check.c). A failed check records "rule file:line: text" and the
 * case goes on; the *_FATAL forms stop the case. Every check counts, and a
 * case that ends with no check and no skip fails ("asserted nothing"). ---- */
void aclcts_check_code(aclcts_t *t, const char *rule, const char *file, int line, const char *expr, long long got,
                       long long expected, int fatal);
void aclcts_check_int(aclcts_t *t, const char *rule, const char *file, int line, const char *expr, long long got,
                      long long expected, int fatal);
void aclcts_check_str(aclcts_t *t, const char *rule, const char *file, int line, const char *expr, const char *got,
                      const char *expected);
void aclcts_check_true(aclcts_t *t, const char *rule, const char *file, int line, const char *expr, int cond,
                       const char *fmt, ...) __attribute__((format(printf, 7, 8)));
void aclcts_check_trace(aclcts_t *t, const char *rule, const char *file, int line, size_t from, const char *expected);
void aclcts_skip(aclcts_t *t, const char *fmt, ...) __attribute__((format(printf, 2, 3), noreturn));
/* The target does not call the lower layers, and the case needs `what` of
 * them (the trace, a model's state) to go on: the case ends here, passed when
 * it made real checks that held (the message says the rest was not
 * observable), failed when one failed, skipped "not observable on this build"
 * when it checked nothing. CHECK_TRACE and the checks of aclcts_calls instead
 * count as not observable and the case goes on. */
void aclcts_not_observable(aclcts_t *t, const char *what) __attribute__((noreturn));

/* Every check names the rule it checks: the plain form the case's main rule
 * (its suite), the _FOR form another rule, e.g.
 *     CHECK_CODE(t, t->acl->aclInit(NULL), ACL_SUCCESS);
 *     CHECK_CODE_FOR(t, "STATE002", t->acl->aclFinalize(), ACL_SUCCESS);
 * A NULL rule means the case's main rule. */
/* Return codes compared and printed as names: "ACL_ERROR_REPEAT_INITIALIZE (100002)".
 * INT compares numbers, STR NULL-aware strings, TRUE a condition with a
 * printf-style explanation; TRACE the spy's trace lines from call index `from`
 * on, which must equal `expected` exactly (lines "fn(args)=ret" each ending in
 * '\n'; the case is skipped when no trace is available). The expression is
 * stringified here, before its macros expand, so messages show it as written. */
#define ACLCTS_CHECK_CODE_(t, rule, expr, got, expected, fatal) \
    aclcts_check_code((t), (rule), __FILE__, __LINE__, expr, (long long)(got), (long long)(expected), fatal)
#define ACLCTS_CHECK_INT_(t, rule, expr, got, expected) \
    aclcts_check_int((t), (rule), __FILE__, __LINE__, expr, (long long)(got), (long long)(expected), 0)

#define CHECK_CODE(t, got, expected) ACLCTS_CHECK_CODE_(t, NULL, #got, got, expected, 0)
#define CHECK_CODE_FATAL(t, got, expected) ACLCTS_CHECK_CODE_(t, NULL, #got, got, expected, 1)
/* For a row macro: the expression's text as the row wrote it (#got there,
 * since a macro's argument has expanded before CHECK_CODE could stringify it). */
#define CHECK_CODE_TEXT(t, text, got, expected) ACLCTS_CHECK_CODE_(t, NULL, text, got, expected, 0)
#define CHECK_INT(t, got, expected) ACLCTS_CHECK_INT_(t, NULL, #got, got, expected)
#define CHECK_STR(t, got, expected) aclcts_check_str((t), NULL, __FILE__, __LINE__, #got, (got), (expected))
#define CHECK_TRUE(t, cond, ...) aclcts_check_true((t), NULL, __FILE__, __LINE__, #cond, !!(cond), __VA_ARGS__)
#define CHECK_TRACE(t, from, expected) aclcts_check_trace((t), NULL, __FILE__, __LINE__, (from), (expected))

#define CHECK_CODE_FOR(t, rule, got, expected) ACLCTS_CHECK_CODE_(t, rule, #got, got, expected, 0)
#define CHECK_CODE_FATAL_FOR(t, rule, got, expected) ACLCTS_CHECK_CODE_(t, rule, #got, got, expected, 1)
#define CHECK_INT_FOR(t, rule, got, expected) ACLCTS_CHECK_INT_(t, rule, #got, got, expected)
#define CHECK_STR_FOR(t, rule, got, expected) aclcts_check_str((t), (rule), __FILE__, __LINE__, #got, (got), (expected))
#define CHECK_TRUE_FOR(t, rule, cond, ...) \
    aclcts_check_true((t), (rule), __FILE__, __LINE__, #cond, !!(cond), __VA_ARGS__)
#define CHECK_TRACE_FOR(t, rule, from, expected) aclcts_check_trace((t), (rule), __FILE__, __LINE__, (from), (expected))

/* A shared helper that checks is called through ACLCTS_HELPER, so that a
 * failure inside it also names the case's line that called it:
 *     #define init_expect_x(t, ...) ACLCTS_HELPER(init_expect_x_, t, __VA_ARGS__)
 *     void init_expect_x_(aclcts_t *t, const char *rule, ...);  (its CHECK_...s in a .c)
 * as the helper library does (conformance/helpers/, README "Helpers").
 * Only the outermost call site is kept (helpers may call helpers). */
void aclcts_site_enter(aclcts_t *t, const char *file, int line);
void aclcts_site_leave(aclcts_t *t);
#define ACLCTS_HELPER(fn, t, ...)                   \
    do {                                            \
        aclcts_site_enter((t), __FILE__, __LINE__); \
        fn((t), __VA_ARGS__);                       \
        aclcts_site_leave(t);                       \
    } while (0)
#define SKIP(t, ...) aclcts_skip((t), __VA_ARGS__)

/* ---- helpers (util.c) ---- */
/* Skips the case without the spy; ends it as not observable when the target
 * does not call the lower layers (aclcts_not_observable). */
void aclcts_require_trace(aclcts_t *t);
/* Current number of recorded southbound calls (0 without the spy). */
size_t aclcts_mark(aclcts_t *t);
/* Makes a lower-layer symbol fail (see the spy's fail); skips without the spy. */
void aclcts_fail(aclcts_t *t, const char *symbol, int code, unsigned nth);
/* Makes the spy answer like the runtime of `soc` for the rest of the case
 * (no-op without the spy); with a runtime beneath (--lower) that reports
 * another SoC, skips naming both. */
void aclcts_use_soc(aclcts_t *t, const char *soc);
/* Cases whose expected answers are those of the default SoC's runtime
 * (ACLCTS_SB_DEFAULT_SOC) call this, so that `aclcts run --soc X` changes only
 * the cases that do not depend on the SoC; a SoC the case chose itself with
 * aclcts_use_soc stays. With a runtime beneath (--lower) that reports another
 * SoC, whose preset in the spy answers otherwise than the default's, skips
 * naming both. */
void aclcts_default_soc(aclcts_t *t);
/* The spy's control function `member` (a row of include/spy/spy_control.def,
 * typed), for a case that needs it, e.g. ACLCTS_SPY(t, rt_limit)(3): skips the
 * case without the spy or when the spy lacks it, and ends it as not
 * observable when the target does not call the lower layers. */
#define ACLCTS_SPY(t, member) (aclcts_spy_need((t), ACLCTS_SPY_##member), (t)->spy->member)
void aclcts_spy_need(aclcts_t *t, enum aclcts_spy_index i);
/* Address of a lower-layer function the spy exports (rtSetDevice, ...), for a
 * case that calls the lower layer itself; skips the case when there is no
 * spy or the spy lacks it, and ends it as not observable as ACLCTS_SPY does. */
void *aclcts_spy_symbol(aclcts_t *t, const char *name);
/* ---- real lower layers beneath the spy (aclcts run --lower LIB; lower.c) ---- */
/* The library beneath that answers southbound function fn, or NULL when the
 * spy's model does (always NULL without the spy). */
const char *aclcts_lower_of(aclcts_t *t, const char *fn);
/* A function of the libraries beneath (their own query functions read what
 * they hold without a trace line); skips when none exports it. */
void *aclcts_lower_symbol(aclcts_t *t, const char *name);
/* Skips when a library beneath answers fn: "<lib> beneath answers <fn>: <why>",
 * for a case that needs what only the model can do (plant a device message,
 * change the device count the driver reports, ...). */
void aclcts_model_only(aclcts_t *t, const char *fn, const char *why);
/* The SoC the runtime beneath reports into buf (cap bytes; "" when it fails),
 * or NULL when the model answers rtGetSocVersion. */
const char *aclcts_lower_soc(aclcts_t *t, char *buf, size_t cap);
/* Whether the runtime beneath that answers fn is of the platform of the real
 * SoC `platform_soc` (the same runtime config: Ascend950DT_9591 for
 * Ascend950PR_9599); 0 when the spy's model answers fn. */
int aclcts_lower_on_platform(aclcts_t *t, const char *fn, const char *platform_soc);
/* Skips when the runtime beneath is one whose driver stand-in never lets a
 * stream or event wait behind an event record or a queued task end (the 950
 * platform's: see lower.c); a case that waits after queuing one calls it
 * first. */
void aclcts_need_task_waits(aclcts_t *t);
/* Skips when the runtime beneath is one whose driver stand-in reports no time
 * for an event record (dc, cloud: lower.c); a case reading an elapsed time
 * calls it first. */
void aclcts_need_record_times(aclcts_t *t);
/* Skips when the runtime beneath is one whose driver stand-in can hand its
 * monitor thread a report of a stream a device reset deleted (dc: lower.c);
 * a case that sets and resets devices many times or at once calls it. */
void aclcts_need_quiet_resets(aclcts_t *t);
/* Skips when the runtime beneath is one whose driver stand-in never ends a
 * wait with tasks on two streams (dc: lower.c). */
void aclcts_need_waits_across_streams(aclcts_t *t);
/* Number of calls to fn since `from` (requires the trace). */
size_t aclcts_calls(aclcts_t *t, const char *fn, size_t from);
/* Writes a file in the case's private directory; returns its absolute path
 * (valid for the whole case). */
const char *aclcts_file(aclcts_t *t, const char *name, const char *text);
const char *aclcts_file_bytes(aclcts_t *t, const char *name, const void *data, size_t len);
/* Path of a name inside the private directory (not created). */
const char *aclcts_path(aclcts_t *t, const char *name);
/* Every member of t->acl can be called: for a function the target does not
 * export the runner installs a stand-in that ends the case as a skip, "the
 * target does not export aclFinalizeReference" (a failure already recorded
 * stays a failure). ACLCTS_EXPORTS says whether the member is the target's
 * own, for cases that take another path without it; ACLCTS_NEED skips at once. */
#define ACLCTS_EXPORTS(t, member) ((t)->exported[ACLCTS_ACL_##member] != 0)
#define ACLCTS_NEED(t, member)                                                                   \
    do {                                                                                         \
        if (!ACLCTS_EXPORTS(t, member)) aclcts_skip((t), "the target does not export " #member); \
    } while (0)
/* Skips when the target exports none of the device/context/stream/event
 * functions ("the target does not export aclrtSetDevice"); with part of the
 * chain a case runs until it calls one the target lacks (its stand-in skips,
 * naming it). */
void aclcts_need_rt_chain(aclcts_t *t);
/* Name of an ACL or runtime code ("ACL_ERROR_INVALID_FILE"), or NULL. */
const char *aclcts_code_name(long long code);

/* Callback recorder: every recorded callback appends "<tag>" or "<tag>(<len>)"
 * to one process-wide log with a sequence number. */
typedef struct aclcts_cb {
    const char *tag;                        /* printed in the log */
    aclError ret;                           /* what the callback returns */
    int calls;                              /* how many times it ran */
    int last_seq;                           /* sequence number of its last run (1-based, process-wide) */
    size_t last_len;                        /* init callbacks: len argument of the last run */
    char last_cfg[512];                     /* init callbacks: first bytes of configStr of the last run */
    int cfg_was_null;                       /* init callbacks: configStr was NULL */
    void (*action)(struct aclcts_cb *self); /* optional extra work inside the callback */
    void *user;                             /* free for the test's action */
} aclcts_cb;
/* Use these as the callback functions with &slot as userData. */
aclError aclcts_init_cb(const char *configStr, size_t len, void *userData);
aclError aclcts_init_cb2(const char *configStr, size_t len, void *userData);
aclError aclcts_fin_cb(void *userData);
aclError aclcts_fin_cb2(void *userData);
/* The log so far, tags separated by single spaces, e.g. "MODEL DVPP OTHER". */
const char *aclcts_cb_log(void);
void aclcts_cb_log_clear(void);

#ifdef __cplusplus
}
#endif

#endif /* ACLCTS_CASE_H_ */
