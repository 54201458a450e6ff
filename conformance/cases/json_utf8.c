/* JSON009: ill-formed UTF-8 inside a string fails to parse. */
#include "helpers/init.h"

INIT_BYTES_CASE(JSON009, InvalidByteInStringReturnsParseFile, "JSON009", "{\"a\":\"\xFF\"}", ACL_ERROR_PARSE_FILE)
INIT_BYTES_CASE(JSON009, OverlongEncodingReturnsParseFile, "JSON009", "{\"a\":\"\xC0\xAF\"}", ACL_ERROR_PARSE_FILE)
INIT_BYTES_CASE(JSON009, TruncatedSequenceReturnsParseFile, "JSON009", "{\"a\":\"\xE4\xB8\"}", ACL_ERROR_PARSE_FILE)
/* Well-formed multi-byte UTF-8 is fine. */
INIT_BYTES_CASE(JSON009, WellFormedUtf8IsAccepted, "JSON009", "{\"a\":\"\xE4\xB8\xAD\xE6\x96\x87\"}", ACL_SUCCESS)
