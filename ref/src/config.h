/* The pure stages of aclInit: read, first-config compare, file checks and
 * one check_* per config key. They take data and return ACL codes; only the
 * apply_* functions (declared in apply.h) touch the lower layers. */
#ifndef ACLREF_CONFIG_H_
#define ACLREF_CONFIG_H_

#include <stdbool.h>
#include <stddef.h>
#include <stdint.h>
#include <sys/types.h>
#include <time.h>

#include "acl/acl_base_rt.h"
#include "json.h"
#include "state.h"

/* What stat(path) said just before a read (JSON018): a later stat that gives
 * the same fields is taken to mean the same content. */
typedef struct file_identity {
    bool valid; /* a regular file was stat'ed, last changed before the read's clock tick */
    dev_t dev;
    ino_t ino;
    off_t size;
    struct timespec mtim, ctim;
} file_identity;

/* The raw config as read (INIT002 step 1). bytes is NUL-terminated and never
 * NULL after a read; "" with size 0 means "no configuration". */
typedef struct config_text {
    char *bytes;
    size_t size;
    bool is_regular; /* the path named a regular file */
} config_text;

/* FILE001, FILE002, FILE006, FILE007, HAZ003, HAZ004: realpath, stat, open,
 * read at most cap bytes. NULL or "" reads nothing (INIT003). A path that is
 * not a regular file reads as empty content without being opened. */
aclError check_config_read(const char *path, size_t cap, config_text *out);
/* The same, also keeping what stat said before the read (JSON018). */
aclError check_config_read_identified(const char *path, size_t cap, config_text *out, file_identity *identity);

/* The same read without the rules: what went wrong, errno kept. */
typedef enum config_read_result {
    READ_OK,
    READ_REALPATH_FAILED,
    READ_STAT_FAILED,
    READ_OPEN_FAILED,
    READ_IO_FAILED,
    READ_NO_MEMORY
} config_read_result;
config_read_result config_read_bytes(const char *path, size_t cap, config_text *out);
config_read_result config_read_identified(const char *path, size_t cap, config_text *out, file_identity *identity);
void config_text_free(config_text *text);

/* True when stat(path) still gives identity (JSON018). */
bool file_identity_unchanged(const char *path, const file_identity *identity);

/* FILE003, FILE004, FILE005: only for a non-empty path, after the compare. */
aclError check_config_file(const char *path, const config_text *text);

/* REP001, HAZ001: a fresh init must bring the bytes of the first successful
 * init, once one has been saved. */
aclError check_first_config(const aclref_state *state, const char *path, const config_text *text);

/* JSON001..JSON014: depth then syntax on the text up to the first NUL.
 * *root gets the top-level value, or an empty span when there is no JSON
 * (no text before the first NUL, INIT004). */
aclError check_config_json(const config_text *text, json_span *root);

/* The config as the consumers after step 1 re-read it by its path (JSON018,
 * JSON019; config_source.c). current is the step-1 text until the file
 * changes, then an own re-read copy. */
typedef struct config_source {
    const char *path;
    const config_text *current;
    file_identity identity; /* of current */
    bool just_read;         /* current is the step-1 text and no consumer has run yet */
    config_text reread;
    bool raw_checked;  /* file and depth checks passed on current */
    bool json_checked; /* syntax passed too; root is valid */
    json_span root;
} config_source;
void config_source_init(config_source *source, const char *path, const config_text *first,
                        const file_identity *identity);
void config_source_free(config_source *source);
/* The dump hand-off's read: file checks and depth, no syntax (JSON019). */
aclError config_source_raw(config_source *source);
/* A parsing consumer's read: file checks, depth, syntax; *root is "" on failure. */
aclError config_source_json(config_source *source, json_span *root);

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
    uint32_t data_type;  /* MSPROF_CTRL_INIT_* */
    char *text;          /* NULL for DYNA, "" for ENV, compact JSON for ACL_JSON */
    uint32_t text_len;
    bool failure_is_error; /* DYNA failures are ignored */
} profiling_request;
aclError check_profiling(json_span root, bool has_path, const char *sample_config_env,
                         profiling_request *request);
/* The profiler value as compact JSON with object keys sorted (malloc'd). */
char *profiling_serialise(json_span value);

/* INIT010: AUTO_USE_UC_MEMORY unset, empty or starting with '1'. */
bool fill_func_enabled(const char *auto_use_uc_memory_env);

#endif /* ACLREF_CONFIG_H_ */
