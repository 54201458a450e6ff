/* The callback registries' vocabulary (callbacks.h). */
#include "callbacks.h"

#include <stdint.h>
#include <stdio.h>
#include <string.h>

static const char *cb_registry_name(cb_registry r) { return r == CB_INIT ? "Init" : "Finalize"; }

static aclInitCallbackFunc cb_init_fn(cb_fn fn)
{
    return fn == CB_NULL ? NULL : fn == CB_FN2 ? aclcts_init_cb2 : aclcts_init_cb;
}

static aclFinalizeCallbackFunc cb_fin_fn(cb_fn fn)
{
    return fn == CB_NULL ? NULL : fn == CB_FN2 ? aclcts_fin_cb2 : aclcts_fin_cb;
}

/* The recorder function's name as a case would write it. */
static const char *cb_fn_name(cb_registry r, cb_fn fn)
{
    if (fn == CB_NULL) return "NULL";
    if (r == CB_INIT) return fn == CB_FN2 ? "aclcts_init_cb2" : "aclcts_init_cb";
    return fn == CB_FN2 ? "aclcts_fin_cb2" : "aclcts_fin_cb";
}

static const char *cb_type_name(aclRegisterCallbackType type, char *buf, size_t cap)
{
    static const char *const names[] = {"ACL_MODEL",       "ACL_OP_EXECUTOR", "ACL_OP_CBLAS", "ACL_OP_COMPILER",
                                        "ACL_TDT_CHANNEL", "ACL_TDT_QUEUE",   "ACL_DVPP",     "ACL_RETR"};
    if ((unsigned)type < sizeof names / sizeof names[0]) snprintf(buf, cap, "ACL_REG_TYPE_%s", names[type]);
    else if (type == ACL_REG_TYPE_OTHER) snprintf(buf, cap, "ACL_REG_TYPE_OTHER");
    else snprintf(buf, cap, "(aclRegisterCallbackType)%d", (int)type);
    return buf;
}

aclError cb_register_call(const aclcts_acl *acl, cb_registry r, aclRegisterCallbackType type, cb_fn fn, aclcts_cb *slot)
{
    return r == CB_INIT ? acl->aclInitCallbackRegister(type, cb_init_fn(fn), slot)
                        : acl->aclFinalizeCallbackRegister(type, cb_fin_fn(fn), slot);
}

aclError cb_unregister_call(const aclcts_acl *acl, cb_registry r, aclRegisterCallbackType type, cb_fn fn)
{
    return r == CB_INIT ? acl->aclInitCallbackUnRegister(type, cb_init_fn(fn))
                        : acl->aclFinalizeCallbackUnRegister(type, cb_fin_fn(fn));
}

void cb_register_(aclcts_t *t, const char *rule, cb_registry r, aclRegisterCallbackType type, cb_fn fn, aclcts_cb *slot,
                  aclError code)
{
    char text[160], ty[48];
    snprintf(text, sizeof text, "acl%sCallbackRegister(%s, %s, %s%s)", cb_registry_name(r),
             cb_type_name(type, ty, sizeof ty), cb_fn_name(r, fn), slot ? "&" : "NULL",
             slot ? (slot->tag ? slot->tag : "?") : "");
    aclcts_check_code(t, rule, __FILE__, __LINE__, text, cb_register_call(t->acl, r, type, fn, slot), code, 0);
}

void cb_unregister_(aclcts_t *t, const char *rule, cb_registry r, aclRegisterCallbackType type, cb_fn fn, aclError code)
{
    char text[160], ty[48];
    snprintf(text, sizeof text, "acl%sCallbackUnRegister(%s, %s)", cb_registry_name(r),
             cb_type_name(type, ty, sizeof ty), cb_fn_name(r, fn));
    aclcts_check_code(t, rule, __FILE__, __LINE__, text, cb_unregister_call(t->acl, r, type, fn), code, 0);
}

void cb_add_(aclcts_t *t, const char *rule, cb_registry r, const cb_entry *list)
{
    for (; list->slot; ++list) cb_register(t, rule, r, list->type, list->fn, list->slot, ACL_SUCCESS);
}

void cb_run_(aclcts_t *t, const char *rule, cb_registry r, const char *config)
{
    CHECK_CODE_FOR(t, rule, t->acl->aclInit(config), ACL_SUCCESS);
    if (r == CB_FIN) CHECK_CODE_FOR(t, rule, t->acl->aclFinalize(), ACL_SUCCESS);
}

/* ---- the init stages ---- */

void cb_register_stages_(aclcts_t *t, const char *rule, cb_stages *s)
{
    ACLCTS_NEED(t, aclInitCallbackRegister);
    s->model.tag = "MODEL";
    s->opexe.tag = "OPEXE";
    s->dvpp.tag = "DVPP";
    s->other.tag = "OTHER";
    CHECK_CODE_FOR(t, rule, t->acl->aclInitCallbackRegister(ACL_REG_TYPE_ACL_MODEL, aclcts_init_cb, &s->model), 0);
    CHECK_CODE_FOR(t, rule, t->acl->aclInitCallbackRegister(ACL_REG_TYPE_ACL_OP_EXECUTOR, aclcts_init_cb, &s->opexe),
                   0);
    CHECK_CODE_FOR(t, rule, t->acl->aclInitCallbackRegister(ACL_REG_TYPE_ACL_DVPP, aclcts_init_cb, &s->dvpp), 0);
    CHECK_CODE_FOR(t, rule, t->acl->aclInitCallbackRegister(ACL_REG_TYPE_OTHER, aclcts_init_cb, &s->other), 0);
}

void cb_expect_stages_for_file_(aclcts_t *t, const char *rule, cb_stages *s, const char *text)
{
    cb_register_stages(t, rule, s);
    CHECK_CODE_FOR(t, rule, t->acl->aclInit(aclcts_file(t, "config.json", text)), ACL_SUCCESS);
    CHECK_STR_FOR(t, rule, aclcts_cb_log(), "MODEL OPEXE DVPP OTHER");
    CHECK_INT_FOR(t, "CB006", s->opexe.last_len, strlen(text));
}

void cb_expect_one_dispatch_(aclcts_t *t, const char *rule, cb_registry r, void (*run)(aclcts_t *t))
{
    static aclcts_cb model = {.tag = "MODEL"}, other = {.tag = "OTHER"};
    cb_add(t, rule, r, CB_ENTRIES({ACL_REG_TYPE_ACL_MODEL, &model, CB_FN}, {ACL_REG_TYPE_OTHER, &other, CB_FN}));
    run(t);
    CHECK_STR_FOR(t, rule, aclcts_cb_log(), "MODEL OTHER");
}

/* ---- where a callback ran ---- */

static const aclcts_spy *position_spy; /* armed by cb_track_positions (one case per process) */

void cb_note_position(aclcts_cb *self) { self->user = (void *)(uintptr_t)(position_spy ? position_spy->count() : 0); }

static size_t cb_position(const aclcts_cb *slot) { return (size_t)(uintptr_t)slot->user; }

void cb_track_positions(aclcts_t *t)
{
    aclcts_require_trace(t);
    position_spy = t->spy;
}

void cb_expect_positions_(aclcts_t *t, const char *rule, size_t m, const cb_at *at)
{
    for (; at->slot; ++at) {
        size_t got = cb_position(at->slot) - m;
        aclcts_check_true(t, rule, __FILE__, __LINE__, "where the callback ran", got == at->after,
                          "%s ran after southbound call m+%zu, expected after m+%zu", at->slot->tag, got, at->after);
    }
}

void cb_expect_interleaving_(aclcts_t *t, const char *rule, cb_registry r, const char *config, const cb_entry *list,
                             const char *trace, const char *log, const cb_at *at)
{
    cb_track_positions(t);
    cb_add(t, rule, r, list);
    if (r == CB_FIN) CHECK_CODE_FOR(t, rule, t->acl->aclInit(config), ACL_SUCCESS);
    size_t m = aclcts_mark(t);
    CHECK_CODE_FOR(t, rule, r == CB_INIT ? t->acl->aclInit(config) : t->acl->aclFinalize(), ACL_SUCCESS);
    CHECK_TRACE_FOR(t, rule, m, trace);
    CHECK_STR_FOR(t, rule, aclcts_cb_log(), log);
    cb_expect_positions(t, rule, m, at);
}
