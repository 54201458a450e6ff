/* PROF002: a scalar `profiler` value reaches MsprofInit as nlohmann's dump()
 * prints the parsed value (json_parser.cpp GetJsonCtxByKey; nlohmann
 * serializer dump_float): a literal as itself; an integer that fits 64 bits as written ("-0" as
 * "0"), anything else as the shortest double that reads back, in plain
 * notation while the decimal exponent is in (-4, 15] and with ".0" when it has
 * no fraction, else as d.ddde+XX with at least two exponent digits.
 *
 * The text is what is checked, so msprof's verdict is fixed: MsprofInit
 * fails (-1) and aclInit returns ACL_ERROR_INVALID_PARAM. */
#include "helpers/configs.h"
#include "helpers/text.h"

/* aclInit of {"profiler": VALUE} hands MsprofInit(1) exactly `text`. */
#define prof_scalar_expect(t, ...) ACLCTS_HELPER(prof_scalar_expect_, t, __VA_ARGS__)
static void prof_scalar_expect_(aclcts_t *t, const char *value, const char *text)
{
    aclcts_require_trace(t);
    const char *path = config_write(t, text_fmt("{\"profiler\":%s}", value));
    aclcts_fail(t, "MsprofInit", -1, 1);
    size_t m = aclcts_mark(t);
    CHECK_CODE(t, t->acl->aclInit(path), ACL_ERROR_INVALID_PARAM);
    CHECK_INT(t, aclcts_calls(t, "MsprofInit", m), 1);
    CHECK_STR(t, t->spy->last_msprof_text(), text);
}

#define PROF_SCALAR_CASE(NAME, VALUE, TEXT) \
    ACLCTS_TEST(PROF002, NAME, "PROF002", ACLCTS_PRODUCT | ACLCTS_TRACE) { prof_scalar_expect(t, VALUE, TEXT); }

PROF_SCALAR_CASE(IntegerIsPrintedAsWritten, "-42", "-42")
PROF_SCALAR_CASE(NegativeZeroIntegerIsPrintedAsZero, "-0", "0")
PROF_SCALAR_CASE(Int64MinimumIsPrintedAsWritten, "-9223372036854775808", "-9223372036854775808")
PROF_SCALAR_CASE(Uint64MaximumIsPrintedAsWritten, "18446744073709551615", "18446744073709551615")
PROF_SCALAR_CASE(IntegerBeyondUint64IsPrintedAsADouble, "123456789012345678901", "1.2345678901234568e+20")
PROF_SCALAR_CASE(IntegerBelowInt64IsPrintedAsADouble, "-9223372036854775809", "-9.223372036854776e+18")
PROF_SCALAR_CASE(FractionIsPrintedShortest, "1.50", "1.5")
PROF_SCALAR_CASE(WholeDoubleGetsPointZero, "1E2", "100.0")
PROF_SCALAR_CASE(WholeDoubleOfAsManyDigitsGetsPointZero, "12.0", "12.0")
PROF_SCALAR_CASE(FractionWithExponentFourteenStaysPlain, "123456789012345.6", "123456789012345.6")
PROF_SCALAR_CASE(ExponentFifteenStaysPlain, "1e14", "100000000000000.0")
PROF_SCALAR_CASE(ExponentSixteenIsScientific, "1e15", "1e+15")
PROF_SCALAR_CASE(ScientificKeepsItsDigits, "1.5e20", "1.5e+20")
PROF_SCALAR_CASE(FractionBelowOneGetsALeadingZero, "0.5", "0.5")
PROF_SCALAR_CASE(SmallFractionStaysPlain, "0.0001", "0.0001")
PROF_SCALAR_CASE(SmallerFractionIsScientific, "0.00001", "1e-05")
PROF_SCALAR_CASE(SmallScientificKeepsItsDigits, "2.5e-7", "2.5e-07")
PROF_SCALAR_CASE(NegativeDoubleKeepsItsSign, "-2.5", "-2.5")
PROF_SCALAR_CASE(DoubleZeroIsPrintedWithPointZero, "0e5", "0.0")
PROF_SCALAR_CASE(NegativeDoubleZeroKeepsItsSign, "-0.0", "-0.0")
PROF_SCALAR_CASE(FalseIsPrintedAsFalse, "false", "false")
PROF_SCALAR_CASE(TrueIsPrintedAsTrue, "true", "true")
/* A string holding U+0000 is handed on like any other, escaped again as
 * nlohmann writes it: control characters as \b \f \n \r \t or \u00xx, the
 * quote and the backslash escaped, "\/" as "/", other code points as UTF-8. */
PROF_SCALAR_CASE(StringHoldingNulIsPrintedEscaped, "\"x\\u0000y\"", "\"x\\u0000y\"")
PROF_SCALAR_CASE(EscapesBesideNulArePrintedAsNlohmannDoes,
                 "\"\\u0000\\b\\f\\n\\r\\t\\u001f\\\"\\\\\\/\\u00e9\\u4e2d\\uD83D\\uDE00\\uDBFF\\uDFFF"
                 "\\u0008\\u007f\xE4\xB8\xAD\"",
                 "\"\\u0000\\b\\f\\n\\r\\t\\u001f\\\"\\\\/\xC3\xA9\xE4\xB8\xAD\xF0\x9F\x98\x80\xF4\x8F\xBF\xBF"
                 "\\b\x7F\xE4\xB8\xAD\"")
/* The code points on each side of a UTF-8 length boundary, escaped beside
 * U+0000, print in as many bytes as UTF-8 gives them: U+001F escaped, U+0020
 * (space) itself, U+007F one byte, U+0080 and U+07FF two, U+0800, U+D7FF (the
 * last before the surrogates) and U+FFFF three, U+10000 four; an escaped letter (b) is that letter, never a short
 * escape; the \u of every hex digit (0-9, a-f, A-F) decodes. */
PROF_SCALAR_CASE(
    CodePointsAtUtf8LengthBoundariesBesideNul,
    "\"\\u0000\\u001F\\u0020\\u007F\\u0080\\u07ff\\u0800\\ud7ff\\uFFFF\\ud800\\udc00\\u0009\\u0062\\u0123\\u4567\\u89AB\\uCDEF\"",
    "\"\\u0000\\u001f \x7F\xC2\x80\xDF\xBF\xE0\xA0\x80\xED\x9F\xBF\xEF\xBF\xBF\xF0\x90\x80\x80\\tb"
    "\xC4\xA3\xE4\x95\xA7\xE8\xA6\xAB\xEC\xB7\xAF\"")
/* A key holding another control character (U+0001) is a key like any other:
 * printed escaped as \u0001 and handed on; only U+0000 stops a key (PROF004). */
PROF_SCALAR_CASE(KeyHoldingAControlCharacterIsPrintedEscaped, "{\"a\\u0001\":1}", "{\"a\\u0001\":1}")
/* An escaped backslash before "u0000" is no U+0000: the key and the value
 * are the six characters \u0000 and print as such. */
PROF_SCALAR_CASE(EscapedBackslashBeforeU0000IsNoNul, "{\"a\\\\u0000\":\"\\\\u0000\"}", "{\"a\\\\u0000\":\"\\\\u0000\"}")
