/* Decoding and printing of the fuzz program format (see program.h). */
#include "program.h"

#include <stdio.h>
#include <string.h>

/* API003: the eight named types plus out-of-range values (CB009). */
const int prog_types[PROG_TYPES] = {0, 1, 2, 3, 4, 5, 6, 7, 0xFFFF, 8, 1000, -1};
/* What a callback returns; 0 dominates so that most sequences get far. */
const int prog_rets[PROG_RETS] = {0, 0, 0, 0, 0, 500001, 507899, 1};
/* Codes a lower layer is made to return: generic, runtime, tolerated ones
 * (207000), ADUMP_INPUT_FAILED (-2) and a device error (107001). */
const int prog_fault_codes[PROG_FAULT_CODES] = {-1, 1, 107000, 207000, 507000, 500000, 100000, -2, 107001, 0x7FFFFFFF};

/* The spy's names (trace names) of southbound_functions.def's rows; FAULT
 * picks among the first PROG_FAULT_SYMS (program.h). */
static const char *const k_fault_syms[] = {
#define ACLCTS_SB_FN(ID, TRACE_NAME, ELF_NAME, ALIAS, LAYER) [PROG_SB_##ID] = TRACE_NAME,
#include "lower/southbound_functions.def"
};

const char *prog_fault_symbol(uint8_t index) { return k_fault_syms[index % PROG_FAULT_SYMS]; }

const int prog_rt_devices[PROG_RT_DEVICES] = {0, 1, 7, 8, -1};

#define RT_NAME_ROW(NAME) [PROG_RT_##NAME] = #NAME,
static const char *const k_rt_names[PROG_RT_FNS] = {
#define ACLCTS_ACL_FN(NAME, RET, PARAMS, PROFILES) PROG_RT_ROW_##PROFILES(NAME, RT_NAME_ROW)
#include "acl/acl_functions.def"
};

const char *prog_rt_name(uint8_t fn) { return k_rt_names[fn % PROG_RT_FNS]; }

/* Operand counts (CONFIG's length is handled apart). */
static const uint8_t k_operands[OP_COUNT] = {1, 0, 1, 3, 2, 3, 2, 0, 3, 1, 0, 3};
/* Range of each operand by opcode (0: unused). */
static const uint8_t k_ranges[OP_COUNT][3] = {
    [OP_INIT] = {SLOT_FIRST_CONFIG + PROG_MAX_CONFIGS},          [OP_REF] = {2},
    [OP_REG_INIT] = {PROG_TYPES, PROG_CALLBACKS + 1, PROG_RETS}, [OP_UNREG_INIT] = {PROG_TYPES, PROG_CALLBACKS + 1},
    [OP_REG_FIN] = {PROG_TYPES, PROG_CALLBACKS + 1, PROG_RETS},  [OP_UNREG_FIN] = {PROG_TYPES, PROG_CALLBACKS + 1},
    [OP_FAULT] = {PROG_FAULT_SYMS, PROG_FAULT_CODES, 4},         [OP_ENV] = {PROG_ENV_BITS + 1},
    [OP_RT] = {PROG_RT_OPS, PROG_RT_SLOTS, PROG_RT_SLOTS},
};

typedef struct decoder {
    const uint8_t *p, *end;
    bool strict;
    char *why;
    size_t why_cap;
} decoder;

static bool reject(decoder *d, const char *fmt, size_t at, unsigned v)
{
    if (d->why) snprintf(d->why, d->why_cap, fmt, at, v);
    return false;
}

/* INIT's slot must name a config declared before it (strict) or is folded
 * onto the declared ones (lenient). */
static bool fix_slot(decoder *d, prog *out, prog_op *op, size_t at)
{
    if (op->a < SLOT_FIRST_CONFIG) return true;
    size_t k = op->a - SLOT_FIRST_CONFIG;
    if (k < out->configs) return true;
    if (d->strict) return reject(d, "byte %zu: INIT names config %u, not declared yet", at, (unsigned)k);
    op->a = out->configs ? (uint8_t)(SLOT_FIRST_CONFIG + k % out->configs) : SLOT_NULL;
    return true;
}

static bool decode_config(decoder *d, prog *out, prog_op *op, size_t at)
{
    if (d->end - d->p < 2) return d->strict ? reject(d, "byte %zu: CONFIG without length", at, 0) : false;
    size_t len = (size_t)d->p[0] | ((size_t)d->p[1] << 8);
    d->p += 2;
    size_t left = (size_t)(d->end - d->p);
    if (len > left) {
        if (d->strict) return reject(d, "byte %zu: CONFIG length %u past the end", at, (unsigned)len);
        len = left;
    }
    if (out->configs == PROG_MAX_CONFIGS) {
        if (d->strict) return reject(d, "byte %zu: more than %u CONFIGs", at, PROG_MAX_CONFIGS);
        d->p += len;
        return true; /* lenient: dropped, keeps the rest aligned */
    }
    op->bytes = d->p;
    op->len = len;
    d->p += len;
    out->configs++;
    return true;
}

static bool decode_operands(decoder *d, prog_op *op, size_t at)
{
    uint8_t *slots[3] = {&op->a, &op->b, &op->c};
    size_t n = k_operands[op->code];
    if ((size_t)(d->end - d->p) < n) {
        return d->strict ? reject(d, "byte %zu: operation truncated", at, 0) : false;
    }
    for (size_t i = 0; i < n; i++) {
        uint8_t v = *d->p++, range = k_ranges[op->code][i];
        if (v >= range) {
            if (d->strict) return reject(d, "byte %zu: operand out of range (%u)", at, v);
            v = (uint8_t)(v % range);
        }
        *slots[i] = v;
    }
    return true;
}

static bool decode(decoder *d, prog *out)
{
    memset(out, 0, sizeof(*out));
    const uint8_t *start = d->p;
    bool env_seen = false;
    while (d->p < d->end) {
        size_t at = (size_t)(d->p - start);
        if (out->count == PROG_MAX_OPS) {
            return d->strict ? reject(d, "byte %zu: more than %u operations", at, PROG_MAX_OPS) : true;
        }
        prog_op op = {0};
        uint8_t code = *d->p++;
        if (code >= OP_COUNT) {
            if (d->strict) return reject(d, "byte %zu: unknown opcode %u", at, code);
            code = (uint8_t)(code % OP_COUNT);
        }
        op.code = code;
        bool ok = code == OP_CONFIG ? decode_config(d, out, &op, at) : decode_operands(d, &op, at);
        if (!ok) return !d->strict;
        if (code == OP_CONFIG && op.bytes == NULL) continue;
        if (code == OP_INIT && !fix_slot(d, out, &op, at)) return false;
        if (code == OP_ENV && !env_seen) {
            out->env = op.a;
            env_seen = true;
        }
        out->ops[out->count++] = op;
    }
    return true;
}

void prog_decode(const uint8_t *data, size_t size, prog *out)
{
    decoder d = {data, data + size, false, NULL, 0};
    (void)decode(&d, out);
}

bool prog_decode_strict(const uint8_t *data, size_t size, prog *out, char *why, size_t why_cap)
{
    decoder d = {data, data + size, true, why, why_cap};
    if (size == 0) return reject(&d, "byte %zu: empty program", 0, 0);
    return decode(&d, out);
}

const char *prog_op_name(uint8_t code)
{
    static const char *const names[OP_COUNT] = {"INIT",      "FIN",    "REF",   "REG_INIT", "UNREG_INIT", "REG_FIN",
                                                "UNREG_FIN", "CONFIG", "FAULT", "ENV",      "ERRMSG",     "RT"};
    return code < OP_COUNT ? names[code] : "?";
}

const char *prog_type_name(int type)
{
    switch (type) {
    case 0:
        return "MODEL";
    case 1:
        return "OP_EXECUTOR";
    case 2:
        return "OP_CBLAS";
    case 3:
        return "OP_COMPILER";
    case 4:
        return "TDT_CHANNEL";
    case 5:
        return "TDT_QUEUE";
    case 6:
        return "DVPP";
    case 7:
        return "RETR";
    case 0xFFFF:
        return "OTHER";
    default:
        return "out-of-range";
    }
}

static void print_config(const prog_op *op, size_t index, char *line, size_t cap)
{
    int n = snprintf(line, cap, "CONFIG c%zu = \"", index);
    size_t at = n > 0 ? (size_t)n : 0;
    for (size_t i = 0; i < op->len && at + 8 < cap; i++) {
        uint8_t ch = op->bytes[i];
        if (ch == '"' || ch == '\\') at += (size_t)snprintf(line + at, cap - at, "\\%c", ch);
        else if (ch >= 0x20 && ch < 0x7f) line[at++] = (char)ch;
        else at += (size_t)snprintf(line + at, cap - at, "\\x%02x", ch);
    }
    snprintf(line + at, cap - at, "\" (%zu bytes)", op->len);
}

static void print_slot(uint8_t slot, char *buf, size_t cap)
{
    switch (slot) {
    case SLOT_NULL:
        snprintf(buf, cap, "NULL");
        break;
    case SLOT_EMPTY_PATH:
        snprintf(buf, cap, "\"\"");
        break;
    case SLOT_MISSING:
        snprintf(buf, cap, "<missing file>");
        break;
    case SLOT_DIRECTORY:
        snprintf(buf, cap, "<directory>");
        break;
    default:
        snprintf(buf, cap, "c%u", (unsigned)(slot - SLOT_FIRST_CONFIG));
        break;
    }
}

static void print_cb(uint8_t cb, char *buf, size_t cap)
{
    if (cb == PROG_CB_NULL) snprintf(buf, cap, "NULL");
    else snprintf(buf, cap, "cb%u", (unsigned)cb);
}

static void print_op(const prog_op *op, size_t *configs, char *line, size_t cap)
{
    char x[32], y[32];
    switch (op->code) {
    case OP_INIT:
        print_slot(op->a, x, sizeof(x));
        snprintf(line, cap, "aclInit(%s)", x);
        break;
    case OP_FIN:
        snprintf(line, cap, "aclFinalize()");
        break;
    case OP_REF:
        snprintf(line, cap, "aclFinalizeReference(%s)", op->a ? "&n" : "NULL");
        break;
    case OP_REG_INIT:
    case OP_REG_FIN:
        print_cb(op->b, x, sizeof(x));
        snprintf(line, cap, "acl%sCallbackRegister(%s=%d, %s) returning %d",
                 op->code == OP_REG_INIT ? "Init" : "Finalize", prog_type_name(prog_types[op->a]), prog_types[op->a], x,
                 prog_rets[op->c]);
        break;
    case OP_UNREG_INIT:
    case OP_UNREG_FIN:
        print_cb(op->b, x, sizeof(x));
        snprintf(line, cap, "acl%sCallbackUnRegister(%s=%d, %s)", op->code == OP_UNREG_INIT ? "Init" : "Finalize",
                 prog_type_name(prog_types[op->a]), prog_types[op->a], x);
        break;
    case OP_CONFIG:
        print_config(op, (*configs)++, line, cap);
        break;
    case OP_FAULT:
        snprintf(y, sizeof(y), op->c ? "on call %u" : "on every call", (unsigned)op->c);
        snprintf(line, cap, "FAULT %s returns %d %s", prog_fault_symbol(op->a), prog_fault_codes[op->b], y);
        break;
    case OP_ENV:
        snprintf(line, cap, "ENV%s%s%s%s", op->a & PROG_ENV_NO_UC_MEMORY ? " AUTO_USE_UC_MEMORY=0" : "",
                 op->a & PROG_ENV_SAMPLE_CONFIG ? " PROFILER_SAMPLECONFIG=x" : "",
                 op->a & PROG_ENV_OTHER_SOC ? " soc=Ascend310P3" : "", op->a ? "" : " (none)");
        break;
    case OP_ERRMSG:
        snprintf(line, cap, "aclGetRecentErrMsg()");
        break;
    case OP_RT:
        snprintf(line, cap, "%s slot/device %u, %u%s", prog_rt_name(op->a), (unsigned)op->b, (unsigned)op->c,
                 op->a >= PROG_RT_FNS ? " on a new thread" : "");
        break;
    default:
        snprintf(line, cap, "?");
        break;
    }
}

void prog_print(const prog *p, void (*emit)(const char *line, void *ctx), void *ctx)
{
    char line[1200], numbered[1300];
    size_t configs = 0;
    for (size_t i = 0; i < p->count; i++) {
        print_op(&p->ops[i], &configs, line, sizeof(line));
        snprintf(numbered, sizeof(numbered), "%2zu  %s", i, line);
        emit(numbered, ctx);
    }
}

size_t prog_config_spans(const uint8_t *data, size_t size, prog_config_span *spans, size_t cap)
{
    size_t i = 0, n = 0;
    while (i < size) {
        uint8_t code = (uint8_t)(data[i++] % OP_COUNT);
        if (code != OP_CONFIG) {
            i += k_operands[code];
            continue;
        }
        if (size - i < 2) break;
        size_t len = (size_t)data[i] | ((size_t)data[i + 1] << 8);
        if (len > size - i - 2) len = size - i - 2;
        if (n < cap) spans[n++] = (prog_config_span){i, len};
        i += 2 + len;
    }
    return n;
}
