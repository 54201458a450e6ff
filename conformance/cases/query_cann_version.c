/* QUERY001..QUERY011: aclsysGetCANNVersion (src/acl/aclrt_impl/acl.cpp
 * aclsysGetCANNVersionImpl, GetCANNVersionInternal, ParseVersionInfo,
 * ConvertVersion, FillinPackageVersion) over a fake installation in the
 * case's directory (helpers/pkg.h). The struct is what torch_npu compares:
 * its IsGteCANNVersion splits version.version of ACL_PKG_NAME_CANN on '.'
 * and '-' (torch_npu/csrc/core/npu/GetCANNInfo.cpp). */
#include <stdio.h>
#include <stdlib.h>
#include <string.h>

#include "aclcts/case.h"
#include "helpers/fds.h"
#include "helpers/pkg.h"
#include "helpers/text.h"

#define FILL 0xAB

static aclCANNPackageVersion filled(void)
{
    aclCANNPackageVersion v;
    memset(&v, FILL, sizeof v);
    return v;
}

static int all_bytes(const void *p, size_t n, unsigned char b)
{
    const unsigned char *s = p;
    for (size_t i = 0; i < n; i++)
        if (s[i] != b) return 0;
    return 1;
}

/* name fails with code and *version keeps every byte the caller put there. */
#define cann_expect_refused(t, ...) ACLCTS_HELPER(cann_expect_refused_, t, __VA_ARGS__)
static void cann_expect_refused_(aclcts_t *t, const char *rule, int name, aclError code)
{
    aclCANNPackageVersion v = filled();
    aclError got = t->acl->aclsysGetCANNVersion((aclCANNPackageName)name, &v);
    CHECK_TRUE_FOR(t, rule, got == code, "aclsysGetCANNVersion(%d) returned %d, expected %d", name, got, code);
    CHECK_TRUE_FOR(t, rule, all_bytes(&v, sizeof v, FILL), "aclsysGetCANNVersion(%d) wrote into *version", name);
}

/* name succeeds with the five strings (reserved all zero, QUERY009). */
#define cann_expect(t, ...) ACLCTS_HELPER(cann_expect_, t, __VA_ARGS__)
static void cann_expect_(aclcts_t *t, const char *rule, int name, const char *version, const char *major,
                         const char *minor, const char *release, const char *patch)
{
    aclCANNPackageVersion v = filled();
    CHECK_CODE_FATAL_FOR(t, rule, t->acl->aclsysGetCANNVersion((aclCANNPackageName)name, &v), ACL_SUCCESS);
    CHECK_STR_FOR(t, rule, v.version, version);
    CHECK_STR_FOR(t, rule, v.majorVersion, major);
    CHECK_STR_FOR(t, rule, v.minorVersion, minor);
    CHECK_STR_FOR(t, rule, v.releaseVersion, release);
    CHECK_STR_FOR(t, rule, v.patchVersion, patch);
    CHECK_TRUE_FOR(t, "QUERY009", all_bytes(v.reserved, sizeof v.reserved, 0), "reserved is not all zero");
}

ACLCTS_TEST(QUERY001, NullVersionIsRefused, "QUERY001", ACLCTS_PRODUCT)
{
    pkg_no_home();
    for (int name = -1; name <= 9; name++) {
        aclError got = t->acl->aclsysGetCANNVersion((aclCANNPackageName)name, NULL);
        CHECK_TRUE(t, got == ACL_ERROR_INVALID_PARAM, "aclsysGetCANNVersion(%d, NULL) returned %d", name, got);
    }
}

ACLCTS_TEST(QUERY002, UnknownNameIsRefused, "QUERY002", ACLCTS_PRODUCT)
{
    pkg_home(t);
    pkg_version(t, "runtime", "8.0.0");
    cann_expect_refused(t, "QUERY002", ACL_PKG_NAME_DRIVER + 1, ACL_ERROR_INVALID_PARAM);
    cann_expect_refused(t, "QUERY002", -1, ACL_ERROR_INVALID_PARAM);
    cann_expect_refused(t, "QUERY002", 100, ACL_ERROR_INVALID_PARAM);
}

ACLCTS_TEST(QUERY003, NoHomeIsAnInvalidFile, "QUERY003", ACLCTS_PRODUCT)
{
    pkg_home(t);
    pkg_version(t, "runtime", "8.0.0");
    pkg_no_home();
    for (int name = ACL_PKG_NAME_CANN; name <= ACL_PKG_NAME_OPP_KERNEL; name++)
        cann_expect_refused(t, "QUERY003", name, ACL_ERROR_INVALID_FILE);
}

ACLCTS_TEST(QUERY004, EachPackageReadsItsFolder, "QUERY004 QUERY007", ACLCTS_PRODUCT)
{
    pkg_home(t);
    pkg_version(t, "runtime", "1.1.1");
    pkg_version(t, "bisheng-compiler", "2.2.2");
    pkg_version(t, "hccl", "3.3.3");
    pkg_version(t, "oam-tools", "4.4.4");
    pkg_version(t, "ops-legacy", "5.5.5");
    cann_expect(t, "QUERY004", ACL_PKG_NAME_CANN, "1.1.1", "1", "1", "1", "0");
    cann_expect(t, "QUERY004", ACL_PKG_NAME_RUNTIME, "1.1.1", "1", "1", "1", "0");
    cann_expect(t, "QUERY004", ACL_PKG_NAME_COMPILER, "2.2.2", "2", "2", "2", "0");
    cann_expect(t, "QUERY004", ACL_PKG_NAME_HCCL, "3.3.3", "3", "3", "3", "0");
    cann_expect(t, "QUERY004", ACL_PKG_NAME_TOOLKIT, "4.4.4", "4", "4", "4", "0");
    cann_expect(t, "QUERY004", ACL_PKG_NAME_OPP, "5.5.5", "5", "5", "5", "0");
    cann_expect(t, "QUERY004", ACL_PKG_NAME_OPP_KERNEL, "5.5.5", "5", "5", "5", "0");
}

/* A relative home is relative to the working directory, used as given. */
ACLCTS_TEST(QUERY004, RelativeHomeIsUsedAsGiven, "QUERY004", ACLCTS_PRODUCT)
{
    pkg_home(t);
    pkg_version(t, "hccl", "3.3.3");
    setenv("ASCEND_HOME_PATH", "./ascend/../ascend", 1);
    cann_expect(t, "QUERY004", ACL_PKG_NAME_HCCL, "3.3.3", "3", "3", "3", "0");
}

ACLCTS_TEST(QUERY004, MissingFileIsAnInvalidFile, "QUERY004", ACLCTS_PRODUCT)
{
    pkg_home(t);
    pkg_version(t, "runtime", "1.1.1");
    cann_expect_refused(t, "QUERY004", ACL_PKG_NAME_HCCL, ACL_ERROR_INVALID_FILE);
    cann_expect_refused(t, "QUERY004", ACL_PKG_NAME_OPP, ACL_ERROR_INVALID_FILE);
}

ACLCTS_TEST(QUERY005, UnderscoreSpellingIsTheFallback, "QUERY005", ACLCTS_PRODUCT)
{
    pkg_home(t);
    pkg_version(t, "bisheng_compiler", "6.6.6");
    pkg_version(t, "oam_tools", "7.7.7");
    pkg_version(t, "ops_legacy", "8.8.8");
    cann_expect(t, "QUERY005", ACL_PKG_NAME_COMPILER, "6.6.6", "6", "6", "6", "0");
    cann_expect(t, "QUERY005", ACL_PKG_NAME_TOOLKIT, "7.7.7", "7", "7", "7", "0");
    cann_expect(t, "QUERY005", ACL_PKG_NAME_OPP_KERNEL, "8.8.8", "8", "8", "8", "0");
}

ACLCTS_TEST(QUERY005, DashSpellingWinsWhenBothExist, "QUERY005", ACLCTS_PRODUCT)
{
    pkg_home(t);
    pkg_version(t, "ops_legacy", "8.8.8");
    pkg_version(t, "ops-legacy", "9.9.9");
    cann_expect(t, "QUERY005", ACL_PKG_NAME_OPP, "9.9.9", "9", "9", "9", "0");
}

/* The fallback is taken for a missing file only: a dash file without a
 * version fails, whatever the underscore file says. */
ACLCTS_TEST(QUERY005, DashFileWithoutVersionIsNotPassedOver, "QUERY005 QUERY006", ACLCTS_PRODUCT)
{
    pkg_home(t);
    pkg_version_file(t, "oam-tools", "Name=toolkit\n");
    pkg_version(t, "oam_tools", "7.7.7");
    cann_expect_refused(t, "QUERY005", ACL_PKG_NAME_TOOLKIT, ACL_ERROR_INVALID_FILE);
}

/* QUERY006: the first line holding Version= decides, with the rest of that
 * line as it is. */
#define LINE_CASE(NAME, TEXT, VERSION, MAJOR, MINOR, RELEASE, PATCH)                          \
    ACLCTS_TEST(QUERY006, NAME, "QUERY006 QUERY007", ACLCTS_PRODUCT)                          \
    {                                                                                         \
        pkg_home(t);                                                                          \
        pkg_version_file(t, "runtime", TEXT);                                                 \
        cann_expect(t, "QUERY006", ACL_PKG_NAME_CANN, VERSION, MAJOR, MINOR, RELEASE, PATCH); \
    }
#define LINE_REFUSED(NAME, TEXT)                                                       \
    ACLCTS_TEST(QUERY006, NAME, "QUERY006", ACLCTS_PRODUCT)                            \
    {                                                                                  \
        pkg_home(t);                                                                   \
        pkg_version_file(t, "runtime", TEXT);                                          \
        cann_expect_refused(t, "QUERY006", ACL_PKG_NAME_CANN, ACL_ERROR_INVALID_FILE); \
    }

LINE_CASE(FirstVersionLineDecides, "Name=runtime\nVersion=1.2.3\nVersion=4.5.6\n", "1.2.3", "1", "2", "3", "0")
LINE_CASE(KeyInsideALine, "Runtime_Version=7.1.0\n", "7.1.0", "7", "1", "0", "0")
LINE_CASE(ValueIsNotTrimmed, "Version= 8.1.RC1 \n", " 8.1.RC1 ", " 8", "1", "RC1 ", "0")
LINE_CASE(CarriageReturnIsKept, "Version=8.1.0\r\n", "8.1.0\r", "8", "1", "0\r", "0")
LINE_CASE(LastLineWithoutNewline, "arch=x86_64\nVersion=2.0", "2.0", "2", "0", "0", "0")
LINE_REFUSED(EmptyValueEndsTheSearch, "Version=\nVersion=1.0.0\n")
LINE_REFUSED(LowerCaseKeyIsNoKey, "version=1.0.0\n")
LINE_REFUSED(EmptyFile, "")

/* QUERY007: the converted text and its parts. */
#define SHAPE_CASE(NAME, TEXT, VERSION, MAJOR, MINOR, RELEASE, PATCH)                         \
    ACLCTS_TEST(QUERY007, NAME, "QUERY007 QUERY009", ACLCTS_PRODUCT)                          \
    {                                                                                         \
        pkg_home(t);                                                                          \
        pkg_version(t, "runtime", TEXT);                                                      \
        cann_expect(t, "QUERY007", ACL_PKG_NAME_CANN, VERSION, MAJOR, MINOR, RELEASE, PATCH); \
    }

SHAPE_CASE(ReleaseCandidate, "8.1.RC1", "8.1.RC1", "8", "1", "RC1", "0")
SHAPE_CASE(ThreeNumbers, "8.5.0", "8.5.0", "8", "5", "0", "0")
SHAPE_CASE(DashSuffixLosesItsDots, "8.5.0-beta.1", "8.5.0.beta1", "8", "5", "0", "beta1")
SHAPE_CASE(OnlyTheFirstDashJoins, "8.0.0-rc-1.2", "8.0.0.rc-12", "8", "0", "0", "rc-12")
SHAPE_CASE(AlphaOfAReleaseCandidate, "8.0.RC2.alpha003", "8.0.RC2.alpha003", "8", "0", "RC2", "alpha003")
SHAPE_CASE(TwoPartsArePadded, "7.3", "7.3", "7", "3", "0", "0")
SHAPE_CASE(PartsPastTheFourthAreDropped, "1.2.3.4.5", "1.2.3.4.5", "1", "2", "3", "4")

ACLCTS_TEST(QUERY007, LongTextsAreCut, "QUERY007", ACLCTS_PRODUCT)
{
    char part[101], text[400];
    memset(part, '7', 100);
    part[100] = '\0';
    snprintf(text, sizeof text, "%s.%s.%s", part, part, part);
    pkg_home(t);
    pkg_version(t, "runtime", text);
    aclCANNPackageVersion v = filled();
    CHECK_CODE_FATAL(t, t->acl->aclsysGetCANNVersion(ACL_PKG_NAME_CANN, &v), ACL_SUCCESS);
    CHECK_INT(t, strnlen(v.version, sizeof v.version), ACL_PKG_VERSION_MAX_SIZE - 1);
    CHECK_TRUE(t, strncmp(v.version, text, ACL_PKG_VERSION_MAX_SIZE - 1) == 0, "version is not the text's start");
    CHECK_INT(t, strnlen(v.majorVersion, sizeof v.majorVersion), ACL_PKG_VERSION_PARTS_MAX_SIZE - 1);
    CHECK_INT(t, strnlen(v.releaseVersion, sizeof v.releaseVersion), ACL_PKG_VERSION_PARTS_MAX_SIZE - 1);
    CHECK_STR(t, v.patchVersion, "0");
}

/* A part or a text of exactly its field's size loses its last character
 * (std::string::copy of size - 1 into the zeroed struct): the field keeps its NUL. */
ACLCTS_TEST(QUERY007, TextsOfExactlyTheFieldSizeAreCut, "QUERY007", ACLCTS_PRODUCT)
{
    char part[ACL_PKG_VERSION_PARTS_MAX_SIZE + 1], text[ACL_PKG_VERSION_MAX_SIZE + 1];
    memset(part, '7', ACL_PKG_VERSION_PARTS_MAX_SIZE);
    part[ACL_PKG_VERSION_PARTS_MAX_SIZE] = '\0';
    snprintf(text, sizeof text, "1.%s", part); /* 66 bytes: the version field holds it whole */
    pkg_home(t);
    pkg_version(t, "runtime", text);
    aclCANNPackageVersion v = filled();
    CHECK_CODE_FATAL(t, t->acl->aclsysGetCANNVersion(ACL_PKG_NAME_CANN, &v), ACL_SUCCESS);
    CHECK_STR(t, v.version, text);
    CHECK_INT(t, strnlen(v.minorVersion, sizeof v.minorVersion), ACL_PKG_VERSION_PARTS_MAX_SIZE - 1);
    CHECK_STR(t, v.releaseVersion, "0");
    memset(text, '8', ACL_PKG_VERSION_MAX_SIZE);
    text[1] = '.';
    text[ACL_PKG_VERSION_MAX_SIZE] = '\0'; /* "8.888...": 128 bytes */
    pkg_version(t, "runtime", text);
    v = filled();
    CHECK_CODE_FATAL(t, t->acl->aclsysGetCANNVersion(ACL_PKG_NAME_CANN, &v), ACL_SUCCESS);
    CHECK_INT(t, strnlen(v.version, sizeof v.version), ACL_PKG_VERSION_MAX_SIZE - 1);
    CHECK_INT(t, strnlen(v.minorVersion, sizeof v.minorVersion), ACL_PKG_VERSION_PARTS_MAX_SIZE - 1);
}

/* QUERY008: too few parts, or an empty one: 100003. The struct is zeroed
 * first, and the strings are copied in order until the empty part. */
ACLCTS_TEST(QUERY008, OnePartLeavesTheStructZeroed, "QUERY008", ACLCTS_PRODUCT)
{
    pkg_home(t);
    pkg_version(t, "runtime", "8");
    aclCANNPackageVersion v = filled();
    CHECK_CODE(t, t->acl->aclsysGetCANNVersion(ACL_PKG_NAME_CANN, &v), ACL_ERROR_INVALID_FILE);
    CHECK_TRUE(t, all_bytes(&v, sizeof v, 0), "*version is not all zero");
}

#define PARTIAL_CASE(NAME, TEXT, VERSION, MAJOR, MINOR, RELEASE)                                    \
    ACLCTS_TEST(QUERY008, NAME, "QUERY008", ACLCTS_PRODUCT)                                         \
    {                                                                                               \
        pkg_home(t);                                                                                \
        pkg_version(t, "runtime", TEXT);                                                            \
        aclCANNPackageVersion v = filled();                                                         \
        CHECK_CODE(t, t->acl->aclsysGetCANNVersion(ACL_PKG_NAME_CANN, &v), ACL_ERROR_INVALID_FILE); \
        CHECK_STR(t, v.version, VERSION);                                                           \
        CHECK_STR(t, v.majorVersion, MAJOR);                                                        \
        CHECK_STR(t, v.minorVersion, MINOR);                                                        \
        CHECK_STR(t, v.releaseVersion, RELEASE);                                                    \
        CHECK_STR(t, v.patchVersion, "");                                                           \
        CHECK_TRUE(t, all_bytes(v.reserved, sizeof v.reserved, 0), "reserved is not all zero");     \
    }

PARTIAL_CASE(EmptyMiddlePartStopsTheCopy, "8..1", "8..1", "8", "", "")
PARTIAL_CASE(TrailingDotStopsAtTheRelease, "8.0.", "8.0.", "8", "0", "")
PARTIAL_CASE(LeadingDotStopsAtTheMajor, ".8", ".8", "", "", "")
PARTIAL_CASE(DashFirstStopsAtTheMajor, "-beta", ".beta", "", "", "")

/* QUERY010: the driver's version is found through /etc/ascend_install.info,
 * never under ASCEND_HOME_PATH. */
ACLCTS_TEST(QUERY010, DriverWithoutInstallInfoIsAnInvalidFile, "QUERY010", ACLCTS_PRODUCT)
{
    pkg_need_no_install_info(t);
    pkg_home(t);
    pkg_version(t, "driver", "25.0.0");
    pkg_version_file(t, "../../driver", "Version=25.0.0\n");
    cann_expect_refused(t, "QUERY010", ACL_PKG_NAME_DRIVER, ACL_ERROR_INVALID_FILE);
}

/* QUERY011: no runtime call, no aclInit, nothing kept: every call reads the file. */
ACLCTS_TEST(QUERY011, EveryCallReadsTheFile, "QUERY011", ACLCTS_PRODUCT)
{
    pkg_home(t);
    pkg_version(t, "runtime", "8.0.0");
    cann_expect(t, "QUERY011", ACL_PKG_NAME_CANN, "8.0.0", "8", "0", "0", "0");
    pkg_version(t, "runtime", "8.5.0");
    cann_expect(t, "QUERY011", ACL_PKG_NAME_CANN, "8.5.0", "8", "5", "0", "0");
    pkg_no_home();
    cann_expect_refused(t, "QUERY011", ACL_PKG_NAME_CANN, ACL_ERROR_INVALID_FILE);
}

/* ...and nothing stays open: each reading closes the version file
 * (ParseVersionInfo's ifs.close()), read or refused, however often. */
ACLCTS_TEST(QUERY011, EveryReadClosesTheFile, "QUERY011", ACLCTS_PRODUCT)
{
    pkg_home(t);
    pkg_version(t, "runtime", "8.0.0");
    int before = open_descriptors();
    if (before < 0) SKIP(t, "/proc/self/fd cannot be listed here");
    for (int i = 0; i < 8; i++) {
        aclCANNPackageVersion v = filled();
        CHECK_CODE(t, t->acl->aclsysGetCANNVersion(ACL_PKG_NAME_CANN, &v), ACL_SUCCESS);
        CHECK_CODE(t, t->acl->aclsysGetCANNVersion(ACL_PKG_NAME_TOOLKIT, &v), ACL_ERROR_INVALID_FILE);
    }
    CHECK_INT(t, open_descriptors(), before);
}

ACLCTS_TEST(QUERY011, NoRuntimeCall, "QUERY011", ACLCTS_PRODUCT | ACLCTS_TRACE)
{
    pkg_home(t);
    pkg_version(t, "runtime", "8.0.0");
    size_t m = aclcts_mark(t);
    aclCANNPackageVersion v = filled();
    CHECK_CODE(t, t->acl->aclsysGetCANNVersion(ACL_PKG_NAME_CANN, &v), ACL_SUCCESS);
    (void)t->acl->aclsysGetCANNVersion(ACL_PKG_NAME_DRIVER, &v);
    CHECK_TRACE(t, m, "");
}
