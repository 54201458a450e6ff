/* The installed packages' version files (pkg_version.h). */
#define _GNU_SOURCE
#include "pkg_version.h"

#include <limits.h>
#include <stdio.h>
#include <stdlib.h>
#include <string.h>

#include "errmsg.h"

char *pkg_line_after(const char *path, const char *key)
{
    FILE *f = fopen(path, "r");
    if (f == NULL) return NULL;
    char *line = NULL, *value = NULL;
    size_t cap = 0;
    ssize_t n;
    while (value == NULL && (n = getline(&line, &cap, f)) >= 0) {
        if (n > 0 && line[n - 1] == '\n') line[--n] = '\0';
        const char *at = strstr(line, key);
        if (at != NULL) value = strdup(at + strlen(key));
    }
    free(line);
    fclose(f);
    return value;
}

char *pkg_install_path(const char *key)
{
    FILE *f = fopen(PKG_INSTALL_INFO, "r");
    if (f == NULL)
        return NULL; /* GCOVR_EXCL_BR_LINE: runs only on a host with /etc/ascend_install.info, which no case writes (QUERY010, QUERY013) */
    /* GCOVR_EXCL_START: runs only on a host with /etc/ascend_install.info, which no case writes (QUERY010, QUERY013) */
    char *line = NULL, *value = NULL;
    size_t cap = 0;
    ssize_t n;
    while (value == NULL && (n = getline(&line, &cap, f)) >= 0) {
        if (n > 0 && line[n - 1] == '\n') line[--n] = '\0';
        const char *at = strstr(line, key);
        if (at != NULL && at[strlen(key)] != '\0') value = strdup(at + strlen(key)); /* QUERY013 */
    }
    free(line);
    fclose(f);
    return value;
    /* GCOVR_EXCL_STOP */
}

/* StringUtils::Trim: " \t\r\n" off both ends, except that a value made only
 * of those characters is kept whole (QUERY014). */
static void trim(char *s)
{
    const char *ws = " \t\r\n";
    size_t first = strspn(s, ws);
    if (s[first] == '\0') return;
    size_t end = strlen(s);
    while (end > 0 && strchr(ws, s[end - 1]) != NULL) end--;
    memmove(s, s + first, end - first);
    s[end - first] = '\0';
}

/* GetVersionByPkgName: the driver and firmware through the install
 * information, every other name under realpath($ASCEND_HOME_PATH)/share/info
 * (QUERY013; those failures are only logged); GetVersionStringInternal: a
 * file that does not open is only logged, one without a non-empty Version=
 * value is reported (EH0004, QUERY014). */
static aclError version_by_name(const char *name, char **out)
{
    char *file = NULL;
    if (strcmp(name, "driver") == 0 || strcmp(name, "firmware") == 0) {
        char *dir = pkg_install_path(name[0] == 'd' ? PKG_DRIVER_PATH_KEY : PKG_FIRMWARE_PATH_KEY);
        if (dir == NULL) return ACL_ERROR_INVALID_FILE; /* QUERY013 */ /* GCOVR_EXCL_BR_LINE */
        /* GCOVR_EXCL_START: runs only on a host with /etc/ascend_install.info, which no case writes (QUERY010, QUERY013) */
        int ok = asprintf(&file, "%s/%s/version.info", dir, name) >= 0;
        free(dir);
        if (!ok) return ACL_ERROR_INVALID_FILE;
        /* GCOVR_EXCL_STOP */
    } else {
        const char *home = getenv("ASCEND_HOME_PATH");
        char real[PATH_MAX];
        if (home == NULL || home[0] == '\0' || realpath(home, real) == NULL)
            return ACL_ERROR_INVALID_FILE; /* QUERY013 */
        if (asprintf(&file, "%s/share/info/%s/version.info", real, name) < 0) return ACL_ERROR_INVALID_FILE;
    }
    FILE *f = fopen(file, "r");
    aclError ret = ACL_ERROR_INVALID_FILE; /* a file that does not open: logged only */
    if (f != NULL) {
        fclose(f);
        char *value = pkg_line_after(file, PKG_VERSION_KEY);
        if (value != NULL) trim(value);
        if (value != NULL && value[0] != '\0') {
            *out = value;
            ret = ACL_SUCCESS;
        } else {
            free(value);
            ret = aclref_fail(ACL_ERROR_INVALID_FILE, "QUERY014", __FILE__, __LINE__, EH_INVALID_FILE,
                              "File %s is invalid. Reason: Keyword Version= not found in version info file", file);
        }
    }
    free(file);
    return ret;
}

/* QUERY015, GetPkgVersionContent: the name as given, then once with every '-' made '_'
 * (a name with a '-'), else with every '_' made '-' (QUERY015). */
aclError pkg_version_text(const char *name, char **out)
{
    aclError ret = version_by_name(name, out);
    if (ret == ACL_SUCCESS) return ret;
    char from = strchr(name, '-') != NULL ? '-' : '_', to = from == '-' ? '_' : '-';
    if (strchr(name, from) == NULL) return ret;
    char *alt = strdup(name);
    if (alt == NULL) return ret;
    for (char *p = alt; *p; p++)
        if (*p == from) *p = to;
    ret = version_by_name(alt, out);
    free(alt);
    return ret;
}
