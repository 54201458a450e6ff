/* JSON019, JSON020: a config rewritten as invalid JSON while aclInit runs.
 * The dump hand-off's read checks no syntax (dump.cpp HandleDumpConfig uses
 * GetConfigStrFromFile): the new bytes go to the dump layer, which refuses
 * them (ACL_ERROR_INVALID_DUMP_CONFIG). StackSize parses, and turns the parse
 * failure into ACL_ERROR_FAILURE (acl.cpp SetStackSizeByType). */
#include "helpers/reread.h"

#define REREAD_INVALID "{\"defaultDevice\":}"

REREAD_MODEL_EDIT_CASE(InvalidAfterModelCallbackGoesRawToDumpLayer, "JSON019 JSON018 DUMP002",
                       ACL_ERROR_INVALID_DUMP_CONFIG, reread_dump_refused, .kind = REREAD_REWRITE,
                       .text = REREAD_INVALID)

REREAD_OPEXE_EDIT_CASE(InvalidAfterOpExecutorCallbackFailsStackSizeWithFailure, "JSON020 JSON018 JSON004",
                       ACL_ERROR_FAILURE, .kind = REREAD_REWRITE, .text = REREAD_INVALID)
