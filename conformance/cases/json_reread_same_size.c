/* JSON019, JSON020: a config rewritten while aclInit runs with other bytes of
 * the same size (40: 11 nested arrays, one past the limit, JSON002, then
 * spaces). Every re-read checks what it read (json_parser.cpp
 * GetConfigStrFromFile): the size alone never says the file is unchanged. The
 * dump hand-off's read fails the depth scan with ACL_ERROR_PARSE_FILE;
 * StackSize turns the same failure into ACL_ERROR_FAILURE (acl.cpp
 * SetStackSizeByType). */
#include "helpers/reread.h"

_Static_assert(sizeof REREAD_TOO_DEEP_SAME_SIZE == sizeof REREAD_ORIGINAL, "the rewrite keeps the size");

REREAD_MODEL_EDIT_CASE(SameSizeTooDeepAfterModelCallbackFailsDumpReadWithParseFile, "JSON019 JSON018 JSON002",
                       ACL_ERROR_PARSE_FILE, NULL, .kind = REREAD_REWRITE, .text = REREAD_TOO_DEEP_SAME_SIZE)

REREAD_OPEXE_EDIT_CASE(SameSizeTooDeepAfterOpExecutorCallbackFailsStackSizeWithFailure, "JSON020 JSON018 JSON002",
                       ACL_ERROR_FAILURE, .kind = REREAD_REWRITE, .text = REREAD_TOO_DEEP_SAME_SIZE)
