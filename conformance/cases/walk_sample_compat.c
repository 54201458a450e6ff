/* WALK010: the product's runtime-compatibility sample
 * (example/0_quickstart/3_cross_version/0_runtime_compatibility/main.cpp
 * main, QueryCannVersion, QueryCannAttributes, QueryCompatibilityAndCapability):
 * aclInit, device 0; the runtime package's version as text and number; the
 * software's attribute list and the first three attributes; the SoC name,
 * its architecture compatibility (skipped for an empty name) and the device's
 * ACL_FEATURE_TSCPU_TASK_UPDATE_SUPPORT_AIC_AIV capability; each part runs
 * only when the one before succeeded, and aclrtResetDeviceForce(0) and
 * aclFinalize always run. The attribute list is read from the library's
 * installation (data/ascendcl_config/swFeatureList.json, QUERY027). */
#include <string.h>

#include "helpers/chain.h"
#include "helpers/pkg.h"
#include "helpers/walk.h"

static void start(walk *w)
{
    char pkg[] = "runtime";
    char text[ACL_PKG_VERSION_MAX_SIZE] = {0};
    int32_t num = 0;
    WALK_STEP(*w, w->t->acl->aclInit(NULL), ACL_SUCCESS);
    WALK_STEP(*w, w->t->acl->aclrtSetDevice(0), ACL_SUCCESS);
    WALK_STEP(*w, w->t->acl->aclsysGetVersionStr(pkg, text), ACL_SUCCESS);
    WALK_READ(*w, strcmp(text, "8.5.0") == 0, "version \"%.128s\", expected \"8.5.0\"", text);
    WALK_STEP(*w, w->t->acl->aclsysGetVersionNum(pkg, &num), ACL_SUCCESS);
    WALK_READ(*w, num == 80500000, "version number %d, expected 80500000", (int)num);
}

/* QueryCompatibilityAndCapability on the default SoC, or on the SoC a
 * runtime beneath reports (another real name of the default SoC's platform,
 * e.g. Ascend910_9391, answers as the default SoC's: aclcts_default_soc). */
static void compatibility(walk *w)
{
    char beneath[128];
    const char *want = aclcts_lower_soc(w->t, beneath, sizeof beneath) != NULL ? beneath : "Ascend910B1";
    const char *soc = WALK_CALL(*w, w->t->acl->aclrtGetSocName());
    WALK_READ(*w, soc != NULL && strcmp(soc, want) == 0, "SoC %s, expected %s", soc != NULL ? soc : "NULL", want);
    int32_t ok = -1, capability = -1;
    WALK_STEP(*w, w->t->acl->aclrtCheckArchCompatibility(soc, &ok), ACL_SUCCESS);
    WALK_READ(*w, ok == 1, "the device's own SoC is compatible %d, expected 1", (int)ok);
    WALK_STEP(*w, w->t->acl->aclrtGetDeviceCapability(0, ACL_FEATURE_TSCPU_TASK_UPDATE_SUPPORT_AIC_AIV, &capability),
              ACL_SUCCESS);
    WALK_READ(*w, capability == ACL_DEV_FEATURE_SUPPORT || capability == ACL_DEV_FEATURE_NOT_SUPPORT, "capability %d",
              (int)capability);
}

static void finish(walk *w)
{
    WALK_STEP(*w, w->t->acl->aclrtResetDeviceForce(0), ACL_SUCCESS);
    WALK_STEP(*w, w->t->acl->aclFinalize(), ACL_SUCCESS);
}

/* The whole sample: on an installation with the feature list every part
 * runs; without it (every build the suite runs, QUERY027) the attribute list
 * fails with ACL_ERROR_INVALID_FILE, the last part is skipped and the
 * clean-up runs. */
ACLCTS_TEST(WALK010, TheWholeSample, "WALK010", ACLCTS_PRODUCT)
{
    CHAIN_NEED_DEVICES(t);
    aclcts_default_soc(t);
    pkg_home(t);
    pkg_version(t, "runtime", "8.5.0");
    walk w = walk_begin(t, NULL);
    start(&w);
    const aclCannAttr *list = NULL;
    size_t n = 0;
    const char *found = pkg_feature_list(t, NULL);
    if (WALK_STEP(w, t->acl->aclGetCannAttributeList(&list, &n), found ? ACL_SUCCESS : ACL_ERROR_INVALID_FILE) ==
        ACL_SUCCESS) {
        WALK_READ(w, list != NULL || n == 0, "no list of %zu attributes", n);
        for (size_t i = 0; i < n && i < 3; i++) {
            int32_t value = -1;
            WALK_STEP(w, t->acl->aclGetCannAttribute(list[i], &value), ACL_SUCCESS);
        }
        compatibility(&w);
    }
    finish(&w);
}

/* The sample's last part, which runs after the attribute queries of an
 * installed CANN: the device's own SoC is compatible with itself. */
ACLCTS_TEST(WALK010, CompatibilityAndCapability, "WALK010", ACLCTS_PRODUCT)
{
    CHAIN_NEED_DEVICES(t);
    aclcts_default_soc(t);
    pkg_home(t);
    pkg_version(t, "runtime", "8.5.0");
    walk w = walk_begin(t, NULL);
    start(&w);
    compatibility(&w);
    finish(&w);
}
