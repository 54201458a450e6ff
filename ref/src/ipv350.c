/* The ipv350 profile (IPV001..IPV005), chosen at run time by the
 * environment variable ACLREF_PROFILE=ipv350, read at every call.
 *
 * Counted pairs, like the product's C layer (acl_rt.c): only the first
 * aclInit does work; each later one counts and returns 0; each aclFinalize
 * counts down and returns 0, deinit at 1 -> 0, nothing at 0. The first init
 * hands a readable, non-empty config to the dump layer; an unopenable or
 * empty path is silently fine. No JSON checks, no first-config rule. */
#define _POSIX_C_SOURCE 200809L /* strdup, strnlen */
#include <stdlib.h>
#include <string.h>

#include "apply.h"
#include "errmsg.h"
#include "lower/lower_layers.h"

/* The C layer reads the whole file; only regular files are read here, so
 * there is no size cap. */
#define IPV350_READ_CAP ((size_t)-1 - 1)

bool ipv350_selected(void)
{
    const char *profile = getenv("ACLREF_PROFILE");
    return profile != NULL && strcmp(profile, "ipv350") == 0;
}

/* The C layer's init hook: a failure rolls back what it started. */
static aclError hand_over_config(aclref_state *state, const char *path, const config_text *text)
{
    int ret = AdxDataDumpServerInit();
    REQUIRE(ret == 0, ACL_ERROR_INTERNAL_ERROR, "IPV003", EH_INTERNAL, "AdxDataDumpServerInit returned %d", ret);
    AdxDumpConfigInfo info = {path, text->bytes, text->size};
    ret = aclcts_AdumpSetDumpConfig(info);
    if (ret != ADUMP_SUCCESS) {
        (void)AdxDataDumpServerUnInit();
    }
    REQUIRE(ret == ADUMP_SUCCESS, ACL_ERROR_INTERNAL_ERROR, "IPV003", EH_INTERNAL,
            "AdumpSetDumpConfig returned %d", ret);
    state->ipv350_dump_started = true;
    return ACL_SUCCESS;
}

static aclError first_init(aclref_state *state, const char *path)
{
    config_text text = {0};
    aclError ret = ACL_SUCCESS;
    /* IPV005: a path that cannot be read, or an empty file, is not an error */
    config_read_result read = config_read_bytes(path, IPV350_READ_CAP, &text);
    if (read == READ_OK && text.size > 0) {
        ret = hand_over_config(state, path, &text);
    }
    config_text_free(&text);
    return ret;
}

aclError ipv350_init(const char *path)
{
    aclref_state *state = state_get();
    state_lock_lifecycle();
    aclError ret = ACL_SUCCESS;
    if (state->ipv350_count > 0) { /* IPV001, IPV003: later configs are ignored */
        state->ipv350_count++;
    } else {
        ret = first_init(state, path);
        if (ret == ACL_SUCCESS) state->ipv350_count = 1;
    }
    state_unlock_lifecycle();
    return ret;
}

/* IPV002: always 0; the deinit runs when the count goes from 1 to 0. */
aclError ipv350_finalize(void)
{
    aclref_state *state = state_get();
    state_lock_lifecycle();
    if (state->ipv350_count > 0 && --state->ipv350_count == 0 && state->ipv350_dump_started) {
        (void)AdxDataDumpServerUnInit();
        state->ipv350_dump_started = false;
    }
    state_unlock_lifecycle();
    return ACL_SUCCESS;
}
