/* JSON019 with FILE003: a 0-byte config replaced by a directory of the same
 * name while aclInit runs. Both read as no bytes, but the dump hand-off's
 * re-read checks the file again (json_parser.cpp GetConfigStrFromFile ->
 * IsValidFileName) and returns ACL_ERROR_INVALID_FILE: what kind of file was
 * read counts, not only its bytes. */
#include "helpers/reread.h"

REREAD_MODEL_EDIT_CASE(EmptyFileReplacedByDirectoryFailsDumpReadWithInvalidFile, "JSON019 JSON018 FILE003",
                       ACL_ERROR_INVALID_FILE, NULL, .kind = REREAD_DIRECTORY, .original = "")
