/* REP002: only the bytes matter, not the path: byte-identical content at
 * another path, or reached through a symlink, is the same config. */
#include <unistd.h>

#include "helpers/init.h"
#include "helpers/rep.h"

REP_CASE(REP002, ByteIdenticalCopyAtAnotherPathSucceeds, "REP002", REP_A, REP_A_COPY, ACL_SUCCESS)

ACLCTS_TEST(REP002, SymlinkToIdenticalContentSucceeds, "REP002 FILE008", ACLCTS_PRODUCT)
{
    const char *a = rep_config(t, REP_A);
    const char *copy = rep_config(t, REP_A_COPY);
    const char *link = aclcts_path(t, "link.json");
    CHECK_INT(t, symlink(copy, link), 0);
    rep_expect_paths(t, "REP002", a, link, ACL_SUCCESS);
    init_expect_count_one(t, "REP002");
}
