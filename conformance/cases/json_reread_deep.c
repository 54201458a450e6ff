/* JSON019, JSON020: a config rewritten one level too deep (11 nested
 * objects, JSON001) while aclInit runs. The dump hand-off's read runs the
 * depth scan and returns ACL_ERROR_PARSE_FILE before starting the dump server
 * (json_parser.cpp GetConfigStrFromFile/GetMaxNestedLayers); StackSize turns
 * the same failure into ACL_ERROR_FAILURE (acl.cpp SetStackSizeByType). */
#include "helpers/reread.h"

REREAD_MODEL_EDIT_CASE(TooDeepAfterModelCallbackFailsDumpReadWithParseFile, "JSON019 JSON018 JSON001",
                       ACL_ERROR_PARSE_FILE, NULL, .kind = REREAD_REWRITE, .text = REREAD_TOO_DEEP)

REREAD_OPEXE_EDIT_CASE(TooDeepAfterOpExecutorCallbackFailsStackSizeWithFailure, "JSON020 JSON018 JSON001",
                       ACL_ERROR_FAILURE, .kind = REREAD_REWRITE, .text = REREAD_TOO_DEEP)
