/* JSON019, JSON020 with FILE003: a 0-byte config replaced by a directory of
 * the same name while aclInit runs. Both read as no bytes, but each re-read
 * checks the file again (json_parser.cpp GetConfigStrFromFile ->
 * IsValidFileName): the dump hand-off's returns ACL_ERROR_INVALID_FILE,
 * StackSize's turns it into ACL_ERROR_FAILURE (acl.cpp SetStackSizeByType).
 * What kind of file was read counts, not only its bytes. */
#include "helpers/reread.h"

REREAD_MODEL_EDIT_CASE(EmptyFileReplacedByDirectoryFailsDumpReadWithInvalidFile, "JSON019 JSON018 FILE003",
                       ACL_ERROR_INVALID_FILE, NULL, .kind = REREAD_DIRECTORY, .original = "")

REREAD_OPEXE_EDIT_CASE(EmptyFileReplacedByDirectoryFailsStackSizeWithFailure, "JSON020 JSON018 FILE003",
                       ACL_ERROR_FAILURE, .kind = REREAD_DIRECTORY, .original = "")
