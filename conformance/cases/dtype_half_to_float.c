/* DTYPE004, DTYPE005: aclFloat16ToFloat over all 65536 halves
 * (src/acl/aclrt_impl/types/fp16_impl.cpp Fp16ToFloat): exact for every
 * finite half, the exponent field 31 read as 2^16 x 1.mantissa. Results are
 * compared as bits, so -0.0f is not 0.0f. No aclInit: the function is pure. */
#include <stdio.h>

#include "aclcts/case.h"
#include "helpers/half.h"

/* Every half from `first` to `last` against `expected`; one check with the
 * count and the first mismatch. */
#define HALF_SWEEP(t, first, last, expected)                                                                      \
    do {                                                                                                          \
        unsigned bad_ = 0, at_ = 0;                                                                               \
        uint32_t got_bits_ = 0, want_bits_ = 0;                                                                   \
        for (unsigned h_ = (first); h_ <= (last); h_++) {                                                         \
            uint32_t got_ = half_float_bits(t->acl->aclFloat16ToFloat((aclFloat16)h_));                           \
            uint32_t want_ = half_float_bits((float)(expected)((uint16_t)h_));                                    \
            if (got_ != want_ && bad_++ == 0) at_ = h_, got_bits_ = got_, want_bits_ = want_;                     \
        }                                                                                                         \
        CHECK_TRUE(t, bad_ == 0,                                                                                  \
                   "%u of the halves 0x%04X..0x%04X convert wrongly; the first, aclFloat16ToFloat(0x%04X), gave " \
                   "%.9g (0x%08X), expected %.9g (0x%08X)",                                                       \
                   bad_, (unsigned)(first), (unsigned)(last), at_, (double)half_float_of_bits(got_bits_),         \
                   (unsigned)got_bits_, (double)half_float_of_bits(want_bits_), (unsigned)want_bits_);            \
    } while (0)

/* The product's reading of the exponent field 31: sign x 2^16 x (1 + m/1024). */
static double binade_31(uint16_t h)
{
    double magnitude = 65536.0 * (1.0 + (h & 0x3FF) / 1024.0);
    return (h & 0x8000u) ? -magnitude : magnitude;
}

ACLCTS_TEST(DTYPE004, EveryFiniteHalfIsExact, "DTYPE004", ACLCTS_PRODUCT)
{
    HALF_SWEEP(t, 0x0000u, 0x7BFFu, half_value);
    HALF_SWEEP(t, 0x8000u, 0xFBFFu, half_value);
}

ACLCTS_TEST(DTYPE004, NamedHalves, "DTYPE004", ACLCTS_PRODUCT)
{
    CHECK_INT(t, half_float_bits(t->acl->aclFloat16ToFloat(0x0000)), 0x00000000); /* +0 */
    CHECK_INT(t, half_float_bits(t->acl->aclFloat16ToFloat(0x8000)), 0x80000000); /* -0 keeps its sign */
    CHECK_INT(t, half_float_bits(t->acl->aclFloat16ToFloat(0x0001)), 0x33800000); /* 2^-24, smallest denormal */
    CHECK_INT(t, half_float_bits(t->acl->aclFloat16ToFloat(0x03FF)), 0x387FC000); /* 1023 x 2^-24 */
    CHECK_INT(t, half_float_bits(t->acl->aclFloat16ToFloat(0x0400)), 0x38800000); /* 2^-14, smallest normal */
    CHECK_INT(t, half_float_bits(t->acl->aclFloat16ToFloat(0x3C00)), 0x3F800000); /* 1.0 */
    CHECK_INT(t, half_float_bits(t->acl->aclFloat16ToFloat(0xC000)), 0xC0000000); /* -2.0 */
    CHECK_INT(t, half_float_bits(t->acl->aclFloat16ToFloat(0x7BFF)), 0x477FE000); /* 65504 */
}

ACLCTS_TEST(DTYPE005, ExponentThirtyOneIsOneMoreBinade, "DTYPE005", ACLCTS_PRODUCT)
{
    CHECK_TRUE(t, t->acl->aclFloat16ToFloat(0x7C00) == 65536.0f, "+Inf (0x7C00) gave %.9g, expected 65536",
               (double)t->acl->aclFloat16ToFloat(0x7C00));
    CHECK_TRUE(t, t->acl->aclFloat16ToFloat(0xFC00) == -65536.0f, "-Inf (0xFC00) gave %.9g, expected -65536",
               (double)t->acl->aclFloat16ToFloat(0xFC00));
    CHECK_TRUE(t, t->acl->aclFloat16ToFloat(0x7E00) == 98304.0f, "NaN 0x7E00 gave %.9g, expected 98304",
               (double)t->acl->aclFloat16ToFloat(0x7E00));
    CHECK_TRUE(t, t->acl->aclFloat16ToFloat(0x7FFF) == 131008.0f, "NaN 0x7FFF gave %.9g, expected 131008",
               (double)t->acl->aclFloat16ToFloat(0x7FFF));
    HALF_SWEEP(t, 0x7C00u, 0x7FFFu, binade_31);
    HALF_SWEEP(t, 0xFC00u, 0xFFFFu, binade_31);
}
