/* QUERY012..QUERY016: aclsysGetVersionStr (src/acl/aclrt_impl/acl.cpp
 * aclsysGetVersionStrImpl, GetPkgVersionContent, GetVersionByPkgName,
 * GetVersionStringInternal): any package's Version= value under
 * realpath($ASCEND_HOME_PATH)/share/info, trimmed, copied whole into a
 * buffer of ACL_PKG_VERSION_MAX_SIZE bytes. */
#include <limits.h>
#include <stdlib.h>
#include <stdio.h>
#include <stdlib.h>
#include <string.h>
#include <unistd.h>

#include "aclcts/case.h"
#include "helpers/errmsg.h"
#include "helpers/pkg.h"
#include "helpers/text.h"

#define FILL 0x5A

/* name gives `version`. */
#define str_expect(t, ...) ACLCTS_HELPER(str_expect_, t, __VA_ARGS__)
static void str_expect_(aclcts_t *t, const char *rule, const char *name, const char *version)
{
    char buf[ACL_PKG_VERSION_MAX_SIZE];
    memset(buf, FILL, sizeof buf);
    char *n = text_fmt("%s", name); /* the product takes a char * */
    CHECK_CODE_FATAL_FOR(t, rule, t->acl->aclsysGetVersionStr(n, buf), ACL_SUCCESS);
    CHECK_STR_FOR(t, rule, buf, version);
}

/* name fails with code; the buffer keeps what it held. */
#define str_expect_refused(t, ...) ACLCTS_HELPER(str_expect_refused_, t, __VA_ARGS__)
static void str_expect_refused_(aclcts_t *t, const char *rule, const char *name, aclError code)
{
    char buf[ACL_PKG_VERSION_MAX_SIZE];
    memset(buf, FILL, sizeof buf);
    char *n = text_fmt("%s", name); /* the product takes a char * */
    aclError got = t->acl->aclsysGetVersionStr(n, buf);
    CHECK_TRUE_FOR(t, rule, got == code, "aclsysGetVersionStr(\"%s\") returned %d, expected %d", name, got, code);
    CHECK_TRUE_FOR(t, rule, buf[0] == (char)FILL && buf[1] == (char)FILL, "aclsysGetVersionStr(\"%s\") wrote", name);
}

ACLCTS_TEST(QUERY012, NullArgumentsAreRefused, "QUERY012", ACLCTS_PRODUCT)
{
    pkg_home(t);
    pkg_version(t, "runtime", "8.5.0");
    char name[] = "runtime", buf[ACL_PKG_VERSION_MAX_SIZE];
    memset(buf, FILL, sizeof buf);
    CHECK_CODE(t, t->acl->aclsysGetVersionStr(name, NULL), ACL_ERROR_INVALID_PARAM);
    CHECK_CODE(t, t->acl->aclsysGetVersionStr(NULL, buf), ACL_ERROR_INVALID_PARAM);
    CHECK_CODE(t, t->acl->aclsysGetVersionStr(NULL, NULL), ACL_ERROR_INVALID_PARAM);
    CHECK_INT(t, (unsigned char)buf[0], FILL);
}

/* versionStr is checked first: the report names it when both are NULL. */
ACLCTS_TEST(QUERY012, VersionStrIsCheckedFirst, "QUERY012", ACLCTS_PRODUCT)
{
    ACLCTS_NEED(t, aclGetRecentErrMsg);
    CHECK_CODE_FATAL(t, t->acl->aclInit(NULL), ACL_SUCCESS);
    (void)t->acl->aclGetRecentErrMsg();
    CHECK_CODE(t, t->acl->aclsysGetVersionStr(NULL, NULL), ACL_ERROR_INVALID_PARAM);
    errmsg_expect_recent_report(t, "QUERY012", "EH0008", "aclsysGetVersionStr", "versionStr");
    char buf[ACL_PKG_VERSION_MAX_SIZE];
    CHECK_CODE(t, t->acl->aclsysGetVersionStr(NULL, buf), ACL_ERROR_INVALID_PARAM);
    errmsg_expect_recent_report(t, "QUERY012", "EH0008", "aclsysGetVersionStr", "pkgName");
}

ACLCTS_TEST(QUERY013, AnyPackageNameIsAFolder, "QUERY013", ACLCTS_PRODUCT)
{
    pkg_home(t);
    pkg_version(t, "ops_math", "8.5.0");
    pkg_version(t, "hccl", "8.3.RC1");
    pkg_version(t, "runtime", "8.5.0-beta.1");
    str_expect(t, "QUERY013", "ops_math", "8.5.0");
    str_expect(t, "QUERY013", "hccl", "8.3.RC1");
    str_expect(t, "QUERY013", "runtime", "8.5.0-beta.1"); /* as written: no conversion */
    str_expect_refused(t, "QUERY013", "nccl", ACL_ERROR_INVALID_FILE);
}

ACLCTS_TEST(QUERY013, HomeIsResolved, "QUERY013", ACLCTS_PRODUCT)
{
    pkg_home(t);
    pkg_version(t, "runtime", "8.5.0");
    setenv("ASCEND_HOME_PATH", "./ascend/share/../", 1);
    str_expect(t, "QUERY013", "runtime", "8.5.0");
    setenv("ASCEND_HOME_PATH", "./no-such-home", 1);
    str_expect_refused(t, "QUERY013", "runtime", ACL_ERROR_INVALID_FILE);
    setenv("ASCEND_HOME_PATH", "", 1);
    str_expect_refused(t, "QUERY013", "runtime", ACL_ERROR_INVALID_FILE);
    pkg_no_home();
    str_expect_refused(t, "QUERY013", "runtime", ACL_ERROR_INVALID_FILE);
}

/* A home of one character is a home like any other ("." from inside it). */
ACLCTS_TEST(QUERY013, HomeOfOneCharacter, "QUERY013", ACLCTS_PRODUCT)
{
    const char *home = pkg_home(t);
    pkg_version(t, "runtime", "8.5.0");
    if (chdir(home) != 0) SKIP(t, "cannot enter %s", home);
    setenv("ASCEND_HOME_PATH", ".", 1);
    str_expect(t, "QUERY013", "runtime", "8.5.0");
}

/* driver and firmware never come from ASCEND_HOME_PATH. */
ACLCTS_TEST(QUERY013, DriverAndFirmwareNeedTheInstallInfo, "QUERY013", ACLCTS_PRODUCT)
{
    pkg_need_no_install_info(t);
    pkg_home(t);
    pkg_version(t, "driver", "25.0.0");
    pkg_version(t, "firmware", "7.0.0");
    str_expect_refused(t, "QUERY013", "driver", ACL_ERROR_INVALID_FILE);
    str_expect_refused(t, "QUERY013", "firmware", ACL_ERROR_INVALID_FILE);
}

/* QUERY014: the first Version= line, trimmed of " \t\r\n". */
#define VALUE_CASE(NAME, TEXT, VERSION)                     \
    ACLCTS_TEST(QUERY014, NAME, "QUERY014", ACLCTS_PRODUCT) \
    {                                                       \
        pkg_home(t);                                        \
        pkg_version_file(t, "runtime", TEXT);               \
        str_expect(t, "QUERY014", "runtime", VERSION);      \
    }
#define VALUE_REFUSED(NAME, TEXT)                                             \
    ACLCTS_TEST(QUERY014, NAME, "QUERY014", ACLCTS_PRODUCT)                   \
    {                                                                         \
        pkg_home(t);                                                          \
        pkg_version_file(t, "runtime", TEXT);                                 \
        str_expect_refused(t, "QUERY014", "runtime", ACL_ERROR_INVALID_FILE); \
    }

VALUE_CASE(ValueIsTrimmed, "Version=\t 8.3.RC1 \r\n", "8.3.RC1")
VALUE_CASE(FirstLineDecides, "Version=1.0.0\nVersion=2.0.0\n", "1.0.0")
VALUE_CASE(KeyInsideALine, "package_Version=5.1.0\n", "5.1.0")
VALUE_CASE(BlanksOnlyAreKeptWhole, "Version=  \t\n", "  \t")
VALUE_REFUSED(EmptyValue, "Version=\nVersion=2.0.0\n")
VALUE_REFUSED(NoVersionLine, "Name=runtime\n")

/* A file without a value is reported (EH0004 naming the file). */
ACLCTS_TEST(QUERY014, MissingValueIsReported, "QUERY014", ACLCTS_PRODUCT)
{
    ACLCTS_NEED(t, aclGetRecentErrMsg);
    CHECK_CODE_FATAL(t, t->acl->aclInit(NULL), ACL_SUCCESS);
    (void)t->acl->aclGetRecentErrMsg();
    pkg_home(t);
    const char *file = pkg_version_file(t, "runtime", "Name=runtime\n");
    str_expect_refused(t, "QUERY014", "runtime", ACL_ERROR_INVALID_FILE);
    char real[PATH_MAX];
    if (realpath(file, real) == NULL) SKIP(t, "cannot resolve %s", file);
    errmsg_expect_recent_report(t, "QUERY014", ERRMSG_REPORT_FILE, real);
}

/* QUERY015: one other spelling, tried after any failure of the first. */
ACLCTS_TEST(QUERY015, DashNameFallsBackToUnderscores, "QUERY015", ACLCTS_PRODUCT)
{
    pkg_home(t);
    pkg_version(t, "ops_math", "8.5.0");
    pkg_version(t, "a_b_c", "1.0.0");
    str_expect(t, "QUERY015", "ops-math", "8.5.0");
    str_expect(t, "QUERY015", "a-b_c", "1.0.0");
}

ACLCTS_TEST(QUERY015, UnderscoreNameFallsBackToDashes, "QUERY015", ACLCTS_PRODUCT)
{
    pkg_home(t);
    pkg_version(t, "asc-devkit", "8.5.0");
    str_expect(t, "QUERY015", "asc_devkit", "8.5.0");
}

/* A name with a dash is never tried with its underscores made dashes. */
ACLCTS_TEST(QUERY015, MixedNameTriesOneOtherSpelling, "QUERY015", ACLCTS_PRODUCT)
{
    pkg_home(t);
    pkg_version(t, "a-b-c", "1.0.0");
    str_expect_refused(t, "QUERY015", "a-b_c", ACL_ERROR_INVALID_FILE);
}

ACLCTS_TEST(QUERY015, NameAsGivenWins, "QUERY015", ACLCTS_PRODUCT)
{
    pkg_home(t);
    pkg_version(t, "ops-math", "1.1.1");
    pkg_version(t, "ops_math", "2.2.2");
    str_expect(t, "QUERY015", "ops-math", "1.1.1");
    str_expect(t, "QUERY015", "ops_math", "2.2.2");
}

/* The other spelling is tried when the first file has no value too. */
ACLCTS_TEST(QUERY015, FileWithoutValueIsPassedOver, "QUERY015 QUERY014", ACLCTS_PRODUCT)
{
    pkg_home(t);
    pkg_version_file(t, "ops-math", "Name=ops-math\n");
    pkg_version(t, "ops_math", "2.2.2");
    str_expect(t, "QUERY015", "ops-math", "2.2.2");
}

/* QUERY016: the whole value must fit with its NUL. */
ACLCTS_TEST(QUERY016, LongestValueFits, "QUERY016", ACLCTS_PRODUCT)
{
    char v[ACL_PKG_VERSION_MAX_SIZE];
    memset(v, '9', sizeof v - 1);
    v[sizeof v - 1] = '\0';
    pkg_home(t);
    pkg_version(t, "runtime", v);
    str_expect(t, "QUERY016", "runtime", v);
}

ACLCTS_TEST(QUERY016, LongerValueIsAnInternalError, "QUERY016", ACLCTS_PRODUCT)
{
    char v[ACL_PKG_VERSION_MAX_SIZE + 1];
    memset(v, '9', sizeof v - 1);
    v[sizeof v - 1] = '\0';
    pkg_home(t);
    pkg_version(t, "runtime", v);
    char buf[ACL_PKG_VERSION_MAX_SIZE], name[] = "runtime";
    memset(buf, FILL, sizeof buf);
    CHECK_CODE(t, t->acl->aclsysGetVersionStr(name, buf), ACL_ERROR_INTERNAL_ERROR);
    CHECK_INT(t, buf[0], '\0');
}
