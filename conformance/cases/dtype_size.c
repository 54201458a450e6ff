/* DTYPE001..003: aclDataTypeSize, the product's switch
 * (src/acl/aclrt_impl/data_buffer.cpp aclDataTypeSizeImpl), value by value.
 * No aclInit: the function is pure. A build without it skips, naming it. */
#include <limits.h>

#include "aclcts/case.h"

ACLCTS_TEST(DTYPE001, NamedTypesHaveTheProductsSizes, "DTYPE001", ACLCTS_PRODUCT)
{
    CHECK_INT(t, t->acl->aclDataTypeSize(ACL_DT_UNDEFINED), 0);
    CHECK_INT(t, t->acl->aclDataTypeSize(ACL_STRING), 0);

    CHECK_INT(t, t->acl->aclDataTypeSize(ACL_BOOL), 1);
    CHECK_INT(t, t->acl->aclDataTypeSize(ACL_INT8), 1);
    CHECK_INT(t, t->acl->aclDataTypeSize(ACL_UINT8), 1);
    CHECK_INT(t, t->acl->aclDataTypeSize(ACL_HIFLOAT8), 1);
    CHECK_INT(t, t->acl->aclDataTypeSize(ACL_FLOAT8_E5M2), 1);
    CHECK_INT(t, t->acl->aclDataTypeSize(ACL_FLOAT8_E4M3FN), 1);
    CHECK_INT(t, t->acl->aclDataTypeSize(ACL_FLOAT8_E8M0), 1);
    CHECK_INT(t, t->acl->aclDataTypeSize(ACL_INT4), 1);
    CHECK_INT(t, t->acl->aclDataTypeSize(ACL_UINT1), 1);

    CHECK_INT(t, t->acl->aclDataTypeSize(ACL_FLOAT16), 2);
    CHECK_INT(t, t->acl->aclDataTypeSize(ACL_INT16), 2);
    CHECK_INT(t, t->acl->aclDataTypeSize(ACL_UINT16), 2);
    CHECK_INT(t, t->acl->aclDataTypeSize(ACL_BF16), 2);

    CHECK_INT(t, t->acl->aclDataTypeSize(ACL_FLOAT), 4);
    CHECK_INT(t, t->acl->aclDataTypeSize(ACL_INT32), 4);
    CHECK_INT(t, t->acl->aclDataTypeSize(ACL_UINT32), 4);
    CHECK_INT(t, t->acl->aclDataTypeSize(ACL_COMPLEX32), 4);

    CHECK_INT(t, t->acl->aclDataTypeSize(ACL_INT64), 8);
    CHECK_INT(t, t->acl->aclDataTypeSize(ACL_UINT64), 8);
    CHECK_INT(t, t->acl->aclDataTypeSize(ACL_DOUBLE), 8);
    CHECK_INT(t, t->acl->aclDataTypeSize(ACL_COMPLEX64), 8);

    CHECK_INT(t, t->acl->aclDataTypeSize(ACL_COMPLEX128), 16);
}

/* The values the product's aclDataType names (include/external/acl/acl_base_rt.h). */
static int named_value(int v)
{
    static const int named[] = {-1, 0,  1,  2,  3,  4,  6,  7,  8,  9,  10, 11, 12, 13,
                                16, 17, 27, 29, 30, 33, 34, 35, 36, 37, 38, 39, 40, 41};
    for (size_t k = 0; k < sizeof named / sizeof named[0]; k++)
        if (named[k] == v) return 1;
    return 0;
}

ACLCTS_TEST(DTYPE002, UnnamedValuesAreEightBytes, "DTYPE002", ACLCTS_PRODUCT)
{
    /* The gaps, the first values past the enum and a few negative ones. */
    for (int v = -64; v <= 256; v++) {
        if (named_value(v)) continue;
        size_t got = t->acl->aclDataTypeSize((aclDataType)v);
        CHECK_TRUE(t, got == 8, "aclDataTypeSize((aclDataType)%d) returned %zu, expected 8", v, got);
    }
    CHECK_INT(t, t->acl->aclDataTypeSize((aclDataType)INT_MAX), 8);
    CHECK_INT(t, t->acl->aclDataTypeSize((aclDataType)INT_MIN), 8);
}

ACLCTS_TEST(DTYPE003, SixAndFourBitFloatsAreEightBytes, "DTYPE003", ACLCTS_PRODUCT)
{
    CHECK_INT(t, t->acl->aclDataTypeSize(ACL_FLOAT6_E3M2), 8);
    CHECK_INT(t, t->acl->aclDataTypeSize(ACL_FLOAT6_E2M3), 8);
    CHECK_INT(t, t->acl->aclDataTypeSize(ACL_FLOAT4_E2M1), 8);
    CHECK_INT(t, t->acl->aclDataTypeSize(ACL_FLOAT4_E1M2), 8);
}
