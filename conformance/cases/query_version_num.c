/* QUERY017..QUERY021: aclsysGetVersionNum (src/acl/aclrt_impl/acl.cpp
 * aclsysGetVersionNumImpl, CalculateVersionNum, ParseBaseVersion,
 * ParsePrereleasePart, ParsePreNumStrict): aclsysGetVersionStr's value as
 * X*10000000 + Y*100000 + Z*1000, less 300, 200 or 100 for an alpha, beta
 * or rc suffix, plus its number. */
#include <stdio.h>
#include <stdlib.h>
#include <string.h>

#include "aclcts/case.h"
#include "helpers/errmsg.h"
#include "helpers/pkg.h"
#include "helpers/text.h"

#define UNTOUCHED (-12345)

/* The runtime package's version `text` gives code and, on success, num. */
#define num_expect(t, ...) ACLCTS_HELPER(num_expect_, t, __VA_ARGS__)
static void num_expect_(aclcts_t *t, const char *rule, const char *text, aclError code, int32_t num)
{
    pkg_home(t);
    pkg_version(t, "runtime", text);
    char name[] = "runtime";
    int32_t got = UNTOUCHED;
    aclError ret = t->acl->aclsysGetVersionNum(name, &got);
    CHECK_TRUE_FOR(t, rule, ret == code, "version \"%s\": returned %d, expected %d", text, ret, code);
    int32_t want = code == ACL_SUCCESS ? num : UNTOUCHED;
    CHECK_TRUE_FOR(t, rule, got == want, "version \"%s\": *versionNum %d, expected %d", text, (int)got, (int)want);
}

ACLCTS_TEST(QUERY017, NullArgumentsAreRefused, "QUERY017", ACLCTS_PRODUCT)
{
    pkg_home(t);
    pkg_version(t, "runtime", "8.5.0");
    char name[] = "runtime";
    int32_t n = UNTOUCHED;
    CHECK_CODE(t, t->acl->aclsysGetVersionNum(name, NULL), ACL_ERROR_INVALID_PARAM);
    CHECK_CODE(t, t->acl->aclsysGetVersionNum(NULL, &n), ACL_ERROR_INVALID_PARAM);
    CHECK_INT(t, n, UNTOUCHED);
}

ACLCTS_TEST(QUERY017, VersionNumIsCheckedFirst, "QUERY017", ACLCTS_PRODUCT)
{
    ACLCTS_NEED(t, aclGetRecentErrMsg);
    CHECK_CODE_FATAL(t, t->acl->aclInit(NULL), ACL_SUCCESS);
    (void)t->acl->aclGetRecentErrMsg();
    CHECK_CODE(t, t->acl->aclsysGetVersionNum(NULL, NULL), ACL_ERROR_INVALID_PARAM);
    errmsg_expect_recent_report(t, "QUERY017", "EH0008", "aclsysGetVersionNum", "versionNum");
}

#define NUM_CASE(RULE, NAME, TEXT, NUM) \
    ACLCTS_TEST(RULE, NAME, #RULE, ACLCTS_PRODUCT) { num_expect(t, #RULE, TEXT, ACL_SUCCESS, NUM); }
#define NUM_REFUSED(RULE, NAME, TEXT) \
    ACLCTS_TEST(RULE, NAME, #RULE, ACLCTS_PRODUCT) { num_expect(t, #RULE, TEXT, ACL_ERROR_INTERNAL_ERROR, 0); }

/* QUERY018: the base. */
NUM_CASE(QUERY018, ThreeNumbers, "8.5.0", 80500000)
NUM_CASE(QUERY018, EachWeight, "7.3.21", 70321000)
NUM_CASE(QUERY018, TwoDigitMajor, "10.2.13", 100213000)
NUM_CASE(QUERY018, TrimmedFirst, " \t8.5.0 \r", 80500000)
NUM_CASE(QUERY018, MajorAndMinorReadAsLeadingIntegers, "8x.5y.0", 80500000)
NUM_CASE(QUERY018, PartsPastThePatchAreASuffix, "8.5.0rc", 80499900)

ACLCTS_TEST(QUERY018, LookupIsVersionStrs, "QUERY018 QUERY015", ACLCTS_PRODUCT)
{
    pkg_home(t);
    pkg_version(t, "ops_math", "8.3.0");
    char name[] = "ops-math", missing[] = "nccl";
    int32_t n = UNTOUCHED;
    CHECK_CODE(t, t->acl->aclsysGetVersionNum(name, &n), ACL_SUCCESS);
    CHECK_INT(t, n, 80300000);
    n = UNTOUCHED;
    CHECK_CODE(t, t->acl->aclsysGetVersionNum(missing, &n), ACL_ERROR_INVALID_FILE);
    pkg_no_home();
    CHECK_CODE(t, t->acl->aclsysGetVersionNum(name, &n), ACL_ERROR_INVALID_FILE);
    CHECK_INT(t, n, UNTOUCHED);
}

/* QUERY019: a base that is not X.Y.Z with Z's digits right after the second dot. */
NUM_REFUSED(QUERY019, ReleaseCandidateHasNoPatch, "8.0.RC1")
NUM_REFUSED(QUERY019, MajorOnly, "8")
/* a suffix the pre-release parser would take, with no base before it */
NUM_REFUSED(QUERY019, SuffixWithoutBase, "rc1")
NUM_REFUSED(QUERY019, DotThenSuffix, ".rc1")
NUM_REFUSED(QUERY019, NoPatch, "8.5")
NUM_REFUSED(QUERY019, EmptyPatch, "8.5.")
NUM_REFUSED(QUERY019, EmptyMajor, ".5.0")
NUM_REFUSED(QUERY019, EmptyMinor, "8..0")
NUM_REFUSED(QUERY019, LetterMajor, "a.1.0")
NUM_REFUSED(QUERY019, PatchOutOfRange, "8.5.99999999999")
NUM_REFUSED(QUERY019, MajorBelowIntMinIsOutOfRange, "-2147483649.5.0")

/* QUERY020: the suffix. */
NUM_CASE(QUERY020, BetaWithNumber, "8.5.0-beta.1", 80499801)
NUM_CASE(QUERY020, RcRightAfterThePatch, "8.5.0rc2", 80499902)
NUM_CASE(QUERY020, AlphaWithoutNumber, "8.5.0.alpha", 80499700)
NUM_CASE(QUERY020, KeywordInUpperCase, "8.5.0-RC1", 80499901)
NUM_CASE(QUERY020, DashBeforeTheNumber, "8.5.0-Beta-3", 80499803)
NUM_CASE(QUERY020, BlankAsTheSeparator, "8.5.0 alpha1", 80499701)
NUM_CASE(QUERY020, NumberIsAdded, "8.5.0-alpha10", 80499710)
NUM_CASE(QUERY020, LeadingZeros, "8.5.0-rc007", 80499907)

/* QUERY021: suffixes that are refused. */
NUM_REFUSED(QUERY021, UnknownKeyword, "8.5.0-gamma")
NUM_REFUSED(QUERY021, TwoSeparatorsBeforeTheKeyword, "8.5.0--beta1")
NUM_REFUSED(QUERY021, LettersAfterTheNumber, "8.5.0-beta1a")
NUM_REFUSED(QUERY021, SeparatorWithoutNumber, "8.5.0-beta.")
NUM_REFUSED(QUERY021, TwoSeparatorsBeforeTheNumber, "8.5.0-beta..1")
NUM_REFUSED(QUERY021, AnotherKeywordAfterTheFirst, "8.5.0-betarc1")
NUM_REFUSED(QUERY021, NumberOutOfRange, "8.5.0-rc99999999999")
