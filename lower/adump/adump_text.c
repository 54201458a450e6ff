/* One-line texts of a decision and of the adump state, for the spy's
 * accessors: "key=value" pairs separated by single spaces, "-" for an absent
 * value, a JSON string literal for a value that is empty or holds anything
 * but [A-Za-z0-9] and _./:,+=@%~- (bytes >= 0x80 and controls as \u00XX). */
#include <stdarg.h>
#include <stdio.h>
#include <stdlib.h>
#include <string.h>

#include "adump/adump_model.h"

typedef struct adt_buf {
    char *s;
    size_t len;
    size_t cap;
    int oom;
} adt_buf;

static void put(adt_buf *b, const char *s, size_t n)
{
    if (b->oom) {
        return;
    }
    if (b->len + n + 1 > b->cap) {
        size_t cap = (b->cap + n + 1) * 2;
        char *g = realloc(b->s, cap);
        if (g == NULL) {
            b->oom = 1;
            return;
        }
        b->s = g;
        b->cap = cap;
    }
    memcpy(b->s + b->len, s, n);
    b->len += n;
    b->s[b->len] = '\0';
}

static void putf(adt_buf *b, const char *f, ...) __attribute__((format(printf, 2, 3)));
static void putf(adt_buf *b, const char *f, ...)
{
    char tmp[64];
    va_list ap;
    va_start(ap, f);
    int n = vsnprintf(tmp, sizeof tmp, f, ap);
    va_end(ap);
    put(b, tmp, (size_t)n < sizeof tmp ? (size_t)n : sizeof tmp - 1);
}

static int plain(const char *v)
{
    if (v[0] == '\0') {
        return 0;
    }
    for (const unsigned char *p = (const unsigned char *)v; *p; p++) {
        int alnum = (*p >= 'a' && *p <= 'z') || (*p >= 'A' && *p <= 'Z') || (*p >= '0' && *p <= '9');
        if (!alnum && strchr("_./:,+=@%~-", *p) == NULL) {
            return 0;
        }
    }
    return 1;
}

static void put_value(adt_buf *b, const char *v)
{
    if (v == NULL) {
        put(b, "-", 1);
        return;
    }
    if (plain(v)) {
        put(b, v, strlen(v));
        return;
    }
    put(b, "\"", 1);
    for (const unsigned char *p = (const unsigned char *)v; *p; p++) {
        if (*p == '"' || *p == '\\') {
            char esc[2] = {'\\', (char)*p};
            put(b, esc, 2);
        } else if (*p < 0x20 || *p >= 0x7f) {
            putf(b, "\\u%04x", *p);
        } else {
            put(b, (const char *)p, 1);
        }
    }
    put(b, "\"", 1);
}

static void field(adt_buf *b, const char *key, const char *v)
{
    if (b->len > 0) {
        put(b, " ", 1);
    }
    put(b, key, strlen(key));
    put(b, "=", 1);
    put_value(b, v);
}

static void field_int(adt_buf *b, const char *key, long v)
{
    char tmp[32];
    snprintf(tmp, sizeof tmp, "%ld", v);
    field(b, key, tmp);
}

static const char *type_name(aclcts_adump_type t)
{
    static const char *const k_names[] = {"NONE",           "OPERATOR",    "EXCEPTION",
                                          "ARGS_EXCEPTION", "OP_OVERFLOW", "AIC_ERR_DETAIL_DUMP"};
    return (unsigned)t < sizeof k_names / sizeof k_names[0] ? k_names[t] : "?";
}

/* Runtime kernel-DFX type names, comma-separated in enum order; NULL if none. */
static void field_dfx(adt_buf *b, const char *key, unsigned mask)
{
    static const char *const k_names[ACLCTS_ADUMP_DFX_TYPES] = {"DEFAULT", "PRINTF",     "TENSOR",
                                                                "ASSERT",  "TIME_STAMP", "BLOCK_INFO"};
    char tmp[128] = "";
    for (int i = 0; i < ACLCTS_ADUMP_DFX_TYPES; i++) {
        if (mask & (1u << i)) {
            if (tmp[0] != '\0') {
                strcat(tmp, ",");
            }
            strcat(tmp, k_names[i]);
        }
    }
    field(b, key, tmp[0] != '\0' ? tmp : NULL);
}

static void state_fields(adt_buf *b, const aclcts_adump_state *st)
{
    field(b, "exception", st->exception != ACLCTS_ADUMP_TYPE_NONE ? type_name(st->exception) : NULL);
    field(b, "exception_source", st->exception != ACLCTS_ADUMP_TYPE_NONE ? st->exception_source : NULL);
    field(b, "exception_path", st->exception_path);
    field_int(b, "operator", st->operator_on);
    field_int(b, "overflow", st->overflow_on);
    field_dfx(b, "kernel_dfx", st->dfx_mask);
    field(b, "kernel_dfx_path", st->dfx_path);
    field_int(b, "op_timeout_raised", st->op_timeout_raised);
    field(b, "platform", aclcts_adump_platform_name(st->platform));
    field_int(b, "server", st->server_count);
}

char *aclcts_adump_decision_text(const aclcts_adump_decision *d, const aclcts_adump_state *st)
{
    adt_buf b = {0};
    field_int(&b, "result", d->result);
    field(&b, "report", d->report[0] != '\0' ? d->report : NULL);
    field(&b, "item", d->item != NULL && d->item[0] != '\0' ? d->item : NULL);
    field(&b, "type", type_name(d->type));
    field(&b, "mode", d->mode);
    field_int(&b, "need_dump", d->need_dump);
    field_int(&b, "ignored", d->ignored);
    field(&b, "path", d->path);
    field(&b, "path_source", d->path_source);
    field(&b, "dump_mode", d->dump_mode);
    field(&b, "dump_level", d->dump_level);
    field_int(&b, "dump_switch", d->dump_switch);
    field(&b, "dump_data", d->dump_data);
    field(&b, "dump_stats", d->dump_stats);
    field(&b, "dump_op_switch", d->dump_op_switch);
    field(&b, "dump_debug", d->dump_debug);
    field(&b, "dump_scene", d->dump_scene);
    field(&b, "dump_step", d->dump_step);
    field(&b, "kernel_data", d->kernel_data);
    field_dfx(&b, "kernel_dfx_new", d->dfx_new);
    state_fields(&b, st);
    field(&b, "reason", d->reason);
    if (b.oom) {
        free(b.s);
        return NULL;
    }
    return b.s;
}

char *aclcts_adump_state_text(const aclcts_adump_state *st)
{
    adt_buf b = {0};
    state_fields(&b, st);
    if (b.oom) {
        free(b.s);
        return NULL;
    }
    return b.s;
}
