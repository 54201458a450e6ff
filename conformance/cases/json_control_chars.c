/* JSON014: raw control characters (below 0x20) inside a string fail to
 * parse; their escaped forms are fine. */
#include "helpers/init.h"

INIT_CONFIG_CASE(JSON014, RawTabInStringReturnsParseFile, "JSON014", "{\"a\":\"x\ty\"}", ACL_ERROR_PARSE_FILE)
INIT_CONFIG_CASE(JSON014, RawNewlineInStringReturnsParseFile, "JSON014", "{\"a\":\"x\ny\"}", ACL_ERROR_PARSE_FILE)
INIT_BYTES_CASE(JSON014, RawEscapeByteInStringReturnsParseFile, "JSON014", "{\"a\":\"\x1b\"}", ACL_ERROR_PARSE_FILE)
INIT_CONFIG_CASE(JSON014, EscapedControlCharactersAreAccepted, "JSON014", "{\"a\":\"x\\ty\\n\\u001b\"}", ACL_SUCCESS)
