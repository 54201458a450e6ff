/* JSON013: numbers follow the RFC 8259 grammar strictly. */
#include "helpers/init.h"

INIT_CONFIG_CASE(JSON013, LeadingZeroReturnsParseFile, "JSON013", "{\"a\":01}", ACL_ERROR_PARSE_FILE)
INIT_CONFIG_CASE(JSON013, PlusSignReturnsParseFile, "JSON013", "{\"a\":+1}", ACL_ERROR_PARSE_FILE)
INIT_CONFIG_CASE(JSON013, TrailingDotReturnsParseFile, "JSON013", "{\"a\":1.}", ACL_ERROR_PARSE_FILE)
INIT_CONFIG_CASE(JSON013, LeadingDotReturnsParseFile, "JSON013", "{\"a\":.5}", ACL_ERROR_PARSE_FILE)
INIT_CONFIG_CASE(JSON013, HexNumberReturnsParseFile, "JSON013", "{\"a\":0x10}", ACL_ERROR_PARSE_FILE)
INIT_CONFIG_CASE(JSON013, GrammaticalNumbersAreAccepted, "JSON013", "{\"a\":-0,\"b\":1e-3,\"c\":2.5E+10,\"d\":0.0}",
                 ACL_SUCCESS)

/* nlohmann refuses a number that overflows a double (out_of_range 406). */
INIT_CONFIG_CASE(JSON013, NumberOverflowingADoubleReturnsParseFile, "JSON013", "{\"a\":1e400}", ACL_ERROR_PARSE_FILE)
INIT_CONFIG_CASE(JSON013, NegativeOverflowReturnsParseFile, "JSON013", "{\"a\":-1e400}", ACL_ERROR_PARSE_FILE)
/* An integer beyond 64 bits becomes a finite double: accepted. */
INIT_CONFIG_CASE(JSON013, IntegerBeyond64BitsIsAccepted, "JSON013", "{\"a\":18446744073709551616}", ACL_SUCCESS)
