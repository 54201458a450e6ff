/* FIFO002: a FIFO size must be a positive JSON integer literal: its compact
 * JSON text must match [1-9][0-9]*. Strings, floats, exponents, 0, negatives,
 * bools, null, arrays, objects and integers beyond 2^64 (a float to the
 * parser) give ACL_ERROR_FAILURE (500001) (fixtures
 * testFifoSize_01/02.json). */
#include "helpers/init.h"

/* aclInit of JSON returns ACL_ERROR_FAILURE after the key-step lines KEYS. */
#define FIFO_REJECTED(NAME, RULES, JSON, KEYS) INIT_KEYS_CODE_CASE(FIFO002, NAME, RULES, JSON, ACL_ERROR_FAILURE, KEYS)
#define FIFO_LITERAL_CASE(NAME, JSONVALUE) \
    FIFO_REJECTED(NAME, "FIFO002", "{\"simd_printf_fifo_size_per_core\":" JSONVALUE "}", "")

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

FIFO_REJECTED(SimtStringIsRejected, "FIFO002", "{\"simt_printf_fifo_size\":\"1048576\"}", "")
/* A rejected SIMD value stops before the SIMT key. */
FIFO_REJECTED(RejectedSimdSkipsSimt, "FIFO002 FIFO001",
              "{\"simd_printf_fifo_size_per_core\":-1,\"simt_printf_fifo_size\":1048576}", "")
/* A rejected SIMT value comes after the SIMD call, and skips the event mode. */
FIFO_REJECTED(RejectedSimtKeepsTheSimdCall, "FIFO002 FIFO001",
              "{\"simd_printf_fifo_size_per_core\":1024,\"simt_printf_fifo_size\":0,"
              "\"acl_graph\":{\"event_mode\":\"1\"}}",
              "rtDeviceSetLimit(0,4,1024)=0\n")
