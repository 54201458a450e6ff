/* QUERY026, QUERY027: aclGetCannAttributeList and aclGetCannAttribute
 * (acl.cpp, src/acl/utils/cann_info_utils.cpp CannInfoUtils::Initialize,
 * GetConfigInstallPath): their pointers are checked first; then the
 * software's feature list is read from the installation the library sits in,
 * <folder above the library's>/data/ascendcl_config/swFeatureList.json or the
 * same file under the library's folder or one of its parents (8 levels).
 * A library without it, as every build the suite runs is, answers
 * ACL_ERROR_INVALID_FILE with an EH0003 report naming the first path. */
#include <stddef.h>
#include <sys/stat.h>

#include "aclcts/case.h"
#include "helpers/errmsg.h"
#include "helpers/pkg.h"
#include "helpers/privilege.h"

#define SENTINEL_NUM ((size_t)0x5a5a)

/* The path the product reports for the library under test, after skipping
 * the case when the list exists somewhere the library would find it. */
static const char *missing_list(aclcts_t *t)
{
    const char *report = NULL, *found = pkg_feature_list(t, &report);
    if (found != NULL) SKIP(t, "the library's installation has %s", found);
    return report;
}

ACLCTS_TEST(QUERY026, ListPointersAreChecked, "QUERY026", ACLCTS_PRODUCT)
{
    const aclCannAttr *list = NULL;
    size_t num = SENTINEL_NUM;
    CHECK_CODE(t, t->acl->aclGetCannAttributeList(NULL, &num), ACL_ERROR_INVALID_PARAM);
    CHECK_CODE(t, t->acl->aclGetCannAttributeList(&list, NULL), ACL_ERROR_INVALID_PARAM);
    CHECK_CODE(t, t->acl->aclGetCannAttributeList(NULL, NULL), ACL_ERROR_INVALID_PARAM);
    CHECK_INT(t, num, SENTINEL_NUM);
}

ACLCTS_TEST(QUERY026, ListIsCheckedBeforeNum, "QUERY026", ACLCTS_PRODUCT)
{
    ACLCTS_NEED(t, aclGetRecentErrMsg);
    CHECK_CODE_FATAL(t, t->acl->aclInit(NULL), ACL_SUCCESS);
    (void)t->acl->aclGetRecentErrMsg();
    CHECK_CODE(t, t->acl->aclGetCannAttributeList(NULL, NULL), ACL_ERROR_INVALID_PARAM);
    errmsg_expect_recent_report(t, "QUERY026", "EH0008", "aclGetCannAttributeList", "cannAttrList");
}

ACLCTS_TEST(QUERY026, AttributeValueIsChecked, "QUERY026", ACLCTS_PRODUCT | ACLCTS_TRACE)
{
    size_t m = aclcts_mark(t);
    CHECK_CODE(t, t->acl->aclGetCannAttribute(ACL_CANN_ATTR_BF16, NULL), ACL_ERROR_INVALID_PARAM);
    CHECK_CODE(t, t->acl->aclGetCannAttribute(ACL_CANN_ATTR_UNDEFINED, NULL), ACL_ERROR_INVALID_PARAM);
    CHECK_TRACE(t, m, "");
}

ACLCTS_TEST(QUERY027, ListWithoutTheFeatureFile, "QUERY027", ACLCTS_PRODUCT)
{
    (void)missing_list(t);
    const aclCannAttr *list = (const aclCannAttr *)(uintptr_t)0x5a5a;
    size_t num = SENTINEL_NUM;
    for (int i = 0; i < 2; i++) { /* nothing is kept: the second call reads again */
        CHECK_CODE(t, t->acl->aclGetCannAttributeList(&list, &num), ACL_ERROR_INVALID_FILE);
        CHECK_TRUE(t, list == (const aclCannAttr *)(uintptr_t)0x5a5a && num == SENTINEL_NUM, "outputs were written");
    }
}

ACLCTS_TEST(QUERY027, AttributeWithoutTheFeatureFile, "QUERY027", ACLCTS_PRODUCT | ACLCTS_TRACE)
{
    (void)missing_list(t);
    const int attrs[] = {ACL_CANN_ATTR_INF_NAN, ACL_CANN_ATTR_BF16, ACL_CANN_ATTR_JIT_COMPILE, ACL_CANN_ATTR_UNDEFINED,
                         99};
    size_t m = aclcts_mark(t);
    for (size_t i = 0; i < sizeof attrs / sizeof attrs[0]; i++) {
        int32_t v = -7;
        aclError got = t->acl->aclGetCannAttribute((aclCannAttr)attrs[i], &v);
        CHECK_TRUE(t, got == ACL_ERROR_INVALID_FILE && v == -7, "aclGetCannAttribute(%d) returned %d, value %d",
                   attrs[i], got, (int)v);
    }
    CHECK_TRACE(t, m, "");
}

ACLCTS_TEST(QUERY027, MissingFeatureFileIsReported, "QUERY027", ACLCTS_PRODUCT)
{
    ACLCTS_NEED(t, aclGetRecentErrMsg);
    const char *path = missing_list(t);
    CHECK_CODE_FATAL(t, t->acl->aclInit(NULL), ACL_SUCCESS);
    (void)t->acl->aclGetRecentErrMsg();
    int32_t v = -7;
    CHECK_CODE(t, t->acl->aclGetCannAttribute(ACL_CANN_ATTR_BF16, &v), ACL_ERROR_INVALID_FILE);
    errmsg_expect_recent_report(t, "QUERY027", ERRMSG_REPORT_PATH, path);
}

/* A feature list that is there but cannot be read is no list either:
 * ACL_ERROR_INVALID_FILE, the output untouched (helpers/privilege.h: as
 * root, the call is made as an unprivileged user). */
ACLCTS_TEST(QUERY027, UnreadableFeatureFileIsInvalidFile, "QUERY027", ACLCTS_PRODUCT)
{
    static pkg_install copy;
    pkg_install_copy(t, &copy, "{\"BF16\":{\"runtimeVersion\":\"7.0\"}}", "8.0.0");
    CHECK_INT(t, chmod(copy.list, 0), 0);
    int32_t v = -7;
    privilege_drop(t, copy.version);
    aclError got = copy.get_attr(ACL_CANN_ATTR_BF16, &v);
    privilege_restore();
    CHECK_CODE(t, got, ACL_ERROR_INVALID_FILE);
    CHECK_INT(t, v, -7);
}
