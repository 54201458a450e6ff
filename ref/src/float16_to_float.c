/* aclFloat16ToFloat (DTYPE004, DTYPE005; src/acl/aclrt_impl/types/fp16.cpp
 * aclFloat16ToFloatImpl over fp16_impl.cpp Fp16ToFloat): a half's value as a
 * float, exact for every finite half; the exponent field 31 (infinities and
 * NaNs in IEEE 754) is read as one more ordinary binade. */
#include <stdint.h>

#include "acl/acl.h"

/* x * 2^power, exactly (the results stay within the normal floats). */
static float scale(float x, int power)
{
    for (; power > 0; power--) x *= 2.0f;
    for (; power < 0; power++) x *= 0.5f;
    return x;
}

ACL_FUNC_VISIBILITY float aclFloat16ToFloat(aclFloat16 value)
{
    const int negative = (value & 0x8000u) != 0;
    const int exponent = (value >> 10) & 0x1F;
    const int mantissa = value & 0x3FF;
    float magnitude;
    if (exponent == 0) {
        magnitude = scale((float)mantissa, -24); /* DTYPE004: zero or a denormal, mantissa x 2^-24 */
    } else if (exponent == 31) {
        magnitude = scale((float)(1024 + mantissa), 16 - 10); /* DTYPE005: 2^16 x 1.mantissa, no Inf, no NaN */
    } else {
        magnitude = scale((float)(1024 + mantissa), exponent - 15 - 10); /* DTYPE004: 2^(e-15) x 1.mantissa */
    }
    return negative ? -magnitude : magnitude; /* DTYPE004: -0.0 for 0x8000 */
}
