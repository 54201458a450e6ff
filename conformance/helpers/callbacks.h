/* The callback registries as a small vocabulary, for the cases that register
 * callbacks (CB, and the FIN, REF, STATE, THR, HAZ cases that watch them run):
 *
 *   cb_add(t, rule, CB_FIN, CB_ENTRIES({ACL_REG_TYPE_ACL_DVPP, &dvpp, CB_FN}, {ACL_REG_TYPE_OTHER, &other, CB_FN}));
 *   cb_register(t, rule, r, ACL_REG_TYPE_ACL_MODEL, CB_FN2, &b, ACL_ERROR_INTERNAL_ERROR);
 *   cb_unregister(t, rule, r, ACL_REG_TYPE_OTHER, CB_FN, ACL_SUCCESS);
 *   cb_run(t, rule, r, NULL);     (aclInit(NULL), and for CB_FIN aclFinalize too)
 *
 * A behaviour both registries share (CB001, CB002, CB005, CB009) is written
 * once over `cb_registry r` and run as one test per registry. A failed check
 * shows the call as it would be written against the API
 * ("aclFinalizeCallbackRegister(ACL_REG_TYPE_ACL_DVPP, aclcts_fin_cb2, &B)")
 * and, through ACLCTS_HELPER, the case's line. The recorders themselves
 * (aclcts_cb, aclcts_cb_log) are case.h's. */
#ifndef ACLCTS_HELPERS_CALLBACKS_H_
#define ACLCTS_HELPERS_CALLBACKS_H_

#include <stddef.h>

#include "aclcts/case.h"

/* Which registry: aclInitCallback* or aclFinalizeCallback*. */
typedef enum cb_registry { CB_INIT, CB_FIN } cb_registry;

/* Which recorder function. The registries compare function addresses, so
 * CB_FN2 (aclcts_*_cb2, another address, the same recording) stands for
 * "another function"; CB_NULL is a NULL function. */
typedef enum cb_fn { CB_FN, CB_FN2, CB_NULL } cb_fn;

/* One registration of a list: the recorder `slot` under `type`, with `fn`
 * (CB_FN, CB_FN2 or CB_NULL). */
typedef struct cb_entry {
    aclRegisterCallbackType type;
    aclcts_cb *slot;
    cb_fn fn;
} cb_entry;

/* A list for cb_add: CB_ENTRIES({type, &slot, CB_FN}, {type, &slot, CB_FN2}, ...). */
#define CB_ENTRIES(...) ((const cb_entry[]){__VA_ARGS__, {.slot = NULL}})

/* The calls themselves, unchecked: also for callbacks that edit a registry
 * while it is dispatched (they have no aclcts_t). */
aclError cb_register_call(const aclcts_acl *acl, cb_registry r, aclRegisterCallbackType type, cb_fn fn,
                          aclcts_cb *slot);
aclError cb_unregister_call(const aclcts_acl *acl, cb_registry r, aclRegisterCallbackType type, cb_fn fn);

/* acl<Init|Finalize>CallbackRegister(type, fn, slot) returns `code`. */
#define cb_register(t, ...) ACLCTS_HELPER(cb_register_, t, __VA_ARGS__)
void cb_register_(aclcts_t *t, const char *rule, cb_registry r, aclRegisterCallbackType type, cb_fn fn, aclcts_cb *slot,
                  aclError code);

/* acl<Init|Finalize>CallbackUnRegister(type, fn) returns `code`. */
#define cb_unregister(t, ...) ACLCTS_HELPER(cb_unregister_, t, __VA_ARGS__)
void cb_unregister_(aclcts_t *t, const char *rule, cb_registry r, aclRegisterCallbackType type, cb_fn fn,
                    aclError code);

/* Registers every entry of the list (CB_ENTRIES) in registry r, in order;
 * each registration succeeds. */
#define cb_add(t, ...) ACLCTS_HELPER(cb_add_, t, __VA_ARGS__)
void cb_add_(aclcts_t *t, const char *rule, cb_registry r, const cb_entry *list);

/* A lifecycle that dispatches registry r: aclInit(config) = 0, and for CB_FIN
 * then aclFinalize() = 0. */
#define cb_run(t, ...) ACLCTS_HELPER(cb_run_, t, __VA_ARGS__)
void cb_run_(aclcts_t *t, const char *rule, cb_registry r, const char *config);

/* One test per registry for a behaviour written once as
 * `static void FN(aclcts_t *t, cb_registry r)`; a failure inside FN also
 * names the line of this row. */
#define CB_BOTH_REGISTRIES(RULE, INIT_NAME, FINALIZE_NAME, RULES, FN)                      \
    ACLCTS_TEST(RULE, INIT_NAME, RULES, ACLCTS_PRODUCT) { ACLCTS_HELPER(FN, t, CB_INIT); } \
    ACLCTS_TEST(RULE, FINALIZE_NAME, RULES, ACLCTS_PRODUCT) { ACLCTS_HELPER(FN, t, CB_FIN); }

/* ---- the init stages (CB003) ----
 * One recorder per dispatched init stage, registered in a fresh process; the
 * log then reads "MODEL OPEXE DVPP OTHER" for a complete init from a file and
 * stops at the stage where an init stopped. */
typedef struct cb_stages {
    aclcts_cb model, opexe, dvpp, other;
} cb_stages;

#define cb_register_stages(t, ...) ACLCTS_HELPER(cb_register_stages_, t, __VA_ARGS__)
void cb_register_stages_(aclcts_t *t, const char *rule, cb_stages *s);

/* The stage recorders registered, aclInit of a file holding `text` runs
 * every stage, and OP_EXECUTOR is given the file's length (CB006). */
#define cb_expect_stages_for_file(t, ...) ACLCTS_HELPER(cb_expect_stages_for_file_, t, __VA_ARGS__)
void cb_expect_stages_for_file_(aclcts_t *t, const char *rule, cb_stages *s, const char *text);

/* With a MODEL and an OTHER recorder in registry r, `run` (the concurrent
 * calls) dispatches r exactly once. */
#define cb_expect_one_dispatch(t, ...) ACLCTS_HELPER(cb_expect_one_dispatch_, t, __VA_ARGS__)
void cb_expect_one_dispatch_(aclcts_t *t, const char *rule, cb_registry r, void (*run)(aclcts_t *t));

/* ---- where a callback ran ----
 * A slot whose action is cb_note_position stores the spy's call count at the
 * moment the callback ran into slot->user, so a test can say "MODEL ran after
 * the second southbound call". Callbacks never appear in the trace itself. */
void cb_note_position(aclcts_cb *self);

/* A recorder tagged TAG that notes where it ran. */
#define CB_TRACKED(TAG)                        \
    {                                          \
        .tag = TAG, .action = cb_note_position \
    }

/* Arms cb_note_position for this case (skips without the spy). */
void cb_track_positions(aclcts_t *t);

/* Where each callback ran: `after` southbound calls had been made since the
 * mark m when `slot` ran (cb_note_position). The list ends with a NULL slot:
 *     cb_expect_positions(t, rule, m, CB_AT({&model, 2}, {&dvpp, 5})); */
typedef struct cb_at {
    const aclcts_cb *slot;
    size_t after;
} cb_at;
#define CB_AT(...) ((const cb_at[]){__VA_ARGS__, {NULL, 0}})

#define cb_expect_positions(t, ...) ACLCTS_HELPER(cb_expect_positions_, t, __VA_ARGS__)
void cb_expect_positions_(aclcts_t *t, const char *rule, size_t m, const cb_at *at);

/* The dispatch of registry r interleaved with the southbound steps (CB003,
 * FIN003): with the tracked recorders of `list` registered in r, the
 * dispatching call (aclInit(config) for CB_INIT; aclFinalize after
 * aclInit(config) for CB_FIN) succeeds with exactly the southbound calls
 * `trace`, the callbacks run in the order `log` and each at its position. */
#define cb_expect_interleaving(t, ...) ACLCTS_HELPER(cb_expect_interleaving_, t, __VA_ARGS__)
void cb_expect_interleaving_(aclcts_t *t, const char *rule, cb_registry r, const char *config, const cb_entry *list,
                             const char *trace, const char *log, const cb_at *at);

#endif /* ACLCTS_HELPERS_CALLBACKS_H_ */
