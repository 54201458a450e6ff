/* QUERY011, QUERY013, QUERY038: reading the installed versions and the
 * feature list keeps no memory per call (helpers/heap.h). */
#include "helpers/errmsg.h"
#include "helpers/heap.h"
#include "helpers/pkg.h"

/* QUERY011: aclsysGetCANNVersion keeps nothing, in memory either: each call
 * reads the version of a package found under its '_' spelling (the text
 * made, converted and split, both paths tried) and of one not there at all. */
static void read_cann_version(aclcts_t *t, int i)
{
    aclCANNPackageVersion v;
    (void)i;
    CHECK_CODE_FOR(t, "QUERY011", t->acl->aclsysGetCANNVersion(ACL_PKG_NAME_OPP, &v), ACL_SUCCESS);
    CHECK_CODE_FOR(t, "QUERY011", t->acl->aclsysGetCANNVersion(ACL_PKG_NAME_HCCL, &v), ACL_ERROR_INVALID_FILE);
}

ACLCTS_TEST(QUERY011, EveryReadKeepsNoMemory, "QUERY011 QUERY005", ACLCTS_PRODUCT)
{
    pkg_home(t);
    pkg_version(t, "ops_legacy", "8.5.0-beta.1");
    heap_expect_flat(t, "QUERY011", read_cann_version);
}

/* QUERY013: aclsysGetVersionStr keeps nothing either: each call reads the
 * version of a package found under its other spelling (QUERY015), one whose
 * file has no value (an EH0004 report, read back), and one not there. */
static void read_version_str(aclcts_t *t, int i)
{
    char out[ACL_PKG_VERSION_MAX_SIZE];
    (void)i;
    CHECK_CODE_FOR(t, "QUERY013", t->acl->aclsysGetVersionStr("ops-math", out), ACL_SUCCESS);
    CHECK_CODE_FOR(t, "QUERY013", t->acl->aclsysGetVersionStr("empty", out), ACL_ERROR_INVALID_FILE);
    (void)t->acl->aclGetRecentErrMsg();
    CHECK_CODE_FOR(t, "QUERY013", t->acl->aclsysGetVersionStr("missing_pkg", out), ACL_ERROR_INVALID_FILE);
    int32_t num = 0;
    CHECK_CODE_FOR(t, "QUERY018", t->acl->aclsysGetVersionNum("ops-math", &num), ACL_SUCCESS); /* the same text, read */
}

ACLCTS_TEST(QUERY013, EveryReadKeepsNoMemory, "QUERY013 QUERY015 QUERY014 QUERY018", ACLCTS_PRODUCT | ACLCTS_TRACE)
{
    heap_need_no_library_beneath(t);
    errmsg_with_context(t);
    pkg_home(t);
    pkg_version(t, "ops_math", " 8.5.0 ");
    pkg_version_file(t, "empty", "Version=\n");
    heap_expect_flat(t, "QUERY013", read_version_str);
}

/* QUERY038: a failed reading of the feature list keeps nothing, in memory
 * either: each call reads the list again (a runtimeVersion that is no
 * version), parses it and gives all of it back. */
static pkg_install g_copy;

static void read_refused_list(aclcts_t *t, int i)
{
    int32_t value = 7;
    (void)i;
    CHECK_CODE_FOR(t, "QUERY038", g_copy.get_attr(ACL_CANN_ATTR_JIT_COMPILE, &value), ACL_ERROR_INTERNAL_ERROR);
}

ACLCTS_TEST(QUERY038, EveryFailedReadingKeepsNoMemory, "QUERY038", ACLCTS_PRODUCT)
{
    heap_need_no_library_beneath(t);
    pkg_install_copy(t, &g_copy, "{\"JIT_COMPILE\":{\"runtimeVersion\":\"x\"},\"BF16\":{\"runtimeVersion\":\"7.0\"}}",
                     "8.0.0");
    heap_expect_flat(t, "QUERY038", read_refused_list);
}

/* ...and so does one that fails at the runtime's version after the list was
 * read ("Version=x.1": no number), both read again at each call. */

ACLCTS_TEST(QUERY038, EveryFailedVersionReadingKeepsNoMemory, "QUERY038", ACLCTS_PRODUCT)
{
    heap_need_no_library_beneath(t);
    pkg_install_copy(t, &g_copy, "{\"JIT_COMPILE\":{\"runtimeVersion\":\"7.1\"}}", "x.1");
    heap_expect_flat(t, "QUERY038", read_refused_list);
}
