/* JSON007: only a 0-byte file is "no configuration" (INIT004); a file of
 * whitespace has a size and no JSON value, so it fails to parse. */
#include "helpers/init.h"

INIT_CONFIG_CASE(JSON007, SpacesAndNewlinesReturnParseFile, "JSON007", "  \n \t\n", ACL_ERROR_PARSE_FILE)
INIT_CONFIG_CASE(JSON007, SingleNewlineReturnsParseFile, "JSON007", "\n", ACL_ERROR_PARSE_FILE)
