/* JSON019, JSON020: a config grown past 10 MiB (FILE005) while aclInit runs.
 * Each re-read repeats the size check (json_parser.cpp IsValidFileName): the
 * dump hand-off's read returns ACL_ERROR_INVALID_FILE, StackSize's read turns
 * it into ACL_ERROR_FAILURE (acl.cpp SetStackSizeByType). The file grows by
 * truncate(), so the added bytes are NUL and the depth scan is unaffected. */
#include "helpers/reread.h"

REREAD_MODEL_EDIT_CASE(OversizeAfterModelCallbackFailsDumpReadWithInvalidFile, "JSON019 JSON018 FILE005",
                       ACL_ERROR_INVALID_FILE, NULL, .kind = REREAD_RESIZE, .size = REREAD_OVERSIZE)

REREAD_OPEXE_EDIT_CASE(OversizeAfterOpExecutorCallbackFailsStackSizeWithFailure, "JSON020 JSON018 FILE005",
                       ACL_ERROR_FAILURE, .kind = REREAD_RESIZE, .size = REREAD_OVERSIZE)
