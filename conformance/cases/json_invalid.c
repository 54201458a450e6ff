/* JSON004: non-empty content that is not one valid JSON value fails with
 * ACL_ERROR_PARSE_FILE (nlohmann::json::parse, json_parser.cpp ParseJson). */
#include "helpers/init.h"

INIT_CONFIG_CASE(JSON004, UnterminatedObjectReturnsParseFile, "JSON004", "{\"a\":1", ACL_ERROR_PARSE_FILE)
INIT_CONFIG_CASE(JSON004, UnterminatedStringReturnsParseFile, "JSON004", "{\"defaultDevice\":{\"default_device\":\"0}}",
                 ACL_ERROR_PARSE_FILE)
INIT_CONFIG_CASE(JSON004, TrailingCommaReturnsParseFile, "JSON004", "{\"a\":1,}", ACL_ERROR_PARSE_FILE)
INIT_CONFIG_CASE(JSON004, SingleQuotesReturnParseFile, "JSON004", "{'a':1}", ACL_ERROR_PARSE_FILE)
INIT_CONFIG_CASE(JSON004, NaNReturnsParseFile, "JSON004", "{\"a\":NaN}", ACL_ERROR_PARSE_FILE)
INIT_CONFIG_CASE(JSON004, UnquotedKeyReturnsParseFile, "JSON004", "{a:1}", ACL_ERROR_PARSE_FILE)
/* The product fixture illegal_format.json. */
INIT_CONFIG_CASE(JSON004, PlainTextReturnsParseFile, "JSON004", "Illegal format", ACL_ERROR_PARSE_FILE)
