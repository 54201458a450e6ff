/* The edges of the JSON grammar nlohmann::json::parse applies to a config
 * (json_parser.cpp ParseJson; every syntax error is ACL_ERROR_PARSE_FILE,
 * 100006): one row per way a token can end early or go wrong, beside the
 * well-formed spelling that must still pass.
 *
 * JSON004: escapes (\" \\ \/ \b \f \n \r \t \uXXXX only; a \u escape of a
 * high surrogate needs an escaped low surrogate after it, a lone low
 * surrogate fails), literals, the colon and comma between members and
 * elements. JSON009: UTF-8 by RFC 3629 (two-, three- and four-byte
 * sequences, no encoded surrogate, nothing above U+10FFFF). JSON013: the
 * parts of a number that need digits. */
#include "helpers/init.h"

/* JSON004: escapes */
/* every hex digit, both cases: U+ABCD U+EF09 U+ABCD U+EF09 */
INIT_CONFIG_CASE(JSON004, HexDigitsOfBothCasesAreAccepted, "JSON004", "{\"a\":\"\\uABCD\\uEF09\\uabcd\\uef09\"}",
                 ACL_SUCCESS)
INIT_CONFIG_CASE(JSON004, NonHexDigitInEscapeReturnsParseFile, "JSON004", "{\"a\":\"\\u00G9\"}", ACL_ERROR_PARSE_FILE)
INIT_CONFIG_CASE(JSON004, EscapeCutShortReturnsParseFile, "JSON004", "{\"a\":\"\\u00", ACL_ERROR_PARSE_FILE)
INIT_CONFIG_CASE(JSON004, UnknownEscapeReturnsParseFile, "JSON004", "{\"a\":\"\\x41\"}", ACL_ERROR_PARSE_FILE)
INIT_CONFIG_CASE(JSON004, BackslashAtEndReturnsParseFile, "JSON004", "{\"a\":\"\\", ACL_ERROR_PARSE_FILE)
INIT_CONFIG_CASE(JSON004, SurrogatePairIsAccepted, "JSON004", "{\"a\":\"\\uD83D\\uDE00\"}", ACL_SUCCESS)
INIT_CONFIG_CASE(JSON004, LoneLowSurrogateReturnsParseFile, "JSON004", "{\"a\":\"\\uDE00\"}", ACL_ERROR_PARSE_FILE)
INIT_CONFIG_CASE(JSON004, LoneHighSurrogateReturnsParseFile, "JSON004", "{\"a\":\"\\uD83Dx\"}", ACL_ERROR_PARSE_FILE)
INIT_CONFIG_CASE(JSON004, HighSurrogateThenNonLowReturnsParseFile, "JSON004", "{\"a\":\"\\uD83D\\u0041\"}",
                 ACL_ERROR_PARSE_FILE)
INIT_CONFIG_CASE(JSON004, HighSurrogateThenCodePointAboveLowRangeReturnsParseFile, "JSON004",
                 "{\"a\":\"\\uD83D\\uE000\"}", ACL_ERROR_PARSE_FILE)
INIT_CONFIG_CASE(JSON004, TwoHighSurrogatesReturnParseFile, "JSON004", "{\"a\":\"\\uD83D\\uD83D\"}",
                 ACL_ERROR_PARSE_FILE)
/* JSON004: literals and separators */
INIT_CONFIG_CASE(JSON004, CutLiteralReturnsParseFile, "JSON004", "{\"a\":tru}", ACL_ERROR_PARSE_FILE)
INIT_CONFIG_CASE(JSON004, MisspeltLiteralReturnsParseFile, "JSON004", "{\"a\":nulL}", ACL_ERROR_PARSE_FILE)
INIT_CONFIG_CASE(JSON004, LiteralsAreAccepted, "JSON004", "{\"a\":[true,false,null]}", ACL_SUCCESS)
/* A parser that skipped one byte instead of the colon (or the comma) would
 * read 0 (or 2) and accept the text. */
INIT_CONFIG_CASE(JSON004, MissingColonReturnsParseFile, "JSON004", "{\"a\" 10}", ACL_ERROR_PARSE_FILE)
INIT_CONFIG_CASE(JSON004, MissingCommaBetweenElementsReturnsParseFile, "JSON004", "{\"a\":[1 22]}",
                 ACL_ERROR_PARSE_FILE)
INIT_CONFIG_CASE(JSON004, MissingCommaBetweenMembersReturnsParseFile, "JSON004", "{\"a\":1 \"b\":2}",
                 ACL_ERROR_PARSE_FILE)
INIT_CONFIG_CASE(JSON004, EmptyContainersWithSpaceAreAccepted, "JSON004", "{ \"a\" : [ ] , \"b\" : { } }", ACL_SUCCESS)
INIT_CONFIG_CASE(JSON004, ValueCutAfterColonReturnsParseFile, "JSON004", "{\"a\":", ACL_ERROR_PARSE_FILE)

/* JSON009: UTF-8 sequences of every length */
INIT_BYTES_CASE(JSON009, FourByteSequenceIsAccepted, "JSON009", "{\"a\":\"\xF0\x9F\x98\x80\xF4\x8F\xBF\xBF\"}",
                ACL_SUCCESS)
INIT_BYTES_CASE(JSON009, ThreeByteSequencesAreAccepted, "JSON009", "{\"a\":\"\xE0\xA0\x80\xED\x9F\xBF\xEF\xBF\xBF\"}",
                ACL_SUCCESS)
INIT_BYTES_CASE(JSON009, TwoByteSequenceIsAccepted, "JSON009", "{\"a\":\"\xC2\x80\xDF\xBF\"}", ACL_SUCCESS)
INIT_BYTES_CASE(JSON009, AboveU10FFFFReturnsParseFile, "JSON009", "{\"a\":\"\xF4\x90\x80\x80\"}", ACL_ERROR_PARSE_FILE)
INIT_BYTES_CASE(JSON009, OverlongFourByteReturnsParseFile, "JSON009", "{\"a\":\"\xF0\x8F\xBF\xBF\"}",
                ACL_ERROR_PARSE_FILE)
INIT_BYTES_CASE(JSON009, EncodedSurrogateReturnsParseFile, "JSON009", "{\"a\":\"\xED\xA0\x80\"}", ACL_ERROR_PARSE_FILE)
INIT_BYTES_CASE(JSON009, OverlongThreeByteReturnsParseFile, "JSON009", "{\"a\":\"\xE0\x9F\xBF\"}", ACL_ERROR_PARSE_FILE)
INIT_BYTES_CASE(JSON009, LeadByteF5ReturnsParseFile, "JSON009", "{\"a\":\"\xF5\x80\x80\x80\"}", ACL_ERROR_PARSE_FILE)
INIT_BYTES_CASE(JSON009, FourByteCutShortReturnsParseFile, "JSON009", "{\"a\":\"\xF0\x9F\x98\"}", ACL_ERROR_PARSE_FILE)
INIT_BYTES_CASE(JSON009, SequenceCutByEndOfFileReturnsParseFile, "JSON009", "{\"a\":\"\xC3", ACL_ERROR_PARSE_FILE)

/* JSON013: digits a number needs */
INIT_CONFIG_CASE(JSON013, ExponentWithoutDigitsReturnsParseFile, "JSON013", "{\"a\":1e}", ACL_ERROR_PARSE_FILE)
INIT_CONFIG_CASE(JSON013, SignedExponentWithoutDigitsReturnsParseFile, "JSON013", "{\"a\":1e+}", ACL_ERROR_PARSE_FILE)
INIT_CONFIG_CASE(JSON013, MinusWithoutDigitsReturnsParseFile, "JSON013", "{\"a\":-}", ACL_ERROR_PARSE_FILE)
INIT_CONFIG_CASE(JSON013, FractionWithExponentIsAccepted, "JSON013", "{\"a\":[-1.25e-3,10E2,0e0]}", ACL_SUCCESS)
