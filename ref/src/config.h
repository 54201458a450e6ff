/* The pure stages of aclInit: read, first-config compare, file checks and
 * one check_* per config key. They take data and return ACL codes; only the
 * apply_* functions (declared in apply.h) touch the lower layers. */
#ifndef ACLREF_CONFIG_H_
#define ACLREF_CONFIG_H_

#include <stdbool.h>
#include <stddef.h>
#include <stdint.h>

#include "acl/acl_base_rt.h"
#include "json.h"
#include "state.h"

/* The raw config as read (INIT002 step 1). bytes is NUL-terminated and never
 * NULL after a read; "" with size 0 means "no configuration". */
typedef struct config_text {
    char *bytes;
    size_t size;
    size_t capacity;     /* bytes' allocation, which the next read into this text reuses */
    bool is_regular;     /* the path named a regular file */
    long long file_size; /* its size as stat gives it, read or not (ERRMSG018) */
} config_text;

/* FILE001, FILE002, FILE006, FILE007, HAZ003, HAZ004: realpath, stat, open,
 * read at most cap bytes into text (zeroed, or holding an earlier read).
 * NULL or "" reads nothing (INIT003). A path that is not a regular file reads
 * as empty content without being opened. *changed: the bytes or the file
 * kind differ from what text held, or the read failed (no content). */
aclError check_config_read(const char *path, size_t cap, config_text *text, bool *changed);

/* The same read without the rules: what went wrong, errno kept. */
typedef enum config_read_result {
    READ_OK,
    READ_PATH_FAILED, /* stat: the path does not resolve (realpath would fail alike) */
    READ_OPEN_FAILED,
    READ_NO_MEMORY
} config_read_result;
config_read_result config_read_bytes(const char *path, size_t cap, config_text *text, bool *changed);
void config_text_free(config_text *text);

/* FILE003, FILE004, FILE005: only for a non-empty path, after the compare. */
aclError check_config_file(const char *path, const config_text *text);

/* REP001, HAZ001: a fresh init must bring the bytes of the first successful
 * init, once one has been saved. */
aclError check_first_config(const aclref_state *state, const char *path, const config_text *text);

/* JSON001..JSON014: depth then syntax on the text up to the first NUL.
 * *root gets the top-level value, or an empty span when there is no JSON
 * (no text before the first NUL, INIT004). */
aclError check_config_json(const config_text *text, json_span *root);

/* The config as each key group after step 1 re-reads it by its path, as the
 * product does (JSON018, JSON019; config_source.c). A root span points into
 * text until a read gives other bytes. */
typedef struct config_source {
    const char *path;
    config_text text;  /* the latest read */
    bool raw_checked;  /* file and depth checks passed on text */
    bool json_checked; /* file, depth and syntax passed on text; root is valid */
    json_span root;
} config_source;
void config_source_init(config_source *source, const char *path);
void config_source_free(config_source *source);
/* The dump hand-off's read: file checks and depth, no syntax (JSON019). */
aclError config_source_raw(config_source *source);
/* A parsing key group's read: file checks, depth, syntax; *root is "" on failure. */
aclError config_source_json(config_source *source, json_span *root);
/* JSON020: the read of StackSize, defaultDevice and the printf FIFO sizes,
 * where any failure (missing, oversize, over-deep, invalid) is ACL_ERROR_FAILURE. */
aclError config_source_json_or_failure(config_source *source, json_span *root);

/* ERRMSG001, ERRMSG002: the error-message mode (0 when absent). */
aclError check_err_msg_mode(json_span root, uint32_t *mode);

/* STACK001..STACK004: StackSize member for one limit type (1, 2 or 3). */
aclError check_stack_size(json_span root, int limit_type, bool *present, uint32_t *value);
const char *stack_size_key(int limit_type);

/* DEV001..DEV004: defaultDevice.default_device; *present false when no call
 * is due (absent, or the id converts to -1). */
aclError check_default_device(json_span root, bool *present, int32_t *device_id);

/* FIFO001..FIFO003, FIFO005: top-level printf FIFO size for type 4 or 5. */
aclError check_printf_fifo(json_span root, int limit_type, bool *present, uint32_t *value);
const char *printf_fifo_key(int limit_type);

/* EVT001, EVT002, HAZ002: acl_graph.event_mode. */
aclError check_event_mode(json_span root, bool *present, uint8_t *mode);

/* PROF001..PROF003: what MsprofInit receives. text is malloc'd (or NULL). */
typedef struct profiling_request {
    uint32_t data_type; /* MSPROF_CTRL_INIT_* */
    char *text;         /* NULL for DYNA, "" for ENV, compact JSON for ACL_JSON */
    uint32_t text_len;
    bool failure_is_error; /* DYNA failures are ignored */
} profiling_request;
aclError check_profiling(json_span root, bool has_path, const char *sample_config_env, profiling_request *request);
/* The profiler value as compact JSON with object keys sorted (malloc'd). */
char *profiling_serialise(json_span value);

/* INIT010: AUTO_USE_UC_MEMORY unset, empty or starting with '1'. */
bool fill_func_enabled(const char *auto_use_uc_memory_env);

#endif /* ACLREF_CONFIG_H_ */
