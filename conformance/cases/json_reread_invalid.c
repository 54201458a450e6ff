/* JSON019, JSON020: a config rewritten as invalid JSON while aclInit runs.
 * The dump hand-off's read checks no syntax (dump.cpp HandleDumpConfig uses
 * GetConfigStrFromFile): the new bytes go to the dump layer, which refuses
 * them (ACL_ERROR_INVALID_DUMP_CONFIG). StackSize parses, and turns the parse
 * failure into ACL_ERROR_FAILURE (acl.cpp SetStackSizeByType). */
#include <string.h>

#include "helpers/reread.h"
#include "helpers/text.h"
#include "helpers/traces.h"

#define REREAD_INVALID "{\"defaultDevice\":}"

/* The dump layer gets the new bytes and refuses them. */
static void refused_handoff(text_buf *b, const char *path)
{
    text_add(b, "AdxDataDumpServerInit()=0\nAdx::AdumpSetDumpConfig(");
    text_add_quoted(b, path);
    text_add(b, ",%zu)=%d\n", strlen(REREAD_INVALID), ADUMP_INPUT_FAILED);
}

REREAD_MODEL_EDIT_CASE(InvalidAfterModelCallbackGoesRawToDumpLayer, "JSON019 JSON018 DUMP002",
                       ACL_ERROR_INVALID_DUMP_CONFIG, refused_handoff, .kind = REREAD_REWRITE, .text = REREAD_INVALID)

REREAD_OPEXE_EDIT_CASE(InvalidAfterOpExecutorCallbackFailsStackSizeWithFailure, "JSON020 JSON018 JSON004",
                       ACL_ERROR_FAILURE, .kind = REREAD_REWRITE, .text = REREAD_INVALID)
