/* FIFO002: a FIFO size must be a positive JSON integer literal: its compact
 * JSON text must match [1-9][0-9]*. Strings, floats, exponents, 0, negatives,
 * bools, null, arrays, objects and integers beyond 2^64 (a float to the
 * parser) give ACL_ERROR_FAILURE (500001) (fixtures
 * testFifoSize_01/02.json). */
#include "dev_common.h"

#define FIFO_LITERAL_CASE(NAME, JSONVALUE)                                                            \
    KC_CODE_CASE(FIFO002, NAME, "FIFO002", "{\"simd_printf_fifo_size_per_core\":" JSONVALUE "}", \
                 ACL_ERROR_FAILURE, "")

FIFO_LITERAL_CASE(NumericStringIsRejected, "\"1024\"")
FIFO_LITERAL_CASE(FloatIsRejected, "1024.0")
FIFO_LITERAL_CASE(ExponentIsRejected, "1e3")
FIFO_LITERAL_CASE(ZeroIsRejected, "0")
FIFO_LITERAL_CASE(MinusOneIsRejected, "-1")
FIFO_LITERAL_CASE(TrueIsRejected, "true")
FIFO_LITERAL_CASE(NullIsRejected, "null")
FIFO_LITERAL_CASE(ArrayIsRejected, "[1024]")
FIFO_LITERAL_CASE(ObjectIsRejected, "{}")
/* 2^64 does not fit a 64-bit integer: the parser keeps it as a float, whose
 * text has an exponent. */
FIFO_LITERAL_CASE(TwoPow64IsRejected, "18446744073709551616")

KC_CODE_CASE(FIFO002, SimtStringIsRejected, "FIFO002", "{\"simt_printf_fifo_size\":\"1048576\"}", ACL_ERROR_FAILURE,
             "")
/* A rejected SIMD value stops before the SIMT key. */
KC_CODE_CASE(FIFO002, RejectedSimdSkipsSimt, "FIFO002 FIFO001",
             "{\"simd_printf_fifo_size_per_core\":-1,\"simt_printf_fifo_size\":1048576}", ACL_ERROR_FAILURE, "")
/* A rejected SIMT value comes after the SIMD call, and skips the event mode. */
KC_CODE_CASE(FIFO002, RejectedSimtKeepsTheSimdCall, "FIFO002 FIFO001",
             "{\"simd_printf_fifo_size_per_core\":1024,\"simt_printf_fifo_size\":0,"
             "\"acl_graph\":{\"event_mode\":\"1\"}}",
             ACL_ERROR_FAILURE, "rtDeviceSetLimit(0,4,1024)=0\n")
