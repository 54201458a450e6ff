/* The init/finalize callback registry (CB001..CB011, API003, API004).
 *
 * Two lists kept in registration order, under their own recursive lock,
 * which is held while callbacks run. At most one entry per type except
 * ACL_REG_TYPE_OTHER; the type value itself is never validated. An init
 * callback registered while the library is initialised runs at once with
 * the saved raw config. */
#define _POSIX_C_SOURCE 200809L /* strdup, strnlen */
#include <stdlib.h>

#include "apply.h"
#include "errmsg.h"

typedef void (*any_func)(void);

static bool list_has_type(const callback_list *list, int type)
{
    for (size_t i = 0; i < list->count; i++) {
        if (list->entries[i].type == type) return true;
    }
    return false;
}

static aclError list_append_locked(callback_list *list, int type, any_func func, void *user_data)
{
    /* CB001: one entry per non-OTHER type, whatever func and userData are;
     * CB009: the type value is never range-checked; CB013: a rejected
     * duplicate returns before anything is inserted */
    bool unlimited = type == ACL_REG_TYPE_OTHER;
    REQUIRE_QUIET(unlimited || !list_has_type(list, type), ACL_ERROR_INTERNAL_ERROR, "CB001"); /* CB015 */
    if (list->count == list->capacity) {
        size_t capacity = list->capacity ? list->capacity * 2 : 8;
        callback_entry *bigger = realloc(list->entries, capacity * sizeof(*bigger));
        REQUIRE_QUIET(bigger != NULL, ACL_ERROR_INTERNAL_ERROR, "CB001");
        list->entries = bigger;
        list->capacity = capacity;
    }
    list->entries[list->count++] = (callback_entry){type, func, user_data};
    return ACL_SUCCESS;
}

/* CB002: removes the first entry of that type with that function. */
static aclError list_remove_locked(callback_list *list, int type, any_func func)
{
    REQUIRE_QUIET(list_has_type(list, type), ACL_ERROR_INTERNAL_ERROR, "CB002"); /* CB015 */
    for (size_t i = 0; i < list->count; i++) {
        if (list->entries[i].type == type && list->entries[i].func == func) {
            for (size_t j = i + 1; j < list->count; j++) list->entries[j - 1] = list->entries[j];
            list->count--;
            return ACL_SUCCESS;
        }
    }
    return ACL_ERROR_INTERNAL_ERROR; /* CB002: not registered for that type; CB015: not reported */
}

/* CB007, CB011: only while init_count > 0, with the saved raw config; the return
 * value is ignored. init_count is read without the lifecycle lock, as in the product. */
static void invoke_now_if_initialised(aclref_state *state, aclInitCallbackFunc func, void *user_data)
{
    if (state_init_count(state) == 0) { /* CB014: during a fresh init the count is still 0 */
        return;
    }
    const aclref_bytes *config = &state->current_config;
    (void)func(config->data ? config->data : "", config->size, user_data);
}

static aclError register_callback(bool is_init, int type, any_func func, void *user_data)
{
    REQUIRE_QUIET(func != NULL, ACL_ERROR_INVALID_PARAM, "CB001"); /* CB015 */
    aclref_state *state = state_get();
    state_lock_callbacks(); /* CB016: one lock for both registries, held while callbacks run */
    /* CB012: the init and finalize registries are separate lists */
    callback_list *list = is_init ? &state->init_callbacks : &state->finalize_callbacks;
    aclError ret = list_append_locked(list, type, func, user_data);
    if (ret == ACL_SUCCESS && is_init) {
        invoke_now_if_initialised(state, (aclInitCallbackFunc)func, user_data);
    }
    state_unlock_callbacks();
    return ret;
}

static aclError unregister_callback(bool is_init, int type, any_func func)
{
    REQUIRE_QUIET(func != NULL, ACL_ERROR_INVALID_PARAM, "CB002"); /* CB015 */
    aclref_state *state = state_get();
    state_lock_callbacks();
    aclError ret = list_remove_locked(is_init ? &state->init_callbacks : &state->finalize_callbacks, type, func);
    state_unlock_callbacks();
    return ret;
}

aclError aclInitCallbackRegister(aclRegisterCallbackType type, aclInitCallbackFunc cbFunc, void *userData)
{
    return register_callback(true, (int)type, (any_func)cbFunc, userData);
}

aclError aclInitCallbackUnRegister(aclRegisterCallbackType type, aclInitCallbackFunc cbFunc)
{
    return unregister_callback(true, (int)type, (any_func)cbFunc);
}

aclError aclFinalizeCallbackRegister(aclRegisterCallbackType type, aclFinalizeCallbackFunc cbFunc, void *userData)
{
    return register_callback(false, (int)type, (any_func)cbFunc, userData);
}

aclError aclFinalizeCallbackUnRegister(aclRegisterCallbackType type, aclFinalizeCallbackFunc cbFunc)
{
    return unregister_callback(false, (int)type, (any_func)cbFunc);
}

/* CB003, CB005, CB008: every entry of `type` in order; the first non-zero
 * code stops the walk and is returned unchanged. The list is re-read at
 * each step, so a callback that edits the registry cannot make the walk
 * read freed memory (HAZ005: the product's own walk is the hazard). */
aclError callbacks_notify_init(aclRegisterCallbackType type, const aclref_bytes *config)
{
    aclref_state *state = state_get();
    aclError ret = ACL_SUCCESS;
    state_lock_callbacks();
    for (size_t i = 0; ret == ACL_SUCCESS && i < state->init_callbacks.count; i++) {
        callback_entry entry = state->init_callbacks.entries[i];
        if (entry.type == (int)type) {
            /* CB006: raw bytes, never NULL, length includes BOM and NULs */
            ret = ((aclInitCallbackFunc)entry.func)(config->data, config->size, entry.user_data);
        }
    }
    state_unlock_callbacks();
    /* ERRMSG029: an EH9999 report with the callback's code */
    REQUIRE(ret == ACL_SUCCESS, ret, "CB008", EH_INTERNAL, "init callback of type %d returned %d", (int)type, ret);
    return ACL_SUCCESS;
}

aclError callbacks_notify_finalize(aclRegisterCallbackType type)
{
    aclref_state *state = state_get();
    aclError ret = ACL_SUCCESS;
    state_lock_callbacks();
    for (size_t i = 0; ret == ACL_SUCCESS && i < state->finalize_callbacks.count; i++) {
        callback_entry entry = state->finalize_callbacks.entries[i];
        if (entry.type == (int)type) {
            ret = ((aclFinalizeCallbackFunc)entry.func)(entry.user_data); /* API004 */
        }
    }
    state_unlock_callbacks();
    REQUIRE(ret == ACL_SUCCESS, ret, "CB008", EH_INTERNAL, "finalize callback of type %d returned %d", (int)type, ret);
    return ACL_SUCCESS;
}
