/* The dump hand-off (DUMP001, DUMP002, INIT005, FIN005, FIN008).
 *
 * Any non-empty raw config, even `{}`, starts the dump server and hands the
 * raw bytes to the dump layer, which owns the `dump` section's rules. The
 * started flag is sticky: every later deinit stops the server again. */
#include "apply.h"
#include "errmsg.h"
#include "lower/lower_layers.h"

aclError apply_dump_handoff(aclref_state *state, const char *path, const config_text *text)
{
    if (text->size == 0) { /* INIT004, DUMP001 */
        return ACL_SUCCESS;
    }
    int ret = AdxDataDumpServerInit(); /* ERRMSG023: the report gives adump's code */
    REQUIRE(ret == 0, ACL_ERROR_INTERNAL_ERROR, "DUMP001", EH_INTERNAL, "AdxDataDumpServerInit returned %d", ret);
    state->dump_server_started = true;
    AdxDumpConfigInfo info = {path, text->bytes, text->size};
    ret = aclcts_AdumpSetDumpConfig(info);
    /* DUMP002: the dump layer rejected the config; the server stays started.
     * ERRMSG024: an inner error with adump's code, not an input-file report */
    REQUIRE(ret != ADUMP_INPUT_FAILED, ACL_ERROR_INVALID_DUMP_CONFIG, "DUMP002", EH_INTERNAL,
            "dump config in \"%s\" is invalid (AdumpSetDumpConfig returned %d)", path, ret);
    REQUIRE(ret == ADUMP_SUCCESS, ACL_ERROR_INTERNAL_ERROR, "DUMP002", EH_INTERNAL, "AdumpSetDumpConfig returned %d",
            ret);
    return ACL_SUCCESS;
}
