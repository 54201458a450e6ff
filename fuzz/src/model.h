/* A small executable model of the lifecycle state machine, written from the
 * rules, not from the reference: STATE001..STATE003 (FRESH / INIT(n) /
 * FINALIZED), INIT001, INIT003, REP001..REP005, FIN001..FIN003, REF001..REF004,
 * CB001..CB011. fuzz_lifecycle runs the reference and this model side by side
 * and requires the same code, refCount, callback log and (rc, F) after
 * every call.
 *
 * Two inputs come from outside the model: what a config makes each pure
 * stage return (cfg_verdict, from the reference's pure stages: fuzz_config
 * checks those), and what the lower layers answered during the call
 * (lower_answers, read from the spy's trace: its runtime models keep
 * process-wide state, and FAULT operations inject failures). The model
 * decides where each code surfaces in the pipeline, which lower-layer codes
 * are tolerated (INIT009, STACK005, FIFO004, FIN004, FIN006, PROF001) and
 * which are returned (DEV005, EVT003, DUMP001, DUMP002, INIT008, FIN005,
 * FIN007). */
#ifndef ACLFUZZ_MODEL_H_
#define ACLFUZZ_MODEL_H_

#include <stdbool.h>
#include <stddef.h>
#include <stdint.h>

#include "program.h"

/* The keys of include/acl/config_keys.def that aclInit's key checks read
 * (STAGE KEYS), in its order: KEY_simt_stack_size, ..., KEY_event_mode. */
#define MODEL_KEY_ROW_KEYS(KEY) KEY_##KEY,
#define MODEL_KEY_ROW_PARSE(KEY)
#define MODEL_KEY_ROW_DUMP(KEY)
#define MODEL_KEY_ROW_OPEXE(KEY)
#define MODEL_KEY_ROW_PROFILING(KEY)
enum {
#define ACLCTS_CONFIG_KEY(KEY, SECTION, JSON_TYPE, FAMILY, STAGE, VALID, INVALID) MODEL_KEY_ROW_##STAGE(KEY)
#include "acl/config_keys.def"
    KEY_COUNT
};

/* One aclInit argument, as the model sees it. */
typedef struct cfg_verdict {
    const uint8_t *bytes; /* raw content ("" for NULL, "", a directory) */
    size_t len;
    bool has_path;       /* non-empty path (INIT003) */
    bool readable;       /* realpath/stat/open succeed (FILE001) */
    bool regular;        /* FILE003, FILE004 */
    int parse;           /* depth + syntax + err_msg_mode (before the MODEL callbacks) */
    int keys[KEY_COUNT]; /* the key checks (KEY_<key>) */
    int profiling;       /* PROF002 (after the keys) */
    bool profiler_key;   /* PROF002: MsprofInit failures count (else PROF001: ignored) */
} cfg_verdict;

/* What the lower layers answered during one call (0 when not called). */
typedef struct lower_answers {
    int dump_init, adump, dump_uninit;  /* AdxDataDumpServerInit, Adx::AdumpSetDumpConfig, ...UnInit */
    int device, fifo[2], event;         /* rtSetDefaultDeviceId, rtDeviceSetLimit(0,4|5), rtEventWorkModeSet */
    int msprof_init, soc, fill, unfill; /* MsprofInit, rtGetSocVersion, rt(Un)RegKernelLaunchFillFunc */
} lower_answers;

typedef struct model_cb {
    int type;
    uint8_t cb;
    int op;
    int ret;
} model_cb;

typedef struct model {
    uint64_t rc;
    bool finalized;
    bool first_saved;
    uint8_t first[PROG_MAX_CONFIG_BYTES];
    size_t first_len;
    uint8_t current[PROG_MAX_CONFIG_BYTES]; /* CS: bytes of the last fresh init past reading */
    size_t current_len;
    model_cb init_cbs[PROG_MAX_OPS], fin_cbs[PROG_MAX_OPS];
    size_t init_count, fin_count;
} model;

/* What one call is expected to do. */
typedef struct model_step {
    int code;
    bool has_ref_count;
    uint64_t ref_count;
    char log[2048]; /* callback log entries, as callbacks.h writes them */
} model_step;

void model_reset(model *m);
void model_init(model *m, const cfg_verdict *v, const lower_answers *low, model_step *out);
void model_finalize(model *m, const lower_answers *low, model_step *out);
void model_finalize_reference(model *m, bool with_pointer, const lower_answers *low, model_step *out);
void model_register(model *m, bool is_init, int type, uint8_t cb, int op, int ret, model_step *out);
void model_unregister(model *m, bool is_init, int type, uint8_t cb, model_step *out);

#endif /* ACLFUZZ_MODEL_H_ */
