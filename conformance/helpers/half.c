/* The half values of half.h, from the definitions (see there). */
#include "helpers/half.h"

#include <string.h>

static double times_power_of_two(double x, int power)
{
    for (; power > 0; power--) x *= 2.0;
    for (; power < 0; power++) x *= 0.5;
    return x;
}

double half_value(uint16_t h)
{
    const int exponent = (h >> 10) & 0x1F;
    const int mantissa = h & 0x3FF;
    double magnitude =
        exponent == 0 ? times_power_of_two(mantissa, -24) : times_power_of_two(1024 + mantissa, exponent - 25);
    return (h & 0x8000u) ? -magnitude : magnitude;
}

uint16_t half_expected_from_float(float x)
{
    const uint16_t sign = (half_float_bits(x) & 0x80000000u) ? 0x8000u : 0u;
    const double magnitude = x < 0 ? -(double)x : (double)x;
    if (x != x || magnitude >= 65520.0) return (uint16_t)(sign | HALF_MAX_FINITE);
    /* The positive finite halves are ordered as their bits: find the last one
     * not above the magnitude, then compare with the next. */
    uint16_t below = 0, above = HALF_MAX_FINITE;
    while (above - below > 1) {
        uint16_t mid = (uint16_t)(below + (above - below) / 2);
        if (half_value(mid) <= magnitude) below = mid;
        else above = mid;
    }
    if (half_value(above) <= magnitude) below = above; /* only at 65504 itself */
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
