/* The lifecycle model (see model.h). Each function is one row group of the
 * STATE002 transition table or one callback rule. */
#include "model.h"

#include <stdio.h>
#include <string.h>

#include "acl/acl.h"
#include "acl/error_codes/rt_error_codes.h"
#include "callbacks.h"
#include "lower/lower_layers.h"

static void step_begin(model_step *out, int code)
{
    memset(out, 0, sizeof(*out));
    out->code = code;
}

static void log_put(model_step *out, const char *entry)
{
    size_t used = strlen(out->log);
    snprintf(out->log + used, sizeof(out->log) - used, "%s", entry);
}

static void log_init_cb(model_step *out, const model_cb *e, const uint8_t *cfg, size_t len)
{
    char entry[64];
    snprintf(entry, sizeof(entry), "I%u/%d(%zu:%08x) ", e->cb, e->op, len, cb_hash(cfg, len));
    log_put(out, entry);
}

/* CB003, CB005, CB006, CB008: every init callback of `type` in registration
 * order with the raw config; the first non-zero code stops and is returned. */
static int dispatch_init(const model *m, int type, const uint8_t *cfg, size_t len, model_step *out)
{
    for (size_t i = 0; i < m->init_count; i++) {
        const model_cb *e = &m->init_cbs[i];
        if (e->type != type) continue;
        log_init_cb(out, e, cfg, len);
        if (e->ret != ACL_SUCCESS) return e->ret;
    }
    return ACL_SUCCESS;
}

/* CB004, CB008 for finalize callbacks. */
static int dispatch_fin(const model *m, int type, model_step *out)
{
    for (size_t i = 0; i < m->fin_count; i++) {
        const model_cb *e = &m->fin_cbs[i];
        if (e->type != type) continue;
        char entry[32];
        snprintf(entry, sizeof(entry), "F%u/%d ", e->cb, e->op);
        log_put(out, entry);
        if (e->ret != ACL_SUCCESS) return e->ret;
    }
    return ACL_SUCCESS;
}

void model_reset(model *m) { memset(m, 0, sizeof(*m)); }

/* A lower-layer code that the step tolerates (207000 only) or returns. */
static int unless_tolerated(int rt) { return rt == ACL_ERROR_RT_FEATURE_NOT_SUPPORT ? ACL_SUCCESS : rt; }

/* DUMP001, DUMP002: a non-empty config starts the dump server and hands it over. */
static int dump_handoff(const cfg_verdict *v, const lower_answers *low)
{
    if (v->len == 0) return ACL_SUCCESS;
    if (low->dump_init != 0) return ACL_ERROR_INTERNAL_ERROR;
    if (low->adump == ADUMP_INPUT_FAILED) return ACL_ERROR_INVALID_DUMP_CONFIG;
    return low->adump != 0 ? ACL_ERROR_INTERNAL_ERROR : ACL_SUCCESS;
}

/* The config keys in the order of INIT002, each check before its call. */
static int path_keys(const cfg_verdict *v, const lower_answers *low)
{
    static const int stack_keys[3] = {KEY_simt_stack_size, KEY_simt_divergence_stack_size, KEY_aicore_stack_size};
    for (int i = 0; i < 3; i++) {
        if (v->keys[stack_keys[i]] != ACL_SUCCESS)
            return v->keys[stack_keys[i]]; /* STACK004; runtime errors swallowed (STACK005) */
    }
    if (v->keys[KEY_default_device] != ACL_SUCCESS) return v->keys[KEY_default_device];
    if (low->device != 0) return low->device; /* DEV005 */
    static const int fifo_keys[2] = {KEY_simd_printf_fifo_size_per_core, KEY_simt_printf_fifo_size};
    for (int i = 0; i < 2; i++) {
        if (v->keys[fifo_keys[i]] != ACL_SUCCESS) return v->keys[fifo_keys[i]];
        if (unless_tolerated(low->fifo[i]) != ACL_SUCCESS) return low->fifo[i]; /* FIFO004 */
    }
    if (v->keys[KEY_event_mode] != ACL_SUCCESS) return v->keys[KEY_event_mode];
    return low->event; /* EVT003: 207000 too */
}

/* INIT002: the codes surface at their stage, between the callback stages (CB003). */
static int fresh_pipeline(const model *m, const cfg_verdict *v, const lower_answers *low, model_step *out)
{
    int code = v->parse;
    if (code == ACL_SUCCESS) code = dispatch_init(m, ACL_REG_TYPE_ACL_MODEL, v->bytes, v->len, out);
    if (code == ACL_SUCCESS && v->has_path) code = dump_handoff(v, low);
    if (code == ACL_SUCCESS && v->has_path)
        code = dispatch_init(m, ACL_REG_TYPE_ACL_OP_EXECUTOR, v->bytes, v->len, out);
    if (code == ACL_SUCCESS && v->has_path) code = path_keys(v, low);
    if (code == ACL_SUCCESS) code = v->profiling;
    if (code == ACL_SUCCESS && v->profiler_key && low->msprof_init != 0) code = ACL_ERROR_INVALID_PARAM; /* PROF002 */
    if (code == ACL_SUCCESS && low->soc != 0) code = ACL_ERROR_INTERNAL_ERROR;                           /* INIT008 */
    if (code == ACL_SUCCESS) code = dispatch_init(m, ACL_REG_TYPE_ACL_DVPP, v->bytes, v->len, out);
    if (code == ACL_SUCCESS) code = unless_tolerated(low->fill); /* INIT009 */
    if (code == ACL_SUCCESS) code = dispatch_init(m, ACL_REG_TYPE_OTHER, v->bytes, v->len, out);
    return code;
}

void model_init(model *m, const cfg_verdict *v, const lower_answers *low, model_step *out)
{
    if (m->rc > 0) { /* INIT001 */
        m->rc++;
        step_begin(out, ACL_ERROR_REPEAT_INITIALIZE);
        return;
    }
    step_begin(out, ACL_SUCCESS);
    if (!v->readable) { /* FILE001: before anything is kept */
        out->code = ACL_ERROR_INVALID_FILE;
        return;
    }
    memcpy(m->current, v->bytes, v->len); /* CB006: CS is kept even if a later step fails */
    m->current_len = v->len;
    /* REP001, REP003, REP004: byte comparison with the first successful config */
    if (m->first_saved && (m->first_len != v->len || memcmp(m->first, v->bytes, v->len) != 0)) {
        out->code = ACL_ERROR_INVALID_PARAM;
        return;
    }
    if (v->has_path && !v->regular) { /* FILE003, FILE004, FILE009 */
        out->code = ACL_ERROR_INVALID_FILE;
        return;
    }
    out->code = fresh_pipeline(m, v, low, out);
    if (out->code != ACL_SUCCESS) return; /* STATE003: rc stays 0, F unchanged */
    if (!m->first_saved) {                /* REP005: only a successful init saves */
        memcpy(m->first, v->bytes, v->len);
        m->first_len = v->len;
        m->first_saved = true;
    }
    m->finalized = false;
    m->rc = 1;
}

/* FIN003: the deinit; on failure nothing changes (FIN005..FIN007, CB008). */
static int deinit(model *m, const lower_answers *low, model_step *out)
{
    int code = dispatch_fin(m, ACL_REG_TYPE_ACL_OP_COMPILER, out);
    if (code == ACL_SUCCESS) code = dispatch_fin(m, ACL_REG_TYPE_ACL_MODEL, out);
    if (code == ACL_SUCCESS && low->dump_uninit != 0) code = ACL_ERROR_INTERNAL_ERROR; /* FIN005 */
    if (code == ACL_SUCCESS) code = dispatch_fin(m, ACL_REG_TYPE_ACL_DVPP, out);
    if (code == ACL_SUCCESS) code = unless_tolerated(low->unfill); /* FIN006 */
    if (code == ACL_SUCCESS) code = low->device;                   /* FIN007 */
    if (code == ACL_SUCCESS) code = dispatch_fin(m, ACL_REG_TYPE_OTHER, out);
    if (code != ACL_SUCCESS) return code;
    m->finalized = true;
    m->rc = 0;
    return ACL_SUCCESS;
}

void model_finalize(model *m, const lower_answers *low, model_step *out)
{
    step_begin(out, ACL_SUCCESS);
    if (m->finalized) { /* FIN001 */
        out->code = ACL_ERROR_REPEAT_FINALIZE;
        return;
    }
    out->code = deinit(m, low, out); /* FIN002: whatever rc is */
}

void model_finalize_reference(model *m, bool with_pointer, const lower_answers *low, model_step *out)
{
    step_begin(out, ACL_SUCCESS);
    if (m->rc > 1) { /* REF001 */
        m->rc--;
    } else if (m->rc == 1) { /* REF002 */
        out->code = deinit(m, low, out);
    } else { /* REF003: F not consulted */
        out->code = ACL_ERROR_REPEAT_FINALIZE;
    }
    out->has_ref_count = with_pointer; /* REF004 */
    out->ref_count = m->rc;
}

static bool has_type(const model_cb *list, size_t count, int type)
{
    for (size_t i = 0; i < count; i++) {
        if (list[i].type == type) return true;
    }
    return false;
}

void model_register(model *m, bool is_init, int type, uint8_t cb, int op, int ret, model_step *out)
{
    model_cb *list = is_init ? m->init_cbs : m->fin_cbs;
    size_t *count = is_init ? &m->init_count : &m->fin_count;
    step_begin(out, ACL_SUCCESS);
    if (cb == PROG_CB_NULL) { /* CB001 */
        out->code = ACL_ERROR_INVALID_PARAM;
        return;
    }
    if (type != ACL_REG_TYPE_OTHER && has_type(list, *count, type)) { /* CB001, CB009 */
        out->code = ACL_ERROR_INTERNAL_ERROR;
        return;
    }
    if (*count == PROG_MAX_OPS) return; /* cannot happen: one registration per operation */
    list[(*count)++] = (model_cb){type, cb, op, ret};
    if (is_init && m->rc > 0) { /* CB007 (CB011: not while rc == 0); return value ignored */
        log_init_cb(out, &list[*count - 1], m->current, m->current_len);
    }
}

void model_unregister(model *m, bool is_init, int type, uint8_t cb, model_step *out)
{
    model_cb *list = is_init ? m->init_cbs : m->fin_cbs;
    size_t *count = is_init ? &m->init_count : &m->fin_count;
    step_begin(out, ACL_SUCCESS);
    if (cb == PROG_CB_NULL) { /* CB002 */
        out->code = ACL_ERROR_INVALID_PARAM;
        return;
    }
    for (size_t i = 0; i < *count; i++) {
        if (list[i].type == type && list[i].cb == cb) { /* the first match, userData ignored */
            memmove(&list[i], &list[i + 1], (*count - i - 1) * sizeof(*list));
            (*count)--;
            return;
        }
    }
    out->code = ACL_ERROR_INTERNAL_ERROR; /* no entry of that type, or none with that function */
}
