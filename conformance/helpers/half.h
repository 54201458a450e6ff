/* DTYPE: the half (IEEE 754 binary16) and float values the conversion cases
 * expect, computed here from the definitions, independently of any library:
 * a half's value from its fields, and the product's float-to-half rule
 * (src/acl/aclrt_impl/types/fp16_impl.cpp FloatToFp16) stated as "the nearest
 * finite half, ties to even, saturating". */
#ifndef ACLCTS_HELPERS_HALF_H_
#define ACLCTS_HELPERS_HALF_H_

#include <stdint.h>

#define HALF_MAX_FINITE 0x7BFFu       /* 65504, the largest finite half */
#define HALF_FIRST_NAN_OR_INF 0x7C00u /* exponent field 31: IEEE's infinities and NaNs */

/* The value of a half whose exponent field is not 31, exactly, as a double:
 * sign x mantissa x 2^-24 (exponent field 0) or sign x (1024 + mantissa) x
 * 2^(exponent - 25). */
double half_value(uint16_t h);

/* The product's aclFloatToFloat16 of x as the suite states it (DTYPE006..008):
 * NaN, and a magnitude of 65520 or more, give 0x7BFF with x's sign bit;
 * otherwise the finite half nearest to x, the one with the even mantissa on
 * a tie, with x's sign bit (so -0.0f and a negative tiny x give 0x8000). */
uint16_t half_expected_from_float(float x);

/* A float's bits and the float of given bits. */
uint32_t half_float_bits(float f);
float half_float_of_bits(uint32_t bits);

#endif /* ACLCTS_HELPERS_HALF_H_ */
