/* aclsysGetCANNVersion (QUERY001..QUERY011; src/acl/aclrt_impl/acl.cpp
 * aclsysGetCANNVersionImpl, GetCANNVersionInternal, ParseVersionInfo,
 * ConvertVersion, FillinPackageVersion). The version file of a package is
 * found from ASCEND_HOME_PATH as given (the driver's through
 * /etc/ascend_install.info); its first Version= line is split into the
 * struct's strings. No runtime call, nothing kept between calls. */
#define _GNU_SOURCE
#include <limits.h>
#include <stdio.h>
#include <stdlib.h>
#include <string.h>

#include "acl/acl.h"
#include "errmsg.h"
#include "pkg_version.h"

/* kMapToPkgName: the folder under share/info of each package. */
static const char *package_dir(aclCANNPackageName name)
{ /* QUERY004 */
    switch (name) {
    case ACL_PKG_NAME_CANN:
    case ACL_PKG_NAME_RUNTIME:
        return "runtime";
    case ACL_PKG_NAME_COMPILER:
        return "bisheng-compiler";
    case ACL_PKG_NAME_HCCL:
        return "hccl";
    case ACL_PKG_NAME_TOOLKIT:
        return "oam-tools";
    case ACL_PKG_NAME_OPP:
    case ACL_PKG_NAME_OPP_KERNEL:
        return "ops-legacy";
    case ACL_PKG_NAME_DRIVER:
        return "driver";
    default:
        return NULL;
    }
}

/* IsFileExist: the path resolves (mmRealPath). */
static int file_exists(const char *path)
{
    char real[PATH_MAX];
    return realpath(path, real) != NULL;
}

/* ConvertVersion: from the first '-', the rest loses its dots and is joined
 * with a '.' ("8.5.0-beta.1" -> "8.5.0.beta1"); without '-' unchanged (QUERY007). */
static char *convert_version(const char *v)
{ /* QUERY007 */
    char *out = malloc(strlen(v) + 1);
    if (out == NULL) return NULL;
    const char *dash = strchr(v, '-');
    if (dash == NULL) return strcpy(out, v);
    size_t k = (size_t)(dash - v);
    memcpy(out, v, k);
    out[k++] = '.';
    for (const char *p = dash + 1; *p; p++)
        if (*p != '.') out[k++] = *p;
    out[k] = '\0';
    return out;
}

/* Copies at most cap - 1 bytes of [s, s + n); 0 when there is nothing to copy. */
static int copy_part(char *dst, size_t cap, const char *s, size_t n)
{
    if (n > cap - 1) n = cap - 1;
    memcpy(dst, s, n);
    return n > 0;
}

/* FillinPackageVersion: the struct is zeroed first (QUERY008, QUERY009), then
 * the converted text and its first four '.'-separated parts, "0" for a missing
 * release or patch part; fewer than two parts or an empty one fails. */
static int fill_version(const char *text, aclCANNPackageVersion *version)
{
    memset(version, 0, sizeof *version); /* QUERY009 */
    char *v = convert_version(text);
    if (v == NULL) return 0;
    const char *part[4] = {"0", "0", "0", "0"};
    size_t len[4] = {1, 1, 1, 1};
    size_t parts = 0;
    const char *p = v;
    for (;;) { /* StringUtils::Split: a trailing '.' gives one more, empty, part */
        const char *dot = strchr(p, '.');
        size_t n = dot != NULL ? (size_t)(dot - p) : strlen(p);
        if (parts < 4) {
            part[parts] = p;
            len[parts] = n;
        }
        parts++;
        if (dot == NULL) break;
        p = dot + 1;
    }
    int ok = parts >= 2 && copy_part(version->version, sizeof version->version, v, strlen(v)) &&
             copy_part(version->majorVersion, sizeof version->majorVersion, part[0], len[0]) &&
             copy_part(version->minorVersion, sizeof version->minorVersion, part[1], len[1]) &&
             copy_part(version->releaseVersion, sizeof version->releaseVersion, part[2], len[2]) &&
             copy_part(version->patchVersion, sizeof version->patchVersion, part[3], len[3]);
    free(v);
    return ok;
}

/* GetCANNVersionInternal: <dir>/<package>/version.info, else with the
 * package's '-' made '_' (QUERY005); ParseVersionInfo: the first line holding
 * Version=, its rest untrimmed and not empty (QUERY006). */
static aclError version_in(const char *dir, aclCANNPackageName name, aclCANNPackageVersion *version)
{
    char *file = NULL, *alt = strdup(package_dir(name));
    if (alt == NULL) return ACL_ERROR_INVALID_FILE;
    if (asprintf(&file, "%s/%s/version.info", dir, alt) >= 0 && !file_exists(file)) {
        for (char *p = alt; *p; p++)
            if (*p == '-') *p = '_';
        free(file);
        if (asprintf(&file, "%s/%s/version.info", dir, alt) < 0) file = NULL;
    }
    free(alt);
    if (file == NULL) return ACL_ERROR_INVALID_FILE;
    aclError ret = ACL_ERROR_INVALID_FILE;
    if (file_exists(file)) { /* QUERY005: neither spelling: 100003, *version untouched */
        char *value = pkg_line_after(file, PKG_VERSION_KEY);
        if (value != NULL && value[0] != '\0') {                                       /* QUERY006 */
            ret = fill_version(value, version) ? ACL_SUCCESS : ACL_ERROR_INVALID_FILE; /* QUERY008 */
        }
        free(value);
    }
    free(file);
    return ret;
}

ACL_FUNC_VISIBILITY aclError aclsysGetCANNVersion(aclCANNPackageName name, aclCANNPackageVersion *version)
{
    REQUIRE_NOT_NULL(version, "QUERY001");
    if (package_dir(name) == NULL) return ACL_ERROR_INVALID_PARAM; /* QUERY002: only logged; *version untouched */
    if (name == ACL_PKG_NAME_DRIVER) {                             /* QUERY010: ASCEND_HOME_PATH is not read */
        char *dir = pkg_install_path(PKG_DRIVER_PATH_KEY);
        if (dir == NULL) return ACL_ERROR_INVALID_FILE; /* GCOVR_EXCL_BR_LINE */
        /* GCOVR_EXCL_START: runs only on a host with /etc/ascend_install.info, which no case writes (QUERY010, QUERY013) */
        aclError ret = version_in(dir, name, version);
        free(dir);
        return ret;
        /* GCOVR_EXCL_STOP */
    }
    const char *home = getenv("ASCEND_HOME_PATH");   /* QUERY011: read at every call, nothing kept */
    if (home == NULL) return ACL_ERROR_INVALID_FILE; /* QUERY003: only logged */
    char *dir = NULL;
    if (asprintf(&dir, "%s/share/info", home) < 0) return ACL_ERROR_INVALID_FILE; /* QUERY004: as given */
    aclError ret = version_in(dir, name, version);
    free(dir);
    return ret;
}
