/* WALK009: the product's system-information sample
 * (example/0_quickstart/2_system_info/main.cpp main, PrintCannVersionInfo):
 * aclInit with no device set; the runtime package's version as text
 * (aclsysGetVersionStr("runtime")) and as a number (aclsysGetVersionNum);
 * the run mode; the host conversions of 1.625 to a half and back; the sizes of
 * ACL_FLOAT, ACL_FLOAT16, ACL_INT64 (4, 2, 8); aclFinalize. Every step is
 * checked; the first failure ends the sample. */
#include <string.h>

#include "helpers/chain.h"
#include "helpers/pkg.h"
#include "helpers/walk.h"

static void versions(walk *w, aclError code)
{
    char pkg[] = "runtime";
    char text[ACL_PKG_VERSION_MAX_SIZE] = {0};
    int32_t num = 0;
    if (WALK_STEP(*w, w->t->acl->aclsysGetVersionStr(pkg, text), code) != ACL_SUCCESS) return;
    WALK_READ(*w, strcmp(text, "8.5.0") == 0, "version \"%.128s\", expected \"8.5.0\"", text);
    WALK_STEP(*w, w->t->acl->aclsysGetVersionNum(pkg, &num), ACL_SUCCESS);
    WALK_READ(*w, num == 80500000, "version number %d, expected 80500000", (int)num);
}

/* An installation whose runtime package is 8.5.0. */
ACLCTS_TEST(WALK009, TheWholeSample, "WALK009", ACLCTS_PRODUCT)
{
    CHAIN_NEED(t);
    pkg_home(t);
    pkg_version(t, "runtime", "8.5.0");
    walk w = walk_begin(t, NULL);
    WALK_STEP(w, t->acl->aclInit(NULL), ACL_SUCCESS);
    versions(&w, ACL_SUCCESS);
    aclrtRunMode mode = (aclrtRunMode)77;
    WALK_STEP(w, t->acl->aclrtGetRunMode(&mode), ACL_SUCCESS);
    WALK_READ(w, mode == ACL_HOST, "run mode %d, expected ACL_HOST", (int)mode);
    aclFloat16 half = WALK_CALL(w, t->acl->aclFloatToFloat16(1.625f));
    WALK_READ(w, half == 0x3e80, "1.625 as a half is 0x%04x, expected 0x3e80", (unsigned)half);
    float back = WALK_CALL(w, t->acl->aclFloat16ToFloat(half));
    WALK_READ(w, back == 1.625f, "0x3e80 as a float is %g, expected 1.625", (double)back);
    size_t f32 = WALK_CALL(w, t->acl->aclDataTypeSize(ACL_FLOAT));
    size_t f16 = WALK_CALL(w, t->acl->aclDataTypeSize(ACL_FLOAT16));
    size_t i64 = WALK_CALL(w, t->acl->aclDataTypeSize(ACL_INT64));
    WALK_READ(w, f32 == 4 && f16 == 2 && i64 == 8, "sizes %zu, %zu, %zu, expected 4, 2, 8", f32, f16, i64);
    WALK_STEP(w, t->acl->aclFinalize(), ACL_SUCCESS);
}

/* No ASCEND_HOME_PATH: the version query fails and the sample ends there. */
ACLCTS_TEST(WALK009, NoInstallationEndsAtTheVersion, "WALK009", ACLCTS_PRODUCT)
{
    CHAIN_NEED(t);
    pkg_no_home();
    walk w = walk_begin(t, NULL);
    WALK_STEP(w, t->acl->aclInit(NULL), ACL_SUCCESS);
    versions(&w, ACL_ERROR_INVALID_FILE);
}
