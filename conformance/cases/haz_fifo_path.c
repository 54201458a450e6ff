/* HAZ003: a FIFO as config path on a fresh init. The product opens it before
 * its regular-file check and blocks in open() until a writer appears
 * (acl_rt_impl_base.cpp GetStrFromConfigPath); the intended result is
 * ACL_ERROR_INVALID_FILE without blocking. */
#include <sys/stat.h>

#include "helpers/init.h"

ACLCTS_TEST(HAZ003, FifoPathReturnsInvalidFileWithoutBlocking, "HAZ003", ACLCTS_PRODUCT)
{
    const char *fifo = aclcts_path(t, "pipe.json");
    CHECK_INT(t, mkfifo(fifo, 0600), 0);
    CHECK_CODE(t, t->acl->aclInit(fifo), ACL_ERROR_INVALID_FILE);
    init_expect_count_zero(t, "HAZ003");
}
