/* The installed packages' version files (pkg.h). */
#include "helpers/pkg.h"

#include <limits.h>
#include <stdio.h>
#include <stdlib.h>
#include <string.h>
#include <sys/stat.h>
#include <unistd.h>

#include "helpers/text.h"

#define PKG_HOME "ascend"

/* mkdir -p of <workdir>/<rel>. */
static void make_dirs(aclcts_t *t, const char *rel)
{
    char path[4096];
    snprintf(path, sizeof path, "%s", aclcts_path(t, rel));
    for (char *p = path + strlen(t->workdir) + 1; *p; p++) {
        if (*p != '/') continue;
        *p = '\0';
        (void)mkdir(path, 0755);
        *p = '/';
    }
    if (mkdir(path, 0755) != 0 && access(path, F_OK) != 0) aclcts_skip(t, "cannot create the folder %s", path);
}

const char *pkg_home(aclcts_t *t)
{
    make_dirs(t, PKG_HOME);
    const char *home = aclcts_path(t, PKG_HOME);
    setenv("ASCEND_HOME_PATH", home, 1);
    return home;
}

const char *pkg_version_file(aclcts_t *t, const char *package, const char *text)
{
    const char *dir = text_fmt(PKG_HOME "/share/info/%s", package);
    make_dirs(t, dir);
    return aclcts_file(t, text_fmt("%s/version.info", dir), text);
}

const char *pkg_version(aclcts_t *t, const char *package, const char *version)
{
    return pkg_version_file(t, package, text_fmt("Version=%s\n", version));
}

void pkg_no_home(void) { unsetenv("ASCEND_HOME_PATH"); }

void pkg_need_no_install_info(aclcts_t *t)
{
    if (access(PKG_INSTALL_INFO, F_OK) == 0)
        aclcts_skip(t, "this machine has %s: the driver's version is the installed one's", PKG_INSTALL_INFO);
}

#define FEATURE_LIST_DEPTH 8

const char *pkg_feature_list(aclcts_t *t, const char **report)
{
    char real[PATH_MAX];
    if (t->libpath == NULL || realpath(t->libpath, real) == NULL) SKIP(t, "cannot resolve the library's path");
    *(strrchr(real, '/') + 1) = '\0'; /* the library's folder, ending in '/' */
    char dir[PATH_MAX];
    snprintf(dir, sizeof dir, "%s", real);
    for (int depth = 0; depth < FEATURE_LIST_DEPTH && strchr(dir, '/') != NULL; depth++) {
        const char *path = text_fmt("%s%s", dir, PKG_FEATURE_LIST);
        struct stat st;
        if (stat(path, &st) == 0) return path;
        size_t n = strlen(dir);
        if (n <= 1) break;
        dir[n - 1] = '\0';
        *(strrchr(dir, '/') + 1) = '\0';
    }
    real[strlen(real) - 1] = '\0';
    *(strrchr(real, '/') + 1) = '\0';
    if (report != NULL) *report = text_fmt("%s%s", real, PKG_FEATURE_LIST);
    return NULL;
}
