/* STACK003: any JSON number is accepted and read as a 64-bit unsigned size:
 * floats truncate toward zero, negative integers wrap (2^64 + v), and the
 * value passed on is its low 32 bits (e.g.
 * -1 -> 18446744073709551615, 1.5 -> 1). */
#include "helpers/init.h"

#define STACK_VALUE_CASE(NAME, JSONVALUE, PASSED)                                                                    \
    INIT_KEYS_CASE(STACK003, NAME, "STACK003", "{\"StackSize\":{\"aicore_stack_size\":" JSONVALUE "}}", ACL_SUCCESS, \
                   "rtDeviceSetLimit(0,3," PASSED ")=0\n")

STACK_VALUE_CASE(MinusOneWrapsToUint32Max, "-1", "4294967295")
STACK_VALUE_CASE(FloatTruncatesTowardZero, "1.5", "1")
STACK_VALUE_CASE(LargeFloatTruncates, "65536.99", "65536")
STACK_VALUE_CASE(ExponentNumberIsAccepted, "1e3", "1000")
STACK_VALUE_CASE(ZeroIsPassed, "0", "0")
STACK_VALUE_CASE(TwoPow32TruncatesToZero, "4294967296", "0")
STACK_VALUE_CASE(TwoPow32PlusOneTruncatesToOne, "4294967297", "1")
STACK_VALUE_CASE(Uint64MaxTruncatesToUint32Max, "18446744073709551615", "4294967295")
/* -4294967296 wraps to 2^64 - 2^32, whose low 32 bits are 0. */
STACK_VALUE_CASE(NegativeTwoPow32WrapsToZero, "-4294967296", "0")
