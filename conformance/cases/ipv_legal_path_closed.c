/* IPV011 (ipv350 profile): the legality check opens the config file and
 * closes it again (acl_rt.c PathIsLegal: mmOpenFile, mmSeekFile, mmTellFile,
 * mmCloseFile), so init/finalize cycles leave no descriptor open: the
 * process has as many open descriptors after them as before. */
#include "aclcts/case.h"
#include "helpers/fds.h"

#define CYCLES 5 /* each a first init: the path is checked every time */

ACLCTS_TEST(IPV011, LegalityCheckLeavesNoDescriptorOpen, "IPV011 IPV002", ACLCTS_IPV350 | ACLCTS_TRACE)
{
    const char *path = aclcts_file(t, "acl.json", "{\"dump\":{}}");
    int before = open_descriptors();
    if (before < 0) SKIP(t, "/proc/self/fd cannot be read");
    size_t m = aclcts_mark(t);
    for (int i = 0; i < CYCLES; i++) {
        CHECK_CODE(t, t->acl->aclInit(path), ACL_SUCCESS);
        CHECK_CODE_FOR(t, "IPV002", t->acl->aclFinalize(), ACL_SUCCESS);
    }
    CHECK_INT(t, aclcts_calls(t, "GeDbgInit", m), CYCLES);
    CHECK_INT(t, open_descriptors(), before);
}
