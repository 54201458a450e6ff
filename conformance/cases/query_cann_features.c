/* QUERY036-QUERY038: aclGetCannAttributeList and aclGetCannAttribute with
 * the software feature list installed (src/acl/utils/cann_info_utils.cpp
 * CannInfoUtils::Initialize, CheckAndUpdateAttrAvailability,
 * ParseVersionInfo; src/acl/common/json_parser.cpp GetAttrConfigFromFile).
 * No case can place a file beside the library under test, so each case
 * installs a private copy of it in its own directory with the files the
 * product reads there (pkg_install_copy) and calls the copy: a fresh
 * instance, whose runtime calls still reach the spy. */
#include <stddef.h>
#include <stdint.h>
#include <stdio.h>
#include <string.h>

#include "aclcts/case.h"
#include "helpers/pkg.h"

#define SENTINEL_NUM ((size_t)0x5a5a)
#define SOC_MODEL_ONLY(t) \
    aclcts_model_only((t), "rtGetSocSpec", "the SoC's answers for support_inf_nan and support_bf16 are planted")

/* INF_NAN and BF16 out of reach of any runtime version: no SoC question. */
#define LIST_JIT(v)                                                                      \
    "{\"INF_NAN\":{\"runtimeVersion\":\"99.0\"},\"BF16\":{\"runtimeVersion\":\"99.0\"}," \
    "\"JIT_COMPILE\":{\"runtimeVersion\":\"" v "\"}}"

/* The three attributes' values, "INF_NAN,BF16,JIT_COMPILE" (x when refused). */
static const char *values(aclcts_t *t, const pkg_install *in)
{
    static char out[32];
    size_t n = 0;
    for (int a = ACL_CANN_ATTR_INF_NAN; a <= ACL_CANN_ATTR_JIT_COMPILE; a++) {
        int32_t v = -7;
        aclError got = in->get_attr((aclCannAttr)a, &v);
        if (got != ACL_SUCCESS) CHECK_CODE(t, got, ACL_SUCCESS);
        n += (size_t)snprintf(out + n, sizeof out - n, "%s%d", a == ACL_CANN_ATTR_INF_NAN ? "" : ",",
                              got == ACL_SUCCESS ? (int)v : -1);
    }
    return out;
}

/* The list as "a,b,c" (x when refused). */
static const char *list_of(aclcts_t *t, const pkg_install *in)
{
    static char out[64];
    const aclCannAttr *list = NULL;
    size_t num = SENTINEL_NUM;
    CHECK_CODE(t, in->get_list(&list, &num), ACL_SUCCESS);
    if (list == NULL || num > 8) return "x";
    size_t n = 0;
    out[0] = '\0';
    for (size_t i = 0; i < num; i++) n += (size_t)snprintf(out + n, sizeof out - n, "%s%d", i ? "," : "", list[i]);
    return out;
}

static void plant_soc(aclcts_t *t, const char *inf_nan, const char *bf16)
{
    SOC_MODEL_ONLY(t);
    CHECK_INT(t, ACLCTS_SPY(t, rt_set_soc_spec)("SoCInfo", "support_inf_nan", inf_nan), 0);
    CHECK_INT(t, ACLCTS_SPY(t, rt_set_soc_spec)("SoCInfo", "support_bf16", bf16), 0);
}

ACLCTS_TEST(QUERY036, FeatureNeedsItsRuntimeVersion, "QUERY036", ACLCTS_PRODUCT | ACLCTS_TRACE)
{
    pkg_install in;
    pkg_install_copy(t, &in, LIST_JIT("7.1"), "7.1.0");
    size_t m = aclcts_mark(t);
    CHECK_STR(t, list_of(t, &in), "2");
    CHECK_STR(t, values(t, &in), "0,0,1");
    CHECK_TRACE(t, m, ""); /* a feature below its version asks no SoC question */
}

ACLCTS_TEST(QUERY036, OlderRuntimeLacksTheFeature, "QUERY036", ACLCTS_PRODUCT)
{
    pkg_install in;
    pkg_install_copy(t, &in, LIST_JIT("7.2"), "7.1.5"); /* 7010 < 7020: the patch level is not read */
    CHECK_STR(t, list_of(t, &in), "");
    CHECK_STR(t, values(t, &in), "0,0,0");
}

ACLCTS_TEST(QUERY036, VersionWithoutMinorRepeatsMajor, "QUERY036", ACLCTS_PRODUCT)
{
    pkg_install in; /* "Version=7": 1000 x 7 + 10 x 7, as 7.7 */
    pkg_install_copy(t, &in,
                     "{\"JIT_COMPILE\":{\"runtimeVersion\":\"7.7\"},\"INF_NAN\":{\"runtimeVersion\":\"7.8\"},"
                     "\"BF16\":{\"runtimeVersion\":\"7.8\"}}",
                     "7");
    CHECK_STR(t, values(t, &in), "0,0,1");
}

/* The weights at their edges, against runtime 10.0 (10000): 9.100 is 10000
 * (reached), 9.101 is 10010 and 9.99 is 9990: a minor weighs 10, a major
 * 1000, and both are read in decimal. */
ACLCTS_TEST(QUERY036, MinorWeighsTenAndMajorAThousand, "QUERY036", ACLCTS_PRODUCT)
{
    pkg_install in;
    pkg_install_copy(t, &in,
                     "{\"INF_NAN\":{\"runtimeVersion\":\"9.100\"},\"BF16\":{\"runtimeVersion\":\"9.101\"},"
                     "\"JIT_COMPILE\":{\"runtimeVersion\":\"9.99\"}}",
                     "10.0");
    plant_soc(t, "1", "1");
    CHECK_STR(t, values(t, &in), "1,0,1");
}

ACLCTS_TEST(QUERY036, ListInTheEnumsOrderWithTheSocsAnswers, "QUERY036", ACLCTS_PRODUCT | ACLCTS_TRACE)
{
    pkg_install in; /* the file's order is not the list's */
    pkg_install_copy(t, &in,
                     "{\"JIT_COMPILE\":{\"runtimeVersion\":\"6.4\"},\"BF16\":{\"runtimeVersion\":\"7.1\"},"
                     "\"INF_NAN\":{\"runtimeVersion\":\"7.1\"}}",
                     "8.0.RC1");
    plant_soc(t, "1", "1");
    size_t m = aclcts_mark(t);
    CHECK_STR(t, list_of(t, &in), "0,1,2");
    CHECK_TRACE(t, m,
                "rtGetSocSpec(\"SoCInfo\",\"support_inf_nan\",ptr,16)=0\n"
                "rtGetSocSpec(\"SoCInfo\",\"support_bf16\",ptr,16)=0\n");
    CHECK_STR(t, values(t, &in), "1,1,1");
}

ACLCTS_TEST(QUERY036, OnlyOneFromTheSocIsAvailable, "QUERY036", ACLCTS_PRODUCT)
{
    pkg_install in; /* "0", "11", an error: not available */
    pkg_install_copy(t, &in, "{}", "7.1.0");
    plant_soc(t, "11", NULL);
    CHECK_STR(t, list_of(t, &in), "2");
    CHECK_STR(t, values(t, &in), "0,0,1");
}

ACLCTS_TEST(QUERY036, FeatureWithoutAVersionNeedsOnlyTheSoc, "QUERY036", ACLCTS_PRODUCT)
{
    pkg_install in; /* an empty list: no feature has a minimum */
    pkg_install_copy(t, &in, "", "1.0");
    plant_soc(t, "0", "1");
    CHECK_STR(t, list_of(t, &in), "1,2");
    CHECK_STR(t, values(t, &in), "0,1,1");
}

ACLCTS_TEST(QUERY036, UnknownAttributeIsRefused, "QUERY036", ACLCTS_PRODUCT | ACLCTS_TRACE)
{
    pkg_install in;
    pkg_install_copy(t, &in, LIST_JIT("6.4"), "7.1.0");
    const int attrs[] = {ACL_CANN_ATTR_UNDEFINED, 3, 99};
    for (size_t i = 0; i < sizeof attrs / sizeof attrs[0]; i++) {
        int32_t v = -7;
        aclError got = in.get_attr((aclCannAttr)attrs[i], &v);
        CHECK_TRUE(t, got == ACL_ERROR_INVALID_PARAM && v == -7, "aclGetCannAttribute(%d) returned %d, value %d",
                   attrs[i], got, (int)v);
    }
    CHECK_CODE(t, in.get_attr(ACL_CANN_ATTR_JIT_COMPILE, NULL), ACL_ERROR_INVALID_PARAM);
    const aclCannAttr *list = NULL;
    size_t num = SENTINEL_NUM;
    CHECK_CODE(t, in.get_list(NULL, &num), ACL_ERROR_INVALID_PARAM);
    CHECK_CODE(t, in.get_list(&list, NULL), ACL_ERROR_INVALID_PARAM);
    CHECK_STR(t, values(t, &in), "0,0,1");
}

/* QUERY037: where the files are found. */
ACLCTS_TEST(QUERY037, InstalledVersionBeforeOneFoundUpwards, "QUERY037", ACLCTS_PRODUCT)
{
    pkg_install in; /* the library's folder has an older one the search upwards would find first */
    pkg_install_copy(t, &in, LIST_JIT("7.1"), "7.1.0");
    (void)pkg_install_file(t, "cann/lib64/share/info/runtime/version.info", "Version=6.0.0\n");
    CHECK_STR(t, values(t, &in), "0,0,1");
}

ACLCTS_TEST(QUERY037, VersionFoundUpwards, "QUERY037", ACLCTS_PRODUCT)
{
    pkg_install in;
    pkg_install_copy(t, &in, LIST_JIT("7.1"), NULL);
    (void)pkg_install_file(t, "cann/lib64/share/info/runtime/version.info", "Version=7.1.0\n");
    CHECK_STR(t, values(t, &in), "0,0,1");
}

ACLCTS_TEST(QUERY037, ListFoundUpwardsPastAFolder, "QUERY037", ACLCTS_PRODUCT)
{
    pkg_install in; /* the first path is a folder: the list under the library's folder is taken, and the
                     * runtime's version above the folder that holds it */
    pkg_install_copy(t, &in, NULL, "9.0.0");
    (void)pkg_install_file(t, "cann/" PKG_FEATURE_LIST "/x", "");
    (void)pkg_install_file(t, "cann/lib64/" PKG_FEATURE_LIST, LIST_JIT("7.2"));
    (void)pkg_install_file(t, "cann/share/info/runtime/version.info", "Version=7.1.0\n");
    CHECK_STR(t, values(t, &in), "0,0,0");
    CHECK_STR(t, list_of(t, &in), "");
}

/* QUERY038: what is read once, what a failed reading leaves. */
ACLCTS_TEST(QUERY038, ReadOnce, "QUERY038", ACLCTS_PRODUCT | ACLCTS_TRACE)
{
    pkg_install in;
    pkg_install_copy(t, &in, "{}", "7.1.0");
    plant_soc(t, "1", "0");
    const aclCannAttr *first = NULL, *again = NULL;
    size_t num = 0, num_again = 0;
    CHECK_CODE(t, in.get_list(&first, &num), ACL_SUCCESS);
    pkg_install_list(t, &in, "{");
    (void)pkg_install_file(t, "share/info/runtime/version.info", NULL);
    plant_soc(t, "0", "1");
    size_t m = aclcts_mark(t);
    CHECK_STR(t, values(t, &in), "1,0,1");
    CHECK_CODE(t, in.get_list(&again, &num_again), ACL_SUCCESS);
    CHECK_TRUE(t, first == again && num == 2 && num_again == 2, "list %p/%zu, then %p/%zu", (const void *)first, num,
               (const void *)again, num_again);
    CHECK_TRACE(t, m, "");
}

ACLCTS_TEST(QUERY038, FailedReadingKeepsNothing, "QUERY038", ACLCTS_PRODUCT)
{
    pkg_install in;
    pkg_install_copy(t, &in, LIST_JIT("7.1"), NULL);
    const aclCannAttr *list = (const aclCannAttr *)(uintptr_t)0x5a5a;
    size_t num = SENTINEL_NUM;
    CHECK_CODE(t, in.get_list(&list, &num), ACL_ERROR_INTERNAL_ERROR); /* no runtime version */
    CHECK_TRUE(t, list == (const aclCannAttr *)(uintptr_t)0x5a5a && num == SENTINEL_NUM, "outputs were written");
    int32_t v = -7;
    CHECK_CODE(t, in.get_attr(ACL_CANN_ATTR_JIT_COMPILE, &v), ACL_ERROR_INTERNAL_ERROR);
    CHECK_INT(t, v, -7);
    (void)pkg_install_file(t, "share/info/runtime/version.info", "Release=7.1.0\n");
    CHECK_CODE(t, in.get_attr(ACL_CANN_ATTR_JIT_COMPILE, &v), ACL_ERROR_INTERNAL_ERROR); /* no Version= line */
    (void)pkg_install_file(t, "share/info/runtime/version.info", "Version=x.1\n");
    CHECK_CODE(t, in.get_attr(ACL_CANN_ATTR_JIT_COMPILE, &v), ACL_ERROR_INTERNAL_ERROR);
    (void)pkg_install_file(t, "share/info/runtime/version.info", "Version=7.1.0\n");
    CHECK_STR(t, values(t, &in), "0,0,1");
}

ACLCTS_TEST(QUERY038, MalformedListsAreRefused, "QUERY038", ACLCTS_PRODUCT)
{
    static const struct {
        const char *list;
        aclError code;
    } bad[] = {
        {"{\"JIT_COMPILE\":", ACL_ERROR_PARSE_FILE},
        {"{", ACL_ERROR_PARSE_FILE}, /* one byte is a list to parse too */
        {"{\"JIT_COMPILE\":{\"runtimeVersion\":7.1}}", ACL_ERROR_INTERNAL_ERROR},
        {"{\"JIT_COMPILE\":{\"runtimeVersion\":\"x\"}}", ACL_ERROR_INTERNAL_ERROR},
        {"{\"JIT_COMPILE\":{\"runtimeVersion\":\"7.\"}}", ACL_ERROR_INTERNAL_ERROR},
    };
    pkg_install in;
    pkg_install_copy(t, &in, NULL, "7.1.0");
    for (size_t i = 0; i < sizeof bad / sizeof bad[0]; i++) {
        pkg_install_list(t, &in, bad[i].list);
        int32_t v = -7;
        aclError got = in.get_attr(ACL_CANN_ATTR_JIT_COMPILE, &v);
        CHECK_TRUE(t, got == bad[i].code && v == -7, "list %s: returned %d (expected %d), value %d", bad[i].list, got,
                   bad[i].code, (int)v);
    }
    /* another key than runtimeVersion, or a feature that is not an object: no minimum */
    pkg_install_list(t, &in,
                     "{\"JIT_COMPILE\":{\"runtime\":\"9.0\"},\"INF_NAN\":{\"runtimeVersion\":\"99.0\"},"
                     "\"BF16\":{\"runtimeVersion\":\"99.0\"}}");
    CHECK_STR(t, values(t, &in), "0,0,1");
}

/* Two folders above the library's: the search goes up folder by folder
 * (FindFileFromCurrentToParents), each folder joined to the list's path. */
ACLCTS_TEST(QUERY037, ListFoundTwoFoldersUp, "QUERY037", ACLCTS_PRODUCT)
{
    pkg_install in;
    pkg_install_copy(t, &in, NULL, "9.0.0");
    (void)pkg_install_file(t, PKG_FEATURE_LIST, LIST_JIT("7.1"));
    CHECK_STR(t, values(t, &in), "0,0,1");
    CHECK_STR(t, list_of(t, &in), "2");
}
