/* STACK003 at the ends of the range: the product reads a StackSize member
 * with get<size_t>() (nlohmann), and a double outside [0, 2^64) converts as
 * the x86-64 code for a double-to-unsigned conversion does (cvttsd2si, whose
 * out-of-range answer is 2^63): at or above 2^64 the value is 0, below -2^63
 * it is 2^63; an integer token beyond 64 bits is such a double. Only the low
 * 32 bits reach rtDeviceSetLimit. */
#include "helpers/init.h"

#define STACK_RANGE_CASE(NAME, JSONVALUE, PASSED)                                                                    \
    INIT_KEYS_CASE(STACK003, NAME, "STACK003", "{\"StackSize\":{\"aicore_stack_size\":" JSONVALUE "}}", ACL_SUCCESS, \
                   "rtDeviceSetLimit(0,3," PASSED ")=0\n")

/* 10^19 = 0x8AC7230489E80000 */
STACK_RANGE_CASE(DoubleAboveTwoPow63KeepsItsLowBits, "1e19", "2313682944")
STACK_RANGE_CASE(DoubleAtTwoPow64IsZero, "1.8446744073709552e19", "0")
STACK_RANGE_CASE(IntegerBeyondUint64IsZero, "18446744073709551617", "0")
/* -9223372036854777856 = -(2^63 + 2048): below int64, read as that double. */
STACK_RANGE_CASE(DoubleBelowMinusTwoPow63IsTwoPow63, "-1e19", "0")
STACK_RANGE_CASE(IntegerBelowInt64IsADouble, "-9223372036854777856", "0")
STACK_RANGE_CASE(NegativeDoubleTruncatesThenWraps, "-1.5", "4294967295")
/* An integer token within 64 bits converts exactly, also where a double
 * could not hold it: 2^53 + 1 keeps its last bit. */
STACK_RANGE_CASE(IntegerBeyondDoublePrecisionIsExact, "9007199254740993", "1")
STACK_RANGE_CASE(NegativeIntegerBeyondDoublePrecisionIsExact, "-9007199254740993", "4294967295")
