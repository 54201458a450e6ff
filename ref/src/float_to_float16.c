/* aclFloatToFloat16 (DTYPE006..008; src/acl/aclrt_impl/types/fp16.cpp
 * aclFloatToFloat16Impl over fp16_impl.cpp FloatToFp16): round to nearest,
 * ties to even, with gradual underflow; what would be infinite, and
 * infinities and NaNs themselves, saturate to the largest finite half. */
#include <stdint.h>
#include <string.h>

#include "acl/acl.h"

#define HALF_MAX_FINITE 0x7BFFu /* 65504 */
#define HALF_INFINITY 0x7C00u

/* value / 2^shift rounded to nearest, ties to even (1 <= shift <= 24). */
static uint32_t shift_round_even(uint32_t value, unsigned shift)
{
    const uint32_t quotient = value >> shift;
    const uint32_t rest = value & ((1u << shift) - 1u);
    const uint32_t half = 1u << (shift - 1u);
    if (rest > half || (rest == half && (quotient & 1u) != 0)) return quotient + 1u;
    return quotient;
}

ACL_FUNC_VISIBILITY aclFloat16 aclFloatToFloat16(float value)
{
    uint32_t bits;
    memcpy(&bits, &value, sizeof bits);
    const uint16_t sign = (uint16_t)((bits >> 16) & 0x8000u);
    const uint32_t exponent = (bits >> 23) & 0xFFu; /* biased by 127 */
    const uint32_t mantissa = bits & 0x7FFFFFu;

    /* DTYPE008: 2^16 and above, infinities and NaNs (exponent field 255)
     * saturate, the sign kept (a NaN's too). */
    if (exponent > 127 + 15) return (aclFloat16)(sign | HALF_MAX_FINITE);

    if (exponent < 127 - 14) {
        /* DTYPE007: below 2^-14, the half denormals: the value in units of
         * 2^-24, rounded to nearest even; 2^-25 and below (float denormals
         * included) is a zero of the float's sign. A result of 1024 is the
         * bits of the smallest normal half, 2^-14. */
        if (exponent < 127 - 25) return (aclFloat16)sign;
        const uint32_t significand = mantissa | 0x800000u; /* 1.mantissa x 2^23 */
        return (aclFloat16)(sign | shift_round_even(significand, 126u - exponent));
    }

    /* DTYPE006: a normal half: the mantissa rounded from 23 bits to 10, to
     * nearest even; a carry out of the mantissa moves to the next binade. */
    const uint32_t half_bits = ((exponent - 112u) << 10) + shift_round_even(mantissa, 13);
    /* DTYPE008: rounding up from 65520 would reach infinity: saturate. */
    if (half_bits >= HALF_INFINITY) return (aclFloat16)(sign | HALF_MAX_FINITE);
    return (aclFloat16)(sign | half_bits);
}
