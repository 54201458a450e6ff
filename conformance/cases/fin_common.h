/* Shared pieces of the lifecycle-end cases (FIN, REF, CB, THR, ERRMSG, IPV):
 * two small config files, the trace of a fresh init of a file, and a callback
 * action that records where in the southbound trace a callback ran. The
 * trace lines themselves are trace_lines.h. */
#ifndef ACLCTS_FIN_COMMON_H_
#define ACLCTS_FIN_COMMON_H_

#include <stdint.h>
#include <stdio.h>
#include <string.h>

#include "aclcts/case.h"
#include "cb_common.h"
#include "trace_lines.h"

/* A config that sets default device 0: starts the dump server (any non-empty
 * config does) and sets both sticky flags of FIN008. */
#define FIN_DEV0_JSON "{\"defaultDevice\":{\"default_device\":\"0\"}}"

static inline const char *fin_dev0_file(aclcts_t *t)
{
    return aclcts_file(t, "dev0.json", FIN_DEV0_JSON);
}

/* `{}`: non-empty, so it starts the dump server, but sets no default device. */
static inline const char *fin_braces_file(aclcts_t *t)
{
    return aclcts_file(t, "braces.json", "{}");
}

/* INIT(n): aclInit(NULL) = 0, then n - 1 more aclInit(NULL) = 100002. */
#define fin_init_times(t, ...) ACLCTS_HELPER(fin_init_times_, t, __VA_ARGS__)
static inline void fin_init_times_(aclcts_t *t, const char *rule, int n)
{
    CHECK_CODE_FOR(t, rule, t->acl->aclInit(NULL), ACL_SUCCESS);
    for (int i = 1; i < n; i++)
        CHECK_CODE_FOR(t, rule, t->acl->aclInit(NULL), ACL_ERROR_REPEAT_INITIALIZE);
}

/* aclFinalize returns `code`, and the southbound calls it makes are exactly
 * `deinit` (for a success one of the TR_DEINIT* traces, trace_lines.h). */
#define fin_expect_finalize_code(t, ...) ACLCTS_HELPER(fin_expect_finalize_code_, t, __VA_ARGS__)
static inline void fin_expect_finalize_code_(aclcts_t *t, const char *rule, aclError code, const char *deinit)
{
    size_t m = aclcts_mark(t);
    CHECK_CODE_FOR(t, rule, t->acl->aclFinalize(), code);
    CHECK_TRACE_FOR(t, rule, m, deinit);
}
#define fin_expect_finalize(t, rule, deinit) fin_expect_finalize_code(t, rule, ACL_SUCCESS, deinit)

/* aclInit(config) returns `code`, and the southbound calls it makes are
 * exactly `expected` (built by the case beforehand). */
#define fin_expect_init(t, ...) ACLCTS_HELPER(fin_expect_init_, t, __VA_ARGS__)
static inline void fin_expect_init_(aclcts_t *t, const char *rule, const char *config, aclError code,
                                    const char *expected)
{
    size_t m = aclcts_mark(t);
    CHECK_CODE_FOR(t, rule, t->acl->aclInit(config), code);
    CHECK_TRACE_FOR(t, rule, m, expected);
}

/* aclFinalizeReference(&n) returns `code` and writes `count` into n (which
 * holds 99 before the call, so a count left unwritten shows). */
#define fin_expect_reference(t, ...) ACLCTS_HELPER(fin_expect_reference_, t, __VA_ARGS__)
static inline void fin_expect_reference_(aclcts_t *t, const char *rule, aclError code, uint64_t count)
{
    uint64_t n = 99;
    CHECK_CODE_FOR(t, rule, t->acl->aclFinalizeReference(&n), code);
    CHECK_INT_FOR(t, rule, n, count);
}

/* After a deinit that failed the library is still initialised (STATE002):
 * aclInit(NULL) is a repeat init, one aclFinalize ends it, a second one is a
 * repeat finalize. */
#define fin_expect_still_initialised(t, ...) ACLCTS_HELPER(fin_expect_still_initialised_, t, __VA_ARGS__)
static inline void fin_expect_still_initialised_(aclcts_t *t, const char *rule)
{
    CHECK_CODE_FOR(t, rule, t->acl->aclInit(NULL), ACL_ERROR_REPEAT_INITIALIZE);
    CHECK_CODE_FOR(t, rule, t->acl->aclFinalize(), ACL_SUCCESS);
    CHECK_CODE_FOR(t, rule, t->acl->aclFinalize(), ACL_ERROR_REPEAT_FINALIZE);
}

/* One cycle: aclInit(config) = 0, then fin_expect_finalize. */
#define fin_expect_cycle(t, ...) ACLCTS_HELPER(fin_expect_cycle_, t, __VA_ARGS__)
static inline void fin_expect_cycle_(aclcts_t *t, const char *rule, const char *config, const char *deinit)
{
    CHECK_CODE_FOR(t, rule, t->acl->aclInit(config), ACL_SUCCESS);
    fin_expect_finalize(t, rule, deinit);
}

/* Expected trace of a fresh aclInit(path) whose content is `len` bytes and
 * sets no key but optionally default device 0; `soc` says whether this is the
 * process's first SoC probe. Returns buf. */
static inline const char *fin_init_file_trace(char *buf, size_t cap, const char *path, size_t len, int dev0,
                                              int soc)
{
    snprintf(buf, cap, "%s%s%sAdx::AdumpSetDumpConfig(\"%s\",%zu)=0\n%s%s%s%s", TR_ERRMGR0, TR_DLOG_INIT,
             TR_DUMP_INIT, path, len, dev0 ? TR_DEV0 : "", TR_PROF_INIT, soc ? TR_SOC : "", TR_FILL);
    return buf;
}

/* ---- where a callback ran ----
 * A slot whose action is fin_note_position stores the spy's call count at the
 * moment the callback ran into slot->user, so a test can say "MODEL ran after
 * the second southbound call". Callbacks never appear in the trace itself. */
static const aclcts_spy *fin_position_spy __attribute__((unused));

static inline void fin_note_position(aclcts_cb *self)
{
    self->user = (void *)(uintptr_t)(fin_position_spy ? fin_position_spy->count() : 0);
}

/* A recorder tagged TAG that notes where it ran. */
#define FIN_TRACKED(TAG) {.tag = TAG, .action = fin_note_position}

static inline size_t fin_position(const aclcts_cb *slot)
{
    return (size_t)(uintptr_t)slot->user;
}

/* Arms fin_note_position for this case (skips without the spy). */
static inline void fin_track_positions(aclcts_t *t)
{
    aclcts_require_trace(t);
    fin_position_spy = t->spy;
}

/* Where each callback ran: `after` southbound calls had been made since the
 * mark m when `slot` ran (fin_note_position). The list ends with a NULL slot:
 *     fin_expect_positions(t, rule, m, FIN_AT({&model, 2}, {&dvpp, 5})); */
typedef struct fin_at {
    const aclcts_cb *slot;
    size_t after;
} fin_at;
#define FIN_AT(...) ((const fin_at[]){__VA_ARGS__, {NULL, 0}})

#define fin_expect_positions(t, ...) ACLCTS_HELPER(fin_expect_positions_, t, __VA_ARGS__)
static inline void fin_expect_positions_(aclcts_t *t, const char *rule, size_t m, const fin_at *at)
{
    for (; at->slot; ++at) {
        size_t got = fin_position(at->slot) - m;
        aclcts_check_true(t, rule, __FILE__, __LINE__, "where the callback ran", got == at->after,
                          "%s ran after southbound call m+%zu, expected after m+%zu", at->slot->tag, got, at->after);
    }
}

/* The dispatch of registry r interleaved with the southbound steps (CB003,
 * FIN003): with the tracked recorders of `list` registered in r, the
 * dispatching call (aclInit(config) for CB_INIT; aclFinalize after
 * aclInit(config) for CB_FIN) succeeds with exactly the southbound calls
 * `trace`, the callbacks run in the order `log` and each at its position. */
#define fin_expect_interleaving(t, ...) ACLCTS_HELPER(fin_expect_interleaving_, t, __VA_ARGS__)
static inline void fin_expect_interleaving_(aclcts_t *t, const char *rule, cb_registry r, const char *config,
                                            const cb_entry *list, const char *trace, const char *log,
                                            const fin_at *at)
{
    fin_track_positions(t);
    cb_add(t, rule, r, list);
    if (r == CB_FIN)
        CHECK_CODE_FOR(t, rule, t->acl->aclInit(config), ACL_SUCCESS);
    size_t m = aclcts_mark(t);
    CHECK_CODE_FOR(t, rule, r == CB_INIT ? t->acl->aclInit(config) : t->acl->aclFinalize(), ACL_SUCCESS);
    CHECK_TRACE_FOR(t, rule, m, trace);
    CHECK_STR_FOR(t, rule, aclcts_cb_log(), log);
    fin_expect_positions(t, rule, m, at);
}

/* The spy, for cases that steer it directly (skips without it). */
static inline const aclcts_spy *fin_spy(aclcts_t *t)
{
    aclcts_require_trace(t);
    return t->spy;
}

/* True when the text `s` ends with `suffix`. */
static inline int fin_ends_with(const char *s, const char *suffix)
{
    if (!s || !suffix)
        return 0;
    size_t n = strlen(s), k = strlen(suffix);
    return n >= k && memcmp(s + n - k, suffix, k) == 0;
}

#endif /* ACLCTS_FIN_COMMON_H_ */
