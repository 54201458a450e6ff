/* The dump hand-off (DUMP001, DUMP002, INIT005, FIN005, FIN008).
 *
 * Any non-empty raw config, even `{}`, starts the dump server and hands the
 * raw bytes to the dump layer, which owns the `dump` section's rules. The
 * started flag is sticky: every later deinit stops the server again. */
#include "apply.h"
#include "errmsg.h"
#include "lower/lower_layers.h"
#include "mutant.h"

aclError apply_dump_handoff(aclref_state *state, const char *path, const config_text *text)
{
    if (text->size == 0 || (ACLREF_MUTANT_IS(28) && text->size <= 2)) { /* INIT004; mutant 28: DUMP001 skips {} */
        return ACL_SUCCESS;
    }
    int ret = AdxDataDumpServerInit();
    REQUIRE(ret == 0, ACL_ERROR_INTERNAL_ERROR, "DUMP001", EH_INTERNAL, "AdxDataDumpServerInit returned %d", ret);
    state->dump_server_started = true;
    AdxDumpConfigInfo info = {path, text->bytes, text->size};
    ret = aclcts_AdumpSetDumpConfig(info);
    /* DUMP002: the dump layer rejected the config; the server stays started */
    /* mutant 27: DUMP002 maps -2 to the generic internal error */
    aclError input_failed = ACLREF_MUTANT_IS(27) ? ACL_ERROR_INTERNAL_ERROR : ACL_ERROR_INVALID_DUMP_CONFIG;
    REQUIRE(ret != ADUMP_INPUT_FAILED, input_failed, "DUMP002", EH_INVALID_FILE,
            "dump config in \"%s\" is invalid (AdumpSetDumpConfig returned %d)", path, ret);
    REQUIRE(ret == ADUMP_SUCCESS, ACL_ERROR_INTERNAL_ERROR, "DUMP002", EH_INTERNAL,
            "AdumpSetDumpConfig returned %d", ret);
    return ACL_SUCCESS;
}
