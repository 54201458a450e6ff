/* JSON019, JSON020: a config deleted while aclInit runs fails at the first
 * key group that re-reads it, with that group's mapping: the dump hand-off
 * returns the reader's ACL_ERROR_INVALID_FILE (dump.cpp HandleDumpConfig,
 * json_parser.cpp GetConfigStrFromFile/IsValidFileName); StackSize turns it
 * into ACL_ERROR_FAILURE (acl.cpp SetStackSizeByType). */
#include "helpers/reread.h"

REREAD_MODEL_EDIT_CASE(DeletedByModelCallbackFailsDumpReadWithInvalidFile, "JSON019 JSON018 FILE001",
                       ACL_ERROR_INVALID_FILE, NULL, .kind = REREAD_DELETE)

REREAD_OPEXE_EDIT_CASE(DeletedByOpExecutorCallbackFailsStackSizeWithFailure, "JSON020 JSON018", ACL_ERROR_FAILURE,
                       .kind = REREAD_DELETE)
