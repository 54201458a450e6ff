/* aclInit (INIT001..INIT011, STATE001..STATE003, THR001).
 *
 * A fresh init is a visible pipeline, in the product's order:
 *   read file -> keep raw bytes -> first-config compare -> check file ->
 *   parse -> err_msg_mode -> MODEL callbacks -> [path given: dump hand-off,
 *   OP_EXECUTOR callbacks, StackSize, defaultDevice, printf FIFO sizes,
 *   event mode] -> profiling -> SoC probe -> DVPP callbacks -> fill
 *   function -> OTHER callbacks -> commit.
 * The first failing stage's code is returned; nothing earlier is undone and
 * rc stays 0 (STATE003). */
#define _POSIX_C_SOURCE 200809L /* strdup, strnlen */
#include <stdlib.h>
#include <string.h>

#include "aclref_limits.h"
#include "apply.h"
#include "errmsg.h"
#include "lower/lower_layers.h"
#include "mutant.h"

/* The product hands the profiler this handle; the lifecycle never calls it. */
static int32_t profiling_command_handle(uint32_t type, void *data, uint32_t len)
{
    (void)type;
    (void)data;
    (void)len;
    return 0;
}

/* Steps 1-2: read, and keep the raw bytes as CS even if a later step fails. */
static aclError stage_read(aclref_state *state, const char *path, config_text *text)
{
    aclError ret = check_config_read(path, ACLREF_READ_CAP_BYTES, text);
    if (ret != ACL_SUCCESS) {
        return ret;
    }
    state_lock_callbacks(); /* CS is read by registration (CB007) */
    bool stored = state_set_bytes(&state->current_config, text->bytes, text->size);
    state_unlock_callbacks();
    REQUIRE(stored, ACL_ERROR_INTERNAL_ERROR, "INIT002", EH_INTERNAL, "out of memory");
    return ACL_SUCCESS;
}

/* Steps 4-6: the error-manager mode, then two lower-layer inits whose
 * failures are only warnings (INIT006). */
static aclError stage_error_manager(json_span root)
{
    uint32_t mode;
    aclError ret = check_err_msg_mode(root, &mode);
    if (ret != ACL_SUCCESS) {
        return ret;
    }
    errmsg_set_mode(mode);
    uint32_t manager_mode = ACLREF_MUTANT_IS(25) ? ERR_MSG_INTERNAL_MODE : mode; /* mutant 25: ERRMSG001 */
    if (aclcts_ErrMgrInit(manager_mode) != 0 && ACLREF_MUTANT_IS(6)) { /* INIT006; mutant 6: not ignored */
        return ACL_ERROR_INTERNAL_ERROR;
    }
    (void)DlogReportInitialize();
    return ACL_SUCCESS;
}

/* Step 8: only when a path was given (INIT003). */
static aclError stage_path_keys(aclref_state *state, const char *path, const config_text *text,
                                const aclref_bytes *config, json_span root)
{
    aclError ret = apply_dump_handoff(state, path, text);
    if (ret == ACL_SUCCESS) { /* OPQ001: the op executor may refuse the config */
        aclError refused = callbacks_notify_init(ACL_REG_TYPE_ACL_OP_EXECUTOR, config);
        ret = ACLREF_MUTANT_IS(43) ? ACL_SUCCESS : refused; /* mutant 43: a refusal is ignored */
    }
    if (ret == ACL_SUCCESS) ret = apply_stack_sizes(root);
    if (ret == ACL_SUCCESS) ret = apply_default_device(state, root);
    if (ret == ACL_SUCCESS) ret = apply_printf_fifo_sizes(root);
    if (ret == ACL_SUCCESS) ret = apply_event_mode(root);
    return ret;
}

/* Steps 16-17: rc = 1, F = false; the first successful config is kept. */
static aclError stage_commit(aclref_state *state, const char *path, const config_text *text)
{
    if (!state->first_config_saved) { /* REP001, REP005 */
        REQUIRE(state_set_bytes(&state->first_config, text->bytes, text->size), ACL_ERROR_INTERNAL_ERROR,
                "REP001", EH_INTERNAL, "out of memory");
        state->first_config_path = path ? strdup(path) : NULL;
        state->first_config_saved = true;
    }
    state->finalized = false;
    state_set_init_count(state, 1);
    return ACL_SUCCESS;
}

static aclError fresh_init(aclref_state *state, const char *path)
{
    bool has_path = path != NULL && path[0] != '\0';
    config_text text = {0};
    json_span root = {"", 0};
    aclError ret = stage_read(state, path, &text);
    /* Callbacks get this copy: a nested aclInit from a callback may replace CS. */
    aclref_bytes config = {text.bytes, text.size};
    if (ret == ACL_SUCCESS) ret = check_first_config(state, path, &text);
    if (ret == ACL_SUCCESS && has_path) ret = check_config_file(path, &text);
    if (ret == ACL_SUCCESS && has_path) ret = check_config_json(&text, &root);
    if (ret == ACL_SUCCESS) ret = stage_error_manager(root);
    if (ret == ACL_SUCCESS) ret = callbacks_notify_init(ACL_REG_TYPE_ACL_MODEL, &config);
    if (ret == ACL_SUCCESS && has_path) ret = stage_path_keys(state, path, &text, &config, root);
    if (ret == ACL_SUCCESS) (void)MsprofRegisterCallback(ACLREF_MSPROF_MODULE_ASCENDCL, profiling_command_handle);
    if (ret == ACL_SUCCESS && ACLREF_MUTANT_IS(5)) ret = apply_soc_probe(state); /* mutant 5: INIT002 too early */
    if (ret == ACL_SUCCESS) ret = apply_profiling(root, has_path);
    if (ret == ACL_SUCCESS) ret = apply_soc_probe(state);
    if (ret == ACL_SUCCESS) ret = callbacks_notify_init(ACL_REG_TYPE_ACL_DVPP, &config);
    if (ret == ACL_SUCCESS) ret = apply_fill_func_register();
    if (ret == ACL_SUCCESS) ret = callbacks_notify_init(ACL_REG_TYPE_OTHER, &config);
    if (ret == ACL_SUCCESS) ret = stage_commit(state, path, &text);
    if (ret != ACL_SUCCESS && ACLREF_MUTANT_IS(3)) state->dump_server_started = false; /* mutant 3: STATE003 rollback */
    config_text_free(&text);
    return ret;
}

aclError aclInit(const char *configPath)
{
    if (ipv350_selected()) {
        return ipv350_init(configPath);
    }
    aclref_state *state = state_get();
    if (!ACLREF_MUTANT_IS(38)) state_lock_lifecycle(); /* mutant 38: THR001 no lock */
    aclError ret;
    uint64_t count = state_init_count(state);
    if (count > 0) { /* INIT001: count it, look at nothing, report nothing */
        state_set_init_count(state, ACLREF_MUTANT_IS(4) ? count : count + 1); /* mutant 4: INIT001 */
        ret = ACL_ERROR_REPEAT_INITIALIZE;
    } else {
        ret = fresh_init(state, configPath);
    }
    if (!ACLREF_MUTANT_IS(38)) state_unlock_lifecycle();
    return ret;
}
