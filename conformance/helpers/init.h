/* Checks of aclInit: the code it returns, the southbound calls it makes and
 * the state it leaves, for one call or a short sequence; and the row macros
 * that make one named test of each config (table rows stay named tests).
 * The expected traces are traces.h's. */
#ifndef ACLCTS_HELPERS_INIT_H_
#define ACLCTS_HELPERS_INIT_H_

#include <stddef.h>

#include "aclcts/case.h"

/* aclInit(config) returns `code`, and the southbound calls it makes are
 * exactly `expected` (built by the case beforehand). */
#define init_expect_trace(t, ...) ACLCTS_HELPER(init_expect_trace_, t, __VA_ARGS__)
void init_expect_trace_(aclcts_t *t, const char *rule, const char *config, aclError code, const char *expected);

/* In a fresh process, aclInit of a file holding `json` succeeds with exactly
 * the trace of trace_init_file (and the process's first SoC probe). */
#define init_expect_file_trace(t, ...) ACLCTS_HELPER(init_expect_file_trace_, t, __VA_ARGS__)
void init_expect_file_trace_(aclcts_t *t, const char *rule, const char *json, int errmsg_mode, const char *keys);

/* INIT(n): aclInit(NULL) = 0, then n - 1 more aclInit(NULL) = 100002. */
#define init_expect_times(t, ...) ACLCTS_HELPER(init_expect_times_, t, __VA_ARGS__)
void init_expect_times_(aclcts_t *t, const char *rule, int n);

/* The state after a call, read with aclFinalizeReference where the target has
 * it: an initialised library (rc 1) deinitialises and writes 0; a library at
 * rc 0 answers 100037 (REF003). Used to show an init took effect or not. */
#define init_expect_count_one(t, rule) ACLCTS_HELPER(init_expect_count_, t, rule, ACL_SUCCESS)
#define init_expect_count_zero(t, rule) ACLCTS_HELPER(init_expect_count_, t, rule, ACL_ERROR_REPEAT_FINALIZE)
void init_expect_count_(aclcts_t *t, const char *rule, aclError code);
/* The count an aclInit that returned `code` leaves: 1 after a success, 0
 * after a failure (STATE003). */
#define init_expect_count_after(t, rule, code) \
    ACLCTS_HELPER(init_expect_count_, t, rule, (code) == ACL_SUCCESS ? ACL_SUCCESS : ACL_ERROR_REPEAT_FINALIZE)

/* aclInit of a config given as bytes returns `code`; success leaves rc 1,
 * failure leaves rc 0 (STATE003). */
#define init_expect_bytes(t, ...) ACLCTS_HELPER(init_expect_bytes_, t, __VA_ARGS__)
void init_expect_bytes_(aclcts_t *t, const char *rule, const void *data, size_t len, aclError code);

/* The same for a config given as text. */
#define init_expect_config(t, ...) ACLCTS_HELPER(init_expect_config_, t, __VA_ARGS__)
void init_expect_config_(aclcts_t *t, const char *rule, const char *json, aclError code);

/* One named test per config row (conformance/README.md: every row stays one named test). */
#define INIT_CONFIG_CASE(RULE, NAME, RULES, JSON, CODE) \
    ACLCTS_TEST(RULE, NAME, RULES, ACLCTS_PRODUCT) { init_expect_config(t, #RULE, JSON, CODE); }

/* The same with explicit bytes (NUL, BOM, invalid UTF-8): a string literal. */
#define INIT_BYTES_CASE(RULE, NAME, RULES, BYTES, CODE) \
    ACLCTS_TEST(RULE, NAME, RULES, ACLCTS_PRODUCT) { init_expect_bytes(t, #RULE, BYTES, sizeof(BYTES) - 1, CODE); }

/* ---- the config-key families (DEV, STACK, FIFO, EVT, PROF, the DUMP
 * hand-off): each case states only what its key step adds, `keys`, the lines
 * between the dump hand-off and the profiling init (trace_init_expected). ---- */

/* The core check of a config case: a fresh aclInit of `json` (config_write)
 * returns `code` and, when the spy trace is available (always for
 * ACLCTS_TRACE cases), makes exactly the expected southbound calls. */
#define init_expect_keys(t, ...) ACLCTS_HELPER(init_expect_keys_, t, __VA_ARGS__)
void init_expect_keys_(aclcts_t *t, const char *rule, const char *json, aclError code, const char *keys);

/* One fault row: aclInit of `json` while `symbol` fails with `fail` on its
 * `nth` call (0: every call) returns `code` with exactly the key-step lines
 * `keys`. */
typedef struct init_keys_fault {
    const char *json;
    const char *symbol;
    int fail;
    unsigned nth;
    aclError code;
    const char *keys;
} init_keys_fault;
#define init_expect_keys_fault(t, ...) ACLCTS_HELPER(init_expect_keys_fault_, t, __VA_ARGS__)
void init_expect_keys_fault_(aclcts_t *t, const char *rule, init_keys_fault f);

/* A key step that returns its runtime call's code (DEV005, EVT003): aclInit of
 * `json` while `symbol` answers `code` on every call returns `code` unchanged
 * and the trace ends at that call, `call` being its trace line without the
 * answer ("rtEventWorkModeSet(1)"). */
#define init_expect_code_returned(t, ...) ACLCTS_HELPER(init_expect_code_returned_, t, __VA_ARGS__)
void init_expect_code_returned_(aclcts_t *t, const char *rule, const char *json, const char *symbol, const char *call,
                                aclError code);

/* One named test per row of a family's table. INIT_KEYS_CASE needs the
 * trace; INIT_KEYS_CODE_CASE checks the code on any southbound and the trace
 * when the spy is there (for rejections, which do not depend on the lower
 * layers). */
#define INIT_KEYS_CASE(RULE, NAME, RULES, JSON, CODE, KEYS) \
    ACLCTS_TEST(RULE, NAME, RULES, ACLCTS_PRODUCT | ACLCTS_TRACE) { init_expect_keys(t, #RULE, JSON, CODE, KEYS); }
#define INIT_KEYS_CODE_CASE(RULE, NAME, RULES, JSON, CODE, KEYS) \
    ACLCTS_TEST(RULE, NAME, RULES, ACLCTS_PRODUCT) { init_expect_keys(t, #RULE, JSON, CODE, KEYS); }
/* A config case with a failing lower-layer call, its row in designated
 * initialisers of init_keys_fault: INIT_KEYS_FAULT_CASE(RULE, Name, "RULES",
 * .json = ..., .symbol = "rtDeviceSetLimit", .fail = ACL_ERROR_RT_PARAM_INVALID,
 * .nth = 1, .code = ACL_SUCCESS, .keys = "..."). */
#define INIT_KEYS_FAULT_CASE(RULE, NAME, RULES, ...)                      \
    ACLCTS_TEST(RULE, NAME, RULES, ACLCTS_PRODUCT | ACLCTS_TRACE)         \
    {                                                                     \
        init_expect_keys_fault(t, #RULE, (init_keys_fault){__VA_ARGS__}); \
    }
/* One row of init_expect_code_returned: the code `symbol` answers is what aclInit returns. */
#define INIT_RETURNED_CASE(RULE, NAME, RULES, JSON, SYMBOL, CALL, CODE) \
    ACLCTS_TEST(RULE, NAME, RULES, ACLCTS_PRODUCT | ACLCTS_TRACE)       \
    {                                                                   \
        init_expect_code_returned(t, #RULE, JSON, SYMBOL, CALL, CODE);  \
    }

#endif /* ACLCTS_HELPERS_INIT_H_ */
