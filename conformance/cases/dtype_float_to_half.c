/* DTYPE006..008: aclFloatToFloat16 (src/acl/aclrt_impl/types/fp16_impl.cpp
 * FloatToFp16). The tables give inputs as float bits and the halves the
 * product's algorithm gives them, worked out by hand from its three branches
 * (exponent field above 142: saturate; 112 and below: a denormal from the
 * significand shifted by 126 - e; otherwise 13 mantissa bits dropped), each
 * rounding by IsRoundOne: up when the dropped bits are above half, or exactly
 * half with an odd last kept bit. The sweeps compare with half.h's statement
 * of the same rule. No aclInit: the function is pure. */
#include "aclcts/case.h"
#include "helpers/half.h"

/* aclFloatToFloat16 of the float with `bits` gives `half`. */
#define F2H(t, bits, half)                                                                                 \
    do {                                                                                                   \
        float in_ = half_float_of_bits(bits);                                                              \
        unsigned got_ = t->acl->aclFloatToFloat16(in_);                                                    \
        CHECK_TRUE(t, got_ == (half), "aclFloatToFloat16(%.9g, bits 0x%08X) gave 0x%04X, expected 0x%04X", \
                   (double)in_, (unsigned)(bits), got_, (unsigned)(half));                                 \
    } while (0)

ACLCTS_TEST(DTYPE006, NormalRangeTable, "DTYPE006", ACLCTS_PRODUCT)
{
    F2H(t, 0x3F800000u, 0x3C00u); /* 1.0 */
    F2H(t, 0xC0000000u, 0xC000u); /* -2.0 */
    F2H(t, 0x3DCCCCCDu, 0x2E66u); /* 0.1: dropped bits 0x0CCD, below half */
    F2H(t, 0x40490FDBu, 0x4248u); /* 3.14159265: dropped 0x0FDB, below half */
    F2H(t, 0x3F801000u, 0x3C00u); /* 1 + 2^-11: a tie, kept mantissa even: stays */
    F2H(t, 0x3F803000u, 0x3C02u); /* 1 + 3 x 2^-11: a tie, kept mantissa odd: up */
    F2H(t, 0x3F801001u, 0x3C01u); /* 1 + 2^-11 + 2^-23: above half: up */
    F2H(t, 0xBF801001u, 0xBC01u); /* the same, negative */
    F2H(t, 0x44FFF000u, 0x6800u); /* 2047.5: a tie on 0x3FF: the carry makes 2048 */
    F2H(t, 0x477FE000u, 0x7BFFu); /* 65504 */
    F2H(t, 0x477FEFFFu, 0x7BFFu); /* just below 65520: down to 65504 */
    F2H(t, 0x38800000u, 0x0400u); /* 2^-14, the smallest normal half */
}

ACLCTS_TEST(DTYPE007, UnderflowTable, "DTYPE007", ACLCTS_PRODUCT)
{
    F2H(t, 0x00000000u, 0x0000u); /* +0 */
    F2H(t, 0x80000000u, 0x8000u); /* -0 keeps its sign */
    F2H(t, 0x33800000u, 0x0001u); /* 2^-24, the smallest denormal half */
    F2H(t, 0xB3800000u, 0x8001u); /* -2^-24 */
    F2H(t, 0x33000000u, 0x0000u); /* 2^-25: a tie between 0 and 2^-24: even, 0 */
    F2H(t, 0x33000001u, 0x0001u); /* just above 2^-25 (exponent field 102, mantissa not 0) */
    F2H(t, 0x32800000u, 0x0000u); /* 2^-26 */
    F2H(t, 0x33C00000u, 0x0002u); /* 1.5 x 2^-24: a tie between 1 and 2: even, 2 */
    F2H(t, 0x34200000u, 0x0002u); /* 2.5 x 2^-24: a tie between 2 and 3: even, 2 */
    F2H(t, 0x387FE000u, 0x0400u); /* 2^-14 - 2^-25: a tie between 0x03FF and 0x0400: even, 0x0400 */
    F2H(t, 0x00800000u, 0x0000u); /* FLT_MIN */
    F2H(t, 0x00000001u, 0x0000u); /* the smallest float denormal */
    F2H(t, 0x80000001u, 0x8000u); /* its negative */
}

ACLCTS_TEST(DTYPE008, SaturationTable, "DTYPE008", ACLCTS_PRODUCT)
{
    F2H(t, 0x477FF000u, 0x7BFFu); /* 65520: nearest-even would give infinity */
    F2H(t, 0xC77FF000u, 0xFBFFu); /* -65520 */
    F2H(t, 0x47800000u, 0x7BFFu); /* 65536 */
    F2H(t, 0x501502F9u, 0x7BFFu); /* 1e10 */
    F2H(t, 0x7F7FFFFFu, 0x7BFFu); /* FLT_MAX */
    F2H(t, 0x7F800000u, 0x7BFFu); /* +Inf */
    F2H(t, 0xFF800000u, 0xFBFFu); /* -Inf */
    F2H(t, 0x7FC00000u, 0x7BFFu); /* a quiet NaN */
    F2H(t, 0xFFC00000u, 0xFBFFu); /* a quiet NaN with the sign bit */
    F2H(t, 0x7F800001u, 0x7BFFu); /* a signalling NaN */
}

/* A sweep's tally: how many inputs, how many wrong, the first wrong one. */
typedef struct sweep {
    unsigned count, bad;
    uint32_t bits;
    unsigned got, want;
} sweep;

static void sweep_one(aclcts_t *t, sweep *s, float x)
{
    unsigned got = t->acl->aclFloatToFloat16(x), want = half_expected_from_float(x);
    s->count++;
    if (got != want && s->bad++ == 0) s->bits = half_float_bits(x), s->got = got, s->want = want;
}

#define SWEEP_CHECK(t, rule, s, what)                                                                            \
    CHECK_TRUE_FOR(t, rule, (s).count > 0 && (s).bad == 0,                                                       \
                   "%s: %u of %u inputs convert wrongly; the first, aclFloatToFloat16(%.9g, bits 0x%08X), gave " \
                   "0x%04X, expected 0x%04X",                                                                    \
                   what, (s).bad, (s).count, (double)half_float_of_bits((s).bits), (unsigned)(s).bits, (s).got,  \
                   (s).want)

/* Between every two neighbouring positive halves from `first`: the midpoint
 * (a tie) and the floats just below and above it, and their negatives. */
static void sweep_midpoints(aclcts_t *t, sweep *s, unsigned first, unsigned last)
{
    for (unsigned h = first; h < last; h++) {
        float mid = (float)((half_value((uint16_t)h) + half_value((uint16_t)(h + 1))) / 2);
        uint32_t bits = half_float_bits(mid);
        for (uint32_t b = bits - 1; b <= bits + 1; b++) {
            sweep_one(t, s, half_float_of_bits(b));
            sweep_one(t, s, half_float_of_bits(b | 0x80000000u));
        }
    }
}

ACLCTS_TEST(DTYPE006, MidpointsRoundToEven, "DTYPE006", ACLCTS_PRODUCT)
{
    sweep s = {0};
    sweep_midpoints(t, &s, 0x0400u, HALF_MAX_FINITE);
    SWEEP_CHECK(t, "DTYPE006", s, "the normal halves' midpoints");
}

ACLCTS_TEST(DTYPE007, DenormalMidpointsRoundToEven, "DTYPE007", ACLCTS_PRODUCT)
{
    sweep s = {0};
    sweep_midpoints(t, &s, 0x0000u, 0x0400u);
    SWEEP_CHECK(t, "DTYPE007", s, "the denormal halves' midpoints");
}

/* Float bit patterns spread over all 2^32, each judged under the rule of its
 * magnitude. */
ACLCTS_TEST(DTYPE006, SampledFloatsFollowTheRule, "DTYPE006 DTYPE007 DTYPE008", ACLCTS_PRODUCT)
{
    sweep normal = {0}, under = {0}, saturated = {0};
    for (uint64_t b = 0; b <= 0xFFFFFFFFu; b += 16411u) {
        float x = half_float_of_bits((uint32_t)b);
        uint32_t magnitude_bits = (uint32_t)b & 0x7FFFFFFFu;
        if (magnitude_bits >= 0x477FF000u) sweep_one(t, &saturated, x); /* 65520 and up, Inf, NaN */
        else if (magnitude_bits < 0x38800000u) sweep_one(t, &under, x); /* below 2^-14 */
        else sweep_one(t, &normal, x);
    }
    SWEEP_CHECK(t, "DTYPE006", normal, "from 2^-14 to below 65520");
    SWEEP_CHECK(t, "DTYPE007", under, "below 2^-14");
    SWEEP_CHECK(t, "DTYPE008", saturated, "65520 and up, infinities and NaNs");
}

/* Every finite half comes back from its float unchanged (DTYPE004 gives the
 * exact value, which is its own nearest half); the exponent field 31 comes
 * back as the largest finite half of its sign (DTYPE005 gives 2^16 and up). */
ACLCTS_TEST(DTYPE006, EveryFiniteHalfRoundTrips, "DTYPE006 DTYPE007 DTYPE004", ACLCTS_PRODUCT)
{
    sweep normal = {0}, under = {0};
    for (unsigned h = 0; h <= 0xFFFFu; h++) {
        if (((h >> 10) & 0x1Fu) == 0x1Fu) continue;
        float x = t->acl->aclFloat16ToFloat((aclFloat16)h);
        unsigned got = t->acl->aclFloatToFloat16(x);
        sweep *s = ((h >> 10) & 0x1Fu) == 0 ? &under : &normal;
        s->count++;
        if (got != h && s->bad++ == 0) s->bits = half_float_bits(x), s->got = got, s->want = h;
    }
    SWEEP_CHECK(t, "DTYPE006", normal, "the normal halves through float and back");
    SWEEP_CHECK(t, "DTYPE007", under, "the zeros and denormal halves through float and back");
}

ACLCTS_TEST(DTYPE008, InfAndNanHalvesComeBackSaturated, "DTYPE008 DTYPE005", ACLCTS_PRODUCT)
{
    sweep s = {0};
    for (unsigned h = 0x7C00u; h <= 0xFFFFu; h++) {
        if (((h >> 10) & 0x1Fu) != 0x1Fu) continue;
        float x = t->acl->aclFloat16ToFloat((aclFloat16)h);
        unsigned got = t->acl->aclFloatToFloat16(x), want = (h & 0x8000u) | HALF_MAX_FINITE;
        s.count++;
        if (got != want && s.bad++ == 0) s.bits = half_float_bits(x), s.got = got, s.want = want;
    }
    SWEEP_CHECK(t, "DTYPE008", s, "the exponent-31 halves through float and back");
}
