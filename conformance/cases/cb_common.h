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
 * and, through ACLCTS_HELPER, the case's line. */
#ifndef ACLCTS_CB_COMMON_H_
#define ACLCTS_CB_COMMON_H_

#include <stdio.h>

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

static inline const char *cb_registry_name(cb_registry r)
{
    return r == CB_INIT ? "Init" : "Finalize";
}

static inline aclInitCallbackFunc cb_init_fn(cb_fn fn)
{
    return fn == CB_NULL ? NULL : fn == CB_FN2 ? aclcts_init_cb2 : aclcts_init_cb;
}

static inline aclFinalizeCallbackFunc cb_fin_fn(cb_fn fn)
{
    return fn == CB_NULL ? NULL : fn == CB_FN2 ? aclcts_fin_cb2 : aclcts_fin_cb;
}

/* The recorder function's name as a case would write it. */
static inline const char *cb_fn_name(cb_registry r, cb_fn fn)
{
    if (fn == CB_NULL)
        return "NULL";
    if (r == CB_INIT)
        return fn == CB_FN2 ? "aclcts_init_cb2" : "aclcts_init_cb";
    return fn == CB_FN2 ? "aclcts_fin_cb2" : "aclcts_fin_cb";
}

static inline const char *cb_type_name(aclRegisterCallbackType type, char *buf, size_t cap)
{
    static const char *const names[] = {"ACL_MODEL",    "ACL_OP_EXECUTOR", "ACL_OP_CBLAS",
                                        "ACL_OP_COMPILER", "ACL_TDT_CHANNEL", "ACL_TDT_QUEUE",
                                        "ACL_DVPP",     "ACL_RETR"};
    if ((unsigned)type < sizeof names / sizeof names[0])
        snprintf(buf, cap, "ACL_REG_TYPE_%s", names[type]);
    else if (type == ACL_REG_TYPE_OTHER)
        snprintf(buf, cap, "ACL_REG_TYPE_OTHER");
    else
        snprintf(buf, cap, "(aclRegisterCallbackType)%d", (int)type);
    return buf;
}

/* The calls themselves, unchecked: also for callbacks that edit a registry
 * while it is dispatched (they have no aclcts_t). */
static inline aclError cb_register_call(const aclcts_acl *acl, cb_registry r, aclRegisterCallbackType type,
                                        cb_fn fn, aclcts_cb *slot)
{
    return r == CB_INIT ? acl->aclInitCallbackRegister(type, cb_init_fn(fn), slot)
                        : acl->aclFinalizeCallbackRegister(type, cb_fin_fn(fn), slot);
}

static inline aclError cb_unregister_call(const aclcts_acl *acl, cb_registry r, aclRegisterCallbackType type,
                                          cb_fn fn)
{
    return r == CB_INIT ? acl->aclInitCallbackUnRegister(type, cb_init_fn(fn))
                        : acl->aclFinalizeCallbackUnRegister(type, cb_fin_fn(fn));
}

/* acl<Init|Finalize>CallbackRegister(type, fn, slot) returns `code`. */
#define cb_register(t, ...) ACLCTS_HELPER(cb_register_, t, __VA_ARGS__)
static inline void cb_register_(aclcts_t *t, const char *rule, cb_registry r, aclRegisterCallbackType type,
                                cb_fn fn, aclcts_cb *slot, aclError code)
{
    char text[160], ty[48];
    snprintf(text, sizeof text, "acl%sCallbackRegister(%s, %s, %s%s)", cb_registry_name(r),
             cb_type_name(type, ty, sizeof ty), cb_fn_name(r, fn), slot ? "&" : "NULL",
             slot ? (slot->tag ? slot->tag : "?") : "");
    aclcts_check_code(t, rule, __FILE__, __LINE__, text, cb_register_call(t->acl, r, type, fn, slot), code, 0);
}

/* acl<Init|Finalize>CallbackUnRegister(type, fn) returns `code`. */
#define cb_unregister(t, ...) ACLCTS_HELPER(cb_unregister_, t, __VA_ARGS__)
static inline void cb_unregister_(aclcts_t *t, const char *rule, cb_registry r, aclRegisterCallbackType type,
                                  cb_fn fn, aclError code)
{
    char text[160], ty[48];
    snprintf(text, sizeof text, "acl%sCallbackUnRegister(%s, %s)", cb_registry_name(r),
             cb_type_name(type, ty, sizeof ty), cb_fn_name(r, fn));
    aclcts_check_code(t, rule, __FILE__, __LINE__, text, cb_unregister_call(t->acl, r, type, fn), code, 0);
}

/* Registers every entry of the list (CB_ENTRIES) in registry r, in order;
 * each registration succeeds. */
#define cb_add(t, ...) ACLCTS_HELPER(cb_add_, t, __VA_ARGS__)
static inline void cb_add_(aclcts_t *t, const char *rule, cb_registry r, const cb_entry *list)
{
    for (; list->slot; ++list)
        cb_register(t, rule, r, list->type, list->fn, list->slot, ACL_SUCCESS);
}

/* A lifecycle that dispatches registry r: aclInit(config) = 0, and for CB_FIN
 * then aclFinalize() = 0. */
#define cb_run(t, ...) ACLCTS_HELPER(cb_run_, t, __VA_ARGS__)
static inline void cb_run_(aclcts_t *t, const char *rule, cb_registry r, const char *config)
{
    CHECK_CODE_FOR(t, rule, t->acl->aclInit(config), ACL_SUCCESS);
    if (r == CB_FIN)
        CHECK_CODE_FOR(t, rule, t->acl->aclFinalize(), ACL_SUCCESS);
}

/* One test per registry for a behaviour written once as
 * `static void FN(aclcts_t *t, cb_registry r)`; a failure inside FN also
 * names the line of this row. */
#define CB_BOTH_REGISTRIES(RULE, INIT_NAME, FINALIZE_NAME, RULES, FN)                          \
    ACLCTS_TEST(RULE, INIT_NAME, RULES, ACLCTS_PRODUCT) { ACLCTS_HELPER(FN, t, CB_INIT); }     \
    ACLCTS_TEST(RULE, FINALIZE_NAME, RULES, ACLCTS_PRODUCT) { ACLCTS_HELPER(FN, t, CB_FIN); }

#endif /* ACLCTS_CB_COMMON_H_ */
