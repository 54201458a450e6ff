/* FIFO003: an accepted FIFO literal is converted with strtol, which saturates
 * at 2^63-1, and then truncated to 32 bits (e.g.
 * 4294968320 -> 1024). */
#include "helpers/init.h"

#define FIFO_VALUE_CASE(NAME, JSONVALUE, PASSED)                                                                \
    INIT_KEYS_CASE(FIFO003, NAME, "FIFO003", "{\"simd_printf_fifo_size_per_core\":" JSONVALUE "}", ACL_SUCCESS, \
                   "rtDeviceSetLimit(0,4," PASSED ")=0\n")
/* A truncated value outside the runtime's SIMD range [1024, 64 MiB] is
 * refused with 107000 (SOC004), which aclInit returns (FIFO004). */
#define FIFO_REFUSED_CASE(NAME, JSONVALUE, PASSED)                                                         \
    INIT_KEYS_CASE(FIFO003, NAME, "FIFO003 FIFO004", "{\"simd_printf_fifo_size_per_core\":" JSONVALUE "}", \
                   ACL_ERROR_RT_PARAM_INVALID, "rtDeviceSetLimit(0,4," PASSED ")=107000\n")

FIFO_VALUE_CASE(TwoPow32Plus1024TruncatesTo1024, "4294968320", "1024")
FIFO_REFUSED_CASE(TwoPow32TruncatesToZero, "4294967296", "0")
FIFO_REFUSED_CASE(Uint32MaxIsPassed, "4294967295", "4294967295")
/* strtol saturates at 2^63-1, whose low 32 bits are 0xFFFFFFFF. */
FIFO_REFUSED_CASE(Uint64MaxSaturates, "18446744073709551615", "4294967295")
/* 2^63 and 2^63+1024 saturate too: a plain 64-bit truncation would give 0
 * and 1024. */
FIFO_REFUSED_CASE(TwoPow63Saturates, "9223372036854775808", "4294967295")
FIFO_REFUSED_CASE(TwoPow63Plus1024Saturates, "9223372036854776832", "4294967295")
INIT_KEYS_CASE(FIFO003, SimtValueIsTruncatedTheSameWay, "FIFO003", "{\"simt_printf_fifo_size\":4295016448}",
               ACL_SUCCESS, "rtDeviceSetLimit(0,5,49152)=207000\n")
