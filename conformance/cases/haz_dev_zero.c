/* HAZ004: /dev/zero as config path. The product reads it whole before its
 * regular-file check, i.e. until memory runs out (acl_rt_impl_base.cpp
 * GetStrFromConfigPath); the intended result is ACL_ERROR_INVALID_FILE without
 * reading. */
#include "helpers/init.h"

ACLCTS_TEST(HAZ004, DevZeroReturnsInvalidFileWithoutReading, "HAZ004", ACLCTS_PRODUCT)
{
    CHECK_CODE(t, t->acl->aclInit("/dev/zero"), ACL_ERROR_INVALID_FILE);
    init_expect_count_zero(t, "HAZ004");
}
