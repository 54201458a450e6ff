/* The fuzz program: the byte format shared by fuzz_lifecycle and fuzz_diff.
 *
 * An input is a sequence of operations, each an opcode byte followed by its
 * operand bytes (u16 little-endian for a config length):
 *
 *   0 INIT     slot       aclInit(path): slot 0 NULL, 1 "", 2 a missing file,
 *                         3 a directory, 4+k the k-th CONFIG declared so far
 *   1 FIN                 aclFinalize()
 *   2 REF      ptr        aclFinalizeReference(ptr ? &n : NULL)
 *   3 REG_INIT type cb ret  aclInitCallbackRegister(type, cb, userData)
 *   4 UNREG_INIT type cb    aclInitCallbackUnRegister(type, cb)
 *   5 REG_FIN  type cb ret  aclFinalizeCallbackRegister(type, cb, userData)
 *   6 UNREG_FIN type cb     aclFinalizeCallbackUnRegister(type, cb)
 *   7 CONFIG   len16 bytes  declares a config file with these raw bytes
 *   8 FAULT    sym code nth the spy fails `sym` (fuzz_diff only)
 *   9 ENV      bits       process environment (fuzz_diff only, first one wins)
 *  10 ERRMSG              aclGetRecentErrMsg()
 *  11 RT       fn a b     one of the PROG_RT_FNS device/context/stream/event
 *                         and allocator functions (prog_rt_name(fn)), fn >= PROG_RT_FNS the same one on a new
 *                         thread (joined before the next operation); a and b
 *                         pick a device id or a handle slot (see scenario.h),
 *                         slot 4 is NULL
 *
 * type, cb and ret are indexes into the tables below. Decoding is lenient
 * for fuzzing (an opcode or index out of range is taken modulo, a truncated
 * operation ends the program) and strict for seeds: every byte must belong
 * to a well-formed operation with in-range operands. */
#ifndef ACLFUZZ_PROGRAM_H_
#define ACLFUZZ_PROGRAM_H_

#include <stdbool.h>
#include <stddef.h>
#include <stdint.h>

enum {
    OP_INIT,
    OP_FIN,
    OP_REF,
    OP_REG_INIT,
    OP_UNREG_INIT,
    OP_REG_FIN,
    OP_UNREG_FIN,
    OP_CONFIG,
    OP_FAULT,
    OP_ENV,
    OP_ERRMSG,
    OP_RT,
    OP_COUNT
};

enum { SLOT_NULL, SLOT_EMPTY_PATH, SLOT_MISSING, SLOT_DIRECTORY, SLOT_FIRST_CONFIG };

#define PROG_MAX_OPS 64
#define PROG_MAX_CONFIGS 8
#define PROG_MAX_CONFIG_BYTES 65535 /* a CONFIG's length is a u16 */
#define PROG_CALLBACKS 4            /* distinct callback functions; index 4 is NULL */
#define PROG_CB_NULL PROG_CALLBACKS
#define PROG_TYPES 12
#define PROG_RETS 8
#define PROG_FAULT_CODES 10

/* FAULT's symbols: the rows of include/lower/southbound_functions.def before
 * the C layer's (rtInit, its first row): the C++ lifecycle's southbound, in
 * the spy's order. The device chain's runtime calls, listed after the C
 * layer's, are not faulted by the program. */
enum {
#define ACLCTS_SB_FN(ID, TRACE_NAME, ELF_NAME, ALIAS, LAYER) PROG_SB_##ID,
#include "lower/southbound_functions.def"
};
#define PROG_FAULT_SYMS PROG_SB_RT_INIT

/* RT's functions: the device, context, stream and event chain, the rows of
 * include/acl/acl_functions.def whose profiles are NONE, in its order.
 * PROG_RT_ROW_##PROFILES(NAME, ROW) expands to ROW(NAME) for those rows and
 * to nothing for the others:
 *   #define ACLCTS_ACL_FN(NAME, RET, PARAMS, PROFILES) PROG_RT_ROW_##PROFILES(NAME, MY_ROW)
 *   #include "acl/acl_functions.def" */
#define PROG_RT_ROW_NONE(NAME, ROW) ROW(NAME)
#define PROG_RT_ROW_NONE_PURE(NAME, ROW)
#define PROG_RT_ROW_BOTH(NAME, ROW)
#define PROG_RT_ROW_PRODUCT(NAME, ROW)
#define PROG_RT_ROW_IPV350(NAME, ROW)
#define PROG_RT_ENUM_ROW(NAME) PROG_RT_##NAME,
enum {
#define ACLCTS_ACL_FN(NAME, RET, PARAMS, PROFILES) PROG_RT_ROW_##PROFILES(NAME, PROG_RT_ENUM_ROW)
#include "acl/acl_functions.def"
    PROG_RT_FNS
};
#define PROG_RT_OPS (2 * PROG_RT_FNS) /* each on the calling thread or on a new one */
#define PROG_RT_SLOTS 5               /* four handle slots per kind, the fifth is NULL */
#define PROG_RT_NULL 4
#define PROG_RT_DEVICES 5 /* device ids an RT operation picks from (prog_rt_devices) */

/* ENV bits: set in the scenario's process before the first call. */
#define PROG_ENV_NO_UC_MEMORY 0x1u  /* AUTO_USE_UC_MEMORY=0 (INIT010) */
#define PROG_ENV_SAMPLE_CONFIG 0x2u /* PROFILER_SAMPLECONFIG=x (PROF003) */
#define PROG_ENV_OTHER_SOC 0x4u     /* the spy reports Ascend310P3 (SOC001) */
#define PROG_ENV_BITS 0x7u

extern const int prog_types[PROG_TYPES];
extern const int prog_rets[PROG_RETS];
extern const int prog_fault_codes[PROG_FAULT_CODES];
/* 0, 1 and 7 exist (8 devices), 8 and -1 do not. */
extern const int prog_rt_devices[PROG_RT_DEVICES];
/* "aclrtSetDevice" ... for an RT operation's fn. */
const char *prog_rt_name(uint8_t fn);

typedef struct prog_op {
    uint8_t code;
    uint8_t a, b, c;      /* operands, already in range */
    const uint8_t *bytes; /* CONFIG: points into the input */
    size_t len;
} prog_op;

typedef struct prog {
    prog_op ops[PROG_MAX_OPS];
    size_t count;
    size_t configs; /* number of CONFIG ops */
    unsigned env;   /* ENV bits of the first ENV op */
} prog;

/* Lenient decode; never fails. */
void prog_decode(const uint8_t *data, size_t size, prog *out);
/* Strict decode: false (with a reason in why) unless every byte is part of a
 * well-formed, in-range operation and the limits hold. */
bool prog_decode_strict(const uint8_t *data, size_t size, prog *out, char *why, size_t why_cap);
/* One line per operation, for reports. */
void prog_print(const prog *p, void (*emit)(const char *line, void *ctx), void *ctx);
const char *prog_type_name(int type);
const char *prog_op_name(uint8_t code);

/* Where the CONFIG payloads are in an input (lenient walk, as prog_decode):
 * the offset of the length field and the payload length. Returns how many
 * were found (at most cap). For the structure-aware mutator. */
typedef struct prog_config_span {
    size_t at; /* offset of the u16 length; the payload follows it */
    size_t len;
} prog_config_span;
size_t prog_config_spans(const uint8_t *data, size_t size, prog_config_span *spans, size_t cap);

/* The spy's name of FAULT symbol `index` (accepted by aclcts_sb_fail). */
const char *prog_fault_symbol(uint8_t index);

#endif /* ACLFUZZ_PROGRAM_H_ */
