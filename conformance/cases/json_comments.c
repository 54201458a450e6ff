/* JSON005: comments are not JSON; the product's parser does not skip them. */
#include "helpers/init.h"

INIT_CONFIG_CASE(JSON005, LineCommentReturnsParseFile, "JSON005", "{\n// default configuration\n\"a\":1}",
                 ACL_ERROR_PARSE_FILE)
INIT_CONFIG_CASE(JSON005, BlockCommentReturnsParseFile, "JSON005", "{/* default */\"a\":1}", ACL_ERROR_PARSE_FILE)
INIT_CONFIG_CASE(JSON005, TrailingLineCommentReturnsParseFile, "JSON005", "{}// end", ACL_ERROR_PARSE_FILE)
