/* FILE002: paths realpath cannot resolve: a dangling symlink, a symlink loop,
 * a regular file used as a directory ("a.json/") -> ACL_ERROR_INVALID_FILE. */
#include <unistd.h>

#include "helpers/init.h"

ACLCTS_TEST(FILE002, DanglingSymlinkReturnsInvalidFile, "FILE002", ACLCTS_PRODUCT)
{
    const char *link = aclcts_path(t, "dangling.json");
    CHECK_INT(t, symlink(aclcts_path(t, "gone.json"), link), 0);
    CHECK_CODE(t, t->acl->aclInit(link), ACL_ERROR_INVALID_FILE);
    init_expect_count_zero(t, "FILE002");
}

ACLCTS_TEST(FILE002, SymlinkLoopReturnsInvalidFile, "FILE002", ACLCTS_PRODUCT)
{
    const char *a = aclcts_path(t, "loop_a.json");
    const char *b = aclcts_path(t, "loop_b.json");
    CHECK_INT(t, symlink(b, a), 0);
    CHECK_INT(t, symlink(a, b), 0);
    CHECK_CODE(t, t->acl->aclInit(a), ACL_ERROR_INVALID_FILE);
}

ACLCTS_TEST(FILE002, SelfSymlinkReturnsInvalidFile, "FILE002", ACLCTS_PRODUCT)
{
    const char *a = aclcts_path(t, "self.json");
    CHECK_INT(t, symlink(a, a), 0);
    CHECK_CODE(t, t->acl->aclInit(a), ACL_ERROR_INVALID_FILE);
}

ACLCTS_TEST(FILE002, TrailingSlashOnFileReturnsInvalidFile, "FILE002", ACLCTS_PRODUCT)
{
    aclcts_file(t, "a.json", "{}");
    CHECK_CODE(t, t->acl->aclInit(aclcts_path(t, "a.json/")), ACL_ERROR_INVALID_FILE);
}

ACLCTS_TEST(FILE002, FileUsedAsDirectoryReturnsInvalidFile, "FILE002", ACLCTS_PRODUCT)
{
    aclcts_file(t, "a.json", "{}");
    CHECK_CODE(t, t->acl->aclInit(aclcts_path(t, "a.json/b.json")), ACL_ERROR_INVALID_FILE);
}
