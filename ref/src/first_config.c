/* The first-config rule (REP001..REP006, HAZ001).
 *
 * The product compares a hash of the raw bytes with the hash saved by the
 * first successful init; the reference compares the bytes themselves (only
 * "identical or not" is observable). NULL, "" and a 0-byte file all read as
 * no bytes, so they are the same config (REP003). */
#include "config.h"
#include "errmsg.h"

aclError check_first_config(const aclref_state *state, const char *path, const config_text *text)
{
    if (!state->first_config_saved) {
        return ACL_SUCCESS;
    }
    /* HAZ001: with path NULL the product throws while building this report;
     * the reference returns the intended code. REP002: bytes only, whatever
     * the path; REP004: {} differs from no bytes. REP007: the message names
     * the first successful init's path (set in init.c stage_commit only). */
    REQUIRE(state_bytes_equal(&state->first_config, text->bytes, text->size), ACL_ERROR_INVALID_PARAM, "REP001",
            EH_INVALID_FILE,
            "config file \"%s\" is invalid: config content differs from the first aclInit config file path: %s",
            path ? path : "(null)", state->first_config_path ? state->first_config_path : ""); /* ERRMSG021 */
    return ACL_SUCCESS;
}
