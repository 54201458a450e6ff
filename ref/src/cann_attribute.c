/* aclGetCannAttributeList and aclGetCannAttribute (QUERY026, QUERY027;
 * src/acl/aclrt_impl/acl.cpp, src/acl/utils/cann_info_utils.cpp
 * CannInfoUtils). The software's features are read once per process from
 * the installation the library sits in: data/ascendcl_config/
 * swFeatureList.json (each feature's minimum runtime version, "runtimeVersion") and
 * share/info/runtime/version.info, found beside the library's folder or in
 * one of its parents; a feature tied to the SoC is also asked of the runtime
 * (rtGetSocSpec) (QUERY036, QUERY037). A failed reading keeps nothing: the
 * next call reads again (QUERY038). */
#define _GNU_SOURCE
#include <cjson/cJSON.h>
#include <dlfcn.h>
#include <limits.h>
#include <pthread.h>
#include <stdio.h>
#include <stdlib.h>
#include <string.h>
#include <sys/stat.h>

#include "acl/acl.h"
#include "errmsg.h"
#include "lower/lower_layers.h"
#include "pkg_version.h"

#define SW_CONFIG_FILE "data/ascendcl_config/swFeatureList.json"
#define RUNTIME_VERSION_PATH "share/info/runtime/version.info"
#define SEARCH_DEPTH 8 /* MAX_INSTALL_PATH_SEARCH_DEPTH */
#define UNKNOWN_VERSION (-1)
#define SOC_SPEC_BYTES 16 /* CheckNPUFeatures' kMaxValueLen */

/* attrToCannInfo_, in the order of the enum (a std::map). */
static const struct {
    aclCannAttr attr;
    const char *name, *label, *key;
} k_attrs[] = {{ACL_CANN_ATTR_INF_NAN, "INF_NAN", "SoCInfo", "support_inf_nan"},
               {ACL_CANN_ATTR_BF16, "BF16", "SoCInfo", "support_bf16"},
               {ACL_CANN_ATTR_JIT_COMPILE, "JIT_COMPILE", NULL, NULL}};
#define ATTR_COUNT (sizeof k_attrs / sizeof k_attrs[0])

static pthread_mutex_t g_lock = PTHREAD_MUTEX_INITIALIZER;
static int g_ready;
static aclCannAttr g_list[ATTR_COUNT]; /* attrArray_ */
static size_t g_count;
static int32_t g_available[ATTR_COUNT];

static int regular_file(const char *path)
{
    struct stat st;
    return stat(path, &st) == 0 && S_ISREG(st.st_mode);
}

/* The folder (ending in '/') that holds `rel`, starting at `dir` and going
 * up at most SEARCH_DEPTH folders (FindFileFromCurrentToParents); 0 if none. */
static int find_upwards(const char *dir, const char *rel, char *found, size_t cap)
{
    char cur[PATH_MAX];
    snprintf(cur, sizeof cur, "%s", dir);
    for (int depth = 0; depth < SEARCH_DEPTH && cur[0] != '\0'; depth++) {
        char path[PATH_MAX * 2];
        snprintf(path, sizeof path, "%s%s", cur, rel);
        if (regular_file(path)) {
            snprintf(found, cap, "%s", cur);
            return 1;
        }
        size_t n = strlen(cur);
        if (n > 1 && cur[n - 1] == '/') cur[--n] = '\0';
        char *slash = strrchr(cur, '/');
        if (slash == NULL) return 0;
        char parent[PATH_MAX];
        snprintf(parent, sizeof parent, "%.*s", (int)(slash - cur + 1), cur);
        if (strcmp(parent, dir) == 0 || strcmp(parent, cur) == 0) return 0;
        snprintf(cur, sizeof cur, "%s", parent);
    }
    return 0; /* GCOVR_EXCL_LINE: a library installed more than 8 folders deep */
}

/* "<major>.<minor>" as 1000 x major + 10 x minor (ParseVersionValue). */
static int version_value(const char *s, int32_t *out)
{
    char *end;
    long major = strtol(s, &end, 10);
    if (end == s) return 0;
    const char *dot = strchr(s, '.');
    const char *minor_text = dot != NULL ? dot + 1 : s;
    long minor = strtol(minor_text, &end, 10);
    if (end == minor_text) return 0;
    *out = (int32_t)(1000 * major + 10 * minor);
    return 1;
}

/* The minimum runtime version of each feature from the list (-1: none). */
static aclError read_config(const char *file, int32_t minimum[ATTR_COUNT])
{
    char real[PATH_MAX];
    /* QUERY027: JsonParser::IsValidFileName, an EH0003 report naming the path */
    REQUIRE(realpath(file, real) != NULL, ACL_ERROR_INVALID_FILE, "QUERY027", EH_INVALID_PATH,
            "Path %s is invalid. Reason: No such file or directory", file);
    FILE *f = fopen(real, "rb");
    REQUIRE(f != NULL, ACL_ERROR_INVALID_FILE, "QUERY027", EH_INVALID_FILE,
            "File %s is invalid. Reason: File cannot be opened for reading", file);
    char *text = NULL;
    size_t len = 0;
    FILE *mem = open_memstream(&text, &len);
    int c;
    while (mem != NULL && (c = fgetc(f)) != EOF) fputc(c, mem);
    fclose(f);
    if (mem == NULL) return ACL_ERROR_INTERNAL_ERROR;
    fclose(mem);
    aclError ret = ACL_SUCCESS;
    cJSON *root = len > 0 ? cJSON_Parse(text) : NULL;
    if (len > 0 && root == NULL) ret = ACL_ERROR_PARSE_FILE;
    for (size_t i = 0; ret == ACL_SUCCESS && i < ATTR_COUNT; i++) {
        minimum[i] = UNKNOWN_VERSION;
        const cJSON *entry = cJSON_GetObjectItemCaseSensitive(root, k_attrs[i].name);
        const cJSON *runtime = cJSON_GetObjectItemCaseSensitive(entry, "runtimeVersion");
        if (runtime == NULL) continue;
        if (!cJSON_IsString(runtime) || !version_value(runtime->valuestring, &minimum[i]))
            ret = ACL_ERROR_INTERNAL_ERROR;
    }
    cJSON_Delete(root);
    free(text);
    return ret;
}

/* The runtime package's version as 1000 x major + 10 x minor (ParseVersionInfo:
 * the first line holding Version=, from the key on; the product reads that
 * line from its 9th character, the same when the key begins the line). */
static int runtime_version(const char *file, int32_t *out)
{
    char *rest = pkg_line_after(file, PKG_VERSION_KEY);
    if (rest == NULL) return 0;
    int ok = version_value(rest, out);
    free(rest);
    return ok;
}

static int soc_feature(const char *label, const char *key)
{
    if (label == NULL) return 1;
    char value[SOC_SPEC_BYTES] = {0};
    if (rtGetSocSpec(label, key, value, SOC_SPEC_BYTES) != ACL_RT_SUCCESS) return 0;
    return strcmp(value, "1") == 0;
}

/* CannInfoUtils::Initialize with GetConfigInstallPath. Caller holds g_lock. */
static aclError read_features_locked(void)
{
    Dl_info info;
    char so_dir[PATH_MAX], real[PATH_MAX];
    if (dladdr((void *)&read_features_locked, &info) == 0 || info.dli_fname == NULL ||
        realpath(info.dli_fname, real) == NULL) /* GCOVR_EXCL_BR_LINE: the library is loaded from a file */
        return ACL_ERROR_INTERNAL_ERROR;        /* GCOVR_EXCL_LINE */
    snprintf(so_dir, sizeof so_dir, "%.*s", (int)(strrchr(real, '/') - real + 1), real);
    /* the folder above the library's, ending in '/' */
    char base[PATH_MAX];
    snprintf(base, sizeof base, "%.*s", (int)(strlen(so_dir) - 1), so_dir);
    *(strrchr(base, '/') + 1) = '\0';
    char config[PATH_MAX * 2], found[PATH_MAX];
    snprintf(config, sizeof config, "%s%s", base, SW_CONFIG_FILE);
    if (!regular_file(config) && find_upwards(so_dir, SW_CONFIG_FILE, found, sizeof found)) {
        snprintf(config, sizeof config, "%s%s", found, SW_CONFIG_FILE);
        snprintf(base, sizeof base, "%s", found);
    }
    char install[PATH_MAX], version_file[PATH_MAX * 2];
    snprintf(install, sizeof install, "%.*s", (int)(strlen(base) - 1), base);
    *(strrchr(install, '/') + 1) = '\0';
    snprintf(version_file, sizeof version_file, "%s%s", install, RUNTIME_VERSION_PATH);
    if (!regular_file(version_file) && find_upwards(so_dir, RUNTIME_VERSION_PATH, found, sizeof found))
        snprintf(version_file, sizeof version_file, "%s%s", found, RUNTIME_VERSION_PATH);

    int32_t minimum[ATTR_COUNT], current;
    aclError ret = read_config(config, minimum);
    if (ret != ACL_SUCCESS) return ret;
    if (!runtime_version(version_file, &current)) return ACL_ERROR_INTERNAL_ERROR;
    g_count = 0;
    for (size_t i = 0; i < ATTR_COUNT; i++) {
        int available =
            (minimum[i] == UNKNOWN_VERSION || current >= minimum[i]) && soc_feature(k_attrs[i].label, k_attrs[i].key);
        g_available[i] = available;
        if (available) g_list[g_count++] = k_attrs[i].attr;
    }
    g_ready = 1;
    return ACL_SUCCESS;
}

static aclError read_features(void)
{
    pthread_mutex_lock(&g_lock);
    aclError ret = g_ready ? ACL_SUCCESS : read_features_locked();
    pthread_mutex_unlock(&g_lock);
    return ret;
}

ACL_FUNC_VISIBILITY aclError aclGetCannAttributeList(const aclCannAttr **cannAttrList, size_t *num)
{
    REQUIRE_NOT_NULL(cannAttrList, "QUERY026");
    REQUIRE_NOT_NULL(num, "QUERY026");
    aclError ret = read_features();
    if (ret != ACL_SUCCESS) return ret; /* QUERY027, QUERY038: outputs untouched */
    *cannAttrList = g_list;
    *num = g_count; /* QUERY036 */
    return ACL_SUCCESS;
}

ACL_FUNC_VISIBILITY aclError aclGetCannAttribute(aclCannAttr cannAttr, int32_t *value)
{
    REQUIRE_NOT_NULL(value, "QUERY026");
    aclError ret = read_features();
    if (ret != ACL_SUCCESS) return ret; /* QUERY027: before the attribute is looked at */
    for (size_t i = 0; i < ATTR_COUNT; i++) {
        if (k_attrs[i].attr == cannAttr) {
            *value = g_available[i];
            return ACL_SUCCESS;
        }
    }
    return ACL_ERROR_INVALID_PARAM; /* QUERY036: an attribute the table lacks, only logged */
}
