/* JSON019, JSON020: a config rewritten as invalid JSON while aclInit runs.
 * The dump hand-off's read checks no syntax (dump.cpp HandleDumpConfig uses
 * GetConfigStrFromFile): the new bytes go to the dump layer, which refuses
 * them (ACL_ERROR_INVALID_DUMP_CONFIG). StackSize parses, and turns the parse
 * failure into ACL_ERROR_FAILURE (acl.cpp SetStackSizeByType). */
#include "json_reread_common.h"

#define RR_INVALID "{\"defaultDevice\":}"

/* The dump layer gets the new bytes and refuses them. */
static void refused_handoff(lc_text *b, const char *path)
{
    lc_add(b, "AdxDataDumpServerInit()=0\nAdx::AdumpSetDumpConfig(");
    lc_add_quoted(b, path);
    lc_add(b, ",%zu)=%d\n", strlen(RR_INVALID), ADUMP_INPUT_FAILED);
}

RR_MODEL_EDIT_CASE(InvalidAfterModelCallbackGoesRawToDumpLayer, "JSON019 JSON018 DUMP002",
                   ACL_ERROR_INVALID_DUMP_CONFIG, refused_handoff, .kind = RR_REWRITE, .text = RR_INVALID)

RR_OPEXE_EDIT_CASE(InvalidAfterOpExecutorCallbackFailsStackSizeWithFailure, "JSON020 JSON018 JSON004",
                   ACL_ERROR_FAILURE, .kind = RR_REWRITE, .text = RR_INVALID)
