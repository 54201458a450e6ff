/* The half values of half.h, from the definitions (see there). */
#include "helpers/half.h"

#include <math.h>
#include <string.h>

double half_value(uint16_t h)
{
    const int exponent = (h >> 10) & 0x1F;
    const int mantissa = h & 0x3FF;
    double magnitude = exponent == 0 ? ldexp(mantissa, -24) : ldexp(1024 + mantissa, exponent - 25); /* exact */
    return (h & 0x8000u) ? -magnitude : magnitude;
}

/* The last positive finite half not above magnitude (0 <= magnitude < 65520).
 * From 2^-14 on, the halves in [2^(E-1), 2^E) are 2^(E-11) apart and
 * ordered as their bits, the first with exponent field E + 14; below 2^-14
 * they are the multiples of 2^-24, the bits counting them. */
static uint16_t half_not_above(double magnitude)
{
    if (magnitude < ldexp(1, -14)) return (uint16_t)ldexp(magnitude, 24); /* truncated: the floor */
    int e;
    (void)frexp(magnitude, &e);                                /* magnitude in [2^(e-1), 2^e) */
    const unsigned steps = (unsigned)ldexp(magnitude, 11 - e); /* truncated: 1024..2047 */
    return (uint16_t)(((unsigned)(e + 14) << 10) + steps - 1024u);
}

uint16_t half_expected_from_float(float x)
{
    const uint16_t sign = (half_float_bits(x) & 0x80000000u) ? 0x8000u : 0u;
    const double magnitude = x < 0 ? -(double)x : (double)x;
    if (x != x || magnitude >= 65520.0) return (uint16_t)(sign | HALF_MAX_FINITE);
    /* The nearest of the last half not above the magnitude and the next. */
    const uint16_t below = half_not_above(magnitude);
    uint16_t nearest = below;
    if (below < HALF_MAX_FINITE) {
        const double up = half_value((uint16_t)(below + 1)) - magnitude;
        const double down = magnitude - half_value(below);
        if (up < down || (up == down && (below & 1u) != 0)) nearest = (uint16_t)(below + 1);
    }
    return (uint16_t)(sign | nearest);
}

uint32_t half_float_bits(float f)
{
    uint32_t bits;
    memcpy(&bits, &f, sizeof bits);
    return bits;
}

float half_float_of_bits(uint32_t bits)
{
    float f;
    memcpy(&f, &bits, sizeof f);
    return f;
}
