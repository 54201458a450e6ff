/* aclInit (INIT001..INIT011, STATE001..STATE003, THR001).
 *
 * A fresh init is a visible pipeline, in the product's order:
 *   read file -> keep raw bytes -> first-config compare -> check file ->
 *   parse -> err_msg_mode -> MODEL callbacks -> [path given: dump hand-off,
 *   OP_EXECUTOR callbacks, StackSize, defaultDevice, printf FIFO sizes,
 *   event mode] -> profiling -> SoC probe -> DVPP callbacks -> fill
 *   function -> OTHER callbacks -> commit.
 * Every key group after step 1 re-reads the file by its path (JSON018) and
 * maps a failed re-read its own way (JSON019, JSON020); the callbacks keep
 * the step-1 bytes (CB006).
 * The first failing stage's code is returned; nothing earlier is undone and
 * init_count stays 0 (STATE003). No stage opens a device, context, stream or event
 * (SETDEV031). */
#define _POSIX_C_SOURCE 200809L /* strdup, strnlen */
#include <stdlib.h>
#include <string.h>

#include "aclref_limits.h"
#include "apply.h"
#include "errmsg.h"
#include "lower/lower_layers.h"

/* The product hands the profiler this handle; the lifecycle never calls it.
 * GCOVR_EXCL_START: only msprof calls it, on a profiling command, which no
 * lifecycle call issues. */
static int32_t profiling_command_handle(uint32_t type, void *data, uint32_t len)
{
    (void)type;
    (void)data;
    (void)len;
    return 0;
}
/* GCOVR_EXCL_STOP */

/* Steps 1-2: read, and keep the raw bytes as CS even if a later step fails. */
static aclError stage_read(aclref_state *state, const char *path, config_text *text)
{
    bool changed;
    aclError ret = check_config_read(path, ACLREF_READ_CAP_BYTES, text, &changed);
    if (ret != ACL_SUCCESS) {
        return ret;
    }
    state_lock_callbacks(); /* CS is read by registration (CB007) */
    bool stored = state_set_bytes(&state->current_config, text->bytes, text->size);
    state_unlock_callbacks();
    REQUIRE(stored, ACL_ERROR_INTERNAL_ERROR, "INIT002", EH_INTERNAL, "out of memory");
    return ACL_SUCCESS;
}

/* Steps 3-6: the file check and parse of the err_msg_mode read (JSON018: its
 * codes are returned as they are), the error-manager mode, then two
 * lower-layer inits whose failures are only warnings (INIT006). */
static aclError stage_error_manager(config_source *source, bool has_path)
{
    json_span root = {"", 0};
    aclError ret = has_path ? config_source_json(source, &root) : ACL_SUCCESS;
    if (ret != ACL_SUCCESS) {
        return ret;
    }
    uint32_t mode;
    ret = check_err_msg_mode(root, &mode);
    if (ret != ACL_SUCCESS) {
        return ret;
    }
    errmsg_set_mode(mode);
    (void)aclcts_ErrMgrInit(mode); /* ERRMSG001; INIT006: a failure is only logged */
    (void)DlogReportInitialize();
    return ACL_SUCCESS;
}

/* Step 8: only when a path was given (INIT003). */
static aclError stage_path_keys(aclref_state *state, config_source *source, const aclref_bytes *config)
{
    json_span root;
    aclError ret = config_source_raw(source); /* JSON019: raw re-read, codes as they are */
    if (ret == ACL_SUCCESS) ret = apply_dump_handoff(state, source->path, &source->text);
    if (ret == ACL_SUCCESS) { /* OPQ001: the op executor may refuse the config */
        ret = callbacks_notify_init(ACL_REG_TYPE_ACL_OP_EXECUTOR, config);
    }
    if (ret == ACL_SUCCESS) ret = apply_stack_sizes(source);                    /* one re-read per member */
    if (ret == ACL_SUCCESS) ret = config_source_json_or_failure(source, &root); /* JSON020 */
    if (ret == ACL_SUCCESS) ret = apply_default_device(state, root);
    if (ret == ACL_SUCCESS) ret = apply_printf_fifo_sizes(source);   /* one re-read per size */
    if (ret == ACL_SUCCESS) ret = config_source_json(source, &root); /* JSON018: codes as they are */
    if (ret == ACL_SUCCESS) ret = apply_event_mode(root);
    return ret;
}

/* Step 11. JSON018: a failed re-read counts as "no profiler key"; with
 * PROFILER_SAMPLECONFIG set (PROF003) the file is not read at all. */
static aclError stage_profiling(config_source *source, bool has_path)
{
    json_span root = {"", 0};
    const char *sample_config = getenv("PROFILER_SAMPLECONFIG");
    bool reads_file = has_path && (sample_config == NULL || sample_config[0] == '\0');
    if (reads_file) (void)config_source_json(source, &root); /* root stays "" on failure */
    return apply_profiling(root, has_path);
}

/* Steps 16-17: init_count = 1, finalized = false; the first successful config is kept. */
static aclError stage_commit(aclref_state *state, const char *path, const config_text *text)
{
    if (!state->first_config_saved) { /* REP001, REP005 */
        REQUIRE(state_set_bytes(&state->first_config, text->bytes, text->size), ACL_ERROR_INTERNAL_ERROR, "REP001",
                EH_INTERNAL, "out of memory");
        state->first_config_path = path ? strdup(path) : NULL; /* REP007; INIT012: a copy */
        state->first_config_saved = true;
    }
    state->finalized = false;
    state_set_init_count(state, 1);
    return ACL_SUCCESS;
}

/* FILE009: read, first-config compare, file check, depth, parse, keys: the
 * first failing check decides. */
static aclError fresh_init(aclref_state *state, const char *path)
{
    bool has_path = path != NULL && path[0] != '\0';
    config_text text = {0};
    /* For the reports only (ERRMSG016..ERRMSG020): each init names its own
     * path, also after a nested aclInit from one of its callbacks (THR003). */
    const char *outer_path = state->init_path;
    state->init_path = path;
    aclError ret = stage_read(state, path, &text);
    /* Callbacks get this copy: a nested aclInit from a callback may replace CS. */
    aclref_bytes config = {text.bytes, text.size};
    config_source source; /* what the key groups re-read (JSON018) */
    config_source_init(&source, path);
    if (ret == ACL_SUCCESS) ret = check_first_config(state, path, &text);
    if (ret == ACL_SUCCESS) ret = stage_error_manager(&source, has_path);
    if (ret == ACL_SUCCESS) ret = callbacks_notify_init(ACL_REG_TYPE_ACL_MODEL, &config);
    if (ret == ACL_SUCCESS && has_path) ret = stage_path_keys(state, &source, &config);
    if (ret == ACL_SUCCESS) (void)MsprofRegisterCallback(ACLREF_MSPROF_MODULE_ASCENDCL, profiling_command_handle);
    if (ret == ACL_SUCCESS) ret = stage_profiling(&source, has_path);
    if (ret == ACL_SUCCESS) ret = apply_soc_probe(state);
    if (ret == ACL_SUCCESS) ret = callbacks_notify_init(ACL_REG_TYPE_ACL_DVPP, &config);
    if (ret == ACL_SUCCESS) ret = apply_fill_func_register();
    if (ret == ACL_SUCCESS) ret = callbacks_notify_init(ACL_REG_TYPE_OTHER, &config);
    if (ret == ACL_SUCCESS) ret = stage_commit(state, path, &text);
    config_source_free(&source); /* FIN013: an init keeps nothing of what it read but CS and the first config */
    config_text_free(&text);
    state->init_path = outer_path;
    return ret;
}

aclError aclInit(const char *configPath)
{
    aclref_state *state = state_get();
    state_lock_lifecycle(); /* THR001 */
    aclError ret;
    uint64_t count = state_init_count(state);
    if (count > 0) { /* INIT001: count it, look at nothing, report nothing */
        state_set_init_count(state, count + 1);
        ret = ACL_ERROR_REPEAT_INITIALIZE;
    } else {
        ret = fresh_init(state, configPath);
    }
    state_unlock_lifecycle();
    return ret;
}
